import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UILongPressGestureRecognizer (B125), used as UIKit client code would.
@MainActor
@Suite("Gesture recognizers: long press (B125)")
struct LongPressGestureRecognizerTests {
    @Test("B125: long press defaults are 0.5 s, 10 pt, no taps, one finger")
    func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.state == .possible)
    }

    @Test(
        "B125: a resting finger begins the long press once 0.5 s passed, moves anywhere are .changed, lifting ends it")
    func longPressBeganChangedEnded() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ActionLog()
        let press = UILongPressGestureRecognizer { recognizer in
            log.states.append(recognizer.state)
            log.points.append(recognizer.location(in: nil))
        }
        view.addGestureRecognizer(press)

        let finger = input.touchDown(at: point(50, 50))
        input.advance(by: 0.3)
        #expect(log.states.isEmpty, "0.3 s is not long enough")
        input.advance(by: 0.3)
        #expect(log.states == [.began], "begins on the frame clock, without touch frames")
        #expect(press.state == .began)

        input.move(finger, to: point(300, 500))
        #expect(log.states == [.began, .changed], "far outside the view is fine once begun")
        #expect(log.points.last.map { near($0, point(300, 500)) } == true)
        input.move(finger, to: point(310, 520))
        #expect(log.states == [.began, .changed, .changed])

        input.lift(finger, at: point(310, 520))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(press.state == .possible)
    }

    @Test("B125: lifting before 0.5 s or moving more than 10 pt before it begins fails the long press")
    func longPressFailsEarly() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog()
        let press = UILongPressGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(press)

        // Lifted too early.
        let early = input.touchDown(at: point(50, 50))
        input.advance(by: 0.2)
        input.lift(early, at: point(50, 50))
        input.advance(by: 1)
        #expect(log.states.isEmpty, "lifted after 0.2 s")

        // Moved too far.
        let mover = input.touchDown(at: point(50, 50))
        input.move(mover, to: point(50, 50 + press.allowableMovement + 5))
        #expect(press.state == .possible, "failed, and reset once that move was handled (B110)")
        input.advance(by: 1)
        #expect(log.states.isEmpty, "moved 15 pt before 0.5 s")
        input.lift(mover, at: point(50, 65))

        // A wobble within 10 pt still begins.
        let steady = input.touchDown(at: point(50, 50))
        input.move(steady, to: point(56, 55))
        input.advance(by: 0.6)
        #expect(log.states == [.began])
        input.lift(steady, at: point(56, 55))
        #expect(log.states == [.began, .ended])
    }

    @Test("B125: numberOfTapsRequired = 1 needs a tap, then a press and hold")
    func longPressAfterTap() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog()
        let press = UILongPressGestureRecognizer { log.states.append($0.state) }
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)

        // A plain press and hold is not enough.
        let plain = input.touchDown(at: point(50, 50))
        input.advance(by: 0.8)
        #expect(log.states.isEmpty, "no tap before the press")
        input.lift(plain, at: point(50, 50))
        input.advance(by: 2)
        #expect(log.states.isEmpty)

        // Tap, then press and hold.
        input.tap(at: point(50, 50))
        let held = input.touchDown(at: point(52, 50))
        input.advance(by: 0.6)
        #expect(log.states == [.began])
        input.lift(held, at: point(52, 50))
        #expect(log.states == [.began, .ended])
    }
}
