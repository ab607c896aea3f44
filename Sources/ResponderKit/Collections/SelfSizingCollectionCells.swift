import Foundation

/// Self-sizing cells in a flow layout, as UIKit's (`estimatedItemSize`, usually `automaticSize`):
///
///     prepare: an item is its cell's preferred size once it was shown, else the estimate
///     tile: each cell shown for the first time is asked `preferredLayoutAttributesFitting(_:)` — by
///         default its content view's Auto Layout size near the estimate (UICollectionViewCell);
///         the layout is asked `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
///         (the flow layout keeps the size and says whether it differs)
///     any differs ─▶ the lines are computed again and the cells placed again, a few passes at most
///
/// Sources: Apple, `UICollectionViewFlowLayout.estimatedItemSize` ("Providing an estimated cell size
/// can significantly improve the performance … when cells adjust their size dynamically"),
/// `automaticSize`, `preferredLayoutAttributesFitting(_:)` ("The default implementation of this
/// method adjusts the size values to accommodate changes made by a self-sizing cell").
extension UICollectionViewFlowLayout {
    /// The size an item starts at: `estimatedItemSize`, or with `automaticSize` the size it would
    /// have without self-sizing (the delegate's, else `itemSize`).
    func estimatedSize(at indexPath: IndexPath, delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        guard estimatedItemSize == UICollectionViewFlowLayout.automaticSize else { return estimatedItemSize }
        if let collectionView,
            let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        {
            return size
        }
        return itemSize
    }

    /// Keeps a cell's preferred size; returns whether it differs from the size laid out.
    func recordPreferredSize(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        let size = preferred.size
        guard preferred.representedElementCategory == .cell, size.width.isFinite, size.height.isFinite,
              size.width > 0, size.height > 0 else { return false }
        preferredSizes[preferred.indexPath] = size
        return size != original.size
    }
}

extension UICollectionView {
    /// A cell shown for the first time in a self-sizing layout: its preferred attributes, offered to
    /// the layout. Returns whether the layout must be computed again.
    func offerPreferredAttributes(of cell: UICollectionViewCell, for attributes: UICollectionViewLayoutAttributes,
                                  in layout: UICollectionViewLayout) -> Bool {
        // The cell gets a copy, as in UIKit: an override may change what it is given and return it.
        guard layout.selfSizesCells, let offered = attributes.copy() as? UICollectionViewLayoutAttributes else {
            return false
        }
        let preferred = cell.preferredLayoutAttributesFitting(offered)
        guard preferred.size != attributes.size || preferred.frame.origin != attributes.frame.origin else {
            return false
        }
        return layout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    }
}

extension UICollectionReusableView {
    /// The default preferred attributes: the view's Auto Layout size near the laid-out size (a view
    /// whose constraints give none keeps the laid-out size).
    func fittedAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(attributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0,
            fitted != attributes.size,
              let preferred = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        preferred.size = fitted
        return preferred
    }
}

extension UICollectionViewCell {
    /// The content view's Auto Layout size near `target`, or `target` when its constraints give none.
    func contentFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard !contentView.constraints.isEmpty else { return target }
        let fitted = contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        guard fitted.width > 0, fitted.height > 0, fitted.width.isFinite, fitted.height.isFinite else { return target }
        return fitted
    }
}
