import Foundation

/// The arena's queue of effects and its passes (B108–B110, decision 7): decisions are
/// made at once, and what they cause — touches cancelled in the views, actions, releases, the
/// recognizers a winner prevents — runs when the arena's outermost work returns, in the order it was
/// caused (what an effect causes runs right after it); recognitions take effect in the order they
/// happened; finished recognizers reset once the event is over. The diagram is in GestureArena.swift.
extension GestureArena {
    /// Runs `body` as arena work: effects it causes run when the outermost work returns.
    func perform(_ body: () -> Void) {
        if depth == 0, !runningEffects { beginPass() }
        depth += 1
        body()
        depth -= 1
        if depth == 0 {
            runEffects()
            if !runningEffects { checkQuiescent() }
        }
    }

    private func beginPass() {
        pass &+= 1
        anyDynamicRequirements = false
        for recognizer in active where recognizer.mayRequireDynamically {
            anyDynamicRequirements = true
            break
        }
    }

    /// The fast path of `requestTransition(recognizer, to: .changed)` for a recognizer that is already
    /// recognising while the arena has nothing in flight (a hover recognizer on a pointer move): the
    /// general path would make the same decision (`.began`/`.changed` → `.changed`), queue one
    /// `.sendActions` effect and run it at once; this sends the actions directly, inside the same
    /// bookkeeping (a new pass, effects marked running), and then runs whatever the actions caused
    /// exactly as the general path does. Anything else goes the general way.
    /// HoverFastPathTests checks that both give the same actions, states and diagnostics.
    func changeRecognized(_ recognizer: UIGestureRecognizer) {
        guard depth == 0, !runningEffects, effects.isEmpty, !needsSettling,
              recognizer.stateStorage == .began || recognizer.stateStorage == .changed else {
            requestTransition(recognizer, to: .changed)
            return
        }
        beginPass()
        move(recognizer, to: .changed)
        runningEffects = true
        depth += 1
        sendActions(of: recognizer, for: .changed)
        depth -= 1
        runningEffects = false
        if !effects.isEmpty || needsSettling || !active.isEmpty || !cachedThisPass.isEmpty { runEffects() }
    }

    /// Asks for the recognizers in play to be settled (``settleIdleNow()``) once the decisions under
    /// way are made — once per pass rather than after every single failure, which made chains of
    /// requirements cost the cube of their length.
    func settleIdleRecognizers() {
        needsSettling = true
    }

    /// Queues the effects of a recognition behind everything already queued: recognitions take
    /// effect in the order they happened, even when one causes the next (a chain of requirements).
    func enqueueRecognition(_ effects: [Effect]) {
        if let first = effects.first { checkEnqueue(first) }
        self.effects.append(contentsOf: effects)
    }

    /// Queues an effect. What an effect causes while it runs (a prevented recognizer's cancellation
    /// action, a release) runs right after it, before the effects queued behind it.
    func enqueue(_ effect: Effect) {
        checkEnqueue(effect)
        if let index = insertionIndex {
            effects.insert(effect, at: index)
            insertionIndex = index + 1
        } else {
            effects.append(effect)
        }
    }

    private func runEffects() {
        guard !runningEffects else { return }
        runningEffects = true
        defer { runningEffects = false }
        var ran = 0
        repeat {
            var index = 0
            while true {
                if needsSettling {
                    // Settling decides at once; what it causes (releases, the actions of a waiting
                    // recognizer that goes ahead) queues behind what earlier decisions caused — a
                    // winner's touches must be cancelled in the views before a recognizer that
                    // failed meanwhile hands the views the endings it held back.
                    needsSettling = false
                    depth += 1
                    settleIdleNow()
                    depth -= 1
                }
                guard index < effects.count else { break }
                let effect = effects[index]
                index += 1
                ran += 1
                if ran > GestureArena.maximumEffectsPerSettling {
                    host.report(.init(
                        kind: .illegalGestureTransition, resolution: .dropped,
                            message:
                                """
                                    gesture recognizers caused more than \(GestureArena.maximumEffectsPerSettling) \
                                    actions and touch changes in one event (an action that sets its own recognizer's \
                                    state again?); the rest are dropped
                                    """
                        ))
                    effects.removeAll()
                    break
                }
                depth += 1  // work an effect causes runs next, not nested
                insertionIndex = index
                run(effect)
                insertionIndex = nil
                depth -= 1
            }
            effects.removeAll(keepingCapacity: true)
            if !eventInProgress { resetFinished() }
        } while !effects.isEmpty || needsSettling
        for recognizer in cachedThisPass {
            recognizer.cachedRequirements = []
            recognizer.cachedRequirementsPass = -1
        }
        cachedThisPass.removeAll(keepingCapacity: true)
    }

