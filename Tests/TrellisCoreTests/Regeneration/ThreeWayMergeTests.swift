import Foundation
import Testing

@testable import TrellisCore

@Suite struct ThreeWayMergeTests {
    @Test func takesEachSidesChangesWhenTheyDoNotTouch() {
        let merged = ThreeWayMerge.merge(
            base: "a\nb\nc\nd\ne\n", yours: "a\nB\nc\nd\ne\n", generated: "a\nb\nc\nD\ne\nf\n")
        #expect(merged == MergeResult(text: "a\nB\nc\nD\ne\nf\n", conflicts: 0))
    }

    @Test func writesConflictMarkersWhenBothChangeTheSameLine() {
        let merged = ThreeWayMerge.merge(base: "a\nb\nc\n", yours: "a\nmine\nc\n", generated: "a\nnew\nc\n")
        #expect(
            merged == MergeResult(text: "a\n<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> generated\nc\n", conflicts: 1))
    }

    @Test func takesAChangeBothSidesMadeOnce() {
        let merged = ThreeWayMerge.merge(base: "a\nb\n", yours: "a\nx\n", generated: "a\nx\n")
        #expect(merged == MergeResult(text: "a\nx\n", conflicts: 0))
    }

    @Test func aNewSignatureKeepsTheBodyWrittenUnderIt() {
        let base = "extension X {\n    func select(item: Item) {\n        // Write the action here.\n    }\n}\n"
        let yours =
            "extension X {\n    func select(item: Item) {\n        basket.add(item)\n        count += 1\n    }\n}\n"
        let generated =
            "extension X {\n    func select(item: Item, quantity: Int) {\n        // Write the action here.\n    }\n}\n"
        let merged = ThreeWayMerge.merge(base: base, yours: yours, generated: generated)
        #expect(merged.conflicts == 0)
        #expect(
            merged.text
                == "extension X {\n    func select(item: Item, quantity: Int) {\n        basket.add(item)\n        count += 1\n    }\n}\n"
        )
    }

    @Test func twoInsertionsAtOnePlaceConflict() {
        let merged = ThreeWayMerge.merge(base: "a\nz\n", yours: "a\nmine\nz\n", generated: "a\nnew\nz\n")
        #expect(merged.conflicts == 1)
        #expect(merged.text.contains("mine") && merged.text.contains("new"))
    }

    @Test func diffsFindTheShortestScript() {
        let hunks = LineDiff.hunks(from: ["a", "b", "c", "a", "b", "b", "a"], to: ["c", "b", "a", "b", "a", "c"])
        let edits = hunks.reduce(0) { $0 + ($1.end - $1.start) + $1.lines.count }
        #expect(edits == 5)
    }
}

/// `git merge-file` as an oracle: on many generated cases where the two sides' edits do not
/// touch, both merges are clean and give the same text; where both sides change one line
/// differently, both report a conflict.
@Suite struct ThreeWayMergeOracleTests {
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Real generated files, as bases.
    static func bases() throws -> [String] {
        let folder = repositoryRoot.appendingPathComponent("Tests/Golden/Library/mvvm-c/Sources")
        let paths = [
            "ViewModels/CatalogueViewModel.swift", "Coordinators/BrowseCoordinator.swift", "Models/Book.swift",
        ]
        return try paths.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    /// Edits some of the lines in `slots` (indices into `lines`): modify, delete, or insert after.
    static func edit(_ lines: [String], at slots: [Int], tag: String, random: inout Generator) -> [String] {
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            guard slots.contains(index) else {
                result.append(line)
                continue
            }
            switch random.next(3) {
            case 0: result.append("    // \(tag) changed line \(index)")
            case 1: break
            default: result += [line, "    // \(tag) added after \(index)"]
            }
        }
        return result
    }

    static func gitMerge(base: String, yours: String, generated: String) throws -> (text: String, conflicts: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("yours", yours), ("base", base), ("generated", generated)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p", "yours", "base", "generated"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), Int(process.terminationStatus))
    }

    @Test func whereTheGeneratedSideChangedOnlyCommentsYourTextWins() {
        let merged = ThreeWayMerge.merge(
            base: "a\n/// old doc\n\nb\n", yours: "a\n// my note\nmine\nb\n", generated: "a\n/// new doc\nb\n")
        #expect(merged == MergeResult(text: "a\n// my note\nmine\nb\n", conflicts: 0, keptOverComments: 1))
    }

    @Test func whereTheGeneratedSideChangedCodeBesideACommentItConflicts() {
        let merged = ThreeWayMerge.merge(
            base: "a\n/// doc\nx\nb\n", yours: "a\n/// mine\nx\nb\n", generated: "a\n/// new doc\ny\nb\n")
        #expect(merged.conflicts == 1)
        #expect(merged.keptOverComments == 0)
    }

    @Test func agreesWithGitWhereEditsDoNotTouch() throws {
        var random = Generator(state: 42)
        var compared = 0
        for base in try Self.bases() {
            let lines = ThreeWayMerge.lines(base)
            for _ in 0..<80 {
                // Slots two or more lines apart, dealt to the two sides, so edits never touch.
                var slots = Array(stride(from: 1 + random.next(2), to: lines.count - 1, by: 3)).filter { _ in
                    random.next(3) == 0
                }
                slots = Array(slots.prefix(8))
                let yourSlots = slots.filter { _ in random.next(2) == 0 }
                let generatedSlots = slots.filter { !yourSlots.contains($0) }
                let yours = Self.edit(lines, at: yourSlots, tag: "you", random: &random).joined(separator: "\n") + "\n"
                let generated =
                    Self.edit(lines, at: generatedSlots, tag: "gen", random: &random).joined(separator: "\n") + "\n"
                let mine = ThreeWayMerge.merge(base: base, yours: yours, generated: generated)
                let git = try Self.gitMerge(base: base, yours: yours, generated: generated)
                #expect(mine.conflicts == 0)
                #expect(git.conflicts == 0)
                #expect(mine.text == git.text, "base:\n\(base)\nyours:\n\(yours)\ngenerated:\n\(generated)")
                compared += 1
            }
        }
        #expect(compared == 240)
    }

    @Test func agreesWithGitThatChangingOneLineTwoWaysConflicts() throws {
        var random = Generator(state: 7)
        for base in try Self.bases() {
            let lines = ThreeWayMerge.lines(base)
            for _ in 0..<20 {
                let line = 2 + random.next(lines.count - 4)
                var yours = lines
                var generated = lines
                yours[line] = "    yours(\(line))"
                generated[line] = "    generated(\(line))"
                let yoursText = yours.joined(separator: "\n") + "\n"
                let generatedText = generated.joined(separator: "\n") + "\n"
                let mine = ThreeWayMerge.merge(base: base, yours: yoursText, generated: generatedText)
                let git = try Self.gitMerge(base: base, yours: yoursText, generated: generatedText)
                #expect(mine.conflicts == 1)
                #expect(git.conflicts == 1)
                #expect(mine.text.contains("    yours(\(line))\n=======\n    generated(\(line))\n"))
            }
        }
    }
}
