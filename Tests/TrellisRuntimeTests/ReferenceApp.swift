@testable import TrellisRuntime

/// What the app shows, kept as the spec format's rules change it (`design/spec-format.md`,
/// "flows" and "Navigation as a real app meets it"): one list of stacks, the navigation
/// container's and then each modal stack's, each screen tagged with the flow that shows it (0
/// the root, each next the child of the one before). Written apart from `ReferenceFlows` and the
/// runtime: it keeps no flow's own navigation, only what a user sees, and the screens that wait
/// beneath a child started in place.
struct ReferenceApp {
    struct Shown: Equatable {
        let screen: Int
        let flow: Int
    }

    private(set) var stacks: [[Shown]]
    /// How each running flow was started, by flow: the root in place.
    private(set) var presentations: [ChildPresentation] = [.inPlace]
    /// The screens of a flow that wait beneath its child started in place, and where they go
    /// back when it ends, by flow.
    private var waiting: [Int: (stack: Int, index: Int, screens: [Shown])] = [:]

    init(start: Int) {
        stacks = [[Shown(screen: start, flow: 0)]]
    }

    /// The screens shown, by stack.
    var shown: [[Int]] { stacks.map { $0.map(\.screen) } }

    /// Every screen the running flows hold, shown or waiting.
    var screens: Set<Int> { Set(stacks.joined().map(\.screen) + waiting.values.flatMap { $0.screens.map(\.screen) }) }

    /// The flow whose screen is on top.
    var topFlow: Int { stacks.last?.last?.flow ?? 0 }

    /// Where flow `index` shows: its first screen, or its child's where its own wait beneath it.
    private func place(of index: Int) -> (stack: Int, index: Int)? {
        for (stack, screens) in stacks.enumerated() {
            if let first = screens.firstIndex(where: { $0.flow >= index }) { return (stack, first) }
        }
        return nil
    }

    /// "a `push` goes on top of what the user sees (onto the top modal stack while one is
    /// presented)"; "a `push` … by a flow while one of its children runs goes on top of what
    /// the child shows".
    mutating func push(_ screen: Int, inFlow index: Int) {
        stacks[stacks.count - 1].append(Shown(screen: screen, flow: index))
    }

    /// "a presented screen opens a modal stack of its own"; "a `present` while a modal is shown
    /// presents over it".
    mutating func present(_ screen: Int, inFlow index: Int) {
        stacks.append([Shown(screen: screen, flow: index)])
    }

    /// "`replace`: make the screen the flow's only screen"; "a `replace` … still ends the running
    /// child". The flow's screens go from where it shows, and the screen shows there.
    mutating func replace(with screen: Int, inFlow index: Int) {
        endChild(ofFlow: index)
        guard let place = place(of: index) else { return }
        cut(at: place)
        stacks[place.stack].append(Shown(screen: screen, flow: index))
    }

    /// "Starting a child flow while another child of the same flow runs finishes the running one
    /// first": `inPlace` shows in place of the flow's screens, "which wait beneath" (what the flow
    /// presented closes); `push` pushes over what is shown; `modal` shows in a modal stack of its
    /// own.
    mutating func startChild(_ presentation: ChildPresentation, showing first: Int, inFlow index: Int) {
        endChild(ofFlow: index)
        let child = Shown(screen: first, flow: index + 1)
        switch presentation {
        case .inPlace:
            guard let place = place(of: index) else { return }
            waiting[index] = (place.stack, place.index, Array(stacks[place.stack][place.index...]))
            cut(at: place)
            stacks[place.stack].append(child)
        case .push: stacks[stacks.count - 1].append(child)
        case .modal: stacks.append([child])
        }
        presentations.append(presentation)
    }

    /// "`finish` ends the flow (its screens leave with it: what the parent showed before starting
    /// the child is shown again)".
    mutating func finish(flow index: Int) {
        guard index > 0 else { return }
        endChild(ofFlow: index - 1)
    }

    /// Flow `index`'s child and every flow it runs end: their screens leave (a modal stack of the
    /// child's own closes with what showed on it), and what the flow had waiting beneath a child
    /// in place shows again.
    private mutating func endChild(ofFlow index: Int) {
        guard presentations.count > index + 1 else { return }
        let ended = presentations.count - 1 - index
        presentations.removeLast(ended)
        for flow in (index + 1)..<(index + 1 + ended) { waiting[flow] = nil }
        // The flow's screens that waited beneath a child in place go back where it showed (before
        // the child's leave: a child in place of a modal flow's screens sits first on its stack).
        if let waited = waiting.removeValue(forKey: index) {
            stacks[waited.stack].insert(contentsOf: waited.screens, at: waited.index)
        }
        // A modal stack an ended flow opened closes, with all that showed on it.
        stacks = [stacks[0]] + stacks.dropFirst().filter { ($0.first?.flow ?? 0) <= index }
        stacks = stacks.map { $0.filter { $0.flow <= index } }
    }

