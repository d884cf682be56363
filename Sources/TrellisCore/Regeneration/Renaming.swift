/// An entry of the spec given a new name (`"renamedFrom"`): its files move to the new name and
/// Trellis's identifiers in them follow, so the code written there stays and compiles.
public struct Rename: Sendable, Hashable {
    public var old: String
    public var new: String

    public init(old: String, new: String) {
        self.old = old
        self.new = new
    }
}

/// What a regeneration knows of the spec's names: the renames it gives, and the names of its
/// entries that have files of their own, to suggest a rename where a file is left behind.
public struct EntryRenames: Sendable, Equatable {
    /// The spec's `renamedFrom`s.
    public var renames: [Rename]
    /// The names of the spec's screens, flows, models and repositories.
    public var entryNames: [String]

    public init(renames: [Rename] = [], entryNames: [String] = []) {
        self.renames = renames
        self.entryNames = entryNames
    }
}

/// How renames reach the text of a file: the names a generator derives from an entry's name
/// (`SignInViewModel`, `makeSignInViewModel`, `signInResponder`, `ViewModels/SignInViewModel+Actions.swift`)
/// hold it as a camel-case word, capitalised or not. A name is Trellis's to rename in a file when
/// the file's last generated text holds it, the new files hold it renamed, and no new file holds
/// it as it was (an action `loadNotes` renamed while a repository method keeps that name stays):
/// only such names are renamed in the user's code. Whatever the user named themselves, and what
/// string literals hold, stays as it is.
struct Renaming: Sendable {
    let renames: [Rename]
    /// Every identifier in the code of the files generated now.
    let newIdentifiers: Set<String>

    /// `identifier` with each rename's old name, where it stands as a camel-case word, replaced
    /// by the new one (or the other way round when `backwards`).
    static func substitute(_ identifier: Substring, _ renames: [Rename], backwards: Bool = false) -> String {
        let characters = Array(identifier)
        var result = ""
        var index = 0
        while index < characters.count {
            if let (length, replacement) = match(at: index, in: characters, renames, backwards: backwards) {
                result += replacement
                index += length
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// The rename whose name (in the case it takes here) starts a camel-case word at `index`.
    private static func match(at index: Int, in characters: [Character], _ renames: [Rename], backwards: Bool)
        -> (length: Int, replacement: String)?
    {
        let startsWord =
            index == 0 || characters[index].isUppercase || !characters[index - 1].isLetter
        guard startsWord else { return nil }
        for rename in renames {
            let (from, to) = backwards ? (rename.new, rename.old) : (rename.old, rename.new)
            // At the start of an identifier a name may be lowerCamelCase; inside one it is capitalised.
            for (name, replacement) in [(capitalised(from), capitalised(to)), (lowered(from), lowered(to))] {
                let end = index + name.count
                guard end <= characters.count, String(characters[index..<end]) == name else { continue }
                let endsWord = end == characters.count || !characters[end].isLowercase
                if endsWord { return (name.count, replacement) }
            }
        }
        return nil
    }

    private static func capitalised(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
    private static func lowered(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// The renames of Trellis's names in a file whose last generated text is `base`.
    func identifierRenames(base: String) -> [String: String] {
        var mapping: [String: String] = [:]
        for identifier in SwiftIdentifiers.inCode(base) where !newIdentifiers.contains(identifier) {
            let renamed = Self.substitute(identifier[...], renames)
            if renamed != identifier, newIdentifiers.contains(renamed) { mapping[identifier] = renamed }
        }
        return mapping
    }

    /// Where a file at `path` was before the renames: each folder and file name with the new
    /// names put back.
    func formerPath(of path: String) -> String {
        Self.substitute(path[...], renames, backwards: true)
    }
}

/// The identifiers of Swift source, and renaming them, with comments and string literals told
/// apart from code (an interpolation inside a string is code).
enum SwiftIdentifiers {
    /// The identifiers in code: outside comments and string literals.
    static func inCode(_ text: String) -> Set<String> {
        var found: Set<String> = []
        scan(text) { identifier, isCode in if isCode { found.insert(String(identifier)) } }
        return found
    }

    /// `text` with each identifier `mapping` names replaced, in code and comments; string
    /// literals stay as they are.
    static func renaming(_ mapping: [String: String], in text: String) -> String {
        guard !mapping.isEmpty else { return text }
        var result = ""
        var copied = text.startIndex
        scan(text) { identifier, _ in
            guard let replacement = mapping[String(identifier)] else { return }
            result += text[copied..<identifier.startIndex]
            result += replacement
            copied = identifier.endIndex
        }
        return result + text[copied...]
    }

    private enum Region {
        case code
        case lineComment
        case blockComment(depth: Int)
        /// A string literal; `interpolations` counts the open parentheses of the interpolation
        /// being read (code), nil while reading the literal's text.
        case string(multiline: Bool, interpolation: Int?)
    }

    /// Calls `found` with each identifier of `text` in order, and whether it is in code (not in
    /// a comment). Identifiers inside string literals are skipped.
    private static func scan(_ text: String, _ found: (Substring, _ isCode: Bool) -> Void) {
        var region = Region.code
        var index = text.startIndex
        func startsWith(_ prefix: String) -> Bool { text[index...].hasPrefix(prefix) }
        func skip(_ count: Int) { index = text.index(index, offsetBy: count) }
        /// Reads the identifier (or number) that starts here, if one does.
        func word() -> Substring? {
            guard text[index].isLetter || text[index].isNumber || text[index] == "_" else { return nil }
            let start = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                skip(1)
            }
            return text[start..<index]
        }
        while index < text.endIndex {
            let character = text[index]
            switch region {
            case .code, .string(_, interpolation: .some):
                if let word = word() {
                    if word.first?.isNumber == false { found(word, true) }
                    continue
                }
                if case .string(let multiline, .some(let depth)) = region {
                    if character == "(" { region = .string(multiline: multiline, interpolation: depth + 1) }
                    if character == ")" {
                        region = .string(multiline: multiline, interpolation: depth == 1 ? nil : depth - 1)
                    }
                } else if startsWith("//") {
                    region = .lineComment
                } else if startsWith("/*") {
                    region = .blockComment(depth: 1)
                    skip(1)
                } else if startsWith("\"\"\"") {
                    region = .string(multiline: true, interpolation: nil)
                    skip(2)
                } else if character == "\"" {
                    region = .string(multiline: false, interpolation: nil)
                }
            case .lineComment, .blockComment:
                if let word = word() {
                    if word.first?.isNumber == false { found(word, false) }
                    continue
                }
                if case .blockComment(let depth) = region {
                    if startsWith("*/") {
                        region = depth == 1 ? .code : .blockComment(depth: depth - 1)
                        skip(1)
                    } else if startsWith("/*") {
                        region = .blockComment(depth: depth + 1)
                        skip(1)
                    }
                } else if character == "\n" {
                    region = .code
                }
            case .string(let multiline, interpolation: nil):
                if startsWith("\\(") {
                    region = .string(multiline: multiline, interpolation: 1)
                    skip(2)
                    continue
                } else if character == "\\" {
                    skip(1)
                } else if multiline ? startsWith("\"\"\"") : character == "\"" {
                    region = .code
                    if multiline { skip(2) }
                } else if !multiline, character == "\n" {
                    region = .code
                }
            }
            if index < text.endIndex { skip(1) }
        }
    }
}
