import Foundation

/// The row and section changes of one update (a single call, or everything between `beginUpdates`
/// and `endUpdates`), with UIKit's index-path rules: deletions, reloads and move sources name rows
/// and sections as they were before the update; insertions and move destinations as they are after.
struct TableUpdateBatch {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
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

    /// Where an old row is after the update, or `nil` if it was deleted or reloaded (its cell is
    /// asked for again; UIKit deselects it).
    func newIndexPath(_ old: IndexPath) -> IndexPath? {
        let section = old.section, row = old.row
        guard !reloadedSections.contains(section), !deletedRows.contains(old), !reloadedRows.contains(old) else {
            return nil
        }
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        guard let target = newSection(section) else { return nil }
        var newRow = row - deletedRows.count { $0.section == section && $0.row < row }
                         - moves.count { $0.from.section == section && $0.from.row < row }
        let arrivals = (insertedRows.filter { $0.section == target }.map(\.row)
                        + moves.filter { $0.to.section == target }.map(\.to.row)).sorted()
        for arrival in arrivals where arrival <= newRow { newRow += 1 }
        return IndexPath(row: newRow, section: target)
    }

    /// Why the update cannot be applied to a table whose sections had `oldCounts` rows and, by the
    /// data source now, have `newCounts` — UIKit's NSInternalInconsistencyException — or `nil`.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if let bad = (deletedSections.union(reloadedSections)).first(where: { $0 >= oldCounts.count }) {
            return "section \(bad) was deleted or reloaded but there were \(oldCounts.count) sections"
        }
        if let bad = insertedSections.first(where: { $0 >= newCounts.count }) {
            return "section \(bad) was inserted but there are \(newCounts.count) sections after the update"
        }
        if let bad = movedSections.first(where: {
            $0.from < 0 || $0.from >= oldCounts.count || $0.to < 0 || $0.to >= newCounts.count
                || deletedSections.contains($0.from) || insertedSections.contains($0.to)
        }) {
            return
                "section \(bad.from) was moved to \(bad.to), which does not fit \(oldCounts.count) sections before "
                    + "and \(newCounts.count) after, or collides with a deleted or inserted section"
        }
        guard newCounts.count == expectedSections else {
            return
                "invalid number of sections: \(newCounts.count) after the update, but \(oldCounts.count) before, "
                    + "\(insertedSections.count) inserted and \(deletedSections.count) deleted"
        }
        for path in deletedRows + reloadedRows + moves.map(\.from) {
            guard path.count == 2, path.section >= 0, path.section < oldCounts.count, path.row >= 0,
                  path.row < oldCounts[path.section] else {
                return "row \(path) was deleted, reloaded or moved, but it did not exist before the update"
            }
        }
        for path in insertedRows + moves.map(\.to) {
            guard path.count == 2, path.section >= 0, path.section < newCounts.count, path.row >= 0,
                  path.row < newCounts[path.section] else {
                return "row \(path) was inserted or moved to, but it does not exist after the update"
            }
        }
        for old in oldCounts.indices {
            guard let target = newSection(old), !insertedSections.contains(target), !reloadedSections.contains(old)
            else { continue }
            let deleted = deletedRows.count { $0.section == old }
            let inserted = insertedRows.count { $0.section == target }
            let movedOut = moves.count { $0.from.section == old }
            let movedIn = moves.count { $0.to.section == target }
            let expected = oldCounts[old] - deleted + inserted - movedOut + movedIn
            if newCounts[target] != expected {
                return
                    "invalid number of rows in section \(target): \(newCounts[target]) after the update, but "
                        + "\(oldCounts[old]) before, \(inserted) inserted, \(deleted) deleted, \(movedIn) moved in and "
                        + "\(movedOut) moved out"
            }
        }
        return nil
    }
}
