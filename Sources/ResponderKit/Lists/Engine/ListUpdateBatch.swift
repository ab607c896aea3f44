import Foundation

/// The changes of one update of a list view — a single `insertRows`/`insertItems` … call, or
/// everything inside `beginUpdates`/`endUpdates` or `performBatchUpdates` — shared by `UITableView`
/// and `UICollectionView`, with UIKit's index-path rules for both: deletions, reloads and move sources
/// name rows/items and sections as they were before the update; insertions and move destinations as
/// they are after it ("UITableView defers any insertions … until after it has handled the deletions",
/// Apple, Table View Programming Guide, "Batch Insertion, Deletion, and Reloading").
///
/// Where an old item goes is worked out per question (``newIndexPath(_:)``), at a cost that grows with
/// the number of changes, never with the number of rows: a view asks only for its selection and the
/// cells on screen, so a one-row change in a 100,000-row list stays cheap. ``inconsistency(oldCounts:newCounts:noun:)``
/// is UIKit's NSInternalInconsistencyException check.
struct ListUpdateBatch {
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// Where an old section is after the update, or `nil` if it was deleted: a moved section at its
    /// destination; the others keep their order in the places that inserted and moved-in sections
    /// leave free.
    func newSection(_ old: Int) -> Int? {
        guard !deletedSections.contains(old) else { return nil }
        if let move = movedSections.first(where: { $0.from == old }) { return move.to }
        var section = old - deletedSections.count(in: 0..<old) - movedSections.count { $0.from < old }
        let arrivals = (Array(insertedSections) + movedSections.map(\.to)).sorted()
        for arrival in arrivals where arrival <= section { section += 1 }
        return section
    }

    /// Where an old item is after the update, or `nil` if it is gone: deleted, or in a deleted or
    /// reloaded section (whose items are all asked for again). A moved item is at its destination; the
    /// others keep their order in the places that inserted and moved-in items leave free. A reloaded
    /// item (``isReloaded(_:)``) keeps its place but is asked for again.
    func newIndexPath(_ old: IndexPath) -> IndexPath? {
        guard old.count == 2, !reloadedSections.contains(old.section), !deletedItems.contains(old) else { return nil }
        if let move = movedItems.first(where: { $0.from == old }) { return move.to }
        guard let target = newSection(old.section) else { return nil }
        let section = old.section, index = old.item
        var newIndex =
            index - deletedItems.count { $0.section == section && $0.item < index }
            - movedItems.count { $0.from.section == section && $0.from.item < index }
        let arrivals = (insertedItems.filter { $0.section == target }.map(\.item)
            + movedItems.filter { $0.to.section == target }.map(\.to.item)).sorted()
        for arrival in arrivals where arrival <= newIndex { newIndex += 1 }
        return IndexPath(item: newIndex, section: target)
    }

    /// Whether the old item was reloaded on its own (`reloadRows`/`reloadItems`).
    func isReloaded(_ old: IndexPath) -> Bool { reloadedItems.contains(old) }

    /// Where an old item is after the update if it keeps its cell: not gone and not reloaded.
    func keptIndexPath(_ old: IndexPath) -> IndexPath? { isReloaded(old) ? nil : newIndexPath(old) }
}
