import Synchronization

/// The moments of a writing run where being killed leaves something the next run must clean up
/// or complete. A debug build run with `TRELLIS_TEST_KILL_AT=POINT:N` kills itself (SIGKILL, so
/// nothing of its own cleans up) the Nth time it reaches POINT; the tests of killed runs use it
/// on the real binary. Release builds compile it to nothing.
enum KillPoint: String {
    /// The journal is about to be made: nothing is written yet.
    case journalStart = "journal-start"
    /// An entry of the journal is about to be written (the journal is a temporary file, part written).
    case journalEntry = "journal-entry"
    /// The complete journal is about to be renamed to `.trellis-manifest.pending.json`.
    case journalRename = "journal-rename"
    /// A file that exists has its new text in a temporary file beside it, about to be renamed over it.
    case fileRename = "file-rename"
    /// A file is about to be removed (no longer generated, or moved to its new name).
    case removal
    /// The files are written; the manifest's listing is about to be written.
    case listing
    /// The listing is written; the journal is about to be renamed over the bases.
    case basesRename = "bases-rename"

    /// Kills the process if this is the point and the count the environment names.
    func reach() {
        #if DEBUG
            guard let (point, count) = Self.armed, point == self else { return }
            if Self.reached.add(1, ordering: .relaxed).newValue == count { kill(getpid(), SIGKILL) }
        #endif
    }

    #if DEBUG
        private static let reached = Atomic<Int>(0)
        private static let armed: (KillPoint, Int)? = {
            guard let value = getenv("TRELLIS_TEST_KILL_AT").map({ String(cString: $0) }) else { return nil }
            let parts = value.split(separator: ":")
            guard parts.count == 2, let point = KillPoint(rawValue: String(parts[0])), let count = Int(parts[1])
            else { return nil }
            return (point, count)
        }()
    #endif
}
