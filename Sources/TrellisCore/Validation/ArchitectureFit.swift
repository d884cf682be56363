/// What an architecture needs of a spec beyond what every architecture needs: that the spec's
/// names leave room for the types and members its code declares, and whatever else it checks
/// (`ArchitectureGenerator.checkFit`).
///
/// A spec is checked for the architecture it is generated in: there each finding counts. For the
/// other architectures only name clashes are looked for, and reported as warnings ("cannot be
/// generated as event-driven: …"), so that a spec written for one architecture is not refused for
/// the names of another, and its author learns what a switch would cost.
enum ArchitectureFit {
    /// The findings for `architecture` as they are, and the other architectures' name clashes
    /// (those `architecture` does not have too) as warnings.
    static func review(_ spec: AnalyzedSpec, for architecture: Architecture, file: String) -> (
        own: [Diagnostic], others: [Diagnostic]
    ) {
        let own = check(spec, for: architecture, file: file)
        let ownProblems = Set(own.map(\.identity))
        var others: [Diagnostic] = []
        for other in Architecture.allCases where other != architecture {
            var found = DiagnosticCollector(file: file)
            checkNames(spec, for: other.generator, into: &found)
            for clash in found.diagnostics where clash.severity == .error && !ownProblems.contains(clash.identity) {
                var warning = clash
                warning.severity = .warning
                warning.message = "cannot be generated as \(other.rawValue): \(clash.message)"
                others.append(warning)
            }
        }
        return (own, others)
    }

    /// Everything that keeps `spec` from being generated as `architecture` (errors) or makes it
    /// a poor fit (warnings).
    static func check(_ spec: AnalyzedSpec, for architecture: Architecture, file: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector(file: file)
        checkNames(spec, for: architecture.generator, into: &diagnostics)
        architecture.generator.checkFit(of: spec, into: &diagnostics)
        return diagnostics.diagnostics
    }

    /// The types and members `generator`'s code declares, against the spec's names.
    private static func checkNames(
        _ spec: AnalyzedSpec, for generator: any ArchitectureGenerator, into diagnostics: inout DiagnosticCollector
    ) {
        claimTypes(of: spec.spec, declaredBy: generator.declaredTypes(for: spec.spec), into: &diagnostics)
        generator.checkMemberNames(of: spec, into: &diagnostics)
    }

    /// Claims, in the spec's order, each entry's name and then the types it gives: a clash with a
    /// generated type is reported at whichever was declared second. Clashes between the spec's
    /// own names are the validator's, whatever the architecture.
    private static func claimTypes(
        of spec: ModuleSpec, declaredBy declared: TypeDeclarations, into diagnostics: inout DiagnosticCollector
    ) {
        var names = TypeNamespace(reportsClashesBetweenSpecNames: false)
        if let module = spec.module {
            for type in declared.module(module.value) {
                names.claimGenerated(
                    type, by: "the type \"\(type)\" generated for module \(module.quoted)", at: module.origin,
                    &diagnostics)
            }
        }
        func claim(_ name: LocatedName, kind: String, derived: [String]) {
            names.claim(name.value, by: "\(kind) \(name.quoted)", at: name.origin, &diagnostics)
            if declared.nested.contains(name.value), kind == "model" || kind == "repository",
                declared.modelsNamedBesideNested?.contains(name.value) ?? true
            {
                diagnostics.error(
                    "\(kind) \(name.quoted) would be hidden by the type of that name the generated code nests in its own types; choose another name",
                    at: name.origin)
            }
            for type in derived {
                names.claimGenerated(
                    type, by: "the type \"\(type)\" generated for \(kind) \(name.quoted)", at: name.origin, &diagnostics
                )
            }
        }
        for model in spec.models { claim(model.name, kind: "model", derived: []) }
        for repository in spec.repositories {
            claim(repository.name, kind: "repository", derived: declared.repository(repository))
        }
        for screen in spec.screens { claim(screen.name, kind: "screen", derived: declared.screen(screen)) }
        for flow in spec.flows { claim(flow.name, kind: "flow", derived: declared.flow(flow)) }
        var groups: Set<String> = spec.module.map { [$0.value] } ?? []
        var events: Set<String> = []
        for event in spec.events {
            if let group = event.group, groups.insert(group.value).inserted {
                for type in declared.group(group.value) {
                    names.claimGenerated(
                        type, by: "the type \"\(type)\" generated for group \(group.quoted)", at: group.origin,
                        &diagnostics)
                }
            }
            guard events.insert(event.name.value).inserted else { continue }
            for type in declared.event(event) {
                names.claimGenerated(
                    type, by: "the type \"\(type)\" generated for event \(event.name.quoted)", at: event.name.origin,
                    &diagnostics)
            }
        }
    }
}

extension Diagnostic {
    /// What makes two findings the same problem.
    fileprivate var identity: String {
        "\(location.map { "\($0.line):\($0.column)" } ?? "-") \(path ?? "") \(message)"
    }
}
