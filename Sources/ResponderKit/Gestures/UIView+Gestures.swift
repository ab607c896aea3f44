import Foundation

/// Attaching recognizers to views (UIKIT-NOTES B102) and the application's part in gestures: the
/// arena, the time ticks, and the touches held back from or cancelled in views (B113–B115).
extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.viewStorage, previous !== self { previous.detach(recognizer) }
        var list = gestureRecognizerStorage ?? []
        if !list.containsIdentical(recognizer) { list.append(recognizer) }
        gestureRecognizerStorage = list
        recognizer.viewStorage = self
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard var list = gestureRecognizerStorage, list.containsIdentical(recognizer) else { return }
        list.removeAll { $0 === recognizer }
        gestureRecognizerStorage = list
        if recognizer.viewStorage === self {
            recognizer.viewStorage = nil
            UIApplication.shared.gestureArena.disabled(recognizer)
        }
    }
}

extension UIApplication {
    /// Touches whose beginning or ending a recognizer holds back from their view.
    var withheldTouches: [UITouch] {
        touchDispatcher.activeAndRecentTouches.filter { $0.beganWithheld || $0.endWithheld }
    }

    /// B113: a recognizer recognised; its touches are cancelled in their views — `touchesCancelled`
    /// for those whose beginning the view saw, silence for those it never saw — and the views get
    /// nothing more of them.
    func cancelTouchesInViews(_ touches: [UITouch]) {
        var views: [UIView] = []
        for touch in touches where touch.isDelivering {
            if let view = touch.viewStorage, !views.containsIdentical(view) { views.append(view) }
        }
        for touch in touches where touch.isDelivering && !touch.beganDelivered {
            touch.isDelivering = false
            touch.beganWithheld = false
            touch.endWithheld = false
        }
        for view in views {
            let seen = touches.filter { $0.viewStorage === view && $0.isDelivering && $0.beganDelivered }
            guard !seen.isEmpty else { continue }
            for touch in seen {
                touch.isDelivering = false
                touch.endWithheld = false
            }
            activeTracer?.record(.touchesCancelled(view: ResponderName(view), reason: "a gesture recognizer recognised"))
            view.touchesCancelled(Set(seen), with: touchDispatcher.currentEvent)
        }
        touchDispatcher.pruneWithheld()
    }

    /// B114, B115: once no recognizer holds them back, the withheld beginnings and endings go to
    /// the views, in that order.
    func releaseWithheldTouches(_ touches: [UITouch]) {
        defer { touchDispatcher.pruneWithheld() }
        for touch in touches where touch.isDelivering {
            guard touch.beganWithheld || touch.endWithheld, let view = touch.viewStorage else { continue }
            if touch.phaseStorage == .cancelled, !touch.beganDelivered {
                // Cancelled before its view ever saw it: nothing to hand over.
                touch.beganWithheld = false
                touch.endWithheld = false
                touch.isDelivering = false
                continue
            }
            if touch.beganWithheld, !gestureArena.delaysBegan(of: touch) {
                touch.beganWithheld = false
                touch.beganDelivered = true
                view.touchesBegan([touch], with: touchDispatcher.currentEvent)
            }
            if touch.endWithheld, !touch.beganWithheld, !gestureArena.delaysEnded(of: touch) {
                touch.endWithheld = false
                touch.isDelivering = false
                view.touchesEnded([touch], with: touchDispatcher.currentEvent)
            }
        }
    }
}
