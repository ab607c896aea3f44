import Foundation

/// The tint: `tintColor`, `tintAdjustmentMode` and `tintColorDidChange()` (their declarations are in
/// UIView.swift, the class's body, so that subclasses can override them).
///
/// UIKit's rules (UIView.h; Apple's documentation of `tintColor`, `tintAdjustmentMode` and
/// `tintColorDidChange()`): `tintColor` is the first non-default value up the superview chain,
/// starting with the view, else a system colour (the system blue); `tintAdjustmentMode` likewise, else
/// `.normal`; when the mode is `.dimmed`, `tintColor` returns a desaturated (grey) version.
/// `tintColorDidChange()` is sent to a view whose `tintColor` or `tintAdjustmentMode` code set, and to
/// the subviews that inherit the change — also when a view's superview changes and with it what it
/// inherits. Where it differs: UIKit dims the windows' tint itself while an alert or a sheet is shown;
/// ResponderKit does not (set `tintAdjustmentMode` yourself).
extension UIView {
    /// UIKit's `UIView.TintAdjustmentMode`, with its raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top).
        case automatic = 0
        /// The tint colour unmodified.
        case normal = 1
        /// The tint colour desaturated and dimmed.
        case dimmed = 2
    }

    /// How a view's content (an image view's image) fits its bounds — UIKit's `UIView.ContentMode`,
    /// with its raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// The tint a view shows when none is set anywhere above it.
    static let defaultTint = UIColor.systemBlue

    func resolvedTint() -> UIColor {
        var tint = UIView.defaultTint
        if TintState.inUse {
            var view: UIView? = self
            var depth = 0
            while let current = view, depth <= ResponderChainBound.maximumHops {
                if let color = current.tintColorStorage { tint = color; break }
                view = current.superviewStorage
                depth += 1
            }
        }
        return resolvedTintMode() == .dimmed ? UIView.dimmed(tint) : tint
    }

    func resolvedTintMode() -> TintAdjustmentMode {
        guard TintState.inUse else { return .normal }
        var view: UIView? = self
        var depth = 0
        while let current = view, depth <= ResponderChainBound.maximumHops {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superviewStorage
            depth += 1
        }
        return .normal
    }

    func setTint(_ color: UIColor?) {
        appearanceSetterCalled(.tintColor) { $1.tintColor = $0.tintColorStorage }
        if color == nil && tintColorStorage == nil { return }
        if let color, let old = tintColorStorage, old.isEqual(color) { return }
        TintState.inUse = true
        let before = tintSnapshot
        tintColorStorage = color
        // Code set this view's tint: it hears of it, and so do the subviews that inherit it.
        tintChanged(from: before, force: true)
    }

    func setTintMode(_ mode: TintAdjustmentMode) {
        guard mode != tintAdjustmentModeStorage else { return }
        TintState.inUse = true
        let before = tintSnapshot
        tintAdjustmentModeStorage = mode
        tintChanged(from: before, force: false)
    }

    /// What this view's tint is now (`nil` when no tint was ever set in the app: nothing can change).
    var tintSnapshot: TintSnapshot? {
        TintState.inUse ? TintSnapshot(color: resolvedTint(), mode: resolvedTintMode()) : nil
    }

    /// Calls `tintColorDidChange()` here (when the tint differs from `before`, or `force`) and below,
    /// on the subviews that inherit it. The tree may change in the calls; subviews are read when reached.
    func tintChanged(from before: TintSnapshot?, force: Bool) {
        guard let before, let after = tintSnapshot else { return }
        let colorChanged = !before.color.isEqual(after.color), modeChanged = before.mode != after.mode
        guard force || colorChanged || modeChanged else { return }
        tintColorDidChange()
        func visit(_ view: UIView, depth: Int) {
            guard depth <= ResponderChainBound.maximumHops else { return }
            // A subview with its own colour and mode inherits nothing that changed.
            let keepsColor = view.tintColorStorage != nil || !colorChanged
            let keepsMode = view.tintAdjustmentModeStorage != .automatic || !modeChanged
            if keepsColor && keepsMode { return }
            view.tintColorDidChange()
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        for subview in subviewStorage { visit(subview, depth: 1) }
    }

    /// A desaturated, dimmed version of `color` (its brightness as a grey, a little lighter).
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            var white: CGFloat = 0, alpha: CGFloat = 0
            resolved.getWhite(&white, alpha: &alpha)
            return UIColor(white: min(white * 0.6 + 0.3, 1), alpha: alpha)
        }
    }
}

/// A view's tint at one moment, to tell whether a change reached it.
struct TintSnapshot {
    var color: UIColor
    var mode: UIView.TintAdjustmentMode
}

/// Whether any tint colour or adjustment mode was ever set in the app; until then every view has the
/// default tint, and adding a view need not look up its ancestors.
@MainActor
enum TintState {
    static var inUse = false
}
