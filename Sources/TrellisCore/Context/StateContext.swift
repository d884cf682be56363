/// A screen's state entry: a property of its view model (mvvm, mvvm-c) or of its state value
/// (event-driven).
struct StateContext: Encodable, Sendable {
    var name: String
    var type: String
    var doc: DocLines
    /// The literal it starts from.
    var initialValue: String
    /// Settable by the view (two-way bound); otherwise read-only outside the module.
    var isInput: Bool
    /// An optional entry the view cannot set: the method (mvvm, mvvm-c) or closure
    /// (event-driven) that sets it to nil, for the view to dismiss what it shows (`clearError`).
    var clearName: String?
    /// The test of `clearName`, and the sample value it sets the entry to first.
    var clearTestName: String?
    var sample: String
}

/// A repository a screen uses, and the property that holds it.
struct DependencyContext: Encodable, Sendable, ListElement {
    var type: String
    var property: String
    var isLast = false
}

extension ContextBuilder {
    /// The screen's state entries; an input entry without a doc says how the view sets it
    /// (`inputDoc`, from the entry's name).
    func state(
        of screen: ScreenSpec,
        inputDoc: (String) -> String = { _ in "Set by the view (two-way bound) as well as by the view model." }
    ) -> [StateContext] {
        screen.state.map { entry in
            let isClearable = !entry.isInput && entry.type.value.isOptional
            let initial =
                entry.defaultValue.map { literals.value(of: $0, as: entry.type.value) }
                ?? SwiftLiteral.emptyValue(of: entry.type.value)
            return StateContext(
                name: SwiftName.identifier(entry.name.value), type: entry.type.value.description,
                doc: entry.isInput ? docLines(entry.doc, fallback: inputDoc(entry.name.value)) : docLines(entry.doc),
                initialValue: initial, isInput: entry.isInput,
                clearName: isClearable ? Namer.clear(forState: entry.name.value) : nil,
                clearTestName: isClearable ? Namer.clearTest(forState: entry.name.value) : nil,
                sample: literals.sample(of: entry.type.value, seed: 0))
        }
    }

    /// The repositories a screen uses.
    func dependencies(of screen: ScreenSpec) -> [DependencyContext] {
        screen.dependencies.map {
            DependencyContext(type: $0.value, property: Namer.dependencyProperty(forRepository: $0.value))
        }.markingLast()
    }
}
