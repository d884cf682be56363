import Testing

@testable import TrellisCore

@Suite struct SwiftLineWrapperTests {
    @Test func leavesShortLinesAlone() {
        let source = "let a = f(x, y)\n    // short\n"
        #expect(SwiftLineWrapper.wrap(source) == source)
    }

    @Test func putsArgumentsOnTheirOwnLines() {
        let wrapped = SwiftLineWrapper.wrap(
            "    let value = Make(first: \"a, b\", second: [1, 2], third: g(h))", width: 40)
        #expect(
            wrapped == """
                    let value = Make(
                        first: "a, b",
                        second: [1, 2],
                        third: g(h)
                    )
                """)
    }

    @Test func keepsWhatFollowsTheClosingBracket() {
        let wrapped = SwiftLineWrapper.wrap("func run(first: Int, second: Int) async throws -> Int {", width: 30)
        #expect(wrapped == "func run(\n    first: Int,\n    second: Int\n) async throws -> Int {")
    }

    @Test func givesCollectionElementsATrailingComma() {
        #expect(SwiftLineWrapper.wrap("x == [.a(1), .b(2)]", width: 12) == "x == [\n    .a(1),\n    .b(2),\n]")
    }

    /// A type takes no trailing comma: `[String: Int,]` does not parse (fuzz case 107).
    @Test func givesATypeNoTrailingComma() {
        #expect(
            SwiftLineWrapper.wrap("    public var deep: [String: [Int]] = [:]", width: 30)
                == "    public var deep: [\n        String: [Int]\n    ] = [:]")
        #expect(
            SwiftLineWrapper.wrap("func f() -> [String: Int] {", width: 20) == "func f() -> [\n    String: Int\n] {")
        // A literal in an argument keeps its comma.
        #expect(
            SwiftLineWrapper.wrap("    make(label: [\"a\": 1])", width: 20)
                == "    make(\n        label: [\n            \"a\": 1,\n        ]\n    )")
    }

    @Test func breaksALongClosureAfterIn() {
        let wrapped = SwiftLineWrapper.wrap("v.onX = { [weak self] a in self?.x(a: a) }", width: 30)
        #expect(wrapped == "v.onX = { [weak self] a in\n    self?.x(a: a)\n}")
    }

    @Test func wrapsCommentsAtWords() {
        let wrapped = SwiftLineWrapper.wrap("    /// one two three four five", width: 20)
        #expect(wrapped == "    /// one two\n    /// three four\n    /// five")
    }

    /// Widths count characters, not bytes: `é` is one, and so is a flag of two scalars.
    @Test func countsCharactersInCommentsThatAreNotASCII() {
        #expect(SwiftLineWrapper.wrap("/// é é é é é é", width: 11) == "/// é é é é\n/// é é")
        #expect(SwiftLineWrapper.wrap("/// 🇫🇷 🇫🇷 🇫🇷 🇫🇷", width: 11) == "/// 🇫🇷 🇫🇷 🇫🇷 🇫🇷")
    }

    /// A space a mark joins (`" \u{301}"`) is not a space between words, nor is one a prepended
    /// mark joins (`"\u{600} "`): the words around it stay on one line, counted as characters.
    @Test func partsCommentsOnlyAtSpacesThatAreCharactersOfTheirOwn() {
        #expect(SwiftLineWrapper.wrap("/// aaa \u{301}bbb ccc", width: 10) == "/// aaa \u{301}bbb\n/// ccc")
        #expect(SwiftLineWrapper.wrap("/// aaa\u{600} bbb ccc", width: 10) == "/// aaa\u{600} bbb\n/// ccc")
        #expect(SwiftLineWrapper.wrap("/// aaa → bbb ccc", width: 10) == "/// aaa →\n/// bbb\n/// ccc")
    }

    /// A closure with nothing after `in` is not split at `in` (it read past the line's end).
    @Test func leavesAnEmptyClosureWhole() {
        #expect(SwiftLineWrapper.wrap("    handler = { value in }", width: 20) == "    handler = { value in }")
    }

    /// Random lines made of the pieces layout looks for (brackets, quotes, commas, `= { `, ` in `,
    /// `typealias`, `&`, comment markers) and of characters that are more than a byte (marks
    /// that join a space, a prepended mark, a joiner, flags, a carriage return), laid out at
    /// several widths: byte for byte what the character-by-character layout gives.
    @Test func laysOutLinesAsTheCharacterByCharacterLayoutDoes() {
        let pieces = [
            "a", "bc", "name", " ", " ", "  ", "(", ")", "[", "]", "{", "}", ",", ", ", ":", ": ", "\"", "\\\"", "//",
            "///", "typealias ", " & ", "= { ", " in ", " }", "-> ", "var ", "let ", "=", "é", "e\u{301}", " \u{301}",
            "\u{301}", "\u{600}", "🇫🇷", "\r", "\t", "…", "→", "f(x: 1, y: [2, 3])", "[weak self]", "\u{200D}",
        ]
        let starts = ["", "//", "///", "/// ", "///\u{301} ", "public typealias X = "]
        // A linear congruential sequence: the same lines on every run.
        var state: UInt64 = 2026
        func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<10_000 {
            var line = String(repeating: " ", count: below(9)) + starts[below(starts.count)]
            for _ in 0..<(1 + below(60)) { line += pieces[below(pieces.count)] }
            let source = below(2) == 0 ? line : "x\n" + line + "\n  y"
            let width = [10, 20, 40, 80, 120][below(5)]
            let expected = ReferenceLineWrapper.wrap(source, width: width)
            let laidOut = SwiftLineWrapper.wrap(source, width: width)
            #expect(Array(laidOut.utf8) == Array(expected.utf8), "\(source.debugDescription) at \(width)")
        }
    }

    @Test func putsALongCompositionOneProtocolPerLine() {
        let wrapped = SwiftLineWrapper.wrap(
            "    public typealias Parent = AnyObject & OpenedResponder & ClosedResponder", width: 40)
        #expect(
            wrapped == "    public typealias Parent = AnyObject\n        & OpenedResponder\n        & ClosedResponder")
    }

    @Test func putsLongParametersOneLineEach() {
        let wrapped = SwiftLineWrapper.wrap("    public init(title: String, count: Int) {", width: 30)
        #expect(wrapped == "    public init(\n        title: String,\n        count: Int\n    ) {")
    }
}
