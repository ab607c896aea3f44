import Foundation

/// UIScrollView's pan: it begins only in a direction its scroll view can scroll (so an inner
/// sideways carousel lets vertical drags go to the list around it, with no code from the app), and
/// over content that already has its touches only if `canCancelContentTouches` and
/// `touchesShouldCancel(in:)` let it take them.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// Where the fingers came down, in screen coordinates.
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = RecognizerMath.centroid(trackedTouches) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let scrollView, let start {
            let current = RecognizerMath.centroid(trackedTouches)
            let screen = CGPoint(x: current.x - start.x, y: current.y - start.y)
            if hypot(screen.x, screen.y) >= EventThresholds.panStartDistance, !mayBegin(moving: screen, in: scrollView)
            {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    private func mayBegin(moving screen: CGPoint, in scrollView: UIScrollView) -> Bool {
        let move = RecognizerMath.vector(screen, in: scrollView, window: windowForConversion)
        let axis: ScrollAxis = abs(move.x) > abs(move.y) ? .horizontal : .vertical
        guard scrollView.canScroll(axis) else { return false }
        for touch in trackedTouches where touch.delivery.state.viewSawBegan {
            guard let view = touch.viewStorage, view !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// Holds the content's touchesBegan while the scroll view finds out whether the finger drags
/// (UIKit's private delayed-touches recognizer). It never prevents the pan nor is prevented by it.
/// After ``delay`` with no drag, or when the finger lifts first, it asks `touchesShouldBegin(_:with:in:)`:
/// yes, it fails, and the held touches reach the content; no, it recognises, which cancels them in the
/// content. A finger that comes down on moving content stops it and is swallowed.
@preconcurrency @MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    /// UIKit's delay before the content gets a resting finger's touchesBegan.
    static let delay: TimeInterval = 0.15
    weak var scrollView: UIScrollView?
    private var beganAt: TimeInterval?

    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = true
        delaysTouchesEnded = false
        allowedPressTypes = []
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        if beganAt == nil { beganAt = event.timestamp }
        if scrollView.motion != nil {
            // A finger on moving content stops it; the touch is the scroll view's, not the content's.
            scrollView.stopMotion()
            state = .ended
            return
        }
        if !delaysTouchesBegan { decide(event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let beganAt, event.timestamp - beganAt >= Self.delay { decide(event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        decide(event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func timePassed(to time: TimeInterval) {
        if let beganAt, time - beganAt >= Self.delay { decide(nil) }
    }

    /// The content may have its touches (fail: they are released) or not (recognise: they are cancelled).
    private func decide(_ event: UIEvent?) {
        guard state == .possible, let scrollView else { return }
        if scrollView.isDragging {
            state = .failed
            return
        }
        var views: [UIView] = []
        for touch in trackedTouches {
            if let view = touch.viewStorage, !views.containsIdentical(view) { views.append(view) }
        }
        for view in views {
            let touches = Set(trackedTouches.filter { $0.viewStorage === view })
            if !scrollView.touchesShouldBegin(touches, with: event, in: view) {
                state = .ended
                return
            }
        }
        state = .failed
    }

    override func reset() {
        super.reset()
        beganAt = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// UIScrollView's pinch: zooms the delegate's `viewForZooming(in:)`.
@preconcurrency @MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?
}
