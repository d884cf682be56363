extension SpecValidator {
    /// Every default must fit its type, and every state entry needs a value to start from.
    mutating func checkDefaults() {
        for screen in spec.screens {
            for entry in screen.state where entry.defaultValue == nil { checkStartValue(of: entry) }
        }
        var withDefaults: [MemberSpec] = []
        forEachMember { member in
            if member.defaultValue != nil { withDefaults.append(member) }
        }
        for member in withDefaults { checkDefault(of: member) }
    }

    private mutating func checkDefault(of member: MemberSpec) {
        guard let value = member.defaultValue, isResolved(member.type.value) else { return }
        if let problem = defaultProblem(value, for: member.type.value) {
            diagnostics.error(
                "default of \(member.name.quoted) does not fit \(member.type.value): \(problem.message)",
                at: problem.location, path: member.origin.path.appendingPath("default"), suggesting: problem.suggestion)
        }
    }

    private mutating func checkStartValue(of entry: MemberSpec) {
        let type = entry.type.value
        guard isResolved(type), !startsEmpty(type) else { return }
        if case .named(let name) = type, let model = index.models[name], model.hasDefaultForm {
            diagnostics.error(
                "state \(entry.name.quoted) of type \(type) needs a \"default\" (\(model.defaultFormDescription)) or an optional type",
                at: entry.origin)
        } else {
            diagnostics.error(
                "state \(entry.name.quoted) of type \(type) has no value to start from; make it optional (\"\(entry.name.value): \(type)?\")",
                at: entry.origin)
        }
    }

    /// Whether a value of `type` starts as nil, empty, false or zero without a default.
    func startsEmpty(_ type: TypeReference) -> Bool {
        switch type {
        case .optional, .array, .dictionary: true
        case .named(let name):
            BuiltinType(rawValue: name).map { $0 == .string || $0 == .bool || $0.isNumber } ?? false
        }
    }

    /// Why `value` is not a default of `type`, and where; nil when it fits. `depth` stops the
    /// descent through wrapped values that wrap each other (a cycle, reported on its own).
    func defaultProblem(
        _ value: JSONValue, for type: TypeReference, depth: Int = 0
    ) -> DefaultProblem? {
        guard depth < 64 else { return nil }
        func mismatch(_ expected: String) -> DefaultProblem {
            DefaultProblem(message: "expected \(expected), found \(value.kindDescription)", location: value.location)
        }
        switch type {
        case .optional(let wrapped):
            if case .null = value.kind { return nil }
            return defaultProblem(value, for: wrapped, depth: depth + 1)
        case .array(let element):
            guard case .array(let elements) = value.kind else { return mismatch("an array") }
            return elements.lazy.compactMap { defaultProblem($0, for: element, depth: depth + 1) }.first
        case .dictionary(let key, let elementType):
            guard case .object(let members) = value.kind else { return mismatch("an object") }
            if key != .named("String"), !members.isEmpty {
                return DefaultProblem(
                    message: "only a dictionary with String keys has a default form other than {}",
                    location: value.location)
            }
            return members.lazy.compactMap { defaultProblem($0.value, for: elementType, depth: depth + 1) }.first
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name) {
                return builtinDefaultProblem(value, for: builtin)
            }
            guard let model = index.models[name] else { return nil }
            switch model.kind {
            case .wrapped(let rawType):
                return defaultProblem(value, for: rawType.value, depth: depth + 1)
            case .enumeration(let cases) where model.hasDefaultForm:
                guard let text = value.stringValue else { return mismatch("a case name in a string") }
                let names = cases.filter(\.params.isEmpty).map(\.name.value)
                if names.contains(text) { return nil }
                if cases.contains(where: { $0.name.value == text }) {
                    return DefaultProblem(
                        message:
                            "case \"\(text)\" of \(name) carries a payload; a default names a case without one: \(names.map { "\"\($0)\"" }.joined(separator: ", "))",
                        location: value.location)
                }
                return DefaultProblem(
                    message: "\"\(text)\" is not a case of \(name) without payload", location: value.location,
                    suggestion: Suggestion.closest(to: text, in: names))
            default:
                return DefaultProblem(
                    message: "\(name) has no default form; make the entry optional and start it at nil",
                    location: value.location)
            }
        }
    }

    private func builtinDefaultProblem(_ value: JSONValue, for type: BuiltinType) -> DefaultProblem? {
        let expected: String
        switch (type, value.kind) {
        case (.string, .string), (.bool, .bool): return nil
        case (.double, .number(let text)):
            return Self.binaryFloatingPointProblem(text, as: Double(text), named: "Double", at: value.location)
        case (.float, .number(let text)):
            return Self.binaryFloatingPointProblem(text, as: Float(text), named: "Float", at: value.location)
        case (.decimal, .number(let text)):
            guard let number = DecimalNumber(jsonNumber: text) else {
                return DefaultProblem(message: "\(text) is not a number", location: value.location)
            }
            return number.decimalProblem.map { DefaultProblem(message: "\(text): \($0)", location: value.location) }
        case (.int, .number(let text)):
            if Int(text) != nil { return nil }
            return DefaultProblem(message: "\(text) is not a whole number that fits Int", location: value.location)
        case (.string, _): expected = "a string"
        case (.bool, _): expected = "true or false"
        case (.int, _), (.double, _), (.float, _), (.decimal, _): expected = "a number"
        case (.date, _), (.url, _), (.uuid, _), (.data, _):
            return DefaultProblem(
                message: "\(type.rawValue) has no default form; make the entry optional and start it at nil",
                location: value.location)
        }
        return DefaultProblem(message: "expected \(expected), found \(value.kindDescription)", location: value.location)
    }
}

extension SpecValidator {
    /// Why the JSON number `text`, read as `number`, cannot be a default of the binary floating-point
    /// type `name`: out of its range, or holding more digits than it keeps (`16777217` is
    /// `16777216` as a `Float`), naming the nearest value it holds. Nil when it fits exactly as
    /// written, to the digits a reader sees (`0.1` is the `Float` nearest 0.1, written back alike).
    static func binaryFloatingPointProblem<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ text: String, as number: Number?, named name: String, at location: SourceLocation
    ) -> DefaultProblem? {
        guard let number, number.isFinite, number != 0 || isZero(text) else {
            return DefaultProblem(message: "\(text) is out of the range of \(name)", location: location)
        }
        let held = DecimalNumber(jsonNumber: number.description)
        guard let written = DecimalNumber(jsonNumber: text), let held, held != written else { return nil }
        return DefaultProblem(
            message: "\(text) has more digits than \(name) holds; the nearest value it holds is \(held.plainText)",
            location: location)
    }

    /// Whether a JSON number's text is zero (`0`, `-0.0e5`), so a value that rounds to zero is
    /// told apart from one too small for its type.
    static func isZero(_ text: String) -> Bool {
        DecimalNumber(jsonNumber: text)?.digits.isEmpty == true
    }
}

extension ModelSpec {
    /// Whether a default can be written for this model: an enum with a case without payload,
    /// or a wrapped value.
    var hasDefaultForm: Bool {
        switch kind {
        case .structure: false
        case .enumeration(let cases): cases.contains { $0.params.isEmpty }
        case .wrapped: true
        }
    }

    var defaultFormDescription: String {
        switch kind {
        case .enumeration: "the name of a case without payload"
        case .wrapped(let rawType): "a raw value of type \(rawType.value)"
        case .structure: "none"
        }
    }
}

/// Why a default does not fit its type, where, and the case it most likely meant.
struct DefaultProblem {
    var message: String
    var location: SourceLocation
    var suggestion: String? = nil
}
