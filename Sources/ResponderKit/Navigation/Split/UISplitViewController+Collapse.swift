import Foundation

/// Collapsing into one stack when the width becomes compact, and expanding back.
///
/// Column-style: the delegate may change the proposed top column (`.secondary` when there is one —
/// UIKit's default, which apps often answer with `.primary`); the stacks of the columns up to it are
/// pushed onto the primary navigation controller. A `.compact` column's controller, if set, is shown
/// instead and nothing moves. Expanding, the primary keeps the controllers it had; what was pushed
/// above them goes back to the supplementary and secondary columns (the secondary gets back the
/// controller set for it when nothing is left for it). Classic: the delegate's
/// `collapseSecondary(_:onto:)` and `separateSecondary(from:)` decide, and by default the secondary
/// is pushed onto a primary navigation controller and popped off it again.
extension UISplitViewController {
    /// Collapses. `quietTop` (a change made while collapsed, see ``changeWhileCollapsed(top:_:)``)
    /// puts that column on top without asking or telling the delegate.
    func collapse(quietTop: Column? = nil) {
        collapsedStorage = true
        collapsedMoves = [:]
        defer { if quietTop == nil { delegate?.splitViewControllerDidCollapse(self) } }
        guard columns[.compact] == nil else { return }
        if style == .unspecified { return collapseClassic(quietly: quietTop != nil) }
        guard let primary = columns[.primary]?.navigation as? UINavigationController else { return }
        let proposed: Column =
            columns[.secondary] != nil ? .secondary : columns[.supplementary] != nil ? .supplementary : .primary
        let top =
            quietTop ?? delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
            ?? proposed
        let sources: [Column] =
            top == .secondary ? [.supplementary, .secondary] : top == .supplementary ? [.supplementary] : []
        collapsedMoves[.primary] = primary.viewControllers
        var moved: [UIViewController] = []
        for column in sources {
            guard let navigation = columns[column]?.navigation as? UINavigationController else { continue }
            let stack = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            collapsedMoves[column] = stack
            moved += stack
        }
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
    }

    /// Expands; `quietly` (a change made while collapsed) without asking or telling the delegate.
    func expand(quietly: Bool = false) {
        collapsedStorage = false
        if style == .unspecified {
            expandClassic(quietly: quietly)
        } else if !collapsedMoves.isEmpty, let primary = columns[.primary]?.navigation as? UINavigationController {
            let (own, above) = splitStack(of: primary)
            let fromSupplementary = Set((collapsedMoves[.supplementary] ?? []).map(ObjectIdentifier.init))
            let supplementaryPart = above.filter { fromSupplementary.contains(ObjectIdentifier($0)) }
            let secondaryPart = above.filter { !fromSupplementary.contains(ObjectIdentifier($0)) }
            primary.setViewControllers(own, animated: false)
            restore(.supplementary, with: supplementaryPart)
            restore(.secondary, with: secondaryPart)
        }
        collapsedMoves = [:]
        guard !quietly else { return }
        let proposed = resolvedDisplayMode()
        if let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed),
           chosen != proposed, chosen != .automatic {
            shownOverride = chosen
        }
        displayModeStorage = resolvedDisplayMode()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Makes `change` (a column set while collapsed) on the expanded columns, then collapses again
    /// with `top` — by default the column on top of the stack now — on top; the delegate hears
    /// nothing, as no size class changed.
    func changeWhileCollapsed(top: Column? = nil, _ change: () -> Void) {
        let keep = top ?? columnOnTopOfStack
        regrouping = true
        defer { regrouping = false }
        expand(quietly: true)
        change()
        collapse(quietTop: keep)
    }

    /// The column whose controllers are on top of the collapsed stack: `.secondary` when anything is
    /// above the primary's own controllers (`.supplementary` when all of it came from there).
    var columnOnTopOfStack: Column {
        guard let primary = columns[.primary]?.navigation as? UINavigationController, collapsedMoves[.primary] != nil
        else {
            return .primary
        }
        let above = splitStack(of: primary).above
        guard !above.isEmpty else { return .primary }
        let fromSupplementary = Set((collapsedMoves[.supplementary] ?? []).map(ObjectIdentifier.init))
        return above.allSatisfy { fromSupplementary.contains(ObjectIdentifier($0)) } ? .supplementary : .secondary
    }

    /// The primary's stack: its own controllers at the bottom (those it had when it collapsed), and
    /// the ones above them.
    private func splitStack(of primary: UINavigationController) -> (own: [UIViewController], above: [UIViewController])
    {
        let stack = primary.viewControllers
        let ownIDs = Set((collapsedMoves[.primary] ?? stack.prefix(1).map { $0 }).map(ObjectIdentifier.init))
        let cut = stack.firstIndex { !ownIDs.contains(ObjectIdentifier($0)) } ?? stack.count
        return (Array(stack[..<cut]), Array(stack[cut...]))
    }

