import Foundation

/// View delivery: the one place a view's `touchesBegan/Moved/Ended/Cancelled` is called, and the
/// owner of every touch's ``TouchDeliveryState`` (UIKIT-NOTES B45–B52, B104, B113–B115).
///
/// ## The lifecycle of a touch, from raw input to a view
///
///     RawInput ─▶ RawInputQueue ─▶ InputSanitizer ─▶ TouchTracker (contact tracker)
///                  (any thread)     (repairs/drops,    (one UITouch per contact; hit-tests new
///                                    diagnostics)        ones: HitTesting/; GestureArena.assign)
///                                                                    │ deliverFrame(event)
///                                                                    ▼
///     UIApplication.sendEvent ─▶ UIWindow.sendEvent ─▶ TouchDelivery.deliver(_:in:)
///       (app may override)        (app may override)     1. GestureArena.deliver: recognizers first (B104);
///                                                           their actions, cancellations and releases run
///                                                           when the last one returns (B109, decision 7)
///                                                        2. per view, per phase: admit → send ─▶ touchesX
///                                                                                    │ default: `next`
///                                                                                    ▼ superview … → application
///
/// **A normal frame.** The tracker updates the touches, marks which changed, and calls
/// ``deliverFrame(_:)``. That goes through `UIApplication.sendEvent` (to each window a changed
/// touch began in) and `UIWindow.sendEvent`, whose default calls ``deliver(_:in:)``: the window's
/// changed touches go to their recognizers, then to their views — one call per view and phase, in
/// the order began, moved, ended, cancelled. ``admit(_:phase:)`` decides, from the touch's state and
/// the recognizers, whether the view gets the touch now or a recognizer holds it back.
///
/// **A held-back touch.** A recognizer with `delaysTouchesBegan` (or `delaysTouchesEnded`) that is
/// still deciding holds the beginning (or ending) back: the state becomes `beganHeldBack`
/// (`endHeldBack`) and the tracer records it. When no recognizer holds it any more, the arena calls
/// ``release(_:)``, which sends a *release order* through `UIApplication.sendEvent` and
/// `UIWindow.sendEvent` like a frame: the view gets the beginning, then — if nothing holds it either —
/// the ending; the tracer records `touchReleased` and the delivery.
///
/// **Cancellations.** A recognizer recognised (B113), a view left its window (B52), or the system took
/// the screen (SPEC T1): ``cancel(_:reason:)`` sends a *cancel order* the same way. A touch whose view
/// saw it begin gets `touchesCancelled`; one whose view never did ends silently (`touchDiscarded`).
///
/// **Orders an override filters.** An app's `sendEvent` override may drop any of this. A release or
/// cancel order's touches that no window delivered are over for their views (`finished`, no call); a
/// frame's touches stay where they were, so a view that never saw a touch begin gets nothing more of it.
///
/// **Fast paths** (each beside the general path it shortcuts; ``DispatchSwitches/deliveryFastPaths``
/// turns them all off, and a test runs random worlds both ways): the event's own touch list serves when
/// every touch of the event changed in this window; one view needs no list of views; one touch is one
/// call with the list as it is; the set handed to a view is reused while it holds the same touches
/// (``DeliveryCache``).
@preconcurrency @MainActor
final class TouchDelivery {
    /// The application that owns this part and outlives it (docs/Performance.md on `unowned(unsafe)`).
    unowned(unsafe) let application: UIApplication
    /// The stages it calls, owned by the application. Held `unowned(unsafe)` rather than read through
    /// the application, which would retain and release each on every use.
    unowned(unsafe) let arena: GestureArena
    unowned(unsafe) let cache: DeliveryCache

    /// A release or cancel order: touches to deliver outside a raw frame.
    private enum OrderKind {
        case release
        case cancel(reason: String)
    }

    private struct Order {
        let kind: OrderKind
        /// The order's touches no window has delivered yet.
        var pending: [Entry]
    }

    private struct Entry {
        let touch: UITouch
        /// A release order's: whether the touch's ending is released too.
        var releasesEnding = false
    }