    private func run(_ effect: Effect) {
        switch effect {
        case let .cancelTouches(touches, reason):
            host.run(.cancel(touches, reason: reason))
        case let .release(touches):
            host.run(.release(touches))
        case let .prevent(winner):
            preventOthers(by: winner)
        case let .sendActions(recognizer, state):
            sendActions(of: recognizer, for: state)
        }
    }

    /// A recognizer's actions for `state`: its targets' methods, then its handlers.
    private func sendActions(of recognizer: UIGestureRecognizer, for state: UIGestureRecognizer.State) {
        let previous = recognizer.reportedState
        recognizer.reportedState = state
        defer { recognizer.reportedState = previous }
        for (target, action) in recognizer.targets {
            guard let object = target.object as? UIActionTarget, let method = object.actionMethod(for: action) else {
                if let object = target.object {
                    host.report(.init(
                        kind: .unhandledAction, resolution: .dropped,
                            message:
                                "\(type(of: recognizer)) sent \(action) to \(type(of: object)), which has no method "
                                    + "for it "
                            + "(declare it in actionMethod(for:), or make the target a UIActionTarget)"))
                }
                continue
            }
            method(recognizer, nil)
        }
        for handler in recognizer.handlers { handler(recognizer) }
    }

    /// B110: recognizers that ended, failed or were cancelled go back to `.possible` (`reset()`),
    /// and hear nothing more of the touches still down.
    private func resetFinished() {
        if active.isEmpty { return }
        // Each touch of a finished recognizer lets go of all finished ones in one pass (a thousand
        // recognizers on one touch would otherwise cost a search each).
        var touches: [UITouch] = []
        for recognizer in active where recognizer.stateStorage.isTerminal {
            for touch in recognizer.trackedTouches where !touches.containsIdentical(touch) { touches.append(touch) }
        }
        for touch in touches {
            var kept: [UIGestureRecognizer] = []
            for recognizer in touch.gestureRecognizerList where !recognizer.stateStorage.isTerminal {
                kept.append(recognizer)
            }
            touch.gestureRecognizerList = kept
        }
        for recognizer in active where recognizer.stateStorage.isTerminal {
            recognizer.trackedTouches.removeAll()
            if !recognizer.trackedPresses.isEmpty {
                for press in recognizer.trackedPresses { press.gestureRecognizerList.removeFirstIdentical(recognizer) }
                recognizer.trackedPresses.removeAll()
            }
            resetRecognizer(recognizer)
        }
        removeIdleFromArena()
    }

    /// Recognizers with no touches that wait for nothing leave the list of those in play.
    func removeIdleFromArena() {
        var kept = 0
        for index in active.indices {
            let recognizer = active[index]
            if recognizer.hasNoInput && recognizer.stateStorage == .possible
                && !recognizer.isWaitingWithoutTouches && recognizer.pendingState == nil {
                recognizer.isInArena = false
            } else {
                active[kept] = recognizer
                kept += 1
            }
        }
        if kept < active.count { active.removeLast(active.count - kept) }
    }

    func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        checkReset(recognizer)
        move(recognizer, to: .possible)
        recognizer.pendingState = nil
        recognizer.reset()
    }
}
