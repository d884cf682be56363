import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` applied to every element, on all the machine's cores, with the results in
    /// the elements' order: the output is the same as a plain `map`, whatever the timing. (Rendering
    /// and writing files use it; `package` so that the command line's writer can.)
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count > 1 else { return map(transform) }
        // A few chunks per core even out files of different sizes.
        let chunkCount = Swift.min(count, cores * 4)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let results = ChunkResults<Result>(chunks: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * chunkSize
            let end = Swift.min(start + chunkSize, count)
            guard start < end else { return }
            results.store(self[start..<end].map(transform), at: chunk)
        }
        return results.joined()
    }
}

/// The results of each chunk, filled in from several threads.
private final class ChunkResults<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[Result]]

    init(chunks: Int) {
        self.chunks = Array(repeating: [], count: chunks)
    }

    func store(_ results: [Result], at chunk: Int) {
        lock.withLock { chunks[chunk] = results }
    }

    func joined() -> [Result] {
        lock.withLock { chunks.flatMap { $0 } }
    }
}
