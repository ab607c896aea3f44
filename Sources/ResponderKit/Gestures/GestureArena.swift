import Foundation

/// Where gesture recognizers meet touches and each other (UIKIT-NOTES B103–B122).
///
/// One per application. For each touch frame it: gives new touches to the enabled recognizers of
/// the hit-test view and its ancestors, hit view first (the set is fixed for the touch's life);
/// passes each recognizer its touches before any view gets them; and afterwards tells the window which
/// touches the views may have now and which are held back. When a recognizer asks to leave
/// `.possible`, the arena checks its failure requirements (it waits while a required recognizer is
/// still possible), the delegate's and the views' `gestureRecognizerShouldBegin`, then makes the
/// recognizers it prevents fail or cancel, cancels its touches in the views, and sends its actions —
/// in that order, as B109 describes. Recognizers reset when their touches are gone and they are done.
@MainActor
final class GestureArena {
    /// The application that owns this part and outlives it. `unowned(unsafe)`: a checked `unowned`
    /// reference costs an atomic retain and release on every use (docs/Performance.md).
    unowned(unsafe) let application: UIApplication
    /// Recognizers that track touches or wait for time. Read on every frame, so its run-time
    /// exclusivity check is off (docs/Performance.md): it changes only through `appendIfAbsent` and a
    /// `removeAll` whose predicate reads the recognizer's own state, neither of which can reach it.
    @exclusivity(unchecked) private var active: [UIGestureRecognizer] = []
    /// Recognizers whose attempt to recognise is being decided (re-entrancy guard).
    private var deciding = Set<ObjectIdentifier>()
    /// The arena's clock, set on every frame (a `Double`: no run-time exclusivity check needed).
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Touches

