import Foundation

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
