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
        var memberFindings: [String: [Diagnostic]] = [:]
        let own = check(spec, for: architecture, file: file, memberFindings: &memberFindings)
        let ownProblems = Set(own.map(\.identity))
        var others: [Diagnostic] = []
        for other in Architecture.allCases where other != architecture {
            var found = DiagnosticCollector(file: file)
            checkNames(spec, for: other.generator, into: &found, memberFindings: &memberFindings)
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
        var memberFindings: [String: [Diagnostic]] = [:]
        return check(spec, for: architecture, file: file, memberFindings: &memberFindings)
    }

    private static func check(
        _ spec: AnalyzedSpec, for architecture: Architecture, file: String,
        memberFindings: inout [String: [Diagnostic]]
    ) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector(file: file)
        checkNames(spec, for: architecture.generator, into: &diagnostics, memberFindings: &memberFindings)
        architecture.generator.checkFit(of: spec, into: &diagnostics)
        return diagnostics.diagnostics
    }

    /// The types and members `generator`'s code declares, against the spec's names. A member
    /// check another architecture ran already gives what it found then (`memberFindings`, by
    /// the check's name).
    private static func checkNames(
        _ spec: AnalyzedSpec, for generator: any ArchitectureGenerator, into diagnostics: inout DiagnosticCollector,
        memberFindings: inout [String: [Diagnostic]]
    ) {
        claimTypes(of: spec.spec, declaredBy: generator.declaredTypes(for: spec.spec), into: &diagnostics)
        for check in generator.memberNameChecks {
            if memberFindings[check.name] == nil {
                var found = DiagnosticCollector(file: diagnostics.file)
                check.run(spec, &found)
                memberFindings[check.name] = found.diagnostics
            }
            for finding in memberFindings[check.name] ?? [] { diagnostics.append(finding) }
        }
    }

    /// Claims, in the spec's order, each entry's name and then the types it gives: a clash with a
    /// generated type is reported at whichever was declared second. Clashes between the spec's
    /// own names are the validator's, whatever the architecture.
    private static func claimTypes(
        of spec: ModuleSpec, declaredBy declared: TypeDeclarations, into diagnostics: inout DiagnosticCollector
    ) {
        // About one name per entry and a few the entry gives.
        let entries = spec.models.count + spec.repositories.count + spec.screens.count + spec.flows.count
        var names = TypeNamespace(reportsClashesBetweenSpecNames: false, capacity: 4 * entries + spec.events.count + 32)
        if let module = spec.module {
            for type in declared.module(module.value) {
                names.claimGenerated(type, forThe: "module", module.value, at: module.origin, &diagnostics)
            }
        }
        func claim(_ name: LocatedName, kind: String, derived: [String]) {
            names.claimEntry(name.value, kind: kind, at: name.origin, &diagnostics)
            if declared.nested.contains(name.value), kind == "model" || kind == "repository",
                declared.modelsNamedBesideNested?.contains(name.value) ?? true
            {
                diagnostics.error(
                    "\(kind) \(name.quoted) would be hidden by the type of that name the generated code nests in its own types; choose another name",
                    at: name.origin)
            }
            for type in derived {
                names.claimGenerated(type, forThe: kind, name.value, at: name.origin, &diagnostics)
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
                    names.claimGenerated(type, forThe: "group", group.value, at: group.origin, &diagnostics)
                }
            }
            guard events.insert(event.name.value).inserted else { continue }
            for type in declared.event(event) {
                names.claimGenerated(type, forThe: "event", event.name.value, at: event.name.origin, &diagnostics)
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
