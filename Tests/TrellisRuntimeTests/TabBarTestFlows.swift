@testable import TrellisRuntime
@testable import TrellisTestSupport

/// Screens and flows for the tab bar's tests: each screen a numbered view model that counts the
/// times the system's gesture closed it; each flow shows a first screen, or runs tabs.
@MainActor
enum TabBarTestFlows {
    @MainActor final class Model {
        nonisolated let id: Int
        var closedBySystemGesture = 0

        nonisolated init(id: Int) {
            self.id = id
        }
    }

    struct Screen: FlowScreen, NamedStep {
        let model: Model

        var id: Int { model.id }
        var name: String { "\(model.id)" }
        var viewModel: AnyObject { model }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }

        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(model)) }

        @MainActor func closedBySystemGesture() { model.closedBySystemGesture += 1 }

        @MainActor static func show(_ step: NavigationStep<Screen>, with navigator: RecordingStackNavigator<Screen>) {
            navigator.show(step)
        }

        @MainActor static func showTabBar(
            _ tabBar: TabBarShown<Screen>?, with navigator: RecordingStackNavigator<Screen>
        ) {
            navigator.showTabBar(tabBar)
        }
    }

    /// Makes numbered screens, and keeps each one's view model.
    @MainActor final class Screens {
        private(set) var models: [Model] = []

        func make() -> Screen {
            models.append(Model(id: models.count + 1))
            return Screen(model: models[models.count - 1])
        }

        /// The ids of the screens the system's gesture closed, each once at most.
        var closedBySystemGesture: [Int] { models.filter { $0.closedBySystemGesture > 0 }.map(\.id) }
        /// A screen the system's gesture closed more than once, if any.
        var closedTwice: Int? { models.first { $0.closedBySystemGesture > 1 }?.id }

        func forgetGestures() {
            for model in models { model.closedBySystemGesture = 0 }
        }
    }

    /// A flow of screens: it shows a screen `Screens` makes first.
    @MainActor final class Flow: Coordinator {
        let navigation: FlowNavigation<Screen>
        let screens: Screens
        private(set) var first: Screen?

        init(screens: Screens, navigator: RecordingStackNavigator<Screen>) {
            navigation = FlowNavigation(navigator: navigator)
            self.screens = screens
        }

        func start() {
            let first = screens.make()
            self.first = first
            navigation.showFirst(first)
        }
    }

    /// A tab flow of `count` tabs, each a `Flow`; it keeps the flows its tabs ran, newest last.
    @MainActor final class TabFlow: Coordinator {
        let navigation: FlowNavigation<Screen>
        let screens: Screens
        let count: Int
        private(set) var made: [Flow] = []

        init(count: Int, screens: Screens, navigator: RecordingStackNavigator<Screen>) {
            navigation = FlowNavigation(navigator: navigator)
            self.screens = screens
            self.count = count
        }

        func start() {
            navigation.startTabs(
                (0..<count).map { index in
                    (TabItem(title: "Tab \(index)", icon: nil), { @MainActor [weak self] in self?.makeTab() })
                })
        }

        /// The flow each tab runs now, the first tab's first.
        var tabs: [Flow] { navigation.tabFlows.compactMap { $0 as? Flow } }

        private func makeTab() -> Flow {
            made.append(Flow(screens: screens, navigator: navigation.navigator))
            return made[made.count - 1]
        }
    }
}
