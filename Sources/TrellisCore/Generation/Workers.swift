/// Runs independent pieces of work, numbered `0..<count`, and gives their results in that order.
///
/// The pipeline's stages hand it what can be done apart: a screen's or a flow's context, a file
/// to render and compare. `SerialWorkers` runs the pieces one after another; the command line
/// spreads them over the machine's cores. Either way the results, and so the output, are the
/// same.
public protocol Workers: Sendable {
    func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result]
    /// Hands each piece's result to `consume` in the pieces' order, on the caller's thread, while
    /// later pieces are worked on: work that must be done in order on one thread (recording the
    /// files planned) overlaps work that need not be. At most `window` results wait to be
    /// consumed; an error `consume` throws stops the pieces not started, and is rethrown.
    func stream<Result: Sendable>(
        _ count: Int, window: Int, _ produce: @Sendable (Int) -> Result, into consume: (Int, Result) throws -> Void
    ) rethrows
    /// `here` on the caller's thread while `there` runs, on another core when there is one;
    /// both results.
    func run<Here, There: Sendable>(_ here: () -> Here, alongside there: @Sendable () -> There) -> (Here, There)
}

extension Workers {
    /// Each piece, then its result consumed: one after another.
    public func stream<Result: Sendable>(
        _ count: Int, window: Int, _ produce: @Sendable (Int) -> Result, into consume: (Int, Result) throws -> Void
    ) rethrows {
        for piece in 0..<count { try consume(piece, produce(piece)) }
    }

    /// `there`, then `here`.
    public func run<Here, There: Sendable>(_ here: () -> Here, alongside there: @Sendable () -> There) -> (
        Here, There
    ) {
        let thereResult = there()
        return (here(), thereResult)
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
