import Foundation
import Testing

@testable import Mustache

@Suite struct MustacheValueEncoderTests {
    struct Inner: Encodable {
        var name: String
        var isLast: Bool
    }

    enum Kind: String, Encodable {
        case push
    }

    struct Outer: Encodable {
        var title: String
        var count: Int
        var ratio: Double
        var whole: Double
        var missing: String?
        var present: String?
        var kind: Kind
        var items: [Inner]
        var lines: [String]
        var nested: [[Int]]
        var table: [String: Inner]
    }

    /// Encoding directly gives what encoding to JSON and decoding the text gives, except that an
    /// absent optional is `null` rather than left out (so a template does not look it up around).
    @Test func matchesTheJSONRoundTrip() throws {
        let value = Outer(
            title: "t", count: 3, ratio: 1.5, whole: 2, missing: nil, present: "p", kind: .push,
            items: [Inner(name: "a", isLast: false), Inner(name: "b", isLast: true)], lines: ["x", "y"],
            nested: [[1, 2], []], table: ["k": Inner(name: "c", isLast: true)])
        let direct = try MustacheValue(encoding: value)
        var roundTrip = try JSONDecoder().decode(MustacheValue.self, from: JSONEncoder().encode(value))
        #expect(roundTrip["missing"] == nil)
        if case .object(var members) = roundTrip {
            members["missing"] = .null
            roundTrip = .object(members)
        }
        #expect(direct == roundTrip)
        #expect(direct["missing"] == .null)
        #expect(direct["whole"] == .int(2))
        #expect(direct["kind"] == .string("push"))
    }

    struct Route: Encodable {
        var name: String
        var shows: String?
    }

    struct Routes: Encodable {
        var shows: String
        var routes: [Route]
    }

    /// A route without a screen prints nothing for it, rather than what its parent shows.
    @Test func anAbsentOptionalDoesNotReachTheRecordsAround() throws {
        let context = try MustacheValue(
            encoding: Routes(shows: "Home", routes: [Route(name: "a", shows: "Cart"), Route(name: "b", shows: nil)]))
        let output = try Template(source: "{{#routes}}{{name}}:{{shows}} {{/routes}}", name: "t")
            .render(context, escaping: .none)
        #expect(output == "a:Cart b: ")
    }

    /// Encodes `key` twice: first as `first`, then as `second` (a scalar, or a nested object).
    struct Twice: Encodable {
        enum Part { case scalar, nested }
        var first: Part
        var second: Part

        enum Keys: String, CodingKey { case key }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            for (part, label) in [(first, "first"), (second, "second")] {
                switch part {
                case .scalar: try container.encode(label, forKey: .key)
                case .nested:
                    var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .key)
                    try nested.encode(label, forKey: .key)
                }
            }
        }
    }

    /// A key encoded twice keeps its last value, whichever of the two was a nested container.
    @Test(arguments: [Twice.Part.scalar, .nested], [Twice.Part.scalar, .nested])
    func aKeyEncodedTwiceKeepsItsLastValue(_ first: Twice.Part, _ second: Twice.Part) throws {
        let value = try MustacheValue(encoding: Twice(first: first, second: second))
        let expected: MustacheValue = second == .scalar ? "second" : ["key": "second"]
        #expect(value["key"] == expected)
    }
}
