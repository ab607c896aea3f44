import Foundation

/// Swipe actions: a sideways drag on a row shows the actions the delegate gives for that side
/// (`trailingSwipeActionsConfigurationForRowAt` when the row moves towards the leading edge,
/// `leadingSwipeActionsConfigurationForRowAt` the other way). Released past half the actions' width
/// the row stays open; a tap on an action's button calls its handler; swiped past 60 % of the
/// table's width, the first action is performed at once if `performsFirstActionWithFullSwipe`. The
/// row closes when the handler's completion is called, when the table scrolls or reloads, or when
/// the user touches another part of the table (which selects nothing).
/// The drag, the buttons and the full swipe are the list engine's (ListSwipeGestureRecognizer.swift);
/// the table answers its questions from the delegate and the data source.
extension UITableView: ListSwipeHost {
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

    /// Closes the swiped row, if any: the row back in place, the actions gone.
    func closeSwipe() { swipeRecognizer.close() }

    // MARK: ListSwipeHost

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { isEditing ? nil : indexPathForRow(at: point) }

    func swipeRestingFrame(of indexPath: IndexPath) -> CGRect? { rowFrame(indexPath) }

    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    /// Swipe-to-delete (not the Delete confirmation of editing mode) is an edit of its own.
    func swipeDidOpen(_ swipe: ListSwipeState) {
        guard !isEditing else { return }
        swipeEditingRow = swipe.indexPath
        tableDelegate?.tableView(self, willBeginEditingRowAt: swipe.indexPath)
    }

    func swipeDidClose(_ swipe: ListSwipeState) {
        guard let row = swipeEditingRow else { return }
        swipeEditingRow = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }
}
