import Foundation

/// UIKit's check of an update against the data source's counts, the same for a table and a collection
/// view: every index path in range and named once, no item both reloaded and deleted or moved, no
/// section moved twice or onto an inserted one, and each section's count after the update equal to its
/// count before, plus insertions, minus deletions, plus or minus the moves ("The number of rows
/// contained in an existing section after the update … must be equal to the number of rows contained in
/// that section before the update … plus or minus the number of rows inserted or deleted", the message
/// of UIKit's NSInternalInconsistencyException). The check costs O(changes + sections).
extension ListUpdateBatch {
    /// Why the update cannot be applied to a list whose sections had `oldCounts` items and, by the data
    /// source now, have `newCounts` — or `nil`. `noun` is what the view calls an item ("row", "item").
    func inconsistency(oldCounts: [Int], newCounts: [Int], noun: String) -> String? {
        if let problem = sectionInconsistency(oldCounts: oldCounts, newCounts: newCounts) { return problem }
        if let problem = pathInconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: noun) { return problem }
        return countInconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: noun)
    }

    private func sectionInconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        if let bad = deletedSections.union(reloadedSections).first(where: { $0 >= oldCounts.count }) {
            return "section \(bad) was deleted or reloaded but there were \(oldCounts.count) sections"
        }
        if let bad = insertedSections.first(where: { $0 >= newCounts.count }) {
            return "section \(bad) was inserted but there are \(newCounts.count) sections after the update"
        }
        if Set(movedSections.map(\.from)).count != movedSections.count { return "a section was moved twice" }
        if let bad = movedSections.first(where: {
            $0.from < 0 || $0.from >= oldCounts.count || $0.to < 0 || $0.to >= newCounts.count
                || deletedSections.contains($0.from) || insertedSections.contains($0.to)
        }) {
            return "section \(bad.from) was moved to \(bad.to), which does not fit \(oldCounts.count) sections "
                + "before and \(newCounts.count) after, or collides with a deleted or inserted section"
        }
        let expected = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expected else {
            return "invalid number of sections: \(newCounts.count) after the update, but \(oldCounts.count) "
                + "before, \(insertedSections.count) inserted and \(deletedSections.count) deleted"
        }
        return nil
    }

    private func pathInconsistency(oldCounts: [Int], newCounts: [Int], noun: String) -> String? {
        func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
            path.count == 2 && path.section >= 0 && path.section < counts.count && path.item >= 0
                && path.item < counts[path.section]
        }
        var leaving = Set<IndexPath>()
        for path in deletedItems + movedItems.map(\.from) {
            guard exists(path, in: oldCounts), !deletedSections.contains(path.section) else {
                return "\(noun) \(path) was deleted or moved, but it did not exist before the update "
                    + "(or its section was deleted)"
            }
            guard leaving.insert(path).inserted else { return "\(noun) \(path) was deleted or moved twice" }
        }
        var arriving = Set<IndexPath>()
        for path in insertedItems + movedItems.map(\.to) {
            guard exists(path, in: newCounts) else {
                return "\(noun) \(path) was inserted or moved to, but it does not exist after the update"
            }
            guard arriving.insert(path).inserted else { return "\(noun) \(path) was inserted or moved to twice" }
        }
        for path in reloadedItems {
            guard exists(path, in: oldCounts), !deletedSections.contains(path.section) else {
                return "\(noun) \(path) was reloaded, but it did not exist before the update"
            }
            guard !leaving.contains(path) else { return "\(noun) \(path) was reloaded and also deleted or moved" }
        }
        return nil
    }

    /// Each surviving section's count: the old count, less what left it, plus what arrived in it.
    private func countInconsistency(oldCounts: [Int], newCounts: [Int], noun: String) -> String? {
        var deleted: [Int: Int] = [:], inserted: [Int: Int] = [:], movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        for path in deletedItems { deleted[path.section, default: 0] += 1 }
        for path in insertedItems { inserted[path.section, default: 0] += 1 }
        for move in movedItems {
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        let sectionsMove = !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty
        for old in oldCounts.indices where !reloadedSections.contains(old) {
            guard let target = sectionsMove ? newSection(old) : old, !insertedSections.contains(target) else {
                continue
            }
            let gone = deleted[old, default: 0], came = inserted[target, default: 0]
            let out = movedOut[old, default: 0], into = movedIn[target, default: 0]
            let expected = oldCounts[old] - gone + came - out + into
            if newCounts[target] != expected {
                return "invalid number of \(noun)s in section \(target): \(newCounts[target]) after the update, "
                    + "but \(oldCounts[old]) before, \(came) inserted, \(gone) deleted, \(into) moved in and "
                    + "\(out) moved out"
            }
        }
        return nil
    }
}
