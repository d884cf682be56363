// Runs a view headless on Linux, over the stand-in SwiftUI: what shows, and what a user and the
// system do to it (tap, type, toggle, pick, a back swipe, a swipe down). Linux only, for tests:
// no generated app ships it.
@_spi(Inspection) import SwiftUI
@_spi(Inspection) import UIKit

/// A view as a test drives it. Each question and each act asks the view for its body again, as
/// SwiftUI does after a change: the state lives in its bindings and view models, not here.
@MainActor
public struct ViewInspection {
    private let render: @MainActor () -> InspectedNode
    /// The views' state between renders.
    private let session: InspectionSession

    /// `root`, its views' state kept for as long as this inspection lives.
    public init<Root: View>(_ root: Root) {
        render = { inspect(root) }
        session = InspectionSession()
    }

    /// The SwiftUI view a UIKit view controller hosts (`UIHostingController`'s root view), its
    /// views' state kept for as long as the view controller lives; nil for a view controller that
    /// hosts none.
    public init?(hostedBy viewController: UIViewController) {
        guard let rootView = Mirror(reflecting: viewController).descendant("rootView") as? any View else {
            return nil
        }
        render = { inspect(rootView) }
        if let kept = viewController.inspectionStorage as? InspectionSession {
            session = kept
        } else {
            session = InspectionSession()
            viewController.inspectionStorage = session
        }
    }

    /// The whole tree, what is hidden included.
    @_spi(Inspection) public var tree: InspectedNode { inspecting(in: session, render) }

    /// What shows: the top of each navigation stack and, over everything, the sheet presented
    /// last.
    @_spi(Inspection) public var screen: InspectedNode { shown().screen }

    /// The texts on screen, in order.
    public var texts: [String] {
        screen.allNodes.filter { $0.kind == .text }.compactMap(\.label)
    }

    /// The title of what shows: the navigation title set last on screen.
    public var navigationTitle: String? {
        screen.allNodes.compactMap(\.navigationTitle).last
    }

    /// The app's own views on screen, by their types' names, outermost first.
    public var viewTypeNames: [String] {
        screen.allNodes.filter { $0.kind == .view }.compactMap(\.typeName)
    }

    /// The forms on screen: one per screen, unless a screen shows a form inside another's.
    public var formCount: Int {
        screen.allNodes.filter { $0.kind == .form }.count
    }

    /// The app's own views on screen, outermost first, each as it was made: what it holds (its
    /// view model, say) is what it shows.
    public var views: [Any] {
        screen.allNodes.filter { $0.kind == .view }.compactMap(\.view)
    }

    /// The enabled controls on screen, in order: what a user can tap, type in, flip or pick.
    public var controls: [Control] {
        screen.allNodes.compactMap { node in
            guard !node.isDisabled, let label = node.label, let kind = Control.Kind(node.kind) else { return nil }
            return Control(kind: kind, label: label)
        }
    }

    /// What each field, toggle and picker on screen shows, in order: a field's text, a toggle's
    /// `on` or `off`, a picker's choice.
    public var entries: [Entry] {
        screen.allNodes.compactMap(Self.entry)
    }

    private static func entry(of node: InspectedNode) -> Entry? {
        guard let label = node.label else { return nil }
        if let text = node.text { return Entry(label: label, value: text.wrappedValue) }
        if let isOn = node.isOn { return Entry(label: label, value: isOn.wrappedValue ? "on" : "off") }
        if let picked = node.picked { return Entry(label: label, value: String(describing: picked().base)) }
        return nil
    }

    /// What each labelled value on screen (`LabeledContent`) shows, in order.
    public var values: [Entry] {
        screen.allNodes.compactMap(Self.value)
    }

