import Foundation

/// What changes between two diffable snapshots, as a table's or collection view's batch update says
/// it: sections deleted (old indexes), inserted (new indexes) and moved; items deleted (old index
/// paths), inserted (new index paths) and moved (old path → new path); items to reload (new paths).
///
/// ```
///   old snapshot ──┐
///                  ├─▶ SnapshotDifference ─▶ performBatchUpdates { deleteSections, insertSections, moveSection,
///   new snapshot ──┘                                              deleteRows, insertRows, moveRow } + reloadRows
/// ```
///
/// Items are matched by identifier. An item that is in both and whose section survives keeps its
/// place unless it has to move: the items that keep their relative order form the longest increasing
/// run of new positions taken in old order (so one item dragged down is one move, not many), the
/// rest are moves. An item whose section changes is a move too; an item of a deleted or inserted
/// section goes with its section. The counts this gives satisfy UIKit's batch-update rule (the new
/// count of each section is the old one plus its inserts minus its deletes, moves in and out counted
/// with them).
struct SnapshotDifference: Equatable {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items marked with `reloadItems` in the new snapshot (and sections' items with `reloadSections`), at their new
    /// paths.
    var reloadedItems: [IndexPath] = []
    /// Items marked with `reconfigureItems`, at their new paths.
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    static func == (a: SnapshotDifference, b: SnapshotDifference) -> Bool {
        a.deletedSections == b.deletedSections && a.insertedSections == b.insertedSections
            && a.movedSections.map { [$0.from, $0.to] } == b.movedSections.map { [$0.from, $0.to] }
            && a.deletedItems == b.deletedItems && a.insertedItems == b.insertedItems
            && a.movedItems.map { [$0.from, $0.to] } == b.movedItems.map { [$0.from, $0.to] }
            && a.reloadedItems == b.reloadedItems && a.reconfiguredItems == b.reconfiguredItems
    }

    init() {}

    init<Section: Hashable, Item: Hashable>(from old: NSDiffableDataSourceSnapshot<Section, Item>,
                                            to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var newSectionIndex: [Section: Int] = [:]
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }
        var oldSectionIndex: [Section: Int] = [:]
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }

        // Sections: deleted, inserted, and moved (those out of the longest run that keeps its order).
        var survivingOld: [(old: Int, new: Int)] = []
        for (index, section) in oldSections.enumerated() {
            if let to = newSectionIndex[section] {
                survivingOld.append((index, to))
            } else {
                deletedSections.append(index)
            }
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
            insertedSections.append(index)
        }
        let keptSections = Self.longestIncreasingRun(survivingOld.map(\.new))
        for (position, pair) in survivingOld.enumerated() where !keptSections.contains(position) {
            movedSections.append((pair.old, pair.new))
        }

        // Items, section by surviving section.
        var newPath: [Item: IndexPath] = [:]
        for (sectionIndex, section) in newSections.enumerated() {
            for (row, item) in new.itemIdentifiers(inSection: section).enumerated() {
                newPath[item] = IndexPath(indexes: [sectionIndex, row])
            }
        }
        var oldPath: [Item: IndexPath] = [:]
        for (sectionIndex, section) in oldSections.enumerated() {
            let sectionSurvives = newSectionIndex[section] != nil
            var common: [(old: IndexPath, new: IndexPath)] = []
            for (row, item) in old.itemIdentifiers(inSection: section).enumerated() {
                let from = IndexPath(indexes: [sectionIndex, row])
                oldPath[item] = from
                guard sectionSurvives else { continue }  // goes with its section
                guard let to = newPath[item] else { deletedItems.append(from); continue }
                let destination = newSections[to[0]]
                if destination != section {
                    // Into an inserted section: deleted here, and comes with its new section.
                    if oldSectionIndex[destination] == nil {
                        deletedItems.append(from)
                    } else {
                        movedItems.append((from: from, to: to))
                    }
                    continue
                }
                common.append((from, to))
            }
            let kept = Self.longestIncreasingRun(common.map { $0.new[1] })
            for (position, pair) in common.enumerated() where !kept.contains(position) {
                movedItems.append((from: pair.old, to: pair.new))
            }
        }
        for (sectionIndex, section) in newSections.enumerated() where oldSectionIndex[section] != nil {
            for (row, item) in new.itemIdentifiers(inSection: section).enumerated() where oldPath[item] == nil {
                insertedItems.append(IndexPath(indexes: [sectionIndex, row]))
            }
        }
        // An item moved out of a section that is deleted, into a surviving one, is inserted there.
        for section in oldSections where newSectionIndex[section] == nil {
            for item in old.itemIdentifiers(inSection: section) {
                if let to = newPath[item], oldSectionIndex[newSections[to[0]]] != nil { insertedItems.append(to) }
            }
        }
        insertedItems.sort { ($0[0], $0[1]) < ($1[0], $1[1]) }

        var reloaded = Set<IndexPath>()
        for item in new.reloadedItemIdentifiers {
            if let path = newPath[item], oldPath[item] != nil { reloaded.insert(path) }
        }
        for section in new.reloadedSectionIdentifiers where oldSectionIndex[section] != nil {
            guard let index = newSectionIndex[section] else { continue }
            for row in 0..<new.numberOfItems(inSection: section) { reloaded.insert(IndexPath(indexes: [index, row])) }
        }
        reloadedItems = reloaded.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { item in
            oldPath[item] != nil ? newPath[item] : nil
        }
            .filter { !reloaded.contains($0) }
    }

    /// The positions (into `values`) of one longest strictly increasing subsequence: the elements
    /// that keep their relative order. O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
