import Foundation

/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch, with UIKit's
/// rules: the data source has already changed; deletions use the old index paths and insertions the
/// new ones; after the update the data source's counts must equal the old ones plus the insertions
/// minus the deletions. Where they do not, UIKit raises NSInternalInconsistencyException; here an
/// `invalidTableData` diagnostic says why and the table reloads everything. The selection and the
/// cells on screen follow their rows; nothing is animated.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems += indexPaths }
    }

    /// Asks the data source for these rows' cells again (they are deselected).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section (old index) to a new index; its rows go with it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Starts collecting changes, applied together at the matching ``endUpdates()``.
    public func beginUpdates() {
        if updateNesting == 0 { pendingUpdates = ListUpdateBatch() }
        updateNesting += 1
    }

    /// Applies the changes collected since ``beginUpdates()``. An unmatched call is ignored.
    public func endUpdates() {
        guard updateNesting > 0 else { return }
        updateNesting -= 1
        guard updateNesting == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch)
    }

    /// Runs `updates` (which changes the data and calls the insert, delete, move and reload methods)
    /// as one batch, then `completion(true)` — at once, since nothing animates here.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func update(_ change: (inout ListUpdateBatch) -> Void) {
        if updateNesting > 0, pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            var batch = ListUpdateBatch()
            change(&batch)
            apply(batch)
        }
    }

    private func apply(_ batch: ListUpdateBatch) {
        guard !batch.isEmpty else { return }
        closeSwipe()
        // Counts never taken (or a reload pending): there is nothing to check against; reload.
        guard geometryValid else { reloadData(); return }
        let oldCounts = geometry.sections.map(\.rowCount)
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        }
        if let problem = batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "row") {
            reportTableProblem(
                "Invalid update: \(problem) (UIKit raises NSInternalInconsistencyException); the table was reloaded")
            reloadData()
            return
        }
        selectedRows.follow(batch, keepingReloaded: false)
        if let highlighted = highlightedRow { highlightedRow = batch.keptIndexPath(highlighted) }
        let cells = visibleCellList, range = visibleRange
        visibleCellList = []
        visibleRange = 0..<0
        for (offset, cell) in cells.enumerated() {
            let old = geometry.indexPath(ofRow: range.lowerBound + offset)
            if let moved = batch.keptIndexPath(old) {
                carriedCells[moved] = cell
            } else {
                endDisplaying(cell, at: old)
            }
        }
        rebuildGeometry(keepingCarriedCells: true)
        if window != nil { tile() } else { setNeedsLayout() }
    }
}
