import Foundation

/// Where a sheet is: its detents resolved to heights in its window, the frame for a height, the
/// dimming under it — and installing all of it when the presentation begins.
///
/// A detent's height is measured within the safe area, as UIKit's: the sheet's top is the window's
/// bottom less the bottom safe-area inset less the height, and the sheet reaches the window's bottom.
/// The large detent puts the top `UIViewController.sheetTopInset` (44) below the window's top.
extension UISheetPresentationController {
    /// The window's bounds and bottom safe-area inset, while the sheet is presented in a window.
    var sheetArea: (frame: CGRect, bottomInset: CGFloat, height: CGFloat)? {
        guard let window = presentedViewController.viewIfLoaded?.window else { return nil }
        let bounds = window.bounds
        return (bounds, min(window.safeAreaInsets.bottom, bounds.height / 2), bounds.height)
    }

    /// The active detents with their heights, smallest first; the large detent if none is active.
    func resolvedDetents() -> [(detent: Detent, height: CGFloat)] {
        let traits = presentedViewController.viewIfLoaded?.window?.traitCollection ?? UITraitCollection.current
        let context = SheetResolutionContext(traits: traits, maximum: maximumDetentValue)
        var resolved: [(detent: Detent, height: CGFloat)] = detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent, $0) }
        }
        if resolved.isEmpty { resolved = [(Detent.large(), maximumDetentValue)] }
        return resolved.sorted { $0.height < $1.height }
    }

    /// The detent the sheet rests at: the selected one if active, else the smallest.
    func restingDetent() -> (detent: Detent, height: CGFloat) {
        let resolved = resolvedDetents()
        return resolved.first { $0.detent.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The sheet's top (in the window) for a detent height.
    func top(forHeight height: CGFloat) -> CGFloat {
        guard let area = sheetArea else { return 0 }
        return area.frame.maxY - area.bottomInset - height
    }

    /// The sheet's frame with its top at `top`: full width, down to the window's bottom.
    func frame(top: CGFloat) -> CGRect {
        guard let area = sheetArea else { return .zero }
        let clampedTop = min(max(top, area.frame.minY + UIViewController.sheetTopInset), area.frame.maxY)
        return CGRect(x: area.frame.minX, y: clampedTop, width: area.frame.width, height: area.frame.maxY - clampedTop)
    }

    /// Whether the sheet dims what is under it at `height`: above the largest undimmed detent's height.
    func dims(atHeight height: CGFloat) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents().first(where: { $0.detent.identifier == undimmed })?.height
        else { return true }
        return height > limit + 0.5
    }

    /// Puts the sheet at its resting detent (in 0.3 s when `animated`) and updates the dimming.
    func moveToRestingDetent(animated: Bool) {
        guard let view = presentedView, view.window != nil, !drag.isDragging, !presentedViewController.beingDismissed
        else { return }
        let height = restingDetent().height
        let target = frame(top: top(forHeight: height))
        setDimmed(dims(atHeight: height))
        guard view.frame != target else { return }
        if animated {
            UIView.animate(
                withDuration: UIViewController.transitionDuration, delay: 0,
                options: [.allowUserInteraction, .beginFromCurrentState]
            ) {
                view.frame = target
            }
        } else {
            view.frame = target
        }
    }

    /// Shows or removes the dimming view under the sheet.
    func setDimmed(_ dimmed: Bool) {
        guard let view = presentedView, let container = view.superview else { return }
        if dimmed {
            let dimming = dimmingView ?? SheetDimmingView(frame: container.bounds)
            dimmingView = dimming
            dimming.frame = container.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if dimming.superview !== container { container.insertSubview(dimming, belowSubview: view) }
        } else {
            dimmingView?.removeFromSuperview()
        }
    }

    /// The presentation put the presented view in its container: the sheet takes its detent's frame,
    /// its dimming and its pan recognizer.
    func sheetPresentationBegan() {
        guard let view = presentedView else { return }
        if panRecognizer == nil {
            let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in
                guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
                self.sheetPanChanged(pan)
            })
            pan.delegate = SheetPanGate.shared
            panRecognizer = pan
        }
        if let panRecognizer, panRecognizer.view !== view { view.addGestureRecognizer(panRecognizer) }
        moveToRestingDetent(animated: false)
    }

    /// The presented view left its container (the dismissal finished): the dimming and pan go.
    func sheetPresentationEnded() {
        dimmingView?.removeFromSuperview()
        if let panRecognizer { panRecognizer.view?.removeGestureRecognizer(panRecognizer) }
        drag = SheetDragState()
    }
}

/// The view under a dimmed sheet: a translucent black that takes the touches meant for what it
/// covers (UIKit's "noninteractive dimming view",
/// AD:uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier).
final class SheetDimmingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        accessibilityIdentifier = "sheet dimming"
    }

    required init?(coder: NSCoder) { nil }
}
