import Foundation

/// The object that decides where a collection view's cells and supplementary views go — UIKit's
/// abstract `UICollectionViewLayout`, with its override points. A layout written by app code
/// subclasses it and overrides `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` (and usually `layoutAttributesForItem(at:)`); the collection view
/// calls `prepare()` once after each `invalidateLayout()`, then asks for the elements in its visible
/// rect whenever it scrolls or lays out.
///
/// Where ResponderKit differs: invalidation contexts, layout transitions and decoration views are not
/// there (`invalidateLayout()` is the only invalidation); `setCollectionViewLayout(_:animated:)` does not
/// animate.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set by the collection view).
    open var collectionView: UICollectionView? { collectionViewStorage }
    weak var collectionViewStorage: UICollectionView?
    /// Whether `prepare()` is due before the next question.
    var needsPrepare = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The attributes class the layout makes (`UICollectionViewLayoutAttributes` by default).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Called once after each invalidation, before the collection view asks anything: compute here.
    open func prepare() {}

    /// The size of all the content; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; `nil` by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view; `nil` by default (ResponderKit shows no decoration views).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a self-sizing cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`)
    /// invalidate the layout; `false` by default. The flow layout takes the preferred size and says
    /// `true` when it differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether cells size themselves: the collection view asks each cell it shows for its preferred
    /// attributes. The flow layout does with an `estimatedItemSize`.
    var selfSizesCells: Bool { false }

    /// The data changed (a reload or a batch update): sizes cells gave for the old items are stale.
    func dataChanged() {}

    /// Whether scrolling or resizing to `newBounds` invalidates the layout; `false` by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout as out of date: the collection view calls `prepare()` again and lays out anew.
    open func invalidateLayout() {
        needsPrepare = true
        collectionViewStorage?.setNeedsLayout()
    }

    /// Where scrolling should stop; `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a flick should stop; `proposedContentOffset` by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: For the collection view

    /// Runs `prepare()` if an invalidation is pending.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The topmost item whose frame holds `point`. The flow layout answers by binary search; any other
    /// layout through `layoutAttributesForElements(in:)` around the point.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(point)
        {
            if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
        }
        return best?.indexPath
    }

    /// A bounds change: invalidates when `shouldInvalidateLayout(forBoundsChange:)` says so.
    func boundsChanged(to newBounds: CGRect) {
        if shouldInvalidateLayout(forBoundsChange: newBounds) { invalidateLayout() }
    }
}
