import Foundation
import Testing

@testable import TrellisCore

/// The UIKit navigator's delegate methods. UIKit declares them `@objc optional`: a method whose
/// signature is off by a label compiles against UIKit and is never called, so a back swipe or a
/// swipe down would go unreported. The stand-in UIKit cannot model optional requirements (Linux
/// has no Objective-C), so this holds each one to the signature UIKit's documentation gives.
@Suite struct UIKitDelegateFeatureTests {
    /// `uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)` and
    /// `uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)`, by their
    /// selectors' labels and types (a parameter's own name is the implementer's).
    static let uiKitSignatures = [
        "func navigationController(_: UINavigationController, didShow: UIViewController, animated: Bool)",
        "func presentationControllerDidDismiss(_: UIPresentationController)",
    ]

    /// Each method the navigator declares named as one of its delegates' (`navigationController`,
    /// `presentationController…`), as a selector sees it: on one line, each parameter as its label
    /// and type.
    static func delegateMethods(in source: String) -> [String] {
        let flat = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.components(separatedBy: "func ").dropFirst().compactMap { declaration in
            guard declaration.hasPrefix("navigationController(") || declaration.hasPrefix("presentationController"),
                let open = declaration.firstIndex(of: "("), let close = declaration.firstIndex(of: ")")
            else { return nil }
            let parameters = declaration[declaration.index(after: open)..<close].split(separator: ",").map {
                parameter -> String in
                let parts = parameter.split(separator: ":", maxSplits: 1)
                let label = parts.first?.split(separator: " ").first ?? ""
                return "\(label): " + (parts.last?.trimmingCharacters(in: .whitespaces) ?? "")
            }
            return "func " + declaration[..<open] + "(" + parameters.joined(separator: ", ") + ")"
        }
    }

    @Test(arguments: [Architecture.mvvmC, .eventDriven])
    func theNavigatorImplementsItsDelegatesMethodsWithUIKitsSignatures(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(DefaultViewFeatureTests.shelfSpec, architecture, views: .swiftui)
        let declared = Self.delegateMethods(in: try feature.file("Sources/Views/ShelfUIKitNavigator.swift"))
        for signature in Self.uiKitSignatures {
            #expect(declared.contains(signature), "the navigator does not implement `\(signature)`: \(declared)")
        }
        // Every method named as a delegate's is one of them: one off by a label would never be called.
        for method in declared {
            #expect(
                Self.uiKitSignatures.contains(method),
                "`\(method)` is no delegate method this test knows UIKit's signature of: add it, as UIKit declares it")
        }
    }

    @Test func aMethodIsReadAsItsSelector() {
        let source = """
            public func navigationController(
                _ navigationController: UINavigationController, didShow shown: UIViewController, animated: Bool
            ) {}
            func presentationControllerDidDismiss(_ controller: UIPresentationController) {}
            func presentationControllerWillDismiss(_ controller: UIPresentationController) {}
            """
        #expect(
            Self.delegateMethods(in: source) == [
                Self.uiKitSignatures[0], Self.uiKitSignatures[1],
                "func presentationControllerWillDismiss(_: UIPresentationController)",
            ])
    }
}
