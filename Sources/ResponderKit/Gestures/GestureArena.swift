import Foundation

/// Where gesture recognizers meet touches and each other (B103–B122).
///
/// One per application. For each touch frame it: gives new touches to the enabled recognizers of
/// the hit-test view and its ancestors, hit view first (the set is fixed for the touch's life);
/// passes each recognizer its touches before any view gets them; and tells view delivery which
/// touches a recognizer still deciding holds back. When a recognizer asks to leave `.possible`, the
/// arena checks its failure requirements (it waits while a required recognizer is still possible),
/// the delegate's and the views' `gestureRecognizerShouldBegin`, then makes the recognizers it
/// prevents fail or cancel (GestureArena+Decisions.swift).
///
/// ## When things happen (B109, B110, decision 7)
///
///     frame ─▶ deliver: every recognizer's touches method runs ──┐  state changes are decided at
///                                                                 │  once; what they cause waits:
///              effects, in the order they were caused:  ◀─────────┘
///                cancel the winner's touches in the views (B113) → the recognizers it prevents
///                fail or are cancelled (B116), those waiting for it fail (B118) → its actions
///                (B108) → release touches nobody holds back any more (B114, B115). What an
///                effect causes runs right after it. The first to recognise in a pass wins.
///     views get the frame's touches (TouchDelivery)
///     end of the event ─▶ recognizers that ended, failed or were cancelled: `reset()`, back to
///                         `.possible`, and nothing more of the touches still down (B110)
///
/// So a recognizer that sets `state` and then the properties its action reads (`state = .changed;
/// rotation = …`) has returned before its action runs. Each action sees the state it was sent for.
/// Outside a frame (a timer tick, `isEnabled = false`, a state set by app code) the effects run
/// when the arena's work returns and the resets right after.
@preconcurrency @MainActor
final class GestureArena {
    /// The rest of the application, as far as the arena needs it (the application itself; a test's
    /// stand-in in GestureArenaAloneTests). It owns the arena and outlives it. Unretained
    /// (Support/Unretained.swift): a checked `unowned` reference costs an atomic retain and release on
    /// every use (docs/Performance.md).
    /// (Held as the object: an existential is no class type `Unretained` can hold. The application's
    /// arena gets it back with a static downcast, which costs nothing; a test's stand-in host with a
    /// conformance lookup.)
    private let hostReference: Unretained<AnyObject>
    var host: any GestureArenaHost {
        let object = hostReference.object
        if isApplicationArena { return unsafeDowncast(object, to: UIApplication.self) }
        // swiftlint:disable:next force_cast
        return object as! any GestureArenaHost
    }
    /// The host's delivery cache, read on every frame that reaches a recognizer: held directly, so
    /// that frame needs no cast of the host.
    let deliveryCache: Unretained<DeliveryCache>
    /// Recognizers that track touches or wait for time. Read on every frame, so its run-time
    /// exclusivity check is off (docs/Performance.md): it changes only through `appendIfAbsent` and a
    /// `removeAll` whose predicate reads the recognizer's own state, neither of which can reach it.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var active: [UIGestureRecognizer] = []
    /// Recognizers whose attempt to recognise is being decided (re-entrancy guard).
    var deciding = Set<ObjectIdentifier>()
    /// The arena's clock, set on every frame (a `Double`: no run-time exclusivity check needed).
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0

    /// What a decision caused, waiting for the arena's current work to return.
    enum Effect {
        /// A recognizer recognised: its touches end in the views (B113).
        case cancelTouches([UITouch], reason: String)
        /// The target-actions and handlers of a recognizer, for the state it reached (B108).
        case sendActions(UIGestureRecognizer, UIGestureRecognizer.State)
        /// Touches no recognizer may hold back any more go to their views (B114, B115).
        case release([UITouch])
        /// A recognizer recognised: the others it prevents, and those waiting for it to fail, fail
        /// (B116, B118) — after every recognizer has heard the pass's touches.
        case prevent(UIGestureRecognizer)
    }

