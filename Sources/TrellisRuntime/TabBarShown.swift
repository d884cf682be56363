/// What a tab bar shows: each tab's stack, the first tab's first, and which tab is selected. The
/// selected tab's stack is the app's stack too (the first of what the flows show), which the
/// steps change as they change any stack; a view layer shows the other tabs' stacks as given here.
public nonisolated struct TabBarShown<Screen: Equatable & Sendable>: Equatable, Sendable {
    /// Each tab's stack of screens, the first at the bottom; one for each tab, in order.
    public let stacks: [[Screen]]
    /// The index of the tab that shows.
    public let selected: Int

    public init(stacks: [[Screen]], selected: Int) {
        self.stacks = stacks
        self.selected = selected
    }

    /// Whether `other` differs from this only in the selected tab's stack, which the steps keep: a
    /// view layer that was told this one is told nothing more for `other`.
    public func differsOnlyOnScreen(from other: TabBarShown) -> Bool {
        guard selected == other.selected, stacks.count == other.stacks.count else { return false }
        return stacks.indices.allSatisfy { $0 == selected || stacks[$0] == other.stacks[$0] }
    }
}

nonisolated extension TabBarShown: Hashable where Screen: Hashable {}
