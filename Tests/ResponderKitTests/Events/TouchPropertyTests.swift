import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITouch's values: timestamp, phase, locations, force, radius and type (T1, T4, T5,
// B25–B28, B30–B34).

@MainActor
@Suite("UITouch: timestamp, phase, locations, force and radius")
struct TouchPropertyTests {
    // MARK: Timestamp and phase (T4, B25, B28, B32)

    @Test("T4 / B28: timestamp is the input's time of the latest change; the event's too")
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
        let phases: [UITouch.Phase] = [
            .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited,
        ]
        #expect(phases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 7])
        let types: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITouch.TouchType.stylus == .pencil)
    }

    @Test("T1 / B25: each method sees its phase; a finger that does not move is stationary")
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

    @Test("T5 / B26: location(in:) is in the view's bounds coordinates, with bounds origin and transform")
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

    @Test("T5 / B26: location(in: nil) is in the window's coordinates for a window away from the screen origin")
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

    @Test("T5 / B27: previousLocation equals location at began, then is the location before the latest move")
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
        input.send(
            .touches(
                [TouchInput(id: 7, phase: .moved, location: CGPoint(x: 60, y: 50), force: 3, majorRadius: 9)],
                timestamp: t + 0.1))
        #expect(touch.force == 3)
        #expect(touch.majorRadius == 9)
        #expect(touch.maximumPossibleForce >= 3)
        input.send(
            .touches(
                [TouchInput(id: 7, phase: .ended, location: CGPoint(x: 60, y: 50), force: 0, majorRadius: 9)],
                timestamp: t + 0.2))
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
}
