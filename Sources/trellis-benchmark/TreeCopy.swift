/// Copying a tree file by file, as `cp -r` does: the yardstick generation is measured against.
enum TreeCopy {
    static func copy(_ source: URL, to destination: URL) {
        let manager = FileManager.default
        let subpaths = (try? manager.subpathsOfDirectory(atPath: source.path)) ?? []
        let (sourcePath, destinationPath) = (source.path, destination.path)
        mkdir(destinationPath, 0o755)
        // One buffer for every file, as `cp` keeps one.
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        for subpath in subpaths {
            let from = sourcePath + "/" + subpath
            let to = destinationPath + "/" + subpath
            var status = stat()
            guard stat(from, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                mkdir(to, 0o755)
            } else {
                copyFile(from, to, through: &buffer)
            }
        }
    }

    /// Copies one file with plain reads and writes, as `cp` does (no sync to disk).
    private static func copyFile(_ from: String, _ to: String, through buffer: inout [UInt8]) {
        let input = open(from, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return }
        defer { close(input) }
        let output = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { return }
        defer { close(output) }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            _ = buffer.withUnsafeBytes { write(output, $0.baseAddress, count) }
        }
    }

    /// The number of files below `folder` and their total size in bytes.
    static func size(of folder: URL) -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        for subpath in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [] {
            var status = stat()
            guard stat(folder.path + "/" + subpath, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            files += 1
            bytes += Int(status.st_size)
        }
        return (files, bytes)
    }
}

/// The most memory the generation processes this process ran held at once: the largest of
/// their peaks.
enum PeakMemory {
    static func largestChildBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        #if os(Linux)
            return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
            return usage.ru_maxrss  // bytes on macOS
        #endif
    }
}
