@_spi(CommandLine) import TrellisCore

/// A job's output folders as the pipeline's last stage sees them (`RegenerationOutput`), with
/// what makes a large module cheap to regenerate:
/// - the last run's manifest is read a window at a time, and each base is read from the file
///   only when a file is compared or merged (`StoredManifest`);
/// - a run that was cut short is recognised from its journal and completed;
/// - a run that writes streams the new manifest into a journal from its first change on, and
///   leaves the text of each file to write there, to be read back when it is written: no
///   file's text is held for the whole run.
final class OutputFolders: RegenerationOutput, @unchecked Sendable {
    // `record` is the only method that changes state; the planner calls it from one thread, in order.
    let sourcesRoot: URL
    let testsRoot: URL?
    /// The roots' paths, ending in `/`, that each file's path is appended to.
    private let rootPaths: RootPaths
    let store: any FileStore
    /// What the last run wrote, the journal of a run cut short included, in location order: a
    /// sorted list searched by halves, which takes a third of the memory of a dictionary.
    private let last: [StoredManifest.Entry]
    /// New files a run cut short left holding only the start of their text: planned as absent.
    private let unfinished: Set<Manifest.Location>
    /// The last manifest's `spec` and `inputs`.
    let lastSpec: String?
    let lastInputs: String?
    /// Whether a run was cut short since the last one completed (its journal is still there).
    let wasInterrupted: Bool
    /// Whether the plan is to be written: only then is the new manifest journaled.
    private let writes: Bool
    /// The new manifest's entries recorded before its first change, kept by reference.
    private var unchangedSoFar: [StoredManifest.Entry] = []
    /// Where the new manifest streams from its first change on.
    private(set) var journal: JournalFile?
    /// The texts of files to write that the journal holds.
    private var journaledTexts: [Manifest.Location: StoredText] = [:]

    var manifestURL: URL { sourcesRoot.appendingPathComponent(Manifest.fileName) }
    var pendingURL: URL { sourcesRoot.appendingPathComponent(Manifest.pendingFileName) }
    var basesURL: URL { Self.inBasesFolder(sourcesRoot, Manifest.basesFileName) }
    var basesAttributesURL: URL { Self.inBasesFolder(sourcesRoot, Manifest.basesAttributesFileName) }
    /// Whether the last run left the manifest as this Trellis writes it (the listing, the bases
    /// beside it and what tells git about them); otherwise the next writing run rewrites it,
    /// even when no file changes.
    let layoutIsCurrent: Bool
    /// The new manifest's listing, recorded in order (small: no texts).
    private var listed: [ManifestListing.Entry] = []

    /// Reads the last run's manifest, and the journal of a run cut short since.
    init(sourcesRoot: URL, testsRoot: URL?, writes: Bool, store: any FileStore = DiskFileStore()) throws {
        self.sourcesRoot = sourcesRoot
        self.testsRoot = testsRoot
        let rootPaths = RootPaths(sources: sourcesRoot, tests: testsRoot)
        self.rootPaths = rootPaths
        self.store = store
        self.writes = writes
        let pendingURL = sourcesRoot.appendingPathComponent(Manifest.pendingFileName)
        let pending = try Self.read(pendingURL, store: store)
        let (manifest, layoutIsCurrent) = try Self.readLastRecord(
            sourcesRoot: sourcesRoot, interrupted: pending != nil, store: store)
        var last = Self.byLocation(manifest?.files ?? [])
        var unfinished: Set<Manifest.Location> = []
        if let pending {
            // The files that hold what the interrupted run wrote are Trellis's, not the user's.
            let lastWrote = Set(last.map(\.location))
            let recovered = RegenerationPlanner.recovered(
                pending: pending.files.map(\.plain), lastWrote: lastWrote.contains,
                currentText: { rootPaths.url($0).flatMap(store.read) })
            let replacements = recovered.entries.map {
                StoredManifest.Entry(
                    root: $0.root, path: $0.path, owner: $0.owner, hash: $0.hash, base: StoredText($0.base))
            }
            // What the interrupted run recorded comes first, so it wins over the last manifest.
            last = Self.byLocation(replacements + last)
            unfinished = recovered.unfinished
        }
        self.last = last
        self.unfinished = unfinished
        self.layoutIsCurrent = layoutIsCurrent
        self.lastSpec = manifest?.spec ?? pending?.spec
        // Files of two runs: what they were generated from is no one run's inputs.
        self.lastInputs = pending == nil ? manifest?.inputs : nil
        self.wasInterrupted = pending != nil
    }

