import Foundation

/// The navigation controller's two bar-hiding gestures and their delegate.
@MainActor
final class BarHidingGestures: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    let tap: UITapGestureRecognizer
    let swipe: UIPanGestureRecognizer

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        tap = UITapGestureRecognizer()
        swipe = UIPanGestureRecognizer()
        // Inactive until asked for, and never holding back the content's touches.
        for recognizer in [tap, swipe] as [UIGestureRecognizer] {
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
        }
        tap.isEnabled = navigationController.hidesBarsOnTap
        swipe.isEnabled = navigationController.hidesBarsOnSwipe
    }

    /// Active only while the navigation controller asks for it, and (the tap) only on the content,
    /// not on a bar.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController, let view = navigation.viewIfLoaded else { return false }
        if gestureRecognizer === swipe { return navigation.hidesBarsOnSwipe }
        guard navigation.hidesBarsOnTap else { return false }
        let point = gestureRecognizer.location(in: view)
        let bars: [UIView] = [navigation.navigationBar, navigation.toolbarStorage]
        if bars.contains(where: { $0.superview === view && !$0.isHidden && $0.frame.contains(point) }) { return false }
        // Otherwise unhandled: a touched control that keeps its own tap (a button) refuses it, as it
        // refuses an ancestor's tap (the tap does not cancel the content's touches, so the arena
        // does not ask the views itself).
        return !gestureRecognizer.trackedTouches.contains { touch in
            touch.viewStorage.map { !$0.gestureRecognizerShouldBegin(gestureRecognizer) } ?? false
        }
    }

    /// Both work alongside the content's own gestures (a scroll view's pan, a tap of the app's).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

/// `hidesBarsOnTap` and `hidesBarsOnSwipe` — UIKit's `barHideOnTapGestureRecognizer` (a tap
/// recognizer) and `barHideOnSwipeGestureRecognizer` (a pan recognizer) on the navigation
/// controller's view, inactive unless the property is `true` (Apple's documentation of both).
/// A tap in the content that nothing else handles (a button's own tap keeps it: `UIButton` refuses
/// its superviews' taps) toggles the navigation bar and the toolbar; an upward swipe hides them, a
/// downward one shows them. The toolbar takes part only when the top controller has toolbar items
/// (Apple: "If the toolbar does not have any items, it remains visible even after a swipe").
///
/// Differences from UIKit: hiding and showing are not animated; the swipe decides when the finger
/// lifts (by the sign of the vertical translation, when it is the larger), not as it moves.
extension UINavigationController {
    /// The tap that toggles the bars while ``hidesBarsOnTap`` is `true` (loads the view).
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        loadViewIfNeeded()
        return installBarHidingGestures().tap
    }

    /// The pan that hides or shows the bars while ``hidesBarsOnSwipe`` is `true` (loads the view).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        loadViewIfNeeded()
        return installBarHidingGestures().swipe
    }

    @discardableResult
    func installBarHidingGestures() -> BarHidingGestures {
        if let gestures = barHidingGestures { return gestures }
        let gestures = BarHidingGestures(self)
        barHidingGestures = gestures
        gestures.tap.handlers.append { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.setBarsHidden(!self.isNavigationBarHidden)
        }
        gestures.swipe.handlers.append { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let view = self.viewIfLoaded,
                  let pan = recognizer as? UIPanGestureRecognizer else { return }
            let moved = pan.translation(in: view)
            guard abs(moved.y) > abs(moved.x), moved.y != 0 else { return }
            self.setBarsHidden(moved.y < 0)
        }
        gestures.tap.delegate = gestures
        gestures.swipe.delegate = gestures
        viewIfLoaded?.addGestureRecognizer(gestures.tap)
        viewIfLoaded?.addGestureRecognizer(gestures.swipe)
        return gestures
    }

    /// Hides or shows the navigation bar, and the toolbar when the top controller has items for it.
    private func setBarsHidden(_ hidden: Bool) {
        setNavigationBarHidden(hidden, animated: true)
        if !(topViewController?.toolbarItems ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
    }
}
