import Foundation

/// Where a presentation put the presented view, and what it took out of the window.
@preconcurrency @MainActor
struct PresentationRecord {
    /// The controller whose view the presented view covers (the window's root, or the controller that
    /// defines the presentation context).
    weak var context: UIViewController?
    /// A full-screen (or current-context) presentation takes the covered view out of its superview
    /// once it finishes; it goes back, at the same place, on dismissal.
    var removed: (view: UIView, superview: UIView, index: Int)?
    /// Whether the covered view leaves (`.fullScreen`, `.currentContext`): then its controller gets
    /// the disappearance callbacks too.
    var coversFully: Bool
    /// Whether the presentation sent the context's controller `viewWillDisappear` (it covers fully
    /// and the controller had appeared): a dismissal owes it the appearance back, even one that comes
    /// before the presentation finished.
    var contextDisappears: Bool
    /// Whether the presented view covers the context's view (`.currentContext`,
    /// `.overCurrentContext`) rather than the window, and how far below its top it starts (a sheet):
    /// where the view goes again when the screen is resized (Screen/ScreenResize.swift).
    var overContext = false
    var topInset: CGFloat = 0
}

/// Presenting and dismissing (B57, B72); the children's appearance callbacks are in
/// UIViewController+ChildAppearance.swift.
///
///     present(B) ─▶ B.view into the window (or over the context's view) ─▶ B.viewWillAppear
///                   (full screen: A.viewWillDisappear first) ─▶ next tick, or 0.3 s when animated ─▶
///                   B.viewDidAppear (full screen: A's view leaves, A.viewDidDisappear) ─▶ completion
///     dismiss    ─▶ the presented stack's viewWillDisappear, top first (full screen: A's view back,
///                   A.viewWillAppear) ─▶ next tick, or 0.3 s ─▶ their views leave, viewDidDisappear,
///                   top first (a first responder among them resigns as its view leaves, B74) ─▶
///                   A.viewDidAppear ─▶ completion
extension UIViewController {
    /// How long an animated presentation or dismissal takes on the frame clock.
    static let transitionDuration: TimeInterval = 0.3
    /// How far below the window's top a sheet (`.pageSheet`, `.formSheet`, `.automatic`) starts.
    static let sheetTopInset: CGFloat = 44

    /// Where a presented view goes over `area` (the window's bounds, or the context view's frame),
    /// starting `topInset` below its top.
    static func presentedFrame(in area: CGRect, topInset: CGFloat) -> CGRect {
        CGRect(x: area.minX, y: area.minY + topInset, width: area.width, height: max(area.height - topInset, 0))
    }

    var isRootOfWindow: Bool {
        guard let window = viewStorage?.superviewStorage as? UIWindow else { return false }
        return window.rootViewControllerStorage === self
    }

    /// The last controller of the chain of presentations that starts here (B72).
    var topMostPresented: UIViewController {
        var top = self
        while let next = top.presentedStorage, next.presentingStorage === top { top = next }
        return top
    }

    /// What this controller or the nearest of its parents that presents has presented.
    var presentedHereOrAbove: UIViewController? {
        var link: UIViewController? = self
        var steps = 0
        while let current = link, steps <= ResponderChainBound.maximumHops {
            if let presented = current.presentedStorage { return presented }
            link = current.parentStorage
            steps += 1
        }
        return nil
    }

    /// The root of this controller's parent chain.
    private var rootAncestor: UIViewController {
        var root = self
        while let parent = root.parentStorage { root = parent }
        return root
    }

    // MARK: Presenting

    /// Whether `controller` is this one or comes before it in the chain of presenters and parents —
    /// presenting it from here would make a cycle (UIKit raises "Application tried to present
    /// modally a view controller that is already being presented", or "on itself").
    private func isInPresentingChain(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        var steps = 0
        while let link = current, steps <= ResponderChainBound.maximumHops {
            if link === controller { return true }
            current = link.presentingStorage ?? link.parentStorage
            steps += 1
        }
        return false
    }

