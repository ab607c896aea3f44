import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view that can refuse recognizers (B112) and records being asked.
@MainActor
private final class RefusingView: RecordingView {
    var refuses = true
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.record("\(name).gestureRecognizerShouldBegin")
        return !refuses
    }
}

/// gestureRecognizerShouldBegin, asked of the delegate and of the view (B111, B112).
@MainActor
@Suite("Gesture arena: gestureRecognizerShouldBegin, the delegate's and the view's (B111, B112)")
struct GestureArenaShouldBeginTests {
    // MARK: B111

    @Test("B111: delegate gestureRecognizerShouldBegin false → failed, no action, the view keeps its touch")
    func delegateShouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        delegate.shouldBegin = false
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(history.states("r") == ["failed", "possible"])
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(log.entries.filter { $0 == "d.shouldBegin" }.count == 1)
        #expect(!log.entries.contains { $0.hasPrefix("r.action") })
        #expect(log.entries.filter { $0.hasPrefix("child") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test("B111: gestureRecognizerShouldBegin is asked when leaving possible; true lets it begin")
    func delegateShouldBeginTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        let delegate = ScriptedDelegate("d", log: log)
        recognizer.delegate = delegate
        scene.child.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        #expect(!log.entries.contains("d.shouldBegin"))
        input.move(finger, to: CGPoint(x: 120, y: 100))
        let askIndex = log.entries.firstIndex(of: "d.shouldBegin")
        let actionIndex = log.entries.firstIndex(of: "r.action(began)")
        #expect(askIndex != nil && actionIndex != nil)
        if let askIndex, let actionIndex { #expect(askIndex < actionIndex) }
        input.lift(finger, at: CGPoint(x: 120, y: 100))
    }

    /// A delegate that changes the recognizer's state while asked whether it may begin.
    final class Meddler: UIGestureRecognizerDelegate {
        var target: UIGestureRecognizer.State
        init(_ target: UIGestureRecognizer.State) { self.target = target }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer.state = target
            return true
        }
    }

    @Test("""
        A delegate that sets state inside gestureRecognizerShouldBegin neither crashes nor resurrects a failed \
        recognizer
        """)
    func stateChangedInsideShouldBegin() {
        let input = TestWorld.input()
        let (_, view, _) = recordingScene()
        for target in [UIGestureRecognizer.State.ended, .failed] {
            let tap = UITapGestureRecognizer()
            let delegate = Meddler(target)
            tap.delegate = delegate
            var fired = 0
            tap.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(tap)
            input.tap(at: CGPoint(x: 50, y: 50))
            #expect(fired <= 1)
            if target == .failed { #expect(fired == 0) }
            view.removeGestureRecognizer(tap)
            input.advance(by: 1)
            withExtendedLifetime(delegate) {}
        }
    }

    // MARK: B112

    @Test("B112: the hit view's gestureRecognizerShouldBegin false makes an ancestor's recognizer fail")
    func viewShouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let scene = ArenaScene(log: log, child: refusing)
        let history = StateHistory()
        defer { history.stop() }
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.container.addGestureRecognizer(recognizer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(history.states("r") == ["failed", "possible"])
        #expect(log.entries.filter { $0 == "child.gestureRecognizerShouldBegin" }.count == 1)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(!log.entries.contains { $0.hasPrefix("r.action") })
        #expect(log.entries.filter { $0.hasPrefix("child.touches") } == [
            "child.touchesBegan(1)", "child.touchesMoved(1)", "child.touchesEnded(1)",
        ])
    }

    @Test("B112: a view returning true lets the recognizer begin")
    func viewShouldBeginTrue() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        refusing.refuses = false
        let scene = ArenaScene(log: log, child: refusing)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        scene.container.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 1)
        #expect(log.entries.contains("child.gestureRecognizerShouldBegin"))
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(ended)"])
    }

    @Test("B112: the view is not asked when cancelsTouchesInView is false")
    func viewNotAskedWithoutCancelling() {
        let input = TestWorld.input()
        let log = EventLog()
        let refusing = RefusingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let scene = ArenaScene(log: log, child: refusing)
        let recognizer = ScriptedRecognizer.continuous("r", log: log)
        recognizer.cancelsTouchesInView = false
        scene.container.addGestureRecognizer(recognizer)
        drag(input, at: scene.point, moves: 1)
        #expect(!log.entries.contains("child.gestureRecognizerShouldBegin"))
        #expect(log.entries.filter { $0.hasPrefix("r.action") } == ["r.action(began)", "r.action(ended)"])
    }
}
