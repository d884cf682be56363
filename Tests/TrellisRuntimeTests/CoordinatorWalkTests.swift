import Testing

@testable import TrellisRuntime
@testable import TrellisTestSupport

/// The walk of a coordinator, as modules' tests run it over their own: a coordinator that tells
/// the navigator only through its navigation passes every walk, the system's gestures included,
/// and one that puts a screen on the navigator behind its navigation's back fails it.
@MainActor
struct CoordinatorWalkTests {
    /// A screen's view model: its taps push or present a page, or close this one.
    @MainActor final class PageModel {
        let number: Int
        weak var flow: PagesFlow?

        init(number: Int, flow: PagesFlow) {
            self.number = number
            self.flow = flow
        }
    }

    enum Page: WalkedScreen {
        case page(PageModel)

        typealias ScreenNavigator = RecordingStackNavigator<Page>

        var model: PageModel {
            switch self {
            case .page(let model): model
            }
        }
        var viewModel: AnyObject { model }
        var name: String { "page \(model.number)" }

        static func == (lhs: Page, rhs: Page) -> Bool { lhs.model === rhs.model }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(model)) }

        @MainActor func closedBySystemGesture() {}

        @MainActor static func show(_ step: NavigationStep<Page>, with navigator: ScreenNavigator) {
            navigator.show(step)
        }

        @MainActor var walkTapsOnScreen: [WalkMove] {
            guard let flow = model.flow else { return [] }
            return [
                WalkMove("push on \(name)") { flow.push() }, WalkMove("present on \(name)") { flow.present() },
                WalkMove("close \(name)") { flow.close() },
            ]
        }
        @MainActor var walkEmbeddedOnScreen: [AnyObject] { [] }
    }

    /// Pushes and presents numbered pages; `bypassesNavigation` plants a coordinator that shows
    /// its fourth page on the navigator itself, which its navigation never learns of.
    final class PagesFlow: Coordinator, WalkedFlow {
        let navigation: FlowNavigation<Page>
        let bypassesNavigation: Bool
        private var pages = 0

        init(bypassesNavigation: Bool = false) {
            navigation = FlowNavigation(navigator: RecordingStackNavigator())
            self.bypassesNavigation = bypassesNavigation
        }

        var walkOutside: [WalkMove] { [] }

        func start() { navigation.showFirst(nextPage()) }
        func push() {
            let page = nextPage()
            if bypassesNavigation, pages == 4 {
                navigation.navigator.show(.push(page))
            } else {
                navigation.show(.push(page))
            }
        }
        func present() { navigation.show(.present(nextPage())) }
        func close() { navigation.show(navigation.state.modals.isEmpty ? .pop : .dismiss) }

        private func nextPage() -> Page {
            pages += 1
            return .page(PageModel(number: pages, flow: self))
        }
    }

    @Test func aCoordinatorThatNavigatesThroughItsNavigationPassesEveryWalk() async {
        var gestures = 0
        for seed in UInt64(1)...20 {
            let flow = PagesFlow()
            flow.start()
            var walk = FlowWalk(seed: seed)
            await walk.run(flow, steps: 30) { afterSystemGesture in
                if afterSystemGesture { gestures += 1 }
                return nil
            }
        }
        #expect(gestures > 0, "the walks made the system's gestures too")
    }

    @Test func aScreenShownBehindTheNavigationsBackFailsTheWalk() async {
        await withKnownIssue {
            for seed in UInt64(1)...20 {
                let flow = PagesFlow(bypassesNavigation: true)
                flow.start()
                var walk = FlowWalk(seed: seed)
                await walk.run(flow, steps: 30)
            }
        } matching: {
            says("the navigator shows")($0) && says("but the flows show")($0)
        }
    }
}
