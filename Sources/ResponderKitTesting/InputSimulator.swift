import Foundation
import ResponderKit

/// Drives an application with real raw input, the way a person (or a backend) would: fingers that go
/// down, move and lift, shakes, remote-control buttons, interruptions — for your tests.
///
/// Every gesture is sent as `RawInput` through `UIApplication.enqueue(_:)` and delivered at once with
/// `processPendingEvents()`, so what your responders see is exactly what a backend would make them
/// see. The simulator keeps its own clock (``time``), advanced by ``frameInterval`` for every frame it
/// sends, so tap counts and timestamps are the same on every run.
///
/// Points are in screen coordinates; ``screenPoint(of:)`` gives the center of a view in them.
///
/// ```swift
/// let input = InputSimulator()
/// input.tap(at: CGPoint(x: 150, y: 150))
/// input.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 300))
/// ```
@preconcurrency @MainActor
public final class InputSimulator {
    /// The application input is sent to.
    public let application: UIApplication
    /// The simulator's clock, in seconds; every frame sent is stamped with it.
    public internal(set) var time: TimeInterval
    /// How far the clock moves between two frames: a 60 Hz display by default.
    public var frameInterval: TimeInterval = 1.0 / 60.0
    /// Called with a short description of every gesture before it is sent (for transcripts).
    public var onInput: ((String) -> Void)?

    private var nextFingerID = 1

    /// Creates a simulator for `application`, its clock starting at `startTime`.
    /// The simulator's clock is the application's frame clock (`CACurrentMediaTime()`) from now on:
    /// an animation started between two inputs begins at ``time``, as one started by an app running
    /// in a backend's loop begins at that loop's clock.
    public init(application: UIApplication = .shared, startTime: TimeInterval = 1000) {
        self.application = application
        self.time = startTime
        application.mediaClock = { [weak self] in self?.time ?? .nan }
    }

    // MARK: Time and raw input

