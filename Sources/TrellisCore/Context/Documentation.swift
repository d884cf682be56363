/// Documentation lines from a spec `doc`, or from a fallback sentence when it gives none.
///
/// The doc is split at every line break Swift or an editor honours (`\r`, `\r\n`, U+2028, …)
/// so no text can end a `///` line early and become code; other control characters and the
/// bidirectional overrides that could hide code from a reader become U+FFFD.
func docLines(_ doc: String?, fallback: String) -> DocLines {
    // Most docs are one line with nothing to change: the spec's, or else the fallback, a
    // sentence Trellis wrote.
    if let doc, !doc.isEmpty, isOneTrimmedLine(doc) { return [doc] }
    if doc == nil, isOneTrimmedLine(fallback) { return [fallback.isEmpty ? nil : fallback] }
    let text = doc.map { trimmed(sanitizedDocText($0)) } ?? ""
    let lines = (text.isEmpty ? fallback : text).split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { line in
        let trimmed = trimmed(line)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Documentation lines from a spec `doc`; none when the spec gives none.
func docLines(_ doc: String?) -> DocLines {
    guard let doc, !trimmed(doc).isEmpty else { return [] }
    return docLines(doc, fallback: "")
}

/// Whether `text` is one line with nothing to sanitize or trim: no white space at either end,
/// and no scalar `sanitizedDocText` replaces (its bytes are checked first, as most docs are
/// ASCII).
private func isOneTrimmedLine(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return true }
    guard !first.properties.isWhitespace, !last.properties.isWhitespace else { return false }
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return true }
    return !scalars.contains { replacement(for: $0) != nil }
}

/// `text` without white space at either end (Foundation's trimming is slow on Linux, and this
/// runs for every doc line of every file).
private func trimmed(_ text: some StringProtocol) -> String {
    let scalars = String(text).unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(Substring(scalars[first...last]))
}

/// `text` with every line break as `\n` and no character that could change the code around a
/// comment.
private func sanitizedDocText(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
        defer { previous = scalar }
        // The second half of \r\n.
        if scalar == "\n", previous == "\r" { continue }
        result.append(replacement(for: scalar) ?? scalar)
    }
    return String(result)
}

/// What a doc's `scalar` becomes: a line break `\n`, a tab a space, a control character or a
/// bidirectional override U+FFFD; nil for a scalar that stays.
private func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: "\n"
    case 0x09: " "
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0xFEFF: "\u{FFFD}"
    default: nil
    }
}
