import Foundation

/// A scrolling grid (or any arrangement a layout decides) of reusable cells — UIKit's
/// `UICollectionView`, a `UIScrollView`. A data source says how many items there are and makes their
/// cells from registered classes (`dequeueReusableCell(withReuseIdentifier:for:)`); a
/// `UICollectionViewLayout` (usually `UICollectionViewFlowLayout`) says where each goes; the delegate
/// hears highlights, selections and scrolling.
///
///     layout pass ─▶ counts (once per reload) ─▶ layout.prepare() (once per invalidation)
///                ─▶ layoutAttributesForElements(in: bounds) ─▶ cells for those items only: new ones from
///                   the data source, the ones that scrolled out back into their reuse queue
///     a tap      ─▶ the cell's touches go up the chain to here ─▶ highlight, then select (+Selection)
///
/// `delegate` is the scroll view's: assign a `UICollectionViewDelegate` to it. Where ResponderKit
/// differs: reading `delegate` gives a `UIScrollViewDelegate?` (Swift cannot narrow an inherited
/// property's type); updates do not animate and `performBatchUpdates`' completion runs before it
/// returns; there is no drag and drop.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Which way a flow layout scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// What kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// Where `scrollToItem` and `selectItem` put the item: one vertical and one horizontal choice.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Life

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionLayoutStorage = layout
        super.init(frame: frame)
        installContextMenuRecognizer()
        adopt(layout)
    }

    public required init?(coder: NSCoder) {
        collectionLayoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        installContextMenuRecognizer()
        adopt(collectionLayoutStorage)
    }

    // MARK: Layout, data source, delegate

    /// The layout; setting it lays out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        get { collectionLayoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the layout (at once: ResponderKit does not animate the change).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== collectionLayoutStorage else { return }
        if collectionLayoutStorage.collectionViewStorage === self {
            collectionLayoutStorage.collectionViewStorage = nil
        }
        collectionLayoutStorage = layout
        adopt(layout)
    }

    /// Changes the layout, then calls `completion` with `true`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        setCollectionViewLayout(layout, animated: animated)
        completion?(true)
    }

    /// Where the items come from; setting it reloads.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Fetches data for items about to scroll on (UICollectionView+Prefetching.swift).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether items beyond the visible ones are announced to ``prefetchDataSource``; `true`.
    open var isPrefetchingEnabled = true
    /// Items whose prefetch was announced and not yet displayed or cancelled.
    var prefetchTracker = ListPrefetchTracker()

    /// A view behind everything, the size of the collection view; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    // MARK: Selection (UICollectionView+Selection.swift)

    /// Whether a tap selects an item; `true` by default.
    open var allowsSelection = true
    /// Whether taps add items to the selection (and a tap on a selected item deselects it); `false` by default.
    open var allowsMultipleSelection = false
    /// The selected items, in index-path order; `nil` when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted
    }

    /// Selects an item by code (no delegate calls, as UIKit); `nil` clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectByCode(indexPath, scrollPosition: scrollPosition, animated: animated)
    }

    /// Deselects an item by code (no delegate calls, as UIKit).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectByCode(indexPath)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingMoved(touches)
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Registering and dequeuing (UICollectionView+Cells.swift)

    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` makes for `identifier`
    /// (a `UICollectionViewCell` subclass); `nil` unregisters it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerClass(cellClass, key: CollectionReuseKey(kind: nil, identifier: identifier), needsCell: true)
    }

    /// Registers the class a supplementary view of `elementKind` is made from (a `UICollectionReusableView` subclass).
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerClass(viewClass, key: CollectionReuseKey(kind: elementKind, identifier: identifier), needsCell: false)
    }

    /// A cell for `indexPath`: one that scrolled out (after `prepareForReuse()`), or a new one of the
    /// registered class. An unregistered identifier (UIKit raises) gives a plain cell and a diagnostic.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        dequeueCell(identifier, indexPath)
    }

    /// A supplementary view for `indexPath`, as `dequeueReusableCell` does for cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementary(elementKind, identifier, indexPath)
    }

    // MARK: Reloading and updates (UICollectionView+Updates.swift)

    /// Asks the data source for everything again: counts, then the visible cells. The selection is cleared.
    open func reloadData() { reloadEverything() }

    /// Runs `updates` (inserts, deletes, moves, reloads) as one change, checked against the data
    /// source's new counts; an inconsistent change (UIKit raises) is reported and reloads everything.
    /// `completion` runs with `true` before this returns (nothing animates here).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates, completion: completion)
    }

    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Laying out

    /// Scrolling changes `bounds.origin`: the layout may invalidate, and the visible cells are updated
    /// in the layout pass.
    open override var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            collectionLayoutStorage.boundsChanged(to: bounds)
            setNeedsLayout()
        }
    }

    /// Lays out the scroll view, then shows cells for exactly the items in the visible rect.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        tile()
    }

    // MARK: Internal state

    var collectionLayoutStorage: UICollectionViewLayout
    /// What each kind and identifier makes (a class, or a translated nib: Storyboards/NibRegistration.swift)
    /// and the views queued for reuse (Lists/Engine/ListReuseRegistry.swift).
    var reuse = ListReuseRegistry<CollectionReuseKey, UICollectionReusableView>()
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [CollectionSupplementaryKey: UICollectionReusableView] = [:]
    /// The items per section as the data source last said (nil: ask again).
    var itemCounts: [Int]?
    /// The selected items (Lists/Engine/ListSelection.swift).
    var selectedPaths = ListSelection()
    var highlightedPaths: Set<IndexPath> = []
    /// The touch a highlight follows, and its item.
    var trackedTouch: ObjectIdentifier?
    var trackedPath: IndexPath?
    var isTiling = false
    var lastTiledSize: CGSize?
    /// Moves on at every reload, so work started before one can tell.
    var reloadGeneration = 0
    /// The changes recorded inside `performBatchUpdates`.
    var pendingBatch: ListUpdateBatch?
    var batchDepth = 0
    /// One report per reload for bad layout attributes.
    var reportedBadAttributes = false

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionViewStorage, other !== self {
            CollectionDiagnostics.report(
                "a UICollectionViewLayout was given to a second collection view; it now lays out this one")
            other.setNeedsLayout()
        }
        layout.collectionViewStorage = self
        layout.invalidateLayout()
        lastTiledSize = nil
        setNeedsLayout()
    }
}

/// A reuse queue's key: a cell's identifier, or a supplementary view's kind and identifier.
struct CollectionReuseKey: Hashable {
    var kind: String?
    var identifier: String
}

/// A shown supplementary view's key.
struct CollectionSupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
