import Foundation

/// Pointer input that is not a touch (iPadOS 13.4's pointer): scrolls from a mouse wheel or a
/// trackpad, and hovering.
///
///     .scroll ─▶ hit-test at the pointer (a `.scroll` event) ─▶ the nearest pan gesture recognizer, from
///                that view up, that allows the scroll's kind and is idle (a `UIScrollView`'s only if
///                it can scroll along the scroll's main axis — so nested scroll views share out the axes,
///                as with fingers) ─▶ it runs as if a finger dragged: began → changed → ended, its
///                translation the scroll's distance. A wheel notch is one whole gesture; a trackpad's
///                fingers are one gesture from the first movement to the lift, whose velocity makes a
///                scroll view decelerate (the trackpad's own momentum events are ignored).
///     .pointerMoved ─▶ hit-test (a `.hover` event) ─▶ `UIHoverGestureRecognizer`s of that view and its
///                ancestors begin or change; those of views the pointer left end. `.pointerExited` ends all.
@preconcurrency @MainActor
final class PointerDispatcher {
    /// The application that owns this part and outlives it.
    private let applicationReference: Unretained<UIApplication>
    private var application: UIApplication { applicationReference.object }
    /// The pan a trackpad scroll drives, from its first movement to its end.
    private var trackpadPan: UIPanGestureRecognizer?
    /// The hover recognizers under the pointer at its last move, in order (offered the hover
    /// whatever they made of it). Each one under the pointer carries the move's number
    /// (`hoverMove`), so membership is one comparison and a move costs time linear in the
    /// recognizers (it was quadratic, then hashed two sets per move).
    private var hovering: [UIHoverGestureRecognizer] = []
    /// The number of the last pointer move (an exit counts too, so nothing is still "under").
    private var move = 0
    /// Whether each of the last move's recognizers was under the pointer the move before.
    private var wasUnder: [Bool] = []

    init(application: UIApplication) {
        applicationReference = Unretained(application, heldBy: "the application, which owns its pointer dispatcher")
    }

    // MARK: Scrolls

    func scroll(_ input: ScrollInput, timestamp: TimeInterval) {
        let points = input.points
        guard input.location.x.isFinite, input.location.y.isFinite, points.x.isFinite, points.y.isFinite else {
            application.report(.init(kind: .nonFiniteLocation, resolution: .dropped,
                    message: "a scroll at \(input.location) by \(input.delta) is not finite; it is ignored"))
            return
        }
        let event = UIEvent(type: .scroll, subtype: .none, timestamp: timestamp)
        switch (input.source, input.phase) {
        case (.wheel, _):
            guard points != .zero, let pan = target(at: input.location, type: .discrete, delta: points, event: event)
            else { return }
            pan.scrollStarted(at: input.location, time: timestamp)
            pan.state = .began
            guard pan.stateStorage == .began else { return finish(pan) }
            pan.scrollMoved(by: points, at: input.location, time: timestamp)
            pan.state = .changed
            pan.state = .ended
            finish(pan)
        case (.trackpad, .began):
            if let pan = drivenTrackpadPan { end(pan, as: .cancelled) }
        case (.trackpad, .changed):
            if let pan = drivenTrackpadPan {
                pan.scrollMoved(by: points, at: input.location, time: timestamp)
                if pan.stateStorage == .began || pan.stateStorage == .changed { pan.state = .changed }
            } else if points != .zero,
                let pan = target(at: input.location, type: .continuous, delta: points, event: event)
            {
                pan.scrollStarted(at: input.location, time: timestamp)
                pan.state = .began
                guard pan.stateStorage == .began else { return finish(pan) }
                trackpadPan = pan
                pan.scrollMoved(by: points, at: input.location, time: timestamp)
                pan.state = .changed
            }
        case (.trackpad, .ended):
            if let pan = drivenTrackpadPan {
                pan.scrollMoved(by: points, at: input.location, time: timestamp)
                end(pan, as: .ended)
            }
        case (.trackpad, .cancelled):
            if let pan = drivenTrackpadPan { end(pan, as: .cancelled) }
        case (.trackpad, .momentum):
            break
        }
    }