    private static func inBasesFolder(_ sourcesRoot: URL, _ name: String) -> URL {
        sourcesRoot.appending(path: Manifest.basesFolderName).appending(path: name, directoryHint: .notDirectory)
    }

    /// The record of the last completed run: its listing (`.trellis-manifest.json`) and its
    /// bases (`.trellis/bases.json`), which must be from the same run unless a run was cut short
    /// since (its journal then stands for both); or a manifest of an earlier Trellis, which held
    /// its bases itself. Nil when there is no manifest.
    private static func readLastRecord(sourcesRoot: URL, interrupted: Bool, store: any FileStore) throws -> (
        StoredManifest?, layoutIsCurrent: Bool
    ) {
        let manifestURL = sourcesRoot.appendingPathComponent(Manifest.fileName)
        guard let bytes = store.readBytes(manifestURL) else { return (nil, false) }
        let basesShown = "\(Manifest.basesFolderName)/\(Manifest.basesFileName)"
        let startOver =
            "restore both from version control, or delete both to start over (your files are then kept and the generated ones replaced, not merged)"
        let bases = try read(inBasesFolder(sourcesRoot, Manifest.basesFileName), store: store, shownAs: basesShown)
        // The usual case, checked without parsing the listing: it is the bases' listing, byte for byte.
        if let bases, interrupted || ManifestListing(bases).isEncoded(as: bytes) {
            let attributes = store.read(inBasesFolder(sourcesRoot, Manifest.basesAttributesFileName))
            return (bases, attributes == Manifest.basesAttributes)
        }
        switch ManifestListing.decode(bytes) {
        case .failure(let error):
            throw CommandFailure(message: "\(Manifest.fileName): \(error.message)")
        case .success(.record):
            return (try read(manifestURL, store: store), false)
        case .success(.listing(let listing)):
            guard let bases else {
                if interrupted { return (nil, false) }
                throw CommandFailure(
                    message:
                        "\(Manifest.fileName) lists \(listing.files.count) files, but \(basesShown) is missing; \(startOver)"
                )
            }
            let difference = listing.firstDifference(from: ManifestListing(bases)) ?? "their layout"
            throw CommandFailure(
                message:
                    "\(Manifest.fileName) and \(basesShown) are from different runs (they differ at \(difference)); \(startOver)"
            )
        }
    }

    /// `entries` sorted by location, the first of each location kept.
    private static func byLocation(_ entries: [StoredManifest.Entry]) -> [StoredManifest.Entry] {
        // A manifest lists its files in this order already, unless edited by hand.
        if zip(entries, entries.dropFirst()).allSatisfy({ $0.location < $1.location }) { return entries }
        // Positions break ties, so that the first of a location stays first whatever the sort does.
        let order = entries.indices.sorted { (entries[$0].location, $0) < (entries[$1].location, $1) }
        var sorted: [StoredManifest.Entry] = []
        sorted.reserveCapacity(entries.count)
        for index in order where sorted.last?.location != entries[index].location {
            sorted.append(entries[index])
        }
        return sorted
    }

