/// What `NavigationStep` and `NavigationState` need to know of the architecture: the file's
/// subject, `navigation`.
struct NavigationStateContext: Encodable, Sendable {
    /// Flows share one screen type (mvvm-c, event-driven), so a child flow's start carries its
    /// first screen; in mvvm each flow has its own, and the step only marks the start.
    var childStartShowsScreen: Bool

    /// The subject of `common/NavigationState.swift`.
    var subject: FileSubject { ("navigation", self) }
}
