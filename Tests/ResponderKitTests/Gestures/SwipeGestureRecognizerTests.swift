import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UISwipeGestureRecognizer (B128, B129), used as UIKit client code would.
@MainActor
@Suite("Gesture recognizers: swipe (B128, B129)")
struct SwipeGestureRecognizerTests {
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

    @Test(
        "B128: a fast 80 pt drag to the right is recognized once (.ended, never began/changed); to the left it is not")
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
}
