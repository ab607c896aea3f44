import Foundation

/// Selecting rows — by touch, as UIKit runs it, and by code.
///
/// The row's touches reach the table view through the responder chain (the cell's default touch
/// methods pass them up), after the scroll view's content-touch delay (150 ms, or at once when the
/// finger lifts first). So a touch whose cell does not pass it up, or that a control in the cell
/// takes, selects nothing; a drag that scrolls cancels the touch and only unhighlights.
extension UITableView {
    /// The row of the cell `touch` is in, found from the touched view up (a header floating over a
    /// row is not the row: it is hit-tested where it is drawn).
    func row(touchedBy touch: UITouch) -> IndexPath? {
        var view = touch.view
        var hops = 0
        while let current = view, current !== self, hops < 256 {
            if let cell = current as? UITableViewCell, cell.superview === self {
                return indexPath(for: cell)
            }
            view = current.superview
            hops += 1
        }
        return nil
    }

    func owns(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = selectionTouch else { return false }
        return touches.contains { $0 === tracked }
    }

    /// Highlights the touched row if selection allows and the delegate agrees. Returns whether the
    /// table took the touch.
    func selectionTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard selectionTouch == nil, touches.count == 1, let touch = touches.first,
              let indexPath = row(touchedBy: touch) else { return false }
        selectionTouch = touch
        // A touch while a row is swiped open only closes it (UIKit), selecting nothing.
        if swipe != nil { closeSwipe(); return true }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return true }
        if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return true }
        guard selectionTouch === touch else { return true }  // the delegate ended it
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// Unhighlights, then — if the finger is still on the row — runs the selection.
    func selectionTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard owns(touches), let touch = selectionTouch else { return false }
        selectionTouch = nil
        guard let indexPath = highlightedRow else { return true }
        let stillOnRow = cellForRow(at: indexPath).map { $0.bounds.contains(touch.location(in: $0)) } ?? false
        unhighlight()
        if stillOnRow { selectByTouch(indexPath) }
        return true
    }

    func selectionTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard owns(touches) else { return false }
        selectionTouch = nil
        unhighlight()
        return true
    }

    private func unhighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// UIKit's order: willSelectRowAt (nil stops, another path redirects) → for single selection,
    /// willDeselectRowAt/didDeselectRowAt of each other selected row → the cell selected →
    /// didSelectRowAt. With multiple selection a tap on a selected row deselects it instead
    /// (willDeselectRowAt → didDeselectRowAt).
    func selectByTouch(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let multiple = allowsMultipleSelectionNow
        if multiple && selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
                  isValidRow(target) else { return }
            setRowSelected(target, false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              isValidRow(target) else { return }
        if !multiple {
            for old in selectedRows.others(than: target) {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old,
                      selectedRows.contains(deselected) else { continue }
                setRowSelected(deselected, false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setRowSelected(target, true)
        // A prototype cell's selection segue runs before didSelectRowAt, as on iOS (docs/Storyboards.md).
        if let cell = cellForRow(at: target), let trigger = cell.selectionSegueTrigger { trigger.fire(sender: cell) }
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Whether several rows may be selected in the current mode.
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func isValidRow(_ indexPath: IndexPath) -> Bool {
        ensureGeometry()
        return geometry.rowIndex(indexPath) != nil
    }

    /// Adds or removes a row from the selection and sets its cell's state (no delegate calls).
    func setRowSelected(_ indexPath: IndexPath, _ selected: Bool, animated: Bool = false) {
        if selected {
            selectedRows.insert(indexPath)
        } else {
            selectedRows.remove(indexPath)
        }
        if let cell = cellForRow(at: indexPath), cell.isSelected != selected {
            cell.setSelected(selected, animated: animated)
        }
    }

    // MARK: Selection by code

    /// The selected row with the lowest index path, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, sorted; `nil` when none is selected (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted }

    /// Selects a row without calling the delegate (as UIKit), deselecting the others unless multiple
    /// selection is allowed, and scrolls it to `scrollPosition`; `nil` deselects every row. A path
    /// that names no row is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows.sorted { setRowSelected(row, false, animated: animated) }
            return
        }
        guard isValidRow(indexPath) else { return }
        // In editing mode the editing switch decides, as for a tap: an app's "Select All" selects
        // every row when allowsMultipleSelectionDuringEditing is set.
        if !allowsMultipleSelectionNow {
            for row in selectedRows.others(than: indexPath) { setRowSelected(row, false, animated: animated) }
        }
        setRowSelected(indexPath, true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate (as UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        setRowSelected(indexPath, false, animated: animated)
    }
}
