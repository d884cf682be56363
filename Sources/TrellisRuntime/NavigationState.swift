/// One step of navigation, named for what it does, so a view layer (a navigation controller, a
/// SwiftUI path) carries it out as it is, without comparing what it showed before and after.
public nonisolated enum NavigationStep<Screen: Equatable & Sendable>: Equatable, Sendable {
    /// Shows the screen on top of what is seen, with a way back: on the top modal stack while one
    /// is presented, else on the stack.
    case push(Screen)
    /// Presents a modal stack of its own with the screen first, over everything shown, as a sheet
    /// or a full-screen cover (`style`).
    case present(Screen, ModalStyle = .sheet)
    /// Makes the screen the stack's only one and closes every modal stack.
    case replace(Screen)
    /// Goes back within the top stack (the top modal stack while one is presented); never asked at
    /// a stack's first screen, so it never closes a modal stack.
    case pop
    /// Closes the top modal stack, with every screen pushed on it; never asked when none is
    /// presented.
    case dismiss
    /// A child flow starts in place of the flow's screens, which wait beneath, showing its first
    /// screen. Its end is `endChild`. (A child pushed or presented starts with `push` or
    /// `present` of its first screen; where each flow has a screen type of its own, the parent
    /// only notes where its child shows, `childStarted(_:)`.)
    case startChild(Screen)
    /// The running child flow ended: the flow's own stack and modal stacks show again, each modal
    /// stack in its style (`modalStyles`, one for each).
    case endChild(stack: [Screen], modals: [[Screen]], modalStyles: [ModalStyle])
    /// Shows an alert or a confirmation dialog over everything, the screens staying as they are;
    /// never asked while one shows. Every other step closes it first, and tapping any of its
    /// buttons closes it without a step.
    case alert(NavigationAlert)
}

/// Where a child flow's screens show while it runs.
public nonisolated enum ChildPresentation: Equatable, Hashable, Sendable {
    /// In place of its parent's screens, which wait beneath.
    case inPlace
    /// Pushed over what its parent shows, with a way back: going back past its first screen ends it.
    case push
    /// In a modal stack of its own over what its parent shows: a swipe down ends it.
    case modal
}

