import Foundation
import TrellisCLI
import TrellisCore

/// A fuzzing run: derives `cases` specs from the seeds and checks what Trellis does with each.
public struct FuzzRun {
    /// The valid specs mutations start from, with their names.
    public var seeds: [(name: String, text: String)]
    /// The numbers of the cases to run: a run can be split into ranges run side by side.
    public var cases: Range<Int>
    public var seed: UInt64
    /// The longest a case may take before it counts as a hang.
    public var timeLimit: Duration
    /// How long generated chains and lists get: hundreds find slow paths; tens keep runs quick.
    public var maximumChain: Int
    /// Called before each case with its number (for tracing a crash to its case).
    public var willRun: (Int) -> Void = { _ in }
    /// Every this many valid cases, one is built with the compiler, with each default isolation
    /// in turn (`GeneratedModuleTypeCheck`); nil builds none (it takes seconds a case).
    public var typeCheckEvery: Int?
    /// Every this many valid cases (but those with a signature made long), one is kept for
    /// `GeneratedTestRun`, which builds them together and runs their generated tests; nil keeps none.
    public var testRunEvery: Int?

    public init(
        seeds: [(name: String, text: String)], cases: Range<Int>, seed: UInt64, timeLimit: Duration, maximumChain: Int
    ) {
        self.seeds = seeds
        self.cases = cases
        self.seed = seed
        self.timeLimit = timeLimit
        self.maximumChain = maximumChain
    }

    /// What a run found.
    public struct Report: Sendable {
        public var valid = 0
        public var invalid = 0
        public var failures: [Failure] = []
        public var slowest: Duration = .zero
        /// How many valid cases were built with the compiler (`typeCheckEvery`).
        public var typeChecked = 0
        /// The case that took longest, with its mutations.
        public var slowestCase: (number: Int, mutations: [String])?
        /// The valid cases kept for a run of their generated tests (`testRunEvery`).
        public var testRunCases: [GeneratedTestRun.Case] = []
    }

    /// A case that broke a rule, with the spec that shows it.
    public struct Failure: Sendable, CustomStringConvertible {
        public var caseNumber: Int
        public var mutations: [String]
        public var problem: String
        public var spec: String

        public var description: String {
            "case \(caseNumber) (\(mutations.joined(separator: ", "))): \(problem)"
        }
    }

    /// The spec of case `number`, as the run derives it.
    public func spec(ofCase number: Int) -> (text: String, mutations: [String])? {
        spec(ofCase: number, from: seeds.compactMap { FuzzJSON.parse($0.text) })
    }

    private func spec(ofCase number: Int, from parsedSeeds: [FuzzJSON]) -> (text: String, mutations: [String])? {
        guard !parsedSeeds.isEmpty else { return nil }
        var random = RandomSource(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
        let base = parsedSeeds[random.below(parsedSeeds.count)]
        let mutated = SpecMutator(maximumChain: maximumChain).mutate(base, using: &random)
        return (mutated.spec.text, mutated.applied)
    }

    /// Runs every case; stops at the first hang, since the hung work cannot be stopped.
    /// Reading, validating and generating run on a thread of their own, under the time limit;
    /// the command line, which runs the same stages, runs after them for some cases.
    public func run() async -> Report {
        var report = Report()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let parsedSeeds = seeds.compactMap { FuzzJSON.parse($0.text) }
        // The valid cases that may be kept for the test run, counted to keep every Nth.
        var testRunCandidates = 0
        for number in cases {
            guard let (text, mutations) = spec(ofCase: number, from: parsedSeeds) else { break }
            willRun(number)
            let check = FuzzCheck(text: text, number: number, scratch: scratch)
            let outcome = FuzzCheck.withTimeLimit(timeLimit) { check.run() }
            guard var outcome else {
                report.failures.append(
                    Failure(
                        caseNumber: number, mutations: mutations, problem: "no answer within \(timeLimit)", spec: text))
                return report
            }
            if check.checksCommandLine(isValid: outcome.isValid) {
                outcome.problems += await check.commandLineProblems(expectingSuccess: outcome.isValid)
            }
            if outcome.duration > report.slowest {
                report.slowest = outcome.duration
                report.slowestCase = (number, mutations)
            }
            if outcome.isValid { report.valid += 1 } else { report.invalid += 1 }
            if outcome.isValid, outcome.problems.isEmpty, let every = typeCheckEvery, report.valid % max(every, 1) == 0
            {
                let isolations = GeneratedModuleTypeCheck.Isolation.allCases
                outcome.problems += check.typeCheckProblems(
                    isolation: isolations[report.typeChecked % isolations.count])
                report.typeChecked += 1
            }
            // An event of a thousand parameters tries the compiler, not the flows: its module's
            // tests take minutes to build and check nothing others do not; the swiftc sample has it.
            if outcome.isValid, outcome.problems.isEmpty, let every = testRunEvery,
                !mutations.contains(SpecMutator.Mutation.longSignature.rawValue)
            {
                testRunCandidates += 1
                if testRunCandidates % max(every, 1) == 0 {
                    report.testRunCases.append(GeneratedTestRun.Case(number: number, text: text))
                }
            }
            for problem in outcome.problems {
                report.failures.append(Failure(caseNumber: number, mutations: mutations, problem: problem, spec: text))
            }
        }
        return report
    }
}
