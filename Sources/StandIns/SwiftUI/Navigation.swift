/// A stack of views over a root, driven by a path of values.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
    }

    public var body: Never { neverAskedFor() }
}

extension NavigationStack where Data == [AnyHashable] {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// What the modifiers return: the modified view, typed.
public struct _ModifierOf<Value> {
    let value: Value
}

extension View {
    /// Shows `destination` for each value of type `D` pushed on the enclosing stack's path.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: destination))
    }

    /// Presents `content` while `item` is not nil; a swipe down sets it back to nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: content))
    }

    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: String(title)))
    }

    /// Runs `action` when the view appears, cancelling it when the view leaves.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: priority))
    }

    /// Runs `action` each time the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: action != nil))
    }

    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: tag))
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: _ModifierOf(value: disabled))
    }
}
