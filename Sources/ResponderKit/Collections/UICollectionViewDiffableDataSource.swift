import Foundation

/// A collection view's data source that is fed snapshots: `apply(_:)` compares the new snapshot with
/// the one shown and runs the batch update between them, so selection and visible cells follow the
/// items.
///
/// ```
///   let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo.ID> { cell, indexPath, id in
/// … }
///   dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) { view,
/// indexPath, id in
///       view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
///   }
///   dataSource.apply(snapshot)          // ─▶ SnapshotDifference ─▶ collectionView.performBatchUpdates
/// ```
///
/// UIKit's rules (Apple's documentation, "UICollectionViewDiffableDataSource"): it makes itself the
/// collection view's `dataSource`; `supplementaryViewProvider` makes headers and footers; the cell
/// provider must return a cell (nil raises in UIKit).
///
/// Where ResponderKit differs: a nil cell or supplementary view is a diagnostic and a plain view;
/// reconfigured items are reloaded; section snapshots (`NSDiffableDataSourceSectionSnapshot`, outline
/// lists) and `reorderingHandlers` are not provided.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes the collection view's `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The data shown now (a copy).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot` by a batch update between it and the data shown; `completion` runs after.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let collectionView else { completion?(); return }
        collectionView.apply(snapshot, from: previous, animating: animatingDifferences, completion: completion)
    }

    /// `apply(_:animatingDifferences:)`, awaited.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading (no diff).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.section(at: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        UIApplication.current.report(Diagnostic(kind: .invalidSnapshot, resolution: .repaired,
                message:
                    "UICollectionViewDiffableDataSource: the cell provider returned nil for \(item) at "
                        + "\(indexPath); UIKit raises, here a plain cell is shown"
            ))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIApplication.current.report(Diagnostic(kind: .invalidSnapshot, resolution: .repaired,
                message:
                    "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath) (set "
                        + "supplementaryViewProvider); UIKit raises, here an empty view is shown"
            ))
        return UICollectionReusableView(frame: .zero)
    }
}

extension UICollectionView: SnapshotBatchTarget {
    func batchDeleteSections(_ sections: IndexSet) { deleteSections(sections) }
    func batchInsertSections(_ sections: IndexSet) { insertSections(sections) }
    func batchMoveSection(_ section: Int, to newSection: Int) { moveSection(section, toSection: newSection) }
    func batchDeleteItems(_ indexPaths: [IndexPath]) { deleteItems(at: indexPaths) }
    func batchInsertItems(_ indexPaths: [IndexPath]) { insertItems(at: indexPaths) }
    func batchMoveItem(_ indexPath: IndexPath, to newIndexPath: IndexPath) { moveItem(at: indexPath, to: newIndexPath) }
    func batchReloadItems(_ indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
}
