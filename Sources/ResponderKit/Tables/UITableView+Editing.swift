import Foundation

/// Editing mode: each row the data source lets be edited (`canEditRowAt`) shows the control its
/// `editingStyleForRowAt` asks for — delete (a tap shows the Delete confirmation button at the
/// trailing edge; a tap on that calls `commit(.delete, forRowAt:)`) or insert (a tap calls
/// `commit(.insert, forRowAt:)`) — and, if `canMoveRowAt`, a reorder control that drags the row to a
/// new place (then `moveRowAt(_:to:)`). Rows are not selected by touch while editing unless
/// `allowsSelectionDuringEditing`; rows cannot be swiped.
extension UITableView {
    /// Sets a cell's editing state and controls for its row.
    func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath) {
        guard isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
            if cell.isEditing || cell.editingStyle != .none || cell.showsReorderControl {
                cell.editingStyle = .none
                cell.showsReorderControl = false
                cell.setEditing(false, animated: false)
            }
            return
        }
        cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        cell.delegateIndentsWhileEditing =
            tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.showsReorderControl = dataSource.tableView(self, canMoveRowAt: indexPath)
        if !cell.isEditing { cell.setEditing(true, animated: false) } else { cell.updateEditingControls() }
    }

    /// A row's delete or insert control was tapped.
    func editingControlTapped(in cell: UITableViewCell) {
        guard isEditing, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete: showDeleteConfirmation(at: indexPath)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none: break
        }
    }

    /// Shows the Delete confirmation button at the row's trailing edge (the swipe machinery's
    /// open row, with one destructive action that commits the deletion).
    func showDeleteConfirmation(at indexPath: IndexPath) {
        closeSwipe()
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        swipeRecognizer.open(
            ListSwipeState(
                indexPath: indexPath, configuration: UISwipeActionsConfiguration(actions: [delete]), trailing: true))
        swipeRecognizer.move(to: -ListSwipeState.buttonWidth)
    }

    // MARK: Reordering

    /// The drag of a reorder control began on `cell`.
    func reorderBegan(_ cell: UITableViewCell) {
        guard isEditing, reordering == nil, let indexPath = indexPath(for: cell) else { return }
        closeSwipe()
        reordering = (indexPath, cell.frame)
        bringSubviewToFront(cell)
    }

    /// The row follows the finger vertically, within the content.
    func reorderMoved(_ cell: UITableViewCell, by translation: CGFloat) {
        guard let reordering, cell === cellForRow(at: reordering.source) else { return }
        let maxY = max(0, contentSize.height - reordering.frame.height)
        cell.frame.origin.y = min(max(0, reordering.frame.minY + translation), maxY)
    }

    /// The drag ended: the row goes to the row under its centre, the data source is told, and the
    /// table moves the row (the selection follows it).
    func reorderEnded(_ cell: UITableViewCell, cancelled: Bool) {
        guard let reordering else { return }
        self.reordering = nil
        let source = reordering.source
        var destination = indexPathForRow(at: CGPoint(x: 1, y: cell.frame.midY)) ?? source
        if cancelled || dataSource.map({ !$0.tableView(self, canMoveRowAt: source) }) ?? true { destination = source }
        if destination != source, let delegate = tableDelegate {
            // The delegate may send the row elsewhere (UIKit asks as the row passes each place; the
            // place it settles on is the answer for the last one).
            let target = delegate.tableView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
            if target.count == 2, target.section >= 0, target.section < numberOfSections,
               target.row >= 0, target.row < numberOfRows(inSection: target.section) {
                destination = target
            } else {
                reportTableProblem(
                    "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(target), which is "
                        + "not a row; the proposed \(destination) is used"
                )
            }
        }
        if destination != source {
            dataSource?.tableView(self, moveRowAt: source, to: destination)
            moveRow(at: source, to: destination)
        }
        if let frame = rowFrame(destination), let placed = cellForRow(at: destination) { placed.frame = frame }
        if destination == source { cell.frame = reordering.frame }
    }
}

/// The handle at a row's trailing edge in editing mode; dragging it moves the row.
@preconcurrency @MainActor
final class TableReorderControl: UIView {
    private let drag = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        drag.handlers.append { [weak self] _ in self?.dragChanged() }
        addGestureRecognizer(drag)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        drag.handlers.append { [weak self] _ in self?.dragChanged() }
        addGestureRecognizer(drag)
    }

    private func dragChanged() {
        guard let cell = superview as? UITableViewCell, let table = cell.superview as? UITableView else { return }
        switch drag.state {
        case .began: table.reorderBegan(cell)
        case .changed: table.reorderMoved(cell, by: drag.translation(in: table).y)
        case .ended:
            table.reorderMoved(cell, by: drag.translation(in: table).y); table.reorderEnded(cell, cancelled: false)
        case .cancelled, .failed: table.reorderEnded(cell, cancelled: true)
        default: break
        }
    }
}
