/// Where a value of the spec came from: its JSON path and its position in the file.
struct Origin: Hashable, Sendable {
    /// The JSON path, e.g. `screens[2].actions[0].emits`.
    var path: String
    /// The position of the value in the file.
    var location: SourceLocation
}

extension String {
    /// The JSON path of the member `key` inside the value at this path.
    func appendingPath(_ key: String) -> String {
        isEmpty ? key : "\(self).\(key)"
    }

    /// The JSON path of the element at `index` inside the array at this path.
    func appendingPath(index: Int) -> String {
        "\(self)[\(index)]"
    }
}
