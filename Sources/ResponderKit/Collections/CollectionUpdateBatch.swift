import Foundation

/// The changes recorded inside one `performBatchUpdates` (or one `insertItems` … call on its own), in
/// UIKit's terms: deletes, reloads and move sources name index paths before the update; inserts and
/// move destinations name them after it.
struct CollectionUpdateBatch {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    /// Where each item before the update is after it, or why the update is inconsistent.
    struct Mapping {
        var sections: [Int: Int] = [:]
        var items: [IndexPath: IndexPath] = [:]
        /// Items (before the update) whose cells must be made again.
        var reloaded: Set<IndexPath> = []
        var reloadedSections: Set<Int> = []
    }

    /// Checks the update against the counts before (`old`) and after (`new`) it, as UIKit does: every
    /// path in range, no path twice, and each section's count after = before + inserted − deleted
    /// (moves counted both ways). Returns the mapping, or a sentence saying what is wrong.
    func mapping(old: [Int], new: [Int]) -> Result<Mapping, CollectionUpdateError> {
        var mapping = Mapping()
        let movedFrom = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        guard movedFrom.count == movedSections.count else { return .failure(.init("a section is moved twice")) }
        for section in deletedSections.union(reloadedSections) where section >= old.count {
            return .failure(
                .init("section \(section) is deleted or reloaded, but there were only \(old.count) sections"))
        }
        for section in insertedSections where section >= new.count {
            return .failure(
                .init("section \(section) is inserted, but there are only \(new.count) sections after the update"))
        }
        for move in movedSections where move.from < 0 || move.from >= old.count || move.to < 0 || move.to >= new.count {
            return .failure(.init("section \(move.from) is moved to \(move.to), out of range"))
        }
        guard let sectionMap = Self.map(oldCount: old.count, newCount: new.count, removed: Set(deletedSections),
                                        fixed: movedFrom, taken: Set(insertedSections).union(movedFrom.values)) else {
            return .failure(
                .init(
                    """
                        the number of sections after the update (\(new.count)) must equal the number before it \
                        (\(old.count)) plus \(insertedSections.count) inserted minus \(deletedSections.count) deleted
                        """
                ))
        }
        mapping.sections = sectionMap
        // Item paths: in range, not twice.
        var seenOld = Set<IndexPath>(), seenNew = Set<IndexPath>()
        func inOld(_ path: IndexPath) -> Bool {
            path.count == 2 && path.section >= 0 && path.section < old.count && path.item >= 0
                && path.item < old[path.section]
                && !deletedSections.contains(path.section)
        }
        func inNew(_ path: IndexPath) -> Bool {
            path.count == 2 && path.section >= 0 && path.section < new.count && path.item >= 0
                && path.item < new[path.section]
        }
        for path in deletedItems + movedItems.map(\.from) {
            guard inOld(path) else {
                return .failure(.init("\(path) is deleted or moved, but there is no such item before the update"))
            }
            guard seenOld.insert(path).inserted else { return .failure(.init("\(path) is deleted or moved twice")) }
        }
        for path in insertedItems + movedItems.map(\.to) {
            guard inNew(path) else {
                return .failure(.init("\(path) is inserted or moved to, but there is no such item after the update"))
            }
            guard seenNew.insert(path).inserted else { return .failure(.init("\(path) is inserted or moved to twice")) }
        }
        for path in reloadedItems {
            guard inOld(path) else {
                return .failure(.init("\(path) is reloaded, but there is no such item before the update"))
            }
            guard !seenOld.contains(path) else {
                return .failure(.init("\(path) is reloaded and also deleted or moved"))
            }
        }
        // Each surviving section: its survivors fill the free places of its new section in order.
        // A reloaded section is deleted and inserted again (its count may change): its items are all new.
        for (from, to) in sectionMap.sorted(by: { $0.key < $1.key }) where !reloadedSections.contains(from) {
            let removed = Set(seenOld.filter { $0.section == from }.map(\.item))
            let taken = Set(seenNew.filter { $0.section == to }.map(\.item))
            let moveTargets = Dictionary(
                movedItems.filter { $0.from.section == from && $0.to.section == to }.map { ($0.from.item, $0.to.item) },
                                         uniquingKeysWith: { first, _ in first })
            guard
                let items = Self.map(
                    oldCount: old[from], newCount: new[to], removed: removed.subtracting(moveTargets.keys),
                                       fixed: moveTargets, taken: taken) else {
                let inserted = insertedItems.filter { $0.section == to }.count,
                    deleted = deletedItems.filter { $0.section == from }.count
                return .failure(
                    .init("invalid number of items in section \(to): the number after the update (\(new[to])) must "
                        + "equal the number before it (\(old[from])) plus \(inserted) inserted minus \(deleted) "
                        + "deleted, plus or minus the items moved in or out"))
            }
            for (oldItem, newItem) in items {
                mapping.items[IndexPath(item: oldItem, section: from)] = IndexPath(item: newItem, section: to)
            }
        }
        for move in movedItems
        where move.from.section != move.to.section || sectionMap[move.from.section] != move.to.section {
            mapping.items[move.from] = move.to
        }
        mapping.reloaded = Set(reloadedItems)
        mapping.reloadedSections = Set(reloadedSections)
        return .success(mapping)
    }

    /// Old index → new index: `fixed` ones where they say, the rest (not `removed`) into the places not
    /// `taken`, in order; `nil` when the two do not come out even.
    static func map(oldCount: Int, newCount: Int, removed: Set<Int>, fixed: [Int: Int], taken: Set<Int>) -> [Int: Int]?
    {
        var result = fixed
        let survivors = (0..<max(0, oldCount)).filter { !removed.contains($0) && fixed[$0] == nil }
        let free = (0..<max(0, newCount)).filter { !taken.contains($0) }
        guard survivors.count == free.count else { return nil }
        for (old, new) in zip(survivors, free) { result[old] = new }
        return result
    }
}

/// Why an update is inconsistent (UIKit's "Invalid update: …").
struct CollectionUpdateError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