    /// The release and cancel orders under way, innermost last (a handler can cause a cancellation
    /// while one is being delivered). Changed only by appends and removals in this file, none of
    /// which runs other code: no run-time exclusivity check (docs/Performance.md).
    @exclusivity(unchecked) private var orders: [Order] = []
    /// Whether the innermost `sendEvent` under way delivers an order (rather than a raw frame).
    /// Saved and restored around each, so a frame costs two stores, not a stack entry.
    @exclusivity(unchecked) private(set) var deliveringOrder = false
    /// The touch the innermost `route` holds while its window's `sendEvent` runs (an identity, never
    /// dereferenced here): the one-touch delivery under it need not hold the same touch a second time.
    /// Saved and restored around each `route`, so nested `sendEvent` calls each see their own.
    @exclusivity(unchecked) var routedTouch: UnsafeMutableRawPointer?
    /// How many `route` calls are under way. While one is, the touches event it hands out must not be
    /// reused for a new sequence (TouchTracker's `sequenceEvent(at:)`): a handler that drains the queue
    /// inside an event the app sends again could start the next sequence in the very object `route` is
    /// still handing to the windows after it, which would then get the new touch's move twice.
    @exclusivity(unchecked) var routeDepth = 0

    init(application: UIApplication, arena: GestureArena, cache: DeliveryCache) {
        self.application = application
        self.arena = arena
        self.cache = cache
    }

    // MARK: Entry points

    /// A raw frame's changed touches: through `UIApplication.sendEvent` to their windows and views.
    /// (Inlined into the tracker: a call through its reference to this part would retain it.)
    @inline(__always)
    func deliverFrame(_ event: UIEvent) {
        // Frames come from the queue, which is not re-entrant, so no frame is ever delivered inside
        // an order (orders restore the flag themselves); nothing to restore afterwards — and so no
        // need to keep this part retained across the call.
        assert(!deliveringOrder, "a raw frame was delivered while a release or cancel order was under way: the input queue must not be drained from inside a touch handler")
        deliveringOrder = false
        // Unretained (Support/Unretained.swift): the application owns the arena and outlives the frame.
        withUnretained(Unmanaged.passUnretained(arena)) { $0.eventStarted() }
        withUnretained(Unmanaged.passUnretained(application)) { $0.sendEvent(event) }
    }

