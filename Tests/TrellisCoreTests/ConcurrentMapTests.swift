import Testing

@testable import TrellisCore

@Suite struct ConcurrentMapTests {
    /// The results come back in the elements' order, for lists shorter and longer than the
    /// number of chunks, whatever order the child tasks finish in.
    @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 31, 100, 1_001])
    func givesWhatMapGivesInOrder(_ count: Int) async {
        let elements = Array(0..<count)
        let mapped = await elements.concurrentMap { element -> String in
            // Early elements take longest, so chunks finish out of order.
            var spin = 0
            for step in 0..<((count - element) * 50) { spin &+= step }
            return "\(element):\(spin & 0)"
        }
        #expect(mapped == elements.map { "\($0):0" })
    }

    /// The synchronous one too, below and above the length it starts spreading from.
    @Test(arguments: [0, 1, 64, 65, 100, 1_001])
    func theSynchronousOneGivesWhatMapGivesInOrder(_ count: Int) {
        let elements = Array(0..<count)
        let mapped = elements.parallelMap { element -> String in
            var spin = 0
            for step in 0..<((count - element) * 50) { spin &+= step }
            return "\(element):\(spin & 0)"
        }
        #expect(mapped == elements.map { "\($0):0" })
    }
}
