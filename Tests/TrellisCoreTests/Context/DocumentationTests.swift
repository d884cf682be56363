import Testing

@testable import TrellisCore

/// Doc lines from a spec's `doc`: a one-line doc with nothing to change is taken as it is, and
/// every other goes through the same sanitizing, so that the quick path and the full one agree.
@Suite struct DocumentationTests {
    @Test func aOneLineDocIsItsOwnLineEvenWhenItIsNotASCII() {
        #expect(docLines("Shows the café’s menu — in full.", fallback: "x") == ["Shows the café’s menu — in full."])
        #expect(docLines(nil, fallback: "Trellis’s sentence.") == ["Trellis’s sentence."])
    }

    @Test func aOneLineDocWithACharacterToReplaceIsSanitized() {
        // A bidirectional override and a C1 control are not ASCII, and still replaced.
        #expect(docLines("safe\u{202E}txet", fallback: "") == ["safe\u{FFFD}txet"])
        #expect(docLines("a\u{85}b", fallback: "") == ["a", "b"])
    }

    @Test func whiteSpaceAtEitherEndIsTrimmedWhateverItIs() {
        #expect(docLines("\u{00A0}Non-breaking at the start.", fallback: "") == ["Non-breaking at the start."])
        #expect(docLines("Ends in an ideographic space.\u{3000}", fallback: "") == ["Ends in an ideographic space."])
        #expect(docLines(" ", fallback: "The fallback.") == ["The fallback."])
    }
}
