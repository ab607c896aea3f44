import Foundation

/// A raw frame's delivery in one window (B45–B50, B104, B114, B115).
///
/// For each view that has touches which changed in this frame: one call per phase — `touchesBegan`,
/// `touchesMoved`, `touchesEnded`, `touchesCancelled`, in that order — with that view's touches of that
/// phase. Stationary touches are not delivered. Every call re-checks each touch's state, because an
/// earlier handler in the same frame may have removed another view (whose touches were then cancelled
/// at once) or made a recognizer recognise.
extension TouchDelivery {
    func deliverFrame(of event: UIEvent, in window: UIWindow) {
        // Loops rather than filter/contains(where:) (Support/IdentityArray.swift), and buffers reused
        // from frame to frame (DeliveryCache), taken only when a frame needs them.
        let fast = dispatchSwitches.deliveryFastPaths
        if fast, event.touchList.count == 1 {
            // Fast path: the sequence's one touch, held for the whole delivery. Usually the route (in
            // `UIApplication.sendEvent`, further up this call) already holds this very touch, and
            // a second retain would be pure cost (one atomic pair a frame, ~3 % of chain16); the
            // touch is then used unretained (Support/Unretained.swift). Otherwise it is held here:
            // an event an app saved and sends to a window itself, outside the queue's drain, can have
            // its touch lifted and freed under this call by a handler that drains the queue
            // (TouchDeliveryFastPathTests, "a saved event sent again").
            let only = Unretained(
                event.touchList[0],
                heldBy: "the route's hold on the window's anchor touch (UIEvent.sendTouchesToWindows)")
            if only.opaque == event.route.heldTouch {
                only.with { deliverFrame(ofOnly: $0, event: event, in: window) }
            } else {
                let touch = event.touchList[0]
                deliverFrame(ofOnly: touch, event: event, in: window)
            }
            return
        }
        // Loaded once and passed down: each use through `self` would retain and release it.
        let cache: DeliveryCache = self.cache.object
        // The frame's changed touches in this window. Fast path: usually that is every touch of the
        // event (one finger; all fingers moving in one window), and the event's own list serves.
        let list = event.touchList
        var changed = list
        var gathered = false
        defer { if gathered { cache.changed.giveBack(&changed) } }
        if !fast || !list.allChanged(in: window) {
            changed = cache.changed.take()
            gathered = true
            for touch in list where touch.windowStorage === window && touch.changedInCurrentFrame {
                changed.append(touch)
            }
        }
        guard !changed.isEmpty else { return }
        // B104: recognizers get the touches first; they may recognise and cancel some, or hold some back.
        // Fast path: most frames over most views involve no recognizer; then the arena is not even
        // referenced (a reference held across a call is a retain and a release).
        if !fast || changed.anyHasRecognizers { arena.with { $0.deliver(changed, event: event) } }
        // The views to deliver to, in the order of their first touch. Fast path: usually one, kept
        // without a list.
        var firstView: UIView?
        var otherViews: [UIView] = []
        var tookViews = false
        defer { if tookViews { cache.views.giveBack(&otherViews) } }
        for touch in changed where touch.delivery.state.isOwed {
            guard let view = touch.viewStorage else { continue }
            if firstView == nil, fast {
                firstView = view
            } else if firstView !== view {
                if !tookViews { otherViews = cache.views.take(); tookViews = true }
                otherViews.appendIfAbsent(view)
            }
        }
        if let firstView { deliverFrame(changed, to: firstView, event: event, cache: cache) }
        for view in otherViews { deliverFrame(changed, to: view, event: event, cache: cache) }
    }

    /// ``deliverFrame(of:in:)`` for an event of one touch: what the general path does with lists of
    /// one, without the lists — and without retaining the touch's view, which the touch (held by the
    /// caller) holds for its whole life (`viewStorage` is set once), or the application's parts.
    /// (It does what `deliverFrame(_:to:event:cache:)`'s one-touch branch does after it, inline:
    /// calling that branch instead costs a retain a frame, +2 % on chain16.)
    private func deliverFrame(ofOnly touch: UITouch, event: UIEvent, in window: UIWindow) {
        guard touch.windowStorage === window, touch.changedInCurrentFrame else { return }
        // B104: recognizers get the touch first; they may recognise and cancel it, or hold it back.
        if !touch.gestureRecognizerList.isEmpty {
            arena.with { $0.deliver(event.touchList, event: event) }
        }
        guard touch.delivery.state.isOwed, let view = touch.viewStorage.map(TouchDelivery.heldByItsTouch) else {
            return
        }
        let phase = touch.phaseStorage
        guard admit(touch, phase: phase) else { return }
        view.with { view in
            cache.with { cache in
                send(only: touch, phase: phase, to: view, event: event, cache: cache)
            }
        }
    }

    /// A touch's view, unretained: the touch holds it for life. A nonisolated function rather than a
    /// closure literal: a main-actor closure handed to `Optional.map` is checked for its executor at
    /// run time on every call (~300 instructions a frame; Support/IdentityArray.swift).
    private nonisolated static func heldByItsTouch(_ view: UIView) -> Unretained<UIView> {
        Unretained(view, heldBy: "its touch, which holds its view for life")
    }

