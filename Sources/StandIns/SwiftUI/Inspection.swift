// What the stand-in keeps of a view for a test to look at and act on, as the system would:
// controls with their bindings and actions, navigation stacks with their paths and
// destinations, presented sheets. Not part of SwiftUI's API: `@_spi(Inspection)`, for the
// inspection module beside the stand-ins.

/// A view as the inspection sees it: what it is, its label, what it holds, and what a user or
/// the system can do with it.
@_spi(Inspection) public struct InspectedNode {
    @_spi(Inspection) public enum Kind: String, Sendable {
        case text, button, textField, secureField, toggle, picker, labeledContent
        case form, section, group, list, rows, navigationStack, empty
        /// A view of the app's own, whose body the inspection asked for.
        case view
        /// A UIKit view controller shown in SwiftUI: opaque here.
        case viewController
    }

    public var kind: Kind
    /// A view of the app's own: its type's name, and the view itself (what it was made with).
    public var typeName: String?
    public var view: Any?
    /// A control's or a section's title, a text's content.
    public var label: String?
    public var children: [InspectedNode] = []
    public var isDisabled = false
    public var role: ButtonRole?
    /// A button's action.
    public var action: (@MainActor () -> Void)?
    /// A text field's text.
    public var text: Binding<String>?
    /// A toggle's state.
    public var isOn: Binding<Bool>?
    /// A picker's choice: picks the view tagged with the value, if any is.
    public var pick: (@MainActor (AnyHashable) -> Bool)?
    /// A picker's choice now: the value its selection holds.
    public var picked: (@MainActor () -> AnyHashable)?
    /// The value the view is tagged with, for a picker.
    public var tag: AnyHashable?
    public var navigationTitle: String?
    /// What runs as the view appears.
    public var appearanceActions: [() -> Void] = []
    public var tasks: [@isolated(any) () async -> Void] = []
    /// What runs as the view disappears.
    public var disappearanceActions: [() -> Void] = []
    /// The view's place in the tree, as the inspection's session keeps its state: the same view
    /// on the next render has the same place.
    public var place: String?
    /// The views this view shows for values pushed on its navigation stack.
    public var destinations: [@MainActor (AnyHashable) -> InspectedNode?] = []
    /// The sheet (or full-screen cover) presented from this view.
    public var sheet: PresentedSheet?
    /// The alert (or confirmation dialog) presented from this view.
    public var alert: PresentedAlert?
    /// As the content of a sheet: the heights it can take and the one it shows at, and whether it
    /// refuses the system's swipe down.
    public var presentationDetents: Set<PresentationDetent>?
    public var selectedDetent: PresentationDetent?
    public var isInteractiveDismissDisabled = false
    /// A navigation stack's path: its values, and what a back swipe does with them.
    public var pathElements: (() -> [AnyHashable])?
    public var keepFirstPathElements: ((Int) -> Void)?

    init(_ kind: Kind, label: String? = nil, children: [InspectedNode] = []) {
        self.kind = kind
        self.label = label
        self.children = children
    }

    /// The text this view shows first: its label, else its first child's.
    public var firstText: String? {
        label ?? children.lazy.compactMap(\.firstText).first
    }

