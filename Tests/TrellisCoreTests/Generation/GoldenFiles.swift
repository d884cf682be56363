import Foundation
import Testing

@testable import TrellisCore

/// Compares generated files with the files checked in on disk, printing a diff for each
/// difference. With TRELLIS_RECORD_GOLDENS=1 in the environment it writes the generated files
/// instead, and fails, so that a new baseline is always looked at before it is committed.
enum GoldenFiles {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDENS"] == "1" }

    /// Every problem found: changed, missing and unexpected files. `includeUserFiles` also
    /// compares the files users own (for goldens, whose user files are the untouched stubs).
    static func differences(
        _ files: [GeneratedFile], sourcesRoot: URL, testsRoot: URL, includeUserFiles: Bool
    ) -> [String] {
        var problems: [String] = []
        var expectedPaths: Set<String> = []
        for file in files {
            let root = file.root == .sources ? sourcesRoot : testsRoot
            let url = root.appendingPathComponent(file.path)
            expectedPaths.insert(url.standardizedFileURL.path)
            guard includeUserFiles || file.owner == .generated else {
                if !FileManager.default.fileExists(atPath: url.path) {
                    problems.append("missing user file \(url.path)")
                }
                continue
            }
            if isRecording {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? Data(file.contents.utf8).write(to: url)
                problems.append("recorded \(url.path)")
                continue
            }
            guard let onDisk = try? String(contentsOf: url, encoding: .utf8) else {
                problems.append("missing \(url.path)")
                continue
            }
            if onDisk != file.contents {
                problems.append("\(url.path) differs:\n" + lineDiff(expected: onDisk, actual: file.contents))
            }
        }
        if includeUserFiles {
            for root in [sourcesRoot, testsRoot] {
                for path in swiftFiles(under: root) where !expectedPaths.contains(path) {
                    problems.append("unexpected file \(path): the generator no longer writes it")
                }
            }
        }
        return problems
    }

    static func swiftFiles(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { paths.append(url.standardizedFileURL.path) }
        }
        return paths.sorted()
    }

    /// The first differing region, with three lines of context, `-` for the checked-in
    /// line and `+` for the generated one.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let start = max(0, prefix - 3)
        var lines = ["@@ line \(prefix + 1) @@"]
        lines += old[start..<prefix].map { "  " + $0 }
        lines += old[prefix..<(old.count - suffix)].map { "- " + $0 }
        lines += new[prefix..<(new.count - suffix)].map { "+ " + $0 }
        lines += old[(old.count - suffix)..<min(old.count, old.count - suffix + 3)].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
