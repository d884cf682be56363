/// How the command line may dress its text: colour and a progress line, on a terminal only.
public struct TerminalStyle: Sendable, Equatable {
    /// ANSI colours on the action words and on `error:` and `warning:`.
    public var usesColour: Bool
    /// A progress line on standard error during long runs, overwritten in place.
    public var showsProgress: Bool

    public init(usesColour: Bool = false, showsProgress: Bool = false) {
        self.usesColour = usesColour
        self.showsProgress = showsProgress
    }

    /// Plain text: what a pipe, a file or a test gets.
    public static let plain = TerminalStyle()

    /// The style for this process: colour when standard output is a terminal and neither
    /// `NO_COLOR` (https://no-color.org) is set nor `TERM` is `dumb`; progress when standard
    /// error is a terminal.
    public static func forProcess(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1, errorIsTerminal: Bool = isatty(STDERR_FILENO) == 1
    ) -> TerminalStyle {
        let capable = environment["TERM"] != "dumb"
        let colourAllowed = environment["NO_COLOR"].map(\.isEmpty) ?? true
        return TerminalStyle(
            usesColour: capable && colourAllowed && outputIsTerminal, showsProgress: capable && errorIsTerminal)
    }

    /// `text` in `colour`, when colours are on.
    func paint(_ text: String, _ colour: Colour) -> String {
        usesColour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The colours the command line uses.
    enum Colour: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
        case magenta = "35"
        case dim = "2"
    }
}
