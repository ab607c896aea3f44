import Foundation

/// The tracking driver: how a control turns touches into control events (B91–B96, B101).
extension UIControl {
    func trackingBegan(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard isEnabled, !isTrackingStorage, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInsideStorage = true
        isHighlighted = true
        isTrackingStorage = beginTracking(touch, with: event)
        // beginTracking is user code: it may have refused, removed the control or disabled it.
        guard isTrackingStorage, stillTracking(touch) else {
            resetTracking()
            return
        }
        var events: UIControl.Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        dispatchActions(for: events, event: event)
    }

    func trackingMoved(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard isTrackingStorage, let touch = trackedTouch, touches.contains(touch) else { return }
        guard isEnabled else { resetTracking(); return }  // disabled mid-touch: it sends nothing more (B96)
        let wasInside = isTouchInsideStorage
        let inside = isInsideForTracking(touch)
        isTouchInsideStorage = inside
        isHighlighted = inside
        isTrackingStorage = continueTracking(touch, with: event)
        guard isTrackingStorage, stillTracking(touch) else {
            resetTracking()
            return
        }
        if wasInside != inside {
            dispatchActions(for: inside ? .touchDragEnter : .touchDragExit, event: event)
            // An action may have removed the control (it got touchCancel) or ended its tracking.
            guard stillTracking(touch) else { return }
        }
        dispatchActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    func trackingEnded(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard isTrackingStorage, let touch = trackedTouch, touches.contains(touch) else { return }
        guard isEnabled else { resetTracking(); return }
        let inside = isInsideForTracking(touch)
        isTouchInsideStorage = inside
        endTracking(touch, with: event)
        // B93: the up action is sent while the control still reports the touch; then it settles.
        dispatchActions(for: inside ? .touchUpInside : .touchUpOutside, event: event)
        if inside, !primaryEventsOnTouchUpInside.isEmpty, trackedTouch === touch {
            dispatchActions(for: primaryEventsOnTouchUpInside, event: event)
        }
        if trackedTouch === touch { resetTracking() }
    }

    func trackingCancelled(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard isTrackingStorage, let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTracking(with: event)
        dispatchActions(for: .touchCancel, event: event)
        if trackedTouch === touch { resetTracking() }
    }

    /// Whether the control still tracks `touch` after user code ran: it may have removed the control
    /// (which cancelled the touch) or otherwise ended tracking.
    private func stillTracking(_ touch: UITouch) -> Bool {
        isTrackingStorage && trackedTouch === touch && window != nil
    }

    private func resetTracking() {
        isTrackingStorage = false
        isHighlighted = false
        isTouchInsideStorage = false
        trackedTouch = nil
    }

    /// Inside the bounds grown by the tracking gutter (B95).
    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        let gutter = EventThresholds.controlTrackingGutter
        return bounds.insetBy(dx: -gutter, dy: -gutter).contains(touch.location(in: self))
    }
}
