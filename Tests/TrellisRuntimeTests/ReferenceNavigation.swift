@testable import TrellisRuntime

/// One flow's navigation as the spec format states it (`design/spec-format.md`, "Navigation as
/// a real app meets it"), written apart from `NavigationState` to judge it: slow and plain
/// rather than fast. The flow's stacks are listed bottom first, the first the flow's own stack
/// and each after it a modal stack; while a child flow runs, a mark stands where the child's
/// screens show, so "over the child" is simply "after the mark".
struct ReferenceNavigation: Equatable {
    enum Entry: Equatable {
        case screen(Int)
        case child
    }

    private(set) var stacks: [[Entry]]
    /// Where the running child's screens show, while one runs.
    private(set) var childPresentation: ChildPresentation?

    init(start: Int) {
        stacks = [[.screen(start)]]
    }

    /// The flow's own screens, stack by stack, without the child's mark.
    var levels: [[Int]] {
        stacks.map { stack in
            stack.compactMap { entry in
                if case .screen(let screen) = entry { screen } else { nil }
            }
        }
    }

    /// Where the running child's screens show: the stack holding the mark, and how many of the
    /// flow's screens in it wait beneath the child's.
    var child: (stack: Int, beneath: Int)? {
        for (index, stack) in stacks.enumerated() {
            if let mark = stack.firstIndex(of: .child) { return (index, mark) }
        }
        return nil
    }

    /// The flow's screens shown over its running child: after the mark, and every stack above.
    var screensOverChild: [Int] {
        guard let child else { return [] }
        return Array(levels[child.stack].dropFirst(child.beneath) + levels.dropFirst(child.stack + 1).joined())
    }

    /// The flow's screen on top of everything shown; nil while the child's screens are on top.
    var top: Int? {
        if case .screen(let screen)? = stacks.last?.last { return screen }
        return nil
    }

    /// "a `push` goes on top of what the user sees (onto the top modal stack while one is
    /// presented)"; "a `push` or `present` by a flow while one of its children runs goes on top of
    /// what the child shows and keeps the child running beneath".
    mutating func push(_ screen: Int) {
        stacks[stacks.count - 1].append(.screen(screen))
    }

    /// "a presented screen opens a modal stack of its own"; "a `present` while a modal is shown
    /// presents over it".
    mutating func present(_ screen: Int) {
        stacks.append([.screen(screen)])
    }

    /// "`replace`: make the screen the flow's only screen"; "a `replace` or a new `start` still
    /// ends the running child".
    mutating func replace(with screen: Int) {
        stacks = [[.screen(screen)]]
    }

    /// "a `pop` goes back within that stack and never closes the modal". Popping what shows over
    /// the child "shows the child's screens again". With nothing of the flow's over the child
    /// (an event the child handed on), "go back one pushed / presented screen" from what shows
    /// ends the child, and that is all. Never past a stack's first screen.
    mutating func pop() {
        if child != nil, top == nil { return endChild() }
        let last = stacks.count - 1
        guard case .screen? = stacks[last].last, levels[last].count > 1 else { return }
        stacks[last].removeLast()
    }

    /// "a `dismiss` closes the whole modal stack". A modal stack over the child's closes with the
    /// child running on. With nothing of the flow's over the child, the top modal stack is the
    /// child's own when it was started `"modal"` (the child ends, and that is all), else the
    /// flow's stack the child shows in, which closes with it.
    mutating func dismiss() {
        if let child, stacks.count - 1 <= child.stack {
            let ownModalStack = childPresentation == .modal && top == nil
            endChild()
            if ownModalStack { return }
        }
        guard stacks.count > 1 else { return }
        stacks.removeLast()
    }

    /// "Starting a child flow while another child of the same flow runs finishes the running one
    /// first"; "`inPlace` (the default: in place of the flow's, which wait beneath)", so what the
    /// flow presented closes; pushed or modal, it shows over what the flow shows.
    mutating func startChild(_ presentation: ChildPresentation) {
        endChild()
        if presentation == .inPlace { stacks = [stacks[0]] }
        stacks[stacks.count - 1].append(.child)
        childPresentation = presentation
    }

    /// The child ended: "the parent's screens are as they were".
    mutating func endChild() {
        for index in stacks.indices {
            stacks[index].removeAll { $0 == .child }
        }
        childPresentation = nil
    }

    /// "when a screen leaves by the system's own gesture (a back swipe, a swipe down), the flow
    /// follows": the view layer shows `screen`, so what was over it is gone; a child whose
    /// screens were over it ended. A screen the flow does not show is the child's: what the flow
    /// showed over the child is gone.
    mutating func uiPresented(_ screen: Int) {
        for index in stacks.indices.reversed() {
            guard let position = stacks[index].lastIndex(of: .screen(screen)) else { continue }
            stacks = Array(stacks.prefix(index)) + [Array(stacks[index].prefix(through: position))]
            return
        }
        guard let child else { return }
        stacks = Array(stacks.prefix(child.stack)) + [Array(stacks[child.stack].prefix(through: child.beneath))]
    }
}
