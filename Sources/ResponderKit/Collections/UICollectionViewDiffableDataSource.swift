import Foundation

/// A collection view's data source that is fed snapshots: `apply(_:)` compares the new snapshot with
/// the one shown and runs the batch update between them, so selection and visible cells follow the
/// items.
///
/// ```
///   let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Photo.ID> { cell, indexPath, id in … }
///   dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) { view, indexPath, id in
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
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
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
        if previous.numberOfSections == 0 || collectionView.window == nil {
            collectionView.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: previous, to: snapshot)
        guard !difference.isEmpty else { completion?(); return }
        let run: () -> Void = {
            collectionView.performBatchUpdates({
                if !difference.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(difference.deletedSections)) }
                if !difference.insertedSections.isEmpty { collectionView.insertSections(IndexSet(difference.insertedSections)) }
                for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                if !difference.deletedItems.isEmpty { collectionView.deleteItems(at: difference.deletedItems) }
                if !difference.insertedItems.isEmpty { collectionView.insertItems(at: difference.insertedItems) }
                for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            }, completion: { _ in
                let reloads = difference.reloadedItems + difference.reconfiguredItems
                if !reloads.isEmpty { collectionView.reloadItems(at: reloads) }
                completion?()
            })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    /// `apply(_:animatingDifferences:)`, awaited.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading (no diff).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
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

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        UIApplication.current.report(InputDiagnostic(kind: .invalidSnapshot, resolution: .repaired,
            message: "UICollectionViewDiffableDataSource: the cell provider returned nil for \(item) at \(indexPath); UIKit raises, here a plain cell is shown"))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIApplication.current.report(InputDiagnostic(kind: .invalidSnapshot, resolution: .repaired,
            message: "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) at \(indexPath) (set supplementaryViewProvider); UIKit raises, here an empty view is shown"))
        return UICollectionReusableView(frame: .zero)
    }
}
