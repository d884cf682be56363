import Foundation
import Testing

/// The tests mirror the sources: each test file is in the folder named for the pipeline stage it
/// tests (`Regeneration/ManifestTests.swift` beside `Sources/TrellisCore/Regeneration`), but the
/// tests that follow a spec through every stage (`Features`), the fuzzer's (`Fuzzing`, which
/// tests its own target through the command line) and the shared support at the top.
@Suite struct TestLayoutTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        let tests: String
        let sources: String
        let crossStageFolders: Set<String>
        let topLevelFiles: Set<String>

        var testDescription: String { tests }
    }

    static let layouts = [
        Layout(
            tests: "Tests/TrellisCoreTests", sources: "Sources/TrellisCore", crossStageFolders: ["Features"],
            topLevelFiles: ["TestSupport.swift", "TestLayoutTests.swift"]),
        Layout(
            tests: "Tests/TrellisCLITests", sources: "Sources/TrellisCLI", crossStageFolders: ["Features", "Fuzzing"],
            topLevelFiles: ["CommandLineTestSupport.swift"]),
    ]

    @Test(arguments: layouts)
    func testFoldersMirrorTheSources(_ layout: Layout) throws {
        let tests = repositoryRoot.appendingPathComponent(layout.tests)
        let sources = repositoryRoot.appendingPathComponent(layout.sources)
        let stages = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        let testFiles = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(testFiles.count > 5, "no tests found in \(layout.tests)")
        for path in testFiles {
            let parts = path.split(separator: "/").map(String.init)
            if parts.count == 1 {
                #expect(layout.topLevelFiles.contains(path), "\(path) is in no stage's folder")
            } else {
                #expect(
                    stages.contains(parts[0]) || layout.crossStageFolders.contains(parts[0]),
                    "\(path): \(layout.sources) has no \(parts[0])")
            }
        }
    }
}
