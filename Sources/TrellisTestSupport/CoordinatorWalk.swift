import TrellisRuntime

/// A screen a coordinator shows, as a walk taps it: the module's tests say what each screen's
/// view model offers.
nonisolated protocol WalkedScreen: FlowScreen, NamedStep {
    /// The walk's taps on the screen's view model: each action that sends an event.
    @MainActor var walkTapsOnScreen: [WalkMove] { get }
    /// The view models embedded in the screen's, and in those, each its own.
    @MainActor var walkEmbeddedOnScreen: [AnyObject] { get }
}

/// A coordinator as a walk drives it: its showings are the screens it shows, each with its view
/// model, and the navigator it shares with its children is the view layer, which must show what
/// the flows show together.
extension WalkedFlow where Self: Coordinator, Screen: WalkedScreen {
    var walkShowings: [AnyHashable] { navigation.state.screens }
    var walkShowingNames: [String] { navigation.state.screens.map(\.name) }
    var walkViewModels: [AnyHashable: AnyObject] {
        Dictionary(navigation.state.screens.map { ($0, $0.viewModel) }, uniquingKeysWith: { first, _ in first })
    }
    var walkEmbeddedViewModels: [AnyObject] { navigation.state.screens.flatMap(\.walkEmbeddedOnScreen) }
    var walkChild: (any WalkedFlow)? { navigation.shownChild as? any WalkedFlow }
    var walkTaps: [WalkMove]? { navigation.state.top?.walkTapsOnScreen }
    var walkSendsToChild: Bool { !navigation.showsOverShownChild }
    var walkChildrenOffScreen: [any WalkedFlow] {
        navigation.tabFlows.filter { $0 !== navigation.shownChild }.compactMap { $0 as? any WalkedFlow }
    }

    /// As UIKit takes them: a tab bar takes taps while nothing is presented over it, and the root
    /// flow hears which tab was tapped.
    var walkTabTaps: [WalkMove] {
        guard let navigator = navigation.navigator as? RecordingStackNavigator<Screen>,
            navigator.selectedTab != nil, navigator.shownModals.isEmpty, navigator.shownAlert == nil
        else { return [] }
        return navigator.shownTabStacks.indices.map { index in
            WalkMove("a tap on tab \(index)") { self.navigation.uiSelectedTab(navigator.tapTab(index)) }
        }
    }

    /// As UIKit does them: the navigator closes the screen on top by itself (a back swipe, else a
    /// swipe down) and tells the root flow what shows now.
    var walkSystemGesture: WalkMove? {
        guard let navigator = navigation.navigator as? RecordingStackNavigator<Screen>,
            let gesture = navigator.systemGestureName
        else { return nil }
        return WalkMove(gesture) {
            if let shown = navigator.closeTopBySystemGesture() { self.navigation.uiPresented(shown) }
        }
    }

    /// The navigator shows what the flows show together: the running child's stacks in place
    /// of the flow's own, what the flow pushed over the child on the child's top stack, then
    /// what the flow presented.
    var walkViewLayerProblem: String? {
        guard let navigator = navigation.navigator as? RecordingStackNavigator<Screen> else { return nil }
        let shown = navigation.shownWithChildren
        guard navigator.shownLevels != shown else { return nil }
        return "the navigator shows \(navigator.levels), but the flows show \(shown.map { $0.map(\.name) })"
    }
}
