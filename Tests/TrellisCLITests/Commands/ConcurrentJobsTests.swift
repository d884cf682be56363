import Foundation
import Testing
import TrellisCore

@testable import TrellisCLI

/// The jobs of a trellis.json run at once, yet print and end as if they ran one after another.
@Suite struct ConcurrentJobsTests {
    static let jobs = #"""
        {"jobs": [
          {"spec": "Notes.json", "output": "A/Sources", "tests": "A/Tests"},
          {"spec": "Notes.json", "output": "B/Sources", "architecture": "mvvm"},
          {"spec": "Missing.json", "output": "C/Sources"},
          {"spec": "Notes.json", "output": "D/Sources", "architecture": "event-driven"}
        ]}
        """#

    @Test func theOutputIsThatOfTheJobsOneAfterAnother() async throws {
        let together = try await ScratchDirectory.withStarterSpec()
        try together.write(Self.jobs, to: "trellis.json")
        let all = await together.run("generate")

        let alone = try await ScratchDirectory.withStarterSpec()
        let one = [
            await alone.run("generate", "Notes.json", "--output", "A/Sources", "--tests", "A/Tests"),
            await alone.run("generate", "Notes.json", "--output", "B/Sources", "--architecture", "mvvm"),
            await alone.run("generate", "Missing.json", "--output", "C/Sources"),
            await alone.run("generate", "Notes.json", "--output", "D/Sources", "--architecture", "event-driven"),
        ]
        #expect(all.status == .failure, "the missing spec fails the run")
        // Each summary names its job: one spec gives several modules.
        let names = [
            "Notes (mvvm-c) → A/Sources: ", "Notes (mvvm) → B/Sources: ", "", "Notes (event-driven) → D/Sources: ",
        ]
        let named = zip(one, names).map { $0.output.replacingOccurrences(of: "Notes: ", with: $1) }
        #expect(all.output == named.joined())
        #expect(all.errors == one.map(\.errors).joined())
        #expect(try together.read("D/Sources/Router/NotesEventRouter.swift").contains("final class NotesEventRouter"))
    }

    @Test func jobsThatShareAnOutputFolderRunInTheirOrder() {
        let job = { (output: String) in GenerationConfig.Job(spec: "S.json", output: output) }
        let jobs = ConcurrentJobs(
            jobs: [job("A"), job("B"), job("./A"), job("/abs/C"), job("B")], base: URL(fileURLWithPath: "/work"),
            mode: .write)
        #expect(jobs.lanes() == [[0, 2], [1, 4], [3]])
    }
}
