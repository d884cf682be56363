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
}

/// A navigation flow: it shows its start screen on `start()`, routes its screens' events and
/// runs at most one child flow at a time.
///
/// Ownership goes one way, down: the app keeps the root coordinator; a coordinator keeps its
/// running child and, in `navigation`, the view models of the screens it shows. Reports go up
/// through weak references (a view model's responder, closures that capture `self` weakly), so
/// a finished flow, its screens and its scope are released as soon as its parent lets go.
@MainActor
public protocol Coordinator: AnyObject {
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
    public var child: (any Coordinator)? { runningChild?.flow }
    /// The navigation of the child flow that runs now, if any: what it shows, and its own child.
    public var childNavigation: FlowNavigation<Screen>? { runningChild?.navigation }
    /// The running child flow, with its navigation (a flow of the same module's screens).
    private var runningChild: (flow: any Coordinator, navigation: FlowNavigation<Screen>)?
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
            // The step closed this flow's alert; one another flow shows closes too.
            root.closeAlerts()
            carryOut(step)
        } else if closesThisFlow(step) {
            finish()
        }
    }

    /// Shows `alert` over everything, for an event `sender` sent, as a route does: from a screen
    /// only while it is on top (no alert over it), never while an alert shows. Whether it shows.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert, sentBy sender: AnyObject?) -> Bool {
        guard showsOnTop(sender), root.shownAlert == nil, let step = state.take(.alert(alert)) else { return false }
        carryOut(step)
        return true
    }

    /// The alert this flow shows closed as its user tapped a button (the platform closed it).
    public func alertClosed() {
        state.alertClosed()
    }

    /// The alert this flow or a child it runs shows; nil while none does.
    public var shownAlert: NavigationAlert? {
        state.alert ?? childNavigation?.shownAlert
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
        return childNavigation?.topViewModel
    }

    /// Whether a parent flow shows a screen over this one's.
    public var isCoveredByParent: Bool {
        guard let parent else { return false }
        return parent.state.showsOverChild || parent.isCoveredByParent
    }

    /// What this flow and its running children show together, as a navigator shows it: the
    /// stack, then each modal stack.
    public var shownWithChildren: [[Screen]] {
        state.levels(showing: childNavigation?.shownWithChildren ?? []) { $0 }
    }

    /// How each modal stack of `shownWithChildren` shows.
    public var shownModalStyles: [ModalStyle] {
        state.modalStyles(showing: childNavigation?.shownModalStyles)
    }

    /// Shows the flow's first screen: as the only one for the root flow; for a child flow, in
    /// place of the parent's screens (`startChild`), pushed or presented over them.
    public func showFirst(_ screen: Screen) {
        guard onFinish != nil else { return show(.replace(screen)) }
        state.take(.startChild(screen))
        switch presentation {
        case .inPlace: carryOut(.startChild(screen))
        case .push: carryOut(.push(screen))
        case .modal: carryOut(.present(screen, modalStyle))
        }
    }

    /// Has the navigator carry out `step`, which this flow took, as the app sees it: the
    /// navigator shows every running flow's screens together, not this flow's alone.
    private func carryOut(_ step: NavigationStep<Screen>) {
        Screen.show(
            step.forViewLayer(showing: root.shownWithChildren, modalStyles: root.shownModalStyles), with: navigator)
    }

    /// Starts `child`, ending a running one first: in place of this flow's screens, or pushed or
    /// presented over them (in a modal stack of `style`).
    public func start<Child: Coordinator>(
        _ child: Child, presentation: ChildPresentation = .inPlace, style: ModalStyle = .sheet
    ) where Child.Screen == Screen {
        endChild()
        root.closeAlerts()
        state.childStarted(presentation, style: style)
        runningChild = (child, child.navigation)
        child.navigation.parent = self
        child.navigation.presentation = presentation
        child.navigation.modalStyle = style
        child.navigation.onFinish = { [weak self] in self?.endChild() }
        child.start()
    }

    /// Ends this flow, and the child it runs: the flow that started it lets go of it and shows
    /// its own screens again (its route for the finishing event, which it was handed first, may
    /// have shown something else already).
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
        let closed = state.closed(byPresenting: screen)
        state.presented(screen)
        if let child = childNavigation, state.childIndex == nil {
            // Back past a pushed child's first screen, or its modal stack swiped down: it ends.
            child.closedBySystemGesture()
            endChild()
        } else if let child = childNavigation, !state.showsOverChild {
            child.uiPresented(screen)
        }
        for screen in closed.reversed() { screen.closedBySystemGesture() }
    }

    /// The system's gesture closed every screen of this flow and of the children it runs: each
    /// hears it, the top first.
    private func closedBySystemGesture() {
        childNavigation?.closedBySystemGesture()
        for screen in state.screens.reversed() { screen.closedBySystemGesture() }
    }

    /// Lets go of the running child and everything it runs, innermost first; the navigator shows
    /// this flow's screens again.
    private func endChild() {
        guard let child = childNavigation else { return }
        child.endChild()
        child.onFinish = nil
        runningChild = nil
        carryOut(state.childEnded())
    }
}