    /// The top flow, whose screen on top sent it, routes a `pop`: "a `pop` goes back within that
    /// stack and never closes the modal"; "a child flow started with `"presentation": "push"` …
    /// a back swipe or pop past its first screen ends it".
    mutating func popSentByTheTopScreen() {
        let top = stacks[stacks.count - 1]
        let flow = topFlow
        guard top.count > 1 else { return }
        if top[top.count - 2].flow >= flow {
            stacks[stacks.count - 1].removeLast()
        } else if presentations[flow] == .push {
            finish(flow: flow)
        }
    }

    /// The top flow, whose screen on top sent it, routes a `dismiss`: "a `dismiss` closes the
    /// whole modal stack"; a child "started `"modal"` shows in a modal stack of its own, and …
    /// a `dismiss` route of its own (Cancel on any of its screens: it closes the child's whole
    /// modal stack)" ends it. A flow closes no modal stack another flow opened.
    mutating func dismissSentByTheTopScreen() {
        let flow = topFlow
        guard stacks.count > 1, let opener = stacks[stacks.count - 1].first, opener.flow == flow else { return }
        if presentations[flow] == .modal, place(of: flow)?.stack == stacks.count - 1 {
            finish(flow: flow)
        } else {
            stacks.removeLast()
            endFlowsShowingNothing()
        }
    }

    /// Flow `index`, whose child's screens are on top, routes a `pop` or a `dismiss` for an event
    /// the child handed on: one step back from what shows ends the child; a `dismiss` of a child
    /// shown in a modal stack the flow opened closes that whole stack too, and a flow started
    /// `"modal"` whose own stack held it ends.
    mutating func closeForChild(isPop: Bool, inFlow index: Int) {
        let childPresentation = presentations[index + 1]
        endChild(ofFlow: index)
        guard !isPop, childPresentation != .modal else { return }
        dismissSentByTheTopScreen()
    }

    /// An event from outside, routed as a `pop` or a `dismiss` by the top flow: it "navigates
    /// only when a screen that emits its event is the one on top (or presented)".
    mutating func closeFromOutside(isPop: Bool, sends: (Int) -> Bool) {
        guard let top = stacks.last?.last, sends(top.screen) else { return }
        if isPop { popSentByTheTopScreen() } else { dismissSentByTheTopScreen() }
    }

    /// "when a screen leaves by the system's own gesture (a back swipe, a swipe down), the flow
    /// follows": `screen` is on top and what was over it is gone; a child none of whose screens
    /// show any more ended, as "a back swipe … past its first screen ends it" and "a swipe down
    /// ends it".
    mutating func systemShows(_ screen: Int) {
        guard let stack = stacks.lastIndex(where: { $0.contains { $0.screen == screen } }),
            let index = stacks[stack].lastIndex(where: { $0.screen == screen })
        else { return }
        cut(at: (stack, index + 1))
        endFlowsShowingNothing()
    }

    /// A child none of whose screens show any more (nor any of the flows it runs) has ended, with
    /// what it runs: its screens left with what closed.
    private mutating func endFlowsShowingNothing() {
        let shownFlows = Set(stacks.joined().map(\.flow))
        if let ended = (1..<presentations.count).first(where: { flow in !shownFlows.contains { $0 >= flow } }) {
            finish(flow: ended)
        }
    }

    /// Whether flow `index` shows a screen on a modal stack its running child (or a flow that
    /// child runs) opened: where such a screen goes when that stack closes with the child, and
    /// what a `dismiss` it sends closes, the spec format does not say, and the walks leave it.
    func showsOnAChildsModalStack(_ index: Int) -> Bool {
        stacks.dropFirst().contains { stack in
            (stack.first?.flow ?? 0) > index && stack.contains { $0.flow <= index }
        }
    }

    /// Takes away every screen from `place` on: the rest of its stack and every stack above.
    private mutating func cut(at place: (stack: Int, index: Int)) {
        stacks = Array(stacks.prefix(place.stack)) + [Array(stacks[place.stack].prefix(place.index))]
    }
}
