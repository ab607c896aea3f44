import Foundation
@testable import ResponderKit
import Testing

// The update batch both list views share, checked against a model of what UIKit's rules mean: lists of
// identifiers, changed by random deletions, insertions, moves and reloads of items and sections, the
// non-moved survivors keeping their order. Every old item must land where its identifier is in the new
// lists, and the batch must pass UIKit's consistency check — which a wrong count must fail.

/// A random update of a random list: the old and new lists of item identifiers per section, and the
/// batch a view would be told.
private struct RandomUpdate {
    var old: [[Int]] = []
    var new: [[Int]] = []
    /// Section identifiers, old and new.
    var oldSections: [Int] = []
    var newSections: [Int] = []
    var batch = ListUpdateBatch()

    init(seed: UInt64) {
        var random = SplitMix(state: seed)
        var nextID = 0
        func fresh() -> Int { nextID += 1; return nextID }
        oldSections = (0..<Int.random(in: 1...4, using: &random)).map { _ in fresh() }
        old = oldSections.map { _ in (0..<Int.random(in: 0...8, using: &random)).map { _ in fresh() } }
        // Sections: deleted, reloaded, moved, kept; inserted ones are new.
        var fate: [Int: String] = [:]
        for id in oldSections {
            fate[id] = ["keep", "keep", "keep", "delete", "move", "reload"].randomElement(using: &random)!
        }
        var order = oldSections.filter { fate[$0] == "keep" || fate[$0] == "reload" }
        var placed = oldSections.filter { fate[$0] == "move" }
        placed += (0..<Int.random(in: 0...2, using: &random)).map { _ in fresh() }
        for id in placed.shuffled(using: &random) {
            order.insert(id, at: Int.random(in: 0...order.count, using: &random))
        }
        newSections = order
        let oldIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (s, id) in oldSections.enumerated() {
            switch fate[id] {
            case "delete": batch.deletedSections.insert(s)
            case "reload": batch.reloadedSections.insert(s)
            case "move": batch.movedSections.append((s, newIndex[id]!))
            default: break
            }
        }
        for id in newSections where oldIndex[id] == nil { batch.insertedSections.insert(newIndex[id]!) }
        // Items of surviving, not reloaded sections: deleted, moved (anywhere but a reloaded section), kept.
        let targets = newSections.filter { fate[$0] != "reload" }
        var contents: [Int: [Int]] = [:]
        var arrivals: [Int: [Int]] = [:]
        var moved: [Int: IndexPath] = [:]
        for (s, id) in oldSections.enumerated() where fate[id] != "delete" {
            if fate[id] == "reload" {
                contents[id] = (0..<Int.random(in: 0...5, using: &random)).map { _ in fresh() }
                continue
            }
            var kept: [Int] = []
            for (i, item) in old[s].enumerated() {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: batch.deletedItems.append(IndexPath(item: i, section: s))
                case 1:
                    moved[item] = IndexPath(item: i, section: s)
                    arrivals[targets.randomElement(using: &random)!, default: []].append(item)
                default:
                    kept.append(item)
                    if Int.random(in: 0..<8, using: &random) == 0 {
                        batch.reloadedItems.append(IndexPath(item: i, section: s))
                    }
                }
            }
            contents[id] = kept
        }
        for id in targets {
            var items = contents[id] ?? []
            let coming = (arrivals[id] ?? []) + (0..<Int.random(in: 0...2, using: &random)).map { _ in fresh() }
            for item in coming.shuffled(using: &random) {
                items.insert(item, at: Int.random(in: 0...items.count, using: &random))
            }
            contents[id] = items
        }
        new = newSections.map { contents[$0]! }
        for (s, items) in new.enumerated() {
            for (i, item) in items.enumerated() {
                if let from = moved[item] {
                    batch.movedItems.append((from, IndexPath(item: i, section: s)))
                } else if !old.joined().contains(item), fate[newSections[s]] != "reload" {
                    batch.insertedItems.append(IndexPath(item: i, section: s))
                }
            }
        }
    }

    /// Where the model puts an old item: the place of its identifier in the new lists, unless its
    /// section was deleted or reloaded.
    func expected(_ old: IndexPath) -> IndexPath? {
        let section = oldSections[old.section]
        guard newSections.contains(section), !batch.reloadedSections.contains(old.section) else { return nil }
        let id = self.old[old.section][old.item]
        for (s, items) in new.enumerated() {
            if let i = items.firstIndex(of: id) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
}

@Suite("ListUpdateBatch: UIKit's index-path rules against a model of lists of identifiers")
struct ListUpdateBatchTests {
    @Test("Every old item lands where its identifier is, every section where its own is; the counts pass",
          arguments: 0..<400)
    func randomUpdates(seed: Int) {
        let update = RandomUpdate(seed: UInt64(seed))
        let oldCounts = update.old.map(\.count), newCounts = update.new.map(\.count)
        let problem = update.batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "item")
        #expect(problem == nil, "seed \(seed)")
        for (s, id) in update.oldSections.enumerated() {
            #expect(update.batch.newSection(s) == update.newSections.firstIndex(of: id), "seed \(seed), section \(s)")
            for i in update.old[s].indices {
                let path = IndexPath(item: i, section: s)
                #expect(update.batch.newIndexPath(path) == update.expected(path), "seed \(seed), \(path)")
                if update.batch.isReloaded(path) { #expect(update.batch.keptIndexPath(path) == nil) }
            }
        }
    }

    @Test("A count one off in any surviving section is UIKit's 'invalid number of items'", arguments: 0..<100)
    func wrongCountsFail(seed: Int) {
        let update = RandomUpdate(seed: UInt64(seed))
        let oldCounts = update.old.map(\.count)
        for (s, id) in update.newSections.enumerated() {
            guard let oldSection = update.oldSections.firstIndex(of: id),
                !update.batch.reloadedSections.contains(oldSection)
            else { continue }
            var newCounts = update.new.map(\.count)
            newCounts[s] += 1
            let problem = update.batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "item")
            #expect(problem?.contains("invalid number of items in section \(s)") == true, "seed \(seed)")
        }
    }

    @Test("Paths named twice, reloaded and deleted, or out of range are refused, as UIKit refuses them")
    func refusals() {
        var twice = ListUpdateBatch()
        twice.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]
        #expect(twice.inconsistency(oldCounts: [3], newCounts: [1], noun: "row")?.contains("twice") == true)
        var both = ListUpdateBatch()
        both.deletedItems = [IndexPath(item: 1, section: 0)]
        both.reloadedItems = [IndexPath(item: 1, section: 0)]
        #expect(both.inconsistency(oldCounts: [3], newCounts: [2], noun: "row")?.contains("reloaded and also") == true)
        var outside = ListUpdateBatch()
        outside.insertedItems = [IndexPath(item: 5, section: 0)]
        #expect(outside.inconsistency(oldCounts: [3], newCounts: [4], noun: "item")?.contains("does not exist") == true)
        var inDeletedSection = ListUpdateBatch()
        inDeletedSection.deletedSections = [0]
        inDeletedSection.deletedItems = [IndexPath(item: 0, section: 0)]
        #expect(inDeletedSection.inconsistency(oldCounts: [3, 2], newCounts: [2], noun: "row") != nil)
        var movedTwice = ListUpdateBatch()
        movedTwice.movedSections = [(0, 1), (0, 2)]
        #expect(movedTwice.inconsistency(oldCounts: [1, 1, 1], newCounts: [1, 1, 1], noun: "item") != nil)
    }
}
