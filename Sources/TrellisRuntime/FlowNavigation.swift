/// A screen a coordinator shows: the view model its view is built for, and what shows it.
public nonisolated protocol FlowScreen: Hashable, Sendable {
    /// What carries out a flow's steps on screen (the module's navigator).
    associatedtype ScreenNavigator
    /// The view model the screen's view is built for.
    var viewModel: AnyObject { get }
    /// Tells the screen that the system's own gesture closed it (a back swipe, a swipe down).
    @MainActor func closedBySystemGesture()
    /// Carries out `step` with `navigator`, as it is.
    @MainActor static func show(_ step: NavigationStep<Self>, with navigator: ScreenNavigator)
    /// Shows `tabBar` with `navigator` beneath what is presented: each tab's stack, one tab
    /// selected, the app's stack then being the selected tab's; nil for a stack with no tab bar.
    @MainActor static func showTabBar(_ tabBar: TabBarShown<Self>?, with navigator: ScreenNavigator)
}

extension FlowScreen {
    /// A module with no tab flow is never asked to show a tab bar.
    @MainActor public static func showTabBar(_ tabBar: TabBarShown<Self>?, with navigator: ScreenNavigator) {}
}

/// A navigation flow: it shows its start screen on `start()`, routes its screens' events and
/// runs at most one child flow at a time.
///
/// Ownership goes one way, down: the app keeps the root coordinator; a coordinator keeps its
/// running child and, in `navigation`, the view models of the screens it shows. Reports go up
/// through weak references (a view model's responder, closures that capture `self` weakly), so
/// a finished flow, its screens and its scope are released as soon as its parent lets go.
@MainActor
public protocol Coordinator<Screen>: AnyObject {
    /// The screens of the module the flow belongs to.
    associatedtype Screen: FlowScreen
    /// What the flow shows, and the child flow it runs.
    var navigation: FlowNavigation<Screen> { get }
    /// Shows the flow's start screen.
    func start()
}

/// The navigation of one coordinator: the screens it shows, the child flow it runs, and the
/// navigator that puts them on screen. While a child runs, its screens show in place of the
/// flow's, or pushed or presented over them; when it ends, the flow shows its own again.
@MainActor
public final class FlowNavigation<Screen: FlowScreen> {
    /// The screens the flow shows; their view models live as long as they are here.
    public private(set) var state = NavigationState<Screen>()
    /// The child flow that runs now, if any.
    public var child: (any Coordinator<Screen>)? { runningChild?.flow }
    /// The navigation of the child flow that runs now, if any: what it shows, and its own child.
    public var childNavigation: FlowNavigation<Screen>? { runningChild?.navigation }
    /// The running child flow, with its navigation (a flow of the same module's screens).
    private var runningChild: (flow: any Coordinator<Screen>, navigation: FlowNavigation<Screen>)?
    /// What puts the steps on screen: one for every flow of the module, which tells it what the
    /// app shows as a whole (`carryOut`).
    public let navigator: Screen.ScreenNavigator
    /// Called once when this flow finishes: set by the flow that started it, to let go of it (a
    /// test may set it on a root flow to see whether it finishes). Nil for the root.
    public var onFinish: (@MainActor () -> Void)?
    /// The navigation of the flow that started this one; nil for the root.
    private weak var parent: FlowNavigation<Screen>?
    /// Where this flow's screens show, as the flow that started it asked; in place for the root.
    private(set) var presentation = ChildPresentation.inPlace
    /// How this flow's modal stack of its own shows, when it was started in one.
    private(set) var modalStyle = ModalStyle.sheet
    /// A tab flow's tabs, the first tab's first, each running a flow of its own, all at once; empty
    /// for a flow of screens.
    private var tabs: [Tab] = []
    /// The index of the tab that shows, of a tab flow.
    public private(set) var selectedTab = 0
    /// The tab of its parent, a tab flow, this flow runs in; nil for the root and for a child flow
    /// a route started.
    private var tabIndex: Int?
    /// Whether this tab flow starts its tabs now: what each shows first reaches the navigator once
    /// they all run, with the tab bar.
    private var startsTabs = false
    /// What the navigator was told of the tab bar last, but the selected tab's stack (which the
    /// steps keep, and which this would keep alive); kept by the root flow's navigation.
    private var toldTabBar: TabBarShown<Screen>?

