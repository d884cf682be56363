/// What a run of `trellis generate` does to each file, decided before anything is written.
public struct RegenerationPlan: Sendable {
    /// One word per file, as the run prints it.
    public enum Action: String, Sendable, CaseIterable {
        /// A new file.
        case create
        /// A file replaced by what the spec gives now (the user had not changed it).
        case update
        /// The user's changes and the spec's changes combined.
        case merge
        /// Both changed the same lines: written with conflict markers.
        case conflict
        /// Already what the spec gives.
        case identical
        /// A file no longer generated, which the user had not changed, deleted.
        case remove
        /// The user's version kept: changed by the user only, or no longer generated.
        case keep

        /// Whether the action changes anything on disk.
        public var changesDisk: Bool {
            switch self {
            case .create, .update, .merge, .conflict, .remove: true
            case .identical, .keep: false
            }
        }
    }

    /// One file's step.
    public struct Step: Sendable, Equatable {
        public var root: GeneratedFile.Root
        public var path: String
        public var action: Action
        /// What to write, for create, update, merge and conflict: in memory, or the new
        /// manifest's copy when the run streams it.
        public var contents: ManifestText?
        /// Why, where the action alone does not say it.
        public var note: String?
        /// A file to create that the last run did not write either: the writer may write it in
        /// place, as the next run recognises a torn copy of it (`Manifest.completed(by:currentText:)`).
        public var isNew = false
        /// Nothing to tell: the file is what it was and is meant to stay so (identical, or the
        /// user's version of a file the spec still gives the same way). A quiet run leaves it out.
        public var isRoutine: Bool {
            action == .identical || (action == .keep && note == Self.yourChanges)
        }

        /// The note of a user's file kept as it is because the spec gives it as before.
        public static let yourChanges = "your changes"
    }

    public var steps: [Step]
    /// The manifest to write after the files.
    public var manifest: Manifest
    /// Whether `manifest` differs from the last run's (files or their bases).
    public var manifestChanges: Bool

    /// The files left with conflict markers.
    public var conflicts: [Step] { steps.filter { $0.action == .conflict } }

    /// Whether the run would change any file.
    public var changesFiles: Bool { steps.contains { $0.action.changesDisk } }
}