    /// One call per phase to `view`, with its touches of that phase.
    private func deliverFrame(_ changed: [UITouch], to view: UIView, event: UIEvent, cache: DeliveryCache) {
        if changed.count == 1, dispatchSwitches.deliveryFastPaths {
            // Fast path: one touch is at most one call, with the list as it is.
            let touch = changed[0]
            guard touch.isOwedThisFrame(by: view), admit(touch, phase: touch.phaseStorage) else { return }
            send(changed, phase: touch.phaseStorage, to: view, event: event, cache: cache)
            return
        }
        // The phases this view has touches of; usually one, so the other three cost nothing.
        var phasesPresent = 0
        for touch in changed where touch.isOwedThisFrame(by: view) {
            phasesPresent |= TouchDelivery.phaseBit(touch.phaseStorage)
        }
        guard phasesPresent != 0 else { return }
        var touches = cache.phase.take()
        defer { cache.phase.giveBack(&touches) }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled]
        where phasesPresent & TouchDelivery.phaseBit(phase) != 0 {
            if !touches.isEmpty { touches.removeAll(keepingCapacity: true) }
            for touch in changed where touch.isOwedThisFrame(by: view) && touch.phaseStorage == phase
                && admit(touch, phase: phase) {
                touches.append(touch)
            }
            guard !touches.isEmpty else { continue }
            send(touches, phase: phase, to: view, event: event, cache: cache)
        }
    }

    /// Whether the view gets `touch`'s `phase` now. A beginning or ending a recognizer holds back
    /// (B114, B115) changes the touch's state here and is recorded; a touch whose beginning was held
    /// back and is then cancelled by its input ends without a call (its view never saw it).
    func admit(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        let state = touch.delivery.state
        // Only a recognizer of the touch can hold it back: with none (the usual touch), the arena
        // need not be asked.
        let mayBeHeld = !touch.gestureRecognizerList.isEmpty
        switch phase {
        case .began:
            guard state == .awaitingBegan else { return false }
            guard mayBeHeld, arena.object.delaysBegan(of: touch) else { return true }
            if !touch.delivery.holdBegan() { reportIllegalTransition(touch, phase: phase) }
            recordHeldBack(touch, "beginning")
            return false
        case .moved:
            return state == .live
        case .ended:
            if state == .beganHeldBack || (state == .live && mayBeHeld && arena.object.delaysEnded(of: touch)) {
                if !touch.delivery.holdEnding() { reportIllegalTransition(touch, phase: phase) }
                recordHeldBack(touch, "ending")
                return false
            }
            if state == .awaitingBegan { discard(touch, reason: "it ended before its view saw it begin") }
            return state == .live
        case .cancelled:
            if !state.viewSawBegan {
                discard(touch, reason: "it was cancelled before its view saw it begin")
                return false
            }
            return state == .live
        default:
            return false
        }
    }

    private func recordHeldBack(_ touch: UITouch, _ phase: String) {
        if let tracer = activeTracer, let view = touch.viewStorage {
            tracer.record(.touchHeldBack(view: ResponderName(view), phase: phase, touchIDs: [touch.inputID]))
        }
    }

    /// One bit per phase delivered to views (none for stationary and hover phases).
    private static func phaseBit(_ phase: UITouch.Phase) -> Int {
        switch phase {
        case .began: 1
        case .moved: 2
        case .ended: 4
        case .cancelled: 8
        default: 0
        }
    }
}

extension UITouch {
    /// Whether this frame's delivery may owe `view` this touch: it changed, it is `view`'s, and its
    /// view is still owed something of it (an earlier handler of the frame may have cancelled it).
    @inline(__always)
    fileprivate func isOwedThisFrame(by view: UIView) -> Bool {
        viewStorage === view && changedInCurrentFrame && delivery.state.isOwed
    }
}

extension Array where Element == UITouch {
    /// Whether a touch of the list goes to a gesture recognizer.
    @MainActor
    fileprivate var anyHasRecognizers: Bool {
        for touch in self where !touch.gestureRecognizerList.isEmpty { return true }
        return false
    }

    /// Whether every touch of the list changed in this frame and began in `window` (a loop: see
    /// Support/IdentityArray.swift).
    @MainActor
    fileprivate func allChanged(in window: UIWindow) -> Bool {
        for touch in self where touch.windowStorage !== window || !touch.changedInCurrentFrame { return false }
        return true
    }

    /// The frame's changed touch that stands for its window when every changed touch that has a window
    /// began in the same one (the usual frame); `nil` when they are in several windows or in none.
    /// The window is compared by address, never retained (see ``UIEvent/sendTouchesToWindows()``).
    @MainActor
    func onlyWindowAnchor() -> UITouch? {
        var anchor = -1
        var window: ObjectIdentifier?
        for index in indices {
            let touch = self[index]
            guard touch.changedInCurrentFrame, let storage = touch.windowStorage else { continue }
            let touchWindow = ObjectIdentifier(storage)
            if let window {
                if window != touchWindow { return nil }
            } else {
                window = touchWindow
                anchor = index
            }
        }
        return anchor < 0 ? nil : self[anchor]
    }
}
