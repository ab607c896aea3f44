import Foundation
import Synchronization

/// The application's first-in-first-out queue of raw input (E3).
///
/// Backends run on their own threads (a touch-screen reader, a window system's callback), so putting
/// input in must work from anywhere; taking it out happens on the main actor only. A lock around an
/// array does both, held for a handful of instructions. The lock is `NSLock` (a pthread mutex) rather
/// than `Synchronization.Mutex`: Thread Sanitizer understands pthread mutexes, while it reported
/// `Mutex`'s futex-based locking on Linux as races (`swift test --sanitize=thread`), and the queue must
/// be clean under it.
///
/// ```
///   enqueue (any thread)                      processPendingEvents (main actor)
///        │ moves the input in                        ▲ moves the input out
///        ▼                                           │
///   slots: [ taken | taken | input | input | input ]   (each input: whether a handler of the
///                                                        running drain appended it)
///                            ▲ head
/// ```
///
/// Why not swift-collections' `Deque` (the first version): `Deque.append` takes its element borrowed
/// and copies it into its buffer, so every touch frame cost a retain of its contacts' array going in
/// and a release of the caller's copy — one atomic pair a frame, ~3 % of chain16 (docs/Performance.md,
/// "What a frame does besides the hops"). `Array.append` takes the element owned, and `Optional.take()` moves it out
/// of its slot: nothing is copied. Slots before `head` are empty; the array is emptied (keeping its
/// capacity) when the last input is taken, and compacted when a drain falls far behind its producers,
/// so both ends stay amortised O(1) and a steady stream allocates nothing.
final class RawInputQueue: @unchecked Sendable {
    private let lock = NSLock()
    /// Touched only under `lock`, by `Array` methods that call no other code: no access can overlap
    /// another, so the run-time exclusivity check (docs/Performance.md) is off. Each input carries
    /// whether the draining thread put it there while draining (a handler's): such input belongs to
    /// the turn that is running.
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private var slots: [(input: RawInput, fromDrain: Bool)?] = []
    /// The first slot not yet taken (under `lock`).
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private var head = 0
    /// The number of inputs waiting, kept under the lock but readable without it: a drain asks whether
    /// anything is left after every input, and the usual answer, "no", then costs a load instead of a
    /// lock and an unlock (two atomic operations and two calls — a third of the queue's cost per frame).
    private let pending = Atomic<Int>(0)
    /// The thread draining the queue (its `pthread_self`), 0 when none: input it appends meanwhile is
    /// its handlers'.
    private let drainingThread = Atomic<UInt>(0)

    /// Taken slots are dropped from the front once there are this many and they are at least half the
    /// array (a drain that never catches up with its producers would otherwise grow it for ever).
    static let compactionThreshold = 64

    /// `consuming`: the input moves into the queue rather than being copied (a copy of a touch frame
    /// is a retain of its contacts' array, and a release when the copy goes).
    func append(_ input: consuming RawInput) {
        // Only while a drain runs is the calling thread asked for (most input arrives between drains).
        let draining = drainingThread.load(ordering: .relaxed)
        let fromDrain = draining != 0 && draining == UInt(bitPattern: RawInputQueue.currentThread())
        lock.lock()
        if head >= Self.compactionThreshold, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        slots.append((consume input, fromDrain))
        pending.store(slots.count - head, ordering: .releasing)
        lock.unlock()
    }

    /// The next input, if there is one and it belongs to this turn: one of the first `budget` inputs
    /// (those queued when the drain began; `budget` counts them down), or one a handler of this
    /// drain appended. Input other threads appended after the drain began waits for the next turn.
    @inline(__always)
    func popFirst(budget: inout Int) -> RawInput? {
        // Nothing appended yet as far as this thread can see: input enqueued by this thread (a
        // handler) always is; input another thread is appending right now is taken by the next drain.
        if pending.load(ordering: .acquiring) == 0 { return nil }
        lock.lock()
        defer { lock.unlock() }
        // The flag is read in place; `take()` then moves the input out without copying it (a copy
        // would retain the frame's contacts and release them again).
        guard head < slots.count, budget > 0 || slots[head]?.fromDrain == true,
              let next = slots[head].take() else { return nil }
        if budget > 0 { budget -= 1 }
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        }
        pending.store(slots.count - head, ordering: .releasing)
        return next.input
    }

    /// Marks the calling thread as the one draining (`true`) or no longer (`false`).
    func setDraining(_ draining: Bool) {
        drainingThread.store(draining ? UInt(bitPattern: RawInputQueue.currentThread()) : 0, ordering: .relaxed)
    }

    var count: Int { pending.load(ordering: .acquiring) }

    private static func currentThread() -> Int {
        #if canImport(Glibc) || canImport(Musl)
        return Int(bitPattern: UInt(pthread_self()))
        #else
        return unsafeBitCast(pthread_self(), to: Int.self)
        #endif
    }
}

extension UIApplication {
    /// Puts raw input at the back of the application's queue. Safe from any thread; input from one
    /// thread keeps its order. Nothing is delivered until ``processPendingEvents()`` runs.
    public nonisolated func enqueue(_ input: consuming RawInput) {
        inputQueue.append(consume input)
        // A loop asleep in the run loop takes a turn (one atomic load when it is awake).
        mainLoop.wake()
    }

    /// Dispatches the queued input, oldest first: what was queued when the call began, and what its
    /// handlers enqueue meanwhile (a handler that enqueues more input sees it delivered after the
    /// current event, never inside it). Input other threads enqueue during the call waits for the next
    /// one, as input arriving during a turn of UIKit's run loop waits for the next turn — so a flood
    /// from producers that keep up cannot keep one call busy while frames and timers wait.
    /// A call made from inside a handler returns at once: the running drain delivers the input.
    public func processPendingEvents() { inputPipeline.drain() }

    /// The number of inputs waiting (a ResponderKit addition, for backends and tests).
    public nonisolated var pendingInputCount: Int { inputQueue.count }
}
