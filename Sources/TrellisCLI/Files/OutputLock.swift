/// An exclusive lock on an output folder for the length of one run, so two `trellis generate`
/// runs on the same output cannot interleave their writes. It is an advisory `flock` on the
/// folder itself: nothing is left behind, and the system drops it when the process ends, so a
/// killed run never leaves a stale lock.
final class OutputLock {
    private let descriptor: Int32

    /// Locks `folder`, creating it when missing; `shownAs` names it in errors.
    init(_ folder: URL, shownAs name: String) throws {
        try FileIO.checkCanHoldFiles(folder, shownAs: name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(message: "cannot create the output folder '\(name)': \(error.reason)")
        }
        descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw CommandFailure(
                message: "cannot open the output folder '\(name)': \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CommandFailure(
                message: busy
                    ? "another trellis run is writing '\(name)'; wait for it to finish, then run again"
                    : "cannot lock the output folder '\(name)': \(reason)")
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
