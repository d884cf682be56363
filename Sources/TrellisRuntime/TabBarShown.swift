/// A tab's label in the tab bar: its title and, if it has one, its icon (an SF Symbol's name).
public nonisolated struct TabItem: Hashable, Sendable {
    public let title: String
    public let icon: String?

    public init(title: String, icon: String?) {
        self.title = title
        self.icon = icon
    }
}

/// What a tab bar shows: each tab's label and stack, the first tab's first, and which tab is selected. The
/// selected tab's stack is the app's stack too (the first of what the flows show), which the
/// steps change as they change any stack; a view layer shows the other tabs' stacks as given here.
public nonisolated struct TabBarShown<Screen: Equatable & Sendable>: Equatable, Sendable {
    /// Each tab's label, in order.
    public let items: [TabItem]
    /// Each tab's stack of screens, the first at the bottom; one for each tab, in order.
    public let stacks: [[Screen]]
    /// The index of the tab that shows.
    public let selected: Int

    public init(items: [TabItem], stacks: [[Screen]], selected: Int) {
        self.items = items
        self.stacks = stacks
        self.selected = selected
    }

    /// The tab bar without the selected tab's stack, which the steps keep: what a view layer
    /// needs to be told again only when it changes.
    public var offScreen: TabBarShown {
        TabBarShown(
            items: items, stacks: stacks.indices.map { $0 == selected ? [] : stacks[$0] }, selected: selected)
    }
}

nonisolated extension TabBarShown: Hashable where Screen: Hashable {}
