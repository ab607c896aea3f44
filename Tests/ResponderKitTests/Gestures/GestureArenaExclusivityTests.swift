import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// One recognizer per touch wins, unless they may recognise simultaneously or do not prevent each
/// other (B116, B117).
@MainActor
@Suite("Gesture arena: one winner, simultaneous recognition and prevention (B116, B117)")
struct GestureArenaExclusivityTests {
    // MARK: B116

    @Test("B116: two recognizers of one touch: only the first to recognise does; the other fails")
    func exclusivity() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let history = StateHistory()
        defer { history.stop() }
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(inner.state == .began)
        #expect(history.states("outer") == ["failed", "possible"])
        input.move(finger, to: CGPoint(x: 140, y: 100))
        input.lift(finger, at: CGPoint(x: 140, y: 100))
        #expect(
            log.entries.filter { $0.contains("action") } == [
                "inner.action(began)", "inner.action(changed)", "inner.action(ended)",
            ])
    }

    @Test(
        "B116: a delegate allowing simultaneous recognition on either side suffices",
        arguments: ["inner", "outer", "both"])
    func simultaneous(side: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        let innerDelegate = ScriptedDelegate("innerDelegate", log: EventLog())
        let outerDelegate = ScriptedDelegate("outerDelegate", log: EventLog())
        inner.delegate = innerDelegate
        outer.delegate = outerDelegate
        // The other side says false explicitly (default); a false does not override the other's true.
        if side != "outer" { innerDelegate.simultaneousWith = outer }
        if side != "inner" { outerDelegate.simultaneousWith = inner }
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(inner.state == .began)
        #expect(outer.state == .began)
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        #expect(log.entries.filter { $0.contains("action") } == [
            "inner.action(began)", "outer.action(began)", "inner.action(ended)", "outer.action(ended)",
        ])
    }

    // MARK: B117

    @Test("B117: canPrevent and canBePrevented default to true")
    func preventionDefaults() {
        let a = UIGestureRecognizer()
        let b = UIGestureRecognizer()
        #expect(a.canPrevent(b))
        #expect(a.canBePrevented(by: b))
        #expect(!a.shouldRequireFailure(of: b))
        #expect(!a.shouldBeRequiredToFail(by: b))
    }

    @Test(
        "B117: overriding canPrevent(_:) or canBePrevented(by:) to false keeps the other recognizer alive",
        arguments: ["canPrevent", "canBePrevented"])
    func preventionOverrides(hook: String) {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let inner = ScriptedRecognizer.continuous("inner", log: log)
        let outer = ScriptedRecognizer.continuous("outer", log: log)
        if hook == "canPrevent" { inner.preventsOthers = false } else { outer.preventable = false }
        scene.child.addGestureRecognizer(inner)
        scene.container.addGestureRecognizer(outer)
        let finger = input.touchDown(at: scene.point)
        input.move(finger, to: CGPoint(x: 120, y: 100))
        #expect(outer.state == .began, "inner's recognising did not make outer fail")
        input.lift(finger, at: CGPoint(x: 120, y: 100))
        // Prevention is one-way: outer (whose hooks are the defaults) then prevents inner, which had
        // begun, so inner is cancelled (B116).
        #expect(log.entries.filter { $0.contains("action") } == [
            "inner.action(began)", "inner.action(cancelled)", "outer.action(began)", "outer.action(ended)",
        ])
    }

    @Test("B117: a single tap does not prevent a double tap")
    func singleTapDoesNotPreventDoubleTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let single = UITapGestureRecognizer { _ in log.record("single") }
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(double.canPrevent(single))
        scene.child.addGestureRecognizer(single)
        scene.child.addGestureRecognizer(double)
        input.doubleTap(at: scene.point)
        input.advance(by: 1)
        let actions = log.entries.filter { $0 == "single" || $0 == "double" }
        #expect(actions.first == "single")
        #expect(actions.filter { $0 == "double" } == ["double"])
    }
}
