import Foundation

/// Highlighting and selecting, as UIKit runs it (docs/Collections.md, "Selection flow"). The cell's
/// touches come up the responder chain to the collection view — after the scroll view's content-touch
/// delay, or at the lift for a quick tap — so:
///
///     touchesBegan on an item ─▶ shouldHighlightItemAt? ─no─▶ nothing more for this touch
///                                 └─yes─▶ cell.isHighlighted, didHighlightItemAt
///     touchesMoved off / back  ─▶ didUnhighlightItemAt / shouldHighlightItemAt → didHighlightItemAt
///     touchesEnded on the item ─▶ didUnhighlightItemAt ─▶ selected with multiple selection?
///                                   yes: shouldDeselectItemAt → isSelected = false, didDeselectItemAt
///                                   no:  shouldSelectItemAt → the single selection before it:
///                                        didDeselectItemAt → isSelected, didSelectItemAt
///     touchesCancelled (a drag that scrolls) ─▶ didUnhighlightItemAt, nothing selected
///
/// A control inside a cell handles its own touches (UIControl does not pass them up), so the item is
/// neither highlighted nor selected.
extension UICollectionView {
    private var selectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func trackingBegan(_ touches: Set<UITouch>) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        // A touch while an item is swiped open only closes it (as in a table), selecting nothing.
        guard !closeOpenSwipe() else { return }
        guard allowsSelection || allowsMultipleSelection else { return }
        guard let path = touchedItem(touch) else { return }
        trackedTouch = ObjectIdentifier(touch)
        trackedPath = path
        // Refused: "the system bypasses the entire selection process" for this touch.
        if !highlight(path), trackedPath == path {
            trackedTouch = nil
            trackedPath = nil
        }
    }

    func trackingMoved(_ touches: Set<UITouch>) {
        guard let touch = trackedTouchIn(touches), let path = trackedPath else { return }
        let over = indexPathForItem(at: touch.location(in: self)) == path
        if over, !highlightedPaths.contains(path) {
            highlight(path)
        } else if !over, highlightedPaths.contains(path) {
            unhighlight(path)
        }
    }

    func trackingEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouchIn(touches), let path = trackedPath else { return }
        let wasHighlighted = highlightedPaths.contains(path)
        trackedTouch = nil
        trackedPath = nil
        let generation = reloadGeneration
        if wasHighlighted { unhighlight(path) }
        guard generation == reloadGeneration, indexPathForItem(at: touch.location(in: self)) == path, isValidItem(path)
        else { return }
        userSelected(path)
    }

    func trackingCancelled(_ touches: Set<UITouch>) {
        guard trackedTouchIn(touches) != nil, let path = trackedPath else { return }
        trackedTouch = nil
        trackedPath = nil
        if highlightedPaths.contains(path) { unhighlight(path) }
    }

    /// The item whose cell the touch is in (a header over a cell, or the background, is no item).
    private func touchedItem(_ touch: UITouch) -> IndexPath? {
        var current = touch.view
        var steps = 0
        while let view = current, view !== self, steps <= ResponderChainBound.maximumHops {
            if let cell = view as? UICollectionViewCell { return indexPath(for: cell) }
            current = view.superview
            steps += 1
        }
        return nil
    }

    private func trackedTouchIn(_ touches: Set<UITouch>) -> UITouch? {
        guard let tracked = trackedTouch else { return nil }
        return touches.first { ObjectIdentifier($0) == tracked }
    }

    @discardableResult
    private func highlight(_ path: IndexPath) -> Bool {
        guard selectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return false }
        guard trackedPath == path else { return false }
        highlightedPaths.insert(path)
        visibleCellsByPath[path]?.isHighlighted = true
        selectionDelegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    private func unhighlight(_ path: IndexPath) {
        highlightedPaths.remove(path)
        visibleCellsByPath[path]?.isHighlighted = false
        selectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// A completed tap on `path`.
    private func userSelected(_ path: IndexPath) {
        if allowsMultipleSelection, selectedPaths.contains(path) {
            guard selectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            guard selectedPaths.remove(path) else { return }
            visibleCellsByPath[path]?.isSelected = false
            selectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        guard selectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        let generation = reloadGeneration
        if !allowsMultipleSelection {
            for other in selectedPaths.others(than: path) {
                guard selectedPaths.remove(other) else { continue }
                visibleCellsByPath[other]?.isSelected = false
                selectionDelegate?.collectionView(self, didDeselectItemAt: other)
                if generation != reloadGeneration { return }
            }
        }
        guard isValidItem(path) else { return }
        selectedPaths.insert(path)
        visibleCellsByPath[path]?.isSelected = true
        if let cell = visibleCellsByPath[path], let trigger = cell.selectionSegueTrigger {
            trigger.fire(sender: cell)
            if generation != reloadGeneration { return }
        }
        selectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    // MARK: By code (no delegate calls)

    func selectByCode(_ path: IndexPath?, scrollPosition: ScrollPosition, animated: Bool) {
        guard let path else {
            for selected in selectedPaths.sorted { visibleCellsByPath[selected]?.isSelected = false }
            selectedPaths.removeAll()
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        guard isValidItem(path) else {
            CollectionDiagnostics.report(
                "selectItem(at: \(path)): there is no such item (UIKit raises); nothing was selected",
                resolution: .dropped)
            return
        }
        if !allowsMultipleSelection {
            for other in selectedPaths.others(than: path) {
                visibleCellsByPath[other]?.isSelected = false
                selectedPaths.remove(other)
            }
        }
        selectedPaths.insert(path)
        visibleCellsByPath[path]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: path, at: scrollPosition, animated: animated) }
    }

    func deselectByCode(_ path: IndexPath) {
        guard allowsSelection || allowsMultipleSelection, selectedPaths.remove(path) else { return }
        visibleCellsByPath[path]?.isSelected = false
    }
}
