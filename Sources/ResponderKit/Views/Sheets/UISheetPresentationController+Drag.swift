import Foundation

/// A sheet's drag: from its own pan recognizer (a finger anywhere on the sheet outside a vertical
/// scroll view), or handed over by a scroll view in it at its top edge; then the settling on the
/// nearest detent, or the interactive dismissal.
struct SheetDragState {
    /// Whether a drag moves the sheet now.
    var isDragging = false
    /// The sheet's top when the drag began.
    var startTop: CGFloat = 0
    /// Whether the user may dismiss by this drag, asked once the drag goes below the smallest
    /// detent (`isModalInPresentation`, then the delegate); `nil` until then.
    var mayDismiss: Bool?
    /// Where the finger would have put the sheet's top, before any rubber band.
    var rawTop: CGFloat = 0
}

extension UISheetPresentationController {
    // MARK: The sheet's own pan

    func sheetPanChanged(_ pan: UIPanGestureRecognizer) {
        // A sheet on its way out (the app dismissed it) is not dragged.
        guard !presentedViewController.beingDismissed || pan.state == .ended || pan.state == .cancelled else { return }
        switch pan.state {
        case .began, .changed:
            if !drag.isDragging { beginSheetDrag() }
            moveSheet(toTop: drag.startTop + pan.translation(in: nil).y)
        case .ended: endSheetDrag(velocity: pan.velocity(in: nil).y)
        case .cancelled, .failed: endSheetDrag(velocity: 0)
        default: break
        }
    }

    private func beginSheetDrag() {
        guard let view = presentedView else { return }
        view.layer.removeAllAnimations()
        drag = SheetDragState(isDragging: true, startTop: view.frame.minY, mayDismiss: nil, rawTop: view.frame.minY)
    }

    /// Moves the sheet's top to `proposed`: held (with a rubber band) at the largest detent's top,
    /// and at the smallest's when the user may not dismiss.
    private func moveSheet(toTop proposed: CGFloat) {
        guard let view = presentedView, let area = sheetArea, !presentedViewController.beingDismissed else { return }
        let heights = resolvedDetents().map(\.height)
        let largestTop = top(forHeight: heights.last ?? maximumDetentValue)
        let smallestTop = top(forHeight: heights.first ?? maximumDetentValue)
        drag.rawTop = proposed
        var top = proposed
        if top < largestTop {
            top = largestTop - ScrollPhysics.rubberBand(largestTop - top, dimension: area.height)
        } else if top > smallestTop + 0.5 {
            if drag.mayDismiss == nil { drag.mayDismiss = userMayDismiss() }
            if drag.mayDismiss == false {
                top = smallestTop + ScrollPhysics.rubberBand(top - smallestTop, dimension: area.height)
            }
        }
        view.frame = frame(top: top)
        setDimmed(dims(atHeight: area.frame.maxY - area.bottomInset - top))
    }

