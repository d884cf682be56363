import Foundation

/// Derives specs from a valid one by structured mutations: the changes a user, an editor or a
/// merge can make to a spec, and the ones made to break a tool.
struct SpecMutator {
    /// How long chains (screens embedding screens, models holding models) and lists may get.
    var maximumChain: Int

    /// A position in a JSON tree: the n-th member of an object or element of an array.
    typealias Path = [Int]

    /// `spec` with one to three mutations.
    func mutate(_ spec: FuzzJSON, using random: inout RandomSource) -> (spec: FuzzJSON, applied: [String]) {
        var spec = spec
        var applied: [String] = []
        for _ in 0...random.below(3) {
            let mutation = Mutation.allCases[random.below(Mutation.allCases.count)]
            spec = apply(mutation, to: spec, using: &random)
            applied.append(mutation.rawValue)
        }
        return (spec, applied)
    }

    enum Mutation: String, CaseIterable {
        case duplicateEntry, deleteEntry, renameToOtherName, renameToKeyword, renameToGeneratedName, oddName
        case wrongType, oddText, edgeNumber, typeCycle, childCycle, flowCycle, deepType, chainOfScreens
        case chainOfModels, chainOfFlows, hugeText, manyEntries, longSignature, deepJSON, misspelledKey
        case childPresentation, embeddedTwice, modalStyle, alert, tabBar, noReactions
    }

