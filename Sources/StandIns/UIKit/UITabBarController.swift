import Foundation

/// `uitabbarcontroller`: a tab bar of view controllers, one showing at a time, each kept with its
/// state while another shows. The user's tap on a tab is `systemTapTab(_:)`.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    /// `uitabbarcontroller/viewcontrollers`: optional, as the SDK declares it. Set anew, it selects
    /// the view controller selected before if it is still one of them, else the one at the same
    /// index, else the first (the documentation's discussion).
    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where old.tabBarController === self { old.tabBarController = nil }
            for controller in viewControllers ?? [] { controller.tabBarController = self }
            let count = viewControllers?.count ?? 0
            let previous = oldValue.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil }
            if let previous, let kept = viewControllers?.firstIndex(where: { $0 === previous }) {
                selectedIndex = kept
            } else if selectedIndex >= count {
                selectedIndex = 0
            }
        }
    }
    /// `uitabbarcontroller/selectedindex`: set by code, it tells the delegate nothing. The tab that
    /// shows then tells its navigation controller's delegate what it shows, if that changed while
    /// it was hidden.
    open var selectedIndex = 0 {
        didSet {
            if selectedIndex != oldValue { (selectedViewController as? UINavigationController)?.tabAppeared() }
        }
    }
    /// `uitabbarcontroller/selectedviewcontroller`: `unowned(unsafe)` in the SDK.
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { new in viewControllers?.firstIndex { $0 === new } } ?? selectedIndex }
    }
    /// `uitabbarcontroller/delegate`.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// `uitabbarcontroller/setviewcontrollers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The user's tap on the tab at `index`, as UIKit takes it: the delegate may refuse it
    /// (`shouldSelect`); a tap on the selected tab takes its navigation controller back to its
    /// first view controller (which tells the navigation controller's delegate); another tab
    /// shows (its navigation controller's delegate hears what it shows if that changed while it
    /// was hidden, before the tab bar's delegate hears the tap); then the delegate hears
    /// `didSelect`. Returns whether the tab was selected.
    @_spi(Inspection) public func systemTapTab(_ index: Int) -> Bool {
        guard let viewControllers, viewControllers.indices.contains(index) else { return false }
        let tapped = viewControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return false }
        if index == selectedIndex {
            (tapped as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: tapped)
        return true
    }
}

/// `uitabbarcontrollerdelegate`: what a tab bar controller tells as the user selects tabs. Its
/// methods are optional in Objective-C; here they have default implementations that do what
/// UIKit does without them.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// `uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)`: told of a tap on the selected
    /// tab too.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// `uibaritem`: what a bar shows for an item.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// `uibaritem/title`.
    open var title: String?
    /// `uibaritem/image`.
    open var image: UIImage?
    /// `uibaritem/tag`.
    open var tag = 0

    override public init() {}
}

/// `uitabbaritem`: a tab's title and image in the tab bar.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    override public init() {}

    /// `uitabbaritem/init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}

/// `uiimage`: an image; here only a symbol's name is kept.
open class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbol the image was made from.
    @_spi(Inspection) public let systemName: String?

    /// `uiimage/init(systemname:)` (iOS 13): nil for a name no symbol has; every name is one here.
    public init?(systemName name: String) {
        systemName = name
    }
}
