import Foundation

/// A controller's view shown and taken away with the appearance callbacks around it — the window's
/// root view controller's path (UIWindow's part is below); containers have their own transitions.
extension UIViewController {
    /// Adds the view to `container` at `frame` (a window's root: the window, its bounds; an input-view
    /// controller: the input-view window) with the appearance callbacks around it. When
    /// `viewWillAppear` makes `stillWanted` false (it replaced the window's root, say), the appearance
    /// is cancelled as UIKit cancels a transition: will/didDisappear, and the view is not added.
    func appear(in container: UIView, frame: CGRect, while stillWanted: () -> Bool = { true }) {
        let rootView: UIView = view
        viewWillAppear(false)
        guard stillWanted() else {
            viewWillDisappear(false)
            viewDidDisappear(false)
            return
        }
        rootView.frame = frame
        if rootView.superviewStorage !== container { container.addSubview(rootView) }
        hasAppeared = true
        viewIsAppearing(false)
        if let application = UIApplication.sharedStorage, application.launchAppearances != nil {
            // Shown during the launch: the view appears on screen with the first frame, after the
            // app (or scene) became active, as on iOS.
            application.launchAppearances?.append { [weak self] in
                guard let self, self.hasAppeared else { return }
                self.viewDidAppear(false)
            }
        } else {
            viewDidAppear(false)
        }
    }

    /// Removes the view from its superview with the disappearance callbacks around it. Re-entered
    /// from its own `viewWillDisappear`, it does not announce the disappearance twice.
    func disappear() {
        guard let rootView = viewStorage else { return }
        if hasAppeared, !disappearancePending {
            disappearancePending = true
            viewWillDisappear(false)
        }
        rootView.removeFromSuperview()
        if hasAppeared {
            hasAppeared = false
            disappearancePending = false
            viewDidDisappear(false)
        }
    }
}

extension UIWindow {
    func replaceRootViewController(with controller: UIViewController?) {
        let old = rootViewControllerStorage
        guard old !== controller else { return }
        // The new root is the root before the old one hears it is leaving: a replacement made from
        // the old root's (or the new one's) appearance callbacks then replaces the new root, and
        // the one that is no longer wanted does not appear (the presentation stress test finds this).
        rootViewControllerStorage = controller
        old?.disappear()
        guard rootViewControllerStorage === controller else { return }
        if let controller, !isHidden {
            controller.appear(
                in: self, frame: bounds, while: { [unowned self] in rootViewControllerStorage === controller })
        }
    }

    /// Shows the root view controller's view if it is not shown yet (the window was just shown). Not a
    /// root that a presentation covers or is giving back (its view comes and goes with the presentation,
    /// and a dismissal under way has already sent its `viewWillAppear`), nor one in the middle of an
    /// appearance transition (the presentation fuzz target: a window hidden and shown again during a
    /// dismissal's frame gave the root a second `viewWillAppear`).
    func presentRootViewControllerIfNeeded() {
        guard let controller = rootViewControllerStorage, !controller.hasAppeared,
              controller.presentedStorage == nil, controller.pendingTransition == nil else { return }
        controller.appear(in: self, frame: bounds)
    }
}