    /// This view and every view it holds, depth first.
    public var allNodes: [InspectedNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

/// A sheet (or a full-screen cover) presented over what shows, and the system's swipe down that
/// closes it.
@_spi(Inspection) public final class PresentedSheet {
    public let content: InspectedNode
    public let isFullScreenCover: Bool
    let dismiss: @MainActor () -> Void

    init(content: InspectedNode, isFullScreenCover: Bool, dismiss: @escaping @MainActor () -> Void) {
        self.content = content
        self.isFullScreenCover = isFullScreenCover
        self.dismiss = dismiss
    }

    /// Its content's own settings: the first of its views that sets each.
    private var contentNodes: [InspectedNode] { content.allNodes }

    /// Whether the system offers a swipe down: not on a full-screen cover, nor on a sheet whose
    /// content disabled it.
    public var closesBySwipeDown: Bool {
        !isFullScreenCover && !contentNodes.contains(where: \.isInteractiveDismissDisabled)
    }

    /// The heights the sheet can take, the system's own (large) unless its content sets them.
    public var detents: Set<PresentationDetent> {
        contentNodes.lazy.compactMap(\.presentationDetents).first ?? [.large]
    }

    /// The height the sheet shows at: the selection its content binds, else the smallest.
    public var selectedDetent: PresentationDetent {
        contentNodes.lazy.compactMap(\.selectedDetent).first ?? (detents.contains(.medium) ? .medium : .large)
    }

    /// The system's swipe down: the sheet closes, unless it refuses it (`closesBySwipeDown`);
    /// whether it closed.
    @MainActor public func dismissBySwipeDown() -> Bool {
        guard closesBySwipeDown else { return false }
        dismiss()
        return true
    }
}

/// An alert (or a confirmation dialog) presented over everything: its text and its buttons, and
/// what a tap on one does, as SwiftUI does it: the button's action runs, then the alert closes.
@_spi(Inspection) public final class PresentedAlert {
    public let title: String
    public let message: String?
    public let isConfirmationDialog: Bool
    /// Its buttons, in order: each one's label, role and action.
    public let buttons: [InspectedNode]
    let close: @MainActor () -> Void

    init(
        title: String, message: String?, isConfirmationDialog: Bool, buttons: [InspectedNode],
        close: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.message = message
        self.isConfirmationDialog = isConfirmationDialog
        self.buttons = buttons
        self.close = close
    }

    /// The user taps the button at `index`: its action runs, then the alert closes.
    @MainActor public func tap(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        buttons[index].action?()
        close()
    }

    /// The system closes a confirmation dialog the user tapped beside (on iPad): as its cancel
    /// button would, when it has one; else it only closes.
    @MainActor public func closeBySystem() {
        buttons.first { $0.role == .cancel }?.action?()
        close()
    }
}

/// What an inspection keeps between renders: each view's state, by the view's place in the tree
/// (its path of types, positions and destination values from the root), as SwiftUI keeps state
/// by a view's identity.
@_spi(Inspection) @MainActor public final class InspectionSession {
    var states: [String: AnyObject] = [:]
    var path: [String] = []
    /// The views on screen when they last appeared, by place.
    public var appeared: [String: AppearedView] = [:]

    public init() {}
}

/// A view on screen: what it runs as it disappears, and the tasks it started as it appeared,
/// which are cancelled then.
@_spi(Inspection) public struct AppearedView {
    public var disappearanceActions: [() -> Void]
    public var tasks: [Task<Void, Never>]

    public init(disappearanceActions: [() -> Void], tasks: [Task<Void, Never>]) {
        self.disappearanceActions = disappearanceActions
        self.tasks = tasks
    }
}

/// The session views are inspected in now; nil outside `inspecting(in:_:)`, where every state
/// starts anew.
@MainActor private var currentSession: InspectionSession?

/// Runs `body`, whose inspections keep their views' state in `session`.
@_spi(Inspection) @MainActor public func inspecting<T>(in session: InspectionSession, _ body: () -> T) -> T {
    let outer = currentSession
    currentSession = session
    defer { currentSession = outer }
    return body()
}

/// The environment of the view inspected now: what the views around it set.
@MainActor private var currentEnvironment = EnvironmentValues()

/// `view`'s tree at `place` among its siblings (a position, a branch, a destination's value).
@MainActor func inspect<V: View>(_ view: V, at place: String) -> InspectedNode {
    currentSession?.path.append(place)
    defer { currentSession?.path.removeLast() }
    return inspect(view)
}

/// The tree of `view` as the inspection sees it: the views the stand-in declares as they are,
/// the app's own through their bodies. Run on the main actor, as SwiftUI asks for bodies.
@_spi(Inspection) @MainActor public func inspect<V: View>(_ view: V) -> InspectedNode {
    currentSession?.path.append(String(describing: V.self))
    defer { currentSession?.path.removeLast() }
    let place = currentSession.map { $0.path.joined(separator: "/") }
    for property in Mirror(reflecting: view).children {
        (property.value as? any ReadsEnvironment)?.read(from: currentEnvironment)
        if let session = currentSession, let place {
            (property.value as? any KeptState)?.keep(in: &session.states, at: place + "." + (property.label ?? ""))
        }
    }
    var node: InspectedNode
    if let inspectable = view as? any InspectableView {
        node = inspectable.inspected()
    } else if view is any UIViewControllerRepresentable {
        node = InspectedNode(.viewController)
        node.typeName = String(describing: V.self)
    } else {
        node = InspectedNode(.view, children: [inspect(view.body)])
        node.typeName = String(describing: V.self)
        node.view = view
    }
    // A modified view is the node of the view it modifies, which keeps its own place.
    if node.place == nil { node.place = place }
    return node
}

/// A view the stand-in declares, which describes itself.
@MainActor protocol InspectableView {
    @MainActor func inspected() -> InspectedNode
}

/// A modifier the stand-in declares, which changes the node of the view it modifies.
@MainActor protocol InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode)
}

