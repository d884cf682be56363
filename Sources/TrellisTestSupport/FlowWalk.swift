import Testing

/// A flow as a walk drives it: each flow view model of the module conforms in its tests.
@MainActor
protocol WalkedFlow: AnyObject {
    /// The flow's showings, bottom first, and their names for messages.
    var walkShowings: [AnyHashable] { get }
    var walkShowingNames: [String] { get }
    /// What the flow keeps for each showing: its view model (or, event-driven, the listener a
    /// view would keep), released once the showing ends.
    var walkViewModels: [AnyHashable: AnyObject] { get }
    /// The view models embedded in those of the flow's showings: each its own, released with
    /// its showing.
    var walkEmbeddedViewModels: [AnyObject] { get }
    /// The running child flow.
    var walkChild: (any WalkedFlow)? { get }
    /// Each event the flow routes, sent to it from outside the screens (a push notification, a
    /// deep link); a walk sends them to every running flow.
    var walkOutside: [WalkMove] { get }
    /// The taps on the screen on top of what this flow itself shows, one per action that sends
    /// an event; nil while its running child's screens are on top.
    var walkTaps: [WalkMove]? { get }
    /// What the system does to the screen on top (a back swipe, a swipe down), as the view layer
    /// reports it; nil when it can do nothing there.
    var walkSystemGesture: WalkMove? { get }
    /// What the view layer shows that the flow cannot account for; nil when all is well.
    var walkViewLayerProblem: String? { get }
    /// Whether the walk sends outside events to the running child too: not while the flow
    /// shows screens over it, where a coordinator's navigator cannot yet put the child's own
    /// navigation on top of what shows.
    var walkSendsToChild: Bool { get }
    /// The flows this flow runs whose screens do not show (a tab flow's tabs, but the one shown):
    /// their screens stay alive.
    var walkChildrenOffScreen: [any WalkedFlow] { get }
    /// The user's taps on each tab of the tab bar shown, when nothing covers it, as the view
    /// layer reports them to the root flow; empty while no tab bar shows.
    var walkTabTaps: [WalkMove] { get }
}

extension WalkedFlow {
    var walkEmbeddedViewModels: [AnyObject] { [] }
    var walkTabTaps: [WalkMove] { [] }
    var walkChildrenOffScreen: [any WalkedFlow] { [] }
    var walkViewLayerProblem: String? { nil }
    var walkSendsToChild: Bool { true }
}

/// One thing a user or the world does during a walk, and what must be true right after it.
struct WalkMove {
    let label: String
    let run: @MainActor () async -> Void
    /// What went wrong, checked right after the move; nil when all is well.
    var problem: @MainActor () -> String? = { nil }

    init(_ label: String, run: @escaping @MainActor () async -> Void) {
        self.label = label
        self.run = run
    }
}

/// A seeded, bounded random walk over a flow: at every step, a tap on an action of the screen on
/// top (in a running child flow too), the system's gesture on it, a tap on a tab, or an event
/// from outside.
/// After every step it checks what holds for any spec: each flow keeps one view model per
/// showing and none for a screen it does not show, no two showings share one, a view model
/// whose screen left is released, and whatever the walk's test adds. The first problem fails
/// the test with the seed and the steps that led there, so it reproduces.
@MainActor
struct FlowWalk {
    let seed: UInt64
    private var random: WalkRandom
    private var trail: [String] = []
    private var seen: [WalkSeenObject] = []

    init(seed: UInt64) {
        self.seed = seed
        random = WalkRandom(seed: seed)
    }

    /// Walks `flow` for `steps` steps, or until a check finds a problem. `check` runs after every
    /// step, told whether it was the system's gesture (after which the view layer shows what
    /// it navigated to by itself).
    mutating func run(
        _ flow: any WalkedFlow, steps: Int,
        check: @MainActor (_ afterSystemGesture: Bool) -> String? = { _ in nil },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for _ in 0..<steps {
            var isSystemGesture = false
            var problem: String?
            do {
                let taps = tapMoves(of: flow) + outsideMoves(of: flow) + flow.walkTabTaps
                let gesture = flow.walkSystemGesture
                let count = taps.count + (gesture == nil ? 0 : 1)
                guard count > 0 else { return }
                let index = random.next(below: count)
                isSystemGesture = index == taps.count
                let move = isSystemGesture ? gesture : taps[index]
                trail.append(move?.label ?? "")
                await move?.run()
                problem = move?.problem()
            }
            if let problem = problem ?? self.problem(in: flow) ?? check(isSystemGesture) {
                Issue.record(
                    "walk \(seed), after \(trail.joined(separator: " → ")): \(problem)", sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// The emitting actions of the screen on top, tapped.
    private func tapMoves(of root: any WalkedFlow) -> [WalkMove] {
        var flow: (any WalkedFlow)? = root
        while let current = flow {
            if let taps = current.walkTaps { return taps }
            flow = current.walkChild
        }
        return []
    }

    /// The events each running flow routes, from `root` down, sent from outside.
    private func outsideMoves(of root: any WalkedFlow) -> [WalkMove] {
        var moves: [WalkMove] = []
        var flow: (any WalkedFlow)? = root
        while let current = flow {
            moves += current.walkOutside
            flow = current.walkSendsToChild ? current.walkChild : nil
        }
        return moves
    }

    /// What is wrong after a step, in the flows running from `root` down (shown or not, as the
    /// tabs not selected); nil when nothing is.
    private mutating func problem(in root: any WalkedFlow) -> String? {
        var live: [ObjectIdentifier] = []
        var pending: [any WalkedFlow] = [root]
        while let current = pending.popLast() {
            let showings = current.walkShowings
            let names = current.walkShowingNames
            let viewModels = current.walkViewModels
            if Set(showings).count != showings.count {
                return "\(type(of: current)) shows one showing twice in \(names)"
            }
            if Set(viewModels.keys) != Set(showings) {
                return "\(type(of: current)) shows \(names) but keeps \(viewModels.count) view models"
            }
            let kept = Array(viewModels.values) + current.walkEmbeddedViewModels
            live += kept.map(ObjectIdentifier.init)
            seen += kept.map(WalkSeenObject.init)
            pending += [current.walkChild].compactMap { $0 } + current.walkChildrenOffScreen
        }
        if Set(live).count != live.count { return "two showings share one view model" }
        if let problem = root.walkViewLayerProblem { return problem }
        seen.removeAll { $0.object == nil }
        if let kept = seen.lazy.compactMap(\.object).first(where: { !live.contains(ObjectIdentifier($0)) }) {
            return "a \(type(of: kept)) whose screen left is still held"
        }
        return nil
    }
}

/// An object the walk saw, held weakly to see that it is released once its showing ends.
private struct WalkSeenObject {
    weak var object: AnyObject?
}

/// SplitMix64: the same seed, the same walk, on every platform.
struct WalkRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(bound))
    }
}
