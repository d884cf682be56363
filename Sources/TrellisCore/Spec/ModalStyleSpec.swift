/// How a modal stack shows: `"style"`, `"detents"` and `"interactiveDismiss"` on a `present`
/// route, or on a `start` route whose child shows in a modal stack (`"presentation": "modal"`).
struct ModalStyleSpec: Sendable, Hashable {
    enum Style: String, CaseIterable, Sendable, Hashable {
        case sheet, fullScreen
    }

    /// A height a sheet can take.
    enum Detent: String, CaseIterable, Sendable, Hashable {
        case medium, large
    }

    var style: Located<Style>?
    /// The heights a sheet can take, the first when it opens; nil for the system's own.
    var detents: [Located<Detent>]?
    /// False when the user cannot swipe the sheet down; nil for the default, true.
    var interactiveDismiss: Located<Bool>?

    var isFullScreen: Bool { style?.value == .fullScreen }

    /// Whether a swipe down closes the modal stack: never a full-screen one.
    var closesBySwipeDown: Bool { !isFullScreen && interactiveDismiss?.value != false }

    /// Whether every key is left to its default: a plain sheet.
    var isDefault: Bool { !isFullScreen && (detents ?? []).isEmpty && closesBySwipeDown }

    /// The runtime's `ModalStyle` that shows it, as Swift: nil for the default sheet.
    var swiftValue: String? {
        if isDefault { return nil }
        if isFullScreen { return ".fullScreen" }
        var arguments: [String] = []
        if let detents, !detents.isEmpty {
            arguments.append("detents: [" + detents.map { "." + $0.value.rawValue }.joined(separator: ", ") + "]")
        }
        if !closesBySwipeDown { arguments.append("closesBySwipeDown: false") }
        return ".sheet(" + arguments.joined(separator: ", ") + ")"
    }

    /// How a diagram's edge notes it, briefly: "full screen", "medium/large, no swipe down"; nil
    /// for the default sheet.
    var note: String? {
        if isFullScreen { return "full screen" }
        var notes: [String] = []
        if let detents, !detents.isEmpty { notes.append(detents.map(\.value.rawValue).joined(separator: "/")) }
        if !closesBySwipeDown { notes.append("no swipe down") }
        return notes.isEmpty ? nil : notes.joined(separator: ", ")
    }

    /// How tests and docs say it: "a full-screen cover", "a sheet of medium and large heights that no
    /// swipe down closes"; nil for the default sheet.
    var summary: String? {
        if isDefault { return nil }
        if isFullScreen { return "a full-screen cover" }
        var parts = ["a sheet"]
        if let detents, !detents.isEmpty {
            // At most two heights, each once: "of medium height", "of medium and large heights".
            parts.append(
                "of " + detents.map(\.value.rawValue).joined(separator: " and ")
                    + (detents.count == 1 ? " height" : " heights"))
        }
        if !closesBySwipeDown { parts.append("that no swipe down closes") }
        return parts.joined(separator: " ")
    }
}
