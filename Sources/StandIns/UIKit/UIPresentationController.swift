import Foundation

/// Manages a presented view controller; its delegate hears of a swipe down that dismissed it.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public internal(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
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
