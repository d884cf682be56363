/// The view layer's names (`"views": "swiftui"`): reserved whether a job writes views or not,
/// so that turning views on never makes a valid spec invalid.
extension Namer {
    /// `SignIn` → `SignInView`: the screen's view, yours; it shows the default view until you
    /// write your layout.
    static func screenView(forScreen screen: String) -> String { screen + "View" }

    /// `SignIn` → `SignInDefaultView`: every state entry and action of the screen in a form.
    static func defaultView(forScreen screen: String) -> String { screen + "DefaultView" }

    /// `SignIn` → `SignInListener` (event-driven): holds the latest view model for SwiftUI.
    static func listener(forScreen screen: String) -> String { screen + "Listener" }

    /// `SignIn` → `SignInHost` (event-driven): registers the listener and shows its view model.
    static func host(forScreen screen: String) -> String { screen + "Host" }

    /// `SignedIn` → `SignedInFlowView`, `DashboardFlow` → `DashboardFlowView` (mvvm): the SwiftUI
    /// navigation of a flow.
    static func flowHostView(forFlow flow: String) -> String { flowStem(flow) + "View" }

    /// `Koober` → `KooberRootView`: makes the root flow and shows it.
    static func rootView(forModule module: String) -> String { module + "RootView" }

    /// `Koober` → `KooberUIKitNavigator` (mvvm-c, event-driven).
    static func uiKitNavigator(forModule module: String) -> String { module + "UIKitNavigator" }

    /// `Koober` → `KooberScreenView` (mvvm-c, event-driven): any screen a flow shows, for the
    /// UIKit navigator to host.
    static func navigatedScreenView(forModule module: String) -> String { module + "ScreenView" }

    /// `Koober` → `KooberFlowScreen` (mvvm): a screen of any running flow, as SwiftUI's one
    /// navigation stack holds it.
    static func flowScreen(forModule module: String) -> String { module + "FlowScreen" }

    /// `Flows/SignedInViewModel+ViewLayer.swift` (mvvm): what the SwiftUI host asks the flow.
    static func flowViewLayerFile(forFlow flowViewModel: String) -> String { "Flows/\(flowViewModel)+ViewLayer.swift" }

    /// `Koober` → `KooberRoot`: what lives as long as the app (the root flow and the navigator).
    static func root(forModule module: String) -> String { module + "Root" }

    /// `Koober` → `KooberRootHolder`: makes a scene's root the first time its view shows it.
    static func rootHolder(forModule module: String) -> String { module + "RootHolder" }

    /// `Koober` → `KooberRootNavigationController`: the root's navigation controller in SwiftUI
    /// (mvvm-c, event-driven). Not nested in the root view, where its name would hide a model
    /// of that name among the root flow's params.
    static func rootNavigationController(forModule module: String) -> String { module + "RootNavigationController" }

    /// `Koober` → `KooberAsyncButton`: the default views' button for an async action, disabled
    /// while the action runs.
    static func asyncButton(forModule module: String) -> String { module + "AsyncButton" }

    /// `Koober` → `KooberAsyncButtonTests`: the tests that its work ends with its view.
    static func asyncButtonTests(forModule module: String) -> String { asyncButton(forModule: module) + "Tests" }

    /// `Koober` → `KooberEmbeddedScreenKey`: the environment's key of whether a view shows inside
    /// another screen's view.
    static func embeddedScreenKey(forModule module: String) -> String { module + "EmbeddedScreenKey" }

    /// `Koober` → `KooberPreviews`: the view models previews show (debug builds).
    static func previews(forModule module: String) -> String { module + "Previews" }

    /// `UserSessionRepository` → `UserSessionRepositoryForPreviews`: a repository for previews,
    /// whose every call throws.
    static func previewRepository(forRepository repository: String) -> String { repository + "ForPreviews" }

    /// What a preview repository throws.
    static let previewRepositoryError = "PreviewRepositoryError"

    /// `Views/KooberPreviews.swift`.
    static func previewsFile(forModule module: String) -> String { viewsFile(previews(forModule: module)) }

    /// `searchText` → `Search Text`, `BookDetail` → `Book Detail`: a title or label from a name.
    static func title(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name.replacingBackticks {
            if character.isUppercase, !word.isEmpty, !(word.last?.isUppercase ?? false) {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { titleAcronyms[$0.lowercased()] ?? SwiftName.upperFirst($0) }.joined(separator: " ")
    }

    /// Words a title spells in capitals: `id` → `ID`.
    private static let titleAcronyms = ["id": "ID", "url": "URL"]

    /// `searchText` → `searchTextField`: a default view's property for one of its parts. The kinds
    /// (`Field`, `Toggle`, `Picker`, `Row`, `Section`, `Button`) keep parts apart from each other
    /// and from the view's own members (`viewModel`, `body`, `rows`).
    static func viewPart(_ name: String, _ kind: String) -> String { SwiftName.lowerFirst(name) + kind }

    /// `RatingBadge` → `embeddedRatingBadge`: the part that shows an embedded screen's rows, apart
    /// from a state list of the same name (`ratingBadgeSection`).
    static func embeddedPart(_ child: String) -> String { "embedded" + child }

    /// `Views/SystemNavigationTests.swift` (tests): what a navigation host asks `NavigationState`.
    static let systemNavigationTestsFile = "Views/SystemNavigationTests.swift"

    /// `Views/KooberRoot.swift`: a view-layer file about no one screen.
    static func viewsFile(_ type: String) -> String { "Views/\(type).swift" }

    /// `Views/SignInView.swift` (mvvm, mvvm-c) or `Screens/SignIn/SignInView.swift`
    /// (event-driven, `underScreens`): a file of one screen's views.
    static func screenViewFile(_ type: String, screen: String, underScreens: Bool) -> String {
        underScreens ? screenFile(screen, type) : viewsFile(type)
    }
}

extension String {
    fileprivate var replacingBackticks: String { filter { $0 != "`" } }
}

/// The view layer's type names every architecture reserves.
enum ViewNames {
    static func ofRepository(_ repository: String) -> [String] {
        [Namer.previewRepository(forRepository: repository)]
    }

    static func ofScreen(_ screen: String) -> [String] {
        [Namer.screenView(forScreen: screen), Namer.defaultView(forScreen: screen)]
    }

    static func ofModule(_ module: String) -> [String] {
        [
            Namer.root(forModule: module), Namer.rootView(forModule: module), Namer.rootHolder(forModule: module),
            Namer.rootNavigationController(forModule: module),
            Namer.uiKitNavigator(forModule: module),
            Namer.navigatedScreenView(forModule: module), Namer.flowScreen(forModule: module), "SystemNavigationTests",
            "AppWalk", "AppWalkTests", "AppWalkError", "WalkOutcome", "WalkedViewLayer", "WalkedUIKitNavigator",
            "WalkedFlowViews",
            Namer.previews(forModule: module), Namer.previewRepositoryError, Namer.asyncButton(forModule: module),
            Namer.asyncButtonTests(forModule: module),
            Namer.embeddedScreenKey(forModule: module),
        ]
    }
}
