/// Prints the help of the tool and of each command.
enum HelpFormatter {
    static func overview(of commands: [CommandDescription]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        var text = """
            OVERVIEW: Trellis generates the architecture of a Swift feature module (view models,
            responders, coordinators, navigation view models or an event router, a dependency
            container, models, repository protocols and tests) from a JSON spec.

            USAGE: trellis COMMAND [ARGUMENTS]

            COMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(to: width) + command.abstract + "\n"
        }
        text += """

            OPTIONS:
              -h, --help    Show help for the tool or, after a command, for that command
              --version     Show the version

            See 'trellis help COMMAND' for a command's arguments and examples.

            """
        return text
    }

    static func help(for command: CommandDescription) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(command.usage)\n"
        var rows: [(String, String)] = command.positionals.map { ($0.name + ($0.isRepeating ? "..." : ""), $0.help) }
        if !rows.isEmpty {
            text += "\nARGUMENTS:\n" + table(rows)
        }
        rows = command.options.map { option in
            var help = option.help
            if let choices = option.choices { help += " (\(choices.joined(separator: ", ")))" }
            return (option.name + (option.valueName.map { " \($0)" } ?? ""), help)
        }
        rows.append(("-h, --help", "Show this help"))
        text += "\nOPTIONS:\n" + table(rows)
        text += "\nEXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joined()
        return text
    }

    private static func table(_ rows: [(String, String)]) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { "  " + $0.0.padding(to: width) + $0.1 + "\n" }.joined()
    }
}

extension String {
    /// The text followed by spaces up to `width` characters, and at least one.
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
