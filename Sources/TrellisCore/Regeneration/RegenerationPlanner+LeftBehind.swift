/// A user's file whose entry left the spec: kept, with what keeps the module from building and
/// the rename that most likely explains it.
extension RegenerationPlanner {
    /// What a user's file no longer generated is left behind by: the types it extends that no
    /// new file declares, and the entry it was most likely renamed to (a new file named like it
    /// with an entry's name in place of another).
    static func leftBehindWarning(
        _ entry: Manifest.Entry, declaredNow: Set<String>, newLocations: [Manifest.Location], entryNames: [String]
    ) -> String? {
        var warnings: [String] = []
        let extended = Self.extendedTypes(entry.base).filter { !declaredNow.contains($0) }
        if !extended.isEmpty {
            warnings.append(
                "it extends \(extended.joined(separator: ", ")), which \(extended.count == 1 ? "is" : "are") no longer generated: move its code or delete it, or the module will not build"
            )
        }
        if let (old, new) = likelyRename(of: entry.location, to: newLocations, entryNames: entryNames) {
            warnings.append("did you rename \(old) to \(new)? add \"renamedFrom\": \"\(old)\" to \(new) in the spec")
        }
        return warnings.isEmpty ? nil : warnings.joined(separator: "; ")
    }

    /// The old and new entry names of the new file that is named like `location` but for one
    /// of `entryNames` in place of another name.
    static func likelyRename(
        of location: Manifest.Location, to newLocations: [Manifest.Location], entryNames: [String]
    ) -> (old: String, new: String)? {
        for candidate in newLocations where candidate.root == location.root {
            let path = candidate.path
            for name in entryNames {
                for start in path.indices where path[start...].hasPrefix(name) {
                    let end = path.index(start, offsetBy: name.count)
                    let (prefix, suffix) = (path[..<start], path[end...])
                    guard location.path.hasPrefix(prefix), location.path.hasSuffix(suffix),
                        location.path.count > prefix.count + suffix.count
                    else { continue }
                    let old = String(location.path.dropFirst(prefix.count).dropLast(suffix.count))
                    if SwiftName.isUpperCamelCase(old), old != name { return (old, name) }
                }
            }
        }
        return nil
    }

    /// The types `text` declares at the start of a line (`class X`, `public struct X`, …).
    static func declaredTypes(_ text: String) -> [String] {
        typeNames(in: text, after: ["class", "struct", "enum", "protocol", "actor"])
    }

    /// The types `text` extends (`extension X`).
    static func extendedTypes(_ text: String) -> [String] {
        Array(Set(typeNames(in: text, after: ["extension"]))).sorted()
    }

    private static func typeNames(in text: String, after keywords: Set<String>) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            guard let keyword = words.firstIndex(where: { keywords.contains(String($0)) }),
                words[..<keyword].allSatisfy({ modifiers.contains(String($0)) }), keyword + 1 < words.count
            else { return nil }
            return String(words[keyword + 1])
        }
    }

    private static let modifiers: Set<String> = [
        "public", "internal", "fileprivate", "private", "final", "nonisolated", "@MainActor", "open", "package",
    ]
}