/// What one flow shows: a stack of screens and, over it, the modal stacks it presented, one over
/// the other, as a `UINavigationController` in a sheet shows them. While the flow runs a child
/// flow, the screens it pushes and presents show over the child's.
public nonisolated struct NavigationState<Screen: Equatable & Sendable>: Equatable, Sendable {
    /// The screens on the stack, the first at the bottom.
    public private(set) var stack: [Screen]
    /// The modal stacks presented over the stack, the first at the bottom: each one's presented
    /// screen, then the screens pushed over it. Empty while nothing is presented.
    public private(set) var modals: [[Screen]]
    /// How each modal stack in `modals` shows, one for each.
    public private(set) var modalStyles: [ModalStyle] = []
    /// While a child flow runs, where its screens sit in the stack at `childLevel`: those below
    /// wait beneath the child's, those from here on were pushed over them. Nil while no child runs.
    public private(set) var childIndex: Int?
    /// The stack the running child's screens sit in: 0 for the stack, 1 for the first modal stack.
    public private(set) var childLevel = 0
    /// Where the running child's screens show.
    public private(set) var childPresentation = ChildPresentation.inPlace
    /// How the running child's modal stack shows, when it was started in one.
    public private(set) var childModalStyle = ModalStyle.sheet
    /// The alert or confirmation dialog the flow shows over everything; nil while none shows.
    public private(set) var alert: NavigationAlert?

    /// A navigation that shows `start` alone, or nothing before a flow starts.
    public init(start: Screen? = nil) {
        stack = start.map { [$0] } ?? []
        modals = []
    }

    /// The stacks the flow shows, one navigation container each: the stack, then each modal stack.
    public var levels: [[Screen]] {
        [stack] + modals
    }

    /// Every screen shown, from the bottom of the stack to the top of the top modal stack.
    public var screens: [Screen] {
        stack + modals.joined()
    }

    /// The screen on top of what the flow shows: of the top modal stack, else of the stack; nil
    /// while a running child's screens are on top.
    public var top: Screen? {
        childIndex == nil || showsOverChild ? levels.last?.last : nil
    }

    /// The screen on top of the top modal stack; nil while nothing is presented, or while a
    /// running child's screens are on top.
    public var presentedTop: Screen? {
        modals.isEmpty ? nil : top
    }

    /// The screen a `dismiss` closes when it sent the event itself: the top of the top modal stack.
    /// A flow shown in a modal stack of its own (`isInModalStackOfItsOwn`, a child started
    /// `"modal"`) that presents nothing itself is that modal stack: the top of its stack, whose
    /// dismiss closes the whole modal stack and ends the flow. Nil when nothing would close, or
    /// while a running child's screens are on top.
    public func dismissedTop(isInModalStackOfItsOwn: Bool) -> Screen? {
        modals.isEmpty && !isInModalStackOfItsOwn ? nil : top
    }

    /// The top of the stack while it shows: nil while a running child's screens are over it.
    public var stackTop: Screen? {
        stack.count > (childIndex != nil && childLevel == 0 ? childIndex ?? 0 : 0) ? stack.last : nil
    }

    /// Whether the flow shows a screen over its running child: the child's screens are beneath.
    public var showsOverChild: Bool {
        childIndex.map { levels[childLevel].count > $0 || modals.count > childLevel } ?? false
    }

    /// The screens the flow shows over its running child, bottom first: none while no child runs.
    public var screensOverChild: [Screen] {
        guard let childIndex else { return [] }
        return Array(levels[childLevel].dropFirst(childIndex) + modals.dropFirst(childLevel).joined())
    }

    /// Whether `step` leaves a running child flow alive: a push or a present shows over it, a pop
    /// or a dismiss closes what was shown over it. Any other step ends it first.
    public func keepsChild(_ step: NavigationStep<Screen>) -> Bool {
        guard let childIndex else { return false }
        switch step {
        case .push, .present, .alert: return true
        case .pop: return modals.count > childLevel || levels[childLevel].count > childIndex
        case .dismiss: return modals.count > childLevel
        default: return false
        }
    }

    /// What is left of `step` for this flow's own screens once the running child it does not keep
    /// (`keepsChild`) has ended: `step` itself, but for a pop or a dismiss while the child's
    /// screens are on top (for an event the child handed on). Those go back one step from what
    /// shows, and ending the child is that step: nothing is left of a pop, nor of a dismiss of a
    /// child in a modal stack of its own. A dismiss of a child shown in one of this flow's stacks
    /// closes that stack too (the whole top modal stack), so it is left.
    public func stepLeftAfterEndingChild(_ step: NavigationStep<Screen>) -> NavigationStep<Screen>? {
        guard childIndex != nil, !showsOverChild else { return step }
        switch step {
        case .pop: return nil
        case .dismiss: return childPresentation == .modal ? nil : step
        default: return step
        }
    }

    /// A child flow starts: in place, the flow's screens wait beneath the child's, and what the
    /// flow presented closes; pushed or presented (in a modal stack of `style`), they stay shown
    /// beneath it. The alert shown closes, as for any step.
    public mutating func childStarted(_ presentation: ChildPresentation, style: ModalStyle = .sheet) {
        alert = nil
        if presentation == .inPlace { closeModalStacks(from: 0) }
        childLevel = modals.count
        childIndex = levels[childLevel].count
        childPresentation = presentation
        childModalStyle = style
    }

    /// Takes `step` and returns it; returns nil and changes nothing when the step cannot be taken
    /// (a pop at a stack's first screen, a dismiss with nothing presented, an alert while one
    /// shows), so nobody acts on it. Any other step closes the alert shown first.
    @discardableResult
    public mutating func take(_ step: NavigationStep<Screen>) -> NavigationStep<Screen>? {
        if case .alert(let shown) = step {
            guard alert == nil else { return nil }
            alert = shown
            return step
        }
        let alertBefore = alert
        alert = nil
        guard takeScreens(step) else {
            alert = alertBefore
            return nil
        }
        return step
    }

    /// What `step` does to the stacks: false when it cannot be taken.
    private mutating func takeScreens(_ step: NavigationStep<Screen>) -> Bool {
        switch step {
        case .push(let screen):
            if modals.isEmpty { stack.append(screen) } else { modals[modals.count - 1].append(screen) }
        case .present(let screen, let style):
            modals.append([screen])
            modalStyles.append(style)
        case .replace(let screen):
            stack = [screen]
            closeModalStacks(from: 0)
            endChildPlacement()
        case .pop:
            // Never past a stack's first screen, nor into the screens a running child sits on.
            let top = modals.count
            let floor = childIndex.map { top == childLevel ? max($0, 1) : 1 } ?? 1
            guard levels[top].count > floor else { return false }
            if modals.isEmpty { stack.removeLast() } else { modals[top - 1].removeLast() }
        case .dismiss:
            guard !modals.isEmpty else { return false }
            closeModalStacks(from: modals.count - 1)
        case .startChild(let screen):
            stack = [screen]
            closeModalStacks(from: 0)
        case .endChild(let stack, let modals, let styles):
            self.stack = stack
            self.modals = modals
            modalStyles = modals.indices.map { styles.indices.contains($0) ? styles[$0] : .sheet }
            endChildPlacement()
        case .alert:
            return false  // Taken by `take`.
        }
        return true
    }

    /// The alert closed as one of its buttons was tapped (the platform closes it by itself).
    public mutating func alertClosed() {
        alert = nil
    }

    /// The running child flow ended: the flow's own stacks show again. Returns the step that says
    /// so, for the view layer.
    @discardableResult
    public mutating func childEnded() -> NavigationStep<Screen> {
        let step = NavigationStep.endChild(stack: stack, modals: modals, modalStyles: modalStyles)
        take(step)
        return step
    }

    private mutating func endChildPlacement() {
        childIndex = nil
        childLevel = 0
        childPresentation = .inPlace
        childModalStyle = .sheet
    }

    /// Closes the modal stack at `index` (0 for the first) and every one over it.
    private mutating func closeModalStacks(from index: Int) {
        guard index < modals.count else { return }
        modals.removeSubrange(index...)
        modalStyles.removeSubrange(index...)
    }

    /// The view layer shows `screen` after navigating by itself (a back swipe, a swipe down): the
    /// stacks follow it, so what was over it closes. A screen beneath a running child pushed or
    /// presented ends the child: the gesture closed its screens (`childIndex` is nil then). A
    /// screen this flow does not show is its running child's: what the flow showed over the child
    /// closes.
    public mutating func presented(_ screen: Screen) {
        for level in levels.indices.reversed() {
            guard let index = levels[level].lastIndex(of: screen) else { continue }
            if let childIndex, level < childLevel || (level == childLevel && index < childIndex) {
                endChildPlacement()
            }
            let kept = Array(levels[level].prefix(index + 1))
            if level == 0 {
                stack = kept
                closeModalStacks(from: 0)
            } else {
                closeModalStacks(from: level)
                modals[level - 1] = kept
            }
            return
        }
        closeWhatShowsOverChild()
    }

    /// Closes what the flow showed over its running child, whose screens show again.
    public mutating func closeWhatShowsOverChild() {
        guard let childIndex else { return }
        closeModalStacks(from: childLevel)
        if childLevel == 0 {
            stack.removeSubrange(childIndex...)
        } else {
            modals[childLevel - 1].removeSubrange(childIndex...)
        }
    }

    /// The screens that `presented(screen)` would close: those the system's gesture took away.
    public func closed(byPresenting screen: Screen) -> [Screen] {
        var after = self
        after.presented(screen)
        return screens.filter { shown in !after.screens.contains(shown) }
    }

    /// What the view layer shows while `child` (the running child's stacks, with what its own
    /// children show) runs: placed as the child was started, what this flow pushed over it on
    /// its top stack, and then what this flow presented over it. This flow's own stacks, each
    /// screen passed through `shown`, while no child runs.
    public func levels<Shown>(showing child: [[Shown]], _ shown: (Screen) -> Shown) -> [[Shown]] {
        let own = levels.map { $0.map(shown) }
        guard let childIndex, !child.isEmpty else { return own }
        var result = Array(own.prefix(childLevel))
        let beneath = Array(own[childLevel].prefix(childIndex))
        switch childPresentation {
        case .inPlace: result = child
        case .push: result += [beneath + child[0]] + child.dropFirst()
        case .modal: result += [beneath] + child
        }
        result[result.count - 1] += own[childLevel].dropFirst(childIndex)
        return result + own.dropFirst(childLevel + 1)
    }

    /// How each modal stack of `levels(showing: child)` shows, as the view layer presents it
    /// (`child` is the running child's, as this gives it, nil while none runs): those this flow
    /// presented, and the child's, placed as its stacks are; a child started in a modal stack of
    /// its own adds that stack, in the style it was started with.
    public func modalStyles(showing child: [ModalStyle]?) -> [ModalStyle] {
        guard childIndex != nil, let child else { return modalStyles }
        // By level, as `levels(showing:)` places the stacks: the stack (level 0) has none.
        let own: [ModalStyle?] = [nil] + modalStyles
        let childLevels: [ModalStyle?] = [nil] + child
        var result = Array(own.prefix(childLevel))
        switch childPresentation {
        case .inPlace: result = childLevels
        case .push: result += [own[childLevel]] + childLevels.dropFirst()
        case .modal: result += [own[childLevel], childModalStyle] + childLevels.dropFirst()
        }
        return (result + own.dropFirst(childLevel + 1)).dropFirst().map { $0 ?? .sheet }
    }

    /// The screen a view layer shows after the system's own back navigation (a back swipe, the
    /// back button) left `count` screens on the stack of `level` (0 for the stack, 1 for the
    /// first modal stack): nil when that stack still holds every screen the steps put there, as
    /// after a step.
    public func screenAfterSystemPop(leaving count: Int, atLevel level: Int = 0) -> Screen? {
        guard levels.indices.contains(level), count > 0, count < levels[level].count else { return nil }
        return levels[level][count - 1]
    }

    /// The screen a view layer shows after the system's own swipe down closed the modal stack at
    /// `level` (1 for the first) and every one over it: the top of the stack beneath; nil when no
    /// modal stack is presented there, or when its style refuses a swipe down.
    public func screenAfterSystemDismiss(atLevel level: Int) -> Screen? {
        guard level > 0, levels.indices.contains(level), modalStyles[level - 1].closesBySwipeDown else { return nil }
        return levels[level - 1].last
    }
}

