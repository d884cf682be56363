import Foundation
import Mustache
import Testing

@testable import TrellisCore

/// `Architecture.registry` is the one list of architectures, and it is complete: every
/// architecture's Swift folder and template folder is registered, and every registered one has
/// goldens. (The DocC article "Adding an architecture" says what to touch.)
@Suite struct ArchitectureRegistryTests {
    /// Template folders several architectures use, named by who uses them.
    static let sharedTemplateFolders: Set<String> = ["common", "observable", "navigator", "views"]

    @Test func everyArchitectureTypeIsRegistered() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/TrellisCore/Architectures")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        // `MVVM/MVVMArchitecture.swift` → `MVVMArchitecture`; the protocol's file is not one.
        let declared = Set(
            files.compactMap { path -> String? in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard path.contains("/"), name.hasSuffix("Architecture.swift") else { return nil }
                return String(name.dropLast(".swift".count))
            })
        let registered = Set(Architecture.registry.map { String(describing: type(of: $0)) })
        #expect(declared == registered)
        #expect(Set(Architecture.allCases.map(\.rawValue)).count == Architecture.registry.count, "two share a name")
        #expect(Architecture.allCases.contains(.default))
    }

    @Test func everyTemplateFolderIsAnArchitecturesOrShared() throws {
        let folder = repositoryRoot.appendingPathComponent("Templates")
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent(".").path)
        }
        let own = Architecture.registry.map(\.templateFolder)
        #expect(Set(own).count == own.count, "two architectures share a template folder")
        #expect(Set(folders) == Self.sharedTemplateFolders.union(own))
        for generator in Architecture.registry {
            #expect(generator.userFileSuffix.hasPrefix("+"), "\(generator.name)")
            #expect(
                TemplateSet.builtInSources.keys.contains { $0.hasPrefix(generator.templateFolder + "/") },
                "\(generator.name) has no built-in templates")
        }
    }

    /// An architecture renders its own templates and the shared ones, never another's: its file
    /// plan (for every golden spec it fits, with views and tests) names no other architecture's
    /// template, and its own templates name their partials through `own/`, never a folder of an
    /// architecture. So a copied architecture renders its own copies.
    @Test(arguments: Architecture.allCases)
    func anArchitectureRendersNoOtherArchitecturesTemplates(_ architecture: Architecture) throws {
        let folders = Architecture.registry.map(\.templateFolder)
        let own = architecture.generator.templateFolder
        let others = folders.filter { $0 != own }
        let jobs = GeneratorGoldenTests.configuration.0?.jobs ?? []
        for specPath in Set(jobs.map(\.spec)).sorted() {
            let spec = try GeneratorGoldenTests.spec(of: try #require(jobs.first { $0.spec == specPath }))
            guard !Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors else { continue }
            let prepared = Pipeline.prepare(
                spec, options: GenerationOptions(architecture: architecture, views: .swiftui))
            #expect(!prepared.plan.isEmpty, "\(specPath) plans no file as \(architecture)")
            for planned in prepared.plan {
                #expect(
                    !others.contains { planned.template.hasPrefix($0 + "/") },
                    "\(architecture) renders \(planned.template) for \(specPath)")
            }
        }
        for (path, text) in TemplateSet.builtInSources.sorted(by: { $0.key < $1.key }) where path.hasPrefix(own + "/") {
            let template = try Template(source: text, name: path)
            for name in template.referencedTemplateNames {
                #expect(
                    !folders.contains { name.hasPrefix($0 + "/") }, "\(path) names \(name): its own partials are own/…")
            }
        }
    }

    /// Each golden spec is generated in every architecture it fits (an event-driven module needs
    /// events), so every architecture has goldens.
    @Test func everyArchitectureHasGoldens() throws {
        let jobs = GeneratorGoldenTests.configuration.0?.jobs ?? []
        let specs = Set(jobs.map(\.spec))
        #expect(!specs.isEmpty)
        for specPath in specs.sorted() {
            let spec = try GeneratorGoldenTests.spec(of: try #require(jobs.first { $0.spec == specPath }))
            let generated = Set(jobs.filter { $0.spec == specPath }.compactMap(\.architecture))
            for architecture in Architecture.allCases
            where !Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors {
                #expect(generated.contains(architecture), "\(specPath) has no golden job as \(architecture)")
            }
        }
        for architecture in Architecture.allCases {
            #expect(jobs.contains { $0.architecture == architecture }, "\(architecture) has no goldens")
        }
    }
}
