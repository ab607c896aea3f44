import Foundation
import ResponderKit
import ResponderKitTesting

// The scene most gesture-arena tests use, and two small helpers for them.

/// root (the controller's view, filling the window) ⊃ container (0,0,300,300) ⊃ child (50,50,100,100).
@MainActor
struct ArenaScene {
    let window: UIWindow
    let root: UIView
    let container: RecordingView
    let child: RecordingView
    /// The child's center on screen.
    let point = CGPoint(x: 100, y: 100)

    init(log: EventLog, child: RecordingView? = nil) {
        let controller = UIViewController()
        container = RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        self.child = child ?? RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        controller.view.addSubview(container)
        container.addSubview(self.child)
        root = controller.view
        window = TestWorld.window(root: controller)
    }
}

/// The identities of `recognizers`, in order (none for nil).
@MainActor
func ids(_ recognizers: [UIGestureRecognizer]?) -> [ObjectIdentifier] {
    (recognizers ?? []).map(ObjectIdentifier.init)
}

/// Down at `point`, `moves` moves of 20 pt each to the right, lift.
@MainActor
func drag(_ input: InputSimulator, at point: CGPoint, moves: Int) {
    let finger = input.touchDown(at: point)
    var current = point
    for _ in 0..<moves {
        current.x += 20
        input.move(finger, to: current)
    }
    input.lift(finger, at: current)
}
