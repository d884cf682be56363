/// Builds event-driven's context: the navigator, the router's tables and the screens' states,
/// builders and tests, and the view layer.
struct EventDrivenTranslator: ContextTranslator {
    let builder: ContextBuilder
    var wiresScreens: Bool { false }

    func context() -> EventDrivenArchitecture.Context {
        EventDrivenArchitecture.Context(
            navigator: NavigatorTranslator(builder: builder).navigator(
                showingsOf: Namer.eventRouter(forModule: moduleName)),
            eventRouting: eventRouting(), views: viewLayer())
    }
}
