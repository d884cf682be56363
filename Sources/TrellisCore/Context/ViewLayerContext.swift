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
    /// `KooberApp`: the user's `@main` app, in the root view's doc.
    var appName: String
    /// `KooberUIKitNavigator` (mvvm-c, event-driven).
    var navigatorName: String
    /// `KooberFlowScreen` (mvvm): a screen of any running flow, as SwiftUI's one stack holds it.
    var flowScreenName: String
    /// The screens flows show (not those only embedded), for the hosts that show any of them.
    var shownScreens: [ScreenViewContext]
    /// `KooberAsyncButton`: the default views' button for an async action, written when one has
    /// such a button.
    var asyncButtonName: String
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

extension ContextBuilder {
    /// The SwiftUI types generated views name.
    static let swiftUITypes = [
        "Binding", "Bindable", "Button", "EmptyView", "Environment", "EnvironmentKey", "EnvironmentValues",
        "ForEach", "Form", "Group", "LabeledContent",
        "NavigationStack", "Picker", "SecureField", "Section", "State", "Text", "TextField", "Toggle",
        "UIHostingController", "View", "ViewBuilder",
    ]

    /// The view layer, when the job writes one; `screenView` makes each screen's.
    func viewLayer() -> ViewLayerContext? {
        guard views == .swiftui else { return nil }
        let declared = Set(spec.models.map(\.name.value) + spec.repositories.map(\.name.value))
        let screens = eachScreen(screenView).markingFirst()
        return ViewLayerContext(
            screens: screens,
            ui: Dictionary(
                uniqueKeysWithValues: Self.swiftUITypes.map { ($0, declared.contains($0) ? "SwiftUI." + $0 : $0) }),
            rootName: Namer.root(forModule: moduleName), rootViewName: Namer.rootView(forModule: moduleName),
            appName: moduleName + "App",
            navigatorName: Namer.uiKitNavigator(forModule: moduleName),
            flowScreenName: Namer.flowScreen(forModule: moduleName),
            shownScreens: screens.filter { facts.shownBy[$0.name] != nil },
            asyncButtonName: Namer.asyncButton(forModule: moduleName),
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
