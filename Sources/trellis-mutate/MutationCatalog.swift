/// A design bug planted in a generated module: one edit of one generated source file, of the
/// kind a reviewer hunts for. A mutant that still passes every generated test shows a join the
/// tests do not check.
struct Mutation: Sendable {
    /// What kind of mistake it is; the report counts kills per class.
    enum Class: String, CaseIterable, Sendable {
        case screenNotWired = "screen not wired to its flow"
        case embeddedNotWired = "embedded child not wired"
        case reactionDropped = "reaction dropped"
        case handOnDropped = "hand-on dropped"
        case routeSwapped = "route operation swapped"
        case closesUnsent = "closes a screen it did not send"
        case systemGestureIgnored = "uiPresented ignored"
        case hostMisreadsSystem = "view layer misreads the system"
        case gestureHookDropped = "gesture hook dropped"
        case weakMadeStrong = "weak reference made strong"
        case captureRetains = "capture retains its owner"
        case childNotWired = "child flow not wired"
        case childOutlivesParent = "child flow not ended"
        case staleInstance = "stale instance"
        case emitDropped = "emit dropped"
        case eventsDropped = "events dropped"
        case listenerMissed = "a change misses its listeners"
        case viewGlue = "view layer glue miswired"
        case coveredNavigates = "a screen not on top navigates"
        case styleDropped = "modal style dropped"
        case alertMiswired = "alert miswired"
        case tabBarMiswired = "tab bar miswired"
    }

    let name: String
    let kind: Class
    /// The architecture whose module it edits.
    let architecture: String
    /// The spec whose module it edits (`Library`, `Koober`): its catalogue sets it.
    var spec = ""
    /// The end of the edited file's path, in the module's sources.
    let file: String
    /// The text replaced (its first occurrence) and what replaces it.
    let find: String
    let replace: String
    /// Why no test of this golden can tell the mutant from the original, when that is so (say,
    /// the screen a guard looks for is the only one the flow can show there). Such a mutant that
    /// survives is counted apart, with its reason, not as a survivor.
    var equivalentBecause: String? = nil
    /// The user's functions the mutation stops calling: equivalent while each body is a stub.
    var callsUserStubs: [UserStub] = []
}

/// Every catalogue: one per spec, each written against that spec's generated modules. Library's
/// tests were tuned on it; Koober's measure how well they carry to a spec they were not.
enum MutationCatalog {
    static let all: [Mutation] =
        (LibraryMutations.all + ViewGlueMutations.library).map { $0.planted(in: "Library") }
        + (KooberMutations.all + ViewGlueMutations.koober).map { $0.planted(in: "Koober") }
        + ClinicMutations.all.map { $0.planted(in: "Clinic") }

    /// The specs with a catalogue, in the order they run.
    static let specs = ["Library", "Koober", "Clinic"]
}

extension Mutation {
    /// The spec and architecture it plants in (`Koober mvvm-c`): the report counts kills by it.
    var group: String { "\(spec) \(architecture)" }

    func planted(in spec: String) -> Mutation {
        var mutation = self
        mutation.spec = spec
        return mutation
    }
}
