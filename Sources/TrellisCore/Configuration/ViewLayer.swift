/// The view layer a job writes beside the view models: none, or SwiftUI screens with the
/// navigation host and app wiring of the architecture.
public enum ViewLayer: String, CaseIterable, Hashable, Sendable {
    /// View models, flows and tests only: the app writes its views. The default for a job that
    /// does not say, so that a module generated before views existed gets no new files.
    case none
    /// Per screen a user-owned `<Screen>View` over a generated `<Screen>DefaultView`, and the
    /// architecture's navigation host and root view.
    case swiftui
}
