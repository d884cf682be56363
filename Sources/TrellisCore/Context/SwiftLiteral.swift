/// Swift source for values: string literals, defaults written in the spec, start values
/// of state, and sample values for generated tests.
struct SwiftLiteral {
    let index: SpecIndex

    /// A Swift string literal for `text`.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            // Control characters, Unicode's line separators and the invisible direction
            // overrides as escapes: the literal reads as what it holds.
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0x200E, 0x200F, 0xFEFF].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value):
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The Swift expression for a default the spec gives (validated to fit `type`).
    func value(of json: JSONValue, as type: TypeReference) -> String {
        switch (type, json.kind) {
        case (_, .null): return "nil"
        case (.optional(let wrapped), _): return value(of: json, as: wrapped)
        case (.array(let element), .array(let elements)):
            return "[" + elements.map { value(of: $0, as: element) }.joined(separator: ", ") + "]"
        case (.dictionary(_, let valueType), .object(let members)):
            if members.isEmpty { return "[:]" }
            let pairs = members.map { "\(Self.string($0.key)): \(value(of: $0.value, as: valueType))" }
            return "[" + pairs.joined(separator: ", ") + "]"
        case (.named(let name), .string(let text, _)):
            if let model = index.models[name] {
                if case .wrapped(let rawType) = model.kind {
                    return "\(name)(rawValue: \(value(of: json, as: rawType.value)))"
                }
                // `.none` and `.some` also name Optional's cases: where the value may be
                // optional, only the qualified name means the enum's case.
                let caseName = SwiftName.identifier(text)
                return text == "none" || text == "some" ? "\(name).\(caseName)" : "." + caseName
            }
            return Self.string(text)
        case (.named(let name), .number(let text)):
            if let model = index.models[name], case .wrapped(let rawType) = model.kind {
                return "\(name)(rawValue: \(value(of: json, as: rawType.value)))"
            }
            if name == BuiltinType.decimal.rawValue, let number = DecimalNumber(jsonNumber: text) {
                return number.decimalExpression
            }
            return Self.groupingDigits(text)
        case (.named(let name), .bool(let flag)):
            if let model = index.models[name], case .wrapped = model.kind {
                return "\(name)(rawValue: \(flag))"
            }
            return flag ? "true" : "false"
        default:
            return "nil"
        }
    }

    /// A whole number's text with its digits grouped by three (`1_000_000`), as swift-format
    /// writes integer literals of seven digits or more; other numbers are returned as they are.
    static func groupingDigits(_ text: String) -> String {
        let sign = text.hasPrefix("-") ? "-" : ""
        let digits = text.dropFirst(sign.count)
        guard digits.count >= 7, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return text }
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "_" }
            grouped.append(digit)
        }
        return sign + grouped
    }

    /// The value state starts from when the spec gives no default: nil, empty, false or zero.
    static func emptyValue(of type: TypeReference) -> String {
        switch type {
        case .optional: "nil"
        case .array: "[]"
        case .dictionary: "[:]"
        case .named(let name):
            switch BuiltinType(rawValue: name) {
            case .string: "\"\""
            case .bool: "false"
            default: "0"
            }
        }
    }

    /// A sample value of `type` for generated tests; `seed` varies strings and numbers so
    /// that two samples in one test differ.
    ///
    /// Inside a model, arrays and dictionaries of models are empty: that ends recursive models
    /// and keeps samples small. What remains (models held by value) the validator bounds in
    /// depth and size, so the recursion here is bounded too.
    func sample(of type: TypeReference, seed: Int) -> String {
        sample(of: type, seed: seed, insideModel: false)
    }

    private func sample(of type: TypeReference, seed: Int, insideModel: Bool) -> String {
        switch type {
        case .optional(let wrapped):
            return sample(of: wrapped, seed: seed, insideModel: insideModel)
        case .array(let element):
            if insideModel, mentionsModel(element) { return "[]" }
            return "[\(sample(of: element, seed: seed, insideModel: insideModel))]"
        case .dictionary(let key, let value):
            if insideModel, mentionsModel(key) || mentionsModel(value) { return "[:]" }
            let keySample = sample(of: key, seed: seed, insideModel: insideModel)
            return "[\(keySample): \(sample(of: value, seed: seed, insideModel: insideModel))]"
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name) { return Self.sample(of: builtin, seed: seed) }
            guard let model = index.models[name] else { return "nil" }
            switch model.kind {
            case .wrapped(let rawType):
                return "\(name)(rawValue: \(sample(of: rawType.value, seed: seed, insideModel: true)))"
            case .structure(let fields):
                let arguments = fields.enumerated().map { offset, field in
                    "\(SwiftName.argumentLabel(field.name.value)): \(sample(of: field.type.value, seed: seed + offset, insideModel: true))"
                }
                return "\(name)(\(arguments.joined(separator: ", ")))"
            case .enumeration(let cases):
                guard let first = cases.first else { return "nil" }
                let caseName = SwiftName.identifier(first.name.value)
                if first.params.isEmpty { return "\(name).\(caseName)" }
                let arguments = first.params.enumerated().map { offset, param in
                    "\(SwiftName.argumentLabel(param.name.value)): \(sample(of: param.type.value, seed: seed + offset, insideModel: true))"
                }
                return "\(name).\(caseName)(\(arguments.joined(separator: ", ")))"
            }
        }
    }

    /// The two values a test types into the input entry at `offset` of its screen: what it types
    /// first, then a value other than that one, so that a test sees each change it makes.
    func typedSamples(of type: TypeReference, offset: Int) -> (sample: String, otherSample: String) {
        (sample(of: type, seed: 30 + offset), alternativeSample(of: type, seed: 60 + offset))
    }

    /// A sample of `type` other than `sample(of:seed:)` gives where the type has another value:
    /// `nil` for an optional, `false`, an enumeration's second case without associated values.
    /// A test that sets one, then the other, sees every change it makes.
    func alternativeSample(of type: TypeReference, seed: Int) -> String {
        switch type {
        case .optional: return "nil"
        case .named("Bool"): return "false"
        case .named(let name):
            if let model = index.models[name], case .enumeration(let cases) = model.kind,
                let second = cases.dropFirst().first(where: \.params.isEmpty)
            {
                return "\(name).\(SwiftName.identifier(second.name.value))"
            }
            return sample(of: type, seed: seed + 1)
        default: return sample(of: type, seed: seed + 1)
        }
    }

    private func mentionsModel(_ type: TypeReference) -> Bool {
        type.namedTypes.contains { index.models[$0] != nil }
    }

    /// How Swift prints the sample of `type` (`sample(of:seed:)`) in a string, for the types that
    /// read as text: a string, a number, a Bool; nil for the others.
    static func sampleText(of type: BuiltinType, seed: Int) -> String? {
        switch type {
        case .string: "sample \(seed)"
        case .int, .decimal: "\(seed + 1)"
        case .double, .float: "\(seed + 1).5"
        case .bool: "true"
        case .date, .url, .uuid, .data: nil
        }
    }

    private static func sample(of type: BuiltinType, seed: Int) -> String {
        switch type {
        case .string: "\"sample \(seed)\""
        case .int: "\(seed + 1)"
        case .double, .float: "\(seed + 1).5"
        case .decimal: "Decimal(\(seed + 1))"
        case .bool: "true"
        case .date: "Date(timeIntervalSince1970: 1_000_\(String(seed).leftPadded(to: 3)))"
        case .url: "URL(fileURLWithPath: \"/sample/\(seed)\")"
        // A fixed value: a test that writes a sample twice compares equal values.
        case .uuid: "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, \(seed % 256)))"
        case .data: "Data([\(seed % 256)])"
        }
    }
}
