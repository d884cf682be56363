import TrellisRuntime

// Runs where the stand-in SwiftUI and UIKit can be inspected (Trellis's own Linux build): on a
// Mac, with Apple's frameworks, there is nothing here to run.
#if canImport(ViewInspection)
    @_spi(Inspection) import UIKit
    import ViewInspection

    /// The UIKit navigator as an app walk drives it: what its navigation controller (or its tab
    /// bar's) shows, each screen's view in a hosting controller, and the system's gestures and the
    /// user's tab taps as UIKit makes them and reports them to its delegates.
    @MainActor
    final class WalkedUIKitNavigator<Screen: Equatable & Sendable>: WalkedViewLayer {
        /// What the app shows: a navigation controller, or a container of one or of a tab bar's
        /// controller.
        private let root: UIViewController
        /// What the flows show together: the stack, then each modal stack presented over it, each
        /// bottom first.
        private let flowsShow: @MainActor () -> [[Screen]]
        /// The tab bar the flows show, if any.
        private let flowsTabBar: @MainActor () -> TabBarShown<Screen>?
        /// How the flows ask each of their modal stacks to show.
        private let modalStyles: @MainActor () -> [ModalStyle]
        /// The alert the flows show over everything.
        private let flowsAlert: @MainActor () -> NavigationAlert?
        private let name: @MainActor (Screen) -> String
        /// How the view on screen fails to show `Screen`'s view model; nil when it shows it.
        private let viewProblem: @MainActor (ViewInspection, Screen) -> String?
        /// The view controller whose view appeared last.
        private weak var appeared: UIViewController?
        /// Whether the walk is making a gesture: the navigator reports the system's navigation
        /// then, and only then.
        private var isMakingAGesture = false
        /// The navigator's report of a gesture no one made (its own change taken for the
        /// system's, which the flows then follow).
        private var reportOfNoGesture: String?
        /// The button the navigator last reported an alert closed with.
        private var answerReported: Int?

        init(
            _ root: UIViewController,
            flowsShow: @escaping @MainActor () -> [[Screen]],
            tabBar flowsTabBar: @escaping @MainActor () -> TabBarShown<Screen>? = { nil },
            modalStyles: @escaping @MainActor () -> [ModalStyle],
            alert flowsAlert: @escaping @MainActor () -> NavigationAlert? = { nil },
            name: @escaping @MainActor (Screen) -> String,
            viewProblem: @escaping @MainActor (ViewInspection, Screen) -> String?
        ) {
            self.root = root
            self.flowsShow = flowsShow
            self.flowsTabBar = flowsTabBar
            self.modalStyles = modalStyles
            self.flowsAlert = flowsAlert
            self.name = name
            self.viewProblem = viewProblem
        }

        /// The tab bar's controller the root shows, if any.
        private var tabBarController: UITabBarController? {
            root is UINavigationController ? nil : root.children.last as? UITabBarController
        }

        /// The navigation controller of the stack UIKit shows: the root's, or the selected tab's.
        private var stackController: UIViewController {
            if let tabBarController { return tabBarController.selectedViewController ?? tabBarController }
            return root is UINavigationController ? root : root.children.last ?? root
        }

        /// The view controllers UIKit shows one over the other: the stack's navigation controller,
        /// then each one presented over the one before; an alert over them is not one of them.
        private var presentationChain: [UIViewController] {
            var chain: [UIViewController] = [stackController]
            while let presented = chain.last?.presentedViewController, !(presented is UIAlertController) {
                chain.append(presented)
            }
            return chain
        }

        /// The alert UIKit shows over everything, if any.
        private var alertController: UIAlertController? {
            presentationChain.last?.presentedViewController as? UIAlertController
        }

        func alertTaps() -> [WalkMove]? {
            guard let alertController else { return nil }
            return alertController.actions.enumerated().map { index, action in
                var tap = WalkMove("tap “\(action.title ?? "")” in the alert") { [self] in
                    answerReported = nil
                    alertController.systemTap(action)
                }
                tap.problem = { [self] in
                    let answer = answerReported.map { "button \($0)" } ?? "none"
                    guard answerReported != index else { return nil }
                    return "the navigator answered the alert with \(answer), not button \(index)"
                }
                return tap
            }
        }

        /// The navigator reported the button that closed its alert (its `onAlertAnswer`).
        func alertAnswerReported(_ index: Int) {
            answerReported = index
        }

        /// How UIKit shows its alert, as `NavigationAlert.shownAs` says it.
        private static func shown(_ alert: UIAlertController) -> String {
            let style = alert.preferredStyle == .alert ? "alert" : "confirmationDialog"
            let buttons = alert.actions.map { action in
                let role = action.style == .cancel ? " (cancel)" : action.style == .destructive ? " (destructive)" : ""
                return "“\(action.title ?? "")”" + role
            }
            return "\(style) “\(alert.title ?? "")”" + (alert.message.map { ", “\($0)”" } ?? "") + ": "
                + buttons.joined(separator: ", ")
        }

        /// The view controller on top: of the navigation controller presented last, else the one
        /// presented last.
        private var top: UIViewController? { onScreen.last }

        func screen() throws -> ViewInspection {
            guard let top, let screen = ViewInspection(hostedBy: top) else {
                throw AppWalkError(description: "UIKit shows no SwiftUI view on top")
            }
            return screen
        }

        func systemGesture() -> WalkMove? {
            // UIKit offers no gesture beneath an alert.
            guard alertController == nil else { return nil }
            let root = stackController
            guard let controller = presentationChain.last as? UINavigationController else { return nil }
            if controller.viewControllers.count < 2, root.presentedViewController != nil {
                if !controller.closesBySwipeDown {
                    // UIKit offers no swipe down here (full screen, modal in presentation).
                    var refused = WalkMove("refused swipe down") { _ = root.systemSwipeDown() }
                    refused.problem = { [self] in
                        presentationChain.last === controller
                            ? nil : "a swipe down closed a modal stack that refuses it"
                    }
                    return refused
                }
                return WalkMove("swipe down") { [self] in
                    isMakingAGesture = true
                    defer { isMakingAGesture = false }
                    _ = root.systemSwipeDown()
                }
            }
            guard controller.viewControllers.count > 1 else { return nil }
            let beneath = controller.viewControllers[controller.viewControllers.count - 2]
            // As the swipe begins, the screen beneath appears while the top one is still there.
            return WalkMove("back swipe") { [self] in
                await appear(beneath)
                isMakingAGesture = true
                defer { isMakingAGesture = false }
                _ = controller.systemBackSwipe()
            }
        }

        /// The navigator reported the system's navigation to `screen` (its `onSystemNavigation`).
        func systemNavigationReported(_ screen: Screen) {
            guard !isMakingAGesture, reportOfNoGesture == nil else { return }
            reportOfNoGesture = "the navigator reported that the system showed \(name(screen)), with no gesture made"
        }

        func appear() async {
            if let top { await appear(top) }
        }

        /// Lets `controller`'s view appear; the one that appeared before disappears unless it is
        /// still on screen (beneath a sheet).
        private func appear(_ controller: UIViewController) async {
            guard controller !== appeared, let screen = ViewInspection(hostedBy: controller) else { return }
            if let previous = appeared, !onScreen.contains(where: { $0 === previous }) {
                ViewInspection(hostedBy: previous)?.disappear()
            }
            appeared = controller
            await screen.appear()
        }

        /// The view controllers whose views are on screen: the top of each navigation controller
        /// in the presentation chain, as a sheet leaves what it covers on screen.
        private var onScreen: [UIViewController] {
            presentationChain.map { ($0 as? UINavigationController)?.topViewController ?? $0 }
        }

        /// While the tab bar shows uncovered, a tap on each of its tabs, as the user makes it: a tap
        /// on the selected tab takes its stack back to its first screen, which the navigator
        /// reports as the system's own navigation.
        func tabTaps() -> [WalkMove] {
            guard let tabBarController, presentationChain.count == 1, alertController == nil else { return [] }
            return (tabBarController.viewControllers ?? []).enumerated().map { index, tab in
                WalkMove("tap the tab “\(tab.tabBarItem.title ?? "")”") { [self] in
                    // Only a tap on the selected tab navigates as the system does.
                    isMakingAGesture = index == tabBarController.selectedIndex
                    defer { isMakingAGesture = false }
                    _ = tabBarController.systemTapTab(index)
                }
            }
        }

        /// How UIKit's tab bar differs from the flows': its tabs' labels, the one selected, and
        /// each tab's stack; nil when it does not.
        private func tabBarProblem() -> String? {
            let flows = flowsTabBar()
            guard let tabBarController else { return flows == nil ? nil : "the flows show a tab bar, UIKit none" }
            guard let flows else { return "UIKit shows a tab bar, the flows none" }
            let tabs = tabBarController.viewControllers ?? []
            let labels = tabs.map { "\($0.tabBarItem.title ?? "") (\($0.tabBarItem.image?.systemName ?? "no icon"))" }
            let flowsLabels = flows.items.map { "\($0.title) (\($0.icon ?? "no icon"))" }
            if labels != flowsLabels { return "UIKit's tabs are \(labels), the flows' \(flowsLabels)" }
            if tabBarController.selectedIndex != flows.selected {
                return "UIKit selects tab \(tabBarController.selectedIndex), the flows tab \(flows.selected)"
            }
            let stacks = tabs.map(hostedScreens)
            guard stacks.elementsEqual(flows.stacks, by: { $0 == $1.map(Optional.some) }) else {
                return "UIKit's tabs show \(stacks.map { $0.map(describe) }), "
                    + "the flows' \(flows.stacks.map { $0.map(name) })"
            }
            return nil
        }

        func shownProblem() -> String? {
            if let reportOfNoGesture { return reportOfNoGesture }
            if let tabBarProblem = tabBarProblem() { return tabBarProblem }
            let flows = flowsShow()
            let uiKit = presentationChain.map(hostedScreens)
            guard uiKit.elementsEqual(flows, by: { $0 == $1.map(Optional.some) }) else {
                let shown = uiKit.map { $0.map(describe) }
                return "UIKit shows \(shown), but the flows show \(flows.map { $0.map(name) })"
            }
            let styles = modalStyles().map(\.shownAs)
            let presented = presentationChain.dropFirst().map(Self.presentation)
            if presented != styles {
                return "UIKit presents \(presented) while the flows' routes ask for \(styles)"
            }
            let alert = alertController.map(Self.shown) ?? "none"
            let flowsAlert = flowsAlert()?.shownAs ?? "none"
            if alert != flowsAlert { return "UIKit shows the alert \(alert) while the flows show \(flowsAlert)" }
            guard let screen = flows.last?.last, let shown = try? self.screen() else { return nil }
            return viewProblem(shown, screen)
        }

        /// How UIKit shows a presented view controller, as `ModalStyle.shownAs` says it.
        private static func presentation(of controller: UIViewController) -> String {
            if controller.modalPresentationStyle == .fullScreen { return "full-screen cover" }
            let detents = controller.sheetPresentationController?.detents.map(\.identifier) ?? [.large]
            let names = Set(detents.map { name(of: $0) }).sorted().joined(separator: ", ")
            let selected =
                controller.sheetPresentationController?.selectedDetentIdentifier
                ?? (detents.contains(.medium) ? .medium : .large)
            let swipe = controller.isModalInPresentation ? ", no swipe down" : ""
            return "sheet [\(names)] at \(name(of: selected))" + swipe
        }

        private static func name(of detent: UISheetPresentationController.Detent.Identifier) -> String {
            detent == .medium ? "medium" : detent == .large ? "large" : detent.rawValue
        }

        /// The screens a view controller UIKit shows holds: a navigation controller's stack, else
        /// none that the flows show.
        private func hostedScreens(_ controller: UIViewController) -> [Screen?] {
            (controller as? UINavigationController)?.viewControllers.map(hostedScreen) ?? [nil]
        }

        /// The screen a hosting controller of the navigator shows.
        private func hostedScreen(_ controller: UIViewController) -> Screen? {
            Mirror(reflecting: controller).descendant("rootView", "screen") as? Screen
        }

        private func describe(_ screen: Screen?) -> String {
            screen.map(name) ?? "a view controller with no screen of the flows"
        }
    }
#endif