    /// A tab of a tab flow: its label, the flow it runs, and what makes that flow again when it
    /// finishes.
    @MainActor private struct Tab {
        let item: TabItem
        var flow: any Coordinator<Screen>
        let make: @MainActor () -> (any Coordinator<Screen>)?
        var navigation: FlowNavigation { flow.navigation }
    }

    public init(navigator: Screen.ScreenNavigator) {
        self.navigator = navigator
    }

    /// Takes `step` and has the navigator carry it out; a step that cannot be taken changes
    /// nothing. A push or a present shows over a running child, which lives on beneath, and a
    /// pop or a dismiss of what was shown over it brings it back; a pop or a dismiss while the
    /// child's screens are on top ends it (`stepLeftAfterEndingChild`); any other step ends the
    /// child first (this flow takes the screen back).
    public func show(_ step: NavigationStep<Screen>) {
        var step = step
        if !state.keepsChild(step) {
            let left = state.stepLeftAfterEndingChild(step)
            endChild()
            guard let left else { return }
            step = left
        }
        if let step = state.take(step) {
            carryOut(step)
        } else if closesThisFlow(step) {
            finish()
        }
    }

    /// Shows `alert` over everything, for an event `sender` sent, as a route does: from a screen
    /// only while it is on top (no alert over it), never while an alert shows, nor from a flow
    /// out of sight (in a tab not shown). Whether it shows.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert, sentBy sender: AnyObject?) -> Bool {
        guard showsOnTop(sender), !isOffScreen, root.shownAlert == nil, let step = state.take(.alert(alert)) else {
            return false
        }
        carryOut(step)
        return true
    }

    /// The alert this flow shows closed as its user tapped a button (the platform closed it).
    public func alertClosed() {
        state.alertClosed()
    }

    /// The alert this flow or a child it runs shows; nil while none does.
    public var shownAlert: NavigationAlert? {
        state.alert ?? childNavigation?.shownAlert ?? tabs.lazy.compactMap(\.navigation.shownAlert).first
    }

    /// Whether an alert covers what `sender`, a screen's view model, shows: the routes of the
    /// screens beneath an alert do not navigate. False for no sender: an event from outside
    /// navigates, closing the alert.
    public func isCoveredByAlert(_ sender: AnyObject?) -> Bool {
        sender != nil && root.shownAlert != nil
    }

    /// Closes the alert this flow or a child it runs shows, as a step by any flow does.
    private func closeAlerts() {
        state.alertClosed()
        childNavigation?.closeAlerts()
        for tab in tabs { tab.navigation.closeAlerts() }
    }

    /// The root flow's navigation: the flow that started this one's, and so on up.
    private var root: FlowNavigation {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Whether `step`, which this flow's screens cannot take, goes back past them: a pop at the
    /// first screen of a flow pushed over its parent's, a dismiss of a flow presented in a modal
    /// stack of its own. The flow ends, handing nothing on.
    private func closesThisFlow(_ step: NavigationStep<Screen>) -> Bool {
        switch (step, presentation) {
        case (.pop, .push): state.modals.isEmpty
        case (.dismiss, .modal): true
        default: false
        }
    }

    /// Takes `step`, a pop or a dismiss a route takes for an event `sender` sent. From a screen,
    /// only when that screen is on top and the step closes it (a pop goes back from it, a dismiss
    /// closes its modal stack). From no screen (outside, a child flow), only while no parent flow
    /// shows a screen over this one's, and when what the step closes is a screen that sends the
    /// event (`sends` says which) or, `forChild`, a child flow runs.
    public func close(
        _ step: NavigationStep<Screen>, sentBy sender: AnyObject?, forChild: Bool = false,
        ifClosing sends: (Screen?) -> Bool
    ) {
        let isPop = if case .pop = step { true } else { false }
        let closed = isPop ? state.top : state.dismissedTop(isInModalStackOfItsOwn: presentation == .modal)
        if let sender {
            let closesChild = forChild && child != nil && !state.showsOverChild
            if isPop || closesChild || closed?.viewModel === sender, showsOnTop(sender) { show(step) }
            return
        }
        guard !isCoveredByParent else { return }
        if sends(closed) || (forChild && child != nil) { show(step) }
    }

    /// Whether `sender`, a screen's view model, is on top of what the app shows: of this flow's
    /// screens, or of its running child's while this flow shows nothing over them, with no screen
    /// a parent flow shows over this one and no alert over it. True for no sender: an event from
    /// outside the screens is not limited.
    public func showsOnTop(_ sender: AnyObject?) -> Bool {
        guard let sender else { return true }
        return !isCoveredByParent && !isCoveredByAlert(sender) && topViewModel === sender
    }

    /// The view model on top of what this flow and its running children show.
    private var topViewModel: AnyObject? {
        if let top = state.top { return top.viewModel }
        return childNavigation?.topViewModel ?? shownTab?.topViewModel
    }

    /// Whether a parent flow shows a screen over this one's.
    public var isCoveredByParent: Bool {
        guard let parent else { return false }
        if tabIndex != nil {
            return parent.shownTab !== self || parent.showsOverTabs || parent.isCoveredByParent
        }
        return parent.state.showsOverChild || parent.isCoveredByParent
    }

    /// What this flow and its running children show together, as a navigator shows it: the
    /// stack, then each modal stack.
    public var shownWithChildren: [[Screen]] {
        let own = state.levels(showing: childNavigation?.shownWithChildren ?? []) { $0 }
        // A tab flow has no stack of its own (the first of `own`): its selected tab's show there.
        guard let shownTab else { return own }
        return shownTab.shownWithChildren + own.dropFirst()
    }

    /// How each modal stack of `shownWithChildren` shows.
    public var shownModalStyles: [ModalStyle] {
        let own = state.modalStyles(showing: childNavigation?.shownModalStyles)
        guard let shownTab else { return own }
        return shownTab.shownModalStyles + own
    }

    /// Shows the flow's first screen: as the only one for the root flow; for a child flow, in
    /// place of the parent's screens (`startChild`), pushed or presented over them.
    public func showFirst(_ screen: Screen) {
        guard onFinish != nil else { return show(.replace(screen)) }
        state.take(.startChild(screen))
        switch presentation {
        // A tab's flow (started again) has its tab's stack to itself: no screen waits beneath it.
        case .inPlace: carryOut(tabIndex == nil ? .startChild(screen) : .replace(screen))
        case .push: carryOut(.push(screen))
        case .modal: carryOut(.present(screen, modalStyle))
        }
    }

    /// Has the navigator carry out `step`, which this flow took, as the app sees it: the
    /// navigator shows every running flow's screens together, not this flow's alone.
    private func carryOut(_ step: NavigationStep<Screen>) {
        // A tab's flow shows nothing until its tab flow has started every tab.
        if isStartingTab { return }
        let root = root
        // A step closes the alert shown, whichever flow shows it, as the navigator closes it with
        // the step; unless the step is out of sight (in a tab not shown).
        let isAlert = if case .alert = step { true } else { false }
        if !isAlert, !isOffScreen { root.closeAlerts() }
        let tabBarChange = root.tellTabBar()
        // A tab not selected shows in the tab bar only, which the navigator was told.
        if isOffScreen { return }
        let shown = root.shownWithChildren
        let styles = root.shownModalStyles
        // Another tab shows, or the tab bar came or went: what shows over it is told as a whole
        // (an alert shows over all of it as it is).
        let isWhole = !isAlert && (tabBarChange == .shape || isBeneathTabFlowScreens)
        let step = isWhole ? .endChild(stack: [], modals: [], modalStyles: []) : step
        Screen.show(step.forViewLayer(showing: shown, modalStyles: styles), with: navigator)
    }

    /// Starts `child`, ending a running one first: in place of this flow's screens, or pushed or
    /// presented over them (in a modal stack of `style`).
    public func start<Child: Coordinator>(
        _ child: Child, presentation: ChildPresentation = .inPlace, style: ModalStyle = .sheet
    ) where Child.Screen == Screen {
        endChild()
        state.childStarted(presentation, style: style)
        runningChild = (child, child.navigation)
        child.navigation.parent = self
        child.navigation.presentation = presentation
        child.navigation.modalStyle = style
        child.navigation.onFinish = { [weak self] in self?.endChild() }
        child.start()
    }

    /// Ends this flow, and the child it runs: the flow that started it lets go of it and shows
    /// its own screens again, until its route for the finishing event, handed on next, shows
    /// something else.
    public func finish() {
        endChild()
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?()
    }

    /// The view layer shows `screen` after navigating by itself (a back swipe, a swipe down).
    /// Call it on the root flow's navigation: what this flow showed over its child closes unless
    /// `screen` is one of them, and the child follows too. Each screen the gesture closed hears
    /// it (`closedBySystemGesture()`) before it is let go.
    public func uiPresented(_ screen: Screen) {
        if let shownTab, showsOverTabs, shownTab.shownWithChildren.joined().contains(screen) {
            return uiPresentedInTab(screen)
        }
        let closed = state.closed(byPresenting: screen)
        state.presented(screen)
        if let child = childNavigation, state.childIndex == nil {
            // Back past a pushed child's first screen, or its modal stack swiped down: it ends.
            child.closedBySystemGesture()
            endChild()
        } else if let child = childNavigation, !state.showsOverChild {
            child.uiPresented(screen)
        } else if let shownTab, closed.isEmpty {
            shownTab.uiPresented(screen)
        }
        for screen in closed.reversed() { screen.closedBySystemGesture() }
    }

    /// The system's gesture closed every screen of this flow and of the children it runs: each
    /// hears it, the top first.
    private func closedBySystemGesture() {
        childNavigation?.closedBySystemGesture()
        for tab in tabs.reversed() { tab.navigation.closedBySystemGesture() }
        for screen in state.screens.reversed() { screen.closedBySystemGesture() }
    }

    /// Lets go of the running child and everything it runs, innermost first; the navigator shows
    /// this flow's screens again.
    private func endChild() {
        guard let child = childNavigation else { return }
        child.endChild()
        child.endTabs()
        child.onFinish = nil
        runningChild = nil
        carryOut(state.childEnded())
    }
}

