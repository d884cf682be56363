/// A screen's SwiftUI views (`"views": "swiftui"`): the user's `<Screen>View` and the generated
/// `<Screen>DefaultView`, whose parts are each a property of their own.
struct ScreenViewContext: Encodable, Sendable, FirstMarked {
    var name: String
    /// `SignInView`: yours, created once.
    var viewName: String
    /// `SignInDefaultView`: generated.
    var defaultViewName: String
    var viewModelName: String
    /// `Sign In`: the navigation title and the section title where a parent embeds it.
    var title: String
    /// Event-driven: the listener that holds the latest view model, and the view that shows it.
    var listenerName: String
    var hostName: String
    /// `SignInListening`: what the listener implements, and `addSignInListener`: the event
    /// handler's method that registers it (event-driven).
    var listeningName: String
    var addListenerName: String
    var doc: DocLines
    /// Whether a part binds an input: the observable default view holds its view model `@Bindable`.
    var hasInputs: Bool
    /// The parts, in the spec's order: state entries, then actions' buttons, then children.
    var parts: [ViewPartContext]
    /// Previews: the function of `…Previews` that makes the screen's view model
    /// (`signInViewModel`), and what it makes it with.
    var preview: ScreenPreviewContext
    var isFirst = false
}

/// How previews make a screen's view model: sample params, repositories that throw, and nothing
/// to report to.
struct ScreenPreviewContext: Encodable, Sendable {
    var function: String
    /// mvvm, mvvm-c: the container's factory, with sample params and no responder.
    var makeName: String
    var makeArguments: [ArgumentContext]
    /// event-driven: the builder, with preview repositories, and the state it builds from (its
    /// params' samples), and the embedded screens' previews.
    var builderName: String
    var dependencies: [ArgumentContext]
    var stateName: String
    var stateArguments: [ArgumentContext]
    var children: [ArgumentContext]
}

/// One part of a default view: exactly one of its optional members is set.
struct ViewPartContext: Encodable, Sendable {
    /// `emailField`, `booksSection`, `signInButton`, `ratingBadgeSection`.
    var property: String
    var textField: ValuePartContext?
    var secureField: ValuePartContext?
    var toggle: ValuePartContext?
    var numberField: ValuePartContext?
    var picker: ValuePartContext?
    var value: ValuePartContext?
    var optionalValue: ValuePartContext?
    var list: ValuePartContext?
    var button: ButtonContext?
    var child: EmbeddedViewContext?

    init(property: String) { self.property = property }
}

/// A state entry or param the default view shows, or binds when it is an input.
struct ValuePartContext: Encodable, Sendable {
    /// The view model's property: `searchText`.
    var entry: String
    var label: String
    /// The view model's closure that sets an input (event-driven): `setSearchText`.
    var setter: String
    /// The value (or a list's element) is a `String`, shown as it is; else its description.
    var isText: Bool
    /// An enumeration's type, for a picker of its cases.
    var type: String
    /// The method or closure that sets an optional entry to nil, for a button beside it.
    var clearName: String?
    /// A list whose rows call an action with the row.
    var rowAction: ButtonContext?
}

/// A button that runs an action whose arguments the screen has.
struct ButtonContext: Encodable, Sendable {
    var label: String
    var action: String
    var isAsync: Bool
    /// The arguments: the screen's params and state by name, params' defaults, or the row.
    var arguments: [ArgumentContext]
    /// Optional state entries the button needs: it shows only while they hold a value.
    var unwrapped: [NameContext]
    var hasUnwrapped: Bool
    /// `` `loan` ``, `` `a` and `b` ``: the entries it needs, for its doc.
    var unwrappedList: String
}

/// The default view's button for an action a test taps (with views): one that takes no arguments,
/// labelled apart from every other button of the view.
struct DefaultViewButtonContext: Encodable, Sendable {
    var defaultViewName: String
    var label: String
}

/// What a screen's default view shows whatever its state holds, for the test that looks for it
/// (with views): the labels of its entries, lists, buttons that need no value and embedded
/// screens' sections.
struct DefaultViewPartsContext: Encodable, Sendable {
    var defaultViewName: String
    var labels: [NameContext]
}

/// An embedded child's parts, shown in a section of the parent's form.
struct EmbeddedViewContext: Encodable, Sendable {
    var defaultViewName: String
    /// The parent view model's property that holds the child's: `ratingBadgeViewModel`.
    var viewModelProperty: String
    var title: String
}

