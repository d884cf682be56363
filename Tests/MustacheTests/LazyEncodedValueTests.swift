import Foundation
import Synchronization
import Testing

@testable import Mustache

@Suite struct LazyEncodedValueTests {
    struct Param: Encodable, Sendable {
        var name: String
        var isLast: Bool
    }

    enum Kind: String, Encodable, Sendable {
        case push, sheet
    }

    struct Screen: Encodable, Sendable {
        var name: String
        var kind: Kind
        var params: [Param]
        var doc: [String]
        var note: String?
        var counts: [[Int]]
    }

    struct Module: Encodable, Sendable {
        var name: String
        var screens: [Screen]
        var first: Screen?
    }

    static let module = Module(
        name: "Koober",
        screens: [
            Screen(
                name: "Welcome", kind: .push, params: [], doc: ["The first screen."], note: nil, counts: [[1, 2], []]),
            Screen(
                name: "Pickup", kind: .sheet,
                params: [Param(name: "rider", isLast: false), Param(name: "place", isLast: true)], doc: [],
                note: "map", counts: []),
        ],
        first: nil)

    static let template = """
        {{name}}:{{#screens}} {{name}}({{kind}}){{#params}}{{name}}{{^isLast}},{{/isLast}}{{/params}}\
        {{#doc}}[{{.}}]{{/doc}}{{#note}}<{{.}}>{{/note}}{{^note}}<->{{/note}}{{#counts}}{{#.}}{{.}}{{/.}};{{/counts}}\
        {{/screens}} {{#first}}never{{/first}}{{^first}}none{{/first}} {{screens.1.name}}
        """

    /// A lazily encoded context renders exactly as the same context converted at once:
    /// members, lists of objects, scalars and lists, enums, absent optionals, nested lists.
    @Test func rendersAsTheEagerlyEncodedValue() throws {
        let template = try Template(source: Self.template, name: "t")
        let eager = try template.render(MustacheValue(encoding: Self.module), escaping: .none)
        let lazy = try template.render(MustacheValue(lazilyEncoding: Self.module), escaping: .none)
        #expect(lazy == eager)
        #expect(eager.contains("Pickup(sheet)rider,place<map>"))
        #expect(eager.contains("Welcome(push)[The first screen.]<->12;;"))
    }

    /// Equality looks through laziness.
    @Test func equalsTheValueItEncodesTo() throws {
        let eager = try MustacheValue(encoding: Self.module)
        #expect(MustacheValue(lazilyEncoding: Self.module) == eager)
        var other = Self.module
        other.screens[1].params[0].name = "driver"
        #expect(MustacheValue(lazilyEncoding: other) != eager)
    }

    /// A file's subject sits on top of the module's context: names it lacks come from below.
    @Test func aContextOnTopFindsNamesBelowIt() throws {
        let template = try Template(source: "{{name}} in {{moduleName}}", name: "t")
        let text = try template.render(
            over: [MustacheValue(lazilyEncoding: ["moduleName": "Koober"])],
            MustacheValue(lazilyEncoding: Self.module.screens[1]), escaping: .none)
        #expect(text == "Pickup in Koober")
    }

    struct Failing: Encodable, Sendable {
        struct Broken: Error {}
        func encode(to encoder: any Encoder) throws { throw Broken() }
    }

    struct Holder: Encodable, Sendable {
        var part = Failing()
    }

