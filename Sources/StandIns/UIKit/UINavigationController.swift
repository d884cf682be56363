import Foundation

/// A stack of view controllers, with the system's back button and back swipe.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    /// Told after the stack changed, by a step or by the user's own back swipe.
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
        rootViewController.navigationController = self
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        show(viewControllers)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        show(viewControllers + [viewController])
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        show(Array(viewControllers.dropLast()))
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        show(Array(viewControllers.prefix(1)))
        return popped
    }

    /// The system's back swipe: the top view controller leaves, and the delegate is told what
    /// shows, as after any change of the stack. Nothing happens at the first one.
    @_spi(Inspection) public func systemBackSwipe() -> Bool {
        popViewController(animated: true) != nil
    }

    /// Makes `stack` the view controllers and tells the delegate what shows, as UIKit does once
    /// a transition ends (here, at once); in a tab not shown, UIKit tells it only when the tab
    /// shows (`tabAppeared()`).
    private func show(_ stack: [UIViewController]) {
        for viewController in viewControllers where !stack.contains(where: { $0 === viewController }) {
            viewController.navigationController = nil
        }
        viewControllers = stack
        for viewController in stack { viewController.navigationController = self }
        if let tabBarController, tabBarController.selectedViewController !== self {
            changedWhileHidden = true
            return
        }
        if let top = stack.last { delegate?.navigationController(self, didShow: top, animated: true) }
    }

    /// Whether the stack changed while its tab did not show: the delegate hears it when it does.
    private var changedWhileHidden = false

    /// Its tab shows: the delegate hears what shows now, if the stack changed while it was hidden.
    func tabAppeared() {
        guard changedWhileHidden else { return }
        changedWhileHidden = false
        if let top = viewControllers.last { delegate?.navigationController(self, didShow: top, animated: false) }
    }
}

/// What a navigation controller tells as its stack changes. Its methods are optional in
/// Objective-C; here they have empty default implementations.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
