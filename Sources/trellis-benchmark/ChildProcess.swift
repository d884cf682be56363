/// This executable run again with other arguments, through `posix_spawn`: the benchmark links
/// what `trellis` links (FoundationEssentials, not Foundation's `Process`), so that a run it
/// measures costs what a `trellis` run costs.
enum ChildProcess {
    /// Runs this executable with `arguments` and waits; nil when it cannot start. Its standard
    /// output is returned when `capturesOutput`, and discarded otherwise.
    static func run(_ arguments: [String], capturesOutput: Bool) -> (status: Int32, output: String)? {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        var pipeEnds: [Int32] = [-1, -1]
        if capturesOutput {
            guard pipe(&pipeEnds) == 0 else { return nil }
            posix_spawn_file_actions_adddup2(&fileActions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&fileActions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&fileActions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&fileActions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        let executable = CommandLine.arguments[0]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child = pid_t()
        let started = posix_spawn(&child, executable, &fileActions, nil, argv, environ)
        var output: [UInt8] = []
        if capturesOutput {
            close(pipeEnds[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while started == 0 {
                let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                output += buffer[0..<count]
            }
            close(pipeEnds[0])
        }
        guard started == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // The exit code of a process that exited; a signal's number, negated, otherwise.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Prints `text` on standard error.
func printError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

extension Double {
    /// The number with `decimals` digits after the point, right-aligned in `width` characters
    /// (what `%width.decimalsf` prints).
    func formatted(decimals: Int, width: Int = 0) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(self) * scale).rounded())
        let whole = String(scaled / Int(scale))
        let fraction = String(scaled % Int(scale))
        var text = (self < 0 && scaled != 0 ? "-" : "") + whole
        if decimals > 0 { text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction }
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension String {
    /// The text right-aligned in `width` characters.
    func rightAligned(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    /// The text followed by spaces up to `width` characters.
    func leftAligned(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
