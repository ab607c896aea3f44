import Foundation

/// What app code asks a collection view: counts, the item at a point, the visible cells, the layout's
/// attributes, and scrolling an item into view.
extension UICollectionView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { loadCountsIfNeeded().count }

    /// The number of items in `section`, as the data source last said (0 for a section there is not).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCountsIfNeeded()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// The item whose frame holds `point` (in the collection view's coordinates), visible or not.
    /// The flow layout answers by binary search over its lines.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        guard let path = preparedLayout().itemIndexPath(at: point), isValidItem(path) else { return nil }
        return path
    }

    /// The index path of a cell that is shown; `nil` for any other.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let path = cell.shownIndexPath, visibleCellsByPath[path] === cell else { return nil }
        return path
    }

    /// The index path of a supplementary view that is shown.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        guard let path = supplementaryView.shownIndexPath, let kind = supplementaryView.shownKind,
            visibleSupplementary[CollectionSupplementaryKey(kind: kind, indexPath: path)] === supplementaryView
        else { return nil }
        return path
    }

    /// The cell shown for `indexPath`; `nil` when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByPath[indexPath] }

    /// The cells shown, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the cells shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The supplementary view of `elementKind` shown at `indexPath`.
    public func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        visibleSupplementary[CollectionSupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(
            \.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath) else { return nil }
        return preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so that the item sits where `scrollPosition` says (an empty position: the least scroll
    /// that shows it), within the content's range.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame,
            frame.origin.x.isFinite, frame.origin.y.isFinite
        else {
            CollectionDiagnostics.report(
                "scrollToItem(at: \(indexPath)): there is no such item (UIKit raises); nothing scrolled",
                resolution: .dropped)
            return
        }
        contentSize = preparedLayout().collectionViewContentSize
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { target.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { target.x = frame.maxX - inset.left - visibleWidth }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clamped(target), animated: animated)
    }
}