    /// A value whose encoding fails stops rendering with an error that names it.
    @Test func aValueThatCannotBeEncodedIsAnError() throws {
        let template = try Template(source: "{{#part}}x{{/part}}", name: "t")
        #expect {
            try template.render(MustacheValue(lazilyEncoding: Holder()))
        } throws: { error in
            (error as? TemplateError)?.message.contains("\"part\" could not be encoded") == true
        }
    }

    /// An element that counts how often it is encoded.
    struct Counted: Encodable, Sendable {
        static let encodings = Mutex(0)
        var name: String

        func encode(to encoder: any Encoder) throws {
            Self.encodings.withLock { $0 += 1 }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
        }

        enum CodingKeys: String, CodingKey { case name }
    }

    /// A template looping twice over a short list encodes its elements once; over a long one
    /// (the module's screens), at each visit, holding one element at a time.
    @Test func shortListsAreKeptAndLongOnesHandedOutAtEachVisit() throws {
        let template = try Template(source: "{{#items}}{{name}}{{/items}}{{#items}}{{name}}{{/items}}", name: "t")
        for (count, encodingsEach) in [(LazyEncodedValue.keptListLength, 1), (LazyEncodedValue.keptListLength + 1, 2)] {
            Counted.encodings.withLock { $0 = 0 }
            let items = (0..<count).map { Counted(name: "\($0 % 10)") }
            let text = try template.render(MustacheValue(lazilyEncoding: ["items": items]), escaping: .none)
            #expect(text.count == count * 2)
            #expect(Counted.encodings.withLock { $0 } == count * encodingsEach)
        }
    }

    /// A record whose custom encoding gives its members differently from one value to the next:
    /// some left out, one given twice (the last counts), one in a nested container.
    struct Shifting: Encodable, Sendable {
        var name: String
        var note: String?
        var repeatsName = false
        var nests = false

        enum CodingKeys: String, CodingKey { case name, note, inner }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            if let note { try container.encode(note, forKey: .note) }
            if repeatsName { try container.encode(name + "!", forKey: .name) }
            if nests {
                var inner = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .inner)
                try inner.encode(name.lowercased(), forKey: .name)
            }
        }
    }

    /// Values of one type encoded one level deep share their type's member names once the first
    /// is encoded; one whose members differ is encoded as an object, and each renders as the
    /// same value converted at once, in whichever order the shapes come.
    @Test func valuesWhoseMembersDifferFromTheirTypesFirstRenderAsTheirOwn() throws {
        let template = try Template(
            source: "{{#items}}[{{name}}|{{note}}|{{inner.name}}]{{/items}}{{#items}}{{name}}{{/items}}", name: "t")
        let shapes = [
            Shifting(name: "A", note: "n"), Shifting(name: "B"), Shifting(name: "C", note: "m", repeatsName: true),
            Shifting(name: "D", nests: true), Shifting(name: "E", note: "o"),
        ]
        for rotation in shapes.indices {
            let items = Array(shapes[rotation...] + shapes[..<rotation])
            let eager = try template.render(MustacheValue(encoding: ["items": items]), escaping: .none)
            let lazy = try template.render(MustacheValue(lazilyEncoding: ["items": items]), escaping: .none)
            #expect(lazy == eager)
            #expect(eager.contains("[C!|m|]") && eager.contains("[D||d]") && eager.contains("[B||]"))
            #expect(MustacheValue(lazilyEncoding: ["items": items]) == (try MustacheValue(encoding: ["items": items])))
        }
    }

    /// Once a value of a type is encoded, the next is a record of the type's member names, which
    /// a template reads as it reads an object.
    @Test func aTypesLaterValuesAreRecords() throws {
        _ = try MustacheValue(lazilyEncoding: Param(name: "first", isLast: false)).resolved()
        let later = try MustacheValue(lazilyEncoding: Param(name: "rider", isLast: true)).resolved()
        guard case .record(let record) = later else {
            Issue.record("expected a record, got \(later)")
            return
        }
        #expect(record.members == ["name": "rider", "isLast": true])
        #expect(later["name"] == "rider" && later["isLast"] == true && later["other"] == nil)
        #expect(later == ["name": "rider", "isLast": true])
        #expect(later != ["name": "rider", "isLast": false])
    }

    /// A value that starts as an object, becomes a single value, then an object again: only the
    /// members given last count, lazily or not.
    struct Restarting: Encodable, Sendable {
        enum CodingKeys: String, CodingKey { case x, y }

        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: CodingKeys.self)
            try first.encode("x", forKey: .x)
            var single = encoder.singleValueContainer()
            try single.encode("single")
            var last = encoder.container(keyedBy: CodingKeys.self)
            try last.encode("y", forKey: .y)
        }
    }

    @Test func anObjectMadeAgainHoldsOnlyItsLastMembers() throws {
        for _ in 0..<2 {
            let lazy = try MustacheValue(lazilyEncoding: ["items": [Restarting()]]).resolved()["items"]
            let eager = try MustacheValue(encoding: ["items": [Restarting()]])["items"]
            #expect(try lazy.map { try $0.materialized() } == eager)
            #expect(eager == [["y": "y"]])
        }
    }
}
