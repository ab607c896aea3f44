import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The seed articles' touch examples: dragging a view by its transform (T7), and who handles
// the touches of a root view (T8).

@MainActor
@Suite("UITouch: the seed examples (T7, T8)")
struct TouchSeedExampleTests {
    // MARK: The seed examples (T7, T8)

    @Test("T7: a view that adds the finger's movement to its transform follows the finger")
    func dragByTransform() {
        let input = TestWorld.input()
        let dragged = DraggableView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        showWindow(with: [dragged])
        let root = dragged.superview!

        let start = CGPoint(x: 80, y: 90)
        let end = CGPoint(x: 230, y: 340)
        input.drag(from: start, to: end, steps: 10)
        #expect(dragged.moves == 10)
        #expect(approx(CGPoint(x: dragged.transform.tx, y: dragged.transform.ty), CGPoint(x: 150, y: 250), 1e-6))
        #expect(approx(dragged.frame.origin, CGPoint(x: 200, y: 300), 1e-6))
        // The finger is still over the same point of the view.
        #expect(approx(dragged.lastLocation, CGPoint(x: 30, y: 40), 1e-6))

        // Later hit-tests find the view at its new place, not at the old one.
        #expect(root.hitTest(CGPoint(x: 250, y: 350), with: nil) === dragged)
        #expect(root.hitTest(CGPoint(x: 80, y: 90), with: nil) === root)
        input.tap(at: CGPoint(x: 250, y: 350))
        #expect(dragged.began == 2)
        input.tap(at: CGPoint(x: 80, y: 90))
        #expect(dragged.began == 2)
    }

    @Test("T8: a view controller receives the touches its root view does not handle")
    func viewControllerGetsRootViewTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(plain)
        TestWorld.window(root: controller)
        log.clear()

        input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 210, y: 300), steps: 1)
        #expect(log.entries == ["vc.touchesBegan(1)", "vc.touchesMoved(1)", "vc.touchesEnded(1)"])
        // A plain subview passes its touches on too: root view, then the controller.
        log.clear()
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["vc.touchesBegan(1)", "vc.touchesEnded(1)"])
    }

    @Test("T8: a root view that handles its touches itself keeps them from the controller")
    func rootViewHandlingTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        controller.view = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        TestWorld.window(root: controller)
        log.clear()

        input.tap(at: CGPoint(x: 200, y: 300))
        #expect(log.entries == ["root.touchesBegan(1)", "root.touchesEnded(1)"])
        // …unless it calls super.
        (controller.view as? RecordingView)?.passesOn = true
        log.clear()
        input.tap(at: CGPoint(x: 200, y: 300))
        #expect(
            log.entries == ["root.touchesBegan(1)", "vc.touchesBegan(1)", "root.touchesEnded(1)", "vc.touchesEnded(1)"])
    }
}

/// The seeds' drag example (T7).
@MainActor
private final class DraggableView: UIView {
    var moves = 0
    var began = 0
    var lastLocation = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        moves += 1
        lastLocation = touch.location(in: self)
    }
}
