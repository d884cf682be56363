/// How a modal stack shows, as the route that presented it asked: a sheet (of chosen heights, one
/// the user may be kept from swiping down) or a full-screen cover.
public nonisolated struct ModalStyle: Hashable, Sendable {
    /// A height a sheet can take.
    public enum Detent: Hashable, Sendable {
        /// About half the screen.
        case medium
        /// The full height a sheet takes.
        case large
    }

    /// Whether the stack covers the whole screen (a full-screen cover), not a sheet.
    public let isFullScreen: Bool
    /// The heights the sheet can take, the first when it opens; empty for the system's own (large).
    public let detents: [Detent]
    /// Whether the user can close the stack with a swipe down. Never for a full-screen cover; a
    /// sheet holding input may refuse it, so only a route closes it.
    public let closesBySwipeDown: Bool

    /// Made only as `sheet`, `fullScreen` and `sheet(detents:closesBySwipeDown:)` make it, so no
    /// style is a full-screen cover with heights or a swipe down.
    private init(isFullScreen: Bool, detents: [Detent], closesBySwipeDown: Bool) {
        self.isFullScreen = isFullScreen
        self.detents = detents
        self.closesBySwipeDown = closesBySwipeDown
    }

    /// A sheet of the system's height that a swipe down closes: what a present shows by default.
    public static let sheet = ModalStyle(isFullScreen: false, detents: [], closesBySwipeDown: true)
    /// A full-screen cover: nothing but a route closes it.
    public static let fullScreen = ModalStyle(isFullScreen: true, detents: [], closesBySwipeDown: false)

    /// A sheet that takes `detents` (the first when it opens) and closes by a swipe down unless
    /// `closesBySwipeDown` is false.
    public static func sheet(detents: [Detent] = [], closesBySwipeDown: Bool = true) -> ModalStyle {
        ModalStyle(isFullScreen: false, detents: detents, closesBySwipeDown: closesBySwipeDown)
    }
}
