/// An event: a responder protocol and a closure output (mvvm, mvvm-c), a case of an event enum
/// (event-driven), a reaction in the user's code.
struct EventContext: Encodable, Sendable, ListElement {
    /// The method or case name: `signedIn`, `` `default` ``.
    var name: String
    /// The name as written (for docs): `default`.
    var label: String
    var doc: DocLines
    /// The payload.
    var params: [MemberContext]
    var hasParams: Bool
    /// How screens that send it are wired to their flows (mvvm, mvvm-c; nil where a router
    /// takes every event): `SignedInResponder`, `onSignedIn` (the closure output's property),
    /// and the parameter that holds the view model that sent it (`sender`, or `sendingViewModel`
    /// for an event with a param named `sender`).
    var responderName: String?
    var closureProperty: String?
    var senderName: String?
    var isLast = false
}

extension ContextBuilder {
    /// The context of `event` (the one the builder made for the event of that name).
    func event(_ event: SignatureSpec) -> EventContext {
        eventContexts[event.name.value] ?? newEvent(event)
    }

    func newEvent(_ event: SignatureSpec) -> EventContext {
        EventContext(
            name: SwiftName.identifier(event.name.value), label: event.name.value,
            doc: docLines(event.doc, fallback: facts.eventDoc(event.name.value)), params: members(event.params),
            hasParams: !event.params.isEmpty, responderName: Namer.responder(forEvent: event.name.value),
            closureProperty: Namer.closureProperty(forEvent: event.name.value),
            senderName: event.params.contains { $0.name.value == "sender" } ? "sendingViewModel" : "sender")
    }

    /// The events named `names`, in that order, as a list.
    func events(_ names: some Sequence<String>) -> [EventContext] {
        names.compactMap { index.events[$0] }.map(event).markingLast()
    }
}

extension EventContext {
    /// The event as an architecture that `wires` screens to flows sees it: without the wiring's
    /// names where a router takes every event.
    func wired(_ wires: Bool) -> EventContext {
        guard !wires else { return self }
        var event = self
        (event.responderName, event.closureProperty, event.senderName) = (nil, nil, nil)
        return event
    }
}
