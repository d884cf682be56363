import Testing
import TrellisRuntime

/// A step a navigator shows, as tests name it: by its screen's name in the spec.
nonisolated protocol NamedStep: Equatable, Sendable {
    /// The screen's name, as the spec writes it.
    var name: String { get }
}

/// A navigator that shows screens as a navigation controller would and keeps a log of the steps
/// it was asked for, so tests check what is on screen. A step that cannot be taken fails the test.
/// A module's tests name it `RecordingNavigator` and make it their navigator.
@MainActor
final class RecordingStackNavigator<Step: NamedStep> {
    /// The steps asked for, oldest first: `push SignIn`, `pop`.
    private(set) var log: [String] = []
    /// The screens on the stack, the first at the bottom: the selected tab's while a tab bar shows.
    private(set) var shownStack: [Step] = [] {
        didSet { if let selectedTab { shownTabStacks[selectedTab] = shownStack } }
    }
    /// Each tab's stack while a tab bar shows beneath what is presented, the first tab's first;
    /// empty while none does.
    private(set) var shownTabStacks: [[Step]] = []
    /// The index of the tab that shows; nil while no tab bar does.
    private(set) var selectedTab: Int?
    /// The modal stacks presented over the stack, the first at the bottom, each one's presented
    /// screen first.
    private(set) var shownModals: [[Step]] = []
    /// How each modal stack in `shownModals` shows, one for each.
    private(set) var shownModalStyles: [ModalStyle] = []
    /// The alert or confirmation dialog shown over everything; nil while none shows.
    private(set) var shownAlert: NavigationAlert?
    /// Whether every screen shown stays held here, as if still on screen: a lifetime test sets
    /// it to find a screen that holds its flow strongly, wherever the journey left it.
    var keepsEveryScreen = false
    private(set) var everyScreen: [Step] = []

    init() {}

    /// The names of the stack's screens, bottom first.
    var stack: [String] { shownStack.map(\.name) }
    /// The names of each tab's screens, bottom first; empty while no tab bar shows.
    var tabStacks: [[String]] { shownTabStacks.map { $0.map(\.name) } }
    /// The names of the screens of each stack shown: the stack, then each modal stack.
    var levels: [[String]] { shownLevels.map { $0.map(\.name) } }
    /// The names of the screens of each modal stack, bottom first.
    var presented: [[String]] { shownModals.map { $0.map(\.name) } }
    /// The stacks shown, one navigation container each: the stack, then each modal stack.
    var shownLevels: [[Step]] { [shownStack] + shownModals }
    /// The gesture the system offers on the screen on top: a back swipe within the top stack,
    /// else a swipe down of the top modal stack unless its style refuses it; nil at the stack's
    /// first screen, and while an alert shows over everything.
    var systemGestureName: String? {
        guard shownAlert == nil else { return nil }
        if (shownModals.last ?? shownStack).count > 1 { return "back swipe" }
        return shownModalStyles.last?.closesBySwipeDown == true ? "swipe down" : nil
    }
    /// The screen on top: of the top modal stack, else of the stack.
    var shownTop: Step? { shownModals.last?.last ?? shownStack.last }

    /// The user closes the top screen with the system's own gesture (a back swipe, a swipe
    /// down): the navigator shows what was beneath, as UIKit does without asking, and returns
    /// the screen on top now, for `uiPresented(_:)`. A back swipe goes back within the top
    /// stack; at a modal stack's first screen, the swipe down closes the modal stack, unless its
    /// style refuses it (a full-screen cover, a sheet that holds input).
    func closeTopBySystemGesture() -> Step? {
        if let modal = shownModals.last {
            if modal.count > 1 {
                shownModals[shownModals.count - 1].removeLast()
            } else if shownModalStyles.last?.closesBySwipeDown == false {
                Issue.record("a swipe down of \(modal[0].name)'s modal stack, whose style refuses it")
            } else {
                shownModals.removeLast()
                shownModalStyles.removeLast()
            }
        } else if shownStack.count > 1 {
            shownStack.removeLast()
        } else {
            Issue.record("nothing to close: the first screen is on top")
        }
        return shownTop
    }

