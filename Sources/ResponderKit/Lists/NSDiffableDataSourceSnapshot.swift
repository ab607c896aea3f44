import Foundation

/// The state of a table's or collection view's data at one moment: sections and the items in each, in
/// order, each named by a unique identifier — what a diffable data source
/// (`UITableViewDiffableDataSource`, `UICollectionViewDiffableDataSource`) shows, and what it compares
/// with the next snapshot to work out which rows to insert, delete and move.
///
/// ```
///   var snapshot = NSDiffableDataSourceSnapshot<Section, Note.ID>()
///   snapshot.appendSections([.main])
///   snapshot.appendItems(notes.map(\.id))        // into the last section
///   dataSource.apply(snapshot)                   // the table inserts, deletes and moves rows to match
/// ```
///
/// UIKit's rules (Apple's documentation, "NSDiffableDataSourceSnapshot" and its methods): identifiers
/// must be unique across the whole snapshot; `appendItems(_:toSection:)` with no section given appends
/// to the last section; items are found by identifier, not by position.
///
/// Where ResponderKit differs: UIKit raises an exception for a duplicate identifier, an item or
/// section that is not in the snapshot, or items appended when there is no section. Here each is an
/// `invalidSnapshot` diagnostic and the call does nothing for the offending identifiers (the rest of
/// the call still happens). Since iOS 17 UIKit also requires the identifiers to be `Sendable`; here
/// `Hashable` is enough (every type UIKit accepts is accepted).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// The sections, in order, each with its items in order.
    private var sections: [(identifier: Section, items: [Item])] = []
    /// Which section each item is in.
    private var sectionOfItem: [Item: Section] = [:]
    /// Where each section is in `sections`.
    private var indexOfSectionIdentifier: [Section: Int] = [:]

    /// Items and sections marked for reloading or reconfiguring since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

    /// Every item's identifier, section by section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSectionIdentifier[identifier].map { sections[$0].items.count } ?? 0
    }

    /// The items of a section, in order (empty for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSectionIdentifier[identifier].map { sections[$0].items } ?? []
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all the snapshot's items (counting through the sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSectionIdentifier[section],
              let inSection = sections[sectionIndex].items.firstIndex(of: identifier) else { return nil }
        return sections[..<sectionIndex].reduce(inSection) { $0 + $1.items.count }
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        indexOfSectionIdentifier[identifier]
    }

    /// The index path (section, position in it) of an item, or nil: what the data sources answer.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSectionIdentifier[section],
              let row = sections[sectionIndex].items.firstIndex(of: identifier) else { return nil }
        return IndexPath(indexes: [sectionIndex, row])
    }

    /// The item at an index path, or nil when there is none.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    /// The section identifier at an index, or nil.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    // MARK: Items

    /// Appends items to a section — the last one when none is given.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let target = sectionIdentifier ?? sections.last?.identifier else {
            return report("appendItems: there is no section yet (append a section first)")
        }
        guard let sectionIndex = indexOfSectionIdentifier[target] else {
            return report("appendItems: section \(target) is not in the snapshot")
        }
        let fresh = unique(identifiers, in: "appendItems")
        for item in fresh { sectionOfItem[item] = target }
        sections[sectionIndex].items.append(contentsOf: fresh)
    }

    /// Inserts items just before an item already in the snapshot.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after an item already in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes items (an identifier not in the snapshot is reported and skipped).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removing: [Section: Set<Item>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else {
                report("deleteItems: item \(item) is not in the snapshot")
                continue
            }
            removing[section, default: []].insert(item)
        }
        for (section, items) in removing {
            guard let index = indexOfSectionIdentifier[section] else { continue }
            sections[index].items.removeAll { items.contains($0) }
        }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    /// Removes every item and every section, as UIKit's does: apps write `snapshot.deleteAllItems()`
    /// then `appendSections([.main])` again, which would be a duplicate section if sections stayed.
    public mutating func deleteAllItems() {
        sections.removeAll()
        sectionOfItem.removeAll()
        indexOfSectionIdentifier.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if sectionOfItem[item] == nil { report("reloadItems: item \(item) is not in the snapshot") }
            else if !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
        }
    }

    /// Marks items to be reconfigured (their existing cells configured again, not replaced).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if sectionOfItem[item] == nil { report("reconfigureItems: item \(item) is not in the snapshot") }
            else if !reconfiguredItemIdentifiers.contains(item) { reconfiguredItemIdentifiers.append(item) }
        }
    }

    // MARK: Sections

    /// Appends sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in uniqueSections(identifiers, in: "appendSections") {
            indexOfSectionIdentifier[section] = sections.count
            sections.append((section, []))
        }
    }

    /// Inserts sections just before a section already in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }

    /// Inserts sections just after a section already in the snapshot.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let removing = Set(identifiers)
        for section in identifiers where indexOfSectionIdentifier[section] == nil {
            report("deleteSections: section \(section) is not in the snapshot")
        }
        for entry in sections where removing.contains(entry.identifier) {
            for item in entry.items { sectionOfItem[item] = nil }
        }
        sections.removeAll { removing.contains($0.identifier) }
        reloadedSectionIdentifiers.removeAll { removing.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
        reindexSections()
    }

    /// Moves a section to just before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section to just after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            if indexOfSectionIdentifier[section] == nil {
                report("reloadSections: section \(section) is not in the snapshot")
            }
            else if !reloadedSectionIdentifiers.contains(section) { reloadedSectionIdentifiers.append(section) }
        }
    }

    // MARK: Helpers

    private func report(_ message: String) {
        let text = "NSDiffableDataSourceSnapshot.\(message); UIKit raises here, ResponderKit skips it"
        // Snapshots may be built on any thread (UIKit allows it); the report reaches the application
        // on the main actor, at once when this is it.
        let diagnostic = Diagnostic(kind: .invalidSnapshot, resolution: .dropped, message: text)
        SelectorCalls.onMainActor { UIApplication.current.report(diagnostic) }
    }

    /// `identifiers` without those already in the snapshot or repeated in the list (each reported).
    private func unique(_ identifiers: [Item], in call: String) -> [Item] {
        var seen = Set<Item>()
        var result: [Item] = []
        for item in identifiers {
            if sectionOfItem[item] != nil || !seen.insert(item).inserted {
                report("\(call): item \(item) is already in the snapshot (identifiers must be unique)")
            } else {
                result.append(item)
            }
        }
        return result
    }

    private func uniqueSections(_ identifiers: [Section], in call: String) -> [Section] {
        var seen = Set<Section>()
        var result: [Section] = []
        for section in identifiers {
            if indexOfSectionIdentifier[section] != nil || !seen.insert(section).inserted {
                report("\(call): section \(section) is already in the snapshot (identifiers must be unique)")
            } else {
                result.append(section)
            }
        }
        return result
    }

    private mutating func insert(_ identifiers: [Item], at anchor: Item, after: Bool) {
        let call = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
        guard let section = sectionOfItem[anchor], let sectionIndex = indexOfSectionIdentifier[section],
              let position = sections[sectionIndex].items.firstIndex(of: anchor) else {
            return report("\(call): item \(anchor) is not in the snapshot")
        }
        let fresh = unique(identifiers, in: call)
        for item in fresh { sectionOfItem[item] = section }
        sections[sectionIndex].items.insert(contentsOf: fresh, at: after ? position + 1 : position)
    }

    private mutating func move(_ item: Item, to anchor: Item, after: Bool) {
        let call = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard item != anchor else { return report("\(call): an item cannot move relative to itself") }
        guard let from = sectionOfItem[item], let fromIndex = indexOfSectionIdentifier[from] else {
            return report("\(call): item \(item) is not in the snapshot")
        }
        guard sectionOfItem[anchor] != nil else { return report("\(call): item \(anchor) is not in the snapshot") }
        sections[fromIndex].items.removeAll { $0 == item }
        guard let to = sectionOfItem[anchor], let toIndex = indexOfSectionIdentifier[to],
              let position = sections[toIndex].items.firstIndex(of: anchor) else { return }
        sections[toIndex].items.insert(item, at: after ? position + 1 : position)
        sectionOfItem[item] = to
    }

    private mutating func insertSections(_ identifiers: [Section], at anchor: Section, after: Bool) {
        let call = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
        guard let position = indexOfSectionIdentifier[anchor] else {
            return report("\(call): section \(anchor) is not in the snapshot")
        }
        let fresh = uniqueSections(identifiers, in: call).map { (identifier: $0, items: [Item]()) }
        sections.insert(contentsOf: fresh, at: after ? position + 1 : position)
        reindexSections()
    }

    private mutating func moveSection(_ section: Section, to anchor: Section, after: Bool) {
        let call = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard section != anchor else { return report("\(call): a section cannot move relative to itself") }
        guard let from = indexOfSectionIdentifier[section] else {
            return report("\(call): section \(section) is not in the snapshot")
        }
        guard indexOfSectionIdentifier[anchor] != nil else {
            return report("\(call): section \(anchor) is not in the snapshot")
        }
        let moving = sections.remove(at: from)
        reindexSections()
        let position = indexOfSectionIdentifier[anchor]!  // present: checked above, and only `section` was removed
        sections.insert(moving, at: after ? position + 1 : position)
        reindexSections()
    }

    private mutating func reindexSections() {
        indexOfSectionIdentifier.removeAll(keepingCapacity: true)
        for (index, entry) in sections.enumerated() { indexOfSectionIdentifier[entry.identifier] = index }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
