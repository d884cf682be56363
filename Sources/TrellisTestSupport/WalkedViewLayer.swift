import TrellisRuntime

// Runs where the stand-in SwiftUI and UIKit can be inspected (Trellis's own Linux build): on a
// Mac, with Apple's frameworks, there is nothing here to run.
#if canImport(ViewInspection)
    import ViewInspection

    /// A module's view layer as an app walk drives it: what shows, the system's gestures on it,
    /// and what it shows that the flows beneath it do not.
    @MainActor
    protocol WalkedViewLayer: AnyObject {
        /// What shows now: the view on top, in the sheet presented last if any.
        func screen() throws -> ViewInspection
        /// The system's gesture on what shows (a swipe down, else a back swipe), as the platform
        /// makes and reports it; nil when there is nothing to close.
        func systemGesture() -> WalkMove?
        /// Lets what shows appear, as the platform does once a screen comes on top.
        func appear() async
        /// How what shows differs from what the flows show; nil when it does not.
        func shownProblem() -> String?
        /// While an alert shows, a tap on each of its buttons, as the user makes it (the screens
        /// beneath take no tap); nil while none shows.
        func alertTaps() -> [WalkMove]?
        /// While a tab bar shows uncovered, a tap on each of its tabs; empty while none does.
        func tabTaps() -> [WalkMove]
    }

    extension NavigationAlert {
        /// How a view layer shows the alert, as an inspection reads it: its style, title, message
        /// and each button's title and role.
        var shownAs: String {
            let buttons = self.buttons.map { button in
                "“\(button.title)”" + (button.role.map { " (\($0))" } ?? "")
            }
            return "\(style) “\(title)”" + (message.map { ", “\($0)”" } ?? "") + ": " + buttons.joined(separator: ", ")
        }
    }

    /// What an app walk found missing on screen.
    struct AppWalkError: Error, CustomStringConvertible {
        let description: String
    }

    extension ModalStyle {
        /// How a view layer shows a modal stack of this style, as an inspection says it
        /// (`ViewInspection.presentations`): "full-screen cover", or "sheet", its heights sorted
        /// (the system's own, large, when the style gives none), the one it opens at (the style's
        /// first), and "no swipe down" when it refuses one.
        var shownAs: String {
            if isFullScreen { return "full-screen cover" }
            let heights = detents.isEmpty ? [.large] : detents
            let names = Set(heights.map { "\($0)" }).sorted().joined(separator: ", ")
            return "sheet [\(names)] at \(heights[0])" + (closesBySwipeDown ? "" : ", no swipe down")
        }
    }
#endif
