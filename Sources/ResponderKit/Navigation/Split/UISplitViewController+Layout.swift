import Foundation

/// Where the columns go: the display mode in effect, and each shown column's frame.
///
///     double column      secondaryOnly   oneBesideSecondary     oneOverSecondary
///                        [  secondary ]  [ primary | secondary] [primary▒secondary]
///     triple column      twoBesideSecondary: [primary | supplementary | secondary]
///                        oneBesideSecondary: [supplementary | secondary]
///                        twoOverSecondary:   [supplementary | secondary] with the primary over them
///                        twoDisplaceSecondary: primary and supplementary push the secondary aside
extension UISplitViewController {
    /// The display mode to use: a column shown or hidden by the app, else the preferred one;
    /// `.automatic` tiles the primary beside the secondary (and, in a triple-column split view wide
    /// enough for a 320-point secondary, the supplementary too). A double-column split view maps the
    /// two-column modes to their one-column forms.
    func resolvedDisplayMode() -> DisplayMode {
        var mode = shownOverride ?? preferredDisplayMode
        if mode == .automatic {
            if style == .tripleColumn {
                let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
                mode =
                    width >= primaryColumnWidth + supplementaryColumnWidth + 320
                    ? .twoBesideSecondary : .oneBesideSecondary
            } else {
                mode = .oneBesideSecondary
            }
        }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// The preferred mode or a shown or hidden column changed: the delegate hears of a new mode,
    /// and the columns move.
    func displayModeMayHaveChanged() {
        guard viewIfLoaded != nil, !collapsedStorage else { return }
        updateDisplayMode()
        layoutIfLoaded()
    }

    private func updateDisplayMode() {
        let mode = resolvedDisplayMode()
        guard mode != displayModeStorage else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayModeStorage = mode
    }

    /// Collapses or expands with the width's size class, then places the shown columns' views and
    /// takes the others out.
    func layoutColumns() {
        guard let container = viewIfLoaded, !regrouping else { return }
        let compact = container.traitCollection.horizontalSizeClass == .compact
        if compact != collapsedStorage, columns[.primary] != nil || columns[.compact] != nil {
            if compact { collapse() } else { expand() }
        }
        let shown = collapsedStorage ? collapsedFrames(in: container.bounds) : expandedFrames(in: container.bounds)
        let shownIDs = Set(shown.map { ObjectIdentifier($0.controller) })
        for child in columnControllers where !shownIDs.contains(ObjectIdentifier(child)) {
            if let view = child.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
        }
        for entry in shown {
            let view = entry.controller.view!
            view.frame = entry.frame
            if view.superview !== container {
                container.addSubview(view)
            } else if entry.overlays {
                container.bringSubviewToFront(view)
            }
        }
        placeOverlayDismissView(below: shown.first { $0.overlays }?.controller.viewIfLoaded, in: container)
    }

    /// Every column's controller (navigation controllers for a column-style split view), once.
    var columnControllers: [UIViewController] {
        var seen: Set<ObjectIdentifier> = []
        return [Column.primary, .supplementary, .secondary, .compact].compactMap { columns[$0]?.navigation }
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private func collapsedFrames(in bounds: CGRect) -> [(controller: UIViewController, frame: CGRect, overlays: Bool)] {
        guard let shown = columns[.compact]?.navigation ?? columns[.primary]?.navigation else { return [] }
        return [(shown, bounds, false)]
    }

    private func expandedFrames(in bounds: CGRect) -> [(controller: UIViewController, frame: CGRect, overlays: Bool)] {
        updateDisplayMode()
        let primary = columns[.primary]?.navigation
        let supplementary = style == .tripleColumn ? columns[.supplementary]?.navigation : nil
        let secondary = columns[.secondary]?.navigation
        let p = primaryColumnWidth, s = supplementary == nil ? 0 : supplementaryColumnWidth
        var result: [(controller: UIViewController, frame: CGRect, overlays: Bool)] = []
        func put(_ controller: UIViewController?, _ x: CGFloat, _ width: CGFloat, overlays: Bool = false) {
            guard let controller else { return }
            var frame = CGRect(x: bounds.minX + x, y: bounds.minY, width: max(width, 0), height: bounds.height)
            if primaryEdge == .trailing { frame.origin.x = bounds.maxX - x - frame.width }
            result.append((controller, frame, overlays))
        }
        let w = bounds.width
        // The column shown beside (or over) the secondary in the one-column modes.
        let one = style == .tripleColumn ? supplementary : primary
        let oneWidth = style == .tripleColumn ? s : p
        switch displayModeStorage {
        case .secondaryOnly, .automatic:
            put(secondary, 0, w)
        case .oneBesideSecondary:
            put(one, 0, oneWidth)
            put(secondary, oneWidth, w - oneWidth)
        case .oneOverSecondary:
            put(secondary, 0, w)
            put(one, 0, oneWidth, overlays: true)
        case .twoBesideSecondary:
            put(primary, 0, p)
            put(supplementary, p, s)
            put(secondary, p + s, w - p - s)
        case .twoOverSecondary:
            put(supplementary, 0, s)
            put(secondary, s, w - s)
            put(primary, 0, p, overlays: true)
        case .twoDisplaceSecondary:
            put(primary, 0, p)
            put(supplementary, p, s)
            put(secondary, p + s, w - s)
        }
        return result
    }
}
