import Testing

@testable import TrellisCore

@Suite struct GenerationInputsTests {
    let spec = Array(#"{"specVersion": 1, "module": "Notes"}"#.utf8)

    func fingerprint(
        spec: [UInt8]? = nil, specFile: String = "Notes.json", options: GenerationOptions = GenerationOptions()
    ) -> String {
        GenerationInputs.fingerprint(spec: spec ?? self.spec, specFile: specFile, options: options)
    }

    /// Every input that can change a generated file changes the fingerprint; the same inputs
    /// give the same one.
    @Test func eachInputChangesTheFingerprint() {
        let base = fingerprint()
        #expect(base == fingerprint())
        #expect(base.hasPrefix("fnv1a64:") && base.count == 24)
        let template = TemplateSource(text: "// mine\n", displayName: "T/common/Model.swift.mustache")
        let others = [
            fingerprint(spec: spec + [0x20]),
            fingerprint(specFile: "Specs/Notes.json"),
            fingerprint(options: GenerationOptions(architecture: .mvvm)),
            fingerprint(options: GenerationOptions(swiftModule: "NotesKit")),
            fingerprint(options: GenerationOptions(writesTests: false)),
            fingerprint(options: GenerationOptions(views: .swiftui)),
            fingerprint(options: GenerationOptions(templateOverrides: ["common/Model.swift.mustache": template])),
            fingerprint(options: GenerationOptions(templateOverrides: ["common/Other.swift.mustache": template])),
        ]
        #expect(Set(others + [base]).count == others.count + 1)
    }
}
