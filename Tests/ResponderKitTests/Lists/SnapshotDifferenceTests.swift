import Foundation
@testable import ResponderKit
import Testing

// The batch update a diffable data source derives from two snapshots: the fewest moves (one item
// dragged is one move), sections with their items, and counts that satisfy UIKit's rule.

private func snapshot(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var result = NSDiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
        result.appendSections([section])
        result.appendItems(items, toSection: section)
    }
    return result
}

private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

/// UIKit's rule for every section that survives: new count = old count + inserted + moved in − deleted − moved out.
private func countsBalance(
    _ old: NSDiffableDataSourceSnapshot<String, Int>, _ new: NSDiffableDataSourceSnapshot<String, Int>,
                           _ difference: SnapshotDifference) -> Bool {
    for (newIndex, section) in new.sectionIdentifiers.enumerated() {
        guard let oldIndex = old.indexOfSection(section) else { continue }
        let inserted = difference.insertedItems.filter { $0[0] == newIndex }.count
        let deleted = difference.deletedItems.filter { $0[0] == oldIndex }.count
        let movedIn = difference.movedItems.filter { $0.to[0] == newIndex }.count
        let movedOut = difference.movedItems.filter { $0.from[0] == oldIndex }.count
        if new.numberOfItems(inSection: section) != old.numberOfItems(inSection: section) + inserted + movedIn - deleted
            - movedOut
        {
            return false
        }
    }
    return true
}

/// Runs the batch update as UIKit does on the old snapshot's items — deletes and moves out at old
/// paths, inserts and moves in at new paths, the rest keeping their order — and says whether every
/// surviving section ends up with the new snapshot's items.
private func replays(_ old: NSDiffableDataSourceSnapshot<String, Int>, _ new: NSDiffableDataSourceSnapshot<String, Int>,
                     _ difference: SnapshotDifference) -> Bool {
    let oldSections = old.sectionIdentifiers
    for (newIndex, section) in new.sectionIdentifiers.enumerated() {
        guard let oldIndex = old.indexOfSection(section) else { continue }  // inserted: its items come with it
        let leaving = Set(difference.deletedItems.filter { $0[0] == oldIndex }.map { $0[1] })
            .union(difference.movedItems.filter { $0.from[0] == oldIndex }.map { $0.from[1] })
        var staying = old.itemIdentifiers(inSection: section).enumerated().filter { !leaving.contains($0.offset) }.map(
            \.element)
        let inserted = Set(difference.insertedItems.filter { $0[0] == newIndex }.map { $0[1] })
        var movedIn: [Int: Int] = [:]
        for move in difference.movedItems where move.to[0] == newIndex {
            movedIn[move.to[1]] = old.itemIdentifiers(inSection: oldSections[move.from[0]])[move.from[1]]
        }
        for (row, item) in new.itemIdentifiers(inSection: section).enumerated() {
            if inserted.contains(row) { continue }
            if let moved = movedIn[row] { if moved != item { return false }; continue }
            if staying.isEmpty || staying.removeFirst() != item { return false }
        }
        if !staying.isEmpty { return false }
    }
    return true
}

@Suite("Snapshot differences")
struct SnapshotDifferenceTests {
    @Test("Deletes at old paths, inserts at new paths, one move for one item dragged down")
    func itemsWithinASection() {
        let old = snapshot([("main", [1, 2, 3, 4, 5])])
        let new = snapshot([("main", [2, 3, 6, 4, 1])])  // 5 deleted, 6 inserted, 1 moved to the end
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [path(0, 4)])
        #expect(difference.insertedItems == [path(0, 2)])
        #expect(difference.movedItems.map { [$0.from, $0.to] } == [[path(0, 0), path(0, 4)]])
        #expect(countsBalance(old, new, difference))
        #expect(replays(old, new, difference))
    }

    @Test("Sections deleted, inserted and moved; items across sections; items into an inserted section come with it")
    func sections() {
        let old = snapshot([("a", [1, 2]), ("b", [3]), ("c", [4, 5])])
        let new = snapshot([("c", [4, 2]), ("a", [1]), ("d", [5, 9])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == [1])
        #expect(difference.insertedSections == [2])
        #expect(difference.movedSections.map { [$0.from, $0.to] } == [[0, 1]])  // c stays, a moves after it
        #expect(difference.movedItems.map { [$0.from, $0.to] } == [[path(0, 1), path(0, 1)]])  // 2: a → c
        #expect(difference.deletedItems == [path(2, 1)])  // 5 leaves c for the inserted d
        #expect(difference.insertedItems.isEmpty)
        #expect(countsBalance(old, new, difference))
        #expect(replays(old, new, difference))
    }

    @Test("Reloaded and reconfigured items at their new paths; the same snapshot twice is no change")
    func reloadsAndNothing() {
        let old = snapshot([("main", [1, 2, 3])])
        var new = snapshot([("main", [3, 1, 2])])
        new.reloadItems([2])
        new.reconfigureItems([1])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems == [path(0, 2)])
        #expect(difference.reconfiguredItems == [path(0, 1)])
        #expect(difference.movedItems.count == 1)
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
    }

    @Test("Random edits: every difference balances the counts and, replayed on the old items, gives the new ones")
    func randomEdits() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let sectionNames = ["a", "b", "c", "d"].filter { _ in Bool.random(using: &generator) }
            var items = Array(0..<30).shuffled(using: &generator)
            let old = snapshot(
                sectionNames.map { name in (name, Array(items.prefix(Int.random(in: 0...6, using: &generator)))) }
                .map { pair in items.removeFirst(min(pair.1.count, items.count)); return pair })
            var pool = Array(0..<30).shuffled(using: &generator)
            let newNames = ["a", "b", "c", "d", "e"].filter { _ in Bool.random(using: &generator) }.shuffled(
                using: &generator)
            let new = snapshot(newNames.map { name in
                let count = min(Int.random(in: 0...6, using: &generator), pool.count)
                defer { pool.removeFirst(count) }
                return (name, Array(pool.prefix(count)))
            })
            let difference = SnapshotDifference(from: old, to: new)
            #expect(countsBalance(old, new, difference), "old \(old.sectionIdentifiers) new \(new.sectionIdentifiers)")
            #expect(replays(old, new, difference), "old \(old.itemIdentifiers) new \(new.itemIdentifiers)")
        }
    }
}
