/// A command line that cannot be run as written; printed with the usage of the command.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage to show, if one was recognized.
    var command: String?
}
