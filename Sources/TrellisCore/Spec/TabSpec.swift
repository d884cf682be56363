/// One tab of a tab flow (`"tabs"`): the flow it runs, in a navigation stack of its own, and how
/// the tab bar labels it.
struct TabSpec: Sendable, Hashable {
    /// The flow the tab runs, started with the tab flow's params when the tab flow starts.
    var flow: LocatedName
    /// The tab's label.
    var title: LocatedName
    /// An SF Symbol name; nil for a tab labelled by its title alone.
    var icon: LocatedName?
    var origin: Origin
}
