import Foundation
import Testing

@testable import TrellisCLI

/// After a spec change merged into edited files, with a screen, an event and an action renamed
/// (`renamedFrom`), the module still builds (Swift 6, warnings as errors) and its regenerated
/// tests pass: `swift test` on a scratch package.
@Suite struct RegeneratedModuleBuildTests {
    @Test func theRegeneratedModuleBuildsAndItsTestsPass() async throws {
        let scratch = try ScratchDirectory()
        #expect(await scratch.run("init", "Notes").status == .success)
        let generate = ["generate", "Notes.json", "--output", "Sources/Notes", "--tests", "Tests/NotesTests"]
        #expect(await scratch.run(generate).status == .success)
        let userFile = "Sources/Notes/ViewModels/NoteListViewModel+Actions.swift"
        try scratch.write(
            try scratch.read(userFile).replacingOccurrences(
                of: "        // Write the action here.",
                with:
                    "        isLoading = true\n        notes = (try? await noteRepository.loadNotes()) ?? []\n        isLoading = false"
            ),
            to: userFile)
        var spec = try scratch.read("Notes.json")
        spec = spec.replacingOccurrences(of: "\"body: String\"]", with: "\"body: String\", \"pinned: Bool\"]")
        spec = spec.replacingOccurrences(
            of: "{ \"name\": \"loadNotes\", \"async\": true,",
            with:
                "{ \"name\": \"refresh\", \"async\": true }, { \"name\": \"fetchNotes\", \"renamedFrom\": \"loadNotes\", \"async\": true, \"params\": [\"force: Bool\"],"
        )
        spec = spec.replacingOccurrences(
            of: "\"name\": \"NoteList\",", with: "\"name\": \"NoteIndex\", \"renamedFrom\": \"NoteList\",")
        spec = spec.replacingOccurrences(of: "\"start\": \"NoteList\"", with: "\"start\": \"NoteIndex\"")
        spec = spec.replacingOccurrences(of: "noteSelected", with: "notePicked")
        spec = spec.replacingOccurrences(
            of: "{ \"name\": \"notePicked\",", with: "{ \"name\": \"notePicked\", \"renamedFrom\": \"noteSelected\",")
        try scratch.write(spec, to: "Notes.json")
        let regenerated = await scratch.run(generate)
        #expect(regenerated.status == .success, "\(regenerated.errors)")
        try scratch.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "Notes",
                targets: [
                    .target(name: "Notes", swiftSettings: strict),
                    .testTarget(name: "NotesTests", dependencies: ["Notes"], swiftSettings: strict),
                ]
            )

            """, to: "Package.swift")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test"]
        process.currentDirectoryURL = scratch.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log.suffix(3000))")
        #expect(log.contains("tests in") && log.contains("passed"), "\(log.suffix(3000))")
        let moved = try scratch.read("Sources/Notes/ViewModels/NoteIndexViewModel+Actions.swift")
        #expect(moved.contains("public func fetchNotes(force: Bool) async {\n        isLoading = true"))
        #expect(moved.contains("notes = (try? await noteRepository.loadNotes()) ?? []"))
        #expect(!scratch.exists(userFile))
    }
}
