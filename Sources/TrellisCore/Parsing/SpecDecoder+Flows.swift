extension SpecDecoder {
    static let routeOperationKeys = SpecShape.route.keys.filter {
        !["on", "presentation"].contains($0) && !modalStyleKeys.contains($0)
    }

    mutating func flow(_ value: JSONValue, path: String) -> FlowSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a flow (an object)",
                allowedKeys: SpecShape.flow.keys, diagnostics: &diagnostics)
        else { return nil }
        let name = requiredName(object, in: "a flow")
        var flow = FlowSpec(name: name ?? LocatedName(value: "", origin: object.origin), origin: object.origin)
        flow.doc = object["doc"].flatMap { string($0, path: object.path("doc"))?.value }
        flow.params = elements(object, "params") { decoder, value, path in
            decoder.member(value, path: path, kind: "param")
        }
        if let start = object["start"] {
            flow.start = string(start, path: object.path("start"))
            if object.has("tabs") {
                diagnostics.error(
                    "a flow has either \"start\" (a screen) or \"tabs\" (a tab bar), not both",
                    at: object.origin("tabs"))
            }
        } else if let tabs = object["tabs"] {
            flow.tabs = self.tabs(tabs, path: object.path("tabs"))
        } else if !object.unknownKeys.contains(where: { Suggestion.closest(to: $0, in: ["tabs"]) == "tabs" }) {
            object.reportMissing("start", in: "a flow (or \"tabs\", for a tab bar)", diagnostics: &diagnostics)
        }
        flow.routes = elements(object, "routes") { decoder, value, path in decoder.route(value, path: path) }
        recordRename(object, of: name, kind: .flow)
        return name == nil ? nil : flow
    }

    mutating func route(_ value: JSONValue, path: String) -> RouteSpec? {
        guard
            let object = ObjectReader(
                value, path: path, kind: "a route (an object)", allowedKeys: SpecShape.route.keys,
                diagnostics: &diagnostics)
        else { return nil }
        let given = Self.routeOperationKeys.filter(object.has)
        var operation: RouteSpec.Operation? = nil
        if given.isEmpty, object.unknownKeys.isEmpty {
            diagnostics.error(
                "a route needs one operation: \(Self.routeOperationKeys.map { "\"\($0)\"" }.joined(separator: ", "))",
                at: object.origin)
        } else if given.count > 1 {
            diagnostics.error(
                "a route takes exactly one operation, found \(given.map { "\"\($0)\"" }.joined(separator: " and "))",
                at: object.origin(given[1]))
        } else if let key = given.first, let operand = object[key] {
            operation = routeOperation(key, operand, path: object.path(key))
        }
        guard let onValue = object["on"] else {
            object.reportMissing("on", in: "a route", diagnostics: &diagnostics)
            return nil
        }
        guard let on = string(onValue, path: object.path("on")) else { return nil }
        var route = RouteSpec(on: on, operation: operation, origin: object.origin)
        if let presentation = object["presentation"] {
            route.presentation = self.presentation(presentation, path: object.path("presentation"), of: operation)
        }
        route.modalStyle = modalStyle(of: object, operation: operation, presentation: route.presentation?.value)
        return route
    }

    /// `"presentation"` says where a started child flow's screens show: in place of the flow's
    /// (`inPlace`, the default), pushed over them (`push`) or in a modal stack (`modal`).
    private mutating func presentation(_ value: JSONValue, path: String, of operation: RouteSpec.Operation?)
        -> Located<ChildFlowPresentation>?
    {
        guard let presentation: Located<ChildFlowPresentation> = choice(value, path: path, what: "presentation")
        else { return nil }
        if let operation, operation.keyword != "start" {
            diagnostics.error(
                "\"presentation\" says how a started child flow shows; a \"\(operation.keyword)\" route takes none",
                at: presentation.origin)
            return nil
        }
        return presentation
    }

    private mutating func routeOperation(_ key: String, _ operand: JSONValue, path: String) -> RouteSpec.Operation? {
        switch key {
        case "pop", "dismiss", "finish":
            guard let flag = bool(operand, path: path) else { return nil }
            guard flag else {
                diagnostics.error(
                    "\"\(key)\" takes true; to \(key) nothing, leave the route out", at: operand.location, path: path)
                return nil
            }
            return key == "pop" ? .pop : key == "dismiss" ? .dismiss : .finish
        case "alert", "confirmationDialog":
            return alert(operand, kind: key == "alert" ? .alert : .confirmationDialog, path: path).map { .alert($0) }
        default:
            guard let target = string(operand, path: path) else { return nil }
            switch key {
            case "push": return .push(target)
            case "present": return .present(target)
            case "replace": return .replace(target)
            case "select": return .select(target)
            default: return .start(target)
            }
        }
    }
}
