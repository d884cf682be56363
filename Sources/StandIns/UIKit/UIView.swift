import Foundation

/// `uiview`: a rectangle of the screen, in a tree of views. Only its place and the tree are kept;
/// nothing is drawn.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// `uiview/bounds`.
    open var bounds = CGRect.zero
    /// `uiview/frame`.
    open var frame = CGRect.zero
    /// `uiview/autoresizingmask`.
    open var autoresizingMask = UIView.AutoresizingMask()
    /// `uiview/subviews`.
    public private(set) var subviews: [UIView] = []
    /// `uiview/superview`.
    public private(set) weak var superview: UIView?

    /// `uiview/addsubview(_:)`: moved from the view it was in, if any.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// `uiview/removefromsuperview()`.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// `uiview/autoresizingmask-swift.struct`: the SDK's raw values.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