    /// B103, B105: the recognizers a new touch goes to.
    func assign(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.viewStorage else { return }
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage ?? [] where accepts(recognizer, touch, event) {
                if recognizer.stateStorage.isTerminal, recognizer.trackedTouches.isEmpty { resetRecognizer(recognizer) }
                guard !recognizer.stateStorage.isTerminal else { continue }
                touch.gestureRecognizerList.append(recognizer)
                recognizer.trackedTouches.append(touch)
                active.appendIfAbsent(recognizer)
            }
            current = candidate.superviewStorage
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.shouldReceive(event) else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.typeStorage.rawValue }) else { return false }
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first,
           first.typeStorage != touch.typeStorage { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else { return false }
            guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
        }
        return true
    }

    /// B104: the recognizers get the frame's touches, per phase, before the views.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        // Buffers and touch sets reused from frame to frame (Views/DeliveryCache.swift).
        // Most frames over most views involve no recognizer at all: nothing to take or give back.
        var anyRecognizer = false
        for touch in touches where !touch.gestureRecognizerList.isEmpty {
            anyRecognizer = true
            break
        }
        guard anyRecognizer else { return }
        let cache = application.deliveryCache
        var recognizers = cache.recognizers.take()
        defer { cache.recognizers.giveBack(&recognizers) }
        for touch in touches {
            for recognizer in touch.gestureRecognizerList { recognizers.appendIfAbsent(recognizer) }
        }
        guard !recognizers.isEmpty else { return }
        var mine = cache.recognizerTouches.take()
        defer { cache.recognizerTouches.giveBack(&mine) }
        for recognizer in recognizers {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard !recognizer.stateStorage.isTerminal || phase == .cancelled || phase == .ended else { continue }
                mine.removeAll(keepingCapacity: true)
                for touch in touches where touch.phaseStorage == phase && recognizer.trackedTouches.containsIdentical(touch) {
                    mine.append(touch)
                }
                guard !mine.isEmpty else { continue }
                let set = cache.set(of: mine, for: recognizer)
                recognizer.lastEventModifierFlags = event.modifierFlags
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                default: break
                }
                recognizer.lastScreenCentroid = recognizer.trackedTouches.isEmpty
                    ? nil : RecognizerMath.centroid(recognizer.trackedTouches)
            }
        }
    }

    /// After the frame: lifted touches leave their recognizers; finished recognizers reset.
    func finishFrame(lifted: [UITouch]) {
        for touch in lifted {
            for recognizer in touch.gestureRecognizerList {
                recognizer.trackedTouches.removeAll { $0 === touch }
            }
        }
        settleIdleRecognizers()
    }

    /// A touch whose view left its window: its recognizers get it cancelled (B52).
    func cancelForRemoval(_ touches: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizerList { recognizers.appendIfAbsent(recognizer) }
        }
        for recognizer in recognizers {
            let mine = touches.filter { recognizer.trackedTouches.contains($0) }
            guard !mine.isEmpty else { continue }
            recognizer.touchesCancelled(Set(mine), with: event)
            recognizer.trackedTouches.removeAll { mine.contains($0) }
            if recognizer.stateStorage == .possible, recognizer.trackedTouches.isEmpty, !recognizer.isWaitingWithoutTouches {
                requestTransition(recognizer, to: .failed)
            }
        }
        settleIdleRecognizers()
    }

    /// The system took over: recognizers waiting between touches or on a requirement give up, after
    /// the touch endings they held back are cancelled in the views.
    func interrupt() {
        application.cancelTouchesInViews(application.withheldTouches)
        for recognizer in active where recognizer.stateStorage == .possible && recognizer.trackedTouches.isEmpty {
            fail(recognizer)
        }
        settleIdleRecognizers()
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizerList.removeAll { $0 === recognizer }
        application.releaseWithheldTouches([touch])
    }

    // MARK: Time

    /// Time may restart between sequences (a replay, a new source), so the clock is taken as given.
    func timePassed(to time: TimeInterval) {
        if time < now {
            // The clock restarted (a replay, a new source): whatever waited for a deadline has lost it.
            for recognizer in active where recognizer.stateStorage == .possible
                && recognizer.trackedTouches.isEmpty && (recognizer.isWaitingWithoutTouches || recognizer.pendingState != nil) {
                fail(recognizer)
            }
        }
        now = time
        for recognizer in active { recognizer.timePassed(to: time) }
        settleIdleRecognizers()
    }

    // MARK: Delays (B114, B115)

    /// Whether a recognizer that is still deciding holds back `touch`'s beginning from the view.
    func delaysBegan(of touch: UITouch) -> Bool {
        touch.gestureRecognizerList.contains {
            $0.stateStorage == .possible && $0.delaysTouchesBegan && $0.trackedTouches.contains(touch)
        }
    }

    /// Whether a recognizer that is still deciding holds back `touch`'s ending from the view.
    func delaysEnded(of touch: UITouch) -> Bool {
        touch.gestureRecognizerList.contains {
            $0.stateStorage == .possible && ($0.delaysTouchesEnded || $0.delaysTouchesBegan)
                && ($0.trackedTouches.contains(touch) || $0.isWaitingWithoutTouches)
        }
    }

    // MARK: State changes

    /// B107: the transitions a subclass may ask for.
    func requestTransition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        let from = recognizer.stateStorage
        switch (from, target) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, to: target)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed):
            recognizer.stateStorage = .changed
            sendActions(of: recognizer)
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            recognizer.stateStorage = target
            sendActions(of: recognizer)
            settle(recognizer)
        case (_, .possible) where from == target:
            break
        default:
            application.report(.init(
                kind: .illegalGestureTransition, resolution: .dropped,
                message: "\(type(of: recognizer)) asked to go from \(from) to \(target), which UIKit does not allow"))
        }
    }

    /// Turning a recognizer off (B105): one that is recognising is cancelled, one still deciding fails.
    func disabled(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed: requestTransition(recognizer, to: .cancelled)
        case .possible where !recognizer.trackedTouches.isEmpty || recognizer.isWaitingWithoutTouches
            || recognizer.pendingState != nil: fail(recognizer)
        default: break
        }
        for touch in recognizer.trackedTouches { touch.gestureRecognizerList.removeAll { $0 === recognizer } }
        recognizer.trackedTouches.removeAll()
        settleIdleRecognizers()
    }

    /// B111, B112, B116, B118, B119, B113, B108: leaving `.possible` towards `target`.
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        // A delegate or view asked below may set state itself: never decide one recognizer twice at once.
        let id = ObjectIdentifier(recognizer)
        guard !deciding.contains(id) else { return }
        deciding.insert(id)
        defer { deciding.remove(id) }
        // A recognizer turned off while it waited does not recognise (B105); one detached from its
        // view was failed by `disabled(_:)` already.
        guard recognizer.isEnabled else {
            fail(recognizer)
            return
        }
        // B118, B119: wait while a recognizer this one requires to fail is still deciding; fail if it
        // recognised. One that takes no part in the current gestures counts as failed.
        for other in requirements(of: recognizer) where other !== recognizer && !waits(other, on: recognizer) {
            switch other.stateStorage {
            case .possible:
                if isInPlay(other) {
                    recognizer.pendingState = target
                    return
                }
            case .began, .changed, .ended:
                fail(recognizer)
                return
            case .failed, .cancelled:
                continue
            }
        }
        recognizer.pendingState = nil
        // B111: the delegate; B112: the views whose touches would be cancelled.
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        guard recognizer.stateStorage == .possible, recognizer.isEnabled else { return }
        if recognizer.cancelsTouchesInView {
            var asked: [UIView] = []
            for touch in recognizer.trackedTouches {
                guard let view = touch.viewStorage, !asked.containsIdentical(view) else { continue }
                asked.append(view)
                if !view.gestureRecognizerShouldBegin(recognizer) {
                    fail(recognizer)
                    return
                }
                guard recognizer.stateStorage == .possible, recognizer.isEnabled else { return }
            }
        }
        recognizer.stateStorage = target
        // B113, B109: its touches are cancelled in the views first — before the recognizers it
        // prevents fail, which would otherwise hand the views the touch endings they held back.
        if recognizer.cancelsTouchesInView {
            application.cancelTouchesInViews(recognizer.trackedTouches + heldBy(recognizer))
        }
        // B116: it prevents the others that share its touches.
        for other in active where other !== recognizer && sharesTouches(other, recognizer) {
            guard other.stateStorage == .possible || other.stateStorage == .began || other.stateStorage == .changed else { continue }
            if mayRecognizeTogether(recognizer, other) { continue }
            if other.stateStorage == .possible { fail(other) } else { requestTransition(other, to: .cancelled) }
        }
        sendActions(of: recognizer)
        // B118: recognizers waiting for this one to fail fail now.
        for waiting in active where waiting !== recognizer && waiting.stateStorage == .possible
            && requirements(of: waiting).containsIdentical(recognizer) {
            fail(waiting)
        }
        if target == .ended { settle(recognizer) }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.stateStorage == .possible else { return }
        recognizer.stateStorage = .failed
        recognizer.pendingState = nil
        // Recognizers waiting for this one may go ahead now.
        for waiting in active where waiting !== recognizer && waiting.stateStorage == .possible {
            if let pending = waiting.pendingState, requirements(of: waiting).containsIdentical(recognizer) {
                attemptRecognition(waiting, to: pending)
            }
        }
        settle(recognizer)
    }

    /// A recognizer reached a final state: the touches it held back go to the views if nobody else
    /// holds them (B114, B115; after its actions, B109), and it resets if its touches are gone (B110).
    private func settle(_ recognizer: UIGestureRecognizer) {
        application.releaseWithheldTouches(recognizer.trackedTouches + heldBy(recognizer))
        settleIdleRecognizers()
    }

    /// Touches whose delivery waits for `recognizer` although it no longer tracks them (a tap
    /// recognizer between taps holds the first tap's ending).
    private func heldBy(_ recognizer: UIGestureRecognizer) -> [UITouch] {
        application.withheldTouches.filter { $0.gestureRecognizerList.contains { $0 === recognizer } }
    }

    private func settleIdleRecognizers() {
        if active.isEmpty { return }  // no recognizer in play: the usual frame of a view without any
        // A recognizer waiting on requirements that are no longer in play goes ahead.
        for recognizer in active where recognizer.stateStorage == .possible {
            guard let pending = recognizer.pendingState else { continue }
            let blocking = requirements(of: recognizer).contains {
                $0 !== recognizer && $0.stateStorage == .possible && isInPlay($0) && !waits($0, on: recognizer)
            }
            if !blocking { attemptRecognition(recognizer, to: pending) }
        }
        for recognizer in active where recognizer.trackedTouches.isEmpty {
            // A continuous gesture whose touches all vanished without an ending is cancelled.
            if recognizer.stateStorage == .began || recognizer.stateStorage == .changed {
                requestTransition(recognizer, to: .cancelled)
            }
            if recognizer.stateStorage == .possible, !recognizer.isWaitingWithoutTouches, recognizer.pendingState == nil {
                // Its touches are gone and it is waiting for nothing: it did not recognise.
                recognizer.stateStorage = .failed
                for waiting in active where waiting !== recognizer && waiting.stateStorage == .possible {
                    if let pending = waiting.pendingState, requirements(of: waiting).containsIdentical(recognizer) {
                        attemptRecognition(waiting, to: pending)
                    }
                }
                application.releaseWithheldTouches(heldBy(recognizer))
            }
            if recognizer.stateStorage.isTerminal { resetRecognizer(recognizer) }
        }
        active.removeAll { $0.trackedTouches.isEmpty && $0.stateStorage == .possible && !$0.isWaitingWithoutTouches && $0.pendingState == nil }
    }

    private func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.stateStorage = .possible
        recognizer.pendingState = nil
        recognizer.reset()
    }

    // MARK: Helpers

    /// Whether `waiter` is itself waiting, directly or through others, for `recognizer` to fail — a
    /// circle of requirements that would otherwise wait for ever. Such a requirement counts as failed.
    private func waits(_ waiter: UIGestureRecognizer, on recognizer: UIGestureRecognizer) -> Bool {
        var seen: [UIGestureRecognizer] = []
        var queue: [UIGestureRecognizer] = [waiter]
        while let current = queue.popLast() {
            guard current.pendingState != nil || current === waiter else { continue }
            for required in requirements(of: current) {
                if required === recognizer { return true }
                if !seen.containsIdentical(required) {
                    seen.append(required)
                    queue.append(required)
                }
            }
            if seen.count > 256 { break }
        }
        return false
    }

    /// Whether a recognizer takes part in the current gestures (tracks touches or waits for more).
    private func isInPlay(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { $0 === recognizer } && (!recognizer.trackedTouches.isEmpty || recognizer.isWaitingWithoutTouches)
    }

    /// Static (`require(toFail:)`) and dynamic (B119) failure requirements among the recognizers in play.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.object)
        for other in active where other !== recognizer && !result.containsIdentical(other) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                result.append(other)
            }
        }
        return result
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// B116, B117: either side can allow recognising together.
    private func mayRecognizeTogether(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        if !winner.canPrevent(other) || !other.canBePrevented(by: winner) { return true }
        if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true { return true }
        return false
    }

    /// B108: every target-action pair and handler, for began, changed, ended and cancelled.
    private func sendActions(of recognizer: UIGestureRecognizer) {
        for (target, action) in recognizer.targets {
            guard let object = target.object as? UIActionTarget, let method = object.actionMethod(for: action) else { continue }
            method(recognizer, nil)
        }
        for handler in recognizer.handlers { handler(recognizer) }
    }

}

extension GestureArena {
    /// B114, B115: whether `touch`'s `phase` must wait for a recognizer; if so it is marked withheld
    /// (a touch whose beginning the view never saw also loses its cancellation: there is nothing to
    /// cancel).
    func holdsBack(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began:
            if delaysBegan(of: touch) {
                touch.beganWithheld = true
                if let tracer = activeTracer, let view = touch.viewStorage {
                    tracer.record(.touchHeldBack(view: ResponderName(view), phase: "beginning"))
                }
                return true
            }
            return false
        case .moved:
            return touch.beganWithheld
        case .ended:
            if touch.beganWithheld || delaysEnded(of: touch) {
                touch.endWithheld = true
                if let tracer = activeTracer, let view = touch.viewStorage {
                    tracer.record(.touchHeldBack(view: ResponderName(view), phase: "ending"))
                }
                return true
            }
            return false
        case .cancelled:
            if touch.beganWithheld {
                touch.beganWithheld = false
                touch.endWithheld = false
                touch.isDelivering = false
                return true
            }
            touch.endWithheld = false
            return false
        default:
            return false
        }
    }
}
