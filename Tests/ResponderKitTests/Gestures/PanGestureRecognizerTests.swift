import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer (B126, B127), used as
/// UIKit client code would.
@MainActor
@Suite("Gesture recognizers: pan and screen-edge pan (B126, B127)")
struct PanGestureRecognizerTests {
    @Test("""
        B126: pan defaults are 1…Int.max touches; .began after 10 pt, .changed on each move, .ended when the \
        finger lifts
        """)
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

    @Test(
        "B127: the classic drag handler (center += translation; setTranslation(.zero)) moves the view with the finger")
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

    @Test("""
        B126: a screen-edge pan with edges = .left begins within 20 pt of the window's left edge, fails from the \
        middle
        """)
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
}
