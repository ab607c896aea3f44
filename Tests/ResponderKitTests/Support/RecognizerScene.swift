import Foundation
import ResponderKit

// Helpers for the tests of the concrete recognizers (tap, long press, pan, swipe, pinch, rotation).

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

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
