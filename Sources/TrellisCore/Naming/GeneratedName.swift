/// The names Trellis derives from the spec's names, for members the generated code declares;
/// validation reserves them and context building writes them.
enum GeneratedName {
    /// `rideRequested` → `onRideRequested`: the closure that reports an event.
    static func closureProperty(forEvent event: String) -> String {
        "on" + SwiftName.upperFirst(event)
    }

    /// `select` → `willSelect`: the user's code an emitting action runs before it sends.
    static func willSend(forAction action: String) -> String {
        "will" + SwiftName.upperFirst(action)
    }

    /// `PickMeUp` → `PickMeUpViewModel`: a screen's view model.
    static func viewModel(forScreen screen: String) -> String {
        screen + "ViewModel"
    }

    /// `PickMeUp` → `pickMeUp`: a screen's case in a screen or view enum, a flow's in a `Child` enum.
    static func screenCase(_ name: String) -> String {
        SwiftName.lowerFirst(name)
    }

    /// `SignedIn` → `SignedInCoordinator`.
    static func coordinator(forFlow flow: String) -> String {
        flow + "Coordinator"
    }

    /// `SignedIn` → `SignedInViewModel`: a flow's view model (mvvm).
    static func flowViewModel(forFlow flow: String) -> String {
        flow + "ViewModel"
    }

    /// `SignedIn` → `SignedInView`: what a flow can show (mvvm).
    static func flowView(forFlow flow: String) -> String {
        flow + "View"
    }

    /// `SignedIn` → `SignedInDependencyContainer`: the scope of a flow with params.
    static func scope(forFlow flow: String) -> String {
        flow + "DependencyContainer"
    }

    /// `Koober` → `KooberDependencyContainer`.
    static func container(forModule module: String) -> String {
        module + "DependencyContainer"
    }

    /// `Koober` → `KooberScreen`: every screen a navigator shows (mvvm-c).
    static func screenEnum(forModule module: String) -> String {
        module + "Screen"
    }

    /// `signedIn` → `SignedInResponder`.
    static func responder(forEvent event: String) -> String {
        SwiftName.upperFirst(event) + "Responder"
    }

    /// `PickMeUp` → `pickMeUpViewModel`: a property holding a screen's view model.
    static func viewModelProperty(forScreen screen: String) -> String {
        SwiftName.lowerFirst(screen) + "ViewModel"
    }

    /// `PickMeUp` → `makePickMeUpViewModel`: the factory method of a screen's view model.
    static func makeViewModel(forScreen screen: String) -> String {
        "make\(screen)ViewModel"
    }

    /// `UserSessionRepository` → `userSessionRepository`: the property a view model keeps a
    /// repository in.
    static func dependencyProperty(forRepository repository: String) -> String {
        SwiftName.lowerFirst(repository)
    }

    /// `UserSessionRepository` → `UserSessionRepositoryStub`: the test double of a repository.
    static func stub(forRepository repository: String) -> String {
        repository + "Stub"
    }

    /// The types the generated code declares for a module named `module`.
    static func types(forModule module: String) -> [String] {
        [
            container(forModule: module), screenEnum(forModule: module), eventEnum(forGroup: module),
            routedEvent(forModule: module), eventRouter(forModule: module), eventHandler(forModule: module),
            store(forModule: module), flowEnum(forModule: module), screenID(forModule: module),
        ]
    }

    /// The types the generated code declares for a screen, beside the screen's own name.
    static func types(forScreen screen: String) -> [String] {
        [
            viewModel(forScreen: screen), state(forScreen: screen), viewModelBuilder(forScreen: screen),
            listening(forScreen: screen), actions(forScreen: screen),
        ]
    }

    /// The types the generated code declares for a flow, in any architecture: only a flow with
    /// params gets a scope (a container of its own, as in seed 000).
    static func types(forFlow flow: String, hasParams: Bool) -> [String] {
        [coordinator(forFlow: flow), flowViewModel(forFlow: flow), flowView(forFlow: flow)]
            + (hasParams ? [scope(forFlow: flow)] : [])
    }

    /// The types the generated code declares for a repository, beside its protocol.
    static func types(forRepository repository: String) -> [String] {
        [stub(forRepository: repository)]
    }

    /// Types the generated sources and tests declare whatever the spec says.
    static let fixedTypes = [
        "Coordinator", "Navigator", "RecordedEvent", "EventRecorder", "TestEnvironment", "RecordingNavigator",
        "RepositoryStubError", "NavigationAction", "NavigationState", "NavigationStep", "FlowNavigation",
        "RunningFlow", "ListenerList", "RecordingListener", "EventLog", "RouteOutcome",
    ]

    // The event-driven architecture (seed 001).

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

    /// `Koober` → `KooberStore`: the screens' state, kept by the router.
    static func store(forModule module: String) -> String {
        module + "Store"
    }

    /// `Koober` → `KooberFlow`: the flows the router runs, with their params.
    static func flowEnum(forModule module: String) -> String {
        module + "Flow"
    }

    /// `Koober` → `KooberScreenID`: every screen, shown or embedded, without its params.
    static func screenID(forModule module: String) -> String {
        module + "ScreenID"
    }

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

    /// `SignIn` → `SignInActions`: what the user's action bodies run in.
    static func actions(forScreen screen: String) -> String {
        screen + "Actions"
    }

    /// `email` → `setEmail`: the view model's closure that sets an input state entry.
    static func inputSetter(forState entry: String) -> String {
        "set" + SwiftName.upperFirst(entry)
    }

    /// Members of a screen's `Actions` (event-driven), which an action or a repository's
    /// property would clash with.
    static let actionsMembers: Set<String> = ["state", "sendEvent", "updateState", "deliverEvent", "applyChange"]

    /// Members every coordinator or flow view model has, which a flow param or an event (a
    /// method of every flow it reaches) would clash with.
    static let flowMembers: Set<String> = [
        "navigator", "container", "parent", "children", "onFinish", "start", "finish", "startChild", "navigation",
        "child", "uiPresented", "steps", "takeSteps", "liveViewModels", "endChild",
    ]

    /// `signIn` → `signInResult`: what a repository stub's method returns.
    static func stubResult(forMethod method: String) -> String {
        method + "Result"
    }

    /// `signIn` → `signInCalls`: the calls a repository stub's method recorded.
    static func stubCalls(forMethod method: String) -> String {
        method + "Calls"
    }
}
