/// What the architectures that navigate through a `Navigator` (mvvm-c, event-driven) share,
/// under `navigator`: the enum of the screens flows show.
struct NavigatorContext: Encodable, Sendable {
    /// `KooberScreen`.
    var screenEnumName: String
    /// What navigation steps carry: the screen enum (mvvm-c), or the router's `ShownScreen`,
    /// a screen with the number of its showing (event-driven), whose `screen` is the enum's.
    var stepScreenType: String
    var stepsCarryShowings: Bool
    /// The screens flows show (not those only embedded), in spec order.
    /// `KooberScreenView`: the view of any screen a flow shows, as the UIKit navigator hosts it.
    var screenViewName: String
    var screens: [NavigatedScreenContext]
    /// A route shows an alert: the navigator presents it, and says which button closed it.
    var showsAlerts: Bool
    /// True when a flow is a tab bar, which the navigator shows beside the steps; else absent.
    var hasTabBars: Bool?
}

/// A screen some flow shows: a case of the navigator's screen enum.
struct NavigatedScreenContext: Encodable, Sendable {
    var name: String
    var caseName: String
    var viewModelName: String
    /// Which flows show it, and how: `SignedIn pushes it on `signInRequested`.`
    var doc: DocLines
    /// A route pushes or presents it: the system's own gesture can close it, and its
    /// `closedBySystemGesture()` runs then.
    var closesBySystemGesture: Bool
    /// Its view (yours) and, event-driven, the host that listens for its view model.
    var viewName: String
    var hostName: String?
}

extension NavigatorTranslator {
    func navigator(showingsOf router: String? = nil) -> NavigatorContext {
        NavigatorContext(
            screenEnumName: Namer.screenEnum(forModule: moduleName),
            stepScreenType: router.map { $0 + "." + Namer.routerShownScreen }
                ?? Namer.screenEnum(forModule: moduleName),
            stepsCarryShowings: router != nil, screenViewName: Namer.navigatedScreenView(forModule: moduleName),
            screens: spec.screens.filter { facts.shownBy[$0.name.value] != nil }.map { screen in
                NavigatedScreenContext(
                    name: screen.name.value, caseName: Namer.screenCase(screen.name.value),
                    viewModelName: Namer.viewModel(forScreen: screen.name.value),
                    doc: docLines(facts.screenDoc(screen.name.value), fallback: ""),
                    closesBySystemGesture: facts.closableBySystemGesture.contains(screen.name.value),
                    viewName: Namer.screenView(forScreen: screen.name.value),
                    hostName: router.map { _ in Namer.host(forScreen: screen.name.value) })
            }, showsAlerts: facts.showsAlerts, hasTabBars: facts.hasTabBars ? true : nil)
    }
}
