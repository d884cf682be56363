/// Where each generated file goes, relative to the sources or the tests folder. The user's
/// files are named after the type they extend, with the architecture's suffix.
extension Namer {
    /// `Models/RideOption.swift`.
    static func modelFile(_ model: String) -> String { "Models/\(model).swift" }

    /// `Repositories/UserSessionRepository.swift`.
    static func repositoryFile(_ repository: String) -> String { "Repositories/\(repository).swift" }

    /// `Support/UserSessionRepositoryStub.swift` (tests).
    static func stubFile(_ repository: String) -> String { "Support/\(stub(forRepository: repository)).swift" }

    /// `Support/TestSupport.swift` (tests).
    static let testSupportFile = "Support/TestSupport.swift"

    /// `TrellisRuntime.swift`: the import of the runtime library, for a module that uses it.
    static let runtimeImportFile = "TrellisRuntime.swift"

    /// `KooberDependencyContainer.swift`.
    static func containerFile(forModule module: String) -> String { "\(container(forModule: module)).swift" }

    /// `SignInViewModel+Actions.swift`, `SignIn+Logic.swift`: the user's file of `type`.
    static func userFile(extending type: String, suffix: String) -> String { type + suffix + ".swift" }

    /// `Support/NAME.swift` (tests): a test double or helper of the tests.
    static func supportFile(_ name: String) -> String { "Support/\(name).swift" }

    // mvvm and mvvm-c: view models the view observes.

    /// `Responders/SignedInResponder.swift`.
    static func responderFile(forEvent event: String) -> String { "Responders/\(responder(forEvent: event)).swift" }

    /// `ViewModels/SignInViewModel.swift`, and its tests (tests).
    static func viewModelFile(forScreen screen: String) -> String { "ViewModels/\(viewModel(forScreen: screen)).swift" }

    /// `ViewModels/SignInViewModel+Actions.swift`: the user's actions and reactions.
    static func actionsFile(forScreen screen: String, suffix: String) -> String {
        "ViewModels/" + userFile(extending: viewModel(forScreen: screen), suffix: suffix)
    }

    /// `ViewModels/SignInViewModelTests.swift` (tests).
    static func viewModelTestsFile(forScreen screen: String) -> String {
        "ViewModels/\(testSuite(for: viewModel(forScreen: screen))).swift"
    }

    /// `Coordinators/NAME.swift` (mvvm-c): a coordinator, a scope, the shared protocols.
    static func coordinatorsFile(_ name: String) -> String { "Coordinators/\(name).swift" }

    /// `Flows/NAME.swift` (mvvm): a flow view model, a scope, navigation state.
    static func flowsFile(_ name: String) -> String { "Flows/\(name).swift" }

    // event-driven.

    /// `Events/ChatEvent.swift`.
    static func eventEnumFile(_ eventEnum: String) -> String { "Events/\(eventEnum).swift" }

    /// `Screens/SignIn/SignInState.swift`: a file of a screen's types.
    static func screenFile(_ screen: String, _ name: String) -> String { "Screens/\(screen)/\(name).swift" }

    /// `Screens/SignIn/SignIn+Logic.swift`: the user's preformatting, actions and reactions.
    static func logicFile(forScreen screen: String, suffix: String) -> String {
        "Screens/\(screen)/" + userFile(extending: screen, suffix: suffix)
    }

    /// `Screens/SignInTests.swift` (tests).
    static func screenTestsFile(forScreen screen: String) -> String { "Screens/\(testSuite(for: screen)).swift" }

    /// `Router/NAME.swift`: the router and its parts.
    static func routerFile(_ name: String) -> String { "Router/\(name).swift" }

    /// `Flows/SignedInFlowTests.swift` (tests).
    static func flowTestsFile(forFlow flow: String) -> String { "Flows/\(flowTestSuite(forFlow: flow)).swift" }
}
