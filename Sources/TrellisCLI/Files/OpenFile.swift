import TrellisCore

/// A regular file held open for reading: read whole, or by range later (a manifest's bases),
/// from the same file even after a new one is renamed over its path.
final class OpenFile: ByteSource {
    private let descriptor: Int32

    /// Opens the regular file at `url`; nil if there is none or it cannot be read.
    init?(_ url: URL) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The whole file, read straight into an array (not through `Data`, which would hold a
    /// large file twice); nil on a read error.
    func contents() -> [UInt8]? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        guard var whole = bytes(in: 0..<max(Int(status.st_size), 0)) else { return nil }
        // A file that grew since `fstat` is read to its end.
        while true {
            guard let more = bytes(in: whole.count..<(whole.count + 65_536)) else { return nil }
            if more.isEmpty { return whole }
            whole.append(contentsOf: more)
        }
    }

    /// The bytes in `range`, fewer where the file ends first; nil on a read error.
    func bytes(in range: Range<Int>) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
            while count < range.count {
                let got = pread(
                    descriptor, buffer.baseAddress.map { $0 + count }, range.count - count,
                    off_t(range.lowerBound + count))
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    failed = got < 0
                    return
                }
                count += got
            }
        }
        return failed ? nil : bytes
    }
}
