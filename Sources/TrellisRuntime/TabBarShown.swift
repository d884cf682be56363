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

    /// The tab bar without the selected tab's stack, which the steps keep: what a view layer
    /// needs to be told again only when it changes.
    public var offScreen: TabBarShown {
        TabBarShown(stacks: stacks.indices.map { $0 == selected ? [] : stacks[$0] }, selected: selected)
    }
}

nonisolated extension TabBarShown: Hashable where Screen: Hashable {}
