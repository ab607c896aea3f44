import Foundation
import ResponderKit

// Views and a window that report the hit-testing questions they are asked.

/// A recording view that also reports every `hitTest(_:with:)` and `point(inside:with:)` call.
class ProbeView: RecordingView {
    var trace: EventLog?
    private(set) var hitTestCount = 0
    private(set) var pointInsideCount = 0
    private(set) var lastHitTestPoint: CGPoint?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        lastHitTestPoint = point
        trace?.record("\(name).hitTest")
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointInsideCount += 1
        trace?.record("\(name).pointInside")
        return super.point(inside: point, with: event)
    }
}

/// A window that records the touches reaching it, reports its hit-testing and can override it.
final class TraceWindow: UIWindow {
    enum Mode {
        /// UIKit's default hit-testing.
        case standard
        /// `hitTest` returns nil: the window takes no touch.
        case nothing
        /// `hitTest` returns the window itself.
        case itself
        /// Pass-through: the window's own area (not its subviews) takes no touch.
        case passThrough
        /// `hitTest` returns this view, wherever the touch is.
        case view(UIView)
    }

    var name = "window"
    var log: EventLog?
    var trace: EventLog?
    var mode = Mode.standard
    private(set) var hitTestCount = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        trace?.record("\(name).hitTest")
        let found = super.hitTest(point, with: event)
        switch mode {
        case .standard: return found
        case .nothing: return nil
        case .itself: return self
        case .passThrough: return found === self ? nil : found
        case .view(let view): return view
        }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        trace?.record("\(name).pointInside")
        return super.point(inside: point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("\(name).touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("\(name).touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
}

/// A recording view whose `hitTest` returns nil: "neither I nor my subviews" (H7, H10).
final class NilHitTestView: RecordingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
