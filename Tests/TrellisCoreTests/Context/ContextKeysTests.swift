import Foundation
import Mustache
import Testing

@testable import TrellisCore

/// Each architecture's context holds only what it reads: every key of its context, over every
/// golden spec, is looked up by one of its templates (those its file plans render, over every
/// golden spec, and the partials and parents they name, transitively), or read by its Swift,
/// which `readByFilePlans` lists. So no architecture carries keys only another's templates read.
@Suite struct ContextKeysTests {
    /// Keys the file plans read in Swift (which files to write, and where), not the templates.
    static let readByFilePlans: Set<String> = [
        "embedsScreens", "hasTests", "hasUserFile", "models", "shownScreens", "usesAsyncButton",
    ]
    /// Keys that describe the module for the user's own templates (TemplateContext.md).
    static let forUserTemplates: Set<String> = ["architecture", "generatorVersion"]

    @Test(arguments: Architecture.allCases)
    func everyKeyIsReadByATemplateOfTheArchitecture(_ architecture: Architecture) throws {
        var keys: Set<String> = []
        var pending: Set<String> = []
        var library = TemplateLibrary()
        for job in GeneratorGoldenTests.jobs.values where job.architecture == architecture {
            let spec = try GeneratorGoldenTests.spec(of: job)
            let options = GenerationOptions(
                architecture: job.architecture, swiftModule: job.module, views: job.views ?? .none)
            let module = Pipeline.prepare(spec, options: options)
            pending.formUnion(module.plan.map(\.template))
            library = module.library
            let json = try Pipeline.contextJSON(spec, options: options)
            keys.formUnion(Self.keys(of: try JSONSerialization.jsonObject(with: Data(json.utf8))))
        }
        var rendered: Set<String> = []
        var read: Set<String> = []
        while let template = pending.popFirst() {
            guard rendered.insert(template).inserted, let parsed = library.template(named: template) else { continue }
            read.formUnion(parsed.referencedKeys)
            pending.formUnion(parsed.referencedTemplateNames)
        }
        #expect(!rendered.isEmpty)
        let unread = keys.subtracting(read).subtracting(Self.readByFilePlans).subtracting(Self.forUserTemplates)
        #expect(unread.isEmpty, "\(architecture)'s context has keys none of its templates reads: \(unread.sorted())")
    }

    /// Every key of every object in `value`, however deep, but those whose value is `null` (an
    /// optional the architecture leaves out: templates see it as absent).
    static func keys(of value: Any) -> Set<String> {
        switch value {
        case let object as [String: Any]:
            Set(object.filter { !($0.value is NSNull) }.keys).union(object.values.flatMap(keys(of:)))
        case let array as [Any]: Set(array.flatMap(keys(of:)))
        default: []
        }
    }
}