    /// `UIApplication.sendEvent`'s default for touch events: each window the current delivery
    /// concerns gets `sendEvent`. (Inlined into `sendEvent`, so the usual frame costs no call.)
    @inline(__always)
    func route(_ event: UIEvent) {
        routeDepth &+= 1
        defer { routeDepth &-= 1 }
        if deliveringOrder { return routeOrder(event) }
        // Usually every changed touch is in one window: no list needed.
        if dispatchSwitches.deliveryFastPaths, let anchor = event.touchList.onlyWindowAnchor() {
            // The window is reached through a touch that began in it and is held for the call: a touch
            // never lets go of its window (`windowStorage` is set once), so the window lives as long as
            // the touch does. Retaining the touch instead of the window matters: a window is held weakly
            // by the application, so its reference count lives in a side table, and each retain and
            // release of it takes the slow path (docs/Performance.md, "Issue 20, session 8").
            let window = Unmanaged.passUnretained(anchor.windowStorage.unsafelyUnwrapped)
            let outer = routedTouch
            routedTouch = Unmanaged.passUnretained(anchor).toOpaque()
            withUnretained(window) { $0.sendEvent(event) }
            routedTouch = outer
            _fixLifetime(anchor)
            return
        }
        var windows: [UIWindow] = []
        for touch in event.touchList where touch.changedInCurrentFrame {
            if let window = touch.windowStorage { windows.appendIfAbsent(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// A release or cancel order's touches, to the windows they began in.
    private func routeOrder(_ event: UIEvent) {
        guard let order = orders.last else { return }
        var windows: [UIWindow] = []
        for entry in order.pending { if let window = entry.touch.windowStorage { windows.appendIfAbsent(window) } }
        for window in windows { window.sendEvent(event) }
    }

    /// `UIWindow.sendEvent`'s default for touch events: the current delivery's touches in `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        guard deliveringOrder, !orders.isEmpty else {
            deliverFrame(of: event, in: window)
            return
        }
        deliverOrder(at: orders.count - 1, of: event, in: window)
    }

    /// Touches a recognizer held back and no longer holds: their views get what they are owed.
    func release(_ touches: [UITouch]) {
        var released: [Entry] = []
        for touch in touches where touch.delivery.state.isHeldBack && !released.contains(where: { $0.touch === touch }) {
            let state = touch.delivery.state
            if state.beganIsHeldBack, touch.phaseStorage == .cancelled {
                // Cancelled before its view ever saw it: nothing to hand over.
                discard(touch, reason: "it was cancelled while its beginning was held back")
                continue
            }
            let beganFree = state.beganIsHeldBack && !arena.delaysBegan(of: touch)
            let endingFree = (state == .endHeldBack || (state == .liftedWhileHeldBack && beganFree))
                && !arena.delaysEnded(of: touch)
            guard beganFree || endingFree else { continue }
            released.append(Entry(touch: touch, releasesEnding: endingFree))
        }
        guard !released.isEmpty else { return }
        run(Order(kind: .release, pending: released))
    }

    /// Ends `touches` in their views: `touchesCancelled` for those whose view saw them begin, nothing
    /// for those whose view never did. `reason` is for the tracer.
    func cancel(_ touches: [UITouch], reason: String) {
        var cancelled: [UITouch] = []
        for touch in touches where touch.delivery.state.isOwed && !cancelled.containsIdentical(touch) {
            if touch.delivery.state.viewSawBegan {
                cancelled.append(touch)
            } else {
                discard(touch, reason: reason)
            }
        }
        guard !cancelled.isEmpty else { return }
        run(Order(kind: .cancel(reason: reason), pending: cancelled.map { Entry(touch: $0) }))
    }

    // MARK: Orders

    /// Sends a release or cancel order through `UIApplication.sendEvent`; what no window delivered is
    /// over for its views.
    private func run(_ order: Order) {
        guard let event = application.touchTracker.currentEvent else {
            for entry in order.pending { abandon(entry.touch) }
            return
        }
        orders.append(order)
        let outer = deliveringOrder
        deliveringOrder = true
        application.sendEvent(event)
        deliveringOrder = outer
        let left = orders.removeLast()
        for touch in left.pending.map(\.touch) where touch.delivery.state.isOwed {
            if let tracer = activeTracer, let view = touch.viewStorage {
                tracer.record(.touchDiscarded(view: ResponderName(view), touchIDs: [touch.inputID],
                                              reason: "a sendEvent override did not pass it on"))
            }
            abandon(touch)
        }
    }

    /// A release or cancel order's touches in `window`, per view in the order of their first touch.
    private func deliverOrder(at index: Int, of event: UIEvent, in window: UIWindow) {
        let order = orders[index]
        var mine: [Entry] = []
        var rest: [Entry] = []
        for entry in order.pending {
            if entry.touch.windowStorage === window { mine.append(entry) } else { rest.append(entry) }
        }
        orders[index].pending = rest
        var views: [UIView] = []
        for entry in mine { if let view = entry.touch.viewStorage { views.appendIfAbsent(view) } }
        for view in views {
            switch order.kind {
            case .release:
                var began: [UITouch] = []
                for entry in mine where entry.touch.viewStorage === view && entry.touch.delivery.state.beganIsHeldBack { began.append(entry.touch) }
                if !began.isEmpty { send(began, phase: .began, to: view, event: event, cache: cache, released: true) }
                var ended: [UITouch] = []
                for entry in mine where entry.touch.viewStorage === view && entry.releasesEnding && entry.touch.delivery.state == .endHeldBack {
                    ended.append(entry.touch)
                }
                if !ended.isEmpty { send(ended, phase: .ended, to: view, event: event, cache: cache, released: true) }
            case let .cancel(reason):
                var cancelled: [UITouch] = []
                for entry in mine where entry.touch.viewStorage === view && entry.touch.delivery.state.viewSawBegan { cancelled.append(entry.touch) }
                guard !cancelled.isEmpty else { continue }
                activeTracer?.record(.touchesCancelled(view: ResponderName(view), reason: reason))
                send(cancelled, phase: .cancelled, to: view, event: event, cache: cache)
            }
        }
    }

    // MARK: The call

    /// The one call of a view's touch methods: `touches` (all of `phase`) to `view`. The touches'
    /// states change first — an ending is marked delivered before the handler runs, so a handler
    /// that removes its own view does not get a second ending.
    func send(_ touches: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent, cache: DeliveryCache, released: Bool = false) {
        if phase != .moved {
            for touch in touches { markDelivered(touch, phase: phase) }
        }
        let set = cache.set(of: touches, for: view)
        if dispatchSwitches.tracing { traceCall(touches, phase: phase, to: view, released: released) }
        call(view, phase: phase, set, event)
    }

    /// ``send(_:phase:to:event:cache:released:)`` for `event`'s only touch, without its list: the list
    /// would be retained for the call (the event's handlers may change it), and the cached set of this
    /// one touch is found by comparing the touch alone (the one-touch lane, TouchDelivery+Frame.swift).
    func send(only touch: UITouch, phase: UITouch.Phase, to view: UIView, event: UIEvent, cache: DeliveryCache) {
        if phase != .moved { markDelivered(touch, phase: phase) }
        let set = cache.set(ofOnly: touch, of: event, for: view)
        if dispatchSwitches.tracing { traceCall([touch], phase: phase, to: view, released: false) }
        call(view, phase: phase, set, event)
    }

    /// A beginning or an ending is marked delivered before its handler runs.
    @inline(__always)
    private func markDelivered(_ touch: UITouch, phase: UITouch.Phase) {
        let moved = phase == .began ? touch.delivery.deliverBegan() : touch.delivery.deliverEnding()
        if !moved { reportIllegalTransition(touch, phase: phase) }
    }

    private func traceCall(_ touches: [UITouch], phase: UITouch.Phase, to view: UIView, released: Bool) {
        guard let tracer = activeTracer else { return }
        let ids = touches.map(\.inputID).sorted()
        if released { tracer.record(.touchReleased(view: ResponderName(view), phase: phase == .began ? "beginning" : "ending", touchIDs: ids)) }
        tracer.record(.delivered(to: ResponderName(view), method: TouchDelivery.methodName(phase), touchIDs: ids))
    }

    @inline(__always)
    private func call(_ view: UIView, phase: UITouch.Phase, _ set: Set<UITouch>, _ event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        default: break
        }
    }

    static func methodName(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        default: "touchesCancelled"
        }
    }

