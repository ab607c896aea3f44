import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// An app's `next` override that makes the chain a cycle (or absurdly long) must not
// crash the first touch, nil-targeted action, key press or shake. Written as app code would be.

/// A view whose `next` the app points somewhere else — here, round in a circle.
@MainActor
private final class LoopingView: UIView {
    weak var loopTo: UIResponder?
    var calls: [String] = []
    override var next: UIResponder? { loopTo ?? super.next }
    override var canBecomeFirstResponder: Bool { true }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("ended")
        super.touchesEnded(touches, with: event)
    }
}

@MainActor
private func cycleScene() -> (UIWindow, LoopingView, LoopingView) {
    let window = TestWorld.window()
    let outer = LoopingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    outer.accessibilityIdentifier = "outer"
    inner.accessibilityIdentifier = "inner"
    window.rootViewController?.view.addSubview(outer)
    outer.addSubview(inner)
    outer.loopTo = inner  // inner → outer (its superview) → inner → …
    return (window, outer, inner)
}

@MainActor
@Suite("The responder chain: cycles and absurd lengths made by `next` overrides")
struct ResponderChainCycleTests {
    @Test("A touch into a cycle: no crash, a diagnostic naming the responders, and the touch still ends in its view")
    func touchIntoCycle() {
        let input = TestWorld.input()
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil }
        let (window, _, inner) = cycleScene()
        input.tap(at: CGPoint(x: 50, y: 50))
        let cycles = diagnostics.filter { $0.kind == .responderChainCycle }
        #expect(!cycles.isEmpty)
        #expect(cycles.first?.message.contains("inner → outer → inner") == true, "\(cycles.first?.message ?? "")")
        // The ending reached its view — and, through the cycle, reached it again on every lap until
        // the bound stopped the walk.
        let first = inner.calls.count
        #expect(first >= 1 && first <= ResponderChainBound.maximumHops)
        // The application carries on: a second tap is handled the same way.
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(inner.calls.count == 2 * first)
        _ = window
    }

    @Test("""
        A nil-targeted action, a shake, a remote-control event and a key press into a cycle: no crash, nothing \
        performs it
        """)
    func otherEventsIntoCycle() {
        let input = TestWorld.input()
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil }
        let (window, _, inner) = cycleScene()
        #expect(inner.becomeFirstResponder())
        #expect(!UIApplication.shared.sendAction(Selector("save:"), to: nil, from: nil, for: nil))
        #expect(
            UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil),
            "one on the chain performs it: found before the cycle matters")
        #expect(inner.becomeFirstResponder())
        input.shake()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        input.pressRemoteControl(.remoteControlPlay)
        UIApplication.shared.endReceivingRemoteControlEvents()
        input.pressKey(.keyboardA)
        #expect(diagnostics.filter { $0.kind == .responderChainCycle }.count >= 4)
        _ = window
    }

    @Test("A legitimately deep chain (1,000 nested views) still forwards a touch all the way up")
    func deepChainStillForwards() {
        final class Root: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let input = TestWorld.input()
        let window = TestWorld.window()
        let root = Root(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.rootViewController?.view.addSubview(root)
        var parent: UIView = root
        for _ in 0..<1_000 {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(root.began == 1)
        _ = window
    }
}