    /// Moves the clock forward (for example past the double-tap interval) and tells the application
    /// that the time passed (`RawInput.timePassed`), as a backend's frame clock does, so recognizers
    /// that wait — a long press, a tap waiting for a second tap — decide. Then runs the main run loop
    /// once without waiting (``runLoopOnce()``): timers and delayed performs that are due by the real
    /// clock fire (see InputSimulator+RunLoop.swift for the two clocks).
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        time += seconds
        send(.timePassed(timestamp: time))
        runLoopOnce()
    }

    /// Moves the clock forward and tells the application (`RawInput.timePassed`), like
    /// ``advance(by:)`` but without the turn of the main run loop: main-queue blocks and main-actor
    /// tasks queued meanwhile stay queued. For tests that must not run other work waiting on the main
    /// thread — in a test runner that is other tests' suspended code (a random-world stress test that
    /// resumed another test's awaits mid-world saw that test's windows take its touches).
    public func advanceClock(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        time += seconds
        send(.timePassed(timestamp: time))
    }

    /// Sends raw input as it is and delivers it.
    public func send(_ input: RawInput) {
        application.enqueue(input)
        application.processPendingEvents()
    }

    /// Where the last finger touched down, in screen coordinates.
    public private(set) var lastTouchDown: CGPoint?

    /// Sends one frame of touch changes at the current time, then advances the clock by one frame.
    public func sendFrame(_ contacts: [TouchInput]) {
        if let down = contacts.last(where: { $0.phase == .began }) { lastTouchDown = down.location }
        send(.touches(contacts, timestamp: time))
        time += frameInterval
    }

    // MARK: Fingers

    /// A finger on the screen, created by ``touchDown(at:)`` or ``touchDown(atAll:)``.
    public struct Finger: Hashable, Sendable {
        /// The contact id sent in raw input.
        public let id: Int
    }

    /// Puts one finger down at `point`.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Finger {
        touchDown(atAll: [point])[0]
    }

    /// Puts several fingers down at once, in one frame.
    @discardableResult
    public func touchDown(atAll points: [CGPoint]) -> [Finger] {
        let fingers = points.map { _ in newFinger() }
        onInput?(points.count == 1
            ? "finger \(fingers[0].id) down at \(describe(points[0]))"
            : "\(points.count) fingers down together at \(points.map(describe).joined(separator: ", "))")
        sendFrame(zip(fingers, points).map { TouchInput(id: $0.id, phase: .began, location: $1) })
        return fingers
    }

    /// Moves fingers, all in one frame.
    public func move(_ moves: [(Finger, CGPoint)]) {
        onInput?(moves.map { "finger \($0.0.id) moves to \(describe($0.1))" }.joined(separator: ", "))
        sendFrame(moves.map { TouchInput(id: $0.0.id, phase: .moved, location: $0.1) })
    }

    /// Moves one finger.
    public func move(_ finger: Finger, to point: CGPoint) {
        move([(finger, point)])
    }

    /// Lifts fingers at the given points, all in one frame.
    public func lift(_ lifts: [(Finger, CGPoint)]) {
        onInput?(lifts.map { "finger \($0.0.id) lifts at \(describe($0.1))" }.joined(separator: ", "))
        sendFrame(lifts.map { TouchInput(id: $0.0.id, phase: .ended, location: $0.1) })
    }

    /// Lifts one finger at `point`.
    public func lift(_ finger: Finger, at point: CGPoint) {
        lift([(finger, point)])
    }

    // MARK: Gestures

    /// A tap: one finger down and up at `point`, one frame apart.
    public func tap(at point: CGPoint) {
        let finger = newFinger()
        onInput?("tap at \(describe(point))")
        sendFrame([TouchInput(id: finger.id, phase: .began, location: point)])
        sendFrame([TouchInput(id: finger.id, phase: .ended, location: point)])
    }

    /// Two quick taps at `point` (the second gets `tapCount == 2`).
    public func doubleTap(at point: CGPoint) {
        tap(at: point)
        tap(at: point)
    }

    /// A drag: down at the first point, moves through the others, up at the last.
    public func drag(along path: [CGPoint]) {
        guard let first = path.first, let last = path.last else { return }
        let finger = newFinger()
        onInput?("drag along \(path.map(describe).joined(separator: " → "))")
        sendFrame([TouchInput(id: finger.id, phase: .began, location: first)])
        for point in path.dropFirst() {
            sendFrame([TouchInput(id: finger.id, phase: .moved, location: point)])
        }
        sendFrame([TouchInput(id: finger.id, phase: .ended, location: last)])
    }

    /// A straight drag from `start` to `end` in `steps` moves.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 8) {
        let count = max(steps, 1)
        let path = (0...count).map { i -> CGPoint in
            let f = CGFloat(i) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
        }
        drag(along: path)
    }

    // MARK: Motion, remote control, interruptions

    /// A shake: motion began, then (after `duration`) motion ended.
    public func shake(duration: TimeInterval = 0.5) {
        onInput?("shake")
        send(.motionBegan(.motionShake, timestamp: time))
        advance(by: duration)
        send(.motionEnded(.motionShake, timestamp: time))
        time += frameInterval
    }

    /// A remote-control button (a headset's play/pause, a media key).
    public func pressRemoteControl(_ subtype: UIEvent.EventSubtype) {
        onInput?("remote control \(subtype)")
        send(.remoteControl(subtype, timestamp: time))
        time += frameInterval
    }

    /// The system takes the screen (an incoming call): every touch in flight is cancelled.
    public func interruption() {
        onInput?("system interruption")
        send(.cancelAllTouches(timestamp: time))
        time += frameInterval
    }

    // MARK: The screen

    /// The screen takes a new size, as a desktop window resized by its user does
    /// (`RawInput.screenResized`): the windows that filled it follow, and the layout pass runs.
    public func resizeScreen(to size: CGSize) {
        onInput?("screen resized to \(describe(CGPoint(x: size.width, y: size.height)))")
        send(.screenResized(size: size, timestamp: time))
        time += frameInterval
    }

    /// The system's appearance turns light or dark, as a backend following the desktop's theme says
    /// (`RawInput.userInterfaceStyleChanged`): dynamic colours and `traitCollectionDidChange(_:)` follow.
    public func changeUserInterfaceStyle(to style: UIUserInterfaceStyle) {
        onInput?("interface style turned \(style)")
        send(.userInterfaceStyleChanged(style, timestamp: time))
        time += frameInterval
    }

    // MARK: Helpers

    /// The center of `view`, in screen coordinates.
    public func screenPoint(of view: UIView) -> CGPoint {
        let b = view.bounds
        return screenPoint(CGPoint(x: b.midX, y: b.midY), in: view)
    }

    /// `point`, given in `view`'s coordinates, in screen coordinates.
    public func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        guard let window = view.window else { return view.convert(point, to: nil) }
        return window.convert(view.convert(point, to: window), to: nil as UIWindow?)
    }

    private func newFinger() -> Finger {
        defer { nextFingerID += 1 }
        return Finger(id: nextFingerID)
    }

    private func describe(_ point: CGPoint) -> String {
        func n(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
        }
        return "(\(n(point.x)), \(n(point.y)))"
    }
}
