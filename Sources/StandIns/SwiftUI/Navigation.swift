/// A stack of views over a root, driven by a path of values (`navigationstack`: like every view
/// here, a `nonisolated struct` as the SDK declares it; its body is asked for on the main actor).
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: StackPath

    /// `navigationstack/init(path:root:)`: a path of one kind of value.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        self.path = StackPath(
            elements: { path.wrappedValue.map { AnyHashable($0) } },
            keepFirst: { count in
                var elements = path.wrappedValue
                elements.removeLast(elements.count - count)
                path.wrappedValue = elements
            })
    }

    public var body: Never { neverAskedFor() }
}

extension NavigationStack where Data == NavigationPath {
    /// `navigationstack/init(root:)`: the stack keeps its own path, which only a navigation link
    /// (not declared here) changes.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = StackPath(elements: { [] }, keepFirst: { _ in })
    }

    /// `navigationstack/init(path:root:)`, heterogeneous: a path of values of any kinds.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = StackPath(
            elements: { path.wrappedValue.elements },
            keepFirst: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) })
    }
}

/// A stack's path as the inspection reads it and a back swipe shortens it.
struct StackPath {
    let elements: () -> [AnyHashable]
    let keepFirst: (Int) -> Void
}

/// A list of values of any hashable kinds, what a navigation stack shows over its root
/// (`navigationpath`).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// `navigationpath/init()`.
    public init() {
        elements = []
    }

    /// `navigationpath/init(_:)`: from a sequence of values of one kind.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// What `navigationDestination(for:destination:)` adds: a view for each value of type `D`.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View> {
    let destination: (D) -> Destination
}

/// What `sheet(item:onDismiss:content:)` adds: `content` presented while `item` is set.
public struct _SheetModifier<Item: Identifiable, Content: View> {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content
}

/// What `fullScreenCover(item:onDismiss:content:)` adds: `content` covering the screen while
/// `item` is set.
public struct _FullScreenCoverModifier<Item: Identifiable, Content: View> {
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> Content
}

/// What `presentationDetents(_:)` and `presentationDetents(_:selection:)` add to a sheet's content.
public struct _PresentationDetentsModifier {
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>?
}

/// What `interactiveDismissDisabled(_:)` adds to a sheet's content.
public struct _InteractiveDismissModifier {
    let isDisabled: Bool
}

/// `presentationdetent` (iOS 16): a height a sheet can take. (The SDK's `fraction`, `height` and
/// `custom` are not declared here.)
public struct PresentationDetent: Hashable, Sendable {
    /// `presentationdetent/medium`: about half the screen's height.
    public static let medium = PresentationDetent(name: "medium")
    /// `presentationdetent/large`: the full height of a sheet.
    public static let large = PresentationDetent(name: "large")

    /// How the inspection names it.
    @_spi(Inspection) public let name: String
}

/// What `navigationTitle(_:)` adds.
public struct _NavigationTitleModifier {
    let title: Text
}

/// What `task(priority:_:)` adds: work that starts as the view appears.
public struct _TaskModifier {
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void
}

/// What `onAppear(perform:)` adds.
public struct _AppearanceActionModifier {
    let action: (() -> Void)?
}

/// What `onDisappear(perform:)` adds.
public struct _DisappearanceActionModifier {
    let action: (() -> Void)?
}

/// What `tag(_:)` adds: the value a picker's selection takes when this view is picked.
public struct _TagModifier<V: Hashable> {
    let tag: V
}

/// What `disabled(_:)` adds.
public struct _DisabledModifier {
    let isDisabled: Bool
}

extension View {
    /// Shows `destination` for each value of type `D` pushed on the enclosing stack's path.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedContent(content: self, modifier: _NavigationDestinationModifier(destination: destination))
    }

    /// Presents `content` while `item` is not nil; a swipe down sets it back to nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(content: self, modifier: _SheetModifier(item: item, onDismiss: onDismiss, content: content))
    }

    /// `view/fullscreencover(item:ondismiss:content:)` (iOS 14; unavailable on macOS): presents
    /// `content` over the whole screen while `item` is not nil. No gesture of the system closes it.
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(
            content: self, modifier: _FullScreenCoverModifier(item: item, onDismiss: onDismiss, content: content))
    }

    /// `view/presentationdetents(_:)` (iOS 16): the heights the sheet this view is the content of
    /// can take.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        ModifiedContent(content: self, modifier: _PresentationDetentsModifier(detents: detents, selection: nil))
    }

    /// `view/presentationdetents(_:selection:)` (iOS 16): the heights the sheet can take, and the
    /// one it shows at, which the user's drag sets.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        ModifiedContent(content: self, modifier: _PresentationDetentsModifier(detents: detents, selection: selection))
    }

    /// `view/interactivedismissdisabled(_:)` (iOS 15): true keeps the user from swiping down the
    /// sheet this view is the content of.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedContent(content: self, modifier: _InteractiveDismissModifier(isDisabled: isDisabled))
    }

    /// `view/navigationtitle(_:)`, from a string.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedContent(content: self, modifier: _NavigationTitleModifier(title: Text(title)))
    }

    /// `view/navigationtitle(_:)`, from a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        ModifiedContent(content: self, modifier: _NavigationTitleModifier(title: title))
    }

    /// Runs `action` when the view appears, cancelling it when the view disappears. As
    /// `view/task(priority:_:)` declares it, the action is `sending @isolated(any)`, and, as the
    /// SDK's interface adds (documentation pages omit underscored attributes),
    /// `@_inheritActorContext`: a closure written in a view's body runs on the main actor, as the
    /// body does.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: _TaskModifier(priority: priority, action: action))
    }

    /// Runs `action` each time the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _AppearanceActionModifier(action: action))
    }

    /// Runs `action` each time the view disappears: it leaves, or what shows over it covers it
    /// (a pushed screen; a sheet leaves what it covers on screen).
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _DisappearanceActionModifier(action: action))
    }

    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedContent(content: self, modifier: _TagModifier(tag: tag))
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: _DisabledModifier(isDisabled: disabled))
    }
}