    /// What each of the app's own views on screen shows itself, by the view's type name: what is
    /// inside another view of the app's (an embedded screen's) is that view's.
    public var valuesByView: [String: ShownValues] {
        var shown: [String: ShownValues] = [:]
        func collect(_ node: InspectedNode, into owner: String?) {
            var owner = owner
            if node.kind == .view, let typeName = node.typeName {
                owner = typeName
                if shown[typeName] == nil { shown[typeName] = ShownValues() }
            }
            if let owner {
                if let value = Self.value(of: node) { shown[owner]?.labelled.append(value) }
                if let entry = Self.entry(of: node) { shown[owner]?.entries.append(entry) }
                if node.kind == .section, let title = node.label,
                    let rows = node.children.first(where: { $0.kind == .rows })
                {
                    shown[owner]?.lists[title] = rows.children.map { $0.firstText ?? "" }
                }
            }
            for child in node.children { collect(child, into: owner) }
        }
        collect(screen, into: nil)
        return shown
    }

    private static func value(of node: InspectedNode) -> Entry? {
        guard node.kind == .labeledContent, let label = node.label else { return nil }
        return Entry(label: label, value: node.children.first?.firstText ?? "")
    }

    /// The choices of the picker labelled `label` on screen, by their tags, and the one picked.
    public func choices(in label: String) throws -> (tags: [AnyHashable], picked: AnyHashable?) {
        let picker = try control(.picker, labelled: label)
        return (picker.allNodes.compactMap(\.tag), picker.picked?())
    }

    /// Whether a back swipe can go back: the navigation stack on top (in the sheet presented last,
    /// if any) has a screen pushed over its root.
    public var canSwipeBack: Bool {
        shown().stacks.contains { $0.count > 0 }
    }

    /// How many sheets are presented, one over the other.
    public var sheetCount: Int {
        shown().sheets.count
    }

    /// Whether a control or a text labelled `label` is on screen.
    public func shows(_ label: String) -> Bool {
        screen.allNodes.contains { $0.label == label }
    }

    /// Taps the button labelled `label` on screen.
    public func tap(_ label: String) throws {
        let button = try control(.button, labelled: label)
        guard !button.isDisabled else { throw InspectionError("\"\(label)\" is disabled") }
        button.action?()
    }

    /// Types `text` in the field labelled `label` on screen, in place of what it held.
    public func type(_ text: String, into label: String) throws {
        let field = try control([.textField, .secureField], labelled: label)
        guard !field.isDisabled else { throw InspectionError("\"\(label)\" is disabled") }
        field.text?.wrappedValue = text
    }

    /// What the field labelled `label` on screen shows.
    public func text(in label: String) throws -> String {
        try control([.textField, .secureField], labelled: label).text?.wrappedValue ?? ""
    }

    /// Flips the toggle labelled `label` on screen.
    public func toggle(_ label: String) throws {
        let toggle = try control(.toggle, labelled: label)
        guard !toggle.isDisabled else { throw InspectionError("\"\(label)\" is disabled") }
        toggle.isOn?.wrappedValue.toggle()
    }

    /// Picks the choice tagged `value` in the picker labelled `label` on screen.
    public func pick<Value: Hashable>(_ value: Value, in label: String) throws {
        let picker = try control(.picker, labelled: label)
        let tags = picker.allNodes.compactMap(\.tag)
        guard tags.contains(AnyHashable(value)), picker.pick?(AnyHashable(value)) == true else {
            throw InspectionError("\"\(label)\" has no choice tagged \(value)")
        }
    }

    /// Runs what the views run as the screen changes, as the system does once what shows
    /// changed: each view that left the screen since the last call runs its `onDisappear` and
    /// its `task`s are cancelled; each view that came on screen runs its `onAppear`, then its
    /// `task`s start and run until they end or wait. A view covered by a pushed screen leaves
    /// the screen; one beneath a sheet stays on it.
    public func appear() async {
        let nodes = shown().layers.flatMap(\.allNodes)
        let onScreen = Set(nodes.compactMap(\.place))
        for (place, view) in session.appeared.sorted(by: { $0.key < $1.key }) where !onScreen.contains(place) {
            Self.disappear(view)
        }
        var appeared: [String: AppearedView] = [:]
        for node in nodes {
            guard let place = node.place else { continue }
            var view = session.appeared[place] ?? appeared[place] ?? AppearedView(disappearanceActions: [], tasks: [])
            if session.appeared[place] == nil {
                for action in node.appearanceActions { action() }
                view.tasks += node.tasks.map(Self.started)
            }
            view.disappearanceActions = node.disappearanceActions
            appeared[place] = view
        }
        session.appeared = appeared
        for _ in 0..<100 { await Task.yield() }
    }

