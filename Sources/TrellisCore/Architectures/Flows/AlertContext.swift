/// An alert or a confirmation dialog a route shows, as data every architecture writes in its own
/// terms: the runtime's `NavigationAlert` as Swift, its text made from the payload's values, and what each
/// button sends.
struct AlertContext: Encodable, Sendable {
    /// `NavigationAlert(title: "Delete \(item.title)?", buttons: […])`: the route's payload values by name.
    var value: String
    /// What each button sends, in order, as a value of the module's event type, its payload taken
    /// from the showing event's by name (`.deleted(item: item)`); `nil` for none.
    var answers: [ListedValue]
    /// The payload values the alert reads: its text's and its buttons' events'.
    var usedPayload: [String]
    // For tests:
    /// The alert a test expects, its text made from the payload's samples, written out:
    /// `NavigationAlert(title: "Delete sample 0?", …)`.
    var expectedValue: String
    /// `deleteRequestedShowsAnAlert`.
    var testName: String
    /// A screen the flow shows sends the event that shows the alert: the tests of its buttons send
    /// it from there (the start screen, or the one `opener`'s route shows first), else from outside.
    var sentByScreen = false
    var opener: OpenerContext?
    /// Routes of the flow that navigate (the first that pushes or presents, replaces, starts a
    /// child, finishes), which the alert's test sends from the screen beneath the alert: covered,
    /// none navigates.
    var coveredProbes: [OpenerContext] = []
    /// The buttons, each with the test that tapping it closes the alert and sends its event.
    var buttons: [AlertButtonContext]

    // `usedPayload` is for the translators (what a router's pattern binds), not the templates.
    private enum CodingKeys: String, CodingKey {
        case value, answers, expectedValue, testName, sentByScreen, opener, coveredProbes, buttons
    }
}

/// A button of an alert, for its test.
struct AlertButtonContext: Encodable, Sendable {
    var index: Int
    var title: String
    /// The event it sends with the test's samples as its payload, as a value of the module's event
    /// type (`.deleted(item: item)`); nil when it sends none.
    var sends: String?
    /// The same as a call of a flow's method, up to its sender: `deleted(item: item, `.
    var sendsCall: String?
    /// The event's name, for docs.
    var sendsName: String?
    /// `deleteRequestedAlertDeleteSendsDeleted`, `deleteRequestedAlertCancelSendsNothing`.
    var testName: String
}

/// A value in a comma-separated list.
struct ListedValue: Encodable, Sendable, ListElement {
    var value: String
    var isLast = false
}