    /// The pan the trackpad drives — unless a finger came down on it meanwhile: the finger owns the
    /// scroll while it is down (its touches carry the translation on), and the trackpad's later phases
    /// no longer move or end it (otherwise the trackpad's end flung the content against the finger).
    private var drivenTrackpadPan: UIPanGestureRecognizer? {
        guard let pan = trackpadPan else { return nil }
        guard pan.hasNoInput else {
            trackpadPan = nil
            return nil
        }
        return pan
    }

    private func end(_ pan: UIPanGestureRecognizer, as state: UIGestureRecognizer.State) {
        trackpadPan = nil
        if pan.stateStorage == .began || pan.stateStorage == .changed { pan.state = state }
        finish(pan)
    }

    /// The gesture is over: the recognizer goes back to `.possible`, as after an event of touches.
    private func finish(_ recognizer: UIGestureRecognizer) {
        if recognizer.stateStorage != .possible, recognizer.hasNoInput {
            application.inputPipeline.arena.resetRecognizer(recognizer)
        }
    }

    /// The recognizers of the view under `location` and of its ancestors, nearest first — what a
    /// pointer event goes to, as a touch goes to its hit-test view's.
    private func recognizers(under location: CGPoint, event: UIEvent) -> [UIGestureRecognizer] {
        guard let (_, hit) = WindowHitTester(application: application).hitTest(at: location, event: event) else {
            return []
        }
        var found: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let view = current {
            found.append(contentsOf: view.gestureRecognizerStorage ?? [])
            current = view.superviewStorage
        }
        return found
    }

