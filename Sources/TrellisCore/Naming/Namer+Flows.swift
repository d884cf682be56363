/// The names of flows: coordinators (mvvm-c), flow view models (mvvm) and the scopes of flows
/// with params (both).
extension Namer {
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

    /// `Koober` → `KooberScreen`: every screen a navigator shows (mvvm-c, event-driven).
    static func screenEnum(forModule module: String) -> String {
        module + "Screen"
    }

    /// Members every coordinator or flow view model has, which a flow param or an event (a
    /// method of every flow it reaches) would clash with.
    static let flowMembers: Set<String> = [
        "navigator", "container", "parent", "children", "onFinish", "start", "finish", "startChild", "navigation",
        "child", "uiPresented", "steps", "takeSteps", "liveViewModels", "endChild",
    ]
}
