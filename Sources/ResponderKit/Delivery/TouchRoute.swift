import Foundation

/// The way a touch event that view delivery sends travels through the two overridable `sendEvent`
/// methods and back to delivery, kept on the event itself — no global, no call back into delivery
/// to find the windows.
///
///     TouchDelivery.deliverFrame / an order ── sets event.route (delivery; an order's touches)
///       └─▶ UIApplication.sendEvent ── default ──▶ event.sendTouchesToWindows()
///             └─▶ UIWindow.sendEvent (each window) ── default ──▶ event.route.delivery.deliver(_:in:)
///
/// An override that does not call `super` stops the event there; one that calls it twice finds the
/// second time nothing left to deliver (a frame's touches have changed state; an order's touches
/// left ``orderTouches`` as their window delivered them).
struct TouchRoute {
    /// The delivery that sends the event, which the windows' default `sendEvent` hands it back to
    /// (set by delivery before each send; `nil` for an event ResponderKit never sent).
    var delivery: Unretained<TouchDelivery>?
    /// For a release or cancel order under way: its touches no window has delivered yet. `nil` while
    /// the event carries a raw frame (the touches marked changed in it).
    var orderTouches: [UITouch]?
    /// How many ``UIEvent/sendTouchesToWindows()`` are under way. While one is, the event must not be
    /// reused for a new sequence (TouchTracker's `sequenceEvent(at:)`): a handler that drains the
    /// queue inside an event the app sends again could start the next sequence in the very object
    /// still being handed to the windows after it, which would then get the new touch's move twice.
    var depth = 0
    /// The touch the innermost send holds while its window's `sendEvent` runs (an identity, never
    /// dereferenced): the one-touch delivery under it need not hold the same touch a second time.
    var heldTouch: UnsafeMutableRawPointer?
}

extension UIEvent {
    /// `UIApplication.sendEvent`'s default for touch events: each window the delivery under way
    /// concerns gets `sendEvent` — a frame's changed touches' windows, or an order's touches'.
    /// (Inlined into `sendEvent`, so the usual frame costs no call.)
    @inline(__always)
    func sendTouchesToWindows() {
        route.depth &+= 1
        defer { route.depth &-= 1 }
        if let touches = route.orderTouches {
            var windows: [UIWindow] = []
            for touch in touches { if let window = touch.windowStorage { windows.appendIfAbsent(window) } }
            for window in windows { window.sendEvent(self) }
            return
        }
        // Usually every changed touch is in one window: no list needed.
        if dispatchSwitches.deliveryFastPaths, let anchor = touchList.onlyWindowAnchor() {
            // The window is reached through a touch that began in it and is held for the call: a touch
            // never lets go of its window (`windowStorage` is set once), so the window lives as long as
            // the touch does. Retaining the touch instead of the window matters: a window is held weakly
            // by the application, so its reference count lives in a side table, and each retain and
            // release of it takes the slow path (docs/Performance.md, "The touch path without retains").
            let window = Unretained(
                anchor.windowStorage.unsafelyUnwrapped, heldBy: "its touch, which holds its window for life")
            let outer = route.heldTouch
            route.heldTouch = Unretained(anchor, heldBy: "this call").opaque
            window.with { $0.sendEvent(self) }
            route.heldTouch = outer
            _fixLifetime(anchor)
            return
        }
        var windows: [UIWindow] = []
        for touch in touchList where touch.changedInCurrentFrame {
            if let window = touch.windowStorage { windows.appendIfAbsent(window) }
        }
        for window in windows { window.sendEvent(self) }
    }
}
