import Foundation

/// The columns' controllers: setting and reading them, showing and hiding columns, and what UIKit
/// reads back (`viewControllers`, `isCollapsed`, `displayMode`, the column widths).
extension UISplitViewController {
    /// Puts `vc` in `column`, in a navigation controller of its own unless it is one ("If you set a
    /// child view controller that's not a navigation controller, the split view controller creates a
    /// navigation controller for it", docs/SplitView.md); a plain controller set for a secondary column
    /// that has one is pushed onto it. `nil` empties the column. A classic split view ignores this
    /// (as UIKit's documentation says: "This method doesn't apply to classic split view controllers").
    func setColumn(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            return UIApplication.shared.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message:
                        "setViewController(_:for:) does not apply to a classic split view controller (style "
                            + ".unspecified): set viewControllers"
                ))
        }
        if column == .supplementary, style != .tripleColumn {
            return UIApplication.shared.report(.init(kind: .invalidHierarchyChange, resolution: .dropped,
                    message: "a double-column split view controller has no supplementary column"))
        }
        // Collapsed, the columns share one stack: the change is made on them expanded.
        if collapsedStorage {
            changeWhileCollapsed { setColumn(vc, for: column) }
            return layoutIfLoaded()
        }
        // The secondary column's navigation controller (one the split view made) takes a new plain
        // controller by a push — Apple's answer to FB8640357: "The secondary column gets this special
        // treatment if the view controller gets set to a non-navigation controller when it already has
        // a nav controller—i.e., it's pushed onto the nav stack".
        if column == .secondary, let vc, !(vc is UINavigationController), let old = columns[.secondary],
           old.set !== old.navigation, let navigation = old.navigation as? UINavigationController {
            columns[.secondary] = (vc, navigation)
            navigation.pushViewController(vc, animated: false)
            return layoutIfLoaded()
        }
        if let old = columns[column] { detach(old.navigation) }
        columns[column] = nil
        guard let vc else { return layoutIfLoaded() }
        let navigation = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        attach(navigation)
        columns[column] = (vc, navigation)
        layoutIfLoaded()
    }

    /// The controller set for `column` (not the navigation controller wrapping it), or `nil`.
    func controller(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        }
        return columns[column]?.set
    }

    /// The children: a classic split view's primary and secondary as set (only the primary while
    /// collapsed); a column-style one's navigation controllers of its shown columns, in order.
    /// Setting it on a classic split view replaces both (UIKit's array of one or two).
    var columnChildren: [UIViewController] {
        if style == .unspecified { return collapsedStorage ? Array(classicControllers.prefix(1)) : classicControllers }
        if collapsedStorage {
            return [columns[.compact]?.navigation ?? columns[.primary]?.navigation].compactMap { $0 }
        }
        return [Column.primary, .supplementary, .secondary].compactMap { columns[$0]?.navigation }
    }

    func setColumnChildren(_ newValue: [UIViewController]) {
        guard style == .unspecified else {
            let order: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(order, newValue) { setViewController(controller, for: column) }
            return
        }
        if collapsedStorage {
            changeWhileCollapsed { setColumnChildren(newValue) }
            return layoutIfLoaded()
        }
        for old in classicControllers where !newValue.contains(where: { $0 === old }) { detach(old) }
        classicControllers = Array(newValue.prefix(2))
        for controller in classicControllers where controller.parent !== self { attach(controller) }
        columns = [:]
        if let primary = classicControllers.first { columns[.primary] = (primary, primary) }
        if classicControllers.count > 1 { columns[.secondary] = (classicControllers[1], classicControllers[1]) }
        layoutIfLoaded()
    }

    /// The display mode in effect; `.secondaryOnly` while collapsed.
    public var displayMode: DisplayMode { collapsedStorage ? .secondaryOnly : displayModeStorage }

    /// How the shown columns share the width: tiling unless `preferredSplitBehavior` says otherwise.
    public var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width now (0 while collapsed).
    public var primaryColumnWidth: CGFloat {
        collapsedStorage
            ? 0
            : columnWidth(
                preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                                           minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width now (0 without one, or while collapsed).
    public var supplementaryColumnWidth: CGFloat {
        guard style == .tripleColumn, !collapsedStorage else { return 0 }
        return columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                           minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// Shows `column`: expanded, the display mode changes to include it; collapsed, the column's
    /// controller comes to the top of the stack (popping to it, or pushing the secondary's).
    func showColumn(_ column: Column) {
        if collapsedStorage { return showCollapsed(column) }
        guard column != .secondary, column != .compact else { return }
        delegate?.splitViewController(self, willShow: column)
        let current = displayModeStorage
        switch column {
        case .primary:
            shownOverride =
                style == .tripleColumn
                ? (splitBehavior == .overlay ? .twoOverSecondary : .twoBesideSecondary)
            : (splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
        case .supplementary where current == .secondaryOnly: shownOverride = .oneBesideSecondary
        default: break
        }
        displayModeMayHaveChanged()
    }

    /// Hides `column`: expanded, the display mode changes to leave it out.
    func hideColumn(_ column: Column) {
        guard !collapsedStorage, column == .primary || column == .supplementary else { return }
        delegate?.splitViewController(self, willHide: column)
        if column == .primary, style == .tripleColumn, displayModeStorage != .secondaryOnly {
            shownOverride = .oneBesideSecondary
        } else {
            shownOverride = .secondaryOnly
        }
        displayModeMayHaveChanged()
    }

    /// Collapsed: `.primary` pops the stack to the primary's own controllers; `.supplementary` and
    /// `.secondary` push their column's stack if it is not on the stack already.
    private func showCollapsed(_ column: Column) {
        guard columns[.compact] == nil, let primary = columns[.primary]?.navigation as? UINavigationController else {
            return
        }
        delegate?.splitViewController(self, willShow: column)
        switch column {
        case .primary:
            if let top = collapsedMoves[.primary]?.last ?? primary.viewControllers.first, top.parent === primary {
                primary.popToViewController(top, animated: true)
            }
        case .supplementary, .secondary:
            guard columnOnTopOfStack != column, columnOnTopOfStack != .secondary else { return }
            changeWhileCollapsed(top: column) {}
            layoutIfLoaded()
        default: break
        }
    }

    /// The display mode button: hides the primary column if it shows, else shows it.
    func toggleDisplayMode() {
        if displayModeStorage == .secondaryOnly { show(.primary) } else { hide(.primary) }
    }

    // MARK: Children

    func attach(_ child: UIViewController) {
        guard child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil); child.viewIfLoaded?.removeFromSuperview(); child.removeFromParent()
        }
        addChild(child)
        child.didMove(toParent: self)
    }

    func detach(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    func layoutIfLoaded() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        layoutColumns()
    }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let automatic = UISplitViewController.automaticDimension
        var width: CGFloat = preferred != automatic && preferred.isFinite ? preferred
            : fraction != automatic && fraction.isFinite ? fraction * total : 320
        let low = minimum != automatic && minimum.isFinite ? minimum : 0
        let high = maximum != automatic && maximum.isFinite ? maximum : max(total / 2, low)
        width = min(max(width, low), high)
        return max(min(width, total), 0)
    }
}

extension UIViewController {
    /// The nearest ancestor (parent, its parent…) that is a split view controller, or `nil`.
    /// Difference: not `open`.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
