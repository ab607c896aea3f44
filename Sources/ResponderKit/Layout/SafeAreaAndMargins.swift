import Foundation

/// Safe area and margins, as UIKit defines them:
/// - A window's safe area comes from its screen; a backend sets it (`UIWindow.systemSafeAreaInsets`,
///   zero by default — a desktop window has no notch). A view's safe area is the part of its
///   superview's that overlaps it; a controller's root view adds `additionalSafeAreaInsets`
///   (Apple: "the safe area of a view reflects the area not covered by navigation bars, tab bars,
///   toolbars, and other ancestors"; AD:uiview/safeareainsets).
/// - Margins default to 8 points (AD:uiview/layoutmargins); a controller's root view keeps at least
///   `systemMinimumLayoutMargins` — 16 points left and right in a compact-width (phone portrait)
///   window, 20 in a wider one (AD:uiviewcontroller/systemminimumlayoutmargins). With
///   `insetsLayoutMarginsFromSafeArea` (default) the margins guide is further inset by the safe area.
/// `safeAreaInsetsDidChange` and `layoutMarginsDidChange` are called in the layout pass when the
/// values a view sees changed.
extension UIWindow {
    /// The screen's insets for this window (a notch, a status bar); a backend sets them.
    public var systemSafeAreaInsets: UIEdgeInsets {
        get { layoutStorage?.windowSafeArea ?? .zero }
        set {
            guard newValue != systemSafeAreaInsets else { return }
            layoutState.windowSafeArea = newValue
            if newValue != .zero { UIApplication.shared.layoutPass.safeAreasInUse = true }
            safeAreaContextChanged()
        }
    }
}

extension UIViewController {
    /// The smallest margins the root view keeps (`viewRespectsSystemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width > 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension UIView {
    var computedSafeAreaInsets: UIEdgeInsets {
        guard UIApplication.shared.layoutPass.safeAreasInUse else { return .zero }
        return safeAreaFromWindow()
    }

    /// The safe area from the window down to this view, a loop rather than a recursion: a tree
    /// thousands of views deep exhausted a secondary thread's stack (a crash the suite found).
    private func safeAreaFromWindow() -> UIEdgeInsets {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, chain.count <= ResponderChainBound.maximumHops {
            chain.append(view)
            if view is UIWindow { break }
            current = view.superviewStorage
        }
        var insets = UIEdgeInsets.zero
        for index in chain.indices.reversed() {
            let view = chain[index]
            if let window = view as? UIWindow {
                insets = window.systemSafeAreaInsets
                continue
            }
            var own = UIEdgeInsets.zero
            if index + 1 < chain.count {
                // The part of the parent's safe area that overlaps this view.
                let parent = chain[index + 1]
                let frame = view.frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
                let size = parent.bounds.size
                own = UIEdgeInsets(top: max(0, insets.top - frame.minY), left: max(0, insets.left - frame.minX),
                                   bottom: max(0, insets.bottom - (size.height - frame.maxY)),
                                   right: max(0, insets.right - (size.width - frame.maxX)))
            }
            if let controller = view.owningViewController {
                // The app's additional insets, and a container's bar over the view (a tab bar).
                let extra = controller.additionalSafeAreaInsets, bar = controller.containerBarInsets
                own = UIEdgeInsets(top: own.top + extra.top + bar.top, left: own.left + extra.left + bar.left,
                    bottom: own.bottom + extra.bottom + bar.bottom, right: own.right + extra.right + bar.right)
            }
            insets = own
        }
        return insets
    }

    /// The margins as the margins guide and margin attributes use them.
    var effectiveMargins: UIEdgeInsets {
        // The views whose margins this one's depend on (each preserves its superview's), walked up
        // in a loop and folded from the top: a long chain of them must not exhaust the stack.
        var chain: [UIView] = [self]
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let parent = last.superviewStorage,
              chain.count <= ResponderChainBound.maximumHops {
            chain.append(parent)
        }
        var outer: UIEdgeInsets?
        for index in chain.indices.reversed() {
            let view = chain[index]
            var margins = view.layoutMargins
            if let controller = view.owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins.left = max(margins.left, minimum.leading)
                margins.right = max(margins.right, minimum.trailing)
            }
            if let outer, index + 1 < chain.count {
                let parent = chain[index + 1]
                let frame = view.frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
                margins.left = max(margins.left, outer.left - frame.minX)
                margins.top = max(margins.top, outer.top - frame.minY)
                margins.right = max(margins.right, outer.right - (parent.bounds.width - frame.maxX))
                margins.bottom = max(margins.bottom, outer.bottom - (parent.bounds.height - frame.maxY))
            }
            if view.insetsLayoutMarginsFromSafeArea {
                let safe = view.safeAreaInsets
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            outer = margins
        }
        return outer ?? layoutMargins
    }

    /// `preservesSuperviewLayoutMargins`' setter.
    func setPreservesMargins(_ preserves: Bool) {
        layoutState.preservesSuperviewMargins = preserves
        setNeedsLayout()
    }

    /// `insetsLayoutMarginsFromSafeArea`'s setter.
    func setInsetsMargins(_ insets: Bool) {
        layoutState.insetsMarginsFromSafeArea = insets
        setNeedsLayout()
    }

    var storedMargins: UIEdgeInsets { layoutStorage?.margins ?? UIView.defaultMargins }
    var preservesMargins: Bool { layoutStorage?.preservesSuperviewMargins ?? false }
    var insetsMargins: Bool { layoutStorage?.insetsMarginsFromSafeArea ?? true }

    func setMargins(_ margins: UIEdgeInsets) {
        guard margins.top.isFinite, margins.left.isFinite, margins.bottom.isFinite, margins.right.isFinite else {
            LayoutEngine.report("\(type(of: self)).layoutMargins = \(margins) is not finite; ignored")
            return
        }
        let state = layoutState
        guard state.margins != margins else { return }
        state.margins = margins
        marginsChanged()
    }

    /// The margins a view's guides and margin attributes use changed.
    func marginsChanged() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        layoutStorage?.marginsGuide?.insetsChanged()
        layoutStorage?.readableGuide?.insetsChanged()
        // Constraints that use margin attributes are written with the margins as constants.
        if let state = layoutStorage {
            for constraint in state.naming where Self.usesMargins(constraint) {
                guard let view = constraint.installedView else { continue }
                constraint.uninstall()
                constraint.install(on: view)
            }
        }
        setNeedsLayout()
    }

    private static func usesMargins(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstAttribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue
            || constraint.secondAttribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue
    }

    /// A window's insets or a controller's additional insets changed: the subtree looks again.
    func safeAreaContextChanged() {
        markNeedsLayout()
    }

    /// In the layout pass: tells the view (and its controller) when its safe area changed, moves its
    /// guides, and has its subviews look too.
    func refreshSafeArea() {
        let insets = safeAreaInsets
        let state = layoutState
        guard insets != state.lastSafeArea else { return }
        state.lastSafeArea = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        state.safeAreaGuide?.insetsChanged()
        state.keyboardGuide?.insetsChanged()
        if insetsLayoutMarginsFromSafeArea { marginsChanged() }
        for subview in subviewStorage { subview.markNeedsLayout() }
    }
}
