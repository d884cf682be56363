/// Why a file is not JSON, and where reading stopped.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var message: String
    var location: SourceLocation
}
