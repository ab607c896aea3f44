import Foundation
import Synchronization

/// The application's main loop: UIKit's turn of the main run loop, shared by the headless loop and
/// every backend's (B170, docs/Behaviour.md).
///
/// ```
///   ┌─ wait: RunLoop.current sleeps until a main-queue block, a Timer, input from any thread
///   │        (enqueue wakes it) or the next frame — and runs what woke it: Timer, DispatchQueue.main,
///   │        RunLoop.perform, main-actor tasks (Swift concurrency's main executor is the main queue)
///   ├─ 1. input: everything queued, in order (processPendingEvents)
///   ├─ 2. the frame clock, only while something moves or waits on it (needsFrames): recognizers
///   │     that wait, scroll views decelerating, transitions
///   └─ 3. display: a backend draws what changed (the headless loop draws nothing)
/// ```
///
/// With nothing moving the loop sleeps with no deadline: an app left alone wakes only for its own
/// timers (docs/Performance.md `idle`). Waking is a flag and at most one empty main-queue block: `enqueue`
/// from another thread, or work that starts needing frames while the loop sleeps (a timer's
/// callback that scrolls animated), posts it once; the run loop returns after handling it and the
/// next turn delivers the input. The flags are atomics, so the waking side and the loop never race:
/// the loop raises `isWaiting` and then looks at the queue; the enqueuer adds and then looks at
/// `isWaiting` (sequentially consistent), so one of the two sees the other.
///
/// Per application: the quit request, the re-entry guard and the wake flags belong to the
/// application they run, so a test's fresh application starts from a clean loop.
final class MainLoop: Sendable {
    /// How long a loop that is not on the main thread sleeps before looking for input again.
    static let offMainThreadPoll: TimeInterval = 0.01

    /// Raised while the loop sleeps (or runs timers and main-queue work) in the run loop.
    private let isWaiting = Atomic<Bool>(false)
    /// An empty main-queue block is on its way to end the wait; no need for another.
    private let wakePosted = Atomic<Bool>(false)
    /// SIGINT, SIGTERM or a window's close asked the app to quit; the loop ends its turn and terminates.
    private let quitFlag = Atomic<Bool>(false)
    /// `UIApplicationMain` is running (B172: there is only one).
    private let entered = Atomic<Bool>(false)
    /// The reader that turns SIGINT and SIGTERM into a quit request (RunLoop/QuitSignals.swift; kept
    /// alive here), once installed.
    private let signalReader = Mutex<(any DispatchSourceRead)?>(nil)
    /// Whether this loop installed the quit signals' handler: then a signal's flag is a quit request
    /// from the moment the handler sets it.
    private let handlesSignals = Atomic<Bool>(false)

    /// Whether quitting was asked for (from any thread).
    var isQuitRequested: Bool {
        quitFlag.load(ordering: .sequentiallyConsistent)
            || (handlesSignals.load(ordering: .sequentiallyConsistent)
                && QuitSignals.received.load(ordering: .sequentiallyConsistent) != 0)
    }

    /// Asks the loop to quit at the end of its turn; wakes it. Safe from any thread and from a
    /// signal source's handler (it writes only atomics, and posts at most one main-queue block).
    func requestQuit() {
        quitFlag.store(true, ordering: .sequentiallyConsistent)
        wake()
    }

    /// Forgets an earlier quit request (an application launched again after it terminated).
    func clearQuitRequest() {
        quitFlag.store(false, ordering: .sequentiallyConsistent)
        QuitSignals.received.store(0, ordering: .sequentiallyConsistent)
        QuitSignals.taken.store(false, ordering: .sequentiallyConsistent)
        QuitSignals.lives.add(1, ordering: .sequentiallyConsistent)
    }

    /// Claims the one `UIApplicationMain`; `false` if one is running already.
    func enter() -> Bool {
        entered.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
    }

    /// `UIApplicationMain` returned (in tests; an app's exits the process).
    func leave() {
        entered.store(false, ordering: .sequentiallyConsistent)
    }

