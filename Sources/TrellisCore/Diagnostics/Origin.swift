/// Where a value of the spec came from: its JSON path and its position in the file.
struct Origin: Hashable, Sendable {
    /// The JSON path, e.g. `screens[2].actions[0].emits`.
    var path: String
    /// The position of the value in the file.
    var location: SourceLocation
}

extension String {
    /// The JSON path of the member `key` inside the value at this path.
    ///
    /// A key that is not a plain name (empty, with spaces, dots or quotes) is written in
    /// brackets, `["my key"]`, so the path stays readable and unambiguous.
    func appendingPath(_ key: String) -> String {
        let isPlain =
            key.unicodeScalars.first.map { $0.isIdentifierHead || $0 == "$" } == true
            && key.unicodeScalars.allSatisfy { $0.isIdentifierBody || $0 == "$" }
        if !isPlain {
            let escaped = key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            return "\(self)[\"\(escaped)\"]"
        }
        return isEmpty ? key : "\(self).\(key)"
    }

    /// The JSON path of the element at `index` inside the array at this path.
    func appendingPath(index: Int) -> String {
        "\(self)[\(index)]"
    }
}
