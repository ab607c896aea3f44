import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// Touches cut short: a system interruption, a view removed mid-touch, and the application ignoring
// interaction (T1, B51, B52, B54).

@MainActor
@Suite("Touch delivery: cancellation and ignored interaction (T1, B51, B52, B54)")
struct TouchCancellationTests {
    // MARK: Cancellation (T1, B51, B52)

    @Test("T1 / B51: a system interruption cancels every touch in flight; nothing follows")
    func interruptionCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        showWindow(with: [left, right])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.move(a, to: CGPoint(x: 60, y: 60))
        log.clear()
        input.interruption()
        #expect(log.entries.sorted() == ["left.touchesCancelled(1)", "right.touchesCancelled(1)"])
        #expect(left.calls.last?.touches.first?.phase == .cancelled)
        #expect(right.calls.last?.touches.first?.phase == .cancelled)
        #expect(left.calls.last?.touches.first === left.calls[0].touches.first)
        log.clear()
        _ = TestWorld.diagnostics {
            input.move(b, to: CGPoint(x: 260, y: 60))
            input.lift([(a, CGPoint(x: 60, y: 60)), (b, CGPoint(x: 260, y: 60))])
        }
        #expect(log.entries.isEmpty)
        // An interruption with no touches in flight delivers nothing.
        input.interruption()
        #expect(log.entries.isEmpty)
    }

    @Test("""
        B52: a view removed from its window mid-touch gets touchesCancelled at once, then nothing; its old \
        superview gets nothing
        """)
    func removedViewIsCancelled() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        child.passesOn = true  // its touches reach the parent while it is in the tree
        parent.addSubview(child)
        showWindow(with: [parent])

        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.move(finger, to: CGPoint(x: 55, y: 55))
        #expect(
            log.entries == [
                "child.touchesBegan(1)", "parent.touchesBegan(1)", "child.touchesMoved(1)", "parent.touchesMoved(1)",
            ])
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == ["child.touchesCancelled(1)"])
        #expect(child.calls.last?.touches.first === child.calls[0].touches.first)
        #expect(child.calls.last?.touches.first?.phase == .cancelled)
        input.move(finger, to: CGPoint(x: 65, y: 65))
        input.lift(finger, at: CGPoint(x: 65, y: 65))
        #expect(log.entries == ["child.touchesCancelled(1)"])
    }

    @Test("B52: removing an ancestor of the touched view cancels its touches too")
    func removedAncestorCancels() {
        let input = TestWorld.input()
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let bystander = RecordingView("bystander", frame: CGRect(x: 0, y: 400, width: 100, height: 100), log: log)
        container.addSubview(leaf)
        showWindow(with: [container, bystander])

        let a = input.touchDown(at: CGPoint(x: 50, y: 50))
        let b = input.touchDown(at: CGPoint(x: 50, y: 450))
        container.removeFromSuperview()
        #expect(log.entries == ["leaf.touchesBegan(1)", "bystander.touchesBegan(1)", "leaf.touchesCancelled(1)"])
        input.lift([(a, CGPoint(x: 50, y: 50)), (b, CGPoint(x: 50, y: 450))])
        #expect(
            log.entries == [
                "leaf.touchesBegan(1)", "bystander.touchesBegan(1)", "leaf.touchesCancelled(1)",
                "bystander.touchesEnded(1)",
            ])
    }

    @Test("B52: a view that removes itself in touchesBegan gets touchesCancelled and nothing more")
    func handlerRemovesItsOwnView() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.onBegan = { view, _, _ in view.removeFromSuperview() }
        showWindow(with: [probe])

        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 80), steps: 2)
        #expect(log.entries == ["probe.touchesBegan(1)", "probe.touchesCancelled(1)"])
        #expect(probe.superview == nil)
    }

    @Test("B52: a view removed by another view's handler in the same frame never gets an ending without a beginning")
    func viewRemovedBeforeItsBeganRan() {
        let input = TestWorld.input()
        let log = EventLog()
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let second = RecordingView("second", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        // Whichever view's touchesBegan runs first removes the other.
        first.onBegan = { _, _, _ in second.removeFromSuperview() }
        second.onBegan = { _, _, _ in first.removeFromSuperview() }
        showWindow(with: [first, second])

        let fingers = input.touchDown(atAll: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        input.lift([(fingers[0], CGPoint(x: 50, y: 50)), (fingers[1], CGPoint(x: 250, y: 50))])
        for view in [first, second] {
            let began = view.methods.filter { $0 == "touchesBegan" }.count
            let endings = view.methods.filter { $0 == "touchesEnded" || $0 == "touchesCancelled" }.count
            #expect(began == endings, "\(view.name): \(view.methods)")
        }
        #expect(log.entries.first?.hasSuffix("touchesBegan(1)") == true)
    }

    @Test("""
        B54: while the application ignores interaction (nested), new touches reach no view; touches in flight \
        still end
        """)
    func ignoringInteractionEvents() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])
        let application = input.application
        #expect(application.isIgnoringInteractionEvents == false)

        let early = input.touchDown(at: CGPoint(x: 10, y: 10))
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        var depth = 2
        defer { for _ in 0..<depth { application.endIgnoringInteractionEvents() } }
        #expect(application.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.lift(early, at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["probe.touchesBegan(1)", "probe.touchesEnded(1)"])

        application.endIgnoringInteractionEvents()
        depth -= 1
        #expect(application.isIgnoringInteractionEvents)  // still one level deep
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.count == 2)

        application.endIgnoringInteractionEvents()
        depth -= 1
        #expect(application.isIgnoringInteractionEvents == false)
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.suffix(2) == ["probe.touchesBegan(1)", "probe.touchesEnded(1)"])
        #expect(log.entries.count == 4)
    }
}
