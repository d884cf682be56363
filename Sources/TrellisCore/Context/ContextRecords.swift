import Mustache

/// The records templates read. They hold names, type spellings, literals and prose, never Swift
/// syntax: a template writes every declaration, call and `///` from them.

/// Documentation as plain lines; a blank line is `nil`, so that a template prints it as `///`
/// with no space after it (`///{{#.}} {{.}}{{/.}}`).
typealias DocLines = [String?]

/// An element of a list a template prints with separators (`{{^isLast}}, {{/isLast}}`). Every
/// element carries the flag: one without it would read its list's owner's.
protocol ListElement {
    var isLast: Bool { get set }
}

extension Array where Element: ListElement {
    /// The elements with `isLast` set on the last one only.
    func markingLast() -> [Element] {
        enumerated().map { offset, element in
            var element = element
            element.isLast = offset == count - 1
            return element
        }
    }
}

/// An element of a list a template prints with a blank line between elements
/// (`{{^isFirst}}…{{/isFirst}}`).
protocol FirstMarked {
    var isFirst: Bool { get set }
}

extension Array where Element: FirstMarked {
    /// The elements with `isFirst` set on the first one only.
    func markingFirst() -> [Element] {
        enumerated().map { offset, element in
            var element = element
            element.isFirst = offset == 0
            return element
        }
    }
}

/// A field, param or state value: a member of a generated type or a parameter.
struct MemberContext: Encodable, Sendable, ListElement {
    /// The Swift identifier, in backticks when it is a keyword: `` `default` ``.
    var name: String
    /// The name as written in the spec, for argument labels and messages.
    var label: String
    /// The Swift type: `[String: Int]?`.
    var type: String
    var doc: DocLines
    /// The literal of its default, if the spec gives one.
    var defaultValue: String?
    /// A sample value of the type, for tests.
    var sample: String
    var isLast = false
}

/// A parameter of a generated declaration that no spec entry names one by one (a repository, the
/// responder, an embedded view model): `name: type`.
struct ParameterContext: Encodable, Sendable, ListElement {
    var name: String
    /// A type spelling: `any UserSessionRepository`, `(any Responder)?`.
    var type: String
    /// The literal of its default, if it has one.
    var defaultValue: String?
    var isLast = false

    init(name: String, type: String, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// A spec member as a parameter, with its default.
    init(_ member: MemberContext) {
        self.init(name: member.name, type: member.type, defaultValue: member.defaultValue)
    }
}

/// One argument of a call: `label: value`, where the value is a name in scope or a literal, or
/// the result of a call (an embedded view model made by its factory).
struct ArgumentContext: Encodable, Sendable, ListElement {
    var label: String
    /// A name in scope or a literal; empty when `call` gives the value.
    var value: String
    /// The call that makes the value: its function's name and its arguments.
    var call: CallContext?
    var isLast = false

    init(label: String, value: String, call: CallContext? = nil) {
        self.label = SwiftName.argumentLabel(label)
        self.value = value
        self.call = call
    }
}

/// A call whose result is an argument: `makeRideOptionPickerViewModel(pickupLocation: …)`.
struct CallContext: Encodable, Sendable {
    var name: String
    var arguments: [ArgumentContext]
}

/// A local a test declares, and the literal it holds.
struct SampleContext: Encodable, Sendable, ListElement {
    var local: String
    var value: String
    var isLast = false
}

/// A name in a list printed with separators (the protocols of a composition, the cases of a list).
struct NameContext: Encodable, Sendable, ListElement {
    var name: String
    var isLast = false
}

/// A modal stack's screens, bottom first, in a list of modal stacks.
struct ModalStackContext: Encodable, Sendable, ListElement {
    var screens: [NameContext]
    var isLast = false
}

extension [[String]] {
    /// The modal stacks as a list templates print with separators.
    var listedStacks: [ModalStackContext] { map { ModalStackContext(screens: $0.listed) }.markingLast() }
}

extension [String] {
    /// The names as a list templates print with separators.
    var listed: [NameContext] { map { NameContext(name: $0) }.markingLast() }
}

/// `(label, value)` pairs as call arguments.
func listedArguments(_ pairs: [(label: String, value: String)]) -> [ArgumentContext] {
    pairs.map { ArgumentContext(label: $0.label, value: $0.value) }.markingLast()
}
