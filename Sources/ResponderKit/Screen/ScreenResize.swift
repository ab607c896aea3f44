import Foundation

/// The screen changed size (`RawInput.screenResized`: the SDL window resized by its user, or a test's
/// `InputSimulator.resizeScreen(to:)` — one path for both):
///
///     drop a size that is not finite, or under 1 or over a million points (invalidScreenSize)
///     the windows that filled the screen are listed (hidden ones too); in each shown one, the root
///         view controller, then each controller presented over the whole window, hears
///         willTransition(to:with:) if the size classes change, then viewWillTransition(to:with:) —
///         before the screen, the traits or any frame change, as in UIKit
///     UIScreen.main takes the size (so the traits change); those windows take its bounds; their
///         root views and the views presented over them follow; the input views move to the new
///         bottom; if the traits changed, every view and controller hears
///         traitCollectionDidChange(_:); the layout pass runs; views presented over a context view
///         follow that view's new frame
///     the coordinators' alongside closures run, the layout pass again, then their completions
///
/// Windows that did not fill the screen keep their frames (an app placed them). Touches in flight
/// go on: they keep their views, and a touch down during a resize still ends. Nothing animates.
extension UIApplication {
    /// The largest width or height, in points, the screen may be resized to.
    static let maximumScreenSide: CGFloat = 1_000_000

    func screenResized(to size: CGSize) {
        let screen = UIScreen.main
        let old = screen.bounds
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= UIApplication.maximumScreenSide, size.height <= UIApplication.maximumScreenSide else {
            report(Diagnostic(
                kind: .invalidScreenSize, resolution: .dropped,
                    message:
                        """
                            the screen was resized to \(size.width)×\(size.height) points; a screen is 1 to \
                            \(Int(UIApplication.maximumScreenSide)) points on each side, so the resize was dropped and \
                            the screen stays \(old.width)×\(old.height)
                            """
                ))
            return
        }
        guard size != old.size else { return }
        let bounds = CGRect(origin: .zero, size: size)
        let resized = windows.filter { $0.frame == old }
        let oldTraits = screen.traitCollection
        let newTraits = UITraitCollection.ofScreen(size: size, scale: screen.scale, style: screen.userInterfaceStyle,
                                                  category: screen.contentSizeCategory)
        let sizeClassChanged = newTraits.horizontalSizeClass != oldTraits.horizontalSizeClass
            || newTraits.verticalSizeClass != oldTraits.verticalSizeClass

        // 1. Before the screen or any frame changes: willTransition(to:with:) for new size classes,
        // then viewWillTransition(to:with:), one coordinator per window.
        var coordinators: [SizeTransitionCoordinator] = []
        for window in resized where !window.isHidden {
            guard let root = window.rootViewControllerStorage, root.isViewLoaded else { continue }
            let coordinator = SizeTransitionCoordinator(containerView: window)
            coordinators.append(coordinator)
            let presented = window.presentedOverRoot().filter { !$0.1.overContext || $0.1.context === root }
            if sizeClassChanged {
                root.willTransition(to: newTraits, with: coordinator)
                for (controller, _) in presented { controller.willTransition(to: newTraits, with: coordinator) }
            }
            root.viewWillTransition(to: size, with: coordinator)
            for (controller, record) in presented {
                controller.viewWillTransition(
                    to: UIViewController.presentedFrame(in: bounds, topInset: record.topInset).size,
                                              with: coordinator)
            }
        }

        // 2. The new screen and frames. (The callbacks may have replaced roots or hidden windows:
        // read again.)
        screen.setBounds(bounds, scale: screen.scale)
        var followingContexts: [(view: UIView, context: UIView, topInset: CGFloat)] = []
        for window in resized {
            window.frame = bounds
            if let root = window.rootViewControllerStorage?.viewIfLoaded,
               root.superviewStorage === window || root.superviewStorage == nil {
                root.frame = window.bounds
            }
            for (presented, record) in window.presentedOverRoot() {
                guard let view = presented.viewIfLoaded, view.superviewStorage != nil else { continue }
                if !record.overContext {
                    if view.superviewStorage === window {
                        view.frame = UIViewController.presentedFrame(in: window.bounds, topInset: record.topInset)
                        // A sheet goes back to its detent, resolved in the new size.
                        if presented.usesSheetPresentation {
                            (presented.presentationControllerStorage as? UISheetPresentationController)?
                                .moveToRestingDetent(animated: false)
                        }
                    }
                } else if let context = record.context?.viewIfLoaded, context.superviewStorage === view.superviewStorage
                {
                    followingContexts.append((view, context, record.topInset))
                }
            }
        }
        inputViewHost.screenResized()
        if !newTraits.isEqual(oldTraits) { traitsChanged(from: oldTraits) }
        layoutPass.run(for: self)
        // 3. Views presented over a context view take its laid-out frame.
        if !followingContexts.isEmpty {
            for entry in followingContexts {
                entry.view.frame = UIViewController.presentedFrame(in: entry.context.frame, topInset: entry.topInset)
            }
            layoutPass.run(for: self)
        }
        // 4. The coordinators' work, now that the new frames are laid out.
        for coordinator in coordinators {
            coordinator.finish { [unowned self] in layoutPass.run(for: self) }
        }
    }
}

extension UIWindow {
    /// The controllers presented from the root and on from each of them, in order, with their
    /// presentation records.
    func presentedOverRoot() -> [(UIViewController, PresentationRecord)] {
        var chain: [(UIViewController, PresentationRecord)] = []
        var presenter = rootViewControllerStorage
        while let current = presenter, chain.count <= ResponderChainBound.maximumHops {
            guard let presented = current.presentedStorage, presented.presentingStorage === current,
                  let record = presented.presentation else { break }
            chain.append((presented, record))
            presenter = presented
        }
        return chain
    }
}
