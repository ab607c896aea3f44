import Foundation

/// Reloading and batch updates. An update is checked against the data source's counts after it, as
/// UIKit checks it ("Invalid update: invalid number of items in section 0 …" raises
/// NSInternalInconsistencyException); an inconsistent one is reported and reloads everything.
/// Cells of items that survive an update keep their cells (at their new index paths), as in UIKit.
extension UICollectionView {
    func reloadEverything() {
        reloadGeneration += 1
        itemCounts = nil
        reportedBadAttributes = false
        for path in selectedPaths.sorted { visibleCellsByPath[path]?.isSelected = false }
        selectedPaths.removeAll()
        highlightedPaths.removeAll()
        trackedPath = nil
        trackedTouch = nil
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        for (key, view) in visibleSupplementary { endDisplaying(view, key) }
        collectionLayoutStorage.dataChanged()
        collectionLayoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// Records a change inside a batch, or runs it as a batch of its own.
    func record(_ change: (inout ListUpdateBatch) -> Void) {
        if batchDepth > 0, pendingBatch != nil {
            change(&pendingBatch!)  // in place: a batch of n calls costs O(n), not O(n²)
        } else {
            var recorded = ListUpdateBatch()
            change(&recorded)
            runBatch({ [self] in pendingBatch = recorded }, completion: nil)
        }
    }

    func runBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        batchDepth += 1
        if batchDepth == 1 { pendingBatch = ListUpdateBatch() }
        updates?()
        batchDepth -= 1
        guard batchDepth == 0 else {
            completion?(true)
            return
        }
        let batch = pendingBatch ?? ListUpdateBatch()
        pendingBatch = nil
        apply(batch)
        completion?(true)
    }

    private func apply(_ batch: ListUpdateBatch) {
        guard let old = itemCounts else {
            // Nothing was loaded before the update: there is nothing to move; load afresh.
            reloadEverything()
            return
        }
        itemCounts = nil
        let new = loadCountsIfNeeded()
        if let problem = batch.inconsistency(oldCounts: old, newCounts: new, noun: "item") {
            CollectionDiagnostics.report(
                "Invalid update: \(problem) (UIKit raises NSInternalInconsistencyException); the collection "
                    + "view reloaded all its data",
                                         resolution: .repaired)
            reloadEverything()
            return
        }
        // The selection follows its items (a reloaded item stays selected); deleted ones drop out.
        for dropped in selectedPaths.follow(batch, keepingReloaded: true) {
            visibleCellsByPath[dropped]?.isSelected = false
        }
        highlightedPaths = Set(highlightedPaths.compactMap { batch.newIndexPath($0) })
        trackedPath = trackedPath.flatMap { batch.newIndexPath($0) }
        if trackedPath == nil { trackedTouch = nil }
        // Visible cells of surviving items move to their new paths; the rest go back to their queues.
        // A delegate that reloads from didEndDisplaying has replaced all of this: stop there.
        let generation = reloadGeneration
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let moved = batch.keptIndexPath(path) {
                kept[moved] = cell
                cell.shownIndexPath = moved
            } else {
                endDisplaying(cell, at: path)
            }
        }
        guard generation == reloadGeneration else { return }
        visibleCellsByPath = kept
        var keptSupplementary: [CollectionSupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementary {
            let old = key.indexPath.section
            if !batch.reloadedSections.contains(old), let section = batch.newSection(old) {
                var moved = key
                moved.indexPath = IndexPath(item: key.indexPath.item, section: section)
                keptSupplementary[moved] = view
                view.shownIndexPath = moved.indexPath
            } else {
                endDisplaying(view, key)
            }
        }
        guard generation == reloadGeneration else { return }
        visibleSupplementary = keptSupplementary
        reportedBadAttributes = false
        collectionLayoutStorage.dataChanged()
        collectionLayoutStorage.invalidateLayout()
        setNeedsLayout()
    }
}