    /// Runs what the views on screen run as they disappear, as the system does when the view
    /// controller hosting them leaves the screen (a pushed one covers it, or it goes): each runs
    /// its `onDisappear` and its `task`s are cancelled. The next `appear()` shows them anew.
    public func disappear() {
        for (_, view) in session.appeared.sorted(by: { $0.key < $1.key }) { Self.disappear(view) }
        session.appeared = [:]
    }

    private static func disappear(_ view: AppearedView) {
        for action in view.disappearanceActions { action() }
        for task in view.tasks { task.cancel() }
    }

    /// `task`, started in its own task. Views run on the main actor here, as in SwiftUI, where
    /// `task(priority:_:)` gave the closure its isolation; it is sent to the task once.
    private static func started(_ task: @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
        Task(operation: unsafeBitCast(task, to: (@isolated(any) @Sendable () async -> Void).self))
    }

    /// The system's back swipe: the navigation stack of what shows goes back one screen.
    public func backSwipe() throws {
        guard let stack = shown().stacks.last(where: { $0.count > 0 }) else {
            throw InspectionError("nothing to swipe back to: no navigation stack on screen has a screen pushed")
        }
        stack.keepFirst(stack.count - 1)
    }

    /// The system's swipe down: the sheet presented last closes, unless it refuses it (a
    /// full-screen cover, a sheet whose content disabled it); whether it closed.
    @discardableResult
    public func swipeDown() throws -> Bool {
        guard let sheet = shown().sheets.last else { throw InspectionError("no sheet is presented") }
        return sheet.dismissBySwipeDown()
    }

    /// The alert (or confirmation dialog) presented over what shows, as `NavigationAlert.shownAs`
    /// in an app walk says it: "alert “Title”, “Message”: “OK”, “Delete” (destructive)"; nil while
    /// none is.
    public var alert: String? {
        guard let alert = shownAlert else { return nil }
        let buttons = alert.buttons.map { button in
            "“\(button.label ?? "")”" + (button.role.map { $0 == .cancel ? " (cancel)" : " (destructive)" } ?? "")
        }
        return (alert.isConfirmationDialog ? "confirmationDialog" : "alert") + " “\(alert.title)”"
            + (alert.message.map { ", “\($0)”" } ?? "") + ": " + buttons.joined(separator: ", ")
    }

    /// The labels of the buttons of the alert presented, in order; empty while none is.
    public var alertButtons: [String] {
        shownAlert?.buttons.map { $0.label ?? "" } ?? []
    }

    /// The user taps the button labelled `label` of the alert presented: its action runs, then
    /// the alert closes.
    public func tapInAlert(_ label: String) throws {
        guard let alert = shownAlert else { throw InspectionError("no alert is presented") }
        guard let index = alert.buttons.firstIndex(where: { $0.label == label }) else {
            throw InspectionError("the alert has no button labelled \"\(label)\"; it has \(alertButtons)")
        }
        alert.tap(index)
    }

    /// The user taps beside the confirmation dialog presented (on iPad): the system closes it, as
    /// its cancel button does when it has one.
    public func tapBesideDialog() throws {
        guard let alert = shownAlert, alert.isConfirmationDialog else {
            throw InspectionError("no confirmation dialog is presented")
        }
        alert.closeBySystem()
    }

    /// The alert presented from what shows: from the top sheet, else from beneath.
    private var shownAlert: PresentedAlert? {
        shown().layers.reversed().lazy.compactMap { $0.allNodes.lazy.compactMap(\.alert).first }.first
    }

    /// How each sheet presented shows, the first at the bottom: "sheet" or "full-screen cover",
    /// then for a sheet its heights (the one it shows at first) and "no swipe down" when it
    /// refuses one: "sheet [large, medium] at medium, no swipe down".
    public var presentations: [String] {
        shown().sheets.map { sheet in
            guard !sheet.isFullScreenCover else { return "full-screen cover" }
            let heights = sheet.detents.map(\.name).sorted().joined(separator: ", ")
            return "sheet [\(heights)] at \(sheet.selectedDetent.name)"
                + (sheet.closesBySwipeDown ? "" : ", no swipe down")
        }
    }

