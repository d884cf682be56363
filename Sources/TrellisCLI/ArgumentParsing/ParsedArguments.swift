/// The arguments of one command, sorted into positionals, option values and flags.
struct ParsedArguments: Equatable {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { options[name] }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
