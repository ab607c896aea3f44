import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITouch: identity, view and window, tap count, timestamp, phase, locations, force and the
// drag-by-transform example (SPEC T1–T8, UIKIT-NOTES B21–B34).

private func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@MainActor
@Suite("UITouch")
struct TouchTests {
    // MARK: Identity, view, window (T3, T6, B21, B22, B24)

    @Test("SPEC T3 / B21: one finger is one UITouch object from began to ended")
    func sameObjectFromBeganToEnded() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.drag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 40)])
        #expect(probe.methods == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
        let touches = probe.samples.map(\.touch)
        #expect(touches.count == 4)
        #expect(touches.allSatisfy { $0 === touches[0] })

        // A new finger is a new object.
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(probe.samples.last?.touch !== touches[0])
    }

    @Test("SPEC T3: two fingers keep their own objects on a multi-touch view")
    func twoFingersTwoObjects() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])

        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 200, y: 200))
        let touchA = probe.calls[0].samples[0].touch
        let touchB = probe.calls[1].samples[0].touch
        #expect(touchA !== touchB)
        input.move(a, to: CGPoint(x: 15, y: 15))
        #expect(probe.calls[2].samples.map(\.touch) == [touchA])
        input.move(b, to: CGPoint(x: 205, y: 205))
        #expect(probe.calls[3].samples.map(\.touch) == [touchB])
        input.lift([(a, CGPoint(x: 15, y: 15)), (b, CGPoint(x: 205, y: 205))])
        let ended = probe.calls[4]
        #expect(ended.method == "touchesEnded")
        #expect(Set(ended.samples.map { ObjectIdentifier($0.touch) }) == [ObjectIdentifier(touchA), ObjectIdentifier(touchB)])
    }

    @Test("SPEC T6 / B22 / B47: touch.view stays the hit-test view while the finger moves over another view")
    func viewIsFixed() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        showWindow(with: [left, right])

        input.drag(along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 260, y: 60)])
        #expect(log.entries == ["left.touchesBegan(1)", "left.touchesMoved(1)", "left.touchesMoved(1)",
                                "left.touchesMoved(1)", "left.touchesEnded(1)"])
        #expect(left.samples.allSatisfy { $0.view === left })
        #expect(right.calls.isEmpty)
        // Locations outside the view are still reported, in its coordinates (B26, B47).
        #expect(left.samples.last?.location == CGPoint(x: 260, y: 60))
    }

    @Test("B24: touch.window stays the window the touch began in, even over another window")
    func windowIsFixed() {
        let input = TestWorld.input()
        let log = EventLog()
        let top = RecordingView("top", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let bottom = RecordingView("bottom", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let topWindow = showWindow(with: [top], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        showWindow(with: [bottom], frame: CGRect(x: 0, y: 400, width: 390, height: 400))

        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500), CGPoint(x: 120, y: 600)])
        #expect(log.entries == ["top.touchesBegan(1)", "top.touchesMoved(1)", "top.touchesMoved(1)", "top.touchesEnded(1)"])
        #expect(top.samples.allSatisfy { $0.window === topWindow && $0.view === top })
        // location(in: nil) is in the touch's window's coordinates, beyond its bounds here (B26).
        #expect(top.samples.last?.windowLocation == CGPoint(x: 120, y: 600))
        #expect(bottom.calls.isEmpty)
    }

    // MARK: tapCount (T4, B29)

    @Test("B29: quick taps at about the same place count 1, 2, 3")
    func tapCountCountsUp() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.2)
        input.tap(at: CGPoint(x: 110, y: 95))
        input.advance(by: 0.3)
        input.tap(at: CGPoint(x: 90, y: 105))
        let began = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        let ended = probe.calls.filter { $0.method == "touchesEnded" }.map { $0.samples[0].tapCount }
        #expect(began == [1, 2, 3])
        #expect(ended == [1, 2, 3])
    }

    @Test("B29 / EventThresholds: a tap more than 0.35 s after the last lift starts again at 1")
    func tapCountResetsWhenTooSlow() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        #expect(EventThresholds.multipleTapInterval == 0.35)

        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: EventThresholds.multipleTapInterval + 0.05)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 100, y: 100))
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1, 2])
    }

    @Test("B29 / EventThresholds: a tap more than 45 pt from the last one starts again at 1")
    func tapCountResetsWhenTooFar() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        showWindow(with: [probe])
        #expect(EventThresholds.multipleTapSlop == 45)

        input.tap(at: CGPoint(x: 100, y: 100))
        input.tap(at: CGPoint(x: 100, y: 150))  // 50 pt away: a new series
        input.tap(at: CGPoint(x: 130, y: 180))  // ~42 pt from the last: counts on
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1, 2])
    }

    @Test("B29: time that runs backwards between sequences starts a new tap series")
    func tapCountResetsWhenTimeGoesBack() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        let p = CGPoint(x: 100, y: 100)
        let t = input.time

        input.send(.touches([TouchInput(id: 7, phase: .began, location: p)], timestamp: t + 10))
        input.send(.touches([TouchInput(id: 7, phase: .ended, location: p)], timestamp: t + 10.05))
        // The next down is "before" the last lift (a replay or a new source): not a second tap.
        input.send(.touches([TouchInput(id: 8, phase: .began, location: p)], timestamp: t + 10.01))
        input.send(.touches([TouchInput(id: 8, phase: .ended, location: p)], timestamp: t + 10.02))
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1])
    }

    @Test("B29: tapCount is fixed when the touch begins")
    func tapCountFixedAtBegan() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.tap(at: CGPoint(x: 100, y: 100))
        let finger = input.touchDown(at: CGPoint(x: 100, y: 100))
        input.move(finger, to: CGPoint(x: 110, y: 110))
        input.advance(by: 2)  // a long press: still the second tap of the series
        input.move(finger, to: CGPoint(x: 120, y: 120))
        input.lift(finger, at: CGPoint(x: 120, y: 120))
        let second = probe.calls.dropFirst(2).flatMap(\.samples)
        #expect(second.count == 4)
        #expect(second.allSatisfy { $0.tapCount == 2 })
    }

    // MARK: Timestamp and phase (T4, B25, B28, B32)

    @Test("SPEC T4 / B28: timestamp is the input's time of the latest change; the event's too")
    func timestampFromInput() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        let t = input.time + 3

        input.send(.touches([TouchInput(id: 7, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: t))
        input.send(.touches([TouchInput(id: 7, phase: .moved, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.125))
        input.send(.touches([TouchInput(id: 7, phase: .ended, location: CGPoint(x: 20, y: 10))], timestamp: t + 0.5))
        #expect(probe.samples.map(\.timestamp) == [t, t + 0.125, t + 0.5])
        #expect(probe.calls.map(\.eventTimestamp) == [t, t + 0.125, t + 0.5])
    }

    @Test("B25 / B32: phase and touch type raw values")
    func rawValues() {
        _ = TestWorld.input()
        let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited]
        #expect(phases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        let types: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITouch.TouchType.stylus == .pencil)
    }

    @Test("SPEC T1 / B25: each method sees its phase; a finger that does not move is stationary")
    func phasesAsDelivered() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 200, y: 50))
        input.move(a, to: CGPoint(x: 60, y: 60))
        let touchB = probe.calls[1].samples[0].touch
        let moved = probe.calls[2]
        #expect(moved.method == "touchesMoved")
        #expect(moved.samples.map(\.phase) == [.moved])
        // B46: the finger that did not move is in the event as stationary, not in touchesMoved.
        #expect(moved.event?.allTouches?.contains(touchB) == true)
        #expect(touchB.phase == .stationary)
        input.lift(a, at: CGPoint(x: 60, y: 60))
        input.interruption()
        _ = b
        #expect(probe.methods == ["touchesBegan", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"])
        #expect(probe.calls.map { $0.samples.map(\.phase) } == [[.began], [.began], [.moved], [.ended], [.cancelled]])
    }

    // MARK: Locations (T5, B26, B27)

    @Test("SPEC T5 / B26: location(in:) is in the view's bounds coordinates, with bounds origin and transform")
    func locationInViewCoordinates() {
        let input = TestWorld.input()
        let log = EventLog()
        let shifted = RecordingView("shifted", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        shifted.bounds.origin = CGPoint(x: 10, y: 20)
        let scaled = RecordingView("scaled", frame: CGRect(x: 100, y: 400, width: 100, height: 100), log: log)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // 200×200 on screen around (150, 450)
        showWindow(with: [shifted, scaled])

        input.tap(at: CGPoint(x: 120, y: 130))
        #expect(shifted.samples.first?.location == CGPoint(x: 30, y: 50))
        #expect(shifted.samples.first?.windowLocation == CGPoint(x: 120, y: 130))

        input.tap(at: CGPoint(x: 170, y: 490))
        let sample = scaled.samples.first
        #expect(sample.map { approx($0.location, CGPoint(x: 60, y: 70)) } == true)
        // Any view may be passed, also one the touch was not delivered to.
        #expect(sample.map { approx($0.touch.location(in: shifted), CGPoint(x: 80, y: 410)) } == true)
    }

    @Test("SPEC T5 / B26: location(in: nil) is in the window's coordinates for a window away from the screen origin")
    func locationInWindowCoordinates() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 20, y: 30, width: 200, height: 200), log: log)
        let window = showWindow(with: [probe], frame: CGRect(x: 50, y: 100, width: 300, height: 400))

        input.tap(at: CGPoint(x: 80, y: 150))
        let sample = probe.samples.first
        #expect(sample?.window === window)
        #expect(sample?.windowLocation == CGPoint(x: 30, y: 50))
        #expect(sample?.location == CGPoint(x: 10, y: 20))
        #expect(sample?.touch.location(in: window) == CGPoint(x: 30, y: 50))
    }

    @Test("SPEC T5 / B27: previousLocation equals location at began, then is the location before the latest move")
    func previousLocation() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 10, y: 10, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.drag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 50), CGPoint(x: 70, y: 60)])
        let s = probe.samples
        #expect(s.count == 4)
        #expect(s[0].previousLocation == s[0].location)
        #expect(s[0].location == CGPoint(x: 10, y: 10))
        #expect(s[1].previousLocation == CGPoint(x: 10, y: 10))
        #expect(s[1].location == CGPoint(x: 30, y: 40))
        #expect(s[2].previousLocation == CGPoint(x: 30, y: 40))
        #expect(s[2].location == CGPoint(x: 60, y: 50))
        #expect(s[0].touch.previousLocation(in: nil) == CGPoint(x: 70, y: 60))
    }

    @Test("B27: in an interruption, a stationary touch's previous location equals its location")
    func stationaryDuringCancel() throws {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        view.isMultipleTouchEnabled = true
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let fingers = input.touchDown(atAll: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        input.move(fingers[1], to: CGPoint(x: 120, y: 120))
        input.move(fingers[0], to: CGPoint(x: 20, y: 20))
        let second = try #require(view.lastEvent?.allTouches?.first { $0.location(in: nil) == CGPoint(x: 120, y: 120) })
        #expect(second.phase == .stationary)
        #expect(second.previousLocation(in: nil) == second.location(in: nil))
        input.interruption()
        #expect(second.phase == .cancelled)
    }

    // MARK: Force, radius, type (B30–B33)

    @Test("B30 / B31: force and majorRadius come from the input; maximumPossibleForce is at least the force")
    func forceAndRadius() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        let t = input.time
        let p = CGPoint(x: 50, y: 50)

        input.send(.touches([TouchInput(id: 7, phase: .began, location: p, force: 1.5, majorRadius: 12)], timestamp: t))
        let touch = probe.samples[0].touch
        #expect(touch.force == 1.5)
        #expect(touch.majorRadius == 12)
        #expect(touch.majorRadiusTolerance >= 0)
        #expect(touch.maximumPossibleForce >= 1.5)
        input.send(.touches([TouchInput(id: 7, phase: .moved, location: CGPoint(x: 60, y: 50), force: 3, majorRadius: 9)], timestamp: t + 0.1))
        #expect(touch.force == 3)
        #expect(touch.majorRadius == 9)
        #expect(touch.maximumPossibleForce >= 3)
        input.send(.touches([TouchInput(id: 7, phase: .ended, location: CGPoint(x: 60, y: 50), force: 0, majorRadius: 9)], timestamp: t + 0.2))
    }

    @Test("B30 / B32: without force sensing, force and maximumPossibleForce are 0; the type is .direct")
    func noForce() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 100), steps: 2)
        #expect(probe.samples.count == 4)
        let touch = probe.samples[0].touch
        #expect(touch.force == 0)
        #expect(touch.maximumPossibleForce == 0)
        #expect(touch.majorRadius == 0)
        #expect(touch.type == .direct)
    }

    @Test("B34: a finger's touch has no estimated properties and no estimation update index")
    func estimatedProperties() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        let finger = input.touchDown(at: CGPoint(x: 10, y: 10))
        let touch = probe.samples[0].touch
        #expect(touch.estimatedProperties.isEmpty)
        #expect(touch.estimatedPropertiesExpectingUpdates.isEmpty)
        #expect(touch.estimationUpdateIndex == nil)
        input.lift(finger, at: CGPoint(x: 10, y: 10))
    }

    // MARK: The seed examples (T7, T8)

    @Test("SPEC T7: a view that adds the finger's movement to its transform follows the finger")
    func dragByTransform() {
        let input = TestWorld.input()
        let dragged = DraggableView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        showWindow(with: [dragged])
        let root = dragged.superview!

        let start = CGPoint(x: 80, y: 90)
        let end = CGPoint(x: 230, y: 340)
        input.drag(from: start, to: end, steps: 10)
        #expect(dragged.moves == 10)
        #expect(approx(CGPoint(x: dragged.transform.tx, y: dragged.transform.ty), CGPoint(x: 150, y: 250), 1e-6))
        #expect(approx(dragged.frame.origin, CGPoint(x: 200, y: 300), 1e-6))
        // The finger is still over the same point of the view.
        #expect(approx(dragged.lastLocation, CGPoint(x: 30, y: 40), 1e-6))

        // Later hit-tests find the view at its new place, not at the old one.
        #expect(root.hitTest(CGPoint(x: 250, y: 350), with: nil) === dragged)
        #expect(root.hitTest(CGPoint(x: 80, y: 90), with: nil) === root)
        input.tap(at: CGPoint(x: 250, y: 350))
        #expect(dragged.began == 2)
        input.tap(at: CGPoint(x: 80, y: 90))
        #expect(dragged.began == 2)
    }

    @Test("SPEC T8: a view controller receives the touches its root view does not handle")
    func viewControllerGetsRootViewTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(plain)
        TestWorld.window(root: controller)
        log.clear()

        input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 210, y: 300), steps: 1)
        #expect(log.entries == ["vc.touchesBegan(1)", "vc.touchesMoved(1)", "vc.touchesEnded(1)"])
        // A plain subview passes its touches on too: root view, then the controller.
        log.clear()
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["vc.touchesBegan(1)", "vc.touchesEnded(1)"])
    }

    @Test("SPEC T8: a root view that handles its touches itself keeps them from the controller")
    func rootViewHandlingTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        controller.view = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        TestWorld.window(root: controller)
        log.clear()

        input.tap(at: CGPoint(x: 200, y: 300))
        #expect(log.entries == ["root.touchesBegan(1)", "root.touchesEnded(1)"])
        // …unless it calls super.
        (controller.view as? RecordingView)?.passesOn = true
        log.clear()
        input.tap(at: CGPoint(x: 200, y: 300))
        #expect(log.entries == ["root.touchesBegan(1)", "vc.touchesBegan(1)", "root.touchesEnded(1)", "vc.touchesEnded(1)"])
    }
}

/// The seeds' drag example (SPEC T7).
@MainActor
private final class DraggableView: UIView {
    var moves = 0
    var began = 0
    var lastLocation = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        moves += 1
        lastLocation = touch.location(in: self)
    }
}
