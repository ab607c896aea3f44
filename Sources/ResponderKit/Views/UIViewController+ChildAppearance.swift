import Foundation

/// The appearance callbacks of a child controller (`viewWillAppear` … `viewDidDisappear`) as its view enters
/// and leaves a window, and `beginAppearanceTransition`/`endAppearanceTransition` for containers that forward
/// them by hand (`shouldAutomaticallyForwardAppearanceMethods` false).
extension UIViewController {
    /// The view of a controller that has a parent is about to enter or leave a window: the
    /// appearance callbacks, when the parent forwards them (or the child is appearing on its own).
    func childViewWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        // The view leaves before its appearance finished (removed from its viewWillAppear): the
        // appearance is cancelled, as UIKit cancels a transition.
        if newWindow == nil, pendingTransition?.appearing == true, !hasAppeared {
            cancelPendingAppearance()
            return
        }
        guard let parent = parentStorage, parent.shouldAutomaticallyForwardAppearanceMethods, pendingTransition == nil
        else { return }
        if newWindow != nil, oldWindow == nil, !hasAppeared {
            pendingTransition = (true, false)
            viewWillAppear(false)
        } else if newWindow == nil, oldWindow != nil, hasAppeared, !disappearancePending {
            // (A controller already announcing its disappearance — a root being replaced that was
            // given a parent from its own viewWillDisappear — finishes that one instead.)
            pendingTransition = (false, false)
            viewWillDisappear(false)
        }
    }

    func childViewDidMoveToWindow() {
        guard let parent = parentStorage, parent.shouldAutomaticallyForwardAppearanceMethods,
            let pending = pendingTransition
        else { return }
        // A parent in the middle of the same transition (a controller being pushed) ends it for its
        // children when its own ends.
        if parent.pendingTransition?.appearing == pending.appearing { return }
        endTransition()
    }

    /// An appearance that began (`viewWillAppear`) and will not finish: `viewWillDisappear` and
    /// `viewDidDisappear`, so the callbacks still alternate.
    func cancelPendingAppearance() {
        guard let pending = pendingTransition, pending.appearing, !hasAppeared else { return }
        pendingTransition = nil
        movingToParent = false
        viewWillDisappear(pending.animated)
        viewDidDisappear(pending.animated)
    }

    func beginTransition(appearing: Bool, animated: Bool) {
        if let pending = pendingTransition, pending.appearing == appearing { return }
        pendingTransition = (appearing, animated)
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        // UIKit forwards a container's appearance transition to the children whose views are in
        // its view (a pushed controller's children appear with it).
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childStorage where child.viewIsInside(self) && child.hasAppeared != appearing {
                child.beginTransition(appearing: appearing, animated: animated)
            }
        }
    }

    /// Whether this controller's view is loaded and inside `parent`'s view.
    private func viewIsInside(_ parent: UIViewController) -> Bool {
        guard let parentView = parent.viewIfLoaded, var view = viewIfLoaded else { return false }
        var steps = 0
        while let superview = view.superviewStorage, steps <= ResponderChainBound.maximumHops {
            if superview === parentView { return true }
            view = superview
            steps += 1
        }
        return false
    }

    func endTransition() {
        guard let pending = pendingTransition else { return }
        pendingTransition = nil
        if pending.appearing {
            hasAppeared = true
            viewIsAppearing(pending.animated)
            viewDidAppear(pending.animated)
            movingToParent = false
        } else {
            hasAppeared = false
            viewDidDisappear(pending.animated)
            movingFromParent = false
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childStorage where child.pendingTransition?.appearing == pending.appearing {
                child.endTransition()
            }
        }
    }
}
