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

    /// A param shows first, read-only: a model field by field, labelled, in a section of its own.
    @Test(arguments: navigatingArchitectures + [.eventDriven])
    func paramsShowFirstAndReadOnly(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(Self.shelfSpec, architecture, views: .swiftui)
        let view = try feature.file(Self.viewsFolder(of: "Detail", architecture) + "/DetailDefaultView.swift")
        #expect(view.contains("@ViewBuilder public var rows: some View {\n            bookSection\n"))
        #expect(
            view.contains(
                "            Section(\"Book\") {\n"
                    + "                LabeledContent(\"ID\", value: viewModel.book.id)\n"
                    + "                LabeledContent(\"Title\", value: viewModel.book.title)\n            }\n"))
        #expect(!view.contains("clearBook"), "a param is cleared like a state entry")
    }

    /// A search that runs as its screen appears: where the user types, a button runs it again
    /// with what was typed; where nothing is typed, it runs on appear only. Fields show by type:
    /// an ID by its raw value, an optional's value or "None", a list joined.
    static let searchSpec = #"""
        {
          "specVersion": 1,
          "module": "Finder",
          "models": [
            { "name": "BookID", "rawValue": "String" },
            { "name": "Author", "fields": ["name: String"] },
            { "name": "Book", "fields": ["id: BookID", "author: Author", "subtitle: String?", "tags: [String]", "pages: Int"] }
          ],
          "repositories": [{ "name": "BookRepository", "methods": ["search(query: String) -> [Book]"] }],
          "screens": [
            {
              "name": "Search", "dependencies": ["BookRepository"],
              "state": [{ "name": "query", "type": "String", "input": true }, "results: [Book]"],
              "actions": [{ "name": "search", "async": true, "onAppear": true }]
            },
            {
              "name": "Featured", "params": ["book: Book"], "dependencies": ["BookRepository"],
              "actions": [{ "name": "load", "async": true, "onAppear": true }]
            }
          ],
          "events": ["featured(book: Book)"],
          "flows": [{ "name": "Main", "start": "Search", "routes": [{ "on": "featured", "push": "Featured" }] }]
        }
        """#

    @Test(arguments: navigatingArchitectures + [.eventDriven])
    func anAppearingSearchRunsAgainFromAButton(_ architecture: Architecture) throws {
        let feature = try GeneratedFeature(Self.searchSpec, architecture, views: .swiftui)
        let search = try feature.file(Self.viewsFolder(of: "Search", architecture) + "/SearchDefaultView.swift")
        #expect(search.contains("            .task { await runAppearActions() }\n"))
        #expect(search.contains("            searchButton\n"))
        #expect(search.contains("FinderAsyncButton(\"Search\") {\n                await viewModel.search()\n"))
        #expect(search.contains("cancelled if it goes away first; a button runs it"))

        let featured = try feature.file(Self.viewsFolder(of: "Featured", architecture) + "/FeaturedDefaultView.swift")
        #expect(!featured.contains("loadButton"), "a load with nothing typed runs again from a button")
        for line in [
            "LabeledContent(\"ID\", value: viewModel.book.id.rawValue)",
            "LabeledContent(\"Author\", value: viewModel.book.author.name)",
            "LabeledContent(\"Subtitle\", value: viewModel.book.subtitle ?? \"None\")",
            "LabeledContent(\"Tags\", value: viewModel.book.tags.joined(separator: \", \"))",
            "LabeledContent(\"Pages\", value: String(describing: viewModel.book.pages))",
        ] {
            #expect(featured.contains(line), "no \(line)")
        }
    }
}
