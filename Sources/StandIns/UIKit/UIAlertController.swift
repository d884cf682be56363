import Foundation

/// `uialertcontroller`: an alert or an action sheet, presented over what shows. UIKit closes it as
/// the user taps one of its actions, then runs that action's handler.
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// `uialertcontroller/style`: the SDK's raw values.
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// `uialertcontroller/actions`: in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// `uialertcontroller/message`.
    open var message: String?
    /// `uialertcontroller/preferredstyle`.
    public private(set) var preferredStyle = Style.alert

    /// `uialertcontroller/init(title:message:preferredstyle:)`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // UIKit presents an alert its own way, never as a sheet a swipe down closes.
        modalPresentationStyle = .custom
    }

    /// `uialertcontroller/addaction(_:)`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// The user taps `action`: the alert closes, then the action's handler runs, as UIKit does.
    @_spi(Inspection) public func systemTap(_ action: UIAlertAction) {
        guard actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true)
        action.handler?(action)
    }
}

/// `uialertaction`: a button of an alert controller.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// `uialertaction/style-swift.enum`: the SDK's raw values.
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// `uialertaction/title`.
    public private(set) var title: String?
    /// `uialertaction/style-swift.property`.
    public private(set) var style = Style.default
    /// `uialertaction/isenabled`.
    open var isEnabled = true
    fileprivate var handler: ((UIAlertAction) -> Void)?

    override public init() {}

    /// `uialertaction/init(title:style:handler:)`.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// `uipopoverpresentationcontroller`: how a view controller shows as a popover (an action sheet on
/// iPad), pointing at a place in a view.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// `uipopoverpresentationcontroller/sourceview`.
    open var sourceView: UIView?
    /// `uipopoverpresentationcontroller/sourcerect`.
    open var sourceRect = CGRect.zero
    /// `uipopoverpresentationcontroller/permittedarrowdirections`.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
}

/// `uipopoverarrowdirection`: the SDK's raw values.
public struct UIPopoverArrowDirection: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
}
