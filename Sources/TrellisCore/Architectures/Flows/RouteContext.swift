/// What a flow does with one event that reaches it, as data: who is told, which screen is shown
/// or which flow started, and whether the event goes on to the parent. The templates write the
/// Swift for it in their architecture's terms.
struct RouteContext: Encodable {
    var event: EventContext
    /// The flow's screens that handle the event, told first while they are shown.
    var handlers: [HandlerContext]
    var hasHandlers: Bool
    var isRouted: Bool
    var isPush: Bool
    var isPresent: Bool
    var isReplace: Bool
    var isPop: Bool
    var isDismiss: Bool
    var isStart: Bool
    var isFinish: Bool
    /// The screen a push, present or replace shows.
    var shows: ShownScreenContext?
    /// The child flow a start starts.
    var starts: StartedFlowContext?
    /// The event always goes on to the parent: the flow finishes on it, or neither routes it
    /// nor has a screen that handles it.
    var handsUp: Bool
    /// Not routed, but some screen of the flow handles it: it goes on only when none of those
    /// screens is shown.
    var handsUpUnlessHandled: Bool
    /// The event's doc, then who sends it and what the route does: `From Welcome. Pushes SignIn.`
    var doc: [String]
    /// A local and its sample value for each payload value, for tests.
    var samplePayload: [ArgumentContext]
    /// The event's call with those locals: `signedIn(userSession: userSession)`.
    var sampleCall: String
    /// What the shown screen's or started flow's params must be in the route's test, where the
    /// flow under test is `flow`: the payload's sample, else the flow's param, else the default.
    var expectations: [ArgumentContext]
    var hasExpectations: Bool
    /// The `RecordedEvent` of the event sent with its sample values.
    var recordedSample: String
    /// Whether the flow's start screen handles the event (so an unrouted event stays).
    var startScreenHandles: Bool
    /// The name of the route's test: `signInRequestedPushesSignIn`.
    var testName: String
}

/// A shown screen (or a child embedded in it) that handles an event.
struct HandlerContext: Encodable {
    /// The shown screen and its case: `PickMeUp`, `pickMeUp`.
    var screenName: String
    var caseName: String
    var viewModelName: String
    /// The properties leading from the shown screen's view model to the one that handles it.
    var childPath: [String]
}

/// A screen a flow shows, and how the flow makes its view model.
struct ShownScreenContext: Encodable {
    var screenName: String
    /// `pickMeUp`: its case in the screen enum (mvvm-c) or the flow's view enum (mvvm).
    var caseName: String
    var viewModelName: String
    /// `makePickMeUpViewModel`.
    var makeName: String
    /// Who makes it: the flow's `container` (its scope, when it has one) or `container.module`.
    var factory: String
    /// The screen's params, each supplied by name: the values the view enum case carries.
    var params: [ArgumentContext]
    var hasParams: Bool
    /// The arguments of the make call: the params the factory does not know, then the responder.
    var makeArguments: [ArgumentContext]
    /// Closure outputs: what the view model reports, each wired to the flow's method of that name.
    var closureOutputs: [EventContext]
}

/// A child flow a route starts.
struct StartedFlowContext: Encodable {
    var flowName: String
    /// `SignedInCoordinator` or `SignedInViewModel`.
    var typeName: String
    /// `signedIn`: its case in the parent's `Child` enum (mvvm).
    var caseName: String
    var makeName: String
    /// `container` or `container.module` (from a flow with a scope).
    var factory: String
    var arguments: [ArgumentContext]
    /// The events the child hands on: the parent answers them.
    var handedUpEvents: [EventContext]
    var handsEventsUp: Bool
}

/// `label: value`, one argument of a call.
struct ArgumentContext: Encodable {
    var label: String
    var value: String
    var isLast: Bool
}

func arguments(_ pairs: [(label: String, value: String)]) -> [ArgumentContext] {
    pairs.enumerated().map { ArgumentContext(label: $1.label, value: $1.value, isLast: $0 == pairs.count - 1) }
}