    private func apply(_ mutation: Mutation, to spec: FuzzJSON, using random: inout RandomSource) -> FuzzJSON {
        switch mutation {
        case .duplicateEntry:
            guard let path = random.pick(paths(in: spec).filter { node(spec, $0)?.arrayValue?.isEmpty == false })
            else { return spec }
            return replacing(spec, at: path) { value in
                guard var elements = value.arrayValue else { return value }
                let index = random.below(elements.count)
                elements.insert(elements[index], at: random.below(elements.count + 1))
                return .array(elements)
            }
        case .deleteEntry:
            guard let path = random.pick(paths(in: spec).filter { !$0.isEmpty }) else { return spec }
            return replacing(spec, at: path) { _ in nil }
        case .renameToOtherName:
            let names = Array(Set(namePaths(in: spec).compactMap { node(spec, $0)?.stringValue })).sorted()
            return rename(spec, to: random.pick(names) ?? "x", using: &random)
        case .renameToKeyword:
            return rename(spec, to: random.pick(Self.keywordsAndMemberNames) ?? "in", using: &random)
        case .renameToGeneratedName:
            let names = namePaths(in: spec).compactMap { node(spec, $0)?.stringValue }
            let base = random.pick(names) ?? "Main"
            let suffix = random.pick(Self.generatedSuffixes) ?? ""
            let generated = random.chance(50) ? base + suffix : (random.pick(Self.generatedTypeNames) ?? "Navigator")
            return rename(spec, to: generated, using: &random)
        case .oddName:
            return rename(spec, to: random.pick(Self.oddNames) ?? "", using: &random)
        case .wrongType:
            guard let path = random.pick(paths(in: spec).filter { !$0.isEmpty }) else { return spec }
            let replacement = random.pick(Self.valuesOfEveryKind) ?? .null
            return replacing(spec, at: path) { _ in replacement }
        case .oddText:
            guard let path = random.pick(paths(in: spec).filter { node(spec, $0)?.stringValue != nil }) else {
                return spec
            }
            let odd = random.pick(Self.oddTexts) ?? "\r"
            return replacing(spec, at: path) { value in
                .string((value.stringValue ?? "") + odd + (value.stringValue ?? ""))
            }
        case .edgeNumber:
            return withDefault(random.pick(Self.edgeValues) ?? .number("1e400"), in: spec, using: &random)
        case .typeCycle:
            guard let model = random.pick(names(in: spec, under: "models")) else { return spec }
            let type =
                random.pick([
                    "\(model)", "\(model)?", "[\(model)]", "[\(model): Int]", "[\(model)?]", "[[\(model)]]",
                    "[String: \(model)]?",
                ]) ?? model
            return appending(.string("loop: \(type)"), to: ["models", model, "fields"], in: spec)
        case .childCycle:
            let screens = names(in: spec, under: "screens")
            guard let parent = random.pick(screens), let child = random.pick(screens) else { return spec }
            let once = appending(.string(child), to: ["screens", parent, "children"], in: spec)
            return random.chance(50) ? appending(.string(parent), to: ["screens", child, "children"], in: once) : once
        case .flowCycle:
            let flows = names(in: spec, under: "flows")
            guard let from = random.pick(flows), let to = random.pick(flows),
                let event = random.pick(names(in: spec, under: "events"))
            else { return spec }
            return appending(
                .object([("on", .string(event)), ("start", .string(to))]), to: ["flows", from, "routes"], in: spec)
        case .deepType:
            let depth = random.chance(10) ? 20_000 : 1 + random.below(40)
            var type = "String"
            for _ in 0..<depth { type = random.pick(["[\(type)]", "\(type)?", "[String: \(type)]"]) ?? type }
            return appending(
                .string("deep: \(type)"), to: ["screens", names(in: spec, under: "screens").first ?? "", "state"],
                in: spec)
        case .chainOfScreens:
            let count = 1 + random.below(maximumChain)
            let screens: [FuzzJSON] = (0..<count).map { index in
                .object([
                    ("name", .string("Link\(index)")),
                    ("children", .array(index + 1 < count ? [.string("Link\(index + 1)")] : [])),
                ])
            }
            return extending(key: "screens", with: screens, in: spec)
        case .chainOfModels:
            let count = 1 + random.below(maximumChain)
            let wrap = random.pick(["%", "%?", "[%]"]) ?? "%"
            let models: [FuzzJSON] = (0..<count).map { index in
                let next = index + 1 < count ? wrap.replacingOccurrences(of: "%", with: "Chain\(index + 1)") : "Int"
                return .object([("name", .string("Chain\(index)")), ("fields", .array([.string("next: \(next)")]))])
            }
            return extending(key: "models", with: models, in: spec)
        case .chainOfFlows:
            guard let screen = names(in: spec, under: "screens").first,
                let event = names(in: spec, under: "events").first
            else { return spec }
            let count = 1 + random.below(maximumChain)
            let flows: [FuzzJSON] = (0..<count).map { index in
                .object([
                    ("name", .string("Stage\(index)")), ("start", .string(screen)),
                    (
                        "routes",
                        .array([.object([("on", .string(event)), ("start", .string("Stage\((index + 1) % count)"))])])
                    ),
                ])
            }
            return extending(key: "flows", with: flows, in: spec)
        case .hugeText:
            let length = min(100_000, maximumChain * 1_000)
            let text = String(repeating: random.pick(["a", "é", "\u{1F600}", " ", "\n"]) ?? "a", count: length)
            return replacingTopLevel("doc", with: .string(text), in: spec)
        case .manyEntries:
            let count = maximumChain * 2
            let events: [FuzzJSON] = (0..<count).map { .string("happened\($0)(value: Int)") }
            return extending(key: "events", with: events, in: spec)
        case .longSignature:
            let params = (0..<maximumChain * 50).map { "p\($0): String" } + [random.pick(["é: Int", "ok: Int"]) ?? ""]
            return extending(key: "events", with: [.string("long(\(params.joined(separator: ", ")))")], in: spec)
        case .deepJSON:
            guard let path = random.pick(paths(in: spec).filter { !$0.isEmpty }) else { return spec }
            let depth = random.chance(50) ? 300 : 10_000
            return replacing(spec, at: path) { value in
                .raw(String(repeating: "[", count: depth) + value.text + String(repeating: "]", count: depth))
            }
        case .childPresentation:
            // A child flow pushed or presented, or a presentation no spec may name.
            let starts = paths(in: spec).filter { path in
                guard case .object(let members)? = node(spec, path) else { return false }
                return members.contains { $0.key == "on" } && members.contains { $0.key == "start" }
            }
            guard let path = random.pick(starts) else { return spec }
            let presentation = random.pick(["push", "modal", "inPlace", "sideways"]) ?? "push"
            return replacing(spec, at: path) { route in
                guard case .object(var members) = route else { return route }
                members.removeAll { $0.key == "presentation" }
                members.append(("presentation", .string(presentation)))
                return .object(members)
            }
        case .modalStyle:
            // How a modal stack shows, as a route may say it, and each way validate refuses:
            // a style on a push, heights on a full-screen cover, an unknown or repeated height.
            let routes = paths(in: spec).filter { path in
                guard case .object(let members)? = node(spec, path) else { return false }
                return members.contains { $0.key == "on" }
                    && members.contains { ["present", "start", "push"].contains($0.key) }
            }
            guard let path = random.pick(routes) else { return spec }
            return replacing(spec, at: path) { route in
                guard case .object(var members) = route else { return route }
                if members.contains(where: { $0.key == "start" }), random.chance(70) {
                    members.removeAll { $0.key == "presentation" }
                    members.append(("presentation", .string("modal")))
                }
                if random.chance(60) {
                    members.append(("style", .string(random.pick(["sheet", "fullScreen", "fullscreen"]) ?? "sheet")))
                }
                if random.chance(60) {
                    let heights =
                        random.pick([
                            ["medium"], ["large", "medium"], ["medium", "large"], [], ["medium", "medium"], ["half"],
                        ]) ?? []
                    members.append(("detents", .array(heights.map { .string($0) })))
                }
                if random.chance(50) {
                    members.append(
                        ("interactiveDismiss", random.pick([.bool(false), .bool(true), .string("no")]) ?? .bool(false)))
                }
                return .object(members)
            }
        case .alert:
            return alert(in: spec, using: &random)
        case .tabBar:
            return tabBar(in: spec, using: &random)
        case .noReactions:
            // No screen handles an event: the module has no reactions, and its routes and
            // alerts must not lean on what only reactions declare.
            guard case .array(let screens)? = spec["screens"] else { return spec }
            let silent = screens.map { screen -> FuzzJSON in
                guard case .object(let members) = screen else { return screen }
                return .object(members.filter { $0.key != "handles" })
            }
            return replacingTopLevel("screens", with: .array(silent), in: spec)
        case .embeddedTwice:
            // A screen embedded twice in one tree: `outer` embeds `child` and `inner`, which
            // embeds `child` too.
            let screens = names(in: spec, under: "screens")
            guard let outer = random.pick(screens), let inner = random.pick(screens), let child = random.pick(screens)
            else { return spec }
            let once = appending(.string(child), to: ["screens", inner, "children"], in: spec)
            let twice = appending(.string(child), to: ["screens", outer, "children"], in: once)
            return appending(.string(inner), to: ["screens", outer, "children"], in: twice)
        case .misspelledKey:
            guard let path = random.pick(paths(in: spec).filter { !$0.isEmpty }), let member = path.last else {
                return spec
            }
            return replacing(spec, at: Array(path.dropLast())) { parent in
                guard case .object(var members) = parent, member < members.count else { return parent }
                members[member].key =
                    random.pick([members[member].key + "s", String(members[member].key.dropFirst()), "unknown", ""])
                    ?? ""
                return .object(members)
            }
        }
    }

