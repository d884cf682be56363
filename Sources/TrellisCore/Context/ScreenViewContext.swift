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
    var listenerName: String?
    var hostName: String?
    /// `SignInListening`: what the listener implements, and `addSignInListener`: the event
    /// handler's method that registers it (event-driven).
    var listeningName: String?
    var addListenerName: String?
    var doc: DocLines
    /// Whether a part binds an input: the observable default view holds its view model `@Bindable`
    /// (mvvm, mvvm-c).
    var hasInputs: Bool?
    /// The parts, in the spec's order: params, state entries, then actions' buttons, then children.
    var parts: [ViewPartContext]
    /// Whether another screen embeds this one: its default view then shows its parts in a
    /// section of that screen's form.
    var isEmbedded: Bool
    /// The actions the view runs as it appears (`"onAppear"`), in the spec's order.
    var appearActions: [ButtonContext]
    var runsAppearActions: Bool
    /// Previews: the function of `…Previews` that makes the screen's view model
    /// (`signInViewModel`), and what it makes it with.
    var preview: ScreenPreviewContext
    /// What the default view shows as labelled values and in its entries' controls, for the app
    /// walk to read back: each one's label and the expression that shows it from `viewModel`.
    var facts: [ShownFactContext]
    var hasFacts: Bool
    /// The lists the default view shows: each section's title and the expression of its rows'
    /// texts (`viewModel.books.map { $0.title }`).
    var lists: [ShownListContext]
    var hasLists: Bool
    /// The view model's properties that hold the embedded screens' view models.
    var embeddedViewModels: [NameContext]
    var hasEmbeddedViewModels: Bool
    /// Whether the walk has something to read back: facts, or embedded screens.
    var showsFacts: Bool
    var isFirst = false
}

/// How previews make a screen's view model: sample params, repositories that throw, and nothing
/// to report to.
struct ScreenPreviewContext: Encodable, Sendable {
    /// The previews' function that makes the view model, and the one that makes the view.
    var function: String
    var viewFunction: String
    /// mvvm, mvvm-c: the container's factory, with sample params and no responder.
    var makeName: String?
    var makeArguments: [ArgumentContext]?
    /// event-driven: the builder, with preview repositories, and the state it builds from (its
    /// params' samples), and the embedded screens' previews.
    var builderName: String?
    var dependencies: [ArgumentContext]?
    var stateName: String?
    var stateArguments: [ArgumentContext]?
    var children: [ArgumentContext]?
    /// The screen sends events (its builder takes where to deliver them).
    var sendsEvents: Bool?
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
    var detail: DetailPartContext?
    var button: ButtonContext?
    var child: EmbeddedViewContext?

    init(property: String) { self.property = property }
}

/// A labelled value a default view shows: its label and the expression that shows it as text
/// from `viewModel`; for an optional the view shows only while it holds a value, the optional
/// (`unwrapping`) and the text of its value, `value`.
struct ShownFactContext: Encodable, Sendable, ListElement {
    var label: String
    var text: String
    var unwrapping: String?
    var isLast = false
}

/// A list a default view shows, in a section titled `label`: `rows` is the expression of its
/// rows' texts, from `viewModel`.
struct ShownListContext: Encodable, Sendable, ListElement {
    var label: String
    var rows: String
    var isLast = false
}

/// A model the default view shows field by field, in a section of its own: its `label`, and
/// each field's label and the expression that shows it as text.
struct DetailPartContext: Encodable, Sendable {
    var label: String
    var fields: [DetailFieldContext]
}

struct DetailFieldContext: Encodable, Sendable {
    var label: String
    /// `viewModel.trip.destination`, `String(describing: viewModel.trip.nights)`.
    var text: String
}

