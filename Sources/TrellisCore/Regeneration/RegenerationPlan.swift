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
        /// A file moved to its entry's new name (`renamedFrom`), the user's code in it kept,
        /// Trellis's names renamed and the spec's changes merged.
        case move

        /// Whether the action changes anything on disk.
        public var changesDisk: Bool {
            switch self {
            case .create, .update, .merge, .conflict, .remove, .move: true
            case .identical, .keep: false
            }
        }
    }

    /// One file's step.
    public struct Step: Sendable, Equatable {
        public var root: GeneratedFile.Root
        public var path: String
        public var action: Action
        /// What to write, for create, update, merge and conflict. An output that keeps the texts
        /// elsewhere (the command line's journal) may leave it out once it has recorded it:
        /// `writes` still says that the step writes.
        public var contents: String?
        /// Whether the step writes the file.
        public var writes: Bool
        /// Why, where the action alone does not say it.
        public var note: String?
        /// A file to create that the last run did not write either: the writer may write it in
        /// place, as the next run recognises a torn copy of it
        /// (`RegenerationPlanner.recovered(pending:lastWrote:currentText:)`).
        public var isNew = false
        /// Where the file was, for a file moved to its entry's new name: removed once it is written.
        public var movedFrom: Manifest.Location?
        /// What the user must act on, for a file left behind (`trellis generate` prints it as a
        /// warning).
        public var warning: String?

        public init(
            root: GeneratedFile.Root, path: String, action: Action, contents: String? = nil, note: String? = nil,
            isNew: Bool = false
        ) {
            self.root = root
            self.path = path
            self.action = action
            self.contents = contents
            self.writes = contents != nil
            self.note = note
            self.isNew = isNew
        }

        /// Where the file is.
        public var location: Manifest.Location { Manifest.Location(root: root, path: path) }
        /// Nothing to tell: the file is what it was and is meant to stay so (identical, or the
        /// user's version of a file the spec still gives the same way). A quiet run leaves it out.
        public var isRoutine: Bool {
            action == .identical || (action == .keep && note == Self.yourChanges)
        }

        /// The note of a user's file kept as it is because the spec gives it as before.
        public static let yourChanges = "your changes"
    }

    public var steps: [Step]
    /// Whether the new manifest's entries differ from the last run's (files, owners or bases).
    public var manifestChanges: Bool

    public init(steps: [Step], manifestChanges: Bool) {
        self.steps = steps
        self.manifestChanges = manifestChanges
    }

    /// The files left with conflict markers.
    public var conflicts: [Step] { steps.filter { $0.action == .conflict } }

    /// Whether the run would change any file.
    public var changesFiles: Bool { steps.contains { $0.action.changesDisk } }
}
