/// The names of the event-driven architecture (static event-driven MVVM).
extension Namer {
    /// `Chat` → `ChatEvent`: the enum of a group's events; the module's name gives the enum of
    /// events without a group.
    static func eventEnum(forGroup group: String) -> String {
        group + "Event"
    }

    /// `Koober` → `KooberRoutedEvent`: any event the router takes (an enum of the group enums, or
    /// the one event enum).
    static func routedEvent(forModule module: String) -> String {
        module + "RoutedEvent"
    }

    /// `Koober` → `KooberEventRouter`.
    static func eventRouter(forModule module: String) -> String {
        module + "EventRouter"
    }

    /// `Koober` → `KooberEventHandler`.
    static func eventHandler(forModule module: String) -> String {
        module + "EventHandler"
    }

    /// The types the router keeps to itself, nested in it (`KooberEventRouter.Flow`), so that no
    /// flow, screen or model of the spec can take their names: the screens' state it keeps,
    /// the flows it runs with their params, every screen without its params, a flow while it
    /// runs, and what a flow did with an event.
    static let routerStore = "Store"
    static let routerFlow = "Flow"
    static let routerScreenID = "ScreenID"
    static let routerRunningFlow = "RunningFlow"
    static let routerRouteOutcome = "RouteOutcome"
    /// A screen as a flow shows it, with the number of its showing, and a screen of a showing.
    static let routerShownScreen = "ShownScreen"
    static let routerScreenKey = "ScreenKey"
    static let routerNestedTypes: Set<String> = [
        routerStore, routerFlow, routerScreenID, routerRunningFlow, routerRouteOutcome, routerShownScreen,
        routerScreenKey,
    ]

    /// `SignIn` → `SignInState`: a screen's model.
    static func state(forScreen screen: String) -> String {
        screen + "State"
    }

    /// `SignIn` → `SignInViewModelBuilder`.
    static func viewModelBuilder(forScreen screen: String) -> String {
        screen + "ViewModelBuilder"
    }

    /// `SignIn` → `SignInListening`: what a view showing the screen implements.
    static func listening(forScreen screen: String) -> String {
        screen + "Listening"
    }

    /// `SignIn` → `SignInEmittedEvent`: the events the screen's `emits` lists, the only ones its
    /// actions can send.
    static func emittedEvent(forScreen screen: String) -> String {
        screen + "EmittedEvent"
    }

    /// `SignIn` → `SignInActions`: what the user's action bodies run in.
    static func actions(forScreen screen: String) -> String {
        screen + "Actions"
    }

    /// The router's maker of a screen's builder in one showing: `signInBuilder`.
    static func routerBuilder(forScreen screen: String) -> String {
        screenCase(screen) + "Builder"
    }

    /// What a screen's view shows, as the user's `preformat` makes it: `ChatListDisplay`.
    static func display(forScreen screen: String) -> String {
        screen + "Display"
    }

    /// The view model's property that holds it.
    static let displayProperty = "display"

    /// What a screen runs after its state reacted to `event`, yours: `afterChatOpened`.
    static func effect(forEvent event: String) -> String {
        "after" + SwiftName.upperFirst(event)
    }

    /// `SignIn` → `addSignInListener`: how a view registers with the event handler.
    static func addListener(forScreen screen: String) -> String {
        "add\(screen)Listener"
    }

    /// `SignIn` → `signInListeners`: the handler's list of a screen's listeners.
    static func listeners(forScreen screen: String) -> String {
        screenCase(screen) + "Listeners"
    }

    /// `SignIn` → `signInViewModel`: the handler's current view model of a screen.
    static func currentViewModel(forScreen screen: String) -> String {
        viewModelProperty(forScreen: screen)
    }

    /// `email` → `setEmail`: the view model's closure that sets an input state entry.
    static func inputSetter(forState entry: String) -> String {
        "set" + SwiftName.upperFirst(entry)
    }

    /// The container's factory of the router.
    static let makeEventRouter = "makeEventRouter"

    /// Members of a screen's `Actions` (event-driven), which an action or a repository's
    /// property would clash with.
    static let actionsMembers: Set<String> = [
        "state", "builtState", "readState", "makeActions", "sendEvent", "updateState", "deliverEvent", "applyChange",
        Namer.closedBySystemGesture,
    ]
}
