import Foundation

/// Prefetching items before they scroll on: the prefetch data source hears of the items in the
/// screenful past the visible rect in the scroll's direction, and that they are no longer wanted when
/// the scroll leaves them behind (UIKit's `UICollectionViewDataSourcePrefetching`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will probably be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced earlier that will not be shown after all: cancel their loading.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

extension UICollectionView {
    /// Asks for the cells of items again without deselecting them (iOS 15's `reconfigureItems`).
    /// Where ResponderKit differs: the items are reloaded and their selection kept, where UIKit hands
    /// the same cell back to the cell provider.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        let keep = Set(indexPathsForSelectedItems ?? []).intersection(indexPaths)
        reloadItems(at: indexPaths)
        for path in keep { selectItem(at: path, animated: false, scrollPosition: []) }
    }

    /// Announces the items in the screenful ahead of the visible rect (below or to the right when
    /// resting or scrolling forward, above or to the left when scrolling back).
    func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let velocity = panGestureRecognizer.velocity(in: self)
        let horizontal = contentSize.width > bounds.width && contentSize.height <= bounds.height
        var ahead = bounds
        if horizontal {
            ahead.origin.x += velocity.x > 0 ? -bounds.width : bounds.width
        } else {
            ahead.origin.y += velocity.y > 0 ? -bounds.height : bounds.height
        }
        let wantedPaths = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
        let (stale, fresh) = prefetchTracker.update(ahead: wantedPaths.sorted(), shown: Set(indexPathsForVisibleItems))
        if !stale.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: stale) }
        if !fresh.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: fresh) }
    }
}

extension UICollectionView {
    /// A long press on an item asks the delegate for its context menu (iOS 16's method, then iOS
    /// 13's) and shows it; with none, the press fails and the item's touch goes on as usual.
    func installContextMenuRecognizer() {
        let press = ContextMenuPressRecognizer()
        press.configurationAt = { [weak self] point in
            guard let self, let indexPath = self.indexPathForItem(at: point),
                let delegate = self.delegate as? UICollectionViewDelegate
            else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
                ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
        addGestureRecognizer(press)
    }
}
