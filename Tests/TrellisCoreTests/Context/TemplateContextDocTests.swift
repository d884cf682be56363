import Foundation
import Testing

@testable import Mustache
@testable import TrellisCore

/// TemplateContext.md is what template authors read: it lists every template that exists and no
/// other, and names every key a template can see and no other.
@Suite struct TemplateContextDocTests {
    static let page =
        (try? String(
            contentsOf: repositoryRoot.appendingPathComponent(
                "Sources/TrellisCore/TrellisCore.docc/TemplateContext.md"),
            encoding: .utf8)) ?? ""

    /// The page's words in backticks, in `section` (from its `### ` heading to the next).
    static func codeSpans(inSection section: String) -> Set<String> {
        guard let start = page.range(of: "### \(section)\n") else { return [] }
        let rest = page[start.upperBound...]
        let text = rest.range(of: "\n### ").map { rest[..<$0.lowerBound] } ?? rest
        var spans: Set<String> = []
        var parts = text.split(separator: "`", omittingEmptySubsequences: false).makeIterator()
        _ = parts.next()  // before the first backtick
        while let inside = parts.next() {
            spans.insert(String(inside))
            _ = parts.next()  // between two spans
        }
        return spans
    }

    @Test func listsEveryTemplateAndNoOther() throws {
        let folder = repositoryRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let templates = Set(files.filter { $0.hasSuffix(".mustache") })
        let listed = Self.codeSpans(inSection: "The templates").filter { $0.hasSuffix(".mustache") }
        #expect(templates.subtracting(listed).isEmpty, "not listed: \(templates.subtracting(listed).sorted())")
        #expect(listed.subtracting(templates).isEmpty, "no such template: \(listed.subtracting(templates).sorted())")
    }

    /// Every key of the contexts of the goldens (every spec in every architecture) and the
    /// subject keys of their files, against the keys the context section names.
    @Test func namesEveryKeyAndNoOther() throws {
        var keys: Set<String> = []
        for name in GeneratorGoldenTests.jobs.keys {
            let job = try #require(GeneratorGoldenTests.jobs[name])
            let spec = try GeneratorGoldenTests.spec(of: job)
            let options = GenerationOptions(
                architecture: job.architecture, swiftModule: job.module, views: job.views ?? .none)
            let text = try Pipeline.contextJSON(spec, options: options)
            keys.formUnion(Self.keys(in: try JSONDecoder().decode(MustacheValue.self, from: Data(text.utf8))))
            keys.formUnion(
                try Self.subjectKeys(
                    of: spec, in: job.architecture ?? spec.architecture ?? .default, views: job.views ?? .none))
        }
        // `ui`'s keys are the SwiftUI types' names.
        let swiftUITypes = Set(
            [false, true].flatMap { wires in
                [false, true].flatMap {
                    ViewLayerFlavor(wiresScreens: wires, showsThroughNavigator: $0).swiftUITypes
                }
            })
        let named = Self.codeSpans(inSection: "The context").filter {
            Self.looksLikeAKey($0) || swiftUITypes.contains($0)
        }
        #expect(keys.subtracting(named).isEmpty, "not on the page: \(keys.subtracting(named).sorted())")
        #expect(named.subtracting(keys).isEmpty, "in no context: \(named.subtracting(keys).sorted())")
    }

    /// A key is a lowerCamelCase word (the page also quotes type names, suffixes and Swift).
    static func looksLikeAKey(_ span: String) -> Bool {
        guard let first = span.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return span.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    static func keys(in value: MustacheValue) -> Set<String> {
        switch value {
        case .object(let members):
            return members.reduce(into: Set(members.keys)) { $0.formUnion(keys(in: $1.value)) }
        case .array(let elements):
            return elements.reduce(into: []) { $0.formUnion(keys(in: $1)) }
        default:
            return []
        }
    }

    /// The keys a file about one item finds that item under, and the keys inside each subject
    /// (most are in the module's context too; `navigation` is only a subject).
    static func subjectKeys(of spec: ValidatedSpec, in architecture: Architecture, views: ViewLayer) throws
        -> Set<String>
    {
        func keys<Generator: ArchitectureGenerator>(_ generator: Generator) throws -> Set<String> {
            let builder = ContextBuilder(spec: spec, views: views)
            let context = generator.context(builder)
            let module = builder.module(
                swiftModule: spec.moduleName, specFile: spec.fileName, architecture: generator,
                architectureContext: context)
            var keys: Set<String> = []
            for subject in generator.files(for: module, context).compactMap(\.subject) {
                keys.insert(subject.key)
                keys.formUnion(Self.keys(in: try MustacheValue(encoding: subject.value)))
            }
            return keys
        }
        return try keys(architecture.generator)
    }

    /// The checks above can fail: a key the page does not name is found.
    @Test func aKeyMissingFromThePageIsFound() {
        let context = MustacheValue.object(["name": .string("A"), "screens": .array([.object(["frobnicate": .null])])])
        let named = Self.codeSpans(inSection: "The context").filter(Self.looksLikeAKey)
        #expect(Self.keys(in: context).subtracting(named) == ["frobnicate"])
    }
}
