import Foundation

/// Manages a presented view controller; its delegate hears of a swipe down that dismissed it.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// Not kept: the presented view controller keeps its presentation controller, and UIKit lets
    /// both go once it is dismissed.
    public unowned let presentedViewController: UIViewController
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