    /// Gives `column`'s navigation controller `part`, or, when that is empty and the column has
    /// nothing, the controller set for it.
    private func restore(_ column: Column, with part: [UIViewController]) {
        guard let entry = columns[column], let navigation = entry.navigation as? UINavigationController else { return }
        if !part.isEmpty {
            navigation.setViewControllers(part, animated: false)
        } else if navigation.viewControllers.isEmpty, entry.set !== navigation, entry.set.parent == nil {
            navigation.setViewControllers([entry.set], animated: false)
        }
    }

    // MARK: Classic

    private func collapseClassic(quietly: Bool) {
        guard classicControllers.count > 1 else { return }
        let primary = classicControllers[0], secondary = classicControllers[1]
        if !quietly, delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            // The delegate handled it: the secondary leaves the split view.
            detach(secondary)
            classicControllers = [primary]
            columns[.secondary] = nil
            return
        }
        primary.collapseSecondaryViewController(secondary, for: self)
    }

    /// What a primary controller does by default with the secondary when the split view collapses:
    /// a navigation controller pushes it (a secondary navigation controller, its stack); any other
    /// controller does nothing.
    func collapseByDefault(_ secondary: UIViewController, onto primary: UIViewController) {
        guard let navigation = primary as? UINavigationController, classicControllers.count > 1,
            secondary === classicControllers[1]
        else { return }
        collapsedMoves[.primary] = navigation.viewControllers
        let stack: [UIViewController]
        if let secondaryNavigation = secondary as? UINavigationController {
            stack = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
        } else {
            stack = [secondary]
            detach(secondary)
        }
        collapsedMoves[.secondary] = stack
        navigation.setViewControllers(navigation.viewControllers + stack, animated: false)
    }

    private func expandClassic(quietly: Bool) {
        guard let primary = classicControllers.first else { return }
        let original = classicControllers.count > 1 ? classicControllers[1] : nil
        var secondary = original
        if !quietly, let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary) {
            secondary = separated
        } else if let separated = primary.separateSecondaryViewController(for: self) {
            secondary = separated
        }
        guard let secondary else { return }
        if let original, original !== secondary { detach(original) }
        attach(secondary)
        classicControllers = [primary, secondary]
        columns[.secondary] = (secondary, secondary)
    }

    /// What a primary controller gives back by default when the split view expands: a navigation
    /// controller pops what it took (into the secondary navigation controller, or the top controller
    /// itself); any other controller, nothing.
    func separateByDefault(from primary: UIViewController) -> UIViewController? {
        let original = classicControllers.count > 1 ? classicControllers[1] : nil
        guard let navigation = primary as? UINavigationController, collapsedMoves[.primary] != nil else {
            return original
        }
        let (own, above) = splitStack(of: navigation)
        if !above.isEmpty { navigation.setViewControllers(own, animated: false) }
        if let secondaryNavigation = original as? UINavigationController {
            if !above.isEmpty {
                secondaryNavigation.setViewControllers(above, animated: false)
            } else if secondaryNavigation.viewControllers.isEmpty {
                // Popped back to the primary while collapsed: the secondary gets its own root back.
                let root = (collapsedMoves[.secondary] ?? []).prefix(1).filter { $0.parent == nil }
                secondaryNavigation.setViewControllers(Array(root), animated: false)
            }
            return original
        }
        return above.last ?? original
    }
}

extension UISplitViewController {
    /// `showDetailViewController(_:sender:)` in this split view: expanded, `vc` is set for the
    /// secondary column (pushed onto its navigation controller, see `setViewController(_:for:)`);
    /// collapsed, it is pushed on the stack shown.
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            let stack =
                columns[.compact]?.navigation as? UINavigationController ?? columns[.primary]?.navigation
                as? UINavigationController
            if let stack, !(vc is UINavigationController) {
                stack.pushViewController(vc, animated: true)
                return
            }
            // A navigation controller: it becomes the secondary, its stack on top of the collapsed one.
            if style == .unspecified {
                changeWhileCollapsed(top: .secondary) {
                    setColumnChildren([classicControllers.first, vc].compactMap { $0 })
                }
            } else {
                changeWhileCollapsed(top: .secondary) { setColumn(vc, for: .secondary) }
            }
            return layoutIfLoaded()
        }
        if style == .unspecified {
            setColumnChildren([classicControllers.first, vc].compactMap { $0 })
        } else {
            setColumn(vc, for: .secondary)
        }
    }
}