extension ContextBuilder {
    /// The button of `screen`'s default view that runs `action`, for its test to tap; nil without
    /// views, for an action that takes arguments, and for a label another button has too (the
    /// `Clear` beside an optional entry, another action's).
    func defaultViewButton(for action: ActionSpec, in screen: ScreenSpec) -> DefaultViewButtonContext? {
        let label = Namer.title(action.name.value)
        let labels = screen.actions.map { Namer.title($0.name.value) }
        guard views == .swiftui, action.params.isEmpty, label != "Clear", labels.filter({ $0 == label }).count == 1
        else { return nil }
        return DefaultViewButtonContext(defaultViewName: Namer.defaultView(forScreen: screen.name.value), label: label)
    }

    /// The parts of `screen`'s default view a test looks for; nil without views or parts.
    func defaultViewParts(of screen: ScreenSpec) -> DefaultViewPartsContext? {
        guard views == .swiftui else { return nil }
        let labels = screenView(screen).parts.compactMap { part -> String? in
            let entry = part.textField ?? part.secureField ?? part.toggle ?? part.numberField ?? part.picker
            if let shown = entry ?? part.value ?? part.list { return shown.label }
            if let button = part.button, !button.hasUnwrapped { return button.label }
            return part.child?.title
        }
        guard !labels.isEmpty else { return nil }
        return DefaultViewPartsContext(
            defaultViewName: Namer.defaultView(forScreen: screen.name.value), labels: labels.listed)
    }

    /// The views of `screen`, whose view model is named `viewModelName`.
    func screenView(_ screen: ScreenSpec) -> ScreenViewContext {
        let name = screen.name.value
        var parts = screen.state.map(statePart)
        var uncalled: [String] = []
        var rowActionTaken: Set<Int> = []
        for action in screen.actions {
            switch button(for: action, in: screen) {
            case .button(let button):
                parts.append(withPart(Namer.viewPart(action.name.value, "Button")) { $0.button = button })
            case .rows(let index, let button) where !rowActionTaken.contains(index):
                rowActionTaken.insert(index)
                parts[index].list?.rowAction = button
            case .rows, .none:
                let labels = action.params.map { SwiftName.argumentLabel($0.name.value) + ":" }.joined()
                uncalled.append("`\(SwiftName.identifier(action.name.value))(\(labels))`")
            }
        }
        parts += screen.children.map { child in
            withPart(Namer.embeddedPart(child.value)) {
                $0.child = EmbeddedViewContext(
                    defaultViewName: Namer.defaultView(forScreen: child.value),
                    viewModelProperty: Namer.viewModelProperty(forScreen: child.value), title: Namer.title(child.value))
            }
        }
        return ScreenViewContext(
            name: name, viewName: Namer.screenView(forScreen: name),
            defaultViewName: Namer.defaultView(forScreen: name),
            viewModelName: Namer.viewModel(forScreen: name), title: Namer.title(name),
            listenerName: Namer.listener(forScreen: name), hostName: Namer.host(forScreen: name),
            listeningName: Namer.listening(forScreen: name), addListenerName: Namer.addListener(forScreen: name),
            doc: defaultViewDoc(name, uncalled: uncalled),
            hasInputs: screen.state.contains(where: \.isInput), parts: parts,
            preview: preview(of: screen))
    }

    private func preview(of screen: ScreenSpec) -> ScreenPreviewContext {
        let name = screen.name.value
        let samples = members(screen.params).map { (label: $0.label, value: $0.sample) }
        let reports = usesResponders && !(analysis.reportedEvents[name] ?? []).isEmpty
        return ScreenPreviewContext(
            function: Namer.viewModelProperty(forScreen: name), makeName: Namer.makeViewModel(forScreen: name),
            makeArguments: listedArguments(samples + (reports ? [("responder", "nil")] : [])),
            builderName: Namer.viewModelBuilder(forScreen: name),
            dependencies: listedArguments(
                dependencies(of: screen).map {
                    ($0.property, Namer.previewRepository(forRepository: $0.type) + "()")
                }),
            stateName: Namer.state(forScreen: name), stateArguments: listedArguments(samples),
            children: listedArguments(
                screen.children.map {
                    (Namer.viewModelProperty(forScreen: $0.value), Namer.viewModelProperty(forScreen: $0.value) + "()")
                }))
    }

    private func withPart(_ property: String, _ set: (inout ViewPartContext) -> Void) -> ViewPartContext {
        var part = ViewPartContext(property: property)
        set(&part)
        return part
    }

