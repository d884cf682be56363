import Foundation
import TrellisCLI
import TrellisCore

/// The rules one case must keep: an answer, errors with a position and a JSON path on one
/// line, nothing written for an invalid spec, and for a valid one, generation without errors
/// into valid file names, the same bytes twice.
struct FuzzCheck {
    let text: String
    let number: Int
    /// A folder the case may write in.
    let scratch: URL

    struct Outcome: Sendable {
        var isValid: Bool
        var problems: [String]
        var duration: Duration
    }

    func run() -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = Pipeline.validate(Array(text.utf8), fileName: "fuzz.json")
        var problems = diagnosticProblems(loaded.diagnostics)
        if let spec = loaded.spec {
            problems += generationProblems(spec)
        } else if !loaded.diagnostics.containsErrors {
            problems.append("refused without an error")
        }
        return Outcome(isValid: loaded.spec != nil, problems: problems, duration: clock.now - start)
    }

    /// Whether the case also goes through the command line and the disk (now and then: it is
    /// slower): generate must not fail on a spec validate accepted, nor write for one it refused.
    func checksCommandLine(isValid: Bool) -> Bool {
        number % (isValid ? 25 : 5) == 0
    }

    private func diagnosticProblems(_ diagnostics: [Diagnostic]) -> [String] {
        var problems: [String] = []
        for diagnostic in diagnostics {
            let line = diagnostic.description
            if line.contains("\n") || line.contains("\r") {
                problems.append("a diagnostic spans lines: \(line.debugDescription)")
            }
            guard diagnostic.severity == .error else { continue }
            if diagnostic.location == nil { problems.append("an error without a position: \(line)") }
            if diagnostic.path?.isEmpty != false, !Self.isAboutTheWholeFile(diagnostic) {
                problems.append("an error without a JSON path: \(line)")
            }
        }
        return problems
    }

    /// A text that is not JSON (or nests too deep) has no path to give: only its position.
    private static func isAboutTheWholeFile(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.path == nil && diagnostic.message.hasPrefix("invalid JSON:")
    }

    private func generationProblems(_ spec: ValidatedSpec) -> [String] {
        let options = GenerationOptions(architecture: architecture)
        let first = Pipeline.generate(spec, options: options)
        if Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors {
            // An architecture may refuse a spec it cannot serve (event-driven, no events), with an error.
            let refused = first.diagnostics.containsErrors && first.files.isEmpty
            return refused ? [] : ["a spec unfit for \(architecture.rawValue) was generated anyway"]
        }
        if first.diagnostics.containsErrors {
            return [
                "a valid spec did not generate as \(architecture.rawValue): \(first.diagnostics.map(\.description).joined(separator: "; "))"
            ]
        }
        var problems: [String] = []
        if first.files != Pipeline.generate(spec, options: options).files {
            problems.append("generating twice as \(architecture.rawValue) gave different bytes")
        }
        var paths: Set<String> = []
        for file in first.files {
            if !paths.insert("\(file.root.rawValue)/\(file.path)").inserted {
                problems.append("two files at \(file.path)")
            }
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if components.contains(where: { $0.isEmpty || $0.utf8.count > 255 || $0 == ".." || $0 == "." })
                || file.path.unicodeScalars.contains(where: { $0.value < 0x20 })
            {
                problems.append("an invalid file path: \(file.path.debugDescription)")
            }
        }
        return problems
    }

    /// The architecture the case is generated in: each in turn, so that over a run each meets
    /// every kind of spec.
    var architecture: Architecture {
        Architecture.allCases[number % Architecture.allCases.count]
    }

    /// What the compiler says of the module the (valid) spec generates in the case's
    /// architecture, built with `isolation`; nothing for a spec that architecture does not fit.
    func typeCheckProblems(isolation: GeneratedModuleTypeCheck.Isolation) -> [String] {
        guard let spec = Pipeline.validate(Array(text.utf8), fileName: "fuzz.json").spec else { return [] }
        // The view layer is built too, against the stand-in SwiftUI and UIKit.
        let standIns: StandInModules
        switch StandInModules.built {
        case .success(let modules): standIns = modules
        case .failure(let error): return ["\(error)"]
        }
        let options = GenerationOptions(architecture: architecture, views: .swiftui)
        guard !Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors else { return [] }
        let files = Pipeline.generate(spec, options: options).files
        let folder = scratch.appendingPathComponent("typecheck-\(number)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return GeneratedModuleTypeCheck(isolation: isolation, standIns: standIns).problems(of: files, in: folder).map {
            "as \(architecture.rawValue): \($0)"
        }
    }

    /// Runs `trellis generate` on the spec in a folder of its own; an invalid spec must leave
    /// nothing behind, a valid one must generate.
    func commandLineProblems(expectingSuccess: Bool) async -> [String] {
        let folder = scratch.appendingPathComponent("case-\(number)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("spec.json"))
        } catch {
            return ["the scratch folder could not be written: \(error)"]
        }
        var errors = ""
        let environment = CommandEnvironment(
            currentDirectory: folder, standardOutput: { _ in }, standardError: { errors += $0 })
        let status = await TrellisCommandLine.run(
            ["generate", "spec.json", "--output", "Out/Sources", "--tests", "Out/Tests"], in: environment)
        let wroteSomething = FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path)
        if expectingSuccess, status != .success {
            return ["generate failed on a spec validate accepted: \(errors)"]
        }
        if !expectingSuccess {
            if status == .success { return ["generate succeeded on a spec validate refused"] }
            if wroteSomething { return ["generate wrote files for an invalid spec"] }
        }
        return []
    }

    /// Runs `work` on a thread of its own and waits at most `limit`; nil when it did not
    /// finish (the thread is left to run: Swift cannot stop it).
    static func withTimeLimit<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        // A large stack, as the main thread has: the limits under test are Trellis's own, not
        // a secondary thread's smaller default.
        let thread = Thread {
            box.set(work())
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.value
    }
}

/// A value handed from the worker thread to the waiting one.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?

    func set(_ value: T) {
        lock.withLock { stored = value }
    }

    var value: T? { lock.withLock { stored } }
}
