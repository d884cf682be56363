/// Every name Trellis derives from the spec's names: types, members, factories, tests, locals
/// and files. Validation reserves them, context building hands them to templates as keys, and
/// no template composes a name that another file must match. Each family of names is an
/// extension in a file of its own.
enum Namer {
    /// `rideRequested` → `onRideRequested`: the closure that reports an event.
    static func closureProperty(forEvent event: String) -> String {
        "on" + SwiftName.upperFirst(event)
    }

    /// `error` → `clearError`: what sets an optional state entry back to nil, for the view to dismiss
    /// what the entry shows (an alert, a banner).
    static func clear(forState state: String) -> String {
        "clear" + SwiftName.upperFirst(state)
    }

    /// The hook, yours, a screen runs when the system's own gesture (a back swipe, a swipe down)
    /// closed it.
    static let closedBySystemGesture = "closedBySystemGesture"

    /// `select` → `willSelect`: the user's code an emitting action runs before it sends.
    static func willSend(forAction action: String) -> String {
        "will" + SwiftName.upperFirst(action)
    }

    /// `PickMeUp` → `PickMeUpViewModel`: a screen's view model.
    static func viewModel(forScreen screen: String) -> String {
        screen + "ViewModel"
    }

    /// `PickMeUp` → `pickMeUp`: a screen's case in a screen or view enum, a flow's in a `Child`
    /// enum, a group's in the routed-event enum.
    static func screenCase(_ name: String) -> String {
        SwiftName.lowerFirst(name)
    }

    /// `Koober` → `KooberDependencyContainer`.
    static func container(forModule module: String) -> String {
        module + "DependencyContainer"
    }

    /// `signedIn` → `SignedInResponder`.
    static func responder(forEvent event: String) -> String {
        SwiftName.upperFirst(event) + "Responder"
    }

    /// `PickMeUp` → `pickMeUpViewModel`: a property holding a screen's view model.
    static func viewModelProperty(forScreen screen: String) -> String {
        SwiftName.lowerFirst(screen) + "ViewModel"
    }

    /// `PickMeUp` → `pickMeUpView`: the previews' function that makes a screen's view.
    static func previewView(forScreen screen: String) -> String {
        SwiftName.lowerFirst(screen) + "View"
    }

    /// `PickMeUp` → `makePickMeUpViewModel`: the factory method of a screen's view model.
    static func makeViewModel(forScreen screen: String) -> String {
        "make" + viewModel(forScreen: screen)
    }

    /// `SignedInCoordinator` → `makeSignedInCoordinator`: the factory method of a type.
    static func make(_ type: String) -> String {
        "make" + type
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

    /// `signIn` → `signInResult`: what a repository stub's method returns.
    static func stubResult(forMethod method: String) -> String {
        method + "Result"
    }

    /// `signIn` → `signInCalls`: the calls a repository stub's method recorded.
    static func stubCalls(forMethod method: String) -> String {
        method + "Calls"
    }
}
