import Synchronization
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

    /// Spins for longer the earlier the piece, so that pieces finish out of order.
    static func spun(_ piece: Int, of count: Int) -> Int {
        var spin = 0
        for step in 0..<((count - piece) * 20) { spin &+= step }
        return piece + (spin & 0)
    }

    /// Streamed results are consumed in the pieces' order, whatever order they finish in and
    /// however small the window, as `SerialWorkers` consumes them.
    @Test(arguments: [0, 1, 15, 16, 17, 100, 1_001], [1, 3, 1_024])
    func streamsResultsInOrder(_ count: Int, window: Int) {
        var consumed: [Int] = []
        CoreWorkers().stream(count, window: window) {
            Self.spun($0, of: count)
        } into: { piece, result in
            #expect(piece == result)
            consumed.append(result)
        }
        var serial: [Int] = []
        SerialWorkers().stream(count, window: window) {
            Self.spun($0, of: count)
        } into: {
            serial.append($1)
        }
        #expect(consumed == Array(0..<count))
        #expect(serial == consumed)
    }

    /// No piece starts more than `window` pieces ahead of the one consumed; an error thrown while
    /// consuming stops the pieces not started, and is the stream's.
    @Test func aWindowBoundsTheWorkAheadAndAnErrorStopsIt() {
        let started = Mutex(0)
        let window = 8
        var aheadAtMost = 0
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try CoreWorkers().stream(10_000, window: window) { piece -> Int in
                started.withLock { $0 += 1 }
                return Self.spun(piece % 50, of: 50)
            } into: { piece, _ in
                aheadAtMost = max(aheadAtMost, started.withLock { $0 } - piece - 1)
                if piece == 100 { throw Failure() }
            }
        }
        #expect(aheadAtMost <= window)
        #expect(started.withLock { $0 } <= 101 + window)
    }

    /// Work here and work alongside both run, once each, and give their results.
    @Test func runsWorkHereAndAlongside() {
        let alongside = Mutex(0)
        let (here, there) = CoreWorkers().run(
            { (0..<1_000).reduce(0, +) },
            alongside: { () -> String in
                alongside.withLock { $0 += 1 }
                return "there"
            })
        #expect(here == 499_500 && there == "there")
        #expect(alongside.withLock { $0 } == 1)
    }
}
