/// Where a module's files go, as the last stage of the pipeline sees it: what the last run wrote,
/// what the files hold now, and where the new manifest is recorded. This is the one place where
/// how a run is carried out meets what it decides.
///
/// `MemoryOutput` keeps everything in memory, one file after another (tests, and a library that
/// wants the files back). The command line's output folders read the last manifest a window at a
/// time and each base only when it is asked for, and stream the new manifest into a journal on
/// disk as it is recorded, so that no file's text is held for the whole run. Every method but
/// `record` may be called from several threads at once (`Workers`).
public protocol RegenerationOutput: Sendable {
    /// Where the last run wrote files, in the manifest's order.
    func lastLocations() -> [Manifest.Location]
    /// What the last run wrote at `location`, its base included; nil when it wrote nothing there.
    func lastEntry(at location: Manifest.Location) -> Manifest.Entry?
    /// The text of the file at `location` now; nil when there is none.
    func currentText(at location: Manifest.Location) -> String?
    /// Whether the file at `location` holds the base the last run recorded for it, as most files
    /// of a run from the same inputs do. An output that keeps bases encoded compares them as
    /// they are.
    func holdsLastBase(at location: Manifest.Location) -> Bool
    /// Records a planned file's entry of the new manifest, in the manifest's order, and returns
    /// its step as the output keeps it (the step's text may now be the output's to hold).
    func record(_ file: PlannedRegeneration) throws -> RegenerationPlan.Step
}

extension RegenerationOutput {
    public func holdsLastBase(at location: Manifest.Location) -> Bool {
        guard let text = currentText(at: location) else { return false }
        return text == lastEntry(at: location)?.base
    }
}

/// One file planned: its step, its entry in the new manifest, and whether that entry is the last
/// run's as it was (so that an output can keep the copy it has).
public struct PlannedRegeneration: Sendable {
    public var step: RegenerationPlan.Step
    public var entry: Manifest.Entry
    public var isUnchanged: Bool
}

/// An output held in memory: the files as they are and the last run's manifest go in; the new
/// manifest is `manifest` once planned.
public final class MemoryOutput: RegenerationOutput, @unchecked Sendable {
    // Only `record` changes state, and the planner calls it from one thread, in order.
    private let files: [Manifest.Location: String]
    private let last: Manifest?
    private let lastEntries: [Manifest.Location: Manifest.Entry]
    private var recorded: [Manifest.Entry] = []

    /// `files` by root and path; `last` is the manifest the last run wrote.
    public init(files: [Manifest.Location: String], last: Manifest?) {
        self.files = files
        self.last = last
        self.lastEntries = Dictionary(
            (last?.files ?? []).map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The manifest recorded by the last plan, for `spec` and `inputs`.
    public func manifest(spec: String, inputs: String? = nil) -> Manifest {
        Manifest(spec: spec, inputs: inputs, files: recorded)
    }

    public func lastLocations() -> [Manifest.Location] {
        (last?.files ?? []).map(\.location)
    }

    public func lastEntry(at location: Manifest.Location) -> Manifest.Entry? {
        lastEntries[location]
    }

    public func currentText(at location: Manifest.Location) -> String? {
        files[location]
    }

    public func record(_ file: PlannedRegeneration) throws -> RegenerationPlan.Step {
        recorded.append(file.entry)
        return file.step
    }
}