extension Text: InspectableView {
    @MainActor func inspected() -> InspectedNode { InspectedNode(.text, label: content) }
}

extension EmptyView: InspectableView {
    @MainActor func inspected() -> InspectedNode { InspectedNode(.empty) }
}

extension TupleView: InspectableView {
    /// Each view of the builder block, in order.
    @MainActor func inspected() -> InspectedNode {
        InspectedNode(
            .group,
            children: Mirror(reflecting: value).children.enumerated().compactMap { position, child in
                (child.value as? any View).map { inspect($0, at: "\(position)") }
            })
    }
}

extension _ConditionalContent: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        switch storage {
        case .trueContent(let content): inspect(content, at: "true")
        case .falseContent(let content): inspect(content, at: "false")
        }
    }
}

extension Optional: InspectableView where Wrapped: View {
    @MainActor func inspected() -> InspectedNode {
        map { inspect($0) } ?? InspectedNode(.empty)
    }
}

extension ModifiedContent: InspectableView where Content: View {
    @MainActor func inspected() -> InspectedNode {
        if let writer = modifier as? any WritesEnvironment {
            let outer = currentEnvironment
            writer.write(to: &currentEnvironment)
            defer { currentEnvironment = outer }
            return inspect(content)
        }
        var node = inspect(content)
        (modifier as? any InspectableModifier)?.apply(to: &node)
        return node
    }
}

extension Form: InspectableView {
    @MainActor func inspected() -> InspectedNode { InspectedNode(.form, children: [inspect(content)]) }
}

extension Group: InspectableView {
    @MainActor func inspected() -> InspectedNode { InspectedNode(.group, children: [inspect(content)]) }
}

extension Section: InspectableView where Parent: View, Content: View, Footer: View {
    @MainActor func inspected() -> InspectedNode {
        InspectedNode(
            .section, label: inspect(parent).firstText, children: [inspect(content), inspect(footer)])
    }
}

extension List: InspectableView {
    @MainActor func inspected() -> InspectedNode { InspectedNode(.list, children: [inspect(content)]) }
}

extension ForEach: InspectableView where Content: View {
    @MainActor func inspected() -> InspectedNode {
        InspectedNode(.rows, children: data.enumerated().map { inspect(content($1), at: "\($0)") })
    }
}

extension Button: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.button, label: inspect(label).firstText)
        node.action = action
        node.role = role
        return node
    }
}

extension TextField: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.textField, label: inspect(label).firstText)
        node.text = text
        return node
    }
}

extension SecureField: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.secureField, label: inspect(label).firstText)
        node.text = text
        return node
    }
}

extension Toggle: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.toggle, label: inspect(label).firstText)
        node.isOn = isOn
        return node
    }
}

extension Picker: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.picker, label: inspect(label).firstText, children: [inspect(content)])
        let selection = selection
        node.pick = { tag in
            guard let value = tag.base as? SelectionValue else { return false }
            selection.wrappedValue = value
            return true
        }
        node.picked = { AnyHashable(selection.wrappedValue) }
        return node
    }
}

