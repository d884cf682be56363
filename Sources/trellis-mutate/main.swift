// `swift run -c release trellis-mutate [--spec Koober] [--architecture mvvm-c] [--list]
//  [--minimum-killed 90] [--minimum-class-killed 75]`
//
// Mutation testing of the generated tests: each mutation of the catalogue (`MutationCatalog`)
// is applied, one at a time, to the generated sources of a module (Library's golden, Koober's
// GeneratedExample), which is built and
// whose generated tests are run in a scratch package. A mutant the tests fail on is killed;
// one they pass is a survivor, a design bug the generated tests would let through. Mutants that
// do not compile prove nothing and are counted apart, as are survivors the catalogue shows to be
// equivalent to the original (no test of the golden could tell them apart), among them calls
// into the user's code that is still an empty stub (`UserStub`). Prints killed / total per architecture
// and per class, and the survivors.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

if arguments.contains("--list") {
    for mutation in MutationCatalog.all {
        print(
            "\(mutation.group.padding(toLength: 21, withPad: " ", startingAt: 0)) \(mutation.kind.rawValue): \(mutation.name)"
        )
    }
    exit(0)
}

let specs = option("--spec").map { [$0] } ?? MutationCatalog.specs
let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let architectures = option("--architecture").map { [$0] } ?? ["mvvm-c", "mvvm", "event-driven"]
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}
/// The stand-in SwiftUI and UIKit the view layers build against on Linux (with the inspection
/// their app walks run on); on a Mac the real frameworks are there.
let standIns: URL? = {
    #if os(Linux)
        let folder = repository.appendingPathComponent("Sources/StandIns")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    #else
        return nil
    #endif
}()
var runs: [ModuleRun] = []
for spec in specs {
    guard let modules = PlantedModule.jobs(of: spec, in: repository) else {
        stop("run from the repository's root: no trellis.json here nor in Tests/Golden")
    }
    guard MutationCatalog.specs.contains(spec) else {
        stop("no catalogue for \(spec); there are: \(MutationCatalog.specs.joined(separator: ", "))")
    }
    for architecture in architectures {
        let mutations = MutationCatalog.all.filter { $0.spec == spec && $0.architecture == architecture }
        guard !mutations.isEmpty else { continue }
        guard let planted = modules[architecture] else { stop("no job generates \(spec) in \(architecture)") }
        runs.append(
            ModuleRun(
                spec: spec, architecture: architecture, module: planted, mutations: mutations, standIns: standIns))
    }
}
// A module per core at a time, each in its own package: a mutant's build is mostly one file
// compiled and a test bundle linked, on one core, so another module's mutants use the next. Each
// module's lines print together when it is done; the report keeps the catalogue's order.
let finished = ModuleRuns(runs)
finished.runAll(lanes: ProcessInfo.processInfo.activeProcessorCount)
if let failure = finished.outcomes.compactMap({ $0?.failure }).first { stop(failure) }
let results = finished.outcomes.flatMap { $0?.results ?? [] }
print("")
let report = MutantReport(results: results)
print(report.text)
if results.contains(where: { $0.outcome == .notApplicable }) {
    FileHandle.standardError.write(Data("error: a mutation no longer applies: update MutationCatalog.swift\n".utf8))
    exit(1)
}
// `--minimum-killed P` and `--minimum-class-killed C`: fail when an architecture kills fewer
// than P% of its compiling mutants in a spec, or a class fewer than C% (CI holds the goals).
func fail(below name: String, _ shares: [String: Double], what: String) {
    guard let minimum = option(name).flatMap(Double.init) else { return }
    for (label, share) in shares.sorted(by: { $0.key < $1.key }) where share.isNaN || share * 100 < minimum {
        let killed = share.isNaN ? "has no compiling mutant" : "kills \(Int(share * 100))% of its compiling mutants"
        FileHandle.standardError.write(
            Data("error: \(what.isEmpty ? "" : what + " ")\(label) \(killed), fewer than \(Int(minimum))%\n".utf8))
        exit(1)
    }
}
fail(below: "--minimum-killed", report.killedShareByGroup, what: "")
fail(below: "--minimum-class-killed", report.killedShareByClass, what: "class")
