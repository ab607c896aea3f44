import Foundation

/// The arena's decisions (B107, B111–B119): which state changes a recognizer may make,
/// whether it may recognise now (failure requirements, `gestureRecognizerShouldBegin`), whom it
/// prevents, and when a finished recognizer lets go of its touches. Decisions are made at once; what
/// they cause — cancelled touches, actions, released touches — is queued as an ``GestureArena/Effect``.
extension GestureArena {
    // MARK: State changes

    /// B107: the transitions a subclass may ask for (the `state` setter). What they cause runs when
    /// the arena's current work returns — after the touches method that set the state (B109).
    func requestTransition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        perform { transition(recognizer, to: target) }
    }

    private func transition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        let from = recognizer.stateStorage
        switch (from, target) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, to: target)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed):
            move(recognizer, to: .changed)
            enqueue(.sendActions(recognizer, .changed))
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            move(recognizer, to: target)
            enqueue(.sendActions(recognizer, target))
            settle(recognizer)
        case (_, .possible) where from == target:
            break
        default:
            host.report(.init(
                kind: .illegalGestureTransition, resolution: .dropped,
                message: "\(type(of: recognizer)) asked to go from \(from) to \(target), which UIKit does not allow"))
        }
    }

    /// Turning a recognizer off (B105): one that is recognising is cancelled, one still deciding fails.
    func disabled(_ recognizer: UIGestureRecognizer) {
        perform { disable(recognizer) }
    }

    private func disable(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed: transition(recognizer, to: .cancelled)
        case .possible where !recognizer.hasNoInput || recognizer.isWaitingWithoutTouches
            || recognizer.pendingState != nil: fail(recognizer)
        default: break
        }
        for touch in recognizer.trackedTouches { touch.gestureRecognizerList.removeAll { $0 === recognizer } }
        recognizer.trackedTouches.removeAll()
        for press in recognizer.trackedPresses { press.gestureRecognizerList.removeFirstIdentical(recognizer) }
        recognizer.trackedPresses.removeAll()
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
                    checkWaiting(recognizer, for: target)
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
        // B116: one that recognised earlier in this same pass, and may not recognise together with
        // this one, wins: the first to recognise in a pass is the one that recognises.
        // (One whose touches are gone shares none: the loop, which retains every element, is skipped.)
        if !recognizer.trackedTouches.isEmpty {
            for other in preventing where other !== recognizer && sharesTouches(other, recognizer)
                && !mayRecognizeTogether(other, recognizer) {
                fail(recognizer)
                return
            }
        }
        move(recognizer, to: target)
        // B113, B109: its touches are cancelled in the views first — before the recognizers it
        // prevents fail, which would otherwise hand the views the endings they held back.
        var effects: [Effect] = []
        if recognizer.cancelsTouchesInView {
            effects.append(
                .cancelTouches(
                    recognizer.trackedTouches + heldBy(recognizer), reason: "a gesture recognizer recognised"))
        }
        // B116, B118: the recognizers it prevents, and those waiting for it to fail, fail once every
        // recognizer has handled this pass's touches (so each still hears them), before its actions.
        preventing.append(recognizer)
        effects.append(.prevent(recognizer))
        effects.append(.sendActions(recognizer, target))
        enqueueRecognition(effects)
        if target == .ended { settle(recognizer) }
    }

    /// B116: `winner` prevents the others that share its touches; B118: recognizers waiting for it to
    /// fail fail now.
    func preventOthers(by winner: UIGestureRecognizer) {
        preventing.removeFirstIdentical(winner)
        // With no touches left (it recognised after they lifted, waiting on a requirement), it
        // shares none: nobody to prevent, and only the recognizers already waiting can be waiting
        // for it — which spares a long chain of requirements a search of every recognizer per link.
        let hasTouches = !winner.trackedTouches.isEmpty
        if hasTouches {
            for other in active where other !== winner && sharesTouches(other, winner) {
                guard other.stateStorage == .possible || other.stateStorage == .began || other.stateStorage == .changed
                else { continue }
                if mayRecognizeTogether(winner, other) { continue }
                if other.stateStorage == .possible { fail(other) } else { transition(other, to: .cancelled) }
            }
        }
        for waiting in hasTouches ? active : waiters(of: winner)
        where waiting !== winner && waiting.stateStorage == .possible
            && requires(waiting, winner) {
            fail(waiting)
        }
    }

    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.stateStorage == .possible else { return }
        move(recognizer, to: .failed)
        recognizer.pendingState = nil
        // Recognizers waiting for this one may go ahead now. (With only `require(toFail:)` in play,
        // those are exactly the ones it keeps a list of.)
        for waiting in waiters(of: recognizer) where waiting !== recognizer && waiting.stateStorage == .possible {
            if let pending = waiting.pendingState, requires(waiting, recognizer) {
                attemptRecognition(waiting, to: pending)
            }
        }
        settle(recognizer)
    }

    /// A recognizer reached a final state: the touches it held back go to the views if nobody else
    /// holds them (B114, B115; after its actions, B109), and it resets if its touches are gone (B110).
    private func settle(_ recognizer: UIGestureRecognizer) {
        enqueue(.release(recognizer.trackedTouches + heldBy(recognizer)))
        // (No general settling here: those waiting on this recognizer were handled by `fail` or
        // `preventOthers`, and settling after every single failure made a chain of N requirements
        // cost N³.)
    }

    /// Touches whose delivery waits for `recognizer` although it no longer tracks them (a tap
    /// recognizer between taps holds the first tap's ending).
    private func heldBy(_ recognizer: UIGestureRecognizer) -> [UITouch] {
        host.heldBackTouches.filter { $0.gestureRecognizerList.containsIdentical(recognizer) }
    }

    /// Settles the recognizers in play: one waiting on requirements no longer in play goes ahead; a
    /// continuous one whose touches vanished is cancelled; one whose touches are gone and that waits
    /// for nothing has failed.
    func settleIdleNow() {
        if active.isEmpty { return }  // no recognizer in play: the usual frame of a view without any
        // A recognizer waiting on requirements that are no longer in play goes ahead.
        pendingGraphAcyclic = !anyDynamicRequirements && waitingRequirementsAreAcyclic()
        defer { pendingGraphAcyclic = false }
        for recognizer in waiting where recognizer.stateStorage == .possible {
            guard let pending = recognizer.pendingState else { continue }
            // (A loop, not `contains(where:)`: a main-actor closure is checked at run time per element.)
            var blocking = false
            for required in requirements(of: recognizer)
            where required !== recognizer && required.stateStorage == .possible && isInPlay(required)
                && !waits(required, on: recognizer)
            {
                blocking = true
                break
            }
            if !blocking { attemptRecognition(recognizer, to: pending) }
        }
        for recognizer in active where recognizer.hasNoInput {
            // A continuous gesture whose touches all vanished without an ending is cancelled.
            if recognizer.stateStorage == .began || recognizer.stateStorage == .changed {
                transition(recognizer, to: .cancelled)
            }
            if recognizer.stateStorage == .possible, !recognizer.isWaitingWithoutTouches, recognizer.pendingState == nil
            {
                // Its touches are gone and it is waiting for nothing: it did not recognise.
                move(recognizer, to: .failed)
                for waiting in waiters(of: recognizer) where waiting !== recognizer && waiting.stateStorage == .possible
                {
                    if let pending = waiting.pendingState, requires(waiting, recognizer) {
                        attemptRecognition(waiting, to: pending)
                    }
                }
                enqueue(.release(heldBy(recognizer)))
            }
        }
        // Finished recognizers stay until the event is over (B110: `resetFinished`).
        removeIdleFromArena()
    }

    /// A recognizer started or stopped waiting on its requirements: the list of waiting ones, and
    /// each requirement's list of who waits on it, follow.
    func waitingChanged(_ recognizer: UIGestureRecognizer) {
        if recognizer.pendingState != nil {
            if !waiting.containsIdentical(recognizer) { waiting.append(recognizer) }
            pendingGraphAcyclic = false
            // Count it in the requirers of what it waits on (the circle check's shortcut).
            let counted = staticRequirements(of: recognizer)
            for required in counted { required.waitingOnMe.append(recognizer) }
            recognizer.countedRequirements = counted
        } else {
            waiting.removeFirstIdentical(recognizer)
            for required in recognizer.countedRequirements {
                required.waitingOnMe.removeFirstIdentical(recognizer)
            }
            recognizer.countedRequirements = []
        }
    }

    // MARK: Helpers

    /// The waiting recognizers that may be waiting for `recognizer`: its own list when only
    /// `require(toFail:)` is in play, every waiting one otherwise (a delegate may add requirements).
    private func waiters(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        anyDynamicRequirements || recognizer.mayRequireDynamically ? waiting : recognizer.waitingOnMe
    }

    /// Whether the requirements among the waiting recognizers (`require(toFail:)` only) form no
    /// circle: one depth-first walk, colours kept by identity.
    private func waitingRequirementsAreAcyclic() -> Bool {
        var state: [ObjectIdentifier: Bool] = [:]  // false: on the current path; true: done
        for start in waiting where state[ObjectIdentifier(start)] == nil {
            var stack: [(UIGestureRecognizer, Int)] = [(start, 0)]
            state[ObjectIdentifier(start)] = false
            while let (node, next) = stack.last {
                let edges = node.countedRequirements
                if next < edges.count {
                    stack[stack.count - 1].1 = next + 1
                    let target = edges[next]
                    guard target.pendingState != nil else { continue }
                    switch state[ObjectIdentifier(target)] {
                    case false?: return false
                    case true?: continue
                    case nil:
                        state[ObjectIdentifier(target)] = false
                        stack.append((target, 0))
                    }
                } else {
                    state[ObjectIdentifier(node)] = true
                    stack.removeLast()
                }
            }
        }
        return true
    }

    /// Whether `waiter` is itself waiting, directly or through others, for `recognizer` to fail — a
    /// circle of requirements that would otherwise wait for ever. Such a requirement counts as failed.
    private func waits(_ waiter: UIGestureRecognizer, on recognizer: UIGestureRecognizer) -> Bool {
        if !anyDynamicRequirements && !recognizer.mayRequireDynamically && !waiter.mayRequireDynamically {
            // Shortcuts, with only `require(toFail:)` in play: a path to `recognizer` ends in a
            // waiting recognizer that requires it — none, and only a direct requirement is a circle;
            // and between two waiting recognizers, a circle needs one among the waiting, which
            // `settleIdleNow` has ruled out.
            if recognizer.waitingOnMe.isEmpty { return staticRequirements(of: waiter).containsIdentical(recognizer) }
            if pendingGraphAcyclic, waiter.pendingState != nil, recognizer.pendingState != nil { return false }
        }
        var seen = Set<ObjectIdentifier>()
        var queue: [UIGestureRecognizer] = [waiter]
        while let current = queue.popLast() {
            guard current.pendingState != nil || current === waiter else { continue }
            for required in requirements(of: current) {
                if required === recognizer { return true }
                if seen.insert(ObjectIdentifier(required)).inserted { queue.append(required) }
            }
        }
        return false
    }

    /// `recognizer`'s `require(toFail:)` recognizers that are still alive, read from their weak
    /// references once per pass of the arena's work and kept (strongly, until the pass ends) on the
    /// recognizer: each weak read is costly, and a long chain of requirements asks many times.
    func staticRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        if recognizer.cachedRequirementsPass != pass {
            var alive: [UIGestureRecognizer] = []
            for index in recognizer.failureRequirements.indices {
                if let required = recognizer.failureRequirements[index].object { alive.append(required) }
            }
            recognizer.cachedRequirements = alive
            recognizer.cachedRequirementsPass = pass
            cachedThisPass.append(recognizer)
        }
        return recognizer.cachedRequirements
    }

    /// Whether a recognizer takes part in the current gestures: it tracks touches, waits for more
    /// (a tap between taps), or waits on a requirement of its own — a recognizer that recognised and
    /// waits for another to fail is still deciding, so those that require it must wait too (B118).
    private func isInPlay(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isInArena
            && (!recognizer.hasNoInput || recognizer.isWaitingWithoutTouches || recognizer.pendingState != nil)
    }

    /// Whether `waiter` requires `other` to fail (statically or dynamically, B118, B119) — the
    /// question `requirements(of:)` answers for all, asked for one pair without making a list.
    private func requires(_ waiter: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        if staticRequirements(of: waiter).containsIdentical(other) { return true }
        guard waiter.mayRequireDynamically || other.mayRequireDynamically else { return false }
        return waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter)
            || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
    }

    /// Static (`require(toFail:)`) and dynamic (B119) failure requirements among the recognizers in play.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = staticRequirements(of: recognizer)
        // Only a recognizer of a user subclass, or one with a delegate, can add a dynamic requirement:
        // between two of ResponderKit's own without delegates there is nothing to ask.
        let askAll = recognizer.mayRequireDynamically
        guard askAll || anyDynamicRequirements else { return result }
        for other in active
        where other !== recognizer && (askAll || other.mayRequireDynamically) && !result.containsIdentical(other) {
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
}