    /// The control of one of `kinds` labelled `label` on screen; an error that lists what is
    /// there when there is none.
    private func control(_ kinds: Set<InspectedNode.Kind>, labelled label: String) throws -> InspectedNode {
        let nodes = screen.allNodes
        if let node = nodes.first(where: { kinds.contains($0.kind) && $0.label == label }) { return node }
        let controls = nodes.filter { kinds.contains($0.kind) }.compactMap(\.label)
        throw InspectionError(
            "no \(kinds.map(\.rawValue).sorted().joined(separator: " or ")) labelled \"\(label)\" on screen; "
                + "there \(controls.isEmpty ? "is none" : "are \(controls)")")
    }

    private func control(_ kind: InspectedNode.Kind, labelled label: String) throws -> InspectedNode {
        try control([kind], labelled: label)
    }

    /// What shows, with the navigation stacks and the sheets on the way to it.
    private func shown() -> Shown {
        inspecting(in: session) { shownInSession() }
    }

    private func shownInSession() -> Shown {
        var shown = Shown(screen: render())
        while true {
            shown.stacks.removeAll()
            shown.screen = resolved(shown.screen, stacks: &shown.stacks)
            shown.layers.append(shown.screen)
            guard let sheet = shown.screen.allNodes.lazy.compactMap(\.sheet).first else { return shown }
            shown.sheets.append(sheet)
            shown.screen = sheet.content
        }
    }

    /// `node` as it shows: each navigation stack in it holds only the screen on its top, made by
    /// the destinations for the values on its path.
    private func resolved(_ node: InspectedNode, stacks: inout [StackOnScreen]) -> InspectedNode {
        var node = node
        if node.kind == .navigationStack, let root = node.children.first {
            let elements = node.pathElements?() ?? []
            var screens = [root]
            for element in elements {
                let destinations = screens.flatMap { $0.allNodes.flatMap(\.destinations) }
                guard let screen = destinations.lazy.compactMap({ $0(element) }).first else { break }
                screens.append(screen)
            }
            if let keepFirst = node.keepFirstPathElements {
                stacks.append(StackOnScreen(count: screens.count - 1, keepFirst: keepFirst))
            }
            node.children = screens.suffix(1)
        }
        node.children = node.children.map { resolved($0, stacks: &stacks) }
        return node
    }

    private struct Shown {
        var screen: InspectedNode
        /// What shows beneath the sheets, then each sheet's screen: all on screen.
        var layers: [InspectedNode] = []
        var stacks: [StackOnScreen] = []
        var sheets: [PresentedSheet] = []
    }

    /// A navigation stack on screen: how many screens are pushed over its root, and how a back
    /// swipe shortens its path.
    private struct StackOnScreen {
        let count: Int
        let keepFirst: (Int) -> Void
    }
}

/// What a view shows itself: its labelled values (`LabeledContent`) and what its entries show (a
/// field's text, a toggle's `on` or `off`, a picker's choice), each in order, and the rows of each
/// of its lists (a `Section` around a `ForEach`), each row's text, by the section's title.
public struct ShownValues: Equatable, Sendable {
    public var labelled: [Entry] = []
    public var entries: [Entry] = []
    public var lists: [String: [String]] = [:]
}

/// A control a user can act on, by its kind and label.
public struct Control: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case button, field, toggle, picker

        init?(_ kind: InspectedNode.Kind) {
            switch kind {
            case .button: self = .button
            case .textField, .secureField: self = .field
            case .toggle: self = .toggle
            case .picker: self = .picker
            default: return nil
            }
        }
    }

    public let kind: Kind
    public let label: String
}

/// What an entry control shows, by its label.
public struct Entry: Equatable, Sendable, CustomStringConvertible {
    public let label: String
    public let value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }

    public var description: String { "\(label): \(value)" }
}

/// What a test asked of the screen that is not there, or cannot be done.
public struct InspectionError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