    /// Recognizers waiting on a failure requirement (`pendingState` set), kept as they change, so a
    /// recognizer that fails asks only these whether they waited for it — not every one in play.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var waiting: [UIGestureRecognizer] = []
    /// Whether a recognizer in play may add dynamic failure requirements (a delegate, a user
    /// subclass); worked out when the arena's work starts. With none, only `require(toFail:)` counts.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var anyDynamicRequirements = false
    /// Counts the passes of the arena's work (for the per-pass cache of requirements), and the
    /// recognizers whose cache was filled in this pass, emptied when it ends (the cache holds its
    /// recognizers strongly; two that require each other would otherwise keep each other alive).
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var pass = 0
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var cachedThisPass: [UIGestureRecognizer] = []
    /// Recognizers whose touches or waiting changed: settled once the current decisions are made.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var needsSettling = false

    /// While ``settleIdleNow()`` runs: whether the requirements among waiting recognizers form no
    /// circle (worked out once), so no circle check is needed between two waiting recognizers.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var pendingGraphAcyclic = false

    /// Recognizers that recognised in the current pass and have not yet prevented the others.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var preventing: [UIGestureRecognizer] = []

    // The effect queue and its bookkeeping are read on every frame that involves a recognizer, and
    // `eventInProgress` on every frame: no run-time exclusivity check (docs/Performance.md). No
    // access to them overlaps another — reads and writes are single statements; user code (an
    // action, a touches method) runs between them, never inside one.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var effects: [Effect] = []
    /// While an effect runs: where the effects it causes go.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var insertionIndex: Int?
    /// How deep in the arena's own work we are; effects run when it returns to 0.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var depth = 0
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var runningEffects = false
    /// Whether a touch event is being delivered: recognizers that finished reset at its end.
    // tenfingers-gestures: 6,829 → 8,116 ns without (the arena's 14 unchecked fields together)
    @exclusivity(unchecked) var eventInProgress = false
    /// Effects one settling may run: an action that sets its own recognizer's state again for ever
    /// is stopped here with a diagnostic.
    static let maximumEffectsPerSettling = 10_000

    /// Whether this is the application's arena (the one recognizers use unless told otherwise).
    let isApplicationArena: Bool

    init(host: any GestureArenaHost) {
        hostReference = Unretained(host, heldBy: "the arena's host (the application), which owns the arena")
        deliveryCache = Unretained(
            host.deliveryCache, heldBy: "the arena's host (the application), which owns the arena and the cache")
        isApplicationArena = host is UIApplication
    }

    // MARK: Touches

