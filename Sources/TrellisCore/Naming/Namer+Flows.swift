/// The names of flows: coordinators (mvvm-c), flow view models (mvvm) and the scopes of flows
/// with params (both).
extension Namer {
    /// `SignedIn` → `SignedInCoordinator`.
    static func coordinator(forFlow flow: String) -> String {
        flow + "Coordinator"
    }

    /// `Visits` → `makeVisitsTab`: the tab flow's method that makes the flow of its tab.
    static func tabMaker(forFlow flow: String) -> String {
        "make" + flow + "Tab"
    }

    /// `SignedIn` → `SignedInViewModel`: a flow's view model (mvvm).
    static func flowViewModel(forFlow flow: String) -> String {
        flow + "ViewModel"
    }

    /// `SignedIn` → `SignedInDestination`: the screens a flow can show, as its navigation holds
    /// them (mvvm).
    static func destination(forFlow flow: String) -> String {
        flow + "Destination"
    }

    /// `SignedIn` → `SignedInFlow`, `DashboardFlow` → `DashboardFlow`: the flow's name for the
    /// names that end in `Flow…`, without doubling the suffix the spec already wrote.
    static func flowStem(_ flow: String) -> String {
        flow.hasSuffix("Flow") ? flow : flow + "Flow"
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
        "child", "uiPresented", "liveViewModels", "endChild", "receivingChild", "showsOverReceivingChild",
    ]
}
