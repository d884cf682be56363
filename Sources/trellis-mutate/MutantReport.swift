import Foundation

/// What a mutant's run showed.
enum MutantOutcome: String, Sendable {
    /// A generated test failed (or the tests hung): the design bug is caught.
    case killed
    /// Every generated test passed: the bug would go unnoticed.
    case survived
    /// Every generated test passed, and no test could tell (see `Mutation.equivalentBecause`
    /// and `UserStub`): not a bug in this golden.
    case equivalent
    /// The mutant does not build: it proves nothing either way.
    case doesNotCompile = "does not compile"
    /// The text it changes is not in the golden any more: the catalogue needs updating.
    case notApplicable = "not applicable"
}

struct MutantResult {
    let mutation: Mutation
    let outcome: MutantOutcome
    /// Why no test could tell the mutant from the original, when that is so.
    var equivalentBecause: String? = nil
}

/// Killed / compiling mutants per architecture and per class, and the survivors.
struct MutantReport {
    let results: [MutantResult]

    /// The share of compiling mutants killed in each spec's module of each architecture, by
    /// `Mutation.group`.
    var killedShareByGroup: [String: Double] {
        Dictionary(grouping: results, by: \.mutation.group).mapValues(Self.killedShare)
    }

    /// The share of compiling mutants killed in each class; a class whose mutants are all
    /// apart (equivalent, not compiling) has none to measure and is left out.
    var killedShareByClass: [String: Double] {
        Dictionary(grouping: results, by: \.mutation.kind.rawValue).mapValues(Self.killedShare)
            .filter { !$0.value.isNaN }
    }

    /// The share of `group`'s compiling mutants killed; NaN when none compiles.
    static func killedShare(_ group: [MutantResult]) -> Double {
        let compiling = group.filter { $0.outcome == .killed || $0.outcome == .survived }
        return Double(compiling.filter { $0.outcome == .killed }.count) / Double(compiling.count)
    }

    var text: String {
        var lines: [String] = []
        func row(_ label: String, _ group: [MutantResult]) -> String {
            let compiling = group.filter { $0.outcome == .killed || $0.outcome == .survived }
            let killed = compiling.filter { $0.outcome == .killed }.count
            let share = compiling.isEmpty ? "—" : "\(Int((Double(killed) / Double(compiling.count) * 100).rounded()))%"
            let apart = group.count - compiling.count
            return label.padding(toLength: 36, withPad: " ", startingAt: 0)
                + "\(killed)/\(compiling.count) killed (\(share))"
                + (apart == 0 ? "" : ", \(apart) apart (equivalent, not compiling or not applicable)")
        }
        lines.append("By spec and architecture:")
        for group in Array(Set(results.map(\.mutation.group))).sorted() {
            lines.append("  " + row(group, results.filter { $0.mutation.group == group }))
        }
        lines.append("By class:")
        for kind in Mutation.Class.allCases {
            let group = results.filter { $0.mutation.kind == kind }
            if !group.isEmpty { lines.append("  " + row(kind.rawValue, group)) }
        }
        lines.append("  " + row("all", results))
        let survivors = results.filter { $0.outcome == .survived }
        lines.append(survivors.isEmpty ? "No survivors." : "Survivors:")
        for survivor in survivors {
            lines.append(
                "  \(survivor.mutation.group): \(survivor.mutation.name) (\(survivor.mutation.kind.rawValue))")
        }
        for result in results where result.outcome == .equivalent {
            let reason = result.equivalentBecause ?? ""
            lines.append("  equivalent: \(result.mutation.group): \(result.mutation.name) (\(reason))")
        }
        for result in results where result.outcome == .notApplicable || result.outcome == .doesNotCompile {
            lines.append("  \(result.outcome.rawValue): \(result.mutation.group): \(result.mutation.name)")
        }
        return lines.joined(separator: "\n")
    }
}
