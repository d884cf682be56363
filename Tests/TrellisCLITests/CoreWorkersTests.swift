import Testing

@testable import TrellisCLI

@Suite struct CoreWorkersTests {
    /// The results come back in the pieces' order, for counts below the spreading threshold,
    /// shorter and longer than the number of chunks, whatever order the chunks finish in.
    @Test(arguments: [0, 1, 2, 15, 16, 17, 31, 100, 1_001])
    func givesWhatMapGivesInOrder(_ count: Int) {
        let mapped = CoreWorkers().map(count) { piece -> String in
            // Early pieces take longest, so chunks finish out of order.
            var spin = 0
            for step in 0..<((count - piece) * 50) { spin &+= step }
            return "\(piece):\(spin & 0)"
        }
        #expect(mapped == (0..<count).map { "\($0):0" })
    }

    /// Work alongside runs once, while the pieces run, and its error is the map's.
    @Test(arguments: [0, 5, 100])
    func runsWorkAlongsideOnce(_ count: Int) throws {
        var runs = 0
        func countRun() { runs += 1 }
        let mapped = try CoreWorkers().map(count, alongside: countRun) { $0 * 2 }
        #expect(runs == 1)
        #expect(mapped == (0..<count).map { $0 * 2 })
        struct Failure: Error {}
        func fail() throws { throw Failure() }
        #expect(throws: Failure.self) {
            try CoreWorkers().map(count, alongside: fail) { $0 }
        }
    }
}
