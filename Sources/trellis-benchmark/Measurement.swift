import TrellisCLI

/// The figures of one size.
struct Measurement {
    var screens: Int
    var files: Int
    var treeBytes: Int
    var first: Double
    var noOp: Double
    var oneScreen: Double
    var check: Double
    var copy: Double
    var peakBytes: Int

    static var timed: [(String, KeyPath<Measurement, Double>)] {
        [
            ("first", \.first), ("no-op", \.noOp), ("one screen", \.oneScreen), ("--check", \.check), ("copy", \.copy),
        ]
    }

    static let header =
        "screens  files   tree MB  first (ratio)     no-op (ratio)     one screen (ratio)  --check (ratio)   copy    peak MB (× tree)"

    var row: String {
        func time(_ seconds: Double) -> String {
            (seconds.formatted(decimals: 3, width: 6) + " (" + (seconds / copy).formatted(decimals: 2, width: 5) + "×)")
                .leftAligned(18)
        }
        let megabytes = { (bytes: Int) in Double(bytes) / 1_048_576 }
        return String(screens).rightAligned(7) + "  " + String(files).rightAligned(5) + "  "
            + megabytes(treeBytes).formatted(decimals: 1, width: 8) + "  " + time(first) + time(noOp)
            + time(oneScreen) + "  " + time(check)
            + copy.formatted(decimals: 3, width: 6) + "  " + megabytes(peakBytes).formatted(decimals: 1, width: 7)
            + " ("
            + (Double(peakBytes) / Double(treeBytes)).formatted(decimals: 2) + "×)"
    }

    /// One line a parent process reads back.
    var line: String {
        "\(screens) \(files) \(treeBytes) \(first) \(noOp) \(oneScreen) \(check) \(copy) \(peakBytes)"
    }

    init?(line: String) {
        let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == 9, let screens = Int(fields[0]), let files = Int(fields[1]),
            let treeBytes = Int(fields[2]), let peakBytes = Int(fields[8])
        else { return nil }
        let times = fields[3...7].compactMap(Double.init)
        guard times.count == 5 else { return nil }
        self.init(
            screens: screens, files: files, treeBytes: treeBytes, first: times[0], noOp: times[1],
            oneScreen: times[2], check: times[3], copy: times[4], peakBytes: peakBytes)
    }

    init(
        screens: Int, files: Int, treeBytes: Int, first: Double, noOp: Double, oneScreen: Double, check: Double,
        copy: Double, peakBytes: Int
    ) {
        self.screens = screens
        self.files = files
        self.treeBytes = treeBytes
        self.first = first
        self.noOp = noOp
        self.oneScreen = oneScreen
        self.check = check
        self.copy = copy
        self.peakBytes = peakBytes
    }

    /// Measures `screens` screens in `scratch`, the best of `runs` runs each.
    ///
    /// Nothing is deleted before a timed run: each first generation and each copy makes a tree
    /// of its own, and the measuring process removes them all at the end. (For minutes after
    /// thousands of files are deleted, ext4 creates files several times slower, as it skips the
    /// inodes it freed: whichever run came after a deletion would pay for it. A benchmark started
    /// right after another pays for the other's clean-up; first runs and copies alternate, so
    /// that their ratio holds even then.)
    static func take(screens: Int, runs: Int, in scratch: URL) async -> Measurement {
        let flows = max(1, screens / BenchmarkSpec.screensPerFlow)
        let spec = scratch.appendingPathComponent("Bench.json")
        // The same file name, so that only what the edit changes differs (headers name the spec).
        let edited = scratch.appendingPathComponent("edited/Bench.json")
        func write(_ text: String, to url: URL) {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        write(BenchmarkSpec.json(flows: flows), to: spec)
        write(BenchmarkSpec.json(flows: flows, variant: 1), to: edited)
        var out = scratch.appendingPathComponent("out-0")
        // Each run is a process of its own, as `trellis generate` is: its peak memory is its own.
        func generate(_ specFile: URL, _ extra: [String] = []) async {
            let arguments =
                [
                    "generate", specFile.path, "--output", out.appendingPathComponent("Sources").path, "--tests",
                    out.appendingPathComponent("Tests").path,
                ] + extra
            guard let run = ChildProcess.run(["--trellis"] + arguments, capturesOutput: false) else {
                printError("error: could not start a generation process\n")
                exit(1)
            }
            if run.status != 0 {
                printError("error: trellis \(arguments.joined(separator: " ")) failed\n")
                exit(1)
            }
        }
        func timed(_ work: () async -> Void) async -> Double {
            // Nothing an earlier run wrote is still to go to disk: ext4 skips the inodes freed
            // in a block still to be written for minutes longer than the others.
            sync()
            let start = ContinuousClock.now
            await work()
            return (ContinuousClock.now - start).seconds
        }
        func best(after prepare: () async -> Void = {}, _ work: () async -> Void) async -> Double {
            var times: [Double] = []
            for _ in 0..<runs {
                await prepare()
                times.append(await timed(work))
            }
            return times.min() ?? 0
        }
        // A first generation and a copy of its tree are timed one after the other, in turns
        // (the copy first every other time), so that both meet the disk in the same state.
        var firstTimes: [Double] = []
        var copyTimes: [Double] = []
        for run in 0..<runs {
            let copyTarget = scratch.appendingPathComponent("copy-\(run)")
            if run % 2 == 1 { copyTimes.append(await timed { TreeCopy.copy(out, to: copyTarget) }) }
            out = scratch.appendingPathComponent("out-\(run)")
            firstTimes.append(await timed { await generate(spec) })
            if run % 2 == 0 { copyTimes.append(await timed { TreeCopy.copy(out, to: copyTarget) }) }
        }
        let (first, copy) = (firstTimes.min() ?? 0, copyTimes.min() ?? 0)
        // The runs after the first work on the tree of the last first generation.
        let noOp = await best { await generate(spec) }
        let restoreOriginal = { await generate(spec) }
        let oneScreen = await best(after: restoreOriginal) { await generate(edited) }
        await generate(spec)
        let check = await best { await generate(spec, ["--check"]) }
        let (files, bytes) = TreeCopy.size(of: out)
        return Measurement(
            screens: flows * BenchmarkSpec.screensPerFlow, files: files, treeBytes: bytes, first: first, noOp: noOp,
            oneScreen: oneScreen, check: check, copy: copy, peakBytes: PeakMemory.largestChildBytes())
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