extension LabeledContent: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        InspectedNode(.labeledContent, label: inspect(label).firstText, children: [inspect(content)])
    }
}

extension NavigationStack: InspectableView {
    @MainActor func inspected() -> InspectedNode {
        var node = InspectedNode(.navigationStack, children: [inspect(root)])
        node.pathElements = path.elements
        node.keepFirstPathElements = path.keepFirst
        return node
    }
}

extension _NavigationDestinationModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        let destination = destination
        node.destinations.append { value in
            (value.base as? D).map { inspect(destination($0), at: "destination \(value)") }
        }
    }
}

extension _SheetModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        if let sheet = presentation(item: item, onDismiss: onDismiss, content: content, isFullScreenCover: false) {
            node.sheet = sheet
        }
    }
}

extension _FullScreenCoverModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        if let cover = presentation(item: item, onDismiss: onDismiss, content: content, isFullScreenCover: true) {
            node.sheet = cover
        }
    }
}

/// What a sheet or a full-screen cover shows while `item` is set: its content, in the
/// environment a presentation gives it (`isPresented`, and a `dismiss` that closes it), and how
/// it closes (its item back to nil, then `onDismiss`).
@MainActor private func presentation<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, content: (Item) -> Content, isFullScreenCover: Bool
) -> PresentedSheet? {
    guard let presented = item.wrappedValue else { return nil }
    // Two closures alike, not one shared: each is sent on its own.
    let shown = ModifiedContent(
        content: ModifiedContent(
            content: content(presented),
            modifier: _EnvironmentKeyWritingModifier(
                keyPath: \.dismiss,
                value: DismissAction {
                    item.wrappedValue = nil
                    onDismiss?()
                })),
        modifier: _EnvironmentKeyWritingModifier(keyPath: \.isPresented, value: true))
    return PresentedSheet(
        content: inspect(shown, at: "\(isFullScreenCover ? "cover" : "sheet") \(presented.id)"),
        isFullScreenCover: isFullScreenCover,
        dismiss: {
            item.wrappedValue = nil
            onDismiss?()
        })
}

extension _AlertModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        guard isPresented.wrappedValue, let actions else { return }
        let buttons = inspect(actions, at: "alert").allNodes.filter { $0.kind == .button }
        let isPresented = isPresented
        node.alert = PresentedAlert(
            title: inspect(title, at: "alert title").firstText ?? "",
            message: message.flatMap { inspect($0, at: "alert message").firstText },
            isConfirmationDialog: isConfirmationDialog, buttons: buttons,
            close: { isPresented.wrappedValue = false })
    }
}

extension _PresentationDetentsModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        node.presentationDetents = detents
        node.selectedDetent = selection?.wrappedValue
    }
}

extension _InteractiveDismissModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        if isDisabled { node.isInteractiveDismissDisabled = true }
    }
}

extension _NavigationTitleModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        node.navigationTitle = title.content
    }
}

extension _TaskModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        node.tasks.append(action)
    }
}

extension _AppearanceActionModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        if let action { node.appearanceActions.append(action) }
    }
}

extension _DisappearanceActionModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        if let action { node.disappearanceActions.append(action) }
    }
}

extension _TagModifier: InspectableModifier {
    @MainActor func apply(to node: inout InspectedNode) {
        node.tag = AnyHashable(tag)
    }
}

extension _DisabledModifier: InspectableModifier {
    /// A disabled view disables every control it holds.
    @MainActor func apply(to node: inout InspectedNode) {
        guard isDisabled else { return }
        node.disableAll()
    }
}

extension InspectedNode {
    fileprivate mutating func disableAll() {
        isDisabled = true
        for index in children.indices { children[index].disableAll() }
    }
}

/// A modifier that sets a value of the environment for the view it modifies and those inside.
@MainActor protocol WritesEnvironment {
    func write(to values: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: WritesEnvironment {
    func write(to values: inout EnvironmentValues) {
        values[keyPath: keyPath] = value
    }
}
