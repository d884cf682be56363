/// Advice for the event-driven architecture: a long event enum reads badly and makes
/// every `switch` over it long; sort events into groups instead.
enum EventEnumSize {
    /// Cases from which one enum is worth splitting.
    static let advisedLimit = 10

    /// The warning for `spec` generated as event-driven: its events form one enum of
    /// `advisedLimit` or more cases and none has a group. Nil otherwise.
    static func warning(for spec: ModuleSpec) -> (message: String, origin: Origin)? {
        guard spec.events.count >= advisedLimit, !spec.events.contains(where: { $0.group != nil }),
            let first = spec.events.first
        else { return nil }
        let enumName = Namer.eventEnum(forGroup: spec.module?.value ?? "")
        let message =
            "the event-driven \(enumName) would have \(spec.events.count) cases; give events a \"group\" (e.g. \"Session\", \"Ride\") to split it into one enum per subject"
        return (message, Origin(path: "events", location: first.origin.location))
    }
}
