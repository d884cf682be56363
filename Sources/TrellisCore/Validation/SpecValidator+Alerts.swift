extension SpecValidator {
    /// An alert's or a confirmation dialog's text names only values of the showing event's payload
    /// that read as text; it has one cancel action at most, and each event an action sends is known
    /// and filled from that payload.
    mutating func checkAlerts() {
        for flow in spec.flows {
            for route in flow.routes {
                guard case .alert(let alert)? = route.operation, let event = index.events[route.on.value] else {
                    continue
                }
                if alert.title.value.allSatisfy(\.isWhitespace) {
                    diagnostics.error(
                        "\(alert.kind == .alert ? "an alert" : "a confirmation dialog") needs a title that says "
                            + "something; it is empty", at: alert.title.origin)
                }
                for text in [alert.title, alert.message].compactMap({ $0 }) {
                    checkPlaceholders(in: text, payload: event.params, of: route.on)
                }
                var cancel: Origin?
                for action in alert.actions ?? [] {
                    if let role = action.role, role.value == .cancel {
                        if let cancel {
                            diagnostics.error(
                                "a second cancel action (the first at \(cancel.location), \(cancel.path)); "
                                    + "\(alert.kind == .alert ? "an alert" : "a confirmation dialog") has one at most",
                                at: role.origin)
                        }
                        cancel = cancel ?? role.origin
                    }
                    guard let sends = action.sends, checkKnown(sends, in: index.events, kind: "event"),
                        let sent = index.events[sends.value]
                    else { continue }
                    checkSupply(
                        of: sent.params, to: "event \(sends.quoted), which the action sends,",
                        from: [ParamSource("the payload of event \(route.on.quoted)", event.params)], at: sends.origin)
                }
            }
        }
    }

    /// Each `{name}` or `{name.field}` in `text` names a value of `payload` (or a field of one)
    /// that reads as text: a string, a number, a Bool, or a wrapped value of one.
    private mutating func checkPlaceholders(in text: SpecText, payload: [MemberSpec], of event: LocatedName) {
        for piece in AlertTextPiece.pieces(of: text.value) {
            switch piece {
            case .text: break
            case .malformed(let written, let offset):
                diagnostics.error(
                    "\"\(written)\" is not a placeholder: write {name} or {name.field} for a value of the payload "
                        + "of event \(event.quoted) (the format has no literal braces)",
                    at: text.origin(atScalar: offset))
            case .placeholder(let path, let offset):
                let origin = text.origin(atScalar: offset)
                let names = payload.map(\.name.value)
                guard let param = payload.first(where: { $0.name.value == path[0] }) else {
                    diagnostics.error(
                        "{\(path.joined(separator: "."))} names no value of the payload of event \(event.quoted)"
                            + (names.isEmpty ? ", which has none" : " (\(names.joined(separator: ", ")))"),
                        at: origin, suggesting: Suggestion.closest(to: path[0], in: names))
                    continue
                }
                var type = param.type.value
                if path.count == 2 {
                    guard case .named(let model) = type, case .structure(let fields)? = index.models[model]?.kind
                    else {
                        diagnostics.error(
                            "{\(path.joined(separator: "."))}: \"\(path[0])\" is a \(type), which has no fields to name",
                            at: origin)
                        continue
                    }
                    guard let field = fields.first(where: { $0.name.value == path[1] }) else {
                        diagnostics.error(
                            "{\(path.joined(separator: "."))}: model \"\(model)\" has no field \"\(path[1])\"",
                            at: origin, suggesting: Suggestion.closest(to: path[1], in: fields.map(\.name.value)))
                        continue
                    }
                    type = field.type.value
                }
                if !readsAsText(type) {
                    diagnostics.error(
                        "{\(path.joined(separator: "."))} is a \(type); an alert shows a String, a number, a Bool "
                            + "or a wrapped value of one", at: origin)
                }
            }
        }
    }

    /// Whether a value of `type` shows in an alert's text as it is.
    private func readsAsText(_ type: TypeReference) -> Bool {
        guard case .named(let name) = type else { return false }
        if let builtin = BuiltinType(rawValue: name) {
            return builtin == .string || builtin == .bool || builtin.isNumber
        }
        if case .wrapped(let raw)? = index.models[name]?.kind, case .named(let rawName) = raw.value,
            let builtin = BuiltinType(rawValue: rawName)
        {
            return builtin == .string || builtin == .bool || builtin.isNumber
        }
        return false
    }
}
