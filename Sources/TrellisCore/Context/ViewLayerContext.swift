/// The view layer of a module (`"views": "swiftui"`), under `views`: each screen's views, and
/// the SwiftUI types as the module's view files spell them.
struct ViewLayerContext: Encodable, Sendable {
    var screens: [ScreenViewContext]
    /// Each SwiftUI type the views name, by its name: `SwiftUI.Text` where the module declares a
    /// type of that name (a model named `Text`), which would hide SwiftUI's; else as it is.
    var ui: [String: String]
    /// `KooberRoot`: keeps the root flow (and the navigator) for the app's life; `KooberRootView`
    /// shows it.
    var rootName: String
    var rootViewName: String
    /// `KooberRootHolder`: makes a scene's root the first time the root view shows it.
    var rootHolderName: String
    /// `KooberRootNavigationController` (mvvm-c, event-driven): the root's navigation controller
    /// in SwiftUI.
    var rootNavigationControllerName: String?
    /// `KooberApp`: the user's `@main` app, in the root view's doc.
    var appName: String
    /// `KooberUIKitNavigator` (mvvm-c, event-driven).
    var navigatorName: String?
    /// `KooberFlowScreen` (mvvm): a screen of any running flow, as SwiftUI's one stack holds it.
    var flowScreenName: String?
    /// The screens flows show (not those only embedded), for the hosts that show any of them
    /// (mvvm, event-driven).
    var shownScreens: [ScreenViewContext]?
    /// `KooberAsyncButton`: the default views' button for an async action, written when one has
    /// such a button.
    var asyncButtonName: String
    /// `KooberAsyncButtonTests`: the tests that its work ends with its view.
    var asyncButtonTestsName: String
    var usesAsyncButton: Bool
    /// `KooberEmbeddedScreenKey`: the environment's key of whether a view shows inside another
    /// screen's view, written when a screen embeds another.
    var embeddedScreenKeyName: String
    var embedsScreens: Bool
    /// `KooberPreviews`, and a repository for previews per repository, whose calls throw.
    var previewsName: String
    var previewRepositoryError: String
    var previewRepositories: [PreviewRepositoryContext]
}

/// A repository for previews: the protocol's methods, each throwing.
struct PreviewRepositoryContext: Encodable, Sendable, ListElement {
    var name: String
    var repository: RepositoryContext
    var isLast = false
}

/// What an architecture's views need beside what every view layer has: how a screen's view gets
/// its view model, and how flows show screens. It follows from the two facts each architecture's
/// translator states about its flows (`ContextTranslator`).
struct ViewLayerFlavor: Sendable {
    var wiresScreens: Bool
    var showsThroughNavigator: Bool

    /// No flow wires a screen (event-driven): a view listens to the router's handler for each
    /// new view model (its listener and host), and previews make view models through the
    /// screens' builders. Else view models are observable objects the container makes.
    var listensToHandler: Bool { !wiresScreens }
    /// No navigator shows screens (mvvm): flows show them in SwiftUI's one stack
    /// (`flowScreenName`, `shownScreens`); else a UIKit navigator does (`navigatorName`).
    var showsInSwiftUI: Bool { !showsThroughNavigator }

    /// The SwiftUI types the views of this flavor name.
    var swiftUITypes: [String] {
        var types = [
            "Button", "EmptyView", "Environment", "EnvironmentKey", "EnvironmentValues", "ForEach", "Form", "Group",
            "LabeledContent", "Picker", "SecureField", "Section", "State", "Text", "TextField", "Toggle", "View",
            "ViewBuilder",
        ]
        // Observable view models bind their inputs with `@Bindable`; a listening view with a
        // `Binding` to its view model's setter; SwiftUI's stack with a `Binding` to its path.
        if !listensToHandler { types.append("Bindable") }
        if listensToHandler || showsInSwiftUI { types.append("Binding") }
        types += showsInSwiftUI ? ["ButtonRole", "NavigationStack", "PresentationDetent"] : ["UIHostingController"]
        return types
    }
}

extension ContextBuilder {
    /// The view layer, when the job writes one, as `flavor`'s views see it; `screenView` makes
    /// each screen's.
    func viewLayer(_ flavor: ViewLayerFlavor) -> ViewLayerContext? {
        guard views == .swiftui else { return nil }
        let declared = Set(spec.models.map(\.name.value) + spec.repositories.map(\.name.value))
        let screens = eachScreen { screenView($0, as: flavor) }.markingFirst()
        return ViewLayerContext(
            screens: screens,
            ui: Dictionary(
                uniqueKeysWithValues: flavor.swiftUITypes.map { ($0, declared.contains($0) ? "SwiftUI." + $0 : $0) }),
            rootName: Namer.root(forModule: moduleName), rootViewName: Namer.rootView(forModule: moduleName),
            rootHolderName: Namer.rootHolder(forModule: moduleName),
            rootNavigationControllerName: flavor.showsInSwiftUI
                ? nil : Namer.rootNavigationController(forModule: moduleName),
            appName: moduleName + "App",
            navigatorName: flavor.showsInSwiftUI ? nil : Namer.uiKitNavigator(forModule: moduleName),
            flowScreenName: flavor.showsInSwiftUI ? Namer.flowScreen(forModule: moduleName) : nil,
            shownScreens: flavor.showsInSwiftUI || flavor.listensToHandler
                ? screens.filter { facts.shownBy[$0.name] != nil } : nil,
            asyncButtonName: Namer.asyncButton(forModule: moduleName),
            asyncButtonTestsName: Namer.asyncButtonTests(forModule: moduleName),
            usesAsyncButton: screens.contains { screen in
                screen.parts.contains { ($0.button ?? $0.list?.rowAction)?.isAsync == true }
            },
            embeddedScreenKeyName: Namer.embeddedScreenKey(forModule: moduleName),
            embedsScreens: spec.screens.contains { !$0.children.isEmpty },
            previewsName: Namer.previews(forModule: moduleName), previewRepositoryError: Namer.previewRepositoryError,
            previewRepositories: spec.repositories.map {
                PreviewRepositoryContext(
                    name: Namer.previewRepository(forRepository: $0.name.value), repository: repository($0))
            }.markingLast())
    }
}
