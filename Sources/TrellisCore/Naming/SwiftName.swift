/// Naming rules and spellings for Swift identifiers, in one place so no two parts of the
/// generator disagree on a name.
///
/// Member names that are Swift keywords are accepted and written with backticks
/// (`` `default` ``); the few that cannot be members even so are refused.
public enum SwiftName {
    /// Swift's keywords: a member with one of these names is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is",
        "nil", "self", "super", "throws", "true", "try", "await", "async", "some", "any", "Any", "Self",
        "Type", "Protocol", "_",
    ]

    /// Member names that stay ambiguous even in backticks, so the spec may not use them.
    static let forbiddenMemberNames: Set<String> = ["self", "super", "init", "deinit", "subscript", "_", "Type"]

    /// Type names the generated code relies on meaning the standard ones.
    static let reservedTypeNames: Set<String> =
        Set(BuiltinType.allCases.map(\.rawValue)).union([
            "Any", "AnyObject", "Self", "Type", "Protocol", "Optional", "Array", "Dictionary", "Set", "Error",
            "Never", "Void", "Sendable", "Codable", "Hashable", "Equatable", "Observable", "MainActor", "Task",
            "Result", "Character", "Substring", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
            "UInt32", "UInt64", "Foundation", "Observation", "Testing",
            // Protocols, macros and types the generated code and tests name.
            "CaseIterable", "RawRepresentable", "Decodable", "Encodable", "Decoder", "Encoder", "CodingKey",
            "ObservationIgnored", "Identifiable", "Comparable", "CustomStringConvertible", "FloatingPointSign",
            "Suite", "Test", "Comment", "Tag", "Bool", "Double", "Float",
        ])

    /// The longest name the spec may give: file names are built from names (a 100-character
    /// screen name makes a 128-character file name), and file systems allow 255 bytes.
    static let maximumLength = 100

    /// Whether `name` is an ASCII identifier starting with an uppercase letter: `SignIn`.
    static func isUpperCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(\.isIdentifierBody)
    }

    /// Whether `name` is an ASCII identifier starting with a lowercase letter: `signIn`.
    static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(\.isIdentifierBody)
    }

    /// The name as a Swift identifier, in backticks when it is a keyword.
    public static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label: as it is, but for the three keywords no label may be
    /// (`inout`, `var`, `let`), which go in backticks. Every other keyword is a valid label.
    public static func argumentLabel(_ name: String) -> String {
        labelKeywords.contains(name) ? "`\(name)`" : name
    }

    static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// `signedIn` → `SignedIn`.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `UserSessionRepository` → `userSessionRepository`; a leading acronym is lowered whole
    /// (`URLLoader` → `urlLoader`).
    public static func lowerFirst(_ name: String) -> String {
        // Names are ASCII identifiers: most start with one capital, lowered alone.
        let utf8 = name.utf8
        if let first = utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
            let second = utf8.dropFirst().first
            if second.map({ !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ?? true {
                return String(UnicodeScalar(first + 32)) + name.dropFirst()
            }
        } else if utf8.first.map({ $0 < 0x80 }) ?? true {
            return name
        }
        let scalars = Array(name.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, ("A"..."Z").contains(scalars[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return name }
        let lowered = upperRun == 1 || upperRun == scalars.count ? upperRun : upperRun - 1
        let head = String(String.UnicodeScalarView(scalars[..<lowered])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[lowered...]))
    }
}

extension Unicode.Scalar {
    /// ASCII letters, digits and `_`.
    var isIdentifierBody: Bool {
        isIdentifierHead || ("0"..."9").contains(self)
    }
}

/// Name checks the command line needs before a spec exists.
public enum SpecNames {
    /// Whether `name` can name a module: UpperCamelCase and not a reserved type name.
    public static func isValidModuleName(_ name: String) -> Bool {
        SwiftName.isUpperCamelCase(name) && !SwiftName.reservedTypeNames.contains(name)
    }
}

extension String {
    /// The text with leading zeros up to `width` characters: `7` → `007`.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