    /// What the last run wrote at `location`, found by halves.
    private func lastStored(at location: Manifest.Location) -> StoredManifest.Entry? {
        var range = 0..<last.count
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            let found = last[middle].location
            if found == location { return last[middle] }
            range = found < location ? (middle + 1)..<range.upperBound : range.lowerBound..<middle
        }
        return nil
    }

    /// The record at `url` (the bases, a journal, or a manifest of an earlier Trellis), read a
    /// window at a time; nil when there is none.
    private static func read(_ url: URL, store: any FileStore, shownAs shown: String? = nil) throws -> StoredManifest? {
        guard let file = store.open(url) else { return nil }
        switch StoredManifest.read(from: file) {
        case .success(let manifest): return manifest
        case .failure(let error):
            throw CommandFailure(message: "\(shown ?? url.lastPathComponent): \(error.message)")
        }
    }

    // MARK: RegenerationOutput

    func lastLocations() -> [Manifest.Location] {
        last.map(\.location)
    }

    func lastEntry(at location: Manifest.Location) -> Manifest.Entry? {
        lastStored(at: location)?.plain
    }

    func currentText(at location: Manifest.Location) -> String? {
        guard !unfinished.contains(location) else { return nil }
        return url(location).flatMap(store.read)
    }

    func holdsLastBase(at location: Manifest.Location) -> Bool {
        guard let base = lastStored(at: location)?.base, let text = currentText(at: location) else { return false }
        return base.equals(text)
    }

    func record(_ file: PlannedRegeneration) throws -> RegenerationPlan.Step {
        var step = file.step
        guard writes else { return step }
        let entry = file.entry
        listed.append(ManifestListing.Entry(root: entry.root, path: entry.path, owner: entry.owner, hash: entry.hash))
        // An unchanged entry keeps the last manifest's copy of its base, as JSON.
        let base =
            file.isUnchanged ? (lastStored(at: entry.location)?.base ?? StoredText(entry.base)) : StoredText(entry.base)
        let stored = StoredManifest.Entry(
            root: entry.root, path: entry.path, owner: entry.owner, hash: entry.hash, base: base)
        if journal == nil {
            guard !file.isUnchanged || step.writes else {
                unchangedSoFar.append(stored)
                return step
            }
            // The first change: the journal starts, with the entries so far.
            let journal = JournalFile(becoming: pendingURL)
            for earlier in unchangedSoFar { _ = try journal.append(earlier) }
            unchangedSoFar = []
            self.journal = journal
        }
        guard let journal else { return step }
        let journaled = try journal.append(stored)
        // A file written with the new base: its text is the journal's to hold.
        if step.writes, step.contents == entry.base {
            journaledTexts[entry.location] = journaled
            step.contents = nil
        }
        return step
    }

    // MARK: What the writer needs

    /// The UTF-8 of the text `step` writes: its own, or the journal's copy.
    func bytes(of step: RegenerationPlan.Step) -> [UInt8]? {
        step.contents.map { Array($0.utf8) } ?? journaledTexts[step.location]?.bytes
    }

    /// The new manifest when nothing was journaled (no entry changed): its header, the entries
    /// as the last manifest held them, and its footer, a chunk at a time.
    func unjournaledManifest(spec: String, inputs: String?) -> some Sequence<[UInt8]> {
        let entries = unchangedSoFar
        return (-1...entries.count).lazy.map { index in
            if index == -1 { return Manifest.jsonHeader }
            if index < entries.count {
                let entry = entries[index]
                return Manifest.jsonEntry(
                    root: entry.root, path: entry.path, owner: entry.owner, hash: entry.hash, at: index,
                    base: entry.base.appendJSON(to:)
                ).bytes
            }
            return Manifest.jsonFooter(formatVersion: Manifest.currentFormatVersion, spec: spec, inputs: inputs)
        }
    }

    /// The new manifest's listing, for `spec` and `inputs`.
    func listing(spec: String, inputs: String?) -> ManifestListing {
        ManifestListing(spec: spec, inputs: inputs, files: listed)
    }

    /// Removes the journal of a run that writes nothing after all.
    func discardJournal() {
        journal?.discard()
    }

    /// Removes the temporary files a killed run left in the output folders (`.NAME.trellis-PID-N`).
    /// The output lock keeps other runs out, and this run renamed or removed each of its own, so
    /// every such file found once the run has written is a leftover. A run killed while it wrote
    /// its journal leaves one beside the manifest; only a run killed after its journal was in
    /// place (`wasInterrupted`) can have left them beside other files, so only then are the
    /// whole folders searched.
    func removeLeftoverTemporaries() throws {
        var leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: sourcesRoot.path)) ?? []).map {
            sourcesRoot.appending(path: $0, directoryHint: .notDirectory)
        }
        if wasInterrupted {
            leftovers = ([sourcesRoot] + (testsRoot.map { [$0] } ?? []))
                .flatMap { root in
                    ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []).map {
                        root.appending(path: $0, directoryHint: .notDirectory)
                    }
                }
        }
        for file in leftovers where FileIO.isTemporaryName(file.lastPathComponent) {
            try store.remove(file)
        }
    }

    func url(_ location: Manifest.Location) -> URL? {
        rootPaths.url(location)
    }
}

/// The paths of a job's output roots, ending in `/`: a file's URL made from its whole path costs
/// half what appending its relative path to the root's URL does, and a run makes three for each
/// file.
private struct RootPaths: Sendable {
    let sources: String
    let tests: String?

    init(sources: URL, tests: URL?) {
        func withSlash(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
        self.sources = withSlash(sources.path)
        self.tests = tests.map { withSlash($0.path) }
    }

    func url(_ location: Manifest.Location) -> URL? {
        let root =
            switch location.root {
            case .sources: sources
            case .tests: tests
            }
        // `.notDirectory`: otherwise the disk is asked whether it is a folder.
        return root.map { URL(filePath: $0 + location.path, directoryHint: .notDirectory) }
    }
}
