import Foundation

/// One module's mutants: the module built once in a scratch package of its own, then each
/// mutant built and tested there in turn.
struct ModuleRun: Sendable {
    let spec: String
    let architecture: String
    let module: PlantedModule
    let mutations: [Mutation]
    let standIns: URL?

    /// The mutants' results and what to print for them; a failure, and no results, when the
    /// unchanged module does not build or pass its own tests.
    func run() -> ModuleRuns.Outcome {
        let package = ScratchPackage(
            module: module.module, sources: module.sources, tests: module.tests, standIns: standIns)
        defer { package.remove() }
        do {
            try package.create()
        } catch {
            return ([], [], "could not make the scratch package: \(error)")
        }
        var lines = ["\(spec) \(architecture): built \(module.module) and ran its generated tests unchanged"]
        guard package.build().succeeded, package.test().succeeded else {
            return ([], [], "the unchanged \(module.module) does not build or pass its tests")
        }
        var results: [MutantResult] = []
        for mutation in mutations {
            let ran = package.run(mutation)
            let equivalence = mutation.equivalentBecause ?? package.equivalence(ofCallsTo: mutation.callsUserStubs)
            let outcome: MutantOutcome = ran == .survived && equivalence != nil ? .equivalent : ran
            results.append(MutantResult(mutation: mutation, outcome: outcome, equivalentBecause: equivalence))
            lines.append(
                "  \(outcome.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)) \(mutation.kind.rawValue): \(mutation.name)"
            )
        }
        return (results, lines, nil)
    }
}

/// The module runs the harness's lanes share: which to take next, and what each gave, printed as
/// each finishes.
final class ModuleRuns: @unchecked Sendable {
    typealias Outcome = (results: [MutantResult], lines: [String], failure: String?)

    private let runs: [ModuleRun]
    private let lock = NSLock()
    private var next = 0
    /// Each run's outcome, by its place in the list; nil until it finishes.
    private(set) var outcomes: [Outcome?]

    init(_ runs: [ModuleRun]) {
        self.runs = runs
        outcomes = Array(repeating: nil, count: runs.count)
    }

    /// Runs every module, `lanes` at a time, and returns when all are done.
    func runAll(lanes: Int) {
        DispatchQueue.concurrentPerform(iterations: max(1, min(lanes, runs.count))) { _ in
            while let index = nextIndex() {
                record(runs[index].run(), at: index)
            }
        }
    }

    /// The next run no lane has taken; nil when none is left.
    private func nextIndex() -> Int? {
        lock.withLock {
            guard next < runs.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Keeps run `index`'s outcome and prints its lines, whole.
    private func record(_ outcome: Outcome, at index: Int) {
        lock.withLock {
            outcomes[index] = outcome
            let text = outcome.lines.map { $0 + "\n" }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