/// A state entry or param the default view shows, or binds when it is an input.
struct ValuePartContext: Encodable, Sendable {
    /// The view model's property: `searchText`.
    var entry: String
    var label: String
    /// The view model's closure that sets an input (event-driven): `setSearchText`.
    var setter: String?
    /// The value (or a list's element) is a `String`, shown as it is, or a model shown by its
    /// `nameField`; else its description.
    var isText: Bool
    /// A model's name-like `String` field (`name`, `title`, …), shown for the model.
    var nameField: String?
    /// A list's row identity: `\.id` for elements with an `id` field, else `\.self`.
    var rowID: String
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
    /// An async action's button is disabled while the action runs.
    var isAsync: Bool
    /// The arguments: the screen's params and state by name, params' defaults, or the row.
    var arguments: [ArgumentContext]
    /// The spec's `Bool` state entry that says whether the action may run (`isSignInEnabled`,
    /// `canSignIn`): the button is disabled while it is false.
    var enabledFlag: String?
    /// Optional state entries the button needs: it shows only while they hold a value.
    var unwrapped: [NameContext]
    var hasUnwrapped: Bool
    /// `` `loan` ``, `` `a` and `b` ``: the entries it needs, for its doc.
    var unwrappedList: String
}

/// How a test has the default view run an action (with views): it taps the button for an action
/// that takes no arguments, labelled apart from every other button of the view; it lets the
/// view appear for the one action the view runs as it appears.
struct DefaultViewButtonContext: Encodable, Sendable {
    var defaultViewName: String
    var label: String
    var runsOnAppear = false
    /// For an action a list's rows call: the text of the row the test taps, the second of two
    /// (`petArgument.name`).
    var rowLabel: String?
}

/// What a screen's default view shows whatever its state holds, for the test that looks for it
/// (with views): the labels of its entries, lists, buttons that need no value and embedded
/// screens' sections.
struct DefaultViewPartsContext: Encodable, Sendable {
    var defaultViewName: String
    var labels: [NameContext]
    /// The labels of the buttons of async actions a test taps twice (+ `hasAsyncButtons`): each
    /// shows whatever the state holds, no flag disables it, and no other button has its label.
    var asyncButtons: [NameContext]
    var hasAsyncButtons: Bool
    /// The screens it embeds (+ `hasEmbeddedViews`): each shows through its own view, in its form.
    var embeddedViews: [EmbeddedViewTestContext]
    var hasEmbeddedViews: Bool
    /// The actions it runs as it appears (+ `hasAppearActions`): a test compares what they leave
    /// run by the view and called.
    var appearActions: [ButtonContext]
    var hasAppearActions: Bool
}

/// An embedded screen as the default view's test checks it: the part that shows it, and the
/// screen's own view that part shows.
struct EmbeddedViewTestContext: Encodable, Sendable {
    var screenName: String
    var property: String
    var viewName: String
}

/// An embedded child, shown through its own view (the user's `<Child>View`).
struct EmbeddedViewContext: Encodable, Sendable {
    var viewName: String
    /// The parent view model's property that holds the child's: `ratingBadgeViewModel`.
    var viewModelProperty: String
    /// The child's title: the label of the section its default view shows in.
    var title: String
}

extension ContextBuilder {
    /// How the test of `action` has `screen`'s default view run it (nil without views): the
    /// view's appearance for the screen's only `onAppear` action, in a view that embeds no screen
    /// (whose own would run too); else its button, unless another button has its label (the
    /// `Clear` beside an optional entry, another action's) or a flag of the screen may disable it.
    /// An action that takes arguments has its button tapped where each is a state entry's: the
    /// test (and the walk's tap) sets the entries to its samples first (they join `samples`). Else
    /// a tap on one of its list's rows.
    func defaultViewButton(
        for action: ActionSpec, in screen: ScreenSpec, samples: inout EmittingSamples, locals: inout LocalNames
    ) -> DefaultViewButtonContext? {
        guard views == .swiftui else { return nil }
        let defaultView = Namer.defaultView(forScreen: screen.name.value)
        let label = Namer.title(action.name.value)
        if action.runsOnAppear {
            guard action.params.isEmpty, screen.children.isEmpty, screen.actions.filter(\.runsOnAppear).count == 1
            else { return nil }
            return DefaultViewButtonContext(defaultViewName: defaultView, label: label, runsOnAppear: true)
        }
        switch button(for: action, in: screen) {
        case .button: break
        case .rows(let list, let button):
            return defaultViewRowTap(for: action, in: screen, list: list, button, samples: &samples, locals: &locals)
        case .none: return nil
        }
        let labels = screen.actions.filter { hasButton($0, in: screen) }.map { Namer.title($0.name.value) }
        guard enabledFlag(for: action, in: screen) == nil, label != "Clear", labels.filter({ $0 == label }).count == 1,
            !embeddedButtonLabels(of: screen).contains(label),
            let state = stateSetup(forArgumentsOf: action, in: screen, samples: samples)
        else { return nil }
        samples.state += state
        return DefaultViewButtonContext(defaultViewName: defaultView, label: label)
    }

