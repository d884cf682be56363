import Dispatch
import Synchronization

/// Spreads work over the machine's cores (`Workers`): for `map`, the pieces in a few chunks per
/// core, each chunk run in turn on a thread of its own, the results in order; for `stream`, a
/// thread per core taking the pieces one by one. The pipeline builds the context with it and
/// plans files with it; the writer writes and checks files with it.
struct CoreWorkers: Workers {
    /// Below this many pieces, spreading costs more than it saves (for small pieces: a folder's
    /// files to write are spread from two).
    var smallestSpread = 16

    func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count >= smallestSpread else { return (0..<count).map(transform) }
        // A few chunks per core even out pieces of different sizes; one per piece would cost
        // more than a small file takes to render.
        let chunkCount = Swift.min(count, cores * 16)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        var chunks = [[Result]](repeating: [], count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { chunks in
            // Each iteration writes its own chunk, and only that.
            nonisolated(unsafe) let chunks = chunks
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = Swift.min(chunk * chunkSize, count)
                chunks[chunk] = (start..<Swift.min(start + chunkSize, count)).map(transform)
            }
        }
        return chunks.flatMap { $0 }
    }

    func stream<Result: Sendable>(
        _ count: Int, window: Int, _ produce: @Sendable (Int) -> Result, into consume: (Int, Result) throws -> Void
    ) rethrows {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count >= smallestSpread else {
            for piece in 0..<count { try consume(piece, produce(piece)) }
            return
        }
        // A thread per core works on the pieces in order, while this one takes each result in
        // turn: a piece that takes long holds up only its own taking. The threads are the
        // system's own: this one waits on them, which Dispatch would not know, and would hold
        // back one of its own threads for it.
        let line = ProductionLine<Result>(count: count, window: Swift.max(Swift.min(window, count), 1))
        try withoutActuallyEscaping(produce) { produce in
            // The threads are joined below, before `produce` goes out of scope.
            let threads = (0..<cores).compactMap { _ in SystemThread.start { line.work(produce) } }
            defer {
                line.stop()
                for thread in threads { pthread_join(thread, nil) }
            }
            guard !threads.isEmpty else {
                // The system made no thread: the work is done here, a piece at a time.
                for piece in 0..<count { try consume(piece, produce(piece)) }
                return
            }
            for piece in 0..<count { try consume(piece, line.take(piece)) }
        }
    }

    func run<Here, There: Sendable>(_ here: () -> Here, alongside there: @Sendable () -> There) -> (Here, There) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (here(), there()) }
        let thereResult = Mutex<There?>(nil)
        return withoutActuallyEscaping(there) { there in
            // The thread is joined below, before `there` goes out of scope.
            guard let thread = SystemThread.start({ thereResult.withLock { $0 = there() } }) else {
                return (here(), there())
            }
            let hereResult = here()
            pthread_join(thread, nil)
            return (hereResult, thereResult.withLock { $0.take() } ?? there())
        }
    }
}
