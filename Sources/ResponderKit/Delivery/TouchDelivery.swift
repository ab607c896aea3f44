import Foundation

/// View delivery: the one place a view's `touchesBegan/Moved/Ended/Cancelled` is called, and the
/// owner of every touch's ``TouchDeliveryState`` (B45–B52, B104, B113–B115).
///
/// ## The lifecycle of a touch, from raw input to a view (one way)
///
///     RawInput ─▶ RawInputQueue ─▶ InputSanitizer ─▶ TouchTracker ─▶ TouchDelivery.deliverFrame(event)
///                  (any thread)     (every check;      (touches change,        │ once per frame
///                                    clean frames)      hit-tests, arena.assign) ▼
///     UIApplication.sendEvent ─▶ event.sendTouchesToWindows ─▶ UIWindow.sendEvent ─▶ event.route.delivery
///       (app may override)        (the route delivery laid       (app may override)    .deliver(_:in:): this
///                                  on the event: TouchRoute)                           frame's part in the window
///         1. GestureArena.deliver: recognizers first (B104); their cancellations and releases come
///            back here as orders (``cancel(_:reason:in:)``, ``release(_:in:)``) when the last returns
///         2. per view, per phase: admit → send ─▶ touchesX ─▶ default: `next` … → application
///
/// **A normal frame.** The tracker updates the touches, marks which changed, and calls
/// ``deliverFrame(_:)``. That goes through `UIApplication.sendEvent` (whose default sends the event to
/// each window a changed touch began in, `UIEvent.sendTouchesToWindows`) and `UIWindow.sendEvent`,
/// whose default hands it back through the event's route to ``deliver(_:in:)``: the window's
/// changed touches go to their recognizers, then to their views — one call per view and phase, in
/// the order began, moved, ended, cancelled. ``admit(_:phase:)`` decides, from the touch's state and
/// the recognizers, whether the view gets the touch now or a recognizer holds it back.
///
/// **A held-back touch.** A recognizer with `delaysTouchesBegan` (or `delaysTouchesEnded`) that is
/// still deciding holds the beginning (or ending) back: the state becomes `beganHeldBack`
/// (`endHeldBack`) and the tracer records it. When no recognizer holds it any more, the arena calls
/// ``release(_:in:)``, which sends a *release order* through `UIApplication.sendEvent` and
/// `UIWindow.sendEvent` like a frame: the view gets the beginning, then — if nothing holds it either —
/// the ending; the tracer records `touchReleased` and the delivery.
///
/// **Cancellations.** A recognizer recognised (B113), a view left its window (B52), or the system took
/// the screen (T1): ``cancel(_:reason:in:)`` sends a *cancel order* the same way. A touch whose view
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
    /// The application that owns this part and outlives it.
    let application: Unretained<UIApplication>
    /// The stages it calls, owned by the application. Held unretained rather than read through the
    /// application, which would retain and release each on every use.
    let arena: Unretained<GestureArena>
    let cache: Unretained<DeliveryCache>

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
    // chain16: 4,430 → 5,824 ns without (the touch path's unchecked fields together; docs/Performance.md)
    @exclusivity(unchecked) private var orders: [Order] = []

    init(application: UIApplication, arena: GestureArena, cache: DeliveryCache) {
        self.application = Unretained(application, heldBy: "the application, which owns its stages")
        self.arena = Unretained(arena, heldBy: "the application, which owns its stages")
        self.cache = Unretained(cache, heldBy: "the application, which owns its stages")
    }

    /// This part as the route of the events it sends (``TouchRoute/delivery``).
    private var asRoute: Unretained<TouchDelivery> {
        @inline(__always) get { Unretained(self, heldBy: "the application that made the event, which owns its stages") }
    }

    // MARK: Entry points

    /// A raw frame's changed touches: through `UIApplication.sendEvent` to their windows and views;
    /// then what each lifted touch's view is still owed is settled (``settleLifted(_:)``).
    /// (Inlined into the tracker: a call through its reference to this part would retain it.)
    @inline(__always)
    func deliverFrame(_ event: UIEvent) {
        // Frames come from the queue, which is not re-entrant, so no frame is ever delivered inside
        // an order — and so no need to keep this part retained across the call.
        assert(
            event.route.orderTouches == nil,
            "a raw frame was delivered while a release or cancel order was under way: the input queue must not be "
                + "drained from inside a touch handler"
        )
        event.route.delivery = asRoute
        arena.with { $0.eventStarted() }
        application.with { $0.sendEvent(event) }
        if event.touchList.isEmpty || event.touchList.containsLiftRequested { settleLifted(event) }
    }

    /// After a frame that lifted touches: a lifted touch whose view still waits for something a
    /// recognizer holds back keeps waiting (its state says so; the tracker keeps the touch until it is
    /// released); anything else still owed — a frame an override filtered — is over for the view. When
    /// every touch of the event lifted (or left it with its view), the sequence is over and the cache
    /// lets go of its sets, so that it keeps no touch — and no view — past its sequence (before the
    /// tracker takes the touches out of the event's list, which would otherwise be copied).
    private func settleLifted(_ event: UIEvent) {
        var all = true
        for touch in event.touchList {
            if touch.liftRequested { contactLifted(touch) } else { all = false }
        }
        if all { cache.with { $0.clear() } }
    }

    /// `UIWindow.sendEvent`'s default for touch events: the current delivery's touches in `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        guard event.route.orderTouches != nil, !orders.isEmpty else {
            deliverFrame(of: event, in: window)
            return
        }
        deliverOrder(at: orders.count - 1, of: event, in: window)
    }

    /// Touches a recognizer held back and no longer holds: their views get what they are owed.
    func release(_ touches: [UITouch], in event: UIEvent?) {
        var released: [Entry] = []
        for touch in touches where touch.delivery.state.isHeldBack && !released.contains(where: { $0.touch === touch })
        {
            let state = touch.delivery.state
            if state.beganIsHeldBack, touch.phaseStorage == .cancelled {
                // Cancelled before its view ever saw it: nothing to hand over.
                discard(touch, reason: "it was cancelled while its beginning was held back")
                continue
            }
            let beganFree = state.beganIsHeldBack && !arena.object.delaysBegan(of: touch)
            let endingFree = (state == .endHeldBack || (state == .liftedWhileHeldBack && beganFree))
                && !arena.object.delaysEnded(of: touch)
            guard beganFree || endingFree else { continue }
            released.append(Entry(touch: touch, releasesEnding: endingFree))
        }
        guard !released.isEmpty else { return }
        run(Order(kind: .release, pending: released), in: event)
    }

    /// Ends `touches` in their views: `touchesCancelled` for those whose view saw them begin, nothing
    /// for those whose view never did. `reason` is for the tracer; `event` is the touches' event.
    func cancel(_ touches: [UITouch], reason: String, in event: UIEvent?) {
        var cancelled: [UITouch] = []
        for touch in touches where touch.delivery.state.isOwed && !cancelled.containsIdentical(touch) {
            if touch.delivery.state.viewSawBegan {
                cancelled.append(touch)
            } else {
                discard(touch, reason: reason)
            }
        }
        guard !cancelled.isEmpty else { return }
        run(Order(kind: .cancel(reason: reason), pending: cancelled.map { Entry(touch: $0) }), in: event)
    }

    // MARK: Orders

    /// Sends a release or cancel order through `UIApplication.sendEvent` (the event's route names the
    /// order's touches, so its default sends it to their windows); what no window delivered is over
    /// for its views.
    private func run(_ order: Order, in event: UIEvent?) {
        guard let event else {
            for entry in order.pending { abandon(entry.touch) }
            return
        }
        orders.append(order)
        let outer = event.route.orderTouches
        event.route.delivery = asRoute
        event.route.orderTouches = order.pending.map(\.touch)
        application.with { $0.sendEvent(event) }
        event.route.orderTouches = outer
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
        event.route.orderTouches = rest.map(\.touch)
        var views: [UIView] = []
        for entry in mine { if let view = entry.touch.viewStorage { views.appendIfAbsent(view) } }
        for view in views {
            switch order.kind {
            case .release:
                var began: [UITouch] = []
                for entry in mine where entry.touch.viewStorage === view && entry.touch.delivery.state.beganIsHeldBack {
                    began.append(entry.touch)
                }
                if !began.isEmpty {
                    send(began, phase: .began, to: view, event: event, cache: cache.object, released: true)
                }
                var ended: [UITouch] = []
                for entry in mine
                where entry.touch.viewStorage === view && entry.releasesEnding
                    && entry.touch.delivery.state == .endHeldBack
                {
                    ended.append(entry.touch)
                }
                if !ended.isEmpty {
                    send(ended, phase: .ended, to: view, event: event, cache: cache.object, released: true)
                }
            case let .cancel(reason):
                var cancelled: [UITouch] = []
                for entry in mine where entry.touch.viewStorage === view && entry.touch.delivery.state.viewSawBegan {
                    cancelled.append(entry.touch)
                }
                guard !cancelled.isEmpty else { continue }
                activeTracer?.record(.touchesCancelled(view: ResponderName(view), reason: reason))
                send(cancelled, phase: .cancelled, to: view, event: event, cache: cache.object)
            }
        }
    }

    // MARK: The call

    /// The one call of a view's touch methods: `touches` (all of `phase`) to `view`. The touches'
    /// states change first — an ending is marked delivered before the handler runs, so a handler
    /// that removes its own view does not get a second ending.
    func send(
        _ touches: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent, cache: DeliveryCache,
        released: Bool = false
    ) {
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
        if released {
            tracer.record(
                .touchReleased(
                    view: ResponderName(view), phase: phase == .began ? "beginning" : "ending", touchIDs: ids))
        }
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
    @discardableResult
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
        application.object.report(.init(
            kind: .illegalDeliveryTransition, resolution: .dropped, touchID: touch.inputID,
                message:
                    "touch \(touch.inputID) could not take its \(phase) from delivery state "
                        + "\(touch.delivery.state); ResponderKit left it as it was (please report this)"
            ))
    }
}
