extension SpecDecoder {
    /// An `"alert"` or `"confirmationDialog"`: a title, an optional message and optional actions.
    mutating func alert(_ value: JSONValue, kind: AlertSpec.Kind, path: String) -> AlertSpec? {
        let what = kind == .alert ? "an alert" : "a confirmation dialog"
        guard
            let object = ObjectReader(
                value, path: path, kind: "\(what) (an object)", allowedKeys: SpecShape.alert.keys,
                diagnostics: &diagnostics)
        else { return nil }
        guard let titleValue = object["title"] else {
            object.reportMissing("title", in: what, diagnostics: &diagnostics)
            return nil
        }
        guard let title = text(titleValue, path: object.path("title")) else { return nil }
        var alert = AlertSpec(kind: kind, title: title, origin: object.origin)
        alert.message = object["message"].flatMap { text($0, path: object.path("message")) }
        if let actions = object["actions"] {
            if case .array(let values) = actions.kind, values.isEmpty {
                diagnostics.error(
                    "\(what) needs at least one action; leave \"actions\" out for one \"OK\" that sends nothing",
                    at: actions.location, path: object.path("actions"))
            } else {
                alert.actions = elements(object, "actions") { decoder, value, path in
                    decoder.alertAction(value, path: path)
                }
            }
        }
        return alert
    }

    private mutating func alertAction(_ value: JSONValue, path: String) -> AlertActionSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "an action (an object)", allowedKeys: SpecShape.alertAction.keys,
                diagnostics: &diagnostics)
        else { return nil }
        guard let titleValue = object["title"] else {
            object.reportMissing("title", in: "an action", diagnostics: &diagnostics)
            return nil
        }
        guard let title = string(titleValue, path: object.path("title")) else { return nil }
        var action = AlertActionSpec(title: title, origin: object.origin)
        action.role = object["role"].flatMap { choice($0, path: object.path("role"), what: "role") }
        action.sends = object["sends"].flatMap { string($0, path: object.path("sends")) }
        return action
    }

    /// Free text, with whether it was written without escapes (so a column inside it can be named).
    private mutating func text(_ value: JSONValue, path: String) -> SpecText? {
        guard let string = string(value, path: path) else { return nil }
        let isVerbatim = if case .string(_, verbatim: true) = value.kind { true } else { false }
        return SpecText(value: string.value, origin: string.origin, isVerbatim: isVerbatim)
    }
}
