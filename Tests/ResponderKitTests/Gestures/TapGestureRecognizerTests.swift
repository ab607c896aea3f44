import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UITapGestureRecognizer (B124), used as UIKit client code would; and a single and a
/// double tap side by side without a failure requirement (B117).
@MainActor
@Suite("Gesture recognizers: tap (B124; B117 single and double tap)")
struct TapGestureRecognizerTests {
    @Test("B124: a tap recognizer needs one tap of one finger by default and recognizes (.ended) on lift")
    func tapDefaultsAndRecognizesOnLift() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog()
        let tap = UITapGestureRecognizer { log.states.append($0.state) }
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        view.addGestureRecognizer(tap)

        let finger = input.touchDown(at: point(50, 50))
        #expect(log.states.isEmpty, "nothing before the finger lifts")
        #expect(tap.state == .possible)
        input.lift(finger, at: point(50, 50))
        #expect(log.states == [.ended])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("B124: a tap fails when the finger moves more than tapMovementSlop (10 pt); a smaller wobble is fine")
    func tapFailsOnMovement() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog()
        let tap = UITapGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(tap)
        #expect(EventThresholds.tapMovementSlop == 10)

        let finger = input.touchDown(at: point(50, 50))
        input.move(finger, to: point(50 + EventThresholds.tapMovementSlop + 5, 50))
        #expect(tap.state == .possible, "failed, and reset once that move was handled (B110)")
        input.lift(finger, at: point(65, 50))
        input.advance(by: 1)
        #expect(log.states.isEmpty)
        #expect(tap.state == .possible, "reset once the touch is gone (B110)")

        let wobbling = input.touchDown(at: point(100, 100))
        input.move(wobbling, to: point(106, 104))
        input.lift(wobbling, at: point(106, 104))
        #expect(log.states == [.ended], "a move within the slop still taps")
    }

    @Test("""
        B124: numberOfTouchesRequired = 2 recognizes two fingers down and up together, at their centroid; one \
        finger does not
        """)
    func twoFingerTap() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = ActionLog()
        let tap = UITapGestureRecognizer { recognizer in
            log.states.append(recognizer.state)
            log.points.append(recognizer.location(in: recognizer.view))
        }
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)

        input.tap(at: point(100, 100))
        input.advance(by: 1)
        #expect(log.states.isEmpty, "one finger is not enough")

        let fingers = input.touchDown(atAll: [point(100, 100), point(140, 120)])
        #expect(log.states.isEmpty)
        input.lift([(fingers[0], point(100, 100)), (fingers[1], point(140, 120))])
        #expect(log.states == [.ended])
        #expect(log.points.count == 1 && near(log.points[0], point(120, 110)))
    }

    @Test("B124: numberOfTapsRequired = 3 recognizes on the third tap only")
    func tripleTap() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog()
        let tap = UITapGestureRecognizer { log.states.append($0.state) }
        tap.numberOfTapsRequired = 3
        view.addGestureRecognizer(tap)

        input.tap(at: point(50, 50))
        input.tap(at: point(52, 51))
        #expect(log.states.isEmpty, "two taps are not three")
        input.tap(at: point(51, 53))
        #expect(log.states == [.ended])
        input.advance(by: 1)
        #expect(log.states == [.ended])
    }

    @Test(
        "B124: a second tap more than 0.35 s after the first lift, or more than 45 pt away, does not make a double tap")
    func doubleTapTooLateOrTooFar() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = ActionLog()
        let double = UITapGestureRecognizer { log.states.append($0.state) }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        #expect(EventThresholds.multipleTapInterval == 0.35)
        #expect(EventThresholds.multipleTapSlop == 45)

        // Too late.
        input.tap(at: point(50, 50))
        input.advance(by: EventThresholds.multipleTapInterval + 0.1)
        input.tap(at: point(50, 50))
        input.advance(by: 1)
        #expect(log.states.isEmpty, "too late")

        // Too far.
        input.tap(at: point(50, 50))
        input.tap(at: point(50 + EventThresholds.multipleTapSlop + 30, 50))
        input.advance(by: 1)
        #expect(log.states.isEmpty, "too far")

        // Control: in time and close by.
        input.tap(at: point(50, 50))
        input.advance(by: 0.2)
        input.tap(at: point(60, 55))
        #expect(log.states == [.ended])
    }

    @Test(
        "B124: a double tap's location(in:) is the first tap's location, in the given view's coordinates (nil: window)")
    func tapLocationIsFirstTap() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 20, y: 30, width: 200, height: 200))
        let log = ActionLog()
        let double = UITapGestureRecognizer { recognizer in
            log.points.append(recognizer.location(in: recognizer.view))
            log.points.append(recognizer.location(in: nil))
        }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)

        input.tap(at: point(50, 50))
        input.tap(at: point(70, 62))
        #expect(log.points.count == 2)
        if log.points.count == 2 {
            #expect(near(log.points[0], point(30, 20)), "first tap, in the view")
            #expect(near(log.points[1], point(50, 50)), "first tap, in the window")
        }
    }

    @Test("A clock that restarts while a double tap waits ends the wait: the next tap is a new first tap")
    func clockRestart() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var fired = 0
        double.addTarget(StateSink { if $0 == .ended { fired += 1 } }.retained, action: "fire:")
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.send(.timePassed(timestamp: 1))  // the clock restarts
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
        input.send(.touches([TouchInput(id: 777, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 2))
        input.send(.touches([TouchInput(id: 777, phase: .ended, location: CGPoint(x: 50, y: 50))], timestamp: 2.05))
        #expect(fired == 0)
    }

    // MARK: B117

    @Test("""
        B117: without require(toFail:), a double tap fires the single tap on the first tap, and the double tap \
        still recognizes
        """)
    func singleAndDoubleTapWithoutRequirement() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = EventLog()
        let single = UITapGestureRecognizer { log.record("single.\($0.state)") }
        let double = UITapGestureRecognizer { log.record("double.\($0.state)") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        #expect(!single.canPrevent(double), "a tap never prevents a tap that needs more taps")

        input.tap(at: point(50, 50))
        #expect(log.entries == ["single.ended"], "the single tap recognizes first")
        #expect(double.state == .possible, "and did not make the double tap fail")

        input.tap(at: point(52, 50))
        #expect(log.entries.first == "single.ended")
        #expect(log.entries.filter { $0 == "double.ended" }.count == 1, "\(log.entries)")
        input.advance(by: 1)
        #expect(log.entries.filter { $0 == "double.ended" }.count == 1)
    }
}