    // MARK: State changes outside a call

    /// The touch's view may have it: it is owed its beginning.
    func assign(_ touch: UITouch) {
        if !touch.delivery.assign() { reportIllegalTransition(touch, phase: .began) }
    }

    /// The touch's contact lifted and its frame was delivered: whether its view still waits for
    /// something a recognizer holds back (then the tracker keeps the touch until it is released).
    /// Anything else still owed — a frame an override filtered — is over for the view.
    func contactLifted(_ touch: UITouch) -> Bool {
        switch touch.delivery.state {
        case .beganHeldBack:
            // Its ending frame did not reach the window: the ending waits with the beginning.
            if !touch.delivery.holdEnding() { reportIllegalTransition(touch, phase: .ended) }
            return true
        case .liftedWhileHeldBack, .endHeldBack:
            return true
        case .awaitingBegan, .live:
            abandon(touch)
            return false
        case .notDelivered, .finished:
            return false
        }
    }

    /// The view never saw the touch begin and now never will.
    func discard(_ touch: UITouch, reason: String) {
        guard touch.delivery.state.isOwed, !touch.delivery.state.viewSawBegan else { return }
        if let tracer = activeTracer, let view = touch.viewStorage {
            tracer.record(.touchDiscarded(view: ResponderName(view), touchIDs: [touch.inputID], reason: reason))
        }
        if !touch.delivery.dropSilently() { reportIllegalTransition(touch, phase: .cancelled) }
    }

    /// The touch is over for its view, whatever it was owed, without a call (an override filtered
    /// its delivery, or it lifted with nothing more to deliver).
    func abandon(_ touch: UITouch) {
        let state = touch.delivery.state
        guard state.isOwed else { return }
        let moved = state.viewSawBegan ? touch.delivery.deliverEnding() : touch.delivery.dropSilently()
        if !moved { reportIllegalTransition(touch, phase: .cancelled) }
    }

    func reportIllegalTransition(_ touch: UITouch, phase: UITouch.Phase) {
        application.report(.init(
            kind: .illegalDeliveryTransition, resolution: .dropped, touchID: touch.inputID,
            message: "touch \(touch.inputID) could not take its \(phase) from delivery state \(touch.delivery.state); ResponderKit left it as it was (please report this)"))
    }
}
