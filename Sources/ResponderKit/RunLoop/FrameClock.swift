import Foundation

/// Work that waits for the frame clock (`RawInput.timePassed` and the timestamps of other input):
/// the end of a presentation or dismissal. Like the scroll animations (Scrolling/ScrollPhysics.swift),
/// a wait counts from the first tick after it was scheduled, so app code that presents long after the
/// last input still waits its full time, and a test or a replay sees the same order every time.
@preconcurrency @MainActor
final class FrameClockTasks {
    /// In an unchecked cell (Support/UncheckedCell.swift): `isIdle` reads it on every frame, and no
    /// access overlaps another — `tick` runs the due work after it has stored what is kept.
    private typealias Waiting = (start: TimeInterval?, duration: TimeInterval, work: @MainActor () -> Void)
    private let waitingCell = UncheckedCell<[Waiting]>([], name: "FrameClockTasks.waiting")
    private var waiting: [Waiting] {
        _read { yield waitingCell.value }
        _modify { yield &waitingCell.value }
    }

    var isIdle: Bool { waiting.isEmpty }
    /// The time of the tick that is running the due work (or ran last): work that must catch up with
    /// the clock — a stepper's autorepeat — reads it.
    private(set) var time: TimeInterval = 0

    /// Runs `work` on the first tick at least `duration` seconds after the tick that follows now (with
    /// a duration of 0: on the next tick).
    func schedule(after duration: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        waiting.append((nil, duration, work))
        UIApplication.current.frameClockGotWork()
    }

    func tick(to time: TimeInterval) {
        guard !waiting.isEmpty else { return }
        self.time = time
        var due: [@MainActor () -> Void] = []
        var kept: [(start: TimeInterval?, duration: TimeInterval, work: @MainActor () -> Void)] = []
        for var task in waiting {
            let start = task.start ?? time
            task.start = start
            if time - start >= task.duration { due.append(task.work) } else { kept.append(task) }
        }
        waiting = kept
        // In the order scheduled; work may schedule more (it waits for a later tick).
        for work in due { work() }
    }
}

extension UIApplication {
    /// A tick of the frame clock: scroll views move on, waiting transitions finish. Inlined checks:
    /// with nothing moving or waiting (the usual frame), it costs two loads.
    @inline(__always)
    func tickFrameClock(to time: TimeInterval) {
        if !scrollAnimator.isIdle { scrollAnimator.tick(to: time) }
        if !frameClockTasks.isIdle { frameClockTasks.tick(to: time) }
        if !viewAnimator.isIdle { viewAnimator.tick(to: time) }
        if !layerAnimator.isIdle { layerAnimator.tick(to: time) }
        if !displayLinks.isEmpty { fireDisplayLinks(at: time) }
    }
}

extension UIApplication {
    /// The clock of a running event loop, in the time base of the timestamps it gives its input
    /// (`ProcessInfo.systemUptime` for the headless loop, SDL's ticks for the SDL window); `nil` when
    /// no loop runs, as in tests that drive the input themselves. A ResponderKit addition for
    /// backends' loops: between two inputs the loop sleeps, and app code that runs meanwhile (a
    /// `Timer`, a main-queue block) starts its animations at the time this clock reads, not at the
    /// last input's. ResponderKitTesting's `InputSimulator` sets its own clock here. A loop that sets
    /// it puts back the one it found when it returns.
    public var mediaClock: (@MainActor () -> TimeInterval)? {
        get { mediaClockStorage }
        set { mediaClockStorage = newValue }
    }

    /// The frame clock's time now: the running loop's clock, or — with none — the last input's
    /// timestamp (what a test's `advance(by:)` has moved it to). An animation begins here
    /// (`CACurrentMediaTime()`).
    var frameClockNow: TimeInterval { frameClockNowIfKnown ?? inputPipeline.sanitizer.lastTimestamp }

    /// The frame clock's time now when something tells it: a running loop's clock, or an input's
    /// timestamp seen. `nil` before both — during the launch, before the loop starts its clock — when
    /// an animation starts counting at the first tick instead (the loop's clock may not even have
    /// begun: SDL's starts with the window).
    var frameClockNowIfKnown: TimeInterval? {
        // (A clock that reads NaN — its owner is gone — is no clock.)
        if let mediaClockStorage, case let now = mediaClockStorage(), now.isFinite { return now }
        let last = inputPipeline.sanitizer.lastTimestamp
        return last > 0 ? last : nil
    }
}

/// The current time of the frame clock — Core Animation's `CACurrentMediaTime()`: the clock that
/// view animations, `CADisplayLink` timestamps and the input's timestamps share. Where UIKit reads
/// the host's uptime, ResponderKit reads the running loop's clock, or the last input's timestamp
/// when no loop runs (a test's input simulator moves it), so that tests see the same time every run.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.current.frameClockNow
}
