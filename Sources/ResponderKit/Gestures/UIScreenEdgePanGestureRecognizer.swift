import Foundation

/// A pan that starts at an edge of the screen — UIKit's `UIScreenEdgePanGestureRecognizer`: it fails
/// unless its first touch comes down within ``EventThresholds/screenEdgeWidth`` (20 pt) of one of
/// `edges` of the window.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from; none by default.
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count, let touch = touches.first, let window = touch.windowStorage {
            let p = touch.location(in: window), b = window.bounds, w = EventThresholds.screenEdgeWidth
            let near = (edges.contains(.left) && p.x - b.minX <= w) || (edges.contains(.right) && b.maxX - p.x <= w)
                || (edges.contains(.top) && p.y - b.minY <= w) || (edges.contains(.bottom) && b.maxY - p.y <= w)
            if !near {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
