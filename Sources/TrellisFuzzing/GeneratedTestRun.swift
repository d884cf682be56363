import Foundation
import TrellisCore

/// Builds the modules of several valid specs, in every architecture that fits each, as targets of
/// one scratch package (one build for all, as SwiftPM builds a package's targets side by side)
/// and runs their generated tests. A generated test that fails on a valid spec is a Trellis bug:
/// the generated flows and the tests' expectations, worked out apart, disagree.
public struct GeneratedTestRun: Sendable {
    /// A valid spec to build and test, named by the fuzzing case it came from.
    public struct Case: Sendable {
        public var number: Int
        public var text: String

        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    /// A module whose generated tests failed (or that did not build), with what was printed.
    public struct Failure: Sendable {
        public var caseNumber: Int
        public var module: String
        /// Nil for a failure of the whole package.
        public var architecture: Architecture?
        public var problems: [String]
    }

    /// What a run found: how many modules were built and tested, and which failed.
    public struct Report: Sendable {
        public var modules = 0
        public var failures: [Failure] = []
    }

    /// Where the scratch package goes; emptied first.
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Generates every case in every architecture that fits it, builds the package once and runs
    /// the tests; a module that fails is run alone again to collect what failed.
    public func run(_ cases: [Case]) -> Report {
        var report = Report()
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        var modules: [(module: String, caseNumber: Int, architecture: Architecture)] = []
        for testCase in cases {
            guard let spec = Pipeline.validate(Array(testCase.text.utf8), fileName: "fuzz.json").spec else {
                continue
            }
            for architecture in Architecture.allCases
            where !Pipeline.fitDiagnostics(of: spec, for: architecture).containsErrors {
                let module = Self.moduleName(case: testCase.number, architecture: architecture)
                let generated = Pipeline.generate(
                    spec, options: GenerationOptions(architecture: architecture, swiftModule: module))
                do {
                    try write(generated.files, module: module)
                    modules.append((module, testCase.number, architecture))
                } catch {
                    report.failures.append(
                        Failure(
                            caseNumber: testCase.number, module: module, architecture: architecture,
                            problems: ["could not be written: \(error)"]))
                }
            }
        }
        report.modules = modules.count
        guard !modules.isEmpty else { return report }
        do {
            try Data(manifest(modules.map(\.module)).utf8).write(to: folder.appendingPathComponent("Package.swift"))
        } catch {
            report.failures.append(
                Failure(caseNumber: -1, module: "Package.swift", architecture: nil, problems: ["\(error)"]))
            return report
        }
        let built = toolchainCommand(["swift", "build", "--build-tests"], in: folder)
        if built.status != 0 {
            // Each module's build errors, by the folder of the file they are in.
            for entry in modules {
                let errors = built.output.split(separator: "\n").filter {
                    $0.contains("/\(entry.module)/") || $0.contains("/\(entry.module)Tests/")
                }.filter { $0.contains("error:") }
                if !errors.isEmpty {
                    report.failures.append(
                        Failure(
                            caseNumber: entry.caseNumber, module: entry.module, architecture: entry.architecture,
                            problems: errors.prefix(5).map { "does not build: \($0)" }))
                }
            }
            if report.failures.isEmpty {
                report.failures.append(
                    Failure(
                        caseNumber: -1, module: "the package", architecture: nil,
                        problems: ["did not build: \(built.output.suffix(2_000))"]))
            }
            return report
        }
        if toolchainCommand(["swift", "test", "--skip-build"], in: folder).status == 0 { return report }
        for entry in modules {
            let tested = toolchainCommand(
                ["swift", "test", "--skip-build", "--filter", "^\(entry.module)Tests\\."], in: folder)
            guard tested.status != 0 else { continue }
            let failed = tested.output.split(separator: "\n").filter {
                $0.contains("✘") && $0.contains("recorded an issue")
            }
            report.failures.append(
                Failure(
                    caseNumber: entry.caseNumber, module: entry.module, architecture: entry.architecture,
                    problems: failed.isEmpty
                        ? ["its tests failed: \(tested.output.suffix(1_500))"] : failed.map(String.init)))
        }
        return report
    }

    /// `F12MVVMC`: case 12 in mvvm-c.
    static func moduleName(case number: Int, architecture: Architecture) -> String {
        let suffix = architecture.rawValue.split(separator: "-").map { $0.uppercased() }.joined()
        return "F\(number)\(suffix)"
    }

    private func write(_ files: [GeneratedFile], module: String) throws {
        for file in files where file.path.hasSuffix(".swift") {
            let root = file.root == .sources ? "Sources/\(module)" : "Tests/\(module)Tests"
            let url = folder.appendingPathComponent(root).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// A package whose targets are the modules and their tests, built as users build them:
    /// Swift 6, warnings as errors.
    private func manifest(_ modules: [String]) -> String {
        let targets = modules.map { module in
            """
                    .target(name: "\(module)", swiftSettings: settings),
                    .testTarget(name: "\(module)Tests", dependencies: ["\(module)"], swiftSettings: settings),
            """
        }
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let settings: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "FuzzedModules",
                platforms: [.macOS(.v14)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }
}
