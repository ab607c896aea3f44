import Foundation

/// A layout that puts items in lines, line after line, with optional section headers and footers —
/// UIKit's `UICollectionViewFlowLayout`. Items fill a line across the scroll direction while they fit
/// with `minimumInteritemSpacing` between them; the spare space of a line is spread between its items
/// (UIKit's rule, docs/Collections.md); lines follow each other `minimumLineSpacing` apart inside
/// `sectionInset`. Sizes and spacings come from the delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`, otherwise from the properties here.
///
/// The lines are computed once per invalidation; `layoutAttributesForElements(in:)` finds the lines in
/// a rect by binary search, so a collection of 100,000 items costs only what is visible.
/// With an `estimatedItemSize` (or `automaticSize`), cells size themselves: an item starts at the
/// estimate (with `automaticSize`, its `itemSize` or the delegate's size), and when its cell is shown
/// it takes the size of the cell's `preferredLayoutAttributesFitting(_:)` — the lines are computed
/// again with it (Collections/SelfSizingCollectionCells.swift).
/// Where ResponderKit differs: frames are not rounded to the screen's pixels; supplementary views do
/// not size themselves; a header's pinning is worked out from the collection view's current offset
/// whenever it is asked.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item when the delegate gives none; UIKit's default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Not zero: cells size themselves, starting at this size (`automaticSize`: at `itemSize` or the
    /// delegate's size). Zero by default.
    open var estimatedItemSize: CGSize = .zero { didSet { preferredSizes.removeAll(); invalidateLayout() } }
    /// The sizes self-sizing cells asked for, by item, until the data or the width changes.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// The extent the preferred sizes were measured in.
    var preferredSizesExtent: CGSize = .zero
    /// The least distance between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least distance between items of one line; 10 by default (the actual space may be larger).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (inside its header and footer).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The header's height (vertical) or width (horizontal); zero (no header) by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer's height (vertical) or width (horizontal); zero (no footer) by default.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area while its section scrolls by.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section scrolls by.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// UIKit's `automaticSize` marker for `estimatedItemSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    var geometry = CollectionFlowGeometry()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Computes every line once, asking the delegate for sizes and spacings.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = CollectionFlowGeometry()
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let extent = CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                            height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if preferredSizesExtent != extent {
            preferredSizes.removeAll()
            preferredSizesExtent = extent
        }
        let inputs = CollectionFlowInputs(
            vertical: scrollDirection == .vertical, extent: extent, itemCounts: counts,
            itemSize: { [unowned self] in
                if self.selfSizesCells {
                    return self.preferredSizes[$0] ?? self.estimatedSize(at: $0, delegate: delegate)
                }
                return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: $0) ?? self.itemSize
            },
            inset: { [unowned self] in
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: $0) ?? self.sectionInset
            },
            lineSpacing: { [unowned self] in
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: $0)
                    ?? self.minimumLineSpacing
            },
            interitemSpacing: { [unowned self] in
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: $0)
                    ?? self.minimumInteritemSpacing
            },
            headerSize: { [unowned self] in
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: $0)
                    ?? self.headerReferenceSize
            },
            footerSize: { [unowned self] in
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: $0)
                    ?? self.footerReferenceSize
            },
            report: { CollectionDiagnostics.report("UICollectionViewFlowLayout: \($0)") })
        geometry = CollectionFlowGeometry(inputs)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// A self-sizing cell's preferred size becomes its item's; `true` when it differs from the size
    /// laid out (the lines are computed again).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        recordPreferredSize(preferredAttributes, original: originalAttributes)
    }

    override var selfSizesCells: Bool { estimatedItemSize != .zero }

    override func dataChanged() { preferredSizes.removeAll() }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        let (low, high) = geometry.mainRange(of: rect)
        for s in geometry.sections(meeting: low, high) {
            for item in geometry.items(in: s, meeting: rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                attributes.frame = geometry.sections[s].itemFrames[item]
                found.append(attributes)
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section: s), attributes.frame.intersects(rect) {
                    found.append(attributes)
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let s = indexPath.section, item = indexPath.item
        guard s >= 0, s < geometry.sections.count, item >= 0, item < geometry.sections[s].itemFrames.count else {
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.sections[s].itemFrames[item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(elementKind, section: indexPath.section)
    }

    /// `true` when the size across the scroll direction changed (the lines change), or while headers
    /// or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || newBounds.size != lastBoundsSize
            || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A scroll with pinned headers needs no new lines: pinning is worked out from the offset when
    /// asked. Only a new size (or a subclass's own reason) computes the lines again.
    override func boundsChanged(to newBounds: CGRect) {
        guard shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        if type(of: self) == UICollectionViewFlowLayout.self, newBounds.size == lastBoundsSize, !needsPrepare { return }
        invalidateLayout()
    }

    override func prepareIfNeeded() {
        if let collectionView { lastBoundsSize = collectionView.bounds.size }
        super.prepareIfNeeded()
    }

    /// The topmost item at `point`: binary search over lines when this is the flow layout itself.
    override func itemIndexPath(at point: CGPoint) -> IndexPath? {
        guard type(of: self) == UICollectionViewFlowLayout.self else { return super.itemIndexPath(at: point) }
        return geometry.item(at: point)
    }

    var lastBoundsSize: CGSize = .zero

    /// A header's or footer's attributes, moved to stay in view when pinned.
    func supplementaryAttributes(_ kind: String, section s: Int) -> UICollectionViewLayoutAttributes? {
        guard s >= 0, s < geometry.sections.count else { return nil }
        let section = geometry.sections[s]
        let header = kind == UICollectionView.elementKindSectionHeader
        guard header || kind == UICollectionView.elementKindSectionFooter else { return nil }
        var frame = header ? section.headerFrame : section.footerFrame
        guard frame.width > 0, frame.height > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: s))
        if let collectionView, header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let vertical = geometry.vertical
            let inset = collectionView.adjustedContentInset
            let length = vertical ? frame.height : frame.width
            let natural = vertical ? frame.minY : frame.minX
            let visibleStart =
                vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
            let visibleEnd = vertical ? collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
                                      : collectionView.contentOffset.x + collectionView.bounds.width - inset.right
            let pinned: CGFloat
            if header {
                pinned = max(min(max(natural, visibleStart), section.itemsEnd - length), natural)
            } else {
                let itemsStart = section.headerFrame.height > 0 || section.headerFrame.width > 0
                    ? (vertical ? section.headerFrame.maxY : section.headerFrame.maxX) : section.mainStart
                pinned = min(max(min(natural, visibleEnd - length), itemsStart), natural)
            }
            if vertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
            attributes.zIndex = 10
        }
        attributes.frame = frame
        return attributes
    }
}
