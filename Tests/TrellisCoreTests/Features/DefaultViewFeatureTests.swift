import Testing

@testable import TrellisCore

/// What a screen's default view shows: its params first, read-only, then its state and its
/// actions' buttons.
@Suite struct DefaultViewFeatureTests {
    /// A shelf whose list of books is enabled by a flag listed before it, and a detail of one book.
    static let shelfSpec = #"""
        {
          "specVersion": 1,
          "module": "Shelf",
          "models": [{ "name": "Book", "fields": ["id: String", "title: String"] }],
          "events": ["bookSelected(book: Book)"],
          "screens": [
            {
              "name": "Shelf",
              "state": ["canSelect: Bool", "books: [Book]"],
              "actions": [{ "name": "select", "params": ["book: Book"], "emits": "bookSelected" }],
              "emits": ["bookSelected"]
            },
            { "name": "Detail", "params": ["book: Book"] }
          ],
          "flows": [{ "name": "Main", "start": "Shelf", "routes": [{ "on": "bookSelected", "push": "Detail" }] }]
        }
        """#

    /// The folder of a screen's views.
    static func viewsFolder(of screen: String, _ architecture: Architecture) -> String {
        architecture == .eventDriven ? "Sources/Screens/\(screen)" : "Sources/Views"
    }

    /// The flag shows no part of its own, so it used to shift the list out of place among the
    /// parts: generating crashed (an index out of range). The list's rows call the action.
    @Test(arguments: navigatingArchitectures + [.eventDriven])
    func aFlagListedBeforeAListLeavesItsRowsButtons(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(Self.shelfSpec, architecture, views: .swiftui)
        let view = try feature.file(Self.viewsFolder(of: "Shelf", architecture) + "/ShelfDefaultView.swift")
        #expect(view.contains("Button(row.title) {"))
        #expect(!view.contains("canSelectRow"), "the flag shows a row of its own")
    }

    /// A param shows first, read-only: a model by its name-like field.
    @Test(arguments: navigatingArchitectures + [.eventDriven])
    func paramsShowFirstAndReadOnly(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(Self.shelfSpec, architecture, views: .swiftui)
        let view = try feature.file(Self.viewsFolder(of: "Detail", architecture) + "/DetailDefaultView.swift")
        #expect(view.contains("@ViewBuilder public var rows: some View {\n            bookRow\n"))
        #expect(view.contains("LabeledContent(\"Book\", value: viewModel.book.title)"))
        #expect(!view.contains("clearBook"), "a param is cleared like a state entry")
    }
}
