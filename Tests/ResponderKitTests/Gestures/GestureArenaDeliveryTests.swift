import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Which recognizers get a touch, before the view, and what the delegate and isEnabled let through
/// (B103–B105).
@MainActor
@Suite("Gesture arena: which recognizers get a touch, and when (B103–B105)")
struct GestureArenaDeliveryTests {
    // MARK: B103

    @Test("B103: the recognizers of the hit view and its ancestors up to the window see the touch, hit view first")
    func recognizersOfHitViewAndAncestors() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let sibling = RecordingView("sibling", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        scene.root.addSubview(sibling)
        let onChild = ScriptedRecognizer.watcher("onChild", log: log)
        let onContainer = ScriptedRecognizer.watcher("onContainer", log: log)
        let onRoot = ScriptedRecognizer.watcher("onRoot", log: log)
        let onWindow = ScriptedRecognizer.watcher("onWindow", log: log)
        let onSibling = ScriptedRecognizer.watcher("onSibling", log: log)
        // Added top-down, to show that the order is the hit view's first, not the order of adding.
        scene.window.addGestureRecognizer(onWindow)
        scene.root.addGestureRecognizer(onRoot)
        scene.container.addGestureRecognizer(onContainer)
        scene.child.addGestureRecognizer(onChild)
        sibling.addGestureRecognizer(onSibling)

        let finger = input.touchDown(at: scene.point)
        #expect(log.entries == [
            "onChild.touchesBegan(1)", "onContainer.touchesBegan(1)", "onRoot.touchesBegan(1)",
            "onWindow.touchesBegan(1)", "child.touchesBegan(1)",
        ])
        let touch = scene.child.lastTouches.first
        #expect(touch != nil)
        #expect(ids(touch?.gestureRecognizers) == ids([onChild, onContainer, onRoot, onWindow]))
        input.lift(finger, at: scene.point)
        #expect(!log.entries.contains { $0.hasPrefix("onSibling") })
    }

    @Test("B103, B33: a touch no recognizer sees has an empty gestureRecognizers list")
    func noRecognizersEmptyList() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let finger = input.touchDown(at: scene.point)
        let touch = scene.child.lastTouches.first
        #expect(touch != nil)
        #expect(touch?.gestureRecognizers != nil)
        #expect(touch?.gestureRecognizers?.isEmpty == true)
        input.lift(finger, at: scene.point)
    }

    @Test("B103: a recognizer added after the touch began does not get that touch")
    func lateRecognizerGetsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let finger = input.touchDown(at: scene.point)
        let late = ScriptedRecognizer.continuous("late", log: log)
        scene.child.addGestureRecognizer(late)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("late") })
        #expect(
            log.entries == [
                "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
            ])
        let touch = scene.child.lastTouches.first
        #expect(touch?.gestureRecognizers?.contains { $0 === late } == false)

        // The next touch does reach it.
        log.clear()
        input.advance(by: 1)
        input.tap(at: scene.point)
        #expect(log.entries.first == "late.touchesBegan(1)")
    }

    // MARK: B104

    @Test("B104: for each phase the recognizer gets the touches before the hit-test view")
    func recognizerBeforeView() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let watcher = ScriptedRecognizer.watcher("r", log: log)
        watcher.delaysTouchesEnded = false
        scene.child.addGestureRecognizer(watcher)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 102, y: 100))
        input.lift(finger, at: CGPoint(x: 102, y: 100))
        #expect(log.entries == [
            "r.touchesBegan(1)", "child.touchesBegan(1)",
            "r.touchesMoved(1)", "child.touchesMoved(1)",
            "r.touchesEnded(1)", "child.touchesEnded(1)",
        ])

        log.clear()
        input.advance(by: 1)
        input.touchDown(at: scene.point)
        input.interruption()
        #expect(log.entries == [
            "r.touchesBegan(1)", "child.touchesBegan(1)",
            "r.touchesCancelled(1)", "child.touchesCancelled(1)",
        ])
    }

    // MARK: B105

    @Test("B105: the delegate is asked shouldReceive(event) then shouldReceive(touch), before touchesBegan")
    func delegateReceiveOrder() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(
            log.entries == [
                "d.shouldReceiveEvent", "d.shouldReceiveTouch", "r.touchesBegan(1)", "child.touchesBegan(1)",
            ])
        log.clear()
        input.move(finger, to: CGPoint(x: 102, y: 100))
        input.lift(finger, at: CGPoint(x: 102, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("d.shouldReceive") }, "asked once per new touch")
    }

    @Test("B105: shouldReceive(event) false: the touch is not asked about and the recognizer never sees it")
    func delegateRefusesEvent() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.receivesEvent = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(log.entries == [
            "d.shouldReceiveEvent", "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)",
            "child.touchesEnded(1)",
        ])
    }

    @Test("B105: shouldReceive(touch) false: the recognizer never sees the touch; the view gets it normally")
    func delegateRefusesTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.receivesTouch = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(log.entries == [
            "d.shouldReceiveEvent", "d.shouldReceiveTouch", "child.touchesBegan(1)", "child.touchesMoved(1)",
            "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
        #expect(recognizer.resets == 0)
    }

    @Test("B105: a disabled recognizer gets no touches (and its delegate is not asked)")
    func disabledGetsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.delegate = ScriptedDelegate("d", log: log)
        recognizer.isEnabled = false
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 2)
        #expect(
            log.entries == [
                "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
            ])
    }

    @Test("B105: disabling a recognizer that has begun cancels it; it gets nothing more of the touch")
    func disablingWhileBeganCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .began)
        log.clear()
        recognizer.isEnabled = false
        #expect(log.entries == ["r.action(cancelled)"])
        #expect(recognizer.state == .cancelled || recognizer.state == .possible)
        log.clear()
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("r.") })
        #expect(recognizer.state == .possible)
    }

    @Test("B105: a recognizer disabled or removed while it waits on a requirement does not recognise")
    func disabledWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, _) = recordingScene()
        for removeIt in [false, true] {
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            var fired = 0
            single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            input.tap(at: CGPoint(x: 50, y: 50))
            if removeIt { view.removeGestureRecognizer(single) } else { single.isEnabled = false }
            input.advance(by: 1)
            #expect(fired == 0)
            view.removeGestureRecognizer(single)
            view.removeGestureRecognizer(double)
            input.advance(by: 1)
        }
    }
}
