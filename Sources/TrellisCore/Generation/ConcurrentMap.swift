import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element, in child tasks of a task group that spread over
    /// the machine's cores, with the results in the elements' order: the output is the same as
    /// a plain `map`, whatever the timing. (Planning and writing files use it; `package` so
    /// that the command line can.)
    package func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) async
        -> [Result]
    {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count > 1 else { return map(transform) }
        // A few chunks per core even out elements of different sizes; a task per element
        // would cost more than a small file takes to render.
        let chunkCount = Swift.min(count, cores * 4)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        return await withTaskGroup(of: (chunk: Int, results: [Result]).self) { group in
            for chunk in 0..<chunkCount {
                let start = Swift.min(chunk * chunkSize, count)
                let range = start..<Swift.min(start + chunkSize, count)
                guard !range.isEmpty else { continue }
                let elements = self[range]
                group.addTask { (chunk, elements.map(transform)) }
            }
            var chunks = [[Result]](repeating: [], count: chunkCount)
            for await (chunk, results) in group { chunks[chunk] = results }
            return chunks.flatMap { $0 }
        }
    }
}

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores, with the results in the elements'
    /// order, without suspending: the synchronous counterpart of `concurrentMap`, for building
    /// the context (thousands of screens and flows, each built on its own from the spec).
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, count > 64 else { return map(transform) }
        let chunkCount = Swift.min(count, cores * 4)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        var chunks = [[Result]](repeating: [], count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { chunks in
            // Each iteration writes its own chunk, and only that.
            nonisolated(unsafe) let chunks = chunks
            withoutActuallyEscaping(transform) { transform in
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    let start = Swift.min(chunk * chunkSize, count)
                    chunks[chunk] = self[start..<Swift.min(start + chunkSize, count)].map(transform)
                }
            }
        }
        return chunks.flatMap { $0 }
    }
}
