import Foundation

/// A view a snapshot difference is applied to — a table view or a collection view — in its own words
/// for each step of a batch update. The two diffable data sources share `apply(_:from:animating:completion:)`.
@MainActor
protocol SnapshotBatchTarget: UIView {
    func batchDeleteSections(_ sections: IndexSet)
    func batchInsertSections(_ sections: IndexSet)
    func batchMoveSection(_ section: Int, to newSection: Int)
    func batchDeleteItems(_ indexPaths: [IndexPath])
    func batchInsertItems(_ indexPaths: [IndexPath])
    func batchMoveItem(_ indexPath: IndexPath, to newIndexPath: IndexPath)
    func batchReloadItems(_ indexPaths: [IndexPath])
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    func reloadData()
}

extension SnapshotBatchTarget {
    /// Shows `snapshot` after `previous`: a reload when there is nothing to animate from (the first
    /// snapshot, or a view not in a window), else the difference as one batch update, reloads and
    /// reconfigures after it; then `completion`.
    func apply<Section: Hashable, Item: Hashable>(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>,
                                                  from previous: NSDiffableDataSourceSnapshot<Section, Item>,
                                                  animating: Bool, completion: (() -> Void)?) {
        if previous.numberOfSections == 0 || window == nil {
            reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: previous, to: snapshot)
        guard !difference.isEmpty else { completion?(); return }
        let run: () -> Void = { [self] in
            performBatchUpdates({ [self] in
                if !difference.deletedSections.isEmpty { batchDeleteSections(IndexSet(difference.deletedSections)) }
                if !difference.insertedSections.isEmpty { batchInsertSections(IndexSet(difference.insertedSections)) }
                for move in difference.movedSections { batchMoveSection(move.from, to: move.to) }
                if !difference.deletedItems.isEmpty { batchDeleteItems(difference.deletedItems) }
                if !difference.insertedItems.isEmpty { batchInsertItems(difference.insertedItems) }
                for move in difference.movedItems { batchMoveItem(move.from, to: move.to) }
            }, completion: { [self] _ in
                let reloads = difference.reloadedItems + difference.reconfiguredItems
                if !reloads.isEmpty { batchReloadItems(reloads) }
                completion?()
            })
        }
        if animating { run() } else { UIView.performWithoutAnimation(run) }
    }
}
