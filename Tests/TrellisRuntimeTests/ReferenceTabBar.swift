/// What a tab flow shows as the spec format states it (`design/spec-format.md`, "Tab bars"),
/// written apart from `FlowNavigation` to judge it, slow and plain: each tab's stacks (its
/// navigation stack, then the modal stacks its flow presented), which tab is selected, and what
/// the tab flow shows over the whole tab bar, every stack bottom first.
struct ReferenceTabBar {
    /// Each tab's stacks: its navigation stack first.
    private(set) var tabs: [[[Int]]]
    private(set) var selected = 0
    /// The tab flow's modal stacks over the tab bar, among them its modal child's.
    private(set) var over: [[Int]] = []
    /// Which of `over` is the modal child's, while one runs.
    private(set) var childStack: Int?
    /// "An alert shows over everything": whether one does.
    private(set) var alertShows = false

    /// "Each tab runs a flow of its own … each in a navigation stack of its own"; "The first tab
    /// is selected when the tab flow starts."
    init(firstScreens: [Int]) {
        tabs = firstScreens.map { [[$0]] }
    }

    /// What the user sees, by stack: the selected tab's, then what shows over the tab bar.
    var shown: [[Int]] { tabs[selected] + over }
    /// Each tab's navigation stack, as the tab bar holds them.
    var tabStacks: [[Int]] { tabs.map { $0[0] } }
    /// Every screen the tab flow and its tabs hold.
    var screens: Set<Int> { Set(tabs.joined().joined()).union(over.joined()) }

    /// A tab's flow pushes: on top of what the tab shows ("onto the top modal stack while one is
    /// presented"), seen or not.
    mutating func push(_ screen: Int, inTab tab: Int) {
        tabs[tab][tabs[tab].count - 1].append(screen)
        stepTaken(inTab: tab)
    }

    /// A tab's flow presents: a modal stack of its own, which stays with the tab.
    mutating func present(_ screen: Int, inTab tab: Int) {
        tabs[tab].append([screen])
        stepTaken(inTab: tab)
    }

    /// "`present` (a modal stack over the whole tab bar)".
    mutating func presentOverTabBar(_ screen: Int) {
        over.append([screen])
        stepTaken()
    }

    /// "`start` a child flow (`"modal"`: over the tab bar …)".
    mutating func startModalChild(showing screen: Int) {
        childStack = over.count
        over.append([screen])
        stepTaken()
    }

    /// The modal child finished: its stack closes; what the tab flow presented over it stays.
    mutating func finishModalChild() {
        guard let childStack else { return }
        over.remove(at: childStack)
        self.childStack = nil
        stepTaken()
    }

    /// "a route `"select": Flow` selects it"; Trellis closes what the tab flow shows over the
    /// tab bar, so the tab shows. "switching tabs keeps each tab's stack … as they were".
    mutating func select(_ tab: Int) {
        over = []
        childStack = nil
        selected = tab
        stepTaken()
    }

    /// "The user selects a tab by tapping it"; "Tapping the tab that is selected takes its stack
    /// back to its first screen; each screen that left hears `closedBySystemGesture()`". Returns
    /// those screens.
    mutating func tap(_ tab: Int) -> Set<Int> {
        guard tab == selected else {
            selected = tab
            return []
        }
        let left = Set(tabs[tab][0].dropFirst())
        tabs[tab][0] = [tabs[tab][0][0]]
        return left
    }

    /// "If a tab's flow finishes, it is started again: its tab shows its first screen."
    mutating func finishTab(_ tab: Int, startingAgainAt screen: Int) {
        tabs[tab] = [[screen]]
        stepTaken(inTab: tab)
    }

    /// The screen on top sends an event whose route shows an alert: "a route that would show a
    /// second alert does nothing", and the screens beneath one are covered.
    mutating func alertSentByTheTopScreen() {
        alertShows = true
    }

    /// A route of the tab flow (`tab` nil) or of a tab's flow shows an alert for an event from
    /// outside: over everything, unless one shows; Trellis: a tab not shown shows none (its
    /// screens are out of sight).
    mutating func alertFromOutside(inTab tab: Int?) {
        if tab == nil || tab == selected { alertShows = true }
    }

    /// "Tapping any action closes it".
    mutating func alertAnswered() {
        alertShows = false
    }

    /// "any navigation step of a flow closes the alert first"; Trellis: a step of a tab that does
    /// not show is out of sight, and closes none.
    private mutating func stepTaken(inTab tab: Int? = nil) {
        if tab == nil || tab == selected { alertShows = false }
    }

    /// The screen on top sends a pop: "a `pop` goes back within that stack and never closes the
    /// modal".
    mutating func popSentByTheTopScreen() {
        // "While it shows, the screens beneath it are covered (their routes do not navigate)".
        guard !alertShows else { return }
        if !over.isEmpty {
            if over[over.count - 1].count > 1 { over[over.count - 1].removeLast() }
        } else if tabs[selected][tabs[selected].count - 1].count > 1 {
            tabs[selected][tabs[selected].count - 1].removeLast()
        }
    }

    /// The screen on top sends a dismiss: "a `dismiss` closes the whole modal stack"; the modal
    /// child's own dismiss ends it.
    mutating func dismissSentByTheTopScreen() {
        guard !alertShows else { return }
        if !over.isEmpty {
            if childStack == over.count - 1 { childStack = nil }
            over.removeLast()
        } else if tabs[selected].count > 1 {
            tabs[selected].removeLast()
        }
    }

    /// "when a screen leaves by the system's own gesture (a back swipe, a swipe down), the flow
    /// follows": the app shows `screen`, and what was over it is gone.
    mutating func systemShows(_ screen: Int) {
        if let index = over.lastIndex(where: { $0.contains(screen) }), let position = over[index].firstIndex(of: screen)
        {
            over = Array(over.prefix(index)) + [Array(over[index].prefix(through: position))]
            if let childStack, childStack > index { self.childStack = nil }
            return
        }
        over = []
        childStack = nil
        let stacks = tabs[selected]
        guard let index = stacks.lastIndex(where: { $0.contains(screen) }),
            let position = stacks[index].firstIndex(of: screen)
        else { return }
        tabs[selected] = Array(stacks.prefix(index)) + [Array(stacks[index].prefix(through: position))]
    }
}
