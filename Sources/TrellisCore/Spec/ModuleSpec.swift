/// A module spec as written, after reading and before validation.
///
/// Entries whose required parts could not be read are left out, and reported; everything
/// else is kept so that validation can report every other problem in the same run.
struct ModuleSpec: Sendable {
    var specVersion: Located<Int>?
    var module: LocatedName?
    var architecture: Located<Architecture>?
    var outputs: Located<OutputStyle>?
    var doc: String?
    var models: [ModelSpec] = []
    var repositories: [RepositorySpec] = []
    var events: [SignatureSpec] = []
    var screens: [ScreenSpec] = []
    var flows: [FlowSpec] = []
    /// The entries that say which name they had before (`renamedFrom`), in spec order.
    var renames: [RenameSpec] = []
    /// Where the whole document stands.
    var origin: Origin
}

/// An entry's former name (`renamedFrom`): a regeneration moves its files to the new name.
struct RenameSpec: Sendable, Hashable {
    enum Kind: String, Sendable {
        case model, repository, event, screen, action, flow
    }

    var kind: Kind
    /// The name it had (where `renamedFrom` is written).
    var old: LocatedName
    /// The name it has now.
    var new: LocatedName
    /// The screen whose action it is: actions are named per screen.
    var screen: String?
}

/// How a screen reports its events.
public enum OutputStyle: String, CaseIterable, Sendable, Codable {
    /// One single-method responder protocol per event.
    case responders
    /// Optional closure properties on the view model.
    case closures
}

/// A data type: a struct, an enum or a wrapped value.
struct ModelSpec: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case structure(fields: [MemberSpec])
        case enumeration(cases: [SignatureSpec])
        case wrapped(rawType: Located<TypeReference>)
    }

    var name: LocatedName
    var doc: String?
    var kind: Kind
    var origin: Origin
}

/// A data-access protocol.
struct RepositorySpec: Sendable, Hashable {
    var name: LocatedName
    var doc: String?
    var methods: [SignatureSpec]
    var origin: Origin
}

/// What the user can do on a screen.
struct ActionSpec: Sendable, Hashable {
    var name: LocatedName
    var doc: String?
    var params: [MemberSpec]
    var isAsync: Bool
    /// The event the action sends; an action without one has a body the user writes.
    var emits: LocatedName?
    /// Whether the screen's view runs the action as it appears (SwiftUI's `.task`), instead of
    /// giving it a button.
    var runsOnAppear = false
    var origin: Origin
}

/// A screen: its view model's params, dependencies, state, actions and events.
struct ScreenSpec: Sendable, Hashable {
    var name: LocatedName
    var doc: String?
    var params: [MemberSpec] = []
    var dependencies: [LocatedName] = []
    var state: [MemberSpec] = []
    var actions: [ActionSpec] = []
    var emits: [LocatedName] = []
    var handles: [LocatedName] = []
    var children: [LocatedName] = []
    var origin: Origin
}

/// A navigation unit: which screen or flow follows which event.
struct FlowSpec: Sendable, Hashable {
    var name: LocatedName
    var doc: String?
    var params: [MemberSpec] = []
    var start: LocatedName?
    /// The tabs of a tab flow, which has them instead of `start`; nil for a flow of screens.
    var tabs: Located<[TabSpec]>?
    var routes: [RouteSpec] = []
    var origin: Origin
}

/// Where a started child flow's screens show (`"presentation"` on a `start` route).
enum ChildFlowPresentation: String, CaseIterable, Sendable, Hashable {
    case inPlace, push, modal
}

/// What a flow does when an event reaches it.
struct RouteSpec: Sendable, Hashable {
    enum Operation: Sendable, Hashable {
        case push(LocatedName)
        case present(LocatedName)
        case replace(LocatedName)
        case start(LocatedName)
        case pop
        case dismiss
        case finish
        /// A tab flow selects the tab that runs the flow.
        case select(LocatedName)
        /// An alert or a confirmation dialog over what is on top.
        case alert(AlertSpec)

        /// The operation's key in the spec.
        var keyword: String {
            switch self {
            case .push: "push"
            case .present: "present"
            case .replace: "replace"
            case .start: "start"
            case .pop: "pop"
            case .dismiss: "dismiss"
            case .finish: "finish"
            case .select: "select"
            case .alert(let alert): alert.kind.rawValue
            }
        }

        /// The screen the operation shows, if it shows one.
        var shownScreen: LocatedName? {
            switch self {
            case .push(let screen), .present(let screen), .replace(let screen): screen
            default: nil
            }
        }
    }

    var on: LocatedName
    /// The operation; nil when the route had none or several (reported).
    var operation: Operation?
    /// Where a `start` route's child flow shows, as written; nil for the default, `inPlace`.
    var presentation: Located<ChildFlowPresentation>?
    /// How the modal stack a `present`, or a `start` in a modal stack, opens shows.
    var modalStyle = ModalStyleSpec()
    var origin: Origin

    /// Where the child flow a `start` route starts shows its screens.
    var childPresentation: ChildFlowPresentation { presentation?.value ?? .inPlace }
}
