import Foundation

/// A table's data source that is fed snapshots: `apply(_:)` compares the new snapshot with the one
/// shown and runs the batch update between them (rows deleted, inserted and moved, as few moves as
/// keep the rest in order), so selection, visible cells and the scroll position follow the rows.
///
/// ```
///   dataSource = UITableViewDiffableDataSource<Section, Note.ID>(tableView: tableView) { table, indexPath, id in
///       let cell = table.dequeueReusableCell(withIdentifier: "note", for: indexPath)
///       cell.textLabel?.text = store.note(id).title
///       return cell
///   }
///   dataSource.apply(snapshot)          // ─▶ SnapshotDifference ─▶ tableView.performBatchUpdates
/// ```
///
/// UIKit's rules (Apple's documentation, "UITableViewDiffableDataSource"): it makes itself the
/// table's `dataSource`; the cell provider must return a cell (nil raises in UIKit); `canEditRowAt`
/// and `canMoveRowAt` answer false unless a subclass overrides them (the usual way to allow
/// swipe-to-delete); a row moved by the reorder control moves its item in the snapshot.
///
/// Where ResponderKit differs: a nil cell from the provider is a diagnostic and a plain cell; items
/// marked with `reconfigureItems` are reloaded (their cells made again by the provider) rather than
/// configured in place.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource,
    TableDataSourceCommittingEdits {
    /// Makes the cell for an item (dequeue one from the table and fill it in).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's `dataSource`).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// The data shown now (a copy: change it and apply it).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the rows change to match it by a batch update (animated or not), and
    /// `completion` runs when the update is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let tableView else { completion?(); return }
        tableView.apply(snapshot, from: previous, animating: animatingDifferences, completion: completion)
    }

    /// `apply(_:animatingDifferences:)`, awaited.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table (no diff, no animation).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of a section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.section(at: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        UIApplication.current.report(Diagnostic(kind: .invalidSnapshot, resolution: .repaired,
                message:
                    "UITableViewDiffableDataSource: the cell provider returned nil for \(item) at \(indexPath); "
                        + "UIKit raises, here a plain cell is shown"
            ))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// The reorder control moved a row: its item moves in the snapshot to match (the table has
    /// already moved the row).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = current.item(at: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var updated = current
        updated.deleteItems([item])
        if let section = updated.section(at: destinationIndexPath.section) {
            let items = updated.itemIdentifiers(inSection: section)
            if destinationIndexPath.row < items.count {
                updated.insertItems([item], beforeItem: items[destinationIndexPath.row])
            } else {
                updated.appendItems([item], toSection: section)
            }
        }
        current = updated
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// A data source that implements `tableView(_:commit:forRowAt:)` (UIKit asks the Objective-C runtime;
/// Swift cannot), so the table offers swipe-to-delete when the delegate gives no trailing actions.
@MainActor
protocol TableDataSourceCommittingEdits: AnyObject {}

extension UITableView: SnapshotBatchTarget {
    func batchDeleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
    func batchInsertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
    func batchMoveSection(_ section: Int, to newSection: Int) { moveSection(section, toSection: newSection) }
    func batchDeleteItems(_ indexPaths: [IndexPath]) { deleteRows(at: indexPaths, with: .automatic) }
    func batchInsertItems(_ indexPaths: [IndexPath]) { insertRows(at: indexPaths, with: .automatic) }
    func batchMoveItem(_ indexPath: IndexPath, to newIndexPath: IndexPath) { moveRow(at: indexPath, to: newIndexPath) }
    func batchReloadItems(_ indexPaths: [IndexPath]) { reloadRows(at: indexPaths, with: .none) }
}
