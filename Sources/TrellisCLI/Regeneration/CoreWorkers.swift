import Dispatch

/// Spreads work over the machine's cores (`Workers`): the pieces in a few chunks per core, each
/// chunk run in turn on a thread of its own, the results in order. The pipeline builds the
/// context and plans files with it; the writer writes and checks files with it.
struct CoreWorkers: Workers {
    /// Below this many pieces, spreading costs more than it saves.
    static let smallestSpread = 16

    func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count >= Self.smallestSpread else { return (0..<count).map(transform) }
        // A few chunks per core even out pieces of different sizes; one per piece would cost
        // more than a small file takes to render.
        let chunkCount = Swift.min(count, cores * 4)
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
}
