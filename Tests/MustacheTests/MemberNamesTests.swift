import Testing

@testable import Mustache

/// The table a record finds its members in by the hash a tag's name was given when parsed.
@Suite struct MemberNamesTests {
    /// Names of every length a record's member may have, from one letter to past the 15 bytes a
    /// string holds without storage of its own.
    static func names(_ count: Int, prefix: String) -> [String] {
        (0..<count).map { prefix + String(repeating: "x", count: $0 % 20) + String($0) }
    }

    @Test(arguments: [0, 1, 2, 3, 7, 8, 33, 200])
    func findsEachNameAtItsPositionAndNoOther(count: Int) throws {
        let keys = Self.names(count, prefix: "member")
        let names = try #require(MemberNames(keys))
        for (position, key) in keys.enumerated() {
            #expect(names.position(of: MustacheKey(key)) == position)
        }
        for other in Self.names(300, prefix: "absent") + ["", "member", "."] {
            #expect(names.position(of: MustacheKey(other)) == nil)
        }
    }

    @Test func aRepeatedNameMakesNoTable() {
        #expect(MemberNames(["a", "b", "a"]) == nil)
        let names = Self.names(50, prefix: "m")
        #expect(MemberNames(names + [names[37]]) == nil)
    }

    @Test func aRecordAnswersAsTheObjectItStandsFor() throws {
        let keys = Self.names(12, prefix: "k")
        let values = keys.indices.map { MustacheValue.int($0) }
        let record = EncodedRecord(names: try #require(MemberNames(keys)), values: values)
        for (key, value) in zip(keys, values) {
            #expect(MustacheValue.record(record)[key] == value)
        }
        #expect(MustacheValue.record(record)["missing"] == nil)
        #expect(MustacheValue.record(record) == .object(Dictionary(uniqueKeysWithValues: zip(keys, values))))
    }
}