    /// The user taps tab `index` of the tab bar, uncovered, as UIKit has it: another tab shows
    /// its stack as it was left; the selected tab goes back to its first screen. Returns `index`,
    /// for the flow's `uiSelectedTab(_:)`.
    func tapTab(_ index: Int) -> Int {
        guard let selectedTab, shownTabStacks.indices.contains(index) else {
            Issue.record("no tab bar shows a tab \(index) to tap")
            return index
        }
        if !shownModals.isEmpty || shownAlert != nil { Issue.record("the tab bar is covered: no tab can be tapped") }
        if index == selectedTab {
            shownStack = Array(shownStack.prefix(1))
        } else {
            self.selectedTab = index
            shownStack = shownTabStacks[index]
        }
        return index
    }

    /// Shows `tabBar` beneath what is presented, or a stack with no tab bar again (nil).
    func showTabBar(_ tabBar: TabBarShown<Step>?) {
        selectedTab = nil
        if let tabBar {
            guard tabBar.stacks.indices.contains(tabBar.selected) else {
                Issue.record("tab \(tabBar.selected) is selected of \(tabBar.stacks.count) tabs")
                return
            }
            shownTabStacks = tabBar.stacks
            shownStack = tabBar.stacks[tabBar.selected]
            selectedTab = tabBar.selected
            let tabs = tabBar.stacks.map { $0.map(\.name).joined(separator: " > ") }
            log.append("tab bar \(tabBar.selected + 1) of: " + tabs.joined(separator: " | "))
        } else {
            shownTabStacks = []
            log.append("no tab bar")
        }
    }

    /// The user taps the button at `index` of the alert shown: the alert closes by itself, as
    /// UIKit's and SwiftUI's do. Returns `index`, for the flow's `answerAlert(_:)`.
    func tapAlertButton(_ index: Int) -> Int {
        if let shownAlert, !shownAlert.buttons.indices.contains(index) {
            Issue.record("the alert \"\(shownAlert.title)\" has no button \(index)")
        } else if shownAlert == nil {
            Issue.record("no alert shows to tap a button of")
        }
        shownAlert = nil
        return index
    }

    func show(_ step: NavigationStep<Step>) {
        if case .alert(let alert) = step {
            if shownAlert != nil { Issue.record("asked to show an alert over an alert") }
            shownAlert = alert
            log.append("alert \(alert.title)")
            return
        }
        // Any other step closes the alert first.
        shownAlert = nil
        switch step {
        case .push(let screen):
            if shownModals.isEmpty {
                shownStack.append(screen)
            } else {
                shownModals[shownModals.count - 1].append(screen)
            }
            log.append("push \(screen.name)")
        case .present(let screen, let style):
            shownModals.append([screen])
            shownModalStyles.append(style)
            log.append("present \(screen.name)")
        case .replace(let screen):
            shownStack = [screen]
            shownModals = []
            shownModalStyles = []
            log.append("replace \(screen.name)")
        case .pop:
            if let modal = shownModals.last {
                if modal.count < 2 { Issue.record("asked to pop a modal stack's first screen") }
                shownModals[shownModals.count - 1] = Array(modal.dropLast())
            } else {
                if shownStack.count < 2 { Issue.record("asked to pop the first screen") }
                shownStack = Array(shownStack.dropLast())
            }
            log.append("pop")
        case .dismiss:
            if shownModals.isEmpty { Issue.record("asked to dismiss with nothing presented") }
            shownModals = Array(shownModals.dropLast())
            shownModalStyles = Array(shownModalStyles.dropLast())
            log.append("dismiss")
        case .startChild(let screen):
            shownStack = [screen]
            shownModals = []
            shownModalStyles = []
            log.append("start child \(screen.name)")
        case .endChild(let stack, let modals, let styles):
            if styles.count != modals.count {
                Issue.record("\(modals.count) modal stacks come with \(styles.count) styles")
            }
            shownStack = stack
            shownModals = modals
            shownModalStyles = modals.indices.map { styles.indices.contains($0) ? styles[$0] : .sheet }
            let presented = modals.map { "presented " + $0.map(\.name).joined(separator: " > ") }
            log.append("end child, back to " + (stack.map(\.name) + presented).joined(separator: ", "))
        case .alert:
            break  // Shown above.
        }
        if keepsEveryScreen { everyScreen += shownStack + shownModals.joined() }
    }
}
