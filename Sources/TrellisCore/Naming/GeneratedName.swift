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
        [container(forModule: module), screenEnum(forModule: module)]
    }

    /// The types the generated code declares for a screen, beside the screen's own name.
    static func types(forScreen screen: String) -> [String] {
        [viewModel(forScreen: screen)]
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
    ]

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
