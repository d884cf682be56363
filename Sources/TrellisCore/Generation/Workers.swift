/// Runs independent pieces of work, numbered `0..<count`, and gives their results in that order.
///
/// The pipeline's stages hand it what can be done apart: a screen's or a flow's context, a file
/// to render and compare. `SerialWorkers` runs the pieces one after another; the command line
/// spreads them over the machine's cores. Either way the results, and so the output, are the
/// same.
public protocol Workers: Sendable {
    func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result]
    /// `map(count, transform)`, with `alongside` run once meanwhile: work that must be done in
    /// order on one thread (recording the files planned before) overlaps work that need not be.
    func map<Result: Sendable>(
        _ count: Int, alongside: () throws -> Void, _ transform: @Sendable (Int) -> Result
    ) throws -> [Result]
}

extension Workers {
    /// `alongside`, then the pieces: one after another.
    public func map<Result: Sendable>(
        _ count: Int, alongside: () throws -> Void, _ transform: @Sendable (Int) -> Result
    ) throws -> [Result] {
        try alongside()
        return map(count, transform)
    }

    /// `transform` applied to each of `elements`, in their order.
    public func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        map(elements.count) { transform(elements[$0]) }
    }
}

/// Runs each piece of work in turn, on the caller's thread.
public struct SerialWorkers: Workers {
    public init() {}

    public func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        (0..<count).map(transform)
    }
}
