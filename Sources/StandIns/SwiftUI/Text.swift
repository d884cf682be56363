/// Read-only text.
public struct Text: Equatable, Sendable {
    let content: String

    nonisolated public init(verbatim content: String) {
        self.content = content
    }

    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }
}

extension Text: View {
    public var body: Never { neverAskedFor() }
}
