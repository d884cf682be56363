/// How a flow that wires its screens (mvvm-c, mvvm) takes an event from outside the screens, in
/// the spec format's two steps: every running flow tells its live screens that handle it, then
/// the flow that shows the screen on top routes it, or hands it on, its screens not told again.
struct OutsideEventsContext: Encodable, Sendable {
    /// The events a screen of the flow (or one embedded in it) handles, with who is told.
    var told: [ToldEventContext]
    var hasTold: Bool
    /// The local that collects the view models told, named apart from every payload value.
    var toldName: String
    /// Whether `told` names every event of the module (its switch then needs no `default`).
    var tellsEveryEvent: Bool
    /// The flow's routes that navigate or finish, as they run for an event from no screen.
    var routes: [OutsideRouteContext]
    var hasRoutes: Bool
    var routesEveryEvent: Bool
    /// The events an alert's button sends that reach the flow, each as a screen of the flow
    /// sends it: nil where the module shows no alert.
    var alertSent: [ToldEventContext]?
    var hasAlertSent: Bool?
    var sendsEveryAlertEvent: Bool?
}

/// An event some of the flow's screens handle, told to each of them that is live.
struct ToldEventContext: Encodable, Sendable {
    var event: EventContext
    /// The event's case as a pattern binding its payload: `(let dropoffLocation)`, or empty.
    var pattern: String
    var handlers: [HandlerContext]
}

/// A route as it runs for an event from outside: no sender to check, nobody told (the first
/// step did that), and nothing handed on (the caller goes on to the parent after a finish).
struct OutsideRouteContext: Encodable, Sendable {
    var event: EventContext
    /// The event's case as a pattern binding the payload values the route uses.
    var pattern: String
    /// The route only navigates (it tells no screen and hands nothing on), so the flow's own
    /// method for the event, from no screen, runs it…
    var callsRoute: Bool
    /// …else its step is written out here, from the route (nil for a finish, which the flow
    /// takes itself).
    var route: RouteContext?
    var isFinish: Bool
    /// Read by the route's partials: leave out what only an event a screen sent needs.
    var fromOutside = true
}

extension FlowTranslator {
    /// How `flow`, whose routes are `routes`, takes an event from outside (flows that wire
    /// their screens; a router does it itself).
    func outsideEvents(of flow: FlowSpec, routes: [RouteContext]) -> OutsideEventsContext? {
        guard wiresScreens else { return nil }
        let told = spec.events.compactMap { eventSpec -> ToldEventContext? in
            let handlers = handlers(of: eventSpec.name.value, in: flow)
            guard !handlers.isEmpty else { return nil }
            let event = event(eventSpec)
            return ToldEventContext(
                event: event, pattern: Self.pattern(of: event, binding: Set(event.params.map(\.name))),
                handlers: handlers)
        }
        let navigating = routes.filter { route in
            route.isPush || route.isPresent || route.isReplace || route.isPop || route.isDismiss
                || route.starts != nil || route.isFinish || route.alert != nil || route.selects != nil
        }
        let outside = navigating.map { route in
            let callsRoute = route.hasHandlers != true && !route.isFinish
            let used =
                callsRoute
                ? route.event.params.map(\.name)
                : [route.shows?.arguments, route.shows?.params, route.starts?.arguments].compactMap { $0 }.joined()
                    .map(\.value) + (route.alert?.usedPayload.map(SwiftName.identifier) ?? [])
            return OutsideRouteContext(
                event: route.event, pattern: Self.pattern(of: route.event, binding: Set(used)), callsRoute: callsRoute,
                route: callsRoute || route.isFinish ? nil : route, isFinish: route.isFinish)
        }
        var alertSent: [ToldEventContext]?
        if facts.showsAlerts {
            let sent = FlowAnalysis.alertSends(of: spec).values.reduce(into: Set<String>()) { $0.formUnion($1) }
            alertSent = routes.filter { sent.contains($0.event.label) }.map { route in
                ToldEventContext(
                    event: route.event,
                    pattern: Self.pattern(of: route.event, binding: Set(route.event.params.map(\.name))),
                    handlers: [])
            }
        }
        return OutsideEventsContext(
            told: told, hasTold: !told.isEmpty,
            toldName: {
                var locals = LocalNames(reserving: Set(told.flatMap { $0.event.params.map(\.label) }))
                return locals.local(for: "told")
            }(), tellsEveryEvent: told.count == spec.events.count, routes: outside,
            hasRoutes: !outside.isEmpty,
            routesEveryEvent: outside.count == spec.events.count, alertSent: alertSent,
            hasAlertSent: alertSent.map { !$0.isEmpty },
            sendsEveryAlertEvent: alertSent.map { $0.count == spec.events.count })
    }

    /// `event`'s associated values as a case pattern, each in `used` bound to a local of its
    /// name and the rest ignored: `(let pickupLocation, _)`; empty without a payload.
    static func pattern(of event: EventContext, binding used: Set<String>) -> String {
        guard event.hasParams else { return "" }
        let bindings = event.params.map { used.contains($0.name) ? "let \($0.name)" : "_" }
        guard bindings.contains(where: { $0 != "_" }) else { return "" }
        return "(" + bindings.joined(separator: ", ") + ")"
    }
}
