import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// What a recognizer does to its view's touches: cancelsTouchesInView, delaysTouchesBegan,
/// delaysTouchesEnded, and touches cut short by an interruption or a removed view (B113–B115,
/// B51, B52).
@MainActor
@Suite("Gesture arena: cancelling and delaying the view's touches (B113–B115, B51, B52)")
struct GestureArenaCancelsAndDelaysTests {
    // MARK: B113

    @Test("B113: cancelsTouchesInView true: the view's touch is cancelled and it gets nothing more")
    func cancelsTouchesTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log, beginOn: 2)
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 3)
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesCancelled(1)",
        ])
        #expect(
            log.entries.filter { $0.hasPrefix("r.action") } == [
                "r.action(began)", "r.action(changed)", "r.action(ended)",
            ])
    }

    @Test("B113: cancelsTouchesInView false: the view gets every touch normally while the recognizer recognises")
    func cancelsTouchesFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log, beginOn: 2)
        recognizer.cancelsTouchesInView = false
        scene.child.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 3)
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesMoved(1)",
            "child.touchesEnded(1)",
        ])
        #expect(
            log.entries.filter { $0.hasPrefix("r.action") } == [
                "r.action(began)", "r.action(changed)", "r.action(ended)",
            ])
    }

    // MARK: B114

    @Test("B114: delaysTouchesBegan: the view gets no touchesBegan while possible, and never if it recognises")
    func delaysBeganRecognises() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(!log.entries.contains { $0.hasPrefix("child") })
        input.move(finger, to: CGPoint(x: 120, y: 100))
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(
            !log.entries.contains { $0.hasPrefix("child") }, "not even touchesCancelled: the view never saw the touch")
        #expect(
            log.entries.filter { $0.hasPrefix("r.action") } == [
                "r.action(began)", "r.action(changed)", "r.action(ended)",
            ])
    }

    @Test("B114: delaysTouchesBegan: the view gets touchesBegan when the recognizer fails")
    func delaysBeganFails() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        recognizer.delaysTouchesBegan = true
        recognizer.onMoved = { r, _, _ in if r.movesSeen == 2 { r.state = .failed } }
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("child") })
        input.move(finger, to: CGPoint(x: 140, y: 100))
        let childEntries = log.entries.filter { $0.hasPrefix("child") }
        #expect(childEntries.first == "child.touchesBegan(1)")
        #expect(childEntries.allSatisfy { $0 == "child.touchesBegan(1)" || $0 == "child.touchesMoved(1)" })
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.last == "child.touchesEnded(1)")
    }

    @Test("B114: delaysTouchesBegan with a tap: a recognised tap hides the whole touch from the view")
    func delaysBeganTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let tap = UITapGestureRecognizer { _ in log.record("tap") }
        tap.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(tap)
        input.tap(at: scene.point)
        #expect(log.entries == ["tap"])
    }

    @Test("B114: an interrupted touch whose beginning was held back never reaches its view")
    func interruptedWithheldBeginning() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        _ = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.interruption()
        #expect(log.entries.isEmpty)
    }

    // MARK: B115

    @Test("B115: delaysTouchesEnded (default true) holds touchesEnded; recognising then cancels the touch")
    func delaysEndedThenRecognises() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        #expect(double.delaysTouchesEnded)
        scene.child.addGestureRecognizer(double)
        input.doubleTap(at: scene.point)
        #expect(log.entries.last == "double")
        #expect(!log.entries.contains { $0.hasPrefix("child.touchesEnded") })
        #expect(log.entries.contains { $0.hasPrefix("child.touchesCancelled") })
    }

    @Test("B115: with delaysTouchesEnded false the view's touchesEnded is not held")
    func delaysEndedFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        scene.child.addGestureRecognizer(double)
        input.tap(at: scene.point)
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesEnded(1)"])
        input.advance(by: 1)
        #expect(log.entries == ["child.touchesBegan(1)", "child.touchesEnded(1)"])
    }

    @Test(
        "B51: an interruption while a single tap waits for a double tap cancels the held ending and recognises nothing")
    func interruptionWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, log) = recordingScene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var fired = 0
        single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.interruption()
        input.advance(by: 1)
        #expect(fired == 0)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    }

    // MARK: B52

    @Test("B52: a view removed from its window mid-touch cancels the touch for its recognizers")
    func removalCancelsForRecognizers() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.cancelsTouchesInView = false
        let watcher = ScriptedRecognizer.watcher("w", log: log)
        let simultaneous = ScriptedDelegate("d", log: EventLog())
        simultaneous.simultaneousWith = watcher
        recognizer.delegate = simultaneous
        scene.container.addGestureRecognizer(recognizer)
        scene.root.addGestureRecognizer(watcher)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .began)
        log.clear()
        scene.child.removeFromSuperview()
        #expect(log.entries.contains("r.touchesCancelled(1)"))
        #expect(log.entries.contains("w.touchesCancelled(1)"))
        #expect(log.entries.contains("child.touchesCancelled(1)"))
        #expect(log.entries.contains("r.action(cancelled)"))
        log.clear()
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.isEmpty)
        #expect(recognizer.state == .possible)
        #expect(watcher.state == .possible)
    }

    @Test("B52: a recognizer whose touch's view left before the view saw it is cancelled, not stuck")
    func removedWhileBeganWithheld() {
        let input = TestWorld.input()
        let (window, view, log) = recordingScene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(StateSink { states.append($0) }.retained, action: "fire:")
        window.rootViewController!.view.addGestureRecognizer(press)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        input.advance(by: 0.6)
        input.lift(finger, at: CGPoint(x: 50, y: 50))
        #expect(!states.contains(.began), "its touch was cancelled when the view left: \(states)")
        #expect(press.state == .possible)
        #expect(log.entries.isEmpty, "the view never saw the touch")
    }
}
