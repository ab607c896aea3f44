import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The touches a recognizer has: ignoring one, its location and count, the touches of the event,
/// and which touch types it takes (B120, B121, B123).
@MainActor
@Suite("Gesture recognizers: ignored touches, location and touch types (B120, B121, B123)")
struct GestureRecognizerTouchesTests {
    // MARK: B120

    @Test("B120: an ignored touch is not given to the recognizer again and the view gets it normally")
    func ignoreTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.onBegan = { r, touches, event in
            for touch in touches { r.ignore(touch, for: event) }
        }
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(recognizer.numberOfTouches == 0)
        #expect(scene.child.lastTouches.first?.gestureRecognizers?.contains { $0 === recognizer } == false)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0.hasPrefix("r.") } == ["r.touchesBegan(1)"])
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test(
        "B120: ignoring one of two touches: the recognizer keeps the other; recognising does not cancel the ignored one"
    )
    func ignoreOneOfTwo() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let left = RecordingView("left", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(left)
        scene.root.addSubview(right)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.onBegan = { r, touches, event in
            for touch in touches where touch.view === left { r.ignore(touch, for: event) }
        }
        scene.root.addGestureRecognizer(recognizer)
        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 450), CGPoint(x: 250, y: 450)])
        #expect(recognizer.numberOfTouches == 1)
        input.move([(fingers[0], CGPoint(x: 60, y: 450)), (fingers[1], CGPoint(x: 270, y: 450))])
        #expect(recognizer.state == .began)
        input.lift([(fingers[0], CGPoint(x: 60, y: 450)), (fingers[1], CGPoint(x: 270, y: 450))])
        #expect(
            log.entries.filter { $0.hasPrefix("left") } == [
                "left.touchesBegan(1)", "left.touchesMoved(1)", "left.touchesEnded(1)",
            ])
        #expect(log.entries.filter { $0.hasPrefix("right") } == ["right.touchesBegan(1)", "right.touchesCancelled(1)"])
    }

    // MARK: B121

    @Test("B121: location(in:) is the centroid; location(ofTouch:in:) and numberOfTouches")
    func locations() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let big = RecordingView("big", frame: CGRect(x: 20, y: 400, width: 300, height: 300), log: log)
        scene.root.addSubview(big)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        big.addGestureRecognizer(recognizer)
        let a = CGPoint(x: 40, y: 420), b = CGPoint(x: 100, y: 500)
        let fingers = input.touchDown(atAll: [a, b])
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: nil) == CGPoint(x: 70, y: 460))
        #expect(recognizer.location(in: big) == CGPoint(x: 50, y: 60))
        let first = recognizer.location(ofTouch: 0, in: big)
        let second = recognizer.location(ofTouch: 1, in: big)
        let inBig = [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 100)]
        #expect((first == inBig[0] && second == inBig[1]) || (first == inBig[1] && second == inBig[0]))
        #expect(recognizer.location(ofTouch: 0, in: nil) == a || recognizer.location(ofTouch: 0, in: nil) == b)

        input.move(fingers[1], to: CGPoint(x: 140, y: 500))
        #expect(recognizer.location(in: nil) == CGPoint(x: 90, y: 460))

        let event = recognizer.lastEvent
        #expect(event?.touches(for: recognizer)?.count == 2)
        input.lift(fingers[0], at: a)
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == CGPoint(x: 140, y: 500))
        input.lift(fingers[1], at: CGPoint(x: 140, y: 500))
    }

    @Test("UIEvent.touches(for: recognizer) holds exactly the touches the recognizer receives")
    func eventTouchesForRecognizer() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(other)
        let onChild = ScriptedRecognizer.watcher("onChild", log: log)
        let onOther = ScriptedRecognizer.watcher("onOther", log: log)
        let idle = UIGestureRecognizer()
        scene.child.addGestureRecognizer(onChild)
        other.addGestureRecognizer(onOther)
        scene.child.addGestureRecognizer(idle)
        idle.isEnabled = false
        let fingers = input.touchDown(atAll: [scene.point, CGPoint(x: 50, y: 450)])
        let event = onChild.lastEvent
        #expect(event != nil)
        #expect(event?.allTouches?.count == 2)
        let mine = event?.touches(for: onChild)
        #expect(mine?.count == 1)
        #expect(mine?.first?.view === scene.child)
        #expect(event?.touches(for: onOther)?.first?.view === other)
        #expect(event?.touches(for: idle)?.isEmpty == true)
        input.lift([(fingers[0], scene.point), (fingers[1], CGPoint(x: 50, y: 450))])
    }

    // MARK: B123

    @Test("B123: requiresExclusiveTouchType defaults to true; allowedTouchTypes decides which touches are received")
    func touchTypes() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let pencilOnly = ScriptedRecognizer.watcher("pencilOnly", log: log)
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let direct = ScriptedRecognizer.watcher("direct", log: log)
        direct.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        #expect(direct.requiresExclusiveTouchType)
        #expect(UIGestureRecognizer().allowedTouchTypes.count == 4)
        scene.child.addGestureRecognizer(pencilOnly)
        scene.child.addGestureRecognizer(direct)
        let finger = input.touchDown(at: scene.point)
        #expect(scene.child.lastTouches.first?.type == .direct)
        #expect(log.entries.contains("direct.touchesBegan(1)"))
        #expect(!log.entries.contains { $0.hasPrefix("pencilOnly") })
        input.lift(finger, at: scene.point)
    }
}