    /// The state a test sets so that the default view's button calls `action` with the test's
    /// samples: each param's state entry (by name, of its type or its optional) set to the
    /// param's sample. Nil where an argument comes from elsewhere (a param of the screen, whose
    /// sample is not the action's; a default) or the test sets the entry already.
    private func stateSetup(
        forArgumentsOf action: ActionSpec, in screen: ScreenSpec, samples: EmittingSamples
    ) -> [StateSetupContext]? {
        var setup: [StateSetupContext] = []
        for param in action.params {
            let name = param.name.value
            let property = SwiftName.identifier(name)
            guard !screen.params.contains(where: { $0.name.value == name }),
                let entry = screen.state.first(where: { $0.name.value == name }),
                entry.type.value == param.type.value || entry.type.value == .optional(param.type.value),
                let local = samples.actionLocals[name], !samples.state.contains(where: { $0.property == property })
            else { return nil }
            setup.append(StateSetupContext(property: property, local: local))
        }
        return setup
    }

    /// How a test has the default view run `action`, which the rows of the state entry at `index`
    /// call with `button`: the test's sample row shows second, under another, and the test taps
    /// it by its text, so a row that calls the action with another row's value fails. The rows
    /// join `samples`, which the test sets in the list first. Nil where a flag may disable the
    /// rows, another action's rows they are, or the two rows would read alike.
    private func defaultViewRowTap(
        for action: ActionSpec, in screen: ScreenSpec, list index: Int, _ button: ButtonContext,
        samples: inout EmittingSamples, locals: inout LocalNames
    ) -> DefaultViewButtonContext? {
        guard button.enabledFlag == nil, let param = action.params.first,
            let local = samples.actionLocals[param.name.value],
            let sample = samples.setup.first(where: { $0.local == local })?.value
        else { return nil }
        let rowsCaller = screen.actions.first { other in
            guard !other.runsOnAppear, case .rows(let otherIndex, _) = self.button(for: other, in: screen) else {
                return false
            }
            return otherIndex == index
        }
        let list = SwiftName.identifier(screen.state[index].name.value)
        let other = literals.alternativeSample(of: param.type.value, seed: 40)
        guard rowsCaller?.name.value == action.name.value, other != sample,
            !samples.state.contains(where: { $0.property == list })
        else { return nil }
        let rows = locals.local(for: "shownRows")
        samples.setup.append(SampleContext(local: rows, value: "[\(other), \(local)]"))
        samples.state.append(StateSetupContext(property: list, local: rows))
        return DefaultViewButtonContext(
            defaultViewName: Namer.defaultView(forScreen: screen.name.value), label: Namer.title(action.name.value),
            rowLabel: shownText(of: param.type.value, at: local))
    }

    /// Whether the default view has a button for `action` (when it has the values to call it
    /// with): every action but one that runs on appear, which has one too where the user types
    /// (a search runs again with the query typed).
    private func hasButton(_ action: ActionSpec, in screen: ScreenSpec) -> Bool {
        !action.runsOnAppear || screen.state.contains(where: \.isInput)
    }