    /// B103, B105: the recognizers a new touch goes to.
    func assign(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.viewStorage else { return }
        // Fast path: no recognizer on the way up (most touches of most apps' leaf views), found
        // without retaining each ancestor; the loop below would find none, at two atomics a level.
        guard dispatchSwitches.deliveryFastPaths ? GestureArena.anyRecognizer(from: view) : true else { return }
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage ?? [] where accepts(recognizer, touch, event) {
                // One that finished outside any event has been reset already; this is a safeguard.
                if recognizer.stateStorage.isTerminal, recognizer.hasNoInput { resetRecognizer(recognizer) }
                guard !recognizer.stateStorage.isTerminal else { continue }
                touch.gestureRecognizerList.append(recognizer)
                recognizer.trackedTouches.append(touch)
                admit(recognizer)
            }
            current = candidate.superviewStorage
        }
    }

    /// Whether `view` or one of its ancestors has a gesture recognizer, read through unretained
    /// references (`UIView.firstUnretained(from:where:)`; the caller holds `view`, and each view
    /// holds its superview).
    nonisolated static func anyRecognizer(from view: UIView) -> Bool {
        let start = Unretained(view, heldBy: "the caller, which holds the touch's view")
        return UIView.firstUnretained(from: start) { !($0.gestureRecognizerStorage?.isEmpty ?? true) } != nil
    }

    /// A recognizer got a touch or a press: it is in play. Only an arena other than the application's
    /// (a test's) is remembered: a weak reference gives the arena a side table, which LeakSanitizer
    /// (the fuzz run) reports as a leak.
    @inline(__always)
    func admit(_ recognizer: UIGestureRecognizer) {
        if !isApplicationArena, recognizer.arena !== self { recognizer.arena = self }
        checkAdmission(recognizer)
        if !recognizer.isInArena {
            recognizer.isInArena = true
            active.append(recognizer)
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.shouldReceive(event) else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.typeStorage.rawValue }) else {
            return false
        }
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first,
           first.typeStorage != touch.typeStorage { return false }
        if let delegate = recognizer.delegate {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event) else { return false }
            guard delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
        }
        return true
    }

    /// A touch event is being delivered: recognizers that finish during it reset at its end
    /// (``finishFrame(lifted:)``).
    @inline(__always)
    func eventStarted() {
        eventInProgress = true
    }

    /// B104: the recognizers get the frame's touches, per phase, before the views; what their state
    /// changes cause runs after the last of them returns. The check for none is inlined into the
    /// caller (the usual frame over a view without recognizers costs no call).
    @inline(__always)
    func deliver(_ touches: [UITouch], event: UIEvent) {
        // Most frames over most views involve no recognizer at all: nothing to take or give back.
        var anyRecognizer = false
        for touch in touches where !touch.gestureRecognizerList.isEmpty {
            anyRecognizer = true
            break
        }
        guard anyRecognizer else { return }
        deliverToRecognizersOfFrame(touches, event: event)
    }

    private func deliverToRecognizersOfFrame(_ touches: [UITouch], event: UIEvent) {
        perform { deliverToRecognizers(touches, event: event) }
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        // Buffers and touch sets reused from frame to frame (Delivery/DeliveryCache.swift).
        let cache = deliveryCache.object
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
                for touch in touches
                where touch.phaseStorage == phase && recognizer.trackedTouches.containsIdentical(touch) {
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

    /// After the frame: lifted touches leave their recognizers; the event is over, so recognizers
    /// that finished reset (B110).
    func finishFrame(lifted: [UITouch]) {
        eventInProgress = false
        if active.isEmpty { return }
        perform {
            for touch in lifted {
                for recognizer in touch.gestureRecognizerList {
                    recognizer.trackedTouches.removeAll { $0 === touch }
                }
            }
            settleIdleRecognizers()
        }
    }

    /// A touch whose view left its window: its recognizers get it cancelled (B52).
    func cancelForRemoval(_ touches: [UITouch], event: UIEvent) {
        perform {
            var recognizers: [UIGestureRecognizer] = []
            for touch in touches {
                for recognizer in touch.gestureRecognizerList { recognizers.appendIfAbsent(recognizer) }
            }
            for recognizer in recognizers {
                let mine = touches.filter { recognizer.trackedTouches.contains($0) }
                guard !mine.isEmpty else { continue }
                recognizer.touchesCancelled(Set(mine), with: event)
                recognizer.trackedTouches.removeAll { mine.contains($0) }
                if recognizer.stateStorage == .possible, recognizer.trackedTouches.isEmpty,
                    !recognizer.isWaitingWithoutTouches
                {
                    requestTransition(recognizer, to: .failed)
                }
            }
            settleIdleRecognizers()
        }
    }

    /// The system took over: recognizers waiting between touches or on a requirement give up, after
    /// the touch endings they held back are cancelled in the views.
    func interrupt() {
        perform {
            enqueue(.cancelTouches(host.heldBackTouches, reason: "the system cancelled the touches"))
            for recognizer in active where recognizer.stateStorage == .possible && recognizer.trackedTouches.isEmpty {
                fail(recognizer)
            }
            settleIdleRecognizers()
        }
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        perform {
            recognizer.trackedTouches.removeAll { $0 === touch }
            touch.gestureRecognizerList.removeAll { $0 === recognizer }
            enqueue(.release([touch]))
        }
    }

    // MARK: Time

    /// Time may restart between sequences (a replay, a new source), so the clock is taken as given.
    /// With no recognizer in play (the usual frame) that is one store, inlined into the caller.
    @inline(__always)
    func timePassed(to time: TimeInterval) {
        if active.isEmpty {
            now = time
            return
        }
        recognizersSeeTimePass(to: time)
    }

    private func recognizersSeeTimePass(to time: TimeInterval) {
        perform {
            if time < now {
                // The clock restarted (a replay, a new source): whatever waited for a deadline has lost it.
                for recognizer in active where recognizer.stateStorage == .possible
                    && recognizer.trackedTouches.isEmpty
                    && (recognizer.isWaitingWithoutTouches || recognizer.pendingState != nil)
                {
                    fail(recognizer)
                }
            }
            now = time
            for recognizer in active { recognizer.timePassed(to: time) }
            settleIdleRecognizers()
        }
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
}