// MARK: - Tab bars

extension FlowNavigation {
    /// Whether this is a tab flow's navigation: it runs its tabs' flows rather than a stack.
    public var isTabBar: Bool { !tabs.isEmpty }

    /// The flow this one runs whose screens show beneath what it shows itself: the running
    /// child, else the selected tab's flow while the tab bar shows. Nil for a flow that runs none.
    public var shownChild: (any Coordinator<Screen>)? {
        if let child { return child }
        return shownTab.flatMap { shown in tabs.first { $0.navigation === shown }?.flow }
    }

    /// Whether this flow shows a screen over those of `shownChild`.
    public var showsOverShownChild: Bool {
        child == nil && shownTab != nil ? !state.modals.isEmpty : state.showsOverChild
    }

    /// The flows the tabs run, the first tab's first; empty for a flow of screens.
    public var tabFlows: [any Coordinator<Screen>] { tabs.map(\.flow) }

    /// Starts this tab flow's tabs in place of what its parent shows: each tab (one for each, in
    /// order) with its label and its flow, made by its maker, all at once, the first tab selected.
    /// A tab's flow that finishes is made and started again by its maker: its tab shows its first
    /// screen.
    public func startTabs(_ tabs: [(item: TabItem, make: @MainActor () -> (any Coordinator<Screen>)?)]) {
        endChild()
        endTabs()
        startsTabs = true
        for (item, make) in tabs {
            guard let flow = make() else { continue }
            self.tabs.append(Tab(item: item, flow: flow, make: make))
            adopt(inTab: self.tabs.count - 1)
            flow.start()
        }
        startsTabs = false
        selectedTab = 0
        carryOut(.endChild(stack: [], modals: [], modalStyles: []))
    }

