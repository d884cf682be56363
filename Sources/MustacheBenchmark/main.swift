import Foundation
import Mustache

// Renders ../shared/bench/model.mustache with model.json many times and prints the time per
// render. Run it from the repository root with `swift run -c release MustacheBenchmark`;
// pass another folder holding model.mustache and model.json as the first argument.

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "../shared/bench")
let templateURL = folder.appendingPathComponent("model.mustache")
let contextURL = folder.appendingPathComponent("model.json")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

guard let source = try? String(contentsOf: templateURL, encoding: .utf8),
    let json = try? Data(contentsOf: contextURL)
else { fail("cannot read model.mustache and model.json in \(folder.path)") }

let context: MustacheValue
let template: Template
do {
    context = try JSONDecoder().decode(MustacheValue.self, from: json)
    template = try Template(source: source, name: "model.mustache")
} catch {
    fail("\(error)")
}

let rendersPerRun = 20_000
let runs = 7
var output = ""
var microsecondsPerRender: [Double] = []
do {
    for _ in 0..<rendersPerRun { output = try template.render(context, escaping: .none) }  // warm-up
    for _ in 0..<runs {
        let start = ContinuousClock.now
        for _ in 0..<rendersPerRun { output = try template.render(context, escaping: .none) }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        microsecondsPerRender.append(seconds * 1e6 / Double(rendersPerRun))
    }
} catch {
    fail("\(error)")
}

microsecondsPerRender.sort()
let median = microsecondsPerRender[runs / 2]
print("template: \(templateURL.path)")
print("output: \(output.utf8.count) bytes, \(output.split(separator: "\n").count) lines")
print("renders: \(runs) runs of \(rendersPerRun), template parsed once")
print(
    String(
        format: "per render: median %.2f µs, best %.2f µs, worst %.2f µs", median, microsecondsPerRender[0],
        microsecondsPerRender[runs - 1]))
print(median < 10 ? "goal (< 10 µs per render): met" : "goal (< 10 µs per render): NOT met")
