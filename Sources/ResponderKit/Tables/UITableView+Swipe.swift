import Foundation

/// Swipe actions: a sideways drag on a row shows the actions the delegate gives for that side
/// (`trailingSwipeActionsConfigurationForRowAt` when the row moves towards the leading edge,
/// `leadingSwipeActionsConfigurationForRowAt` the other way). Released past half the actions' width
/// the row stays open; a tap on an action's button calls its handler; swiped past 60 % of the
/// table's width, the first action is performed at once if `performsFirstActionWithFullSwipe`. The
/// row closes when the handler's completion is called, when the table scrolls or reloads, or when
/// the user touches another part of the table (which selects nothing).
extension UITableView {
    /// The share of the table's width past which a swipe is a full swipe.
    static let fullSwipeFraction: CGFloat = 0.6

    func installSwipeRecognizer() {
        swipeRecognizer.table = self
        swipeRecognizer.handlers.append { [weak self] _ in self?.swipeChanged() }
        addGestureRecognizer(swipeRecognizer)
    }

    /// Whether a sideways drag from `point` may swipe its row.
    func swipeMayBegin(at point: CGPoint, towardsLeading: Bool) -> Bool {
        guard !isEditing, let indexPath = indexPathForRow(at: point) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        return swipeConfiguration(for: indexPath, trailing: towardsLeading) != nil
    }

    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration else { return trailing ? defaultDeleteConfiguration(for: indexPath) : nil }
        return configuration.actions.isEmpty ? nil : configuration
    }

    /// UIKit's swipe-to-delete when the delegate gives no trailing actions: a Delete action that
    /// commits `.delete` through the data source, if the data source implements
    /// `tableView(_:commit:forRowAt:)` and the row is editable with the `.delete` style. Swift cannot
    /// ask an object whether it implements an optional method, so "implements" means a diffable data
    /// source (UIKit's always does) — docs/Differences-from-UIKit.md has the rest.
    private func defaultDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, dataSource is TableDataSourceCommittingEdits,
              dataSource.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { return completion(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func swipeChanged() {
        let translation = swipeRecognizer.translation(in: self).x
        switch swipeRecognizer.state {
        case .began:
            guard let start = swipeRecognizer.startInTable, let indexPath = indexPathForRow(at: start) else { return }
            if let swipe, swipe.indexPath == indexPath {
                swipe.dragBase = swipe.offset - translation
            } else {
                closeSwipe()
                let trailing = translation < 0
                guard let configuration = swipeConfiguration(for: indexPath, trailing: trailing) else { return }
                openSwipe(TableSwipeState(indexPath: indexPath, configuration: configuration, trailing: trailing))
            }
            moveSwipe(to: (swipe?.dragBase ?? 0) + translation)
        case .changed:
            guard let swipe else { return }
            moveSwipe(to: swipe.dragBase + translation)
        case .ended:
            guard let swipe else { return }
            let distance = abs(swipe.offset)
            if swipe.configuration.performsFirstActionWithFullSwipe
                && distance > bounds.width * UITableView.fullSwipeFraction,
               let first = swipe.configuration.actions.first, let button = swipe.buttons.first {
                moveSwipe(to: swipe.trailing ? -bounds.width : bounds.width)
                perform(first, from: button)
            } else if distance > swipe.actionsWidth / 2 {
                moveSwipe(to: swipe.trailing ? -swipe.actionsWidth : swipe.actionsWidth)
            } else {
                closeSwipe()
            }
        case .cancelled, .failed:
            closeSwipe()
        default:
            break
        }
    }

    func openSwipe(_ state: TableSwipeState) {
        swipe = state
        // Swipe-to-delete (not the Delete confirmation of editing mode) is an edit of its own.
        if !isEditing {
            swipeEditingRow = state.indexPath
            tableDelegate?.tableView(self, willBeginEditingRowAt: state.indexPath)
        }
        for action in state.configuration.actions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self, weak action, weak button] _ in
                guard let self, let action, let button else { return }
                self.perform(action, from: button)
            }, for: .touchUpInside)
            state.actionsView.addSubview(button)
            state.buttons.append(button)
        }
        state.actionsView.clipsToBounds = true
        addSubview(state.actionsView)
    }

    /// Moves the swiped row to `offset` (kept to its side, at most the table's width) and lays out
    /// the actions in the space it leaves: the first action nearest the edge.
    func moveSwipe(to offset: CGFloat) {
        guard let swipe, let rowRect = rowFrame(swipe.indexPath) else { return }
        let limit = bounds.width
        swipe.offset = swipe.trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
        cellForRow(at: swipe.indexPath)?.frame = rowRect.offsetBy(dx: swipe.offset, dy: 0)
        let width = abs(swipe.offset)
        let x = swipe.trailing ? rowRect.maxX - width : rowRect.minX
        swipe.actionsView.frame = CGRect(x: x, y: rowRect.minY, width: width, height: rowRect.height)
        let share = swipe.buttons.isEmpty ? 0 : max(width, swipe.actionsWidth) / CGFloat(swipe.buttons.count)
        for (index, button) in swipe.buttons.enumerated() {
            // The first action is nearest the edge the row moved away from.
            let slot = swipe.trailing ? CGFloat(swipe.buttons.count - 1 - index) : CGFloat(index)
            let buttonX = swipe.trailing ? width - max(width, swipe.actionsWidth) + slot * share
                                         : width - (slot + 1) * share
            button.frame = CGRect(x: buttonX, y: 0, width: share, height: rowRect.height)
        }
    }

    private func perform(_ action: UIContextualAction, from button: UIButton) {
        guard let swipe, !swipe.performing else { return }
        swipe.performing = true
        action.handler(action, button) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.closeSwipe()
        }
    }

    /// Closes the swiped row, if any: the row back in place, the actions gone.
    func closeSwipe() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        if let cell = cellForRow(at: swipe.indexPath), let frame = rowFrame(swipe.indexPath) { cell.frame = frame }
        if let row = swipeEditingRow {
            swipeEditingRow = nil
            tableDelegate?.tableView(self, didEndEditingRowAt: row)
        }
    }
}
