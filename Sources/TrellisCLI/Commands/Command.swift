import TrellisCore

/// One `trellis` command.
protocol Command: Sendable {
    static var description: CommandDescription { get }
    static func run(_ arguments: ParsedArguments, in environment: CommandEnvironment) async throws -> ExitCode
}

/// The process's exit status.
public enum ExitCode: Int32, Sendable {
    /// Everything worked (warnings may have been printed).
    case success = 0
    /// The input had errors, or a file could not be read or written.
    case failure = 1
    /// The command line itself was wrong.
    case usage = 2
}

/// What a command runs against: where relative paths start, and where its text goes.
public struct CommandEnvironment {
    /// The directory relative paths are resolved against.
    public var currentDirectory: URL
    /// Receives what the command prints on standard output.
    public var standardOutput: (String) -> Void
    /// Receives what the command prints on standard error.
    public var standardError: (String) -> Void
    /// Colour and progress, on a terminal; plain text otherwise.
    public var style: TerminalStyle

    /// Creates an environment.
    public init(
        currentDirectory: URL, standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        style: TerminalStyle = .plain
    ) {
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.style = style
    }

    /// The process's own: its current directory, its standard streams (written straight to
    /// their descriptors), and colour and progress when they are a terminal.
    public static func process() -> CommandEnvironment {
        CommandEnvironment(
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            standardOutput: { _ = FileIO.writeAll($0.utf8, to: STDOUT_FILENO) },
            standardError: { _ = FileIO.writeAll($0.utf8, to: STDERR_FILENO) }, style: .forProcess())
    }

    /// `path` as a URL, relative paths taken from the current directory.
    func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// Prints diagnostics in the compiler's form on standard error.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            var line = "\(diagnostic)"
            let severity = diagnostic.severity.rawValue
            if style.usesColour, let range = line.firstRange(of: ": \(severity): ") {
                let colour: TerminalStyle.Colour = diagnostic.severity == .error ? .red : .yellow
                line.replaceSubrange(range, with: ": " + style.paint(severity + ":", colour) + " ")
            }
            standardError(line + "\n")
        }
    }

    /// Overwrites the progress line on a terminal; `nil` clears it.
    func progress(_ text: String?) {
        guard style.showsProgress else { return }
        standardError("\r\u{1B}[K" + (text ?? ""))
    }
}

/// A command that could not do its work, for a reason other than a usage mistake.
struct CommandFailure: Error {
    var message: String
}