    /// Whether an idle recognizer (no touch or press, still deciding) may take this pointer event.
    private func takes(_ recognizer: UIGestureRecognizer, _ event: UIEvent) -> Bool {
        guard recognizer.isEnabled, recognizer.stateStorage == .possible, recognizer.hasNoInput else { return false }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
            return false
        }
        return true
    }

    /// The nearest idle pan under `location` that takes this kind of scroll.
    private func target(
        at location: CGPoint, type: UIScrollTypeMask, delta: CGPoint, event: UIEvent
    ) -> UIPanGestureRecognizer? {
        let axis: ScrollAxis = abs(delta.x) > abs(delta.y) ? .horizontal : .vertical
        for case let pan as UIPanGestureRecognizer in recognizers(under: location, event: event)
        where pan.allowedScrollTypesMask.contains(type) {
            if let scrollPan = pan as? ScrollViewPanGestureRecognizer, scrollPan.scrollView?.canScroll(axis) != true {
                continue
            }
            if takes(pan, event) { return pan }
        }
        return nil
    }

    // MARK: Trackpad pinch and rotation

    /// The recognizers a trackpad pinch or rotation drives, from its beginning to its end.
    private var transformPinch: UIPinchGestureRecognizer?
    private var transformRotation: UIRotationGestureRecognizer?

    func transform(_ input: TransformInput, timestamp: TimeInterval) {
        guard input.location.x.isFinite, input.location.y.isFinite, input.scale.isFinite, input.rotation.isFinite,
            input.scale > 0
        else {
            application.report(.init(kind: .nonFiniteLocation, resolution: .dropped,
                    message:
                        "a trackpad transform at \(input.location), scale \(input.scale), rotation "
                            + "\(input.rotation) is not usable; ignored"
                ))
            return
        }
        switch input.phase {
        case .began:
            endTransform(as: .cancelled)
            let event = UIEvent(type: .transform, subtype: .none, timestamp: timestamp)
            for recognizer in recognizers(under: input.location, event: event) where takes(recognizer, event) {
                if transformPinch == nil, let pinch = recognizer as? UIPinchGestureRecognizer { transformPinch = pinch }
                if transformRotation == nil, let rotation = recognizer as? UIRotationGestureRecognizer {
                    transformRotation = rotation
                }
                if transformPinch != nil, transformRotation != nil { break }
            }
            transformPinch?.lastScreenCentroid = input.location
            transformRotation?.lastScreenCentroid = input.location
        case .changed:
            if let pinch = transformPinch {
                pinch.transformed(toScale: input.scale, at: input.location, time: timestamp)
                step(pinch, begins: abs(input.scale - 1) > 0.02)
            }
            if let rotation = transformRotation {
                rotation.transformed(toRotation: input.rotation, at: input.location, time: timestamp)
                step(rotation, begins: abs(input.rotation) >= EventThresholds.rotationStartAngle)
            }
        case .ended: endTransform(as: .ended)
        case .cancelled: endTransform(as: .cancelled)
        }
    }

    /// A change: a recognizer not begun yet begins once the change is large enough; a begun one changes.
    private func step(_ recognizer: UIGestureRecognizer, begins: Bool) {
        switch recognizer.stateStorage {
        case .possible where begins: recognizer.state = .began
        case .began, .changed: recognizer.state = .changed
        default: break
        }
    }

    private func endTransform(as state: UIGestureRecognizer.State) {
        for recognizer in [transformPinch as UIGestureRecognizer?, transformRotation].compactMap({ $0 }) {
            switch recognizer.stateStorage {
            case .began, .changed: recognizer.state = state
            case .possible: recognizer.state = .failed
            default: break
            }
            finish(recognizer)
        }
        transformPinch = nil
        transformRotation = nil
    }

    // MARK: Hover

    func pointerMoved(to location: CGPoint, timestamp: TimeInterval) {
        guard location.x.isFinite, location.y.isFinite else {
            application.report(.init(kind: .nonFiniteLocation, resolution: .dropped,
                                     message: "the pointer moved to \(location), which is not finite; ignored"))
            return
        }
        let event = UIEvent(type: .hover, subtype: .none, timestamp: timestamp)
        // The hover recognizers of the hit view and its ancestors, nearest first — gathered straight
        // from the views' lists (no intermediate list of every recognizer to retain and release).
        var under: [UIHoverGestureRecognizer] = []
        under.reserveCapacity(hovering.count)
        if let (_, hit) = WindowHitTester(application: application).hitTest(at: location, event: event) {
            var current: UIView? = hit
            while let view = current {
                if let list = view.gestureRecognizerStorage {
                    for case let hover as UIHoverGestureRecognizer in list where hover.isEnabled { under.append(hover) }
                }
                current = view.superviewStorage
            }
        }
        let previous = move
        move &+= 1
        let current = move
        // (Built in a local array: appending to the stored one checks exclusivity at run time per element.)
        var wasUnder = self.wasUnder
        self.wasUnder = []
        wasUnder.removeAll(keepingCapacity: true)
        for recognizer in under {
            wasUnder.append(recognizer.hoverMove == previous)
            recognizer.hoverMove = current
        }
        defer { self.wasUnder = wasUnder }
        // The pointer left these: the ones that recognised the hover end it.
        for recognizer in hovering where recognizer.hoverMove != current {
            if Self.isHovering(recognizer) {
                recognizer.lastScreenCentroid = location
                recognizer.state = .ended
            }
            finish(recognizer)
        }
        // Over these: each goes by its own state — a subclass may hold `.began` back and
        // set it later (a tooltip after a delay). One that recognised moves on; a new one is offered
        // `.began` once per visit; one that declined is not asked again until the pointer comes back.
        for (index, recognizer) in under.enumerated() {
            recognizer.lastScreenCentroid = location
            if Self.isHovering(recognizer) {
                // UIKit's own class cannot have overridden the `state` setter: the arena's fast path
                // (same result, HoverFastPathTests) spares the general transition.
                if type(of: recognizer) == UIHoverGestureRecognizer.self {
                    recognizer.currentArena.changeRecognized(recognizer)
                } else {
                    recognizer.state = .changed
                }
            } else if recognizer.stateStorage == .possible, !wasUnder[index] {
                recognizer.state = .began
            }
            if recognizer.stateStorage.isTerminal { finish(recognizer) }
        }
        hovering = under
    }

    func pointerExited(timestamp: TimeInterval) {
        let left = hovering
        hovering = []
        move &+= 1
        for recognizer in left {
            if Self.isHovering(recognizer) { recognizer.state = .ended }
            finish(recognizer)
        }
    }

    /// Whether `recognizer` has recognised the hover and not ended it.
    private static func isHovering(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.stateStorage == .began || recognizer.stateStorage == .changed
    }
}