    /// Makes a sleeping loop take a turn now. Costs one atomic load when the loop is not waiting.
    func wake() {
        guard isWaiting.load(ordering: .sequentiallyConsistent) else { return }
        guard wakePosted.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { return }
        // A main-queue block is a run-loop source on the main thread: handling it ends the wait.
        DispatchQueue.main.async { [self] in wakePosted.store(false, ordering: .sequentiallyConsistent) }
    }

    /// Runs the run loop's ready work, sleeping until `deadline` when there is none — unless input is
    /// queued or quitting was asked for, which only polls.
    ///
    /// Nested calls — a timer or main-queue block that runs the run loop itself, as a modal loop
    /// does — are allowed, as in UIKit; only the outermost raises and lowers `isWaiting`, so an inner
    /// one returning cannot make a sleeping outer one miss a wake.
    @MainActor
    func waitAndRunSources(until deadline: Date, pendingInput: () -> Bool) {
        let outermost = !isWaiting.load(ordering: .sequentiallyConsistent)
        if outermost { isWaiting.store(true, ordering: .sequentiallyConsistent) }
        defer { if outermost { isWaiting.store(false, ordering: .sequentiallyConsistent) } }
        var limit = pendingInput() || isQuitRequested ? Date.distantPast : deadline
        // Off the main thread (a test's main actor runs on a worker thread) the main queue cannot
        // wake this run loop: look again every 10 ms instead of sleeping on.
        if !Thread.isMainThread { limit = min(limit, Date(timeIntervalSinceNow: MainLoop.offMainThreadPoll)) }
        _ = RunLoop.current.run(mode: .default, before: limit)
    }

    /// SIGINT and SIGTERM become a quit request from now on (RunLoop/QuitSignals.swift): the loop
    /// ends its turn, the app hears `applicationWillTerminate` once, and the process exits; a second
    /// signal, or one the loop has not taken within a few seconds, ends the process as the signal's
    /// default action would. Installed by `UIApplicationMain` before the launch, so a signal during a
    /// slow launch is not lost either.
    func handleQuitSignals() {
        signalReader.withLock { reader in
            guard reader == nil else { return }
            reader = QuitSignals.install(for: self)
            if reader != nil { handlesSignals.store(true, ordering: .sequentiallyConsistent) }
        }
    }
}

extension UIApplication {
    /// Whether the frame clock has work: a gesture recognizer deciding (it may wait for time, as a
    /// long press does), a scroll view moving, a transition waiting, a view animating. A loop ticks the clock only
    /// then, and sleeps otherwise. A ResponderKit addition, for backends' loops.
    public var needsFrames: Bool {
        !inputPipeline.arena.active.isEmpty || !scrollAnimator.isIdle || !frameClockTasks.isIdle || !viewAnimator.isIdle
            || !layerAnimator.isIdle || (!displayLinks.isEmpty && displayLinksWantFrames)
    }

    /// Runs what the main run loop has ready — due `Timer`s, `DispatchQueue.main` blocks, main-actor
    /// tasks, `RunLoop.perform` blocks, `perform(_:with:afterDelay:)` — and, when there is nothing,
    /// sleeps until there is, until input is enqueued from any thread, or until `deadline`. Step 2 of
    /// a turn of the main loop, for backends' loops (a ResponderKit addition: UIKit runs its own loop).
    /// Call it on the main thread: `Timer`s are scheduled on the run loop of the thread that makes
    /// them, and the main queue is run by the main thread's run loop.
    public func runMainLoopSources(until deadline: Date) {
        mainLoop.waitAndRunSources(until: deadline) { inputQueue.count > 0 }
        TimerTargetHold.releaseInvalidated()
        // Step 3: what the input and the sources changed is laid out before the next input.
        layoutPass.run(for: self)
    }

    /// Asks the running loop to end its turn and terminate the app (`applicationWillTerminate`), as
    /// SIGINT or SIGTERM do. Safe from any thread; for backends (a window's close button).
    public nonisolated func requestTermination() {
        mainLoop.requestQuit()
    }

    /// Whether termination was asked for and the loop has yet to act on it, or has.
    public nonisolated var isTerminationRequested: Bool { mainLoop.isQuitRequested }

    /// Work that needs the frame clock started while the loop may be asleep: wake it.
    func frameClockGotWork() {
        mainLoop.wake()
    }
}
