import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// What a recognizer's action saw, call by call: its state and, optionally, a reading taken then.
@MainActor
private final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    var points: [CGPoint] = []
    var numbers: [CGFloat] = []
}

/// A view controller with one subview `frame` inside its (window-filling) view.
@MainActor
private func scene(_ frame: CGRect) -> (UIWindow, UIView) {
    let controller = UIViewController()
    let view = UIView(frame: frame)
    controller.view.addSubview(view)
    let window = TestWorld.window(root: controller)
    return (window, view)
}

private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The concrete recognizers of UIKIT-NOTES section 9 (B124–B131), used as UIKit client code would.
@MainActor
@Suite("Gesture recognizers: tap, long press, pan, swipe, pinch, rotation")
struct ConcreteRecognizerTests {
    // MARK: B124 tap

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

    @Test("B124: numberOfTouchesRequired = 2 recognizes two fingers down and up together, at their centroid; one finger does not")
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

    @Test("B124: a second tap more than 0.35 s after the first lift, or more than 45 pt away, does not make a double tap")
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

    @Test("B124: a double tap's location(in:) is the first tap's location, in the given view's coordinates (nil: window)")
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

    // MARK: B125 long press

    @Test("B125: long press defaults are 0.5 s, 10 pt, no taps, one finger")
    func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.state == .possible)
    }

    @Test("B125: a resting finger begins the long press once 0.5 s passed, moves anywhere are .changed, lifting ends it")
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

    // MARK: B126, B127 pan

    @Test("B126: pan defaults are 1…Int.max touches; .began after 10 pt, .changed on each move, .ended when the finger lifts")
    func panStates() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let pan = UIPanGestureRecognizer { log.states.append($0.state) }
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(EventThresholds.panStartDistance == 10)
        view.addGestureRecognizer(pan)

        let finger = input.touchDown(at: point(100, 100))
        input.move(finger, to: point(105, 100))
        input.move(finger, to: point(108, 102))
        #expect(log.states.isEmpty, "less than 10 pt is not a pan yet")
        input.move(finger, to: point(111, 100))
        #expect(log.states == [.began])
        input.move(finger, to: point(120, 100))
        input.move(finger, to: point(130, 110))
        #expect(log.states == [.began, .changed, .changed])
        input.lift(finger, at: point(130, 110))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(pan.state == .possible)
    }

    @Test("B127: translation(in:) is cumulative from the touch-down point, in the view's coordinates (nil: window)")
    func panTranslation() {
        let input = TestWorld.input()
        let controller = UIViewController()
        let offset = UIView(frame: CGRect(x: 40, y: 60, width: 300, height: 300))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        controller.view.addSubview(offset)
        controller.view.addSubview(scaled)
        TestWorld.window(root: controller)
        let inWindow = ActionLog(), inOffset = ActionLog(), inScaled = ActionLog()
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            inWindow.points.append(pan.translation(in: nil))
            inOffset.points.append(pan.translation(in: offset))
            inScaled.points.append(pan.translation(in: scaled))
        }
        controller.view.addGestureRecognizer(pan)

        let finger = input.touchDown(at: point(50, 400))
        input.move(finger, to: point(62, 400))   // began
        input.move(finger, to: point(80, 410))
        input.move(finger, to: point(90, 430))
        input.lift(finger, at: point(90, 430))

        let expected = [point(12, 0), point(30, 10), point(40, 30)]
        #expect(inWindow.points.count == 4, "began, changed, changed, ended")
        for (i, want) in expected.enumerated() where i < inWindow.points.count {
            #expect(near(inWindow.points[i], want), "window, reading \(i)")
            #expect(near(inOffset.points[i], want), "an offset view sees the same vector, reading \(i)")
            #expect(near(inScaled.points[i], point(want.x / 2, want.y / 2)), "a 2× view sees half, reading \(i)")
        }
    }

    @Test("B127: setTranslation(.zero, in:) makes later readings relative to that moment")
    func panSetTranslation() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            log.points.append(pan.translation(in: nil))
            if pan.state == .began { pan.setTranslation(.zero, in: nil) }
        }
        view.addGestureRecognizer(pan)

        let finger = input.touchDown(at: point(100, 100))
        input.move(finger, to: point(115, 100))  // began: reads (15, 0), then zeroed
        input.move(finger, to: point(125, 105))  // reads (10, 5)
        input.move(finger, to: point(140, 120))  // reads (25, 20)
        input.lift(finger, at: point(140, 120))
        #expect(log.points.count == 4)
        if log.points.count == 4 {
            #expect(near(log.points[0], point(15, 0)))
            #expect(near(log.points[1], point(10, 5)))
            #expect(near(log.points[2], point(25, 20)))
        }
    }

    @Test("B127: velocity(in:) is about distance over time for a steady drag, in the view's coordinates")
    func panVelocity() {
        let input = TestWorld.input()
        let controller = UIViewController()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        controller.view.addSubview(scaled)
        TestWorld.window(root: controller)
        let inWindow = ActionLog(), inScaled = ActionLog()
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed else { return }
            inWindow.points.append(pan.velocity(in: nil))
            inScaled.points.append(pan.velocity(in: scaled))
        }
        controller.view.addGestureRecognizer(pan)

        // 10 pt right and 5 pt down per frame, frames 1/60 s apart: 600 pt/s and 300 pt/s.
        let finger = input.touchDown(at: point(20, 300))
        for step in 1...20 {
            input.move(finger, to: point(20 + CGFloat(step) * 10, 300 + CGFloat(step) * 5))
        }
        let perSecond = 1 / input.frameInterval
        guard let last = inWindow.points.last, let lastScaled = inScaled.points.last else {
            Issue.record("the pan never changed")
            return
        }
        #expect(near(last.x, 10 * perSecond, 30), "x velocity \(last.x)")
        #expect(near(last.y, 5 * perSecond, 15), "y velocity \(last.y)")
        #expect(near(lastScaled.x, 5 * perSecond, 15), "half in a 2× view: \(lastScaled.x)")
        #expect(near(lastScaled.y, 2.5 * perSecond, 8), "half in a 2× view: \(lastScaled.y)")
        input.lift(finger, at: point(220, 400))
    }

    @Test("B126: minimumNumberOfTouches = 2 does not begin with one finger, but does with two")
    func panNeedsTwoFingers() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let pan = UIPanGestureRecognizer { log.states.append($0.state) }
        pan.minimumNumberOfTouches = 2
        view.addGestureRecognizer(pan)

        input.drag(from: point(100, 100), to: point(250, 300))
        #expect(log.states.isEmpty, "one finger")

        let fingers = input.touchDown(atAll: [point(100, 100), point(150, 100)])
        for step in 1...5 {
            let dy = CGFloat(step) * 10
            input.move([(fingers[0], point(100, 100 + dy)), (fingers[1], point(150, 100 + dy))])
        }
        input.lift([(fingers[0], point(100, 150)), (fingers[1], point(150, 150))])
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.filter { $0 == .changed }.count >= 3)
    }

    @Test("B127: the classic drag handler (center += translation; setTranslation(.zero)) moves the view with the finger")
    func panDragsView() {
        let input = TestWorld.input()
        let (_, card) = scene(CGRect(x: 50, y: 50, width: 100, height: 100))
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let t = pan.translation(in: view.superview)
            view.center = CGPoint(x: view.center.x + t.x, y: view.center.y + t.y)
            pan.setTranslation(.zero, in: view.superview)
        }
        card.addGestureRecognizer(pan)
        #expect(card.center == point(100, 100))

        input.drag(from: point(100, 100), to: point(180, 160))
        #expect(near(card.center, point(180, 160)), "moved by the finger's (80, 60): \(card.center)")
        #expect(near(card.frame.origin, point(130, 110)))
    }

    @Test("B126: a screen-edge pan with edges = .left begins within 20 pt of the window's left edge, fails from the middle")
    func screenEdgePan() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let edge = UIScreenEdgePanGestureRecognizer { log.states.append($0.state) }
        #expect(edge.edges == [])
        edge.edges = .left
        view.addGestureRecognizer(edge)
        #expect(EventThresholds.screenEdgeWidth == 20)

        input.drag(from: point(195, 400), to: point(300, 400))
        #expect(log.states.isEmpty, "started in the middle")

        input.drag(from: point(5, 400), to: point(120, 400))
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
    }

    // MARK: B128, B129 swipe

    @Test("B128: swipe defaults (.right, one finger) and UIKit's direction raw values")
    func swipeDefaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
        let both: UISwipeGestureRecognizer.Direction = [.left, .up]
        #expect(both.rawValue == 6)
    }

    @Test("B128: a fast 80 pt drag to the right is recognized once (.ended, never began/changed); to the left it is not")
    func swipeRight() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(swipe)

        input.drag(from: point(100, 300), to: point(180, 300))
        #expect(log.states == [.ended])
        #expect(swipe.state == .possible)

        log.states.removeAll()
        input.drag(from: point(180, 400), to: point(100, 400))
        #expect(log.states.isEmpty, "leftward, and only .right is allowed")
    }

    @Test("B128: direction [.left, .up] accepts left and up swipes, not right or down")
    func swipeLeftOrUp() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer { log.states.append($0.state) }
        swipe.direction = [.left, .up]
        view.addGestureRecognizer(swipe)

        input.drag(from: point(200, 300), to: point(120, 300))
        #expect(log.states == [.ended], "left")
        input.drag(from: point(200, 500), to: point(200, 420))
        #expect(log.states == [.ended, .ended], "up")
        input.drag(from: point(100, 300), to: point(180, 300))
        input.drag(from: point(200, 300), to: point(200, 380))
        #expect(log.states == [.ended, .ended], "right and down are not accepted")
    }

    @Test("B128: a slow swipe (more than 0.5 s) and one straying too far sideways are not recognized")
    func swipeTooSlowOrCrooked() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(swipe)

        // Slow: most of the distance after 0.6 s.
        let slow = input.touchDown(at: point(100, 300))
        input.move(slow, to: point(110, 300))
        input.advance(by: EventThresholds.swipeMaximumDuration + 0.1)
        input.move(slow, to: point(150, 300))
        input.move(slow, to: point(190, 300))
        input.lift(slow, at: point(190, 300))
        #expect(log.states.isEmpty, "too slow")

        // Crooked: 80 pt right but 60 pt down.
        input.drag(from: point(100, 300), to: point(180, 360))
        #expect(log.states.isEmpty, "too much sideways deviation")

        // Control: fast and straight.
        input.drag(from: point(100, 300), to: point(180, 305))
        #expect(log.states == [.ended])
    }

    @Test("B129: a swipe's location(in:) is where it began")
    func swipeLocation() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 100, width: 390, height: 600))
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer { recognizer in
            log.points.append(recognizer.location(in: recognizer.view))
            log.points.append(recognizer.location(in: nil))
        }
        view.addGestureRecognizer(swipe)

        input.drag(from: point(100, 300), to: point(190, 300))
        #expect(log.points.count == 2)
        if log.points.count == 2 {
            #expect(near(log.points[0], point(100, 200)), "in the view")
            #expect(near(log.points[1], point(100, 300)), "in the window")
        }
    }

    @Test("B128: numberOfTouchesRequired = 2 recognizes two fingers swiping together, not one")
    func twoFingerSwipe() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let swipe = UISwipeGestureRecognizer { recognizer in
            log.states.append(recognizer.state)
            log.points.append(recognizer.location(in: nil))
        }
        swipe.numberOfTouchesRequired = 2
        view.addGestureRecognizer(swipe)

        input.drag(from: point(100, 300), to: point(200, 300))
        #expect(log.states.isEmpty, "one finger")

        let fingers = input.touchDown(atAll: [point(100, 300), point(100, 360)])
        for step in 1...8 {
            let dx = CGFloat(step) * 10
            input.move([(fingers[0], point(100 + dx, 300)), (fingers[1], point(100 + dx, 360))])
        }
        input.lift([(fingers[0], point(180, 300)), (fingers[1], point(180, 360))])
        #expect(log.states == [.ended])
        #expect(log.points.first.map { near($0, point(100, 330)) } == true, "the centroid at the start")
    }

    // MARK: B130 pinch

    @Test("B130: spreading two fingers from 100 to 200 pt apart: .began after 5 pt, scale ≈ 2, velocity > 0, .ended when both have lifted")
    func pinchSpread() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            log.states.append(pinch.state)
            log.numbers.append(pinch.scale)
        }
        view.addGestureRecognizer(pinch)
        #expect(EventThresholds.pinchStartDistance == 5)

        // Fingers on a horizontal line through x = 195, `gap` apart.
        func spread(_ fingers: [InputSimulator.Finger], to gap: CGFloat) {
            input.move([(fingers[0], point(195 - gap / 2, 400)), (fingers[1], point(195 + gap / 2, 400))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        spread(fingers, to: 102)
        #expect(log.states.isEmpty, "2 pt is not a pinch yet")
        spread(fingers, to: 106)
        #expect(log.states == [.began])
        #expect(log.numbers.first.map { near($0, 1.06) } == true)
        for gap in stride(from: 116, through: 200, by: 12) { spread(fingers, to: CGFloat(gap)) }
        spread(fingers, to: 200)
        #expect(pinch.state == .changed)
        #expect(near(pinch.scale, 2.0), "absolute ratio: \(pinch.scale)")
        #expect(pinch.velocity > 0, "spreading: \(pinch.velocity)")
        #expect(log.states.dropFirst().allSatisfy { $0 == .changed })

        input.lift(fingers[0], at: point(95, 400))
        #expect(log.states.last == .changed, "one finger still down: not ended yet (B130: both must lift)")
        let count = log.states.count
        input.move(fingers[1], to: point(300, 400))
        #expect(log.states.count == count, "one finger alone does not change the pinch")
        input.lift(fingers[1], at: point(300, 400))
        #expect(log.states.last == .ended)
    }

    @Test("B130: setting scale = 1 rebases it, so further spreading is relative")
    func pinchRebase() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)

        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        for gap in stride(from: 110, through: 200, by: 10) {
            input.move([(fingers[0], point(195 - CGFloat(gap) / 2, 400)), (fingers[1], point(195 + CGFloat(gap) / 2, 400))])
        }
        #expect(near(pinch.scale, 2.0))
        pinch.scale = 1
        #expect(near(pinch.scale, 1.0))
        for gap in stride(from: 220, through: 300, by: 20) {
            input.move([(fingers[0], point(195 - CGFloat(gap) / 2, 400)), (fingers[1], point(195 + CGFloat(gap) / 2, 400))])
        }
        #expect(near(pinch.scale, 1.5), "300 / 200 since the rebase: \(pinch.scale)")
        input.lift([(fingers[0], point(45, 400)), (fingers[1], point(345, 400))])
    }

    // MARK: B131 rotation

    @Test("B131: a quarter turn clockwise (y down) gives rotation ≈ +π/2; .began after about 3°; velocity positive")
    func rotationClockwise() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ActionLog()
        let rotation = UIRotationGestureRecognizer { log.states.append($0.state) }
        view.addGestureRecognizer(rotation)

        let c = point(195, 400)
        func turn(_ fingers: [InputSimulator.Finger], to degrees: Double) {
            let a = degrees * .pi / 180
            let dx = 50 * CGFloat(cos(a)), dy = 50 * CGFloat(sin(a))
            input.move([(fingers[0], point(c.x - dx, c.y - dy)), (fingers[1], point(c.x + dx, c.y + dy))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        turn(fingers, to: 2)
        #expect(log.states.isEmpty, "2° is not a rotation yet")
        turn(fingers, to: 4)
        #expect(log.states == [.began])
        for degrees in stride(from: 10.0, through: 90.0, by: 10.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 2, 0.001), "clockwise is positive: \(rotation.rotation)")
        #expect(rotation.velocity > 0)
        #expect(log.states.dropFirst().allSatisfy { $0 == .changed })
        input.lift(fingers[1], at: point(195, 450))
        #expect(log.states.last == .changed, "one finger still down")
        input.lift(fingers[0], at: point(195, 350))
        #expect(log.states.last == .ended, "B131: ended when both lift")
    }

    @Test("B131: setting rotation = 0 rebases it; turning back counter-clockwise gives a negative velocity")
    func rotationRebaseAndVelocitySign() {
        let input = TestWorld.input()
        let (_, view) = scene(CGRect(x: 0, y: 0, width: 390, height: 844))
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)

        let c = point(195, 400)
        func turn(_ fingers: [InputSimulator.Finger], to degrees: Double) {
            let a = degrees * .pi / 180
            let dx = 50 * CGFloat(cos(a)), dy = 50 * CGFloat(sin(a))
            input.move([(fingers[0], point(c.x - dx, c.y - dy)), (fingers[1], point(c.x + dx, c.y + dy))])
        }
        let fingers = input.touchDown(atAll: [point(145, 400), point(245, 400)])
        for degrees in stride(from: 10.0, through: 90.0, by: 10.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 2, 0.001))
        rotation.rotation = 0
        #expect(near(rotation.rotation, 0))
        for degrees in stride(from: 100.0, through: 135.0, by: 5.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, .pi / 4, 0.001), "45° since the rebase: \(rotation.rotation)")
        #expect(rotation.velocity > 0)

        for degrees in stride(from: 130.0, through: 80.0, by: -5.0) { turn(fingers, to: degrees) }
        #expect(near(rotation.rotation, -.pi / 18, 0.001), "80° is 10° short of the rebase point: \(rotation.rotation)")
        #expect(rotation.velocity < 0, "counter-clockwise: \(rotation.velocity)")
        input.lift([(fingers[0], c), (fingers[1], point(c.x + 10, c.y))])
    }

    // MARK: B117

    @Test("B117: without require(toFail:), a double tap fires the single tap on the first tap, and the double tap still recognizes")
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
