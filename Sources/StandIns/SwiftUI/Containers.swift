/// A container of controls, grouped in sections.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverAskedFor() }
}

/// A titled part of a form or a list.
public struct Section<Parent, Content, Footer> {
    let parent: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { neverAskedFor() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        parent = Text(title)
        self.content = content()
        footer = EmptyView()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        parent = EmptyView()
        self.content = content()
        footer = EmptyView()
    }
}

/// A view per element of a collection, each told apart by its identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { neverAskedFor() }

    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// `foreach/init(_:content:)`: over a constant range, each row told apart by its offset.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Rows in a scrolling column, optionally selectable (`list`).
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
}

extension List: View {
    public var body: Never { neverAskedFor() }
}

extension List where SelectionValue == Never {
    /// `list/init(content:)`: `nonisolated init(@ContentBuilder content: () -> Content)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// `list/init(_:rowContent:)`: a row per element of identifiable data.
    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    /// `list/init(_:id:rowContent:)`: a row per element, told apart by `id`.
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Views grouped without a layout of their own.
nonisolated public struct Group<Content: View>: View {
    let content: Content

    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverAskedFor() }
}