    private func defaultViewDoc(_ screen: String, uncalled: [String]) -> DocLines {
        var text =
            "The \(screen) screen's state and actions in a form, each part a property of its own: your `\(Namer.screenView(forScreen: screen))` shows it until you write your layout, and may reuse its parts."
        if !uncalled.isEmpty {
            let (buttons, values, them) =
                uncalled.count == 1 ? ("button", "no value", "it") : ("buttons", "no values", "them")
            text +=
                "\nNo \(buttons) for \(SpecFacts.list(uncalled)): the screen holds \(values) to call \(them) with; call \(them) from your view."
        }
        return docLines(nil, fallback: text)
    }

    /// The part that shows a state entry: a control for an input the form can edit, else its value.
    private func statePart(_ entry: MemberSpec) -> ViewPartContext {
        let type = entry.type.value
        let entryName = entry.name.value
        var value = ValuePartContext(
            entry: SwiftName.identifier(entryName), label: Namer.title(entryName),
            setter: Namer.inputSetter(forState: entryName), isText: type == .named("String"), type: type.description)
        if entry.isInput, case .named(let named) = type {
            if named == "String" {
                let isSecret = entryName.lowercased().contains("password")
                return withPart(Namer.viewPart(entryName, "Field")) {
                    if isSecret { $0.secureField = value } else { $0.textField = value }
                }
            }
            if named == "Bool" { return withPart(Namer.viewPart(entryName, "Toggle")) { $0.toggle = value } }
            if BuiltinType(rawValue: named)?.isNumber == true {
                return withPart(Namer.viewPart(entryName, "Field")) { $0.numberField = value }
            }
            if isCaseList(named) { return withPart(Namer.viewPart(entryName, "Picker")) { $0.picker = value } }
        }
        switch type {
        case .optional(let wrapped):
            value.isText = wrapped == .named("String")
            if !entry.isInput { value.clearName = Namer.clear(forState: entryName) }
            return withPart(Namer.viewPart(entryName, "Row")) { $0.optionalValue = value }
        case .array(let element):
            value.isText = element == .named("String")
            return withPart(Namer.viewPart(entryName, "Section")) { $0.list = value }
        default:
            return withPart(Namer.viewPart(entryName, "Row")) { $0.value = value }
        }
    }

    /// An enumeration without payloads: `CaseIterable`, so a picker lists its cases.
    private func isCaseList(_ name: String) -> Bool {
        guard case .enumeration(let cases) = index.models[name]?.kind else { return false }
        return cases.allSatisfy(\.params.isEmpty)
    }

    private enum ActionControl {
        case button(ButtonContext)
        /// The rows of the list at this index of the parts call it with the row.
        case rows(Int, ButtonContext)
        case none
    }

    /// How the default view calls `action`: a button when the screen has a value for each param
    /// (by name and type, a state entry's value while it holds one, or the param's default),
    /// the rows of a list of the param's type when it has one param, else not at all.
    private func button(for action: ActionSpec, in screen: ScreenSpec) -> ActionControl {
        let available = screen.params + screen.state
        var arguments: [(label: String, value: String)] = []
        var unwrapped: [String] = []
        var missing: [MemberSpec] = []
        for param in action.params {
            let local = SwiftName.identifier(param.name.value)
            if let source = available.first(where: { $0.name.value == param.name.value }) {
                if source.type.value == param.type.value {
                    arguments.append((param.name.value, "viewModel." + local))
                    continue
                }
                if source.type.value == .optional(param.type.value) {
                    arguments.append((param.name.value, local))
                    unwrapped.append(local)
                    continue
                }
            }
            if let defaultValue = param.defaultValue {
                arguments.append((param.name.value, literals.value(of: defaultValue, as: param.type.value)))
                continue
            }
            missing.append(param)
        }
        var button = ButtonContext(
            label: Namer.title(action.name.value), action: SwiftName.identifier(action.name.value),
            isAsync: action.isAsync, arguments: listedArguments(arguments), unwrapped: unwrapped.listed,
            hasUnwrapped: !unwrapped.isEmpty, unwrappedList: SpecFacts.list(unwrapped.map { "`\($0)`" }))
        if missing.isEmpty { return .button(button) }
        guard action.params.count == 1, unwrapped.isEmpty, let param = missing.first,
            let list = screen.state.firstIndex(where: { $0.type.value == .array(param.type.value) })
        else { return .none }
        button.arguments = listedArguments([(param.name.value, "row")])
        return .rows(list, button)
    }
}
