/// The kinds of JSON object a spec is made of: each one's keys, as the decoder accepts them, and
/// the JSON Schema of each key's value. The decoder takes its allowed keys from here and
/// `trellis schema` prints the schema from here, so the two cannot drift apart.
struct ObjectShape: Sendable {
    /// The name under `$defs`.
    let name: String
    let description: String
    let properties: [(key: String, value: SchemaNode)]
    let required: [String]

    /// The keys the decoder accepts, in order.
    var keys: [String] { properties.map(\.key) }
}

/// The JSON Schema of one value.
indirect enum SchemaNode: Sendable {
    case string(String)
    case integer(String)
    case boolean(String)
    /// Any JSON value (a default is checked against its type by the validator, not the schema).
    case anything(String)
    case oneOf([String], String)
    case array(SchemaNode, String)
    case reference(String)
}

enum SpecShape {
    static let member = ObjectShape(
        name: "member", description: "A field or param: \"name: Type\" in short, or this object.",
        properties: [
            ("name", .string("A lowerCamelCase name.")), ("type", .string("A Swift type: String, [Item], Item?…")),
            ("doc", .string("Documentation.")), ("default", .anything("A value of the type, as JSON.")),
        ], required: ["name", "type"])

    static let stateEntry = ObjectShape(
        name: "stateEntry", description: "A state entry: \"name: Type\" in short, or this object.",
        properties: member.properties + [
            ("input", .boolean("Set by the view too (two-way bound).")) as (String, SchemaNode)
        ],
        required: ["name", "type"])

