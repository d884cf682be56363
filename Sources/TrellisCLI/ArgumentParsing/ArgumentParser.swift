import TrellisCore

/// Sorts a command's arguments by its `CommandDescription`: `--name value`, `--name=value`,
/// flags, positionals, and `--` to end options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandDescription) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let hint = closestOption(to: name, in: command)
                throw UsageError(
                    message: "unknown option '\(name)' for '\(command.name)'\(hint)", command: command.name)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", command: command.name)
                }
                parsed.flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(
                    message: "option '\(name)' needs a value (\(option.valueName ?? "VALUE"))", command: command.name)
            }
            if let choices = option.choices, !choices.contains(value) {
                throw UsageError(
                    message: "option '\(name)' takes one of \(choices.joined(separator: ", ")), not '\(value)'",
                    command: command.name)
            }
            if parsed.options[name] != nil {
                throw UsageError(message: "option '\(name)' is given twice", command: command.name)
            }
            parsed.options[name] = value
        }
        try checkPositionals(parsed.positionals, for: command)
        return parsed
    }

    private static func checkPositionals(_ values: [String], for command: CommandDescription) throws(UsageError) {
        let required = command.positionals.filter { !$0.isOptional }
        if values.count < required.count {
            let missing = required[values.count...].map(\.name).joined(separator: " ")
            throw UsageError(message: "missing \(missing)", command: command.name)
        }
        let acceptsMany = command.positionals.last?.isRepeating ?? false
        if !acceptsMany, values.count > command.positionals.count {
            let extra = values[command.positionals.count...].map { "'\($0)'" }.joined(separator: " ")
            throw UsageError(message: "unexpected argument \(extra)", command: command.name)
        }
    }

    private static func closestOption(to name: String, in command: CommandDescription) -> String {
        Suggestion.closest(to: name, in: command.options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
