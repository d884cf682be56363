import Foundation
import TrellisCore
import TrellisFuzzing

// `swift run -c release trellis-fuzz --cases 100000 --seed 7`: derives specs from valid ones by
// structured mutations and checks that Trellis answers each, in time, without crashing, with
// errors that say where, writing nothing for an invalid spec and the same bytes twice for a
// valid one. Exits 1 when a case breaks a rule and writes the smallest such spec to a file.

let usage = """
    usage: trellis-fuzz [--cases N] [--seed S] [--chain N] [--time-limit SECONDS] [--typecheck N] [--run-tests N] [--trace] [--print-case N] [SPEC ...]
      SPEC ...       valid specs to start from (default: the starter spec, GeneratedExample/Koober.json
                     and the specs of Tests/Golden, when run from the repository root)
      --cases N      how many cases (default 10000)
      --seed S       the run's seed: the same seed gives the same cases (default 7)
      --chain N      the longest chain or list a mutation builds (default 400)
      --time-limit   seconds a case may take before it counts as a hang (default 10)
      --typecheck N  build every Nth valid case's module and tests with swiftc, with the default
                     isolation and with MainActor in turn (default: none; seconds a case)
      --run-tests N  keep every Nth valid case (but those with an event of a thousand parameters,
                     whose tests take minutes to compile), then build each kept spec in every
                     architecture in one package and run its generated tests: a test that fails on
                     a valid spec is a bug (default: none; a few seconds a module)
      --trace        print each case's number before running it (to find the case that crashes)
      --print-case N print case N's spec and exit

    """

var options: [String: String] = [:]
var specPaths: [String] = []
var trace = false
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--trace": trace = true
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    case "--cases", "--seed", "--chain", "--time-limit", "--print-case", "--typecheck", "--run-tests":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("error: \(argument) needs a value\n\(usage)".utf8))
            exit(2)
        }
        options[argument] = value
    default:
        if argument.hasPrefix("-") {
            FileHandle.standardError.write(Data("error: unknown option \(argument)\n\(usage)".utf8))
            exit(2)
        }
        specPaths.append(argument)
    }
}

@MainActor func number(_ option: String, default value: Int) -> Int {
    guard let text = options[option] else { return value }
    guard let parsed = Int(text), parsed >= 0 else {
        FileHandle.standardError.write(Data("error: \(option) needs a whole number, not '\(text)'\n".utf8))
        exit(2)
    }
    return parsed
}

if specPaths.isEmpty {
    specPaths = ["GeneratedExample/Koober.json"]
    if let golden = try? FileManager.default.contentsOfDirectory(atPath: "Tests/Golden") {
        specPaths += golden.sorted().map { "Tests/Golden/\($0)/\($0).json" }
    }
}
var seeds = [(name: "starter", text: StarterSpec.json(moduleName: "Starter"))]
for path in specPaths {
    if let text = try? String(contentsOfFile: path, encoding: .utf8) { seeds.append((path, text)) }
}

var run = FuzzRun(
    seeds: seeds, cases: 0..<number("--cases", default: 10_000), seed: UInt64(number("--seed", default: 7)),
    timeLimit: .seconds(number("--time-limit", default: 10)), maximumChain: number("--chain", default: 400))
if options["--print-case"] != nil {
    if let spec = run.spec(ofCase: number("--print-case", default: 0)) {
        print(spec.text)
        exit(0)
    }
    exit(1)
}
if trace { run.willRun = { FileHandle.standardError.write(Data("case \($0)\n".utf8)) } }
if options["--typecheck"] != nil { run.typeCheckEvery = max(1, number("--typecheck", default: 1)) }
if options["--run-tests"] != nil { run.testRunEvery = max(1, number("--run-tests", default: 1)) }

print("trellis-fuzz: \(run.cases.count) cases from \(seeds.count) seed specs, seed \(run.seed)")
let clock = ContinuousClock()
let started = clock.now
let report = await run.run()
let elapsed = clock.now - started
let slowest = report.slowestCase.map { " (case \($0.number): \($0.mutations.joined(separator: ", ")))" } ?? ""
print(
    "\(report.valid) valid and \(report.invalid) invalid specs (\(report.typeChecked) built with swiftc) in \(elapsed); slowest case \(report.slowest)\(slowest)"
)
var testFailures = 0
if !report.testRunCases.isEmpty {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trellis-fuzz-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let testStarted = clock.now
    let kept = report.testRunCases.map { String($0.number) }.joined(separator: ", ")
    print("running the generated tests of cases \(kept)")
    let tested = GeneratedTestRun(folder: folder).run(report.testRunCases)
    print(
        "ran the generated tests of \(report.testRunCases.count) valid specs (\(tested.modules) modules) in \(clock.now - testStarted): \(tested.failures.count) failed"
    )
    for failure in tested.failures {
        let architecture = failure.architecture.map { " as \($0)" } ?? ""
        print(
            "FAIL case \(failure.caseNumber)\(architecture) (\(failure.module)): a generated test failed on a valid spec"
        )
        for problem in failure.problems.prefix(10) { print("  \(problem)") }
        if let spec = report.testRunCases.first(where: { $0.number == failure.caseNumber }) {
            let file = "trellis-fuzz-case-\(failure.caseNumber).json"
            try? Data(spec.text.utf8).write(to: URL(fileURLWithPath: file))
            print("  its spec is in \(file)")
        }
    }
    testFailures = tested.failures.count
}
guard let smallest = report.failures.min(by: { $0.spec.utf8.count < $1.spec.utf8.count }) else {
    print(testFailures == 0 ? "no case broke a rule" : "\(testFailures) modules' generated tests failed")
    exit(testFailures == 0 ? 0 : 1)
}
for failure in report.failures.prefix(50) { print("FAIL \(failure)") }
let file = "trellis-fuzz-case-\(smallest.caseNumber).json"
try? Data(smallest.spec.utf8).write(to: URL(fileURLWithPath: file))
print("\(report.failures.count) problems; the smallest spec that shows one is in \(file)")
exit(1)
