import Foundation
import Testing

/// The tests mirror the sources: each test file is in the folder named for the pipeline stage it
/// tests (`Regeneration/ManifestTests.swift` beside `Sources/TrellisCore/Regeneration`), but the
/// feature tests, which follow a spec through every stage, and the shared support at the top.
@Suite struct TestLayoutTests {
    static let crossStageFolders: Set<String> = ["Features"]
    static let topLevelFiles: Set<String> = ["TestSupport.swift", "TestLayoutTests.swift"]

    @Test func testFoldersMirrorTheSources() throws {
        let tests = repositoryRoot.appendingPathComponent("Tests/TrellisCoreTests")
        let sources = repositoryRoot.appendingPathComponent("Sources/TrellisCore")
        let stages = Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
        for path in try FileManager.default.subpathsOfDirectory(atPath: tests.path) where path.hasSuffix(".swift") {
            let parts = path.split(separator: "/").map(String.init)
            if parts.count == 1 {
                #expect(Self.topLevelFiles.contains(path), "\(path) is in no stage's folder")
            } else {
                #expect(
                    stages.contains(parts[0]) || Self.crossStageFolders.contains(parts[0]),
                    "\(path): Sources/TrellisCore has no \(parts[0])")
            }
        }
    }
}
