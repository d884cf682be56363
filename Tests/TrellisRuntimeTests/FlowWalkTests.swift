import Testing

@testable import TrellisTestSupport

/// `FlowWalk` on small flows written here: it must pass a flow that keeps what it shows and
/// nothing more, fail one that breaks each check it promises, and walk the same way for a seed.
@MainActor
struct FlowWalkTests {
    /// A view model of a test flow's screen.
    final class ScreenModel {}

    /// A flow of one stack: a tap pushes a screen or pops the top one; planted faults break one
    /// of the walk's checks each.
    final class StackFlow: WalkedFlow {
        enum Fault { case none, keepsPoppedViewModel, forgetsViewModel, sharesViewModel }

        let fault: Fault
        private(set) var screens = [0]
        private var viewModels: [Int: ScreenModel] = [0: ScreenModel()]
        private var kept: [ScreenModel] = []
        private var nextScreen = 1
        /// The moves the walk made, in order.
        private(set) var moves: [String] = []
        var child: StackFlow?

        init(fault: Fault = .none) {
            self.fault = fault
        }

        var walkShowings: [AnyHashable] { screens.map(AnyHashable.init) }
        var walkShowingNames: [String] { screens.map { "screen \($0)" } }
        var walkViewModels: [AnyHashable: AnyObject] {
            Dictionary(uniqueKeysWithValues: viewModels.map { (AnyHashable($0.key), $0.value as AnyObject) })
        }
        var walkChild: (any WalkedFlow)? { child }
        var walkOutside: [WalkMove] { [] }
        var walkTaps: [WalkMove]? {
            guard child == nil else { return nil }
            let push = WalkMove("push") { self.push() }
            return screens.count > 1 ? [push, WalkMove("pop") { self.pop() }] : [push]
        }
        var walkSystemGesture: WalkMove? { nil }

        private func push() {
            moves.append("push")
            let screen = nextScreen
            nextScreen += 1
            screens.append(screen)
            switch fault {
            case .forgetsViewModel where screens.count == 3: break
            case .sharesViewModel where screens.count == 3: viewModels[screen] = viewModels[screens[1]]
            default: viewModels[screen] = ScreenModel()
            }
        }

        private func pop() {
            moves.append("pop")
            let screen = screens.removeLast()
            if fault == .keepsPoppedViewModel, let viewModel = viewModels[screen] { kept.append(viewModel) }
            viewModels[screen] = nil
        }
    }

    @Test func aFlowThatKeepsWhatItShowsPassesEveryWalk() async {
        for seed in UInt64(1)...20 {
            let flow = StackFlow()
            var walk = FlowWalk(seed: seed)
            await walk.run(flow, steps: 30)
            #expect(flow.moves.count == 30)
        }
    }

    @Test func aViewModelHeldAfterItsScreenLeftFailsTheWalk() async {
        var walk = FlowWalk(seed: 3)
        await withKnownIssue {
            await walk.run(StackFlow(fault: .keepsPoppedViewModel), steps: 30)
        } matching: {
            says("whose screen left is still held")($0) && says("walk 3, after push")($0)
        }
    }

    @Test func aShowingWithNoViewModelFailsTheWalk() async {
        var walk = FlowWalk(seed: 3)
        await withKnownIssue {
            await walk.run(StackFlow(fault: .forgetsViewModel), steps: 30)
        } matching: {
            says("shows [\"screen 0\", ")($0) && says("] but keeps 2 view models")($0)
        }
    }

    @Test func twoShowingsSharingAViewModelFailTheWalk() async {
        var walk = FlowWalk(seed: 3)
        await withKnownIssue {
            await walk.run(StackFlow(fault: .sharesViewModel), steps: 30)
        } matching: {
            says("two showings share one view model")($0)
        }
    }

    @Test func theWalksCheckFailsTheWalkAfterTheStepItFindsAProblemIn() async {
        let flow = StackFlow()
        var walk = FlowWalk(seed: 5)
        await withKnownIssue {
            await walk.run(flow, steps: 30) { _ in flow.moves.count == 7 ? "a seventh move" : nil }
        } matching: {
            says("a seventh move")($0)
        }
        #expect(flow.moves.count == 7, "the walk stops at the step it found the problem after")
    }

    @Test func whileAChildShowsOnTopTheWalkTapsItsScreens() async {
        let flow = StackFlow()
        let child = StackFlow()
        flow.child = child
        var walk = FlowWalk(seed: 9)
        await walk.run(flow, steps: 12)
        #expect(flow.moves.isEmpty)
        #expect(child.moves.count == 12)
    }

    @Test func oneSeedWalksTheSameWayEveryTime() async {
        func moves(seed: UInt64) async -> [String] {
            let flow = StackFlow()
            var walk = FlowWalk(seed: seed)
            await walk.run(flow, steps: 40)
            return flow.moves
        }
        #expect(await moves(seed: 11) == moves(seed: 11))
        #expect(await moves(seed: 11) != moves(seed: 12))
    }

    @Test func aRandomIndexIsAlwaysBelowItsBound() {
        var random = WalkRandom(seed: 42)
        for bound in 1...50 {
            let index = random.next(below: bound)
            #expect((0..<bound).contains(index))
        }
    }
}

/// Matches a known issue whose comments say `text` (the runtime tests' known issues).
func says(_ text: String) -> KnownIssueMatcher {
    { issue in issue.comments.contains { $0.rawValue.contains(text) } }
}