    static let event = ObjectShape(
        name: "event", description: "An event: \"name(param: Type, …)\" in short, or this object.",
        properties: [
            ("name", .string("A lowerCamelCase name.")), ("params", .array(.reference("param"), "The payload.")),
            ("doc", .string("Documentation.")),
            ("group", .string("An UpperCamelCase subject: the event-driven architecture makes an enum per group.")),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let enumCase = ObjectShape(
        name: "enumCase", description: "An enum case: \"name(param: Type, …)\" in short, or this object.",
        properties: [
            ("name", .string("A lowerCamelCase name.")), ("params", .array(.reference("param"), "Its values.")),
            ("doc", .string("Documentation.")),
        ], required: ["name"])

    static let method = ObjectShape(
        name: "method", description: "A repository method: \"name(param: Type) -> Type\" in short, or this object.",
        properties: enumCase.properties + [("returns", .string("The return type.")) as (String, SchemaNode)],
        required: ["name"])

    static let model = ObjectShape(
        name: "model", description: "A model: a struct (fields), an enum (cases) or a wrapped value (rawValue).",
        properties: [
            ("name", .string("An UpperCamelCase name.")), ("doc", .string("Documentation.")),
            ("fields", .array(.reference("param"), "A struct's fields.")),
            ("cases", .array(.reference("enumCaseEntry"), "An enum's cases.")),
            ("rawValue", .string("The type a wrapped value wraps: String, Int…")),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let repository = ObjectShape(
        name: "repository", description: "A repository protocol; its methods are async throws.",
        properties: [
            ("name", .string("An UpperCamelCase name.")), ("doc", .string("Documentation.")),
            ("methods", .array(.reference("methodEntry"), "Its methods.")),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let action = ObjectShape(
        name: "action", description: "What the user can do on a screen.",
        properties: [
            ("name", .string("A lowerCamelCase name.")), ("doc", .string("Documentation.")),
            ("params", .array(.reference("param"), "Its params.")), ("async", .boolean("Whether it is async.")),
            ("emits", .string("The event it sends; without it, the body is yours.")),
            (
                "onAppear",
                .boolean(
                    "Whether the screen's view runs it as it appears (SwiftUI's .task), for a screen that loads itself; it gets no button."
                )
            ),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let screen = ObjectShape(
        name: "screen", description: "A screen: its view model, actions and events.",
        properties: [
            ("name", .string("An UpperCamelCase name.")), ("doc", .string("Documentation.")),
            ("params", .array(.reference("param"), "What it is shown with.")),
            ("dependencies", .array(.string("A repository."), "Repositories injected.")),
            ("state", .array(.reference("stateEntryEntry"), "What the view shows.")),
            ("actions", .array(.reference("action"), "What the user can do.")),
            ("emits", .array(.string("An event."), "Events it sends.")),
            ("handles", .array(.string("An event."), "Events it reacts to while alive.")),
            ("children", .array(.string("A screen."), "Screens embedded in it.")),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let route = ObjectShape(
        name: "route", description: "What a flow does on an event: exactly one operation.",
        properties: [
            ("on", .string("The event.")), ("push", .string("A screen to push.")),
            ("present", .string("A screen to present.")), ("replace", .string("A screen to make the only one.")),
            ("start", .string("A child flow to start.")), ("pop", .boolean("true: go back one pushed screen.")),
            ("dismiss", .boolean("true: close the presented screen.")),
            ("finish", .boolean("true: end this flow and hand the event to its parent.")),
            ("select", .string("A tab flow's route: select the tab that runs this flow.")),
            ("alert", .reference("alert")),
            ("confirmationDialog", .reference("alert")),
            (
                "presentation",
                .oneOf(
                    ChildFlowPresentation.allCases.map(\.rawValue),
                    "With start: where the child flow's screens show: in place of the flow's (the default), pushed "
                        + "over them, or in a modal stack of their own."
                )
            ),
            (
                "style",
                .oneOf(
                    ModalStyleSpec.Style.allCases.map(\.rawValue),
                    "With present, or a modal start: a sheet (the default) or a full-screen cover."
                )
            ),
            (
                "detents",
                .array(
                    .oneOf(ModalStyleSpec.Detent.allCases.map(\.rawValue), "A height."),
                    "A sheet's heights, the first when it opens; the system's own (large) if left out."
                )
            ),
            (
                "interactiveDismiss",
                .boolean("false: no swipe down closes the sheet (it holds input); only a route closes it.")
            ),
        ], required: ["on"])

    static let flow = ObjectShape(
        name: "flow", description: "A navigation unit; the first flow is the root.",
        properties: [
            ("name", .string("An UpperCamelCase name.")), ("doc", .string("Documentation.")),
            ("params", .array(.reference("param"), "What it is started with.")),
            ("start", .string("The screen it starts on; a tab flow has tabs instead.")),
            ("tabs", .array(.reference("tab"), "Instead of start: the flow is a tab bar of these tabs (two to five).")),
            ("routes", .array(.reference("route"), "Its routes.")),
            (
                "renamedFrom",
                .string("The name it had before, for one regeneration: its files and your code there follow.")
            ),
        ], required: ["name"])

    static let tab = ObjectShape(
        name: "tab", description: "A tab of a tab flow: the flow it runs, in a navigation stack of its own.",
        properties: [
            (
                "flow",
                .string("The flow the tab runs, started with the tab flow's params; a flow is in one tab at most.")
            ),
            ("title", .string("The tab's label.")), ("icon", .string("An SF Symbol name.")),
        ], required: ["flow", "title"])

    static let alert = ObjectShape(
        name: "alert",
        description: "An alert or a confirmation dialog over what is on top; {name} and {name.field} in its text "
            + "stand for values of the payload of the event that shows it.",
        properties: [
            ("title", .string("Its title.")), ("message", .string("A message under the title.")),
            ("actions", .array(.reference("alertAction"), "Its buttons; one OK that sends nothing if left out.")),
        ], required: ["title"])

    static let alertAction = ObjectShape(
        name: "alertAction", description: "A button of an alert or a confirmation dialog.",
        properties: [
            ("title", .string("The button's label.")),
            ("role", .oneOf(AlertActionSpec.Role.allCases.map(\.rawValue), "cancel (one at most) or destructive.")),
            (
                "sends",
                .string(
                    "An event to send once it closes, its payload filled from the showing event's, as the screen "
                        + "that sent that event would send it.")
            ),
        ], required: ["title"])

    static let module = ObjectShape(
        name: "module", description: "A Trellis module spec.",
        properties: [
            ("$schema", .string("The schema this file follows, for editors.")),
            ("specVersion", .integer("The format version: 1.")), ("module", .string("An UpperCamelCase name.")),
            ("architecture", .oneOf(Architecture.allCases.map(\.rawValue), "How the module is wired.")),
            ("outputs", .oneOf(["responders", "closures"], "How view models report events (mvvm, mvvm-c).")),
            ("doc", .string("Documentation.")), ("models", .array(.reference("model"), "Value types.")),
            ("repositories", .array(.reference("repository"), "Data access protocols.")),
            ("events", .array(.reference("eventEntry"), "What happens.")),
            ("screens", .array(.reference("screen"), "The screens.")),
            ("flows", .array(.reference("flow"), "The flows; the first is the root.")),
        ], required: ["specVersion", "module", "screens"])

    /// Keys of the spec format that this version does not generate yet, by what they say: refused
    /// with that said, not as unknown keys with a likely misspelling.
    static let notYetGenerated = [
        "links": "links and restored navigation", "observation": "observation with Combine",
    ]

    /// Every shape, the module first.
    static let all = [
        module, model, member, stateEntry, event, enumCase, method, repository, action, screen, route, alert,
        alertAction, flow, tab,
    ]
}
