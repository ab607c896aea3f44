import Foundation

/// The split view's own gestures: the edge swipe on its view that shows a hidden primary column
/// (`presentsWithGesture`, "A Boolean value that determines whether a hidden view can be presented
/// and dismissed using a swipe gesture", AD:uikit/uisplitviewcontroller/presentswithgesture), and the
/// tap beside a column shown over the secondary that hides it again — taken by a clear view over the
/// secondary (``SplitOverlayDismissView``), as UIKit's dimming view takes it, so no control under it
/// gets the tap.
///
///     secondaryOnly ── swipe in from the primary's edge ──▶ the primary over the secondary
///                      (beside it when the split behaviour is .tile)
///     primary over ─── tap on the secondary beside it ─────▶ secondaryOnly (the tap goes no further)
///
/// A navigation controller's back swipe in a column wins over the edge swipe.
@MainActor
final class SplitColumnGestures: NSObject, UIGestureRecognizerDelegate {
    unowned let split: UISplitViewController
    let swipe: UIScreenEdgePanGestureRecognizer

    init(split: UISplitViewController) {
        self.split = split
        swipe = UIScreenEdgePanGestureRecognizer(handler: { [weak split] recognizer in
            if recognizer.state == .began { split?.showPrimaryBySwipe() }
        })
        super.init()
        swipe.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !split.isCollapsed, split.presentsWithGesture, split.displayMode == .secondaryOnly else { return false }
        let moved = swipe.translation(in: nil).x
        return split.primaryEdge == .leading ? moved > 0 : moved < 0
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === swipe && otherGestureRecognizer is UIScreenEdgePanGestureRecognizer
            && otherGestureRecognizer.view?.isDescendant(of: split.view) == true
    }
}

extension UISplitViewController {
    /// Puts the column gestures on the view (once, when it loads) and keeps the swipe's edge the
    /// primary's.
    func installColumnGestures() {
        guard let view = viewIfLoaded else { return }
        let gestures = columnGestures ?? SplitColumnGestures(split: self)
        if columnGestures == nil {
            columnGestures = gestures
            view.addGestureRecognizer(gestures.swipe)
        }
        gestures.swipe.edges = primaryEdge == .leading ? .left : .right
    }

    /// The edge swipe: the primary shows over the secondary (beside it with a tiling behaviour).
    func showPrimaryBySwipe() {
        delegate?.splitViewController(self, willShow: .primary)
        let triple = style == .tripleColumn
        switch preferredSplitBehavior {
        case .tile: shownOverride = triple ? .twoBesideSecondary : .oneBesideSecondary
        case .displace: shownOverride = triple ? .twoDisplaceSecondary : .oneBesideSecondary
        case .automatic, .overlay: shownOverride = triple ? .twoOverSecondary : .oneOverSecondary
        }
        displayModeMayHaveChanged()
    }

    /// The tap beside an overlaid column: it hides, leaving the secondary.
    func hideOverlaidColumns() {
        delegate?.splitViewController(self, willHide: .primary)
        shownOverride = .secondaryOnly
        displayModeMayHaveChanged()
    }

    /// With a column over the secondary, the clear view that takes a tap beside it, just below that
    /// column; otherwise none.
    func placeOverlayDismissView(below overlay: UIView?, in container: UIView) {
        guard let overlay, overlay.superview === container else {
            overlayDismissView?.removeFromSuperview()
            return
        }
        let catcher = overlayDismissView ?? SplitOverlayDismissView(frame: container.bounds)
        overlayDismissView = catcher
        catcher.split = self
        catcher.frame = container.bounds
        let subviews = container.subviews
        let catcherIndex = subviews.firstIndex { $0 === catcher }, overlayIndex = subviews.firstIndex { $0 === overlay }
        if catcherIndex == nil || catcherIndex.map({ $0 + 1 }) != overlayIndex {
            container.insertSubview(catcher, belowSubview: overlay)
        }
    }
}

/// The clear view over the secondary while a column is shown over it: a touch that lifts on it
/// hides the column and goes no further.
final class SplitOverlayDismissView: UIView {
    weak var split: UISplitViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "split overlay dismiss"
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        split?.hideOverlaidColumns()
    }
}
