import Foundation
import ResponderKit

// Helpers for the gesture recognizer tests: a view in a shown window, and readings of an action.

/// What a recognizer's action saw, call by call: its state and, optionally, a reading taken then.
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    var points: [CGPoint] = []
    var numbers: [CGFloat] = []
}

/// A view controller with one subview `frame` inside its (window-filling) view, shown in a key window.
@MainActor
func scene(_ frame: CGRect) -> (UIWindow, UIView) {
    let controller = UIViewController()
    let view = UIView(frame: frame)
    controller.view.addSubview(view)
    let window = TestWorld.window(root: controller)
    return (window, view)
}

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A key window whose root view holds one recording view "v" (0, 0, 300, 300), and that view's log.
@MainActor
func recordingScene() -> (UIWindow, RecordingView, EventLog) {
    let log = EventLog()
    let controller = UIViewController()
    let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
    controller.view.addSubview(view)
    return (TestWorld.window(root: controller), view, log)
}
