import Foundation

/// `edge` (SwiftUICore.swiftinterface: `@frozen public enum Edge : Swift.Int8, Swift.CaseIterable`):
/// a side of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// `edge/set`: sides of a rectangle, as the SDK declares them.
    @frozen public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Edge.Set(.top)
        public static let leading = Edge.Set(.leading)
        public static let bottom = Edge.Set(.bottom)
        public static let trailing = Edge.Set(.trailing)
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Edge.Set = [.leading, .trailing]
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

/// `safearearegions` (iOS 14; SwiftUICore.swiftinterface: `@frozen public struct SafeAreaRegions :
/// Swift.OptionSet`): the kinds of safe area a view may ignore.
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What `ignoresSafeArea(_:edges:)` adds: nothing the inspection reads (nothing is laid out).
public struct _SafeAreaRegionsIgnoringLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set
}

extension View {
    /// `view/ignoressafearea(_:edges:)` (iOS 14; SwiftUICore.swiftinterface: `nonisolated public
    /// func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`):
    /// the view extends into the safe area's `regions` on `edges`.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ModifiedContent(content: self, modifier: _SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }
}
