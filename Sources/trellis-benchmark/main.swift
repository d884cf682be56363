import MallocArenas
import TrellisCLI

// `swift run -c release trellis-benchmark [--sizes 100,1000,3000] [--runs 3]`
// (`--print-spec 3000` prints the spec of 3,000 screens instead.)
//
// For each size, in a process of its own: builds the spec in code, then times the first
// generation into an empty folder, a no-op regeneration, a regeneration after a one-screen
// change and `--check`, each a `trellis generate` process of its own (as users run it), and
// copying the produced tree file by file (what `cp -r` does). Prints each time (the best of
// the runs), its ratio to the copy, the growth from 1,000 to 3,000 screens, and the largest
// peak memory of the generation processes against the size of the tree.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let runs = max(1, option("--runs").flatMap(Int.init) ?? 3)

if arguments.first == "--trellis" {
    // One generation run, started by a measuring process: `trellis` itself, quiet.
    trellis_use_one_malloc_arena()
    var environment = CommandEnvironment.process()
    environment.standardOutput = { _ in }
    exit(await TrellisCommandLine.run(Array(arguments.dropFirst()), in: environment).rawValue)
}
if let screens = option("--print-spec").flatMap(Int.init) {
    // The spec alone, to generate or profile by hand.
    print(BenchmarkSpec.json(flows: max(1, screens / BenchmarkSpec.screensPerFlow)))
    exit(0)
}
if let screens = option("--measure").flatMap(Int.init), let scratch = option("--scratch") {
    // The child process: one size.
    print(await Measurement.take(screens: screens, runs: runs, in: URL(fileURLWithPath: scratch)).line)
    exit(0)
}

let sizes = (option("--sizes") ?? "100,1000,3000").split(separator: ",").compactMap { Int($0) }
var results: [Measurement] = []
// Every size's trees stay until the end: no timed run follows a deletion (see `Measurement.take`).
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trellis-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
func removeScratch() { try? FileManager.default.removeItem(at: scratch) }
print("Trellis generation benchmark: best of \(runs) runs, times in seconds; ratio = time / copy time")
print(Measurement.header)
for screens in sizes {
    let child = ChildProcess.run(
        [
            "--measure", String(screens), "--runs", String(runs), "--scratch",
            scratch.appendingPathComponent(String(screens)).path,
        ], capturesOutput: true)
    guard let child, child.status == 0, let measurement = Measurement(line: child.output) else {
        printError("error: measuring \(screens) screens failed:\n\(child?.output ?? "")\n")
        removeScratch()
        exit(1)
    }
    results.append(measurement)
    print(measurement.row)
}
if let small = results.first(where: { $0.screens == 1_000 }), let large = results.first(where: { $0.screens == 3_000 })
{
    print("")
    print("growth 1,000 → 3,000 screens (linear is 3.0):")
    for (name, path) in Measurement.timed {
        print(
            "  \(name.leftAligned(14)) \((large[keyPath: path] / small[keyPath: path]).formatted(decimals: 2))×"
        )
    }
}
removeScratch()
