// A stand-in for UIKit on Linux: the part of its API generated code uses, declared as the SDK
// declares it (the same classes, initializers, optionality and main-actor isolation), so code
// that type-checks here type-checks against UIKit. It keeps what UIKit keeps for that API (a
// navigation controller's stack, what is presented) and tells delegates as UIKit does; the
// system's own gestures are `@_spi(Inspection)`, for tests. Nothing is drawn.
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
    public internal(set) weak var navigationController: UINavigationController?
    /// `uiviewcontroller/tabbarcontroller`: the tab bar controller it is a tab of.
    public internal(set) weak var tabBarController: UITabBarController?
    /// `uiviewcontroller/tabbaritem`: implicitly unwrapped, as the SDK declares it; made when first
    /// asked for, titled with the view controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let made = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = made
            return made
        }
        set { madeTabBarItem = newValue }
    }
    private var madeTabBarItem: UITabBarItem?
    /// `uiviewcontroller/children`: the view controllers added with `addChild(_:)`.
    public private(set) var children: [UIViewController] = []
    /// `uiviewcontroller/parent`: the container it is a child of.
    public private(set) weak var parent: UIViewController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    /// Made when first asked for, as UIKit makes it, so that a delegate can be set before or
    /// after the view controller is presented: a sheet's (`UISheetPresentationController`) for
    /// the styles that show a sheet.
    public var presentationController: UIPresentationController? {
        if let madePresentationController { return madePresentationController }
        let made: UIPresentationController =
            switch modalPresentationStyle {
            case .automatic, .pageSheet, .formSheet:
                UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            case .popover:
                UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            default: UIPresentationController(presentedViewController: self, presenting: presentingViewController)
            }
        madePresentationController = made
        return made
    }
    /// `uiviewcontroller/sheetpresentationcontroller` (iOS 15): the presentation controller, when
    /// the view controller shows as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// `uiviewcontroller/modalpresentationstyle`: how it shows when presented; a sheet by default.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// `uiviewcontroller/ismodalinpresentation` (iOS 13): true refuses the system's swipe down.
    open var isModalInPresentation = false
    /// `uiviewcontroller/view`: implicitly unwrapped, as the SDK declares it; made when first
    /// asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let made = UIView()
            loadedView = made
            return made
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// `uiviewcontroller/popoverpresentationcontroller`: the presentation controller when the view
    /// controller shows as a popover; nil otherwise (the stand-in is an iPhone, which shows an
    /// action sheet from the bottom).
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }
    private var madePresentationController: UIPresentationController?
    /// What an inspection keeps with the view controller (the state of the views it hosts), for
    /// as long as it lives.
    @_spi(Inspection) public var inspectionStorage: AnyObject?
    open var isBeingDismissed: Bool { false }
    /// `uiviewcontroller/childforstatusbarstyle`: the child whose `preferredStatusBarStyle` UIKit
    /// uses instead of this one's; nil by default. A container overrides it.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// `uiviewcontroller/childforstatusbarhidden`: as `childForStatusBarStyle`, for
    /// `prefersStatusBarHidden`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// `uiviewcontroller/childforhomeindicatorautohidden` (iOS 11).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// `uiviewcontroller/preferredstatusbarstyle`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// `uiviewcontroller/prefersstatusbarhidden`.
    open var prefersStatusBarHidden: Bool { false }
    /// `uiviewcontroller/supportedinterfaceorientations`: every one but upside down, as on an
    /// iPhone (the stand-in is one); the window asks its root view controller only.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The view controller whose status bar style shows, as UIKit finds it from this one: each
    /// `childForStatusBarStyle` in turn, until one names none.
    @_spi(Inspection) public var statusBarStyleSource: UIViewController {
        childForStatusBarStyle?.statusBarStyleSource ?? self
    }
    open var isMovingFromParent: Bool { false }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// `UIViewController()`, as Objective-C's `init` imports: no nib.
    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    /// `uiviewcontroller/setneedsstatusbarappearanceupdate()`: UIKit asks again which view
    /// controller decides the status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// `uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()` (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// `uiviewcontroller/addchild(_:)`: the container then adds the child's view and calls its
    /// `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// `uiviewcontroller/removefromparent()`: after `willMove(toParent: nil)`.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// `uiviewcontroller/willmove(toparent:)`.
    open func willMove(toParent parent: UIViewController?) {}

    /// `uiviewcontroller/didmove(toparent:)`.
    open func didMove(toParent parent: UIViewController?) {}

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.presentationController?.presenter = self
        completion?()
    }

    /// Dismisses what this view controller presented, or, called on a presented one, itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: flag)
        }
        completion?()
    }

    /// The system's swipe down on the view controller presented last over this one: it leaves,
    /// and its presentation controller's delegate is told, as UIKit tells it. Nothing happens
    /// when nothing is presented, nor when what is presented refuses it, as UIKit offers no swipe
    /// down then: full screen, or modal in presentation.
    @_spi(Inspection) public func systemSwipeDown() -> Bool {
        var presenter = self
        while let presented = presenter.presentedViewController, presented.presentedViewController != nil {
            presenter = presented
        }
        guard let presented = presenter.presentedViewController, presented.closesBySwipeDown else { return false }
        let presentation = presented.presentationController
        presenter.dismiss(animated: true)
        if let presentation { presentation.delegate?.presentationControllerDidDismiss(presentation) }
        return true
    }
}

extension UIViewController {
    /// Whether UIKit offers the swipe down on it, presented: not full screen (nor over it), and not
    /// modal in presentation.
    @_spi(Inspection) public var closesBySwipeDown: Bool {
        ![.fullScreen, .overFullScreen, .custom].contains(modalPresentationStyle) && !isModalInPresentation
    }
}

/// `uistatusbarstyle`: the status bar's content colour. The raw values are the SDK's.
public enum UIStatusBarStyle: Int, @unchecked Sendable {
    case `default` = 0
    case lightContent = 1
    /// iOS 13.
    case darkContent = 3
}

/// `uiinterfaceorientationmask`: the orientations a view controller supports. The raw values
/// are the SDK's (a bit per `UIInterfaceOrientation`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// `uimodalpresentationstyle`: how a presented view controller shows. The raw values are the
/// SDK's.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
