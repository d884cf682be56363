extension SpecDecoder {
    /// A tab flow's tabs: an array of `{"flow", "title", "icon"}`.
    mutating func tabs(_ value: JSONValue, path: String) -> Located<[TabSpec]>? {
        guard case .array(let values) = value.kind else {
            diagnostics.error(
                "expected an array of tabs, found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        var tabs: [TabSpec] = []
        for (index, element) in values.enumerated() {
            if let tab = tab(element, path: path.appendingPath(index: index)) { tabs.append(tab) }
        }
        return Located(value: tabs, origin: Origin(path: path, location: value.location))
    }

    private mutating func tab(_ value: JSONValue, path: String) -> TabSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a tab (an object)", allowedKeys: SpecShape.tab.keys,
                diagnostics: &diagnostics)
        else { return nil }
        let flow = object["flow"].flatMap { string($0, path: object.path("flow")) }
        let title = object["title"].flatMap { string($0, path: object.path("title")) }
        if flow == nil, !object.has("flow") { object.reportMissing("flow", in: "a tab", diagnostics: &diagnostics) }
        if title == nil, !object.has("title") { object.reportMissing("title", in: "a tab", diagnostics: &diagnostics) }
        guard let flow, let title else { return nil }
        let icon = object["icon"].flatMap { string($0, path: object.path("icon")) }
        return TabSpec(flow: flow, title: title, icon: icon, origin: object.origin)
    }
}
