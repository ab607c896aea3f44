import Foundation
import ResponderKit

/// Running the app's main loop from a test: the work iOS code starts from its handlers —
/// `DispatchQueue.main.async`, `asyncAfter`, `Timer`, `Task { @MainActor in … }`,
/// `perform(_:with:afterDelay:)` — runs as it would in the app, in order, beside the simulator's input.
///
/// Two kinds of time meet here. The simulator's clock (``InputSimulator/time``) is virtual: it moves
/// only when you send frames or ``InputSimulator/advance(by:)``, so recognizers decide the same way on
/// every run. `Timer`s, `asyncAfter` and `Task.sleep` wait real time, as they do in an app; the
/// `runMainLoop` methods below let real time pass and move the simulator's clock with it.
///
/// Where the work runs: a test's main-actor code runs inside a main-queue block (swift-testing on Linux
/// runs the main queue on a worker thread), so other main-queue blocks and main-actor tasks can only
/// run after the test awaits — hence the `async` methods. A `Timer` is scheduled on the run loop of
/// the thread that made it, and these methods run the current thread's run loop; synchronous test
/// code stays on one thread, so a timer made there fires in ``runLoopOnce()`` or `advance(by:)` once
/// it is due. In an `async` test, prefer ``runMainLoop(until:timeout:)``, which runs the run loop of
/// each thread it resumes on.
///
/// ```swift
/// input.tap(at: input.screenPoint(of: loadButton))      // the action starts `Task { await load() }`
/// #expect(await input.runMainLoop(until: { label.text == "3 notes" }))
/// ```
extension InputSimulator {
    /// One turn of the main loop without waiting: queued input, then what the current thread's run
    /// loop has ready (due `Timer`s and `perform(_:with:afterDelay:)` requests, `RunLoop.perform`
    /// blocks — and, on the main thread, main-queue blocks and main-actor tasks), then the input that
    /// work enqueued.
    public func runLoopOnce() {
        application.processPendingEvents()
        application.runMainLoopSources(until: .distantPast)
        application.processPendingEvents()
    }

    /// Runs the app's main loop for `seconds` of real time: input is delivered, main-queue blocks and
    /// main-actor tasks run, timers fire when due, and the simulator's clock moves with real time
    /// (frames are sent to the frame clock, so scroll views decelerate and recognizers that wait decide).
    public func runMainLoop(for seconds: TimeInterval) async {
        let end = Date(timeIntervalSinceNow: max(0, seconds))
        repeat { await turn(until: end) } while Date() < end
    }

    /// Runs the app's main loop, as ``runMainLoop(for:)`` does, until `condition` holds or `timeout`
    /// seconds of real time have passed; returns whether it holds. The condition is asked after every
    /// turn, and during a short grace once the time is up (other tests sharing the main actor may have
    /// held it for the whole timeout while the work finished).
    @discardableResult
    public func runMainLoop(until condition: @MainActor () -> Bool, timeout: TimeInterval = 10) async -> Bool {
        let end = Date(timeIntervalSinceNow: max(0, timeout))
        while !condition() {
            guard Date() < end else {
                // Let the work queued behind this task run before the last look: other tests may have
                // held the main actor (and the cooperative pool, under a sanitizer) for the whole
                // timeout, so work whose timer fired long ago may still be on its way back to the main
                // actor. Give it a short grace of real time, yielding the main actor throughout.
                let grace = Date(timeIntervalSinceNow: 2)
                repeat {
                    application.processPendingEvents()
                    await Task.yield()
                    if condition() { return true }
                    try? await Task.sleep(nanoseconds: 5_000_000)
                } while Date() < grace
                return condition()
            }
            await turn(until: end)
        }
        return true
    }

    /// One turn: input; main-queue work queued so far (by yielding the main actor); the run loop,
    /// sleeping at most a frame; the frame clock moved by the real time that passed.
    private func turn(until end: Date) async {
        application.processPendingEvents()
        await Task.yield()
        let started = Date()
        application.runMainLoopSources(until: min(end, started.addingTimeInterval(frameInterval)))
        // A thread with no timers returns at once: sleep without holding the main actor.
        if Date().timeIntervalSince(started) < 0.001, Date() < end {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        let elapsed = Date().timeIntervalSince(started)
        if elapsed > 0 {
            time += elapsed
            send(.timePassed(timestamp: time))
        } else {
            application.processPendingEvents()
        }
    }
}