    /// Whether `controller` is this controller or one of its parents or presenters, up the chain:
    /// making it a child would be a cycle (addChild(_:); UIPageViewController asks before adopting a page).
    func isSelfOrAncestor(_ controller: UIViewController) -> Bool {
        var ancestor: UIViewController? = self
        var steps = 0
        while let link = ancestor, steps <= ResponderChainBound.maximumHops {
            if link === controller { return true }
            ancestor = link.parentStorage ?? link.presentingStorage
            steps += 1
        }
        return false
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let application = UIApplication.shared
        if isInPresentingChain(presented) {
            application.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message:
                        """
                            \(type(of: self)) was asked to present \(type(of: presented)), which is itself or presents \
                            it, directly or through its parents (UIKit: \"Application tried to present modally a view \
                            controller that is already being presented\"); nothing was presented
                            """
                ))
            return
        }
        // (A window's root — also one not shown yet, set from a callback — is an active controller:
        // UIKit raises "Application tried to present modally an active controller".)
        guard presented !== self, presented.presentingStorage == nil, presented.parentStorage == nil,
              presented.presentedStorage == nil,  // a presenting controller is active too
              !(presented.viewIfLoaded?.enclosingWindow != nil),
              !application.windows.contains(where: { $0.rootViewControllerStorage === presented }) else {
            application.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message:
                        "\(type(of: self)) was asked to present \(type(of: presented)), which is already presented, "
                            + "a child, a window's root or on screen"
                ))
            return
        }
        let style = presented.modalPresentationStyle
        let overContext = style == .currentContext || style == .overCurrentContext
        // The controller that presents: the one that defines the context, or the root of the parents.
        var presenter = rootAncestor
        if overContext {
            var candidate: UIViewController? = self
            while let current = candidate, !current.definesPresentationContext { candidate = current.parentStorage }
            presenter = candidate ?? rootAncestor
        }
        // Presenting from a controller on its way out (UIKit: "Attempt to present … while a
        // presentation or dismiss is in progress", refused).
        var dismissing: UIViewController? = presenter
        while let link = dismissing {
            if link.beingDismissed {
                application.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                        message: "\(type(of: presenter)) is being dismissed; \(type(of: presented)) was not presented"))
                return
            }
            dismissing = link.presentingStorage
        }
        guard presenter.presentedStorage == nil else {
            application.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message:
                        "\(type(of: presenter)) is already presenting \(type(of: presenter.presentedStorage!)); "
                            + "\(type(of: presented)) was not presented"
                ))
            return
        }
        guard let contextView = presenter.viewIfLoaded, let window = contextView.enclosingWindow else {
            application.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message:
                        "\(type(of: presenter))'s view is not in a window; \(type(of: presented)) was not presented"))
            return
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        let coversFully = style == .fullScreen || style == .currentContext
        // A presenter already leaving (its window's root was just replaced, and it presents from its
        // viewWillDisappear) has announced its disappearance once; it is not announced again.
        let contextDisappears = coversFully && presenter.hasAppeared && !presenter.disappearancePending
        let isSheet = style == .pageSheet || style == .formSheet || style == .automatic || style == .popover
        presented.presentation = PresentationRecord(context: presenter, removed: nil, coversFully: coversFully,
                                                    contextDisappears: contextDisappears, overContext: overContext,
                                                    topInset: isSheet ? UIViewController.sheetTopInset : 0)

        let container: UIView = overContext ? (contextView.superviewStorage ?? window) : window
        let frame = UIViewController.presentedFrame(in: overContext ? contextView.frame : window.bounds,
                                                    topInset: isSheet ? UIViewController.sheetTopInset : 0)
        if contextDisappears {
            presenter.disappearancePending = true
            presenter.viewWillDisappear(animated)
            // Dismissed from the presenter's viewWillDisappear, before the presented controller began
            // to appear: the dismissal has taken over (the presenter reappears); nothing appears.
            if presented.beingDismissed || presented.presentingStorage !== presenter { return }
        }
        let view: UIView = presented.view
        presented.presentationAppearanceBegan = true
        presented.viewWillAppear(animated)
        view.frame = frame
        container.addSubview(view)
        // A sheet rests at its detent, with its dimming and its pan (Views/Sheets/).
        if presented.usesSheetPresentation,
            let sheet = presented.presentationController as? UISheetPresentationController
        {
            sheet.sheetPresentationBegan()
        }
        presented.viewIsAppearing(animated)
        // The status bar changes with the transition (UIKit animates it alongside).
        application.updateStatusBarAppearance()

        application.frameClockTasks.schedule(after: animated ? UIViewController.transitionDuration : 0) {
            [presented, presenter] in
            // Dismissed before the presentation finished (from the presented controller's
            // viewWillAppear, say, or in the same frame): the dismissal has its views and callbacks.
            @MainActor func dismissedMeanwhile() -> Bool {
                presented.beingDismissed || presented.presentingStorage !== presenter
            }
            if !dismissedMeanwhile() {
                presented.hasAppeared = true
                presented.viewDidAppear(animated)
            }
            // viewDidAppear may dismiss at once (a common pattern): then the covered view stays.
            if !dismissedMeanwhile(), coversFully, let covered = presenter.viewIfLoaded,
                let superview = covered.superviewStorage
            {
                let index = superview.subviewStorage.firstIdenticalIndex(of: covered) ?? 0
                presented.presentation?.removed = (covered, superview, index)
                covered.removeFromSuperview()
                // The removal's own callbacks (a child's viewWillDisappear) may have begun a dismissal,
                // whose restore ran while the view was still leaving: put it back (the presentation
                // stress test finds this).
                if dismissedMeanwhile(), covered.superviewStorage == nil {
                    superview.insertSubview(covered, at: min(index, superview.subviewStorage.count))
                }
                if !dismissedMeanwhile(), presenter.hasAppeared, presenter.disappearancePending {
                    presenter.hasAppeared = false
                    presenter.disappearancePending = false
                    presenter.viewDidDisappear(animated)
                }
            }
            presented.beingPresented = false
            presented.presentationAppearanceBegan = false
            completion?()
        }
    }

    // MARK: Dismissing

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // A presented controller that presents nothing dismisses itself, through its presenter.
        guard let first = presentedStorage else {
            // Called on the presented controller: its presenter dismisses it. Called on a child of a
            // presented controller (or of one that presents): the parent handles it, up to the
            // presentation (UIKit forwards the request the same way).
            if let presenting = presentingStorage {
                presenting.performDismissal(animated: animated, completion: completion)
            } else if let parent = parentStorage {
                parent.performDismissal(animated: animated, completion: completion)
            }
            return
        }
        var stack: [UIViewController] = [first]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        guard !stack.contains(where: \.beingDismissed) else { return }  // already on its way out
        // Every controller that began to appear — shown, or still being presented — gets the
        // disappearance (a presentation dismissed before it finished is a cancelled transition).
        var disappearing: [ObjectIdentifier] = []
        for controller in stack.reversed() {
            controller.beingDismissed = true
            if controller.disappearancePending {
                // It presented full screen in turn and has announced its disappearance already (that
                // presentation's end will not come now): it only finishes it (the presentation fuzz target finds this).
                controller.disappearancePending = false
                disappearing.append(ObjectIdentifier(controller))
            } else if controller.hasAppeared || (controller.beingPresented && controller.presentationAppearanceBegan) {
                // (Not one whose presentation was dismissed before its viewWillAppear: it never began.)
                disappearing.append(ObjectIdentifier(controller))
                controller.viewWillDisappear(animated)
            }
        }
        // The view a full-screen presentation took away comes back (the bottom-most that did).
        if let restore = stack.compactMap(\.presentation?.removed).first {
            restore.superview.insertSubview(
                restore.view, at: min(restore.index, restore.superview.subviewStorage.count))
        }
        // This controller appears again if the presentation made it disappear — also when the
        // presentation had not finished yet and its view never left.
        let reappearing = first.presentation?.contextDisappears == true && first.presentation?.context === self
        // (Unless putting the view back already made it appear: a controller that gained a parent
        // while covered appears through its parent's forwarding.)
        let reappears = reappearing && (!hasAppeared || disappearancePending) && pendingTransition == nil
        if reappears {
            disappearancePending = false
            viewWillAppear(animated)
        }
        UIApplication.shared.frameClockTasks.schedule(after: animated ? UIViewController.transitionDuration : 0) {
            [self] in
            for controller in stack.reversed() {
                controller.viewIfLoaded?.removeFromSuperview()
                (controller.presentationControllerStorage as? UISheetPresentationController)?.sheetPresentationEnded()
                // The relationship is gone before the modal hears viewDidDisappear, as on iOS
                // (`presentingViewController` is nil there; isBeingDismissed still true).
                controller.presentation = nil
                controller.presentingStorage?.presentedStorage = nil
                controller.presentingStorage = nil
                if disappearing.contains(ObjectIdentifier(controller)) {
                    controller.hasAppeared = false
                    controller.viewDidDisappear(animated)
                }
                controller.beingDismissed = false
                controller.beingPresented = false
                controller.presentationAppearanceBegan = false
            }
            if reappears {
                hasAppeared = true
                viewDidAppear(animated)
            }
            UIApplication.shared.updateStatusBarAppearance()
            completion?()
        }
    }
}
