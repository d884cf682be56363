// A stand-in for UIKit on Linux: the part of its API generated code uses, declared as the SDK
// declares it (the same classes, initializers, optionality and main-actor isolation), so code
// that type-checks here type-checks against UIKit. It runs nothing of UIKit: the stored
// properties below only let the declarations be written without bodies that trap.
@_exported import Foundation

/// An object that responds to events: the root of the view controllers.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    override public init() {}
}

/// Manages a view; the unit UIKit navigates with.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    open var title: String?
    public internal(set) var navigationController: UINavigationController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var presentationController: UIPresentationController?
    open var isBeingDismissed: Bool { false }
    open var isMovingFromParent: Bool { false }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.presentationController = UIPresentationController(
            presentedViewController: viewControllerToPresent, presenting: self)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
    }
}
