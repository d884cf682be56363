/// Pieces of work done on several threads and taken, in order, by one (`CoreWorkers.stream`):
/// a piece starts only when fewer than `window` results wait before it, so the results held at
/// once stay few however many pieces there are.
final class ProductionLine<Result: Sendable>: @unchecked Sendable {
    // Everything below is read and changed with `lock` held.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when the result the taker waits for is done. Each signal is a system call, so
    /// only a thread that waits is signalled.
    private let resultDone = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Signalled when a result is taken while a worker waits for room, or when the line stops.
    private let roomMade = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The piece the taker waits for, if it waits.
    private var awaitedPiece: Int?
    private var waitingWorkers = 0
    /// The results not taken yet, a piece's at its position modulo `window`.
    private var waiting: [Result?]
    private var nextPiece = 0
    /// How many pieces were taken.
    private var taken = 0
    private var isStopped = false
    private let count: Int
    private let window: Int

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        waiting = Array(repeating: nil, count: window)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(resultDone, nil)
        pthread_cond_init(roomMade, nil)
    }

    deinit {
        pthread_cond_destroy(roomMade)
        pthread_cond_destroy(resultDone)
        pthread_mutex_destroy(lock)
        roomMade.deallocate()
        resultDone.deallocate()
        lock.deallocate()
    }

    /// Works on the next pieces until none is left or the line stops.
    func work(_ produce: (Int) -> Result) {
        while let piece = nextPieceToWork() {
            let result = produce(piece)
            locked {
                waiting[piece % window] = result
                if awaitedPiece == piece { pthread_cond_signal(resultDone) }
            }
        }
    }

    private func nextPieceToWork() -> Int? {
        locked {
            while !isStopped, nextPiece < count, nextPiece >= taken + window {
                waitingWorkers += 1
                pthread_cond_wait(roomMade, lock)
                waitingWorkers -= 1
            }
            guard !isStopped, nextPiece < count else { return nil }
            defer { nextPiece += 1 }
            return nextPiece
        }
    }

    /// The result of `piece`, the next one in order, once it is done.
    func take(_ piece: Int) -> Result {
        locked {
            while true {
                if let result = waiting[piece % window].take() {
                    taken = piece + 1
                    awaitedPiece = nil
                    if waitingWorkers > 0 { pthread_cond_broadcast(roomMade) }
                    return result
                }
                awaitedPiece = piece
                pthread_cond_wait(resultDone, lock)
            }
        }
    }

    /// Lets the pieces under way finish, and starts no other.
    func stop() {
        locked {
            isStopped = true
            pthread_cond_broadcast(roomMade)
        }
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}

/// A thread of the system's own, for work that another thread waits on without Dispatch
/// knowing (Dispatch would hold back one of its few threads for it).
enum SystemThread {
    /// Starts `body` on a new thread; nil if none could be made.
    static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    private final class Body {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
