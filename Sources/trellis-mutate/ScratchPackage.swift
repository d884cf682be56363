import Foundation

/// A golden module and its generated tests alone in a package of their own, where mutants are
/// built and tested; a mutated file is put back after each run. With the stand-in SwiftUI and
/// UIKit beside it (on Linux), its view layer is built too and its app walk runs.
struct ScratchPackage {
    let module: String
    let sources: URL
    let tests: URL
    /// The repository's stand-ins (`Sources/StandIns`), for a module with views; nil where the
    /// real frameworks are (a Mac).
    let standIns: URL?
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trellis-mutate-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")

    var sourcesFolder: URL { folder.appendingPathComponent("Sources/\(module)") }

    /// A test run longer than this is a hang the mutant caused: killed.
    static let testTimeout: TimeInterval = 180

    func create() throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try fileManager.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try fileManager.copyItem(at: sources, to: sourcesFolder)
        try copyLinkedFolders(from: sources, to: sourcesFolder)
        try fileManager.copyItem(at: tests, to: folder.appendingPathComponent("Tests/\(module)Tests"))
        if let standIns {
            for target in Self.standInTargets.keys.sorted() {
                try fileManager.copyItem(
                    at: standIns.appendingPathComponent(target), to: folder.appendingPathComponent("Sources/\(target)"))
            }
        }
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    }

    /// Puts in place of each symbolic link copied from `sources` what it links to: a link
    /// relative to the repository (Koober's in-memory repositories, shared by its modules) leads
    /// nowhere from the scratch package.
    private func copyLinkedFolders(from sources: URL, to copy: URL) throws {
        let fileManager = FileManager.default
        for path in fileManager.subpaths(atPath: sources.path) ?? [] {
            let original = sources.appendingPathComponent(path)
            guard (try? fileManager.destinationOfSymbolicLink(atPath: original.path)) != nil else { continue }
            let copied = copy.appendingPathComponent(path)
            try fileManager.removeItem(at: copied)
            try fileManager.copyItem(at: original.resolvingSymlinksInPath(), to: copied)
        }
    }

    /// The stand-in targets and what each depends on, as the repository's Package.swift has them.
    private static let standInTargets = ["UIKit": [], "SwiftUI": ["UIKit"], "ViewInspection": ["SwiftUI", "UIKit"]]

    private var manifest: String {
        guard standIns != nil else {
            return """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "\(module)",
                    targets: [
                        .target(name: "\(module)"),
                        .testTarget(name: "\(module)Tests", dependencies: ["\(module)"]),
                    ]
                )

                """
        }
        let standIns = Self.standInTargets.keys.sorted().map { target in
            "        .target(name: \"\(target)\", dependencies: \(Self.standInTargets[target] ?? [])),\n"
        }.joined()
        // Swift Testing declares an overlay for Apple's UIKit, which the stand-in has not.
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(module)",
                targets: [
            \(standIns)        .target(name: "\(module)", dependencies: ["SwiftUI", "UIKit"]),
                    .testTarget(
                        name: "\(module)Tests", dependencies: ["\(module)", "ViewInspection", "UIKit"],
                        swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
                ]
            )

            """
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Applies `mutation`, builds, tests, and puts the file back.
    func run(_ mutation: Mutation) -> MutantOutcome {
        guard let (file, original) = target(of: mutation), let range = original.range(of: mutation.find) else {
            return .notApplicable
        }
        let mutated = original.replacingCharacters(in: range, with: mutation.replace)
        defer { try? Data(original.utf8).write(to: file) }
        do {
            try Data(mutated.utf8).write(to: file)
        } catch {
            return .notApplicable
        }
        guard build().succeeded else { return .doesNotCompile }
        let tested = test()
        return tested.succeeded && !tested.timedOut ? .survived : .killed
    }

    /// The source file the mutation edits: the first, by path, named as it says and holding the
    /// text it changes.
    private func target(of mutation: Mutation) -> (URL, String)? {
        sources(named: mutation.file).first { $0.text.contains(mutation.find) }
    }

    /// The module's source files whose path ends with `file`, by path, with their text.
    private func sources(named file: String) -> [(url: URL, text: String)] {
        let paths = (FileManager.default.subpaths(atPath: sourcesFolder.path) ?? []).sorted()
        return paths.filter { $0 == file || $0.hasSuffix("/" + file) }.compactMap { path in
            let url = sourcesFolder.appendingPathComponent(path)
            return (try? String(contentsOf: url, encoding: .utf8)).map { (url, $0) }
        }
    }

    /// Why a mutant that stops calling `stubs` is equivalent: every one of them is still an
    /// empty stub in the module. Nil when there are none or one has a body.
    func equivalence(ofCallsTo stubs: [UserStub]) -> String? {
        let empty = stubs.allSatisfy { stub in sources(named: stub.file).contains { stub.isEmptyStub(in: $0.text) } }
        guard !stubs.isEmpty, empty else { return nil }
        let declarations = Set(stubs.map { "`\($0.declaration)`" }).sorted().joined(separator: ", ")
        let files = stubs.map(\.file).joined(separator: ", ")
        return "it stops calling \(declarations), yours, still an empty stub in \(files): no test can tell"
    }

    func build() -> ChildRun {
        ChildRun.swift(["build", "--build-tests"], in: folder, timeout: nil)
    }

    func test() -> ChildRun {
        ChildRun.swift(["test", "--skip-build"], in: folder, timeout: Self.testTimeout)
    }
}

/// A `swift` command run to its end (or stopped at its timeout), its output discarded.
struct ChildRun {
    var succeeded: Bool
    var timedOut: Bool

    static func swift(_ arguments: [String], in folder: URL, timeout: TimeInterval?) -> ChildRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return ChildRun(succeeded: false, timedOut: false)
        }
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            if process.isRunning {
                timedOut = true
                process.terminate()
            }
        }
        process.waitUntilExit()
        return ChildRun(succeeded: process.terminationStatus == 0, timedOut: timedOut)
    }
}