nonisolated extension NavigationState {
    /// What running flows show together, the root first and each after it the child of the one
    /// before: each child's stacks placed as it was started, with what its parent showed over it.
    public static func shown(byRunning flows: [NavigationState]) -> [[Screen]] {
        flows.reversed().reduce(into: []) { levels, flow in levels = flow.levels(showing: levels) { $0 } }
    }

    /// How each modal stack of `shown(byRunning: flows)` shows.
    public static func modalStyles(byRunning flows: [NavigationState]) -> [ModalStyle] {
        flows.reversed().reduce(nil) { styles, flow in flow.modalStyles(showing: styles) } ?? []
    }

    /// The alert running flows show over everything: one at most, whichever flow showed it.
    public static func alert(byRunning flows: [NavigationState]) -> NavigationAlert? {
        flows.lazy.compactMap(\.alert).first
    }
}

nonisolated extension NavigationStep {
    /// The step a view layer carries out for this one, which a flow took, now that the app shows
    /// `shown` (every running flow's screens together), its modal stacks in `modalStyles`. A push,
    /// a present, a pop or a dismiss acts on what is on top, for the flow and the app alike. A
    /// replace, a child starting in place or a child ending resets the flow's screens; when those
    /// are not all the app shows (the flow was pushed or presented over its parent's), the view
    /// layer is given the app's stacks.
    public func forViewLayer(showing shown: [[Screen]], modalStyles: [ModalStyle]) -> NavigationStep {
        switch self {
        case .push, .present, .pop, .dismiss, .alert: return self
        case .replace(let screen), .startChild(let screen): if shown == [[screen]] { return self }
        case .endChild: break
        }
        return .endChild(stack: shown.first ?? [], modals: Array(shown.dropFirst()), modalStyles: modalStyles)
    }
}

nonisolated extension NavigationStep: Hashable where Screen: Hashable {}

nonisolated extension NavigationState: Hashable where Screen: Hashable {}
