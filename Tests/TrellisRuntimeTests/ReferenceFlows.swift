@testable import TrellisRuntime

/// The flows running from the root down, as the spec format states them (`design/spec-format.md`,
/// "flows" and "Navigation as a real app meets it"), written apart from `FlowNavigation` to judge
/// it: each flow's own navigation is a `ReferenceNavigation`, and what the app shows is put
/// together from them plainly, flow by flow.
struct ReferenceFlows {
    struct Flow {
        var navigation: ReferenceNavigation
        /// Where the flow's screens show, as its parent started it (in place for the root).
        let presentation: ChildPresentation
    }

    /// The root first; each after it runs as the child of the one before.
    private(set) var flows: [Flow]

    init(start: Int) {
        flows = [Flow(navigation: ReferenceNavigation(start: start), presentation: .inPlace)]
    }

    /// Every screen the running flows hold, shown or waiting beneath a child.
    var screens: Set<Int> { Set(flows.flatMap { $0.navigation.levels.joined() }) }

    /// What the app shows: one stack per navigation container, bottom first.
    var shown: [[Int]] { shown(from: 0) }

    /// "`inPlace` (the default: in place of the flow's, which wait beneath)", "`push` (pushed over
    /// what is shown, with a way back) or `modal` (in a modal stack of their own)"; and "a `push`
    /// or `present` by a flow while one of its children runs goes on top of what the child shows".
    private func shown(from index: Int) -> [[Int]] {
        let own = flows[index].navigation.levels
        guard index + 1 < flows.count, let mark = flows[index].navigation.child else { return own }
        let child = shown(from: index + 1)
        let beneath = Array(own[mark.stack].prefix(mark.beneath))
        var result = Array(own.prefix(mark.stack))
        switch flows[index + 1].presentation {
        case .inPlace: result = child
        case .push: result += [beneath + child[0]] + child.dropFirst()
        case .modal: result += [beneath] + child
        }
        result[result.count - 1] += own[mark.stack].dropFirst(mark.beneath)
        return result + own.dropFirst(mark.stack + 1)
    }

    /// The flow that shows the screen on top of what the app shows: the first, from the root
    /// down, that shows a screen over its child, else the innermost.
    var topFlow: Int {
        flows.firstIndex { !$0.navigation.screensOverChild.isEmpty } ?? flows.count - 1
    }

    /// A route of flow `index` pushes `screen`.
    mutating func push(_ screen: Int, inFlow index: Int) {
        flows[index].navigation.push(screen)
    }

    /// A route of flow `index` presents `screen`.
    mutating func present(_ screen: Int, inFlow index: Int) {
        flows[index].navigation.present(screen)
    }

    /// "a `replace` or a new `start` still ends the running child".
    mutating func replace(with screen: Int, inFlow index: Int) {
        endChild(ofFlow: index)
        flows[index].navigation.replace(with: screen)
    }

    /// "Starting a child flow while another child of the same flow runs finishes the running one
    /// first"; the child shows `first`.
    mutating func startChild(_ presentation: ChildPresentation, showing first: Int, inFlow index: Int) {
        endChild(ofFlow: index)
        flows[index].navigation.startChild(presentation)
        flows.append(Flow(navigation: ReferenceNavigation(start: first), presentation: presentation))
    }

    /// "`finish` ends the flow (its screens leave with it: what the parent showed before starting
    /// the child is shown again)".
    mutating func finish(flow index: Int) {
        guard index > 0 else { return }
        endChild(ofFlow: index - 1)
    }

    /// A flow whose own step ended its child (a dismiss of the modal stack the child showed in)
    /// lets go of it and of what it ran.
    private mutating func letGoOfEndedChildren() {
        if let ended = flows.firstIndex(where: { $0.navigation.child == nil }) {
            flows.removeSubrange((ended + 1)...)
        }
    }

    private mutating func endChild(ofFlow index: Int) {
        flows.removeSubrange((index + 1)...)
        flows[index].navigation.endChild()
    }

    /// The screen on top of the top flow sent a `pop` its flow routes: "a `pop` goes back within
    /// that stack and never closes the modal"; "a child flow started with `"presentation":
    /// "push"` pushes its screens over what is shown, and a back swipe or pop past its first
    /// screen ends it".
    mutating func popSentByTheTopScreen() {
        let index = topFlow
        let levels = flows[index].navigation.levels
        if levels.count == 1, levels[0].count == 1, flows[index].presentation == .push {
            finish(flow: index)
        } else {
            flows[index].navigation.pop()
            letGoOfEndedChildren()
        }
    }

    /// The screen on top of the top flow sent a `dismiss` its flow routes: "a `dismiss` closes the
    /// whole modal stack"; a child "started `"modal"` shows in a modal stack of its own, and a
    /// swipe down ends it, as does a `dismiss` route of its own (Cancel on any of its screens: it
    /// closes the child's whole modal stack)".
    mutating func dismissSentByTheTopScreen() {
        let index = topFlow
        if flows[index].navigation.levels.count > 1 {
            flows[index].navigation.dismiss()
            letGoOfEndedChildren()
        } else if flows[index].presentation == .modal {
            finish(flow: index)
        }
    }

    /// Flow `index`, whose child's screens are on top, routes a pop or a dismiss for an event the
    /// child handed on: "go back one pushed / presented screen" from what shows, which ends the
    /// child; a dismiss of a child shown in one of the flow's own stacks closes that whole stack
    /// too ("a `dismiss` closes the whole modal stack"), and a flow whose only stack that is,
    /// started `"modal"`, ends.
    mutating func closeForChild(isPop: Bool, inFlow index: Int) {
        let childPresentation = flows[index + 1].presentation
        endChild(ofFlow: index)
        guard !isPop, childPresentation != .modal else { return }
        if flows[index].navigation.levels.count > 1 {
            flows[index].navigation.dismiss()
        } else if flows[index].presentation == .modal {
            finish(flow: index)
        }
    }

    /// An event from outside the screens, routed as a pop or a dismiss by the top flow: "a `pop`
    /// or `dismiss` route navigates only when a screen that emits its event is the one on top (or
    /// presented)"; `sends` says which screens emit it.
    mutating func closeFromOutside(isPop: Bool, sends: (Int) -> Bool) {
        let index = topFlow
        let navigation = flows[index].navigation
        let presented = navigation.levels.count > 1 || flows[index].presentation == .modal
        guard let top = navigation.top, sends(top), isPop || presented else { return }
        if isPop { popSentByTheTopScreen() } else { dismissSentByTheTopScreen() }
    }

    /// "when a screen leaves by the system's own gesture (a back swipe, a swipe down), the flow
    /// follows": the app shows `screen` on top. A flow that shows it cuts what it showed over it
    /// (ending its child if the child's screens were over it); a flow that does not lets go of
    /// what it showed over its child, and the child follows.
    mutating func systemShows(_ screen: Int) {
        for index in flows.indices {
            let showsIt = flows[index].navigation.levels.joined().contains(screen)
            flows[index].navigation.uiPresented(screen)
            if flows[index].navigation.child == nil {
                flows.removeSubrange((index + 1)...)
                return
            }
            if showsIt { return }
        }
    }
}