    /// The labels of the action buttons of the screens `screen` embeds, at any depth: they show
    /// in its default view too, so a test cannot tell its own button of such a label apart.
    private func embeddedButtonLabels(of screen: ScreenSpec) -> Set<String> {
        var labels: Set<String> = []
        var visited: Set<String> = []
        var pending = screen.children.map(\.value)
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let child = index.screens[name] else { continue }
            labels.formUnion(child.actions.filter { hasButton($0, in: child) }.map { Namer.title($0.name.value) })
            pending += child.children.map(\.value)
        }
        return labels
    }

    /// The parts of `screen`'s default view a test looks for; nil without views or parts.
    func defaultViewParts(of screen: ScreenSpec) -> DefaultViewPartsContext? {
        guard views == .swiftui else { return nil }
        let (parts, _, appearActions) = viewParts(of: screen, withSetters: false)
        let buttonLabels = parts.compactMap { $0.button?.label }
        let embeddedLabels = embeddedButtonLabels(of: screen)
        let asyncButtons = parts.compactMap(\.button).filter { button in
            button.isAsync && !button.hasUnwrapped && button.enabledFlag == nil && button.label != "Clear"
                && buttonLabels.filter { $0 == button.label }.count == 1 && !embeddedLabels.contains(button.label)
        }.map(\.label)
        let labels = parts.flatMap { part -> [String] in
            let entry = part.textField ?? part.secureField ?? part.toggle ?? part.numberField ?? part.picker
            if let shown = entry ?? part.value ?? part.list { return [shown.label] }
            if let detail = part.detail { return [detail.label] + detail.fields.map(\.label) }
            if let button = part.button, !button.hasUnwrapped { return [button.label] }
            return part.child.map { [$0.title] } ?? []
        }
        guard !labels.isEmpty else { return nil }
        return DefaultViewPartsContext(
            defaultViewName: Namer.defaultView(forScreen: screen.name.value), labels: labels.listed,
            asyncButtons: asyncButtons.listed, hasAsyncButtons: !asyncButtons.isEmpty,
            embeddedViews: screen.children.map {
                EmbeddedViewTestContext(
                    screenName: $0.value, property: Namer.embeddedPart($0.value),
                    viewName: Namer.screenView(forScreen: $0.value))
            },
            hasEmbeddedViews: !screen.children.isEmpty, appearActions: appearActions,
            hasAppearActions: !appearActions.isEmpty)
    }

    /// The views of `screen` as `flavor`'s views name them: a listener and host, and inputs set
    /// through the view model's setters, for views that listen to the router's handler; else a
    /// view model bound `@Bindable`. Previews make the view model the flavor's way.
    func screenView(_ screen: ScreenSpec, as flavor: ViewLayerFlavor) -> ScreenViewContext {
        let name = screen.name.value
        let listens = flavor.listensToHandler
        let (parts, uncalled, appearActions) = viewParts(of: screen, withSetters: listens)
        let shownFacts = shownFacts(of: screen)
        let shownLists = screen.state.filter { !$0.isInput }.compactMap { entry -> ShownListContext? in
            guard case .array(let element) = entry.type.value else { return nil }
            let path = "viewModel." + SwiftName.identifier(entry.name.value)
            return ShownListContext(
                label: Namer.title(entry.name.value), rows: "\(path).map { \(shownText(of: element, at: "$0")) }")
        }
        return ScreenViewContext(
            name: name, viewName: Namer.screenView(forScreen: name),
            defaultViewName: Namer.defaultView(forScreen: name),
            viewModelName: Namer.viewModel(forScreen: name), title: Namer.title(name),
            listenerName: listens ? Namer.listener(forScreen: name) : nil,
            hostName: listens ? Namer.host(forScreen: name) : nil,
            listeningName: listens ? Namer.listening(forScreen: name) : nil,
            addListenerName: listens ? Namer.addListener(forScreen: name) : nil,
            doc: defaultViewDoc(
                name, uncalled: uncalled,
                appearing: screen.actions.filter(\.runsOnAppear).map { "`\(SwiftName.identifier($0.name.value))`" },
                runsAgain: screen.state.contains(where: \.isInput)),
            hasInputs: listens ? nil : screen.state.contains(where: \.isInput), parts: parts,
            isEmbedded: facts.embeddedIn[name] != nil, appearActions: appearActions,
            runsAppearActions: !appearActions.isEmpty, preview: preview(of: screen, throughBuilder: listens),
            facts: shownFacts.markingLast(), hasFacts: !shownFacts.isEmpty, lists: shownLists.markingLast(),
            hasLists: !shownLists.isEmpty,
            embeddedViewModels: screen.children.map { Namer.viewModelProperty(forScreen: $0.value) }.listed,
            hasEmbeddedViewModels: !screen.children.isEmpty,
            showsFacts: !shownFacts.isEmpty || !shownLists.isEmpty || !screen.children.isEmpty)
    }

    /// The labelled values `screen`'s default view shows, as `valuePart` makes them: what each
    /// input's control shows, then each read-only param and state entry (not a list, not a flag
    /// its button reads), a model field by field, an optional while it holds a value.
    private func shownFacts(of screen: ScreenSpec) -> [ShownFactContext] {
        let flags = Set(
            screen.actions.filter { !$0.runsOnAppear }.compactMap { enabledFlag(for: $0, in: screen)?.name.value })
        let shown = screen.params + screen.state.filter { !$0.isInput && !flags.contains($0.name.value) }
        let entries = screen.state.filter { $0.isInput && !flags.contains($0.name.value) }.compactMap(shownEntry)
        return entries
            + shown.flatMap { entry -> [ShownFactContext] in
                let path = "viewModel." + SwiftName.identifier(entry.name.value)
                let label = Namer.title(entry.name.value)
                switch entry.type.value {
                case .array: return []
                case .optional(let wrapped):
                    return [ShownFactContext(label: label, text: shownText(of: wrapped, at: "value"), unwrapping: path)]
                case let type:
                    let modelFields = fields(of: type)
                    guard !modelFields.isEmpty else {
                        return [ShownFactContext(label: label, text: shownText(of: type, at: path))]
                    }
                    return modelFields.map { field in
                        ShownFactContext(
                            label: Namer.title(field.name.value),
                            text: text(of: field.type.value, at: path + "." + SwiftName.identifier(field.name.value)))
                    }
                }
            }
    }

    /// What the control of the input `entry` shows, as `ViewInspection` reads it (a field's text,
    /// a toggle's `on` or `off`, a picker's choice): nil for an input the default view shows as a
    /// value.
    private func shownEntry(_ entry: MemberSpec) -> ShownFactContext? {
        guard case .named(let named) = entry.type.value else { return nil }
        let path = "viewModel." + SwiftName.identifier(entry.name.value)
        let text: String
        if named == "String" {
            text = path
        } else if named == "Bool" {
            text = "\(path) ? \"on\" : \"off\""
        } else if BuiltinType(rawValue: named)?.isNumber == true {
            text = "\(path).formatted(.number)"
        } else if isCaseList(named) {
            text = "String(describing: \(path))"
        } else {
            return nil
        }
        return ShownFactContext(label: Namer.title(entry.name.value), text: text)
    }

    /// The parts of `screen`'s default view (an input's `setter` named `withSetters`), the
    /// actions it has no button for, and those it runs as it appears.
    private func viewParts(
        of screen: ScreenSpec, withSetters: Bool
    ) -> (parts: [ViewPartContext], uncalled: [String], appearActions: [ButtonContext]) {
        let flags = Set(
            screen.actions.filter { !$0.runsOnAppear }.compactMap { enabledFlag(for: $0, in: screen)?.name.value })
        // What the screen is about first: its params, read-only, then its state.
        var parts = screen.params.map { valuePart($0, withSetter: false, isParam: true) }
        parts += screen.state.filter { !flags.contains($0.name.value) }.map {
            valuePart($0, withSetter: withSetters, isParam: false)
        }
        var uncalled: [String] = []
        var rowActionTaken: Set<Int> = []
        var appearActions: [ButtonContext] = []
        for action in screen.actions {
            if action.runsOnAppear {
                guard case .button(let call) = button(for: action, in: screen) else { continue }
                appearActions.append(call)
                if hasButton(action, in: screen) {
                    parts.append(withPart(Namer.viewPart(action.name.value, "Button")) { $0.button = call })
                }
                continue
            }
            switch button(for: action, in: screen) {
            case .button(let button):
                parts.append(withPart(Namer.viewPart(action.name.value, "Button")) { $0.button = button })
            case .rows(let index, let button) where !rowActionTaken.contains(index):
                rowActionTaken.insert(index)
                // The list's part, found by its entry: params come before it, flags show no part.
                let entry = SwiftName.identifier(screen.state[index].name.value)
                if let part = parts.firstIndex(where: { $0.list?.entry == entry }) {
                    parts[part].list?.rowAction = button
                }
            case .rows, .none:
                let labels = action.params.map { SwiftName.argumentLabel($0.name.value) + ":" }.joined()
                uncalled.append("`\(SwiftName.identifier(action.name.value))(\(labels))`")
            }
        }
        parts += screen.children.map { child in
            withPart(Namer.embeddedPart(child.value)) {
                $0.child = EmbeddedViewContext(
                    viewName: Namer.screenView(forScreen: child.value),
                    viewModelProperty: Namer.viewModelProperty(forScreen: child.value), title: Namer.title(child.value))
            }
        }
        return (parts, uncalled, appearActions)
    }

    /// How previews make `screen`'s view model: through its builder from a state, or with the
    /// container's factory.
    private func preview(of screen: ScreenSpec, throughBuilder: Bool) -> ScreenPreviewContext {
        let name = screen.name.value
        let samples = members(screen.params).map { (label: $0.label, value: $0.sample) }
        guard throughBuilder else {
            let reports = usesResponders && !(analysis.reportedEvents[name] ?? []).isEmpty
            return ScreenPreviewContext(
                function: Namer.viewModelProperty(forScreen: name), viewFunction: Namer.previewView(forScreen: name),
                makeName: Namer.makeViewModel(forScreen: name),
                makeArguments: listedArguments(samples + (reports ? [("responder", "nil")] : [])))
        }
        return ScreenPreviewContext(
            function: Namer.viewModelProperty(forScreen: name), viewFunction: Namer.previewView(forScreen: name),
            builderName: Namer.viewModelBuilder(forScreen: name),
            dependencies: listedArguments(
                dependencies(of: screen).map {
                    ($0.property, Namer.previewRepository(forRepository: $0.type) + "()")
                }),
            stateName: Namer.state(forScreen: name), stateArguments: listedArguments(samples),
            children: listedArguments(
                screen.children.map {
                    (Namer.viewModelProperty(forScreen: $0.value), Namer.viewModelProperty(forScreen: $0.value) + "()")
                }),
            sendsEvents: !screen.emits.isEmpty)
    }

    private func withPart(_ property: String, _ set: (inout ViewPartContext) -> Void) -> ViewPartContext {
        var part = ViewPartContext(property: property)
        set(&part)
        return part
    }

    private func defaultViewDoc(_ screen: String, uncalled: [String], appearing: [String], runsAgain: Bool)
        -> DocLines
    {
        var text =
            "The \(screen) screen's state and actions in a form, each part a property of its own: your `\(Namer.screenView(forScreen: screen))` shows it until you write your layout, and may reuse its parts."
        if !appearing.isEmpty {
            text +=
                "\nThe view runs \(SpecFacts.list(appearing)) as it appears (`runAppearActions()`), cancelled if it goes away first"
            let again = appearing.count == 1 ? "it" : "each"
            text += runsAgain ? "; a button runs \(again) again with what was typed." : "."
        }
        if !uncalled.isEmpty {
            let (buttons, values, them) =
                uncalled.count == 1 ? ("button", "no value", "it") : ("buttons", "no values", "them")
            text +=
                "\nNo \(buttons) for \(SpecFacts.list(uncalled)): the screen holds \(values) to call \(them) with; call \(them) from your view."
        }
        return docLines(nil, fallback: text)
    }

    /// The part that shows `entry`, a state entry or (`isParam`) a param: an input is a control
    /// bound to it; any other value shows as text, an optional entry with its clear button.
    private func valuePart(_ entry: MemberSpec, withSetter: Bool, isParam: Bool) -> ViewPartContext {
        let type = entry.type.value
        let entryName = entry.name.value
        var value = ValuePartContext(
            entry: SwiftName.identifier(entryName), label: Namer.title(entryName),
            setter: withSetter ? Namer.inputSetter(forState: entryName) : nil, isText: type == .named("String"),
            rowID: "\\.self",
            type: type.description)
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
            shows(wrapped, in: &value)
            if !entry.isInput, !isParam { value.clearName = Namer.clear(forState: entryName) }
            return withPart(Namer.viewPart(entryName, "Row")) { $0.optionalValue = value }
        case .array(let element):
            shows(element, in: &value)
            if fields(of: element).contains(where: { $0.name.value == "id" }) { value.rowID = "\\.id" }
            return withPart(Namer.viewPart(entryName, "Section")) { $0.list = value }
        default:
            let modelFields = fields(of: type)
            guard modelFields.isEmpty else {
                let base = "viewModel." + SwiftName.identifier(entryName)
                let detail = DetailPartContext(
                    label: Namer.title(entryName),
                    fields: modelFields.map { field in
                        DetailFieldContext(
                            label: Namer.title(field.name.value),
                            text: text(of: field.type.value, at: base + "." + SwiftName.identifier(field.name.value)))
                    })
                return withPart(Namer.viewPart(entryName, "Section")) { $0.detail = detail }
            }
            shows(type, in: &value)
            return withPart(Namer.viewPart(entryName, "Row")) { $0.value = value }
        }
    }

    /// The expression that shows the value at `path`, of `type`, as text: a `String` as it is, a
    /// model by its name-like field (an ID by its raw value), an optional's value or "None", a
    /// list's values joined by commas, anything else by its description.
    private func text(of type: TypeReference, at path: String) -> String {
        switch type {
        case .optional(.named("String")): return "\(path) ?? \"None\""
        case .optional(let wrapped): return "\(path).map { \(text(of: wrapped, at: "$0")) } ?? \"None\""
        case .array(.named("String")): return "\(path).joined(separator: \", \")"
        case .array(let element): return "\(path).map { \(text(of: element, at: "$0")) }.joined(separator: \", \")"
        default: return shownText(of: type, at: path)
        }
    }

    /// The expression that shows a value the way a row or a value part does (`shows(_:in:)`): a
    /// `String` as it is, a model by its name-like field, anything else by its description.
    private func shownText(of type: TypeReference, at path: String) -> String {
        if type == .named("String") { return path }
        if let name = nameField(of: type) { return path + "." + name }
        return "String(describing: \(path))"
    }

    /// How a value of `type` shows as text: a `String` as it is, a model by its name-like field
    /// (an ID by its raw value), anything else by its description.
    private func shows(_ type: TypeReference, in value: inout ValuePartContext) {
        value.nameField = nameField(of: type)
        value.isText = type == .named("String") || value.nameField != nil
    }

    /// A model's name-like `String` field, the first of `nameLikeFields` it has, else its first
    /// `String` field that is neither an ID nor a secret; a wrapped `String`'s (an ID's)
    /// `rawValue`.
    private func nameField(of type: TypeReference) -> String? {
        if case .named(let name) = type, case .wrapped(let raw) = index.models[name]?.kind,
            raw.value == .named("String")
        {
            return "rawValue"
        }
        let texts = fields(of: type).filter { $0.type.value == .named("String") }
        let named = Self.nameLikeFields.lazy.compactMap { name in texts.first { $0.name.value == name } }.first
        // Else the first text that is neither an identity nor a secret: a chat's contact.
        let shown =
            named
            ?? texts.first { field in
                let name = field.name.value.lowercased()
                return name != "id" && !name.hasSuffix("id") && !Self.secretWords.contains { name.contains($0) }
            }
        return shown.map { SwiftName.identifier($0.name.value) }
    }

    /// Words of a field's name that say it holds what a screen must not show.
    private static let secretWords = ["password", "token", "secret", "key", "pin"]

    /// The fields that name a model, in the order the default view prefers them.
    private static let nameLikeFields = ["name", "title", "displayName", "label"]

    /// The fields of a model struct; none for any other type.
    private func fields(of type: TypeReference) -> [MemberSpec] {
        guard case .named(let name) = type, case .structure(let fields) = index.models[name]?.kind else { return [] }
        return fields
    }

    /// The `Bool` state entry that says whether `action` may run: `is<Action>Enabled` or
    /// `can<Action>`, read-only. The default view disables the action's button while it is false
    /// and shows no row for it.
    private func enabledFlag(for action: ActionSpec, in screen: ScreenSpec) -> MemberSpec? {
        let typeName = SwiftName.upperFirst(action.name.value)
        let names = ["is\(typeName)Enabled", "can\(typeName)"]
        return screen.state.first { entry in
            names.contains(entry.name.value) && entry.type.value == .named("Bool") && !entry.isInput
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
            isAsync: action.isAsync, arguments: listedArguments(arguments),
            enabledFlag: enabledFlag(for: action, in: screen).map { SwiftName.identifier($0.name.value) },
            unwrapped: unwrapped.listed,
            hasUnwrapped: !unwrapped.isEmpty, unwrappedList: SpecFacts.list(unwrapped.map { "`\($0)`" }))
        if missing.isEmpty { return .button(button) }
        guard action.params.count == 1, unwrapped.isEmpty, let param = missing.first,
            let list = screen.state.firstIndex(where: { $0.type.value == .array(param.type.value) })
        else { return .none }
        button.arguments = listedArguments([(param.name.value, "row")])
        return .rows(list, button)
    }
}