    /// Selects tab `index`, as a route's `select` does: what this tab flow shows over its tabs
    /// closes (what it presented, a child flow it runs), and the tab shows as it was left.
    public func selectTab(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        endChild()
        state.take(.endChild(stack: [], modals: [], modalStyles: []))
        selectedTab = index
        carryOut(.endChild(stack: [], modals: [], modalStyles: []))
    }

    /// The user tapped tab `index` of the tab bar shown; the view layer reports it as it reports
    /// a back swipe. Call it on the root flow's navigation. Another tab shows as it was left; the
    /// selected tab's stack goes back to its first screen, each screen that left hearing it
    /// (`closedBySystemGesture()`).
    public func uiSelectedTab(_ index: Int) {
        guard let tabFlow = shownTabFlow, tabFlow.tabs.indices.contains(index) else { return }
        guard index == tabFlow.selectedTab else {
            tabFlow.selectedTab = index
            return carryOut(.endChild(stack: [], modals: [], modalStyles: []))
        }
        let tab = tabFlow.tabs[index].navigation
        if let first = tab.shownWithChildren.first?.first { tab.uiPresented(first) }
    }

    /// The tab flow whose tab bar shows, from this flow down; nil while none does.
    private var shownTabFlow: FlowNavigation? {
        if shownTab != nil { return self }
        guard state.childIndex != nil, state.childPresentation == .inPlace else { return nil }
        return childNavigation?.shownTabFlow
    }

