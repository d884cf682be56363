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

    /// Encoding directly gives what encoding to JSON and decoding the text gave before.
    @Test func matchesTheJSONRoundTrip() throws {
        let value = Outer(
            title: "t", count: 3, ratio: 1.5, whole: 2, missing: nil, present: "p", kind: .push,
            items: [Inner(name: "a", isLast: false), Inner(name: "b", isLast: true)], lines: ["x", "y"],
            nested: [[1, 2], []], table: ["k": Inner(name: "c", isLast: true)])
        let direct = try MustacheValue(encoding: value)
        let roundTrip = try JSONDecoder().decode(MustacheValue.self, from: JSONEncoder().encode(value))
        #expect(direct == roundTrip)
        #expect(direct["missing"] == nil)
        #expect(direct["whole"] == .int(2))
        #expect(direct["kind"] == .string("push"))
    }
}