    /// The finger lifted: the sheet's top, projected by `velocity` (points per second, down
    /// positive), below half the smallest detent dismisses; otherwise the nearest detent takes it.
    func endSheetDrag(velocity: CGFloat) {
        guard drag.isDragging else { return }
        drag.isDragging = false
        guard let area = sheetArea, !presentedViewController.beingDismissed else { return }
        let current = drag.rawTop
        let projected = current + ScrollPhysics.projection(velocity: velocity.isFinite ? velocity / 1000 : 0,
                                                           rate: UIScrollView.DecelerationRate.fast.rawValue)
        let projectedHeight = area.frame.maxY - area.bottomInset - projected
        let resolved = resolvedDetents()
        if projectedHeight < resolved[0].height / 2 {
            if drag.mayDismiss == nil { drag.mayDismiss = userMayDismiss() }
            if drag.mayDismiss == true { return dismissInteractively() }
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return moveToRestingDetent(animated: true)
        }
        let nearest = resolved.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) }!
        let before = restingDetent().detent.identifier
        animateChanges { selectedDetentIdentifier = nearest.detent.identifier }
        if nearest.detent.identifier != before {
            (delegate as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// Whether the user may dismiss: no controller on screen in the presentation is modal in
    /// presentation, and the delegate agrees.
    private func userMayDismiss() -> Bool {
        if presentedViewController.anyShownIsModalInPresentation { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// The user dismissed the sheet: the delegate hears it will, the sheet slides off and the
    /// dismissal runs; the delegate hears it did once it finished.
    private func dismissInteractively() {
        guard let view = presentedView, let area = sheetArea else { return }
        delegate?.presentationControllerWillDismiss(self)
        setDimmed(false)
        UIView.animate(withDuration: UIViewController.transitionDuration, delay: 0, options: [.beginFromCurrentState]) {
            view.frame.origin.y = area.frame.maxY
        }
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    // MARK: Handed over by a scroll view

    /// A scroll view in the sheet is dragged to `desired` (its content offset's y, not yet applied),
    /// from `start`, with `top` its top-most offset. Pulled past its top edge, the sheet moves down
    /// instead; pushed up from its top edge while the sheet can grow (and
    /// `prefersScrollingExpandsWhenScrolledToEdge`), the sheet grows first. Returns the offset the
    /// scroll view keeps.
    func scrollViewDragged(desired: CGFloat, start: CGFloat, top: CGFloat) -> CGFloat {
        guard let view = presentedView, !presentedViewController.beingDismissed else { return desired }
        if !drag.isDragging {
            view.layer.removeAllAnimations()
            drag = SheetDragState(isDragging: true, startTop: view.frame.minY, mayDismiss: nil, rawTop: view.frame.minY)
        }
        var sheetDelta: CGFloat = 0
        var kept = desired
        if desired < top {
            sheetDelta = top - desired
            kept = top
        } else if start <= top + 0.5, prefersScrollingExpandsWhenScrolledToEdge {
            let largestTop = self.top(forHeight: resolvedDetents().last?.height ?? maximumDetentValue)
            let growth = min(desired - top, max(drag.startTop - largestTop, 0))
            sheetDelta = -growth
            kept = desired - growth
        }
        moveSheet(toTop: drag.startTop + sheetDelta)
        return kept
    }

    /// The scroll view's drag ended: whether the sheet moved (then it settles with `velocity`, and
    /// the content does not decelerate).
    func scrollViewDragEnded(velocity: CGFloat) -> Bool {
        guard drag.isDragging, let view = presentedView else { return false }
        if abs(view.frame.minY - drag.startTop) < 0.5 {
            drag.isDragging = false
            return false
        }
        endSheetDrag(velocity: velocity)
        return true
    }
}

extension UIViewController {
    /// Whether this controller, or one of its children on screen, is modal in presentation.
    var anyShownIsModalInPresentation: Bool {
        if isModalInPresentation { return true }
        return children.contains { $0.viewIfLoaded?.window != nil && $0.anyShownIsModalInPresentation }
    }
}

extension UIScrollView {
    /// The sheet this scroll view is in, if it scrolls vertically in one: the presentation controller
    /// of the nearest presented controller whose view encloses it.
    var enclosingSheet: UISheetPresentationController? {
        guard canScroll(.vertical) else { return nil }
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController, controller.presentation != nil {
                // (A controller whose style changed after its presentation controller was made is no sheet.)
                guard controller.usesSheetPresentation else { return nil }
                return controller.presentationControllerStorage as? UISheetPresentationController
            }
            current = view.superview
        }
        return nil
    }
}

/// The sheet pan's delegate: it takes no touch inside a vertical scroll view (that scroll view hands
/// the drag over at its top edge) and begins only on a mostly vertical movement.
@MainActor
final class SheetPanGate: NSObject, UIGestureRecognizerDelegate {
    static let shared = SheetPanGate()

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var current = touch.view
        while let view = current, view !== gestureRecognizer.view {
            if let scroll = view as? UIScrollView, scroll.canScroll(.vertical) { return false }
            current = view.superview
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: nil)
        return abs(translation.y) >= abs(translation.x)
    }
}