    /// The tab bar that shows, from this flow down: each tab's label and stack, and the selected
    /// one; nil while none does.
    public var shownTabBar: TabBarShown<Screen>? {
        shownTabFlow.map { tabFlow in
            TabBarShown(
                items: tabFlow.tabs.map(\.item),
                stacks: tabFlow.tabs.map { $0.navigation.shownWithChildren.first ?? [] },
                selected: tabFlow.selectedTab)
        }
    }

    /// The selected tab's navigation, while the tab bar shows beneath what this tab flow shows
    /// (no child runs in place of it); nil for a flow of screens.
    private var shownTab: FlowNavigation? {
        guard tabs.indices.contains(selectedTab), state.childIndex == nil || state.childPresentation != .inPlace
        else { return nil }
        return tabs[selectedTab].navigation
    }

    /// Whether this tab flow shows something over its tabs: a modal stack, or a child flow.
    private var showsOverTabs: Bool {
        !state.modals.isEmpty || state.childIndex != nil
    }

    /// Whether this flow runs in a tab that does not show, or beneath one that does not.
    private var isOffScreen: Bool {
        guard let parent else { return false }
        if tabIndex != nil, parent.shownTab !== self { return true }
        return parent.isOffScreen
    }

    /// Whether this flow runs in a tab, or beneath one, whose tab flow is starting its tabs.
    private var isStartingTab: Bool {
        guard let parent else { return false }
        return parent.startsTabs || parent.isStartingTab
    }

    /// Whether this flow runs in a tab, or beneath one, over which its tab flow shows something.
    private var isBeneathTabFlowScreens: Bool {
        guard let parent else { return false }
        if tabIndex != nil, parent.showsOverTabs { return true }
        return parent.isBeneathTabFlowScreens
    }

    /// How the tab bar the navigator shows changed.
    private enum TabBarChange {
        /// Not at all, or only in the selected tab's stack, which the steps change.
        case none
        /// In the stacks of tabs that do not show.
        case offScreen
        /// Another tab shows, or the tab bar came or went.
        case shape
    }

    /// Tells the navigator the tab bar that shows now, on the root flow's navigation, when it
    /// changed other than on screen; how it changed.
    private func tellTabBar() -> TabBarChange {
        let tabBar = shownTabBar
        let offScreen = tabBar?.offScreen
        guard offScreen != toldTabBar else { return .none }
        let change: TabBarChange =
            if let offScreen, let toldTabBar, offScreen.selected == toldTabBar.selected,
                offScreen.stacks.count == toldTabBar.stacks.count
            {
                .offScreen
            } else {
                .shape
            }
        toldTabBar = offScreen
        Screen.showTabBar(tabBar, with: navigator)
        return change
    }

    /// The system's gesture went back to `screen`, in the selected tab beneath what this tab flow
    /// shows over it: all of that closed.
    private func uiPresentedInTab(_ screen: Screen) {
        let closed = state.screens
        if let child = childNavigation {
            child.closedBySystemGesture()
            endChild()
        }
        state.take(.endChild(stack: [], modals: [], modalStyles: []))
        shownTab?.uiPresented(screen)
        for screen in closed.reversed() { screen.closedBySystemGesture() }
    }

    /// Has the tab at `index` run its flow: started by this tab flow, which it hands on to.
    private func adopt(inTab index: Int) {
        let navigation = tabs[index].navigation
        navigation.parent = self
        navigation.tabIndex = index
        navigation.onFinish = { [weak self] in self?.restartTab(index) }
    }

    /// The flow of the tab at `index` finished: a new one starts there, showing its first screen.
    private func restartTab(_ index: Int) {
        guard tabs.indices.contains(index), let flow = tabs[index].make() else { return }
        tabs[index].flow = flow
        adopt(inTab: index)
        flow.start()
    }

    /// Lets go of every tab's flow and what each runs.
    private func endTabs() {
        for tab in tabs {
            tab.navigation.endChild()
            tab.navigation.onFinish = nil
        }
        tabs = []
        selectedTab = 0
    }
}
