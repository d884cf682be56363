import Foundation

/// Manages a presented view controller; its delegate hears of a swipe down that dismissed it.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// Not kept: the presented view controller keeps its presentation controller, and UIKit lets
    /// both go once it is dismissed.
    public unowned let presentedViewController: UIViewController
    /// `uipresentationcontroller/presentingviewcontroller`: not optional, as the SDK declares it.
    /// Asked for before the view controller is presented, the stand-in stops the test.
    public var presentingViewController: UIViewController {
        guard let presenter else { preconditionFailure("presentingViewController asked for before presenting") }
        return presenter
    }
    weak var presenter: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
    }
}

/// What a presentation controller tells; optional in Objective-C, empty defaults here.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// `uisheetpresentationcontroller` (iOS 15): the presentation controller of a sheet, and the
/// heights it can take.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    /// `uisheetpresentationcontroller/detents`: the heights the sheet can take; large alone by
    /// default.
    open var detents: [Detent] = [.large()]
    /// `uisheetpresentationcontroller/selecteddetentidentifier`: the height it shows at; nil for
    /// the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// `uisheetpresentationcontroller/prefersgrabbervisible`: whether the sheet shows its grabber.
    open var prefersGrabberVisible = false

    /// `uisheetpresentationcontroller/detent`: a height a sheet can take.
    @MainActor @preconcurrency
    open class Detent: NSObject {
        /// `uisheetpresentationcontroller/detent/identifier-swift.struct`.
        public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
            public let rawValue: String

            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
        }

        /// `uisheetpresentationcontroller/detent/identifier-swift.property` (iOS 16).
        public let identifier: Identifier

        /// Not Apple's: the SDK makes detents only through its class methods.
        @_spi(Inspection) public required init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// `uisheetpresentationcontroller/detent/medium()`: about half the screen's height.
        open class func medium() -> Self { Self(identifier: .medium) }
        /// `uisheetpresentationcontroller/detent/large()`: the full height of a sheet.
        open class func large() -> Self { Self(identifier: .large) }
    }
}