extension ContextTranslator {
    /// The alert `spec` shows for `event`. `eventValue` writes an event the alert's buttons send as
    /// a value of the module's event type, from its arguments (label and value).
    /// `testLocals` names the test's sample of each payload value, by the value's name.
    func alertContext(
        _ spec: AlertSpec, on event: SignatureSpec, testLocals: [String: String],
        eventValue: (SignatureSpec, [(label: String, value: String)]) -> String
    ) -> AlertContext {
        let payload = event.params
        var used: Set<String> = []
        func text(_ text: SpecText, sampled: Bool) -> String {
            var literal = "\""
            for piece in AlertTextPiece.pieces(of: text.value) {
                switch piece {
                case .text(let words), .malformed(let words, _):
                    literal += String(SwiftLiteral.string(words).dropFirst().dropLast())
                case .placeholder(let path, _):
                    used.insert(path[0])
                    if sampled {
                        let sample = sampleText(of: path, in: payload) ?? ""
                        literal += String(SwiftLiteral.string(sample).dropFirst().dropLast())
                    } else {
                        literal += "\\(" + placeholderExpression(path, in: payload) + ")"
                    }
                }
            }
            return literal + "\""
        }
        func alert(sampled: Bool) -> String {
            var arguments = spec.kind == .confirmationDialog ? [".confirmationDialog"] : []
            arguments.append("title: " + text(spec.title, sampled: sampled))
            if let message = spec.message { arguments.append("message: " + text(message, sampled: sampled)) }
            if let actions = spec.actions {
                let buttons = actions.map { action in
                    "NavigationAlert.Button(" + SwiftLiteral.string(action.title.value)
                        + (action.role.map { ", role: .\($0.value.rawValue)" } ?? "") + ")"
                }
                arguments.append("buttons: [" + buttons.joined(separator: ", ") + "]")
            }
            return "NavigationAlert(" + arguments.joined(separator: ", ") + ")"
        }
        let available = Set(payload.map(\.name.value))
        let actions =
            spec.actions ?? [AlertActionSpec(title: LocatedName(value: "OK", origin: spec.origin), origin: spec.origin)]
        let sent = actions.map { action in action.sends.flatMap { index.events[$0.value] } }
        var answers: [ListedValue] = []
        var buttons: [AlertButtonContext] = []
        let testName = Namer.alertTest(event: event.name.value, kind: spec.kind)
        for (offset, (action, sentEvent)) in zip(actions, sent).enumerated() {
            guard let sentEvent else {
                answers.append(ListedValue(value: "nil"))
                buttons.append(
                    AlertButtonContext(
                        index: offset, title: action.title.value, sends: nil,
                        testName: Namer.alertButtonTest(alert: testName, button: action.title.value, sends: nil)))
                continue
            }
            let arguments = sentEvent.params.map { argument(for: $0, available: available) }
            used.formUnion(Set(sentEvent.params.map(\.name.value)).intersection(available))
            answers.append(ListedValue(value: eventValue(sentEvent, arguments)))
            // The test's samples in place of the route's payload values.
            let sampled = zip(sentEvent.params, arguments).map { param, argument in
                (argument.label, testLocals[param.name.value] ?? argument.value)
            }
            buttons.append(
                AlertButtonContext(
                    index: offset, title: action.title.value, sends: eventValue(sentEvent, sampled),
                    // Where flows wire their screens, a test calls a flow's method for it.
                    sendsCall: wiresScreens
                        ? SwiftName.identifier(sentEvent.name.value) + "("
                            + sampled.map { "\($0.0): \($0.1), " }.joined()
                        : nil, sendsName: sentEvent.name.value,
                    testName: Namer.alertButtonTest(
                        alert: testName, button: action.title.value, sends: sentEvent.name.value)))
        }
        // Two buttons of one title: each test named by its position too.
        let names = buttons.map(\.testName)
        for offset in buttons.indices where names.filter({ $0 == names[offset] }).count > 1 {
            buttons[offset].testName += "\(offset + 1)"
        }
        let value = alert(sampled: false)
        return AlertContext(
            value: value, answers: answers.markingLast(),
            usedPayload: payload.map(\.name.value).filter(used.contains),
            expectedValue: alert(sampled: true), testName: testName, buttons: buttons)
    }

    /// `item.title`, `id.rawValue`: how a route reads the value a placeholder names, as text.
    private func placeholderExpression(_ path: [String], in payload: [MemberSpec]) -> String {
        var expression = SwiftName.identifier(path[0])
        var type = payload.first { $0.name.value == path[0] }?.type.value
        if path.count == 2 {
            expression += "." + SwiftName.identifier(path[1])
            if case .named(let model)? = type, case .structure(let fields)? = index.models[model]?.kind {
                type = fields.first { $0.name.value == path[1] }?.type.value
            }
        }
        if case .named(let name)? = type, case .wrapped? = index.models[name]?.kind { expression += ".rawValue" }
        return expression
    }

    /// The text a placeholder reads as with the route test's samples (each payload value's
    /// sample is seeded by its position, a field's by its own after that): as Swift prints it.
    private func sampleText(of path: [String], in payload: [MemberSpec]) -> String? {
        guard let position = payload.firstIndex(where: { $0.name.value == path[0] }) else { return nil }
        var seed = position
        var type = payload[position].type.value
        if path.count == 2 {
            guard case .named(let model) = type, case .structure(let fields)? = index.models[model]?.kind,
                let offset = fields.firstIndex(where: { $0.name.value == path[1] })
            else { return nil }
            seed += offset
            type = fields[offset].type.value
        }
        if case .named(let name) = type, case .wrapped(let raw)? = index.models[name]?.kind { type = raw.value }
        guard case .named(let name) = type, let builtin = BuiltinType(rawValue: name) else { return nil }
        return SwiftLiteral.sampleText(of: builtin, seed: seed)
    }
}
