extension SpecDecoder {
    static let modalStyleKeys = ["style", "detents", "interactiveDismiss"]

    /// How the modal stack a route opens shows (`style`, `detents`, `interactiveDismiss`): only a
    /// `present`, or a `start` whose child shows in a modal stack, opens one. A full-screen cover
    /// has no heights and no swipe down.
    mutating func modalStyle(
        of route: ObjectReader, operation: RouteSpec.Operation?, presentation: ChildFlowPresentation?
    ) -> ModalStyleSpec {
        let given = Self.modalStyleKeys.filter(route.has)
        guard let key = given.first else { return ModalStyleSpec() }
        switch operation {
        case nil: return ModalStyleSpec()
        case .present?: break
        case .start? where presentation == .modal: break
        case .start?:
            diagnostics.error(
                "\"\(key)\" says how a modal stack shows; a child flow started \(presentation == .push ? "pushed" : "in place") "
                    + "opens none (start it with \"presentation\": \"modal\")", at: route.origin(key))
            return ModalStyleSpec()
        case let operation?:
            diagnostics.error(
                "\"\(key)\" says how a modal stack shows; a \"\(operation.keyword)\" route opens none",
                at: route.origin(key))
            return ModalStyleSpec()
        }
        var spec = ModalStyleSpec()
        if let value = route["style"] {
            spec.style = choice(value, path: route.path("style"), what: "style")
        }
        if let value = route["detents"] {
            spec.detents = detents(value, path: route.path("detents"))
            if spec.isFullScreen {
                diagnostics.error(
                    "a full-screen cover has no heights; \"detents\" is for \"style\": \"sheet\"",
                    at: route.origin("detents"))
                spec.detents = nil
            }
        }
        if let value = route["interactiveDismiss"], let flag = bool(value, path: route.path("interactiveDismiss")) {
            spec.interactiveDismiss = Located(value: flag, origin: route.origin("interactiveDismiss"))
            if flag, spec.isFullScreen {
                diagnostics.error(
                    "a full-screen cover has no swipe down; \"interactiveDismiss\": true is for \"style\": \"sheet\"",
                    at: route.origin("interactiveDismiss"))
            }
        }
        return spec
    }

    /// A sheet's heights: at least one, each once.
    private mutating func detents(_ value: JSONValue, path: String) -> [Located<ModalStyleSpec.Detent>]? {
        guard case .array(let values) = value.kind else {
            diagnostics.error(
                "expected an array of heights, found \(value.kindDescription)", at: value.location, path: path)
            return nil
        }
        guard !values.isEmpty else {
            let heights = ModalStyleSpec.Detent.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            diagnostics.error(
                "\"detents\" needs at least one height (\(heights)); leave it out for the system's own",
                at: value.location, path: path)
            return nil
        }
        var detents: [Located<ModalStyleSpec.Detent>] = []
        for (index, element) in values.enumerated() {
            let elementPath = path.appendingPath(index: index)
            guard let detent: Located<ModalStyleSpec.Detent> = choice(element, path: elementPath, what: "detent")
            else { continue }
            if detents.contains(where: { $0.value == detent.value }) {
                diagnostics.error("height \"\(detent.value.rawValue)\" given twice", at: detent.origin)
                continue
            }
            detents.append(detent)
        }
        return detents
    }
}