    // MARK: Names and values the mutations use.

    static let keywordsAndMemberNames = [
        "class", "in", "default", "self", "Type", "init", "none", "some", "target", "navigator", "responder",
        "viewModel", "child", "children", "container", "navigation", "recorder", "remove", "removeResult",
        "removeCalls", "onFinish", "start", "finish", "parent", "uiPresented", "Self", "_", "func", "var",
    ]
    static let generatedSuffixes = [
        "ViewModel", "Coordinator", "Responder", "Stub", "View", "DependencyContainer", "Screen", "ViewModelFactory",
        "Result", "Calls",
    ]
    static let generatedTypeNames = [
        "CaseIterable", "RawRepresentable", "Decoder", "Encoder", "Navigator", "Coordinator", "NavigationState",
        "NavigationAction", "EventRecorder", "TestEnvironment", "String", "Optional", "Result", "Child", "Parent",
        "Observable", "MainActor", "Sendable", "Error", "Codable",
    ]
    static let oddNames = [
        String(repeating: "A", count: 300), String(repeating: "b", count: 101), "", "a\nb", "A\rB", "Café", "名前",
        "A B", "1abc", "a-b", "A\u{0}", "\u{202E}Evil", "Ab\u{301}", "\u{1F600}",
    ]
    static let oddTexts = [
        "\r", "\r\n", "\n", "\u{0}", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}", "\u{202E}", "\u{2066}",
        "*/", "/*", "\"\"\"", "\\(x)", "\u{1F600}", "\u{FEFF}", "\rpublic func injected() {}", "#\"", "\\",
    ]
    static let edgeValues: [FuzzJSON] = [
        .number("1e400"), .number("-1e400"), .number("1e-400"), .number("9223372036854775808"),
        .number("-9223372036854775809"), .number("123456789012345678901234567890"), .number("0.1"), .number("-0"),
        .number("1E+2"), .string("NaN"), .string("12.5"), .string(""), .bool(true), .null, .array([]), .object([]),
        .string("none"), .string("some"), .number("3.4028236e38"), .number("1e-50"),
    ]
    static let valuesOfEveryKind: [FuzzJSON] = [
        .null, .bool(false), .number("0"), .number("-1"), .string(""), .string("x"), .array([]), .object([]),
        .array([.null]), .object([("name", .null)]),
    ]

    // MARK: Tree editing.

    /// Every node's path, root first.
    func paths(in value: FuzzJSON) -> [Path] {
        var result: [Path] = []
        var pending: [(FuzzJSON, Path)] = [(value, [])]
        while let (current, path) = pending.popLast() {
            result.append(path)
            switch current {
            case .array(let elements):
                for (index, element) in elements.enumerated() { pending.append((element, path + [index])) }
            case .object(let members):
                for (index, member) in members.enumerated() { pending.append((member.value, path + [index])) }
            default: break
            }
        }
        return result
    }

    func node(_ value: FuzzJSON, _ path: Path) -> FuzzJSON? {
        var current = value
        for step in path {
            switch current {
            case .array(let elements) where step < elements.count: current = elements[step]
            case .object(let members) where step < members.count: current = members[step].value
            default: return nil
            }
        }
        return current
    }

    /// `value` with the node at `path` transformed (removed when the transform gives nil).
    func replacing(_ value: FuzzJSON, at path: Path, _ transform: (FuzzJSON) -> FuzzJSON?) -> FuzzJSON {
        guard let step = path.first else { return transform(value) ?? .null }
        let rest = Array(path.dropFirst())
        switch value {
        case .array(var elements) where step < elements.count:
            if rest.isEmpty, transform(elements[step]) == nil {
                elements.remove(at: step)
            } else {
                elements[step] = replacing(elements[step], at: rest, transform)
            }
            return .array(elements)
        case .object(var members) where step < members.count:
            if rest.isEmpty, transform(members[step].value) == nil {
                members.remove(at: step)
            } else {
                members[step].value = replacing(members[step].value, at: rest, transform)
            }
            return .object(members)
        default:
            return value
        }
    }

    /// The paths of strings that name or refer to something.
    private func namePaths(in spec: FuzzJSON) -> [Path] {
        let referenceKeys: Set<String> = ["name", "start", "on", "push", "present", "replace", "emits", "module"]
        let listKeys: Set<String> = ["emits", "handles", "children", "dependencies"]
        var result: [Path] = []
        var pending: [(FuzzJSON, Path, String?)] = [(spec, [], nil)]
        while let (current, path, key) = pending.popLast() {
            switch current {
            case .string where key.map(referenceKeys.contains) == true: result.append(path)
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    pending.append((element, path + [index], key.map(listKeys.contains) == true ? "name" : nil))
                }
            case .object(let members):
                for (index, member) in members.enumerated() {
                    pending.append((member.value, path + [index], member.key))
                }
            default: break
            }
        }
        return result
    }

    private func rename(_ spec: FuzzJSON, to name: String, using random: inout RandomSource) -> FuzzJSON {
        guard let path = random.pick(namePaths(in: spec)) else { return spec }
        return replacing(spec, at: path) { _ in .string(name) }
    }

    /// The names of the entries of a top-level list (`screens`, `models`, …).
    /// A tab flow put first, so that it is the root, over the root flow as it was and another
    /// flow (a third now and then), with a route that selects a tab, presents over the tab bar or
    /// finishes; and each way validate refuses one: a tab flow that pushes, a select of no tab of
    /// its own, one tab, a flow in two tabs (when the spec has one flow).
    private func tabBar(in spec: FuzzJSON, using random: inout RandomSource) -> FuzzJSON {
        let flows = names(in: spec, under: "flows")
        guard let root = flows.first, case .object(var members) = spec,
            let index = members.firstIndex(where: { $0.key == "flows" }),
            case .array(let entries) = members[index].value
        else { return spec }
        var tabFlows = [root, random.pick(Array(flows.dropFirst())) ?? root]
        if random.chance(20), let third = random.pick(Array(flows.dropFirst(2))) { tabFlows.append(third) }
        if random.chance(5) { tabFlows = [root] }
        let tabs = tabFlows.enumerated().map { position, flow -> FuzzJSON in
            var tab: [(key: String, value: FuzzJSON)] = [
                ("flow", .string(flow)), ("title", .string("Tab \(position)")),
            ]
            if random.chance(50) { tab.append(("icon", .string("star"))) }
            return .object(tab)
        }
        var routes: [FuzzJSON] = []
        if let event = random.pick(names(in: spec, under: "events")) {
            let screen = random.pick(names(in: spec, under: "screens")) ?? "Nothing"
            let operation: (key: String, value: FuzzJSON) =
                random.pick([
                    ("select", .string(random.pick(tabFlows + ["Nowhere"]) ?? root)), ("present", .string(screen)),
                    ("finish", .bool(true)), ("push", .string(screen)),
                ]) ?? ("finish", .bool(true))
            routes.append(.object([("on", .string(event)), operation]))
        }
        let tabFlow = FuzzJSON.object([("name", .string("Tabs")), ("tabs", .array(tabs)), ("routes", .array(routes))])
        members[index].value = .array([tabFlow] + entries)
        return .object(members)
    }

    /// A route made to show an alert or a confirmation dialog, as a user writes one and each way
    /// validate refuses: a placeholder naming no payload value, a brace left open, two cancel
    /// actions, no action, an event the payload cannot fill.
    private func alert(in spec: FuzzJSON, using random: inout RandomSource) -> FuzzJSON {
        let routes = paths(in: spec).filter { path in
            guard case .object(let members)? = node(spec, path) else { return false }
            return members.contains { $0.key == "on" }
        }
        guard let path = random.pick(routes) else { return spec }
        let events = names(in: spec, under: "events")
        // The route's event's first payload value, when the spec writes it in short: `item` of
        // `"deleted(item: Item)"`.
        let on = node(spec, path)?["on"]?.stringValue ?? ""
        let shortForm = (spec["events"]?.arrayValue ?? []).lazy.compactMap(\.stringValue).first {
            $0.hasPrefix(on + "(")
        }
        let param = shortForm.map { String($0.dropFirst(on.count + 1).prefix { $0.isLetter || $0.isNumber }) } ?? "x"
        let title =
            random.pick(["Sure?", "Delete {\(param)}?", "{\(param).id} left", "Open {", "Odd {a b}", "{nothing}"]) ?? ""
        var actions: [FuzzJSON] = []
        for _ in 0..<random.below(4) {
            var action: [(key: String, value: FuzzJSON)] = [
                ("title", .string(random.pick(["OK", "Delete", ""]) ?? ""))
            ]
            if let role = random.pick(["cancel", "destructive", "cancle", nil]), let role {
                action.append(("role", .string(role)))
            }
            if random.chance(50), let event = random.pick(events + ["noSuchEvent"]) {
                action.append(("sends", .string(event)))
            }
            actions.append(.object(action))
        }
        return replacing(spec, at: path) { route in
            guard case .object(var members) = route else { return route }
            let operations = ["push", "present", "replace", "start", "pop", "dismiss", "finish", "select"]
            members.removeAll { operations.contains($0.key) || ["presentation", "style", "detents"].contains($0.key) }
            var alert: [(key: String, value: FuzzJSON)] = [("title", .string(title))]
            if random.chance(40) { alert.append(("message", .string("Message for {\(param)}"))) }
            if random.chance(80) { alert.append(("actions", .array(actions))) }
            members.append((random.chance(50) ? "alert" : "confirmationDialog", .object(alert)))
            return .object(members)
        }
    }

    func names(in spec: FuzzJSON, under key: String) -> [String] {
        (spec[key]?.arrayValue ?? []).compactMap { entry in
            if let name = entry["name"]?.stringValue { return name }
            // Short forms: `"signedIn(userSession: UserSession)"`.
            return entry.stringValue.map { String($0.prefix { $0.isLetter || $0.isNumber }) }
        }
    }

    /// Appends `element` to the list `key` of the entry named `name` in the top-level list.
    private func appending(_ element: FuzzJSON, to location: [String], in spec: FuzzJSON) -> FuzzJSON {
        guard location.count == 3, case .object(var members) = spec,
            let listIndex = members.firstIndex(where: { $0.key == location[0] }),
            case .array(var entries) = members[listIndex].value,
            let entryIndex = entries.firstIndex(where: { $0["name"]?.stringValue == location[1] }),
            case .object(var fields) = entries[entryIndex]
        else { return spec }
        if let fieldIndex = fields.firstIndex(where: { $0.key == location[2] }) {
            if case .array(let list) = fields[fieldIndex].value { fields[fieldIndex].value = .array(list + [element]) }
        } else {
            fields.append((location[2], .array([element])))
        }
        entries[entryIndex] = .object(fields)
        members[listIndex].value = .array(entries)
        return .object(members)
    }

    private func extending(key: String, with entries: [FuzzJSON], in spec: FuzzJSON) -> FuzzJSON {
        guard case .object(var members) = spec else { return spec }
        if let index = members.firstIndex(where: { $0.key == key }), case .array(let list) = members[index].value {
            members[index].value = .array(list + entries)
        } else {
            members.append((key, .array(entries)))
        }
        return .object(members)
    }

    private func replacingTopLevel(_ key: String, with value: FuzzJSON, in spec: FuzzJSON) -> FuzzJSON {
        guard case .object(var members) = spec else { return spec }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// Gives a state entry of some screen (written as an object) the default `value`, and a
    /// type that makes the value an edge case.
    private func withDefault(_ value: FuzzJSON, in spec: FuzzJSON, using random: inout RandomSource) -> FuzzJSON {
        guard let screen = random.pick(names(in: spec, under: "screens")) else { return spec }
        let models = names(in: spec, under: "models")
        let type =
            random.pick(
                ["Int", "Double", "Float", "Decimal", "String", "Bool", "[Int]", "[String: Double]", "Int?"] + models)
            ?? "Int"
        let entry = FuzzJSON.object([("name", .string("edge")), ("type", .string(type)), ("default", value)])
        return appending(entry, to: ["screens", screen, "state"], in: spec)
    }
}
