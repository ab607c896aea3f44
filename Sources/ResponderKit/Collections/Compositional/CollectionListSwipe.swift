import Foundation

/// Swipe actions on a list layout: a sideways drag on an item of a list section whose
/// `UICollectionLayoutListConfiguration` has a provider for that side shows the provider's actions
/// (the trailing provider when the item moves towards the leading edge, the leading one the other
/// way). The drag, the buttons, the full swipe and the closing are the table view's, from the list
/// engine (ListSwipeGestureRecognizer.swift); the layout answers its questions from the providers
/// and moves the open item's frame by the swipe, so the collection view's tiling keeps it open.
extension UICollectionViewCompositionalLayout: ListSwipeHost {
    /// Puts the swipe recognizer on the collection view once, when a section has providers.
    func installSwipeRecognizer(in collectionView: UICollectionView) {
        guard swipeRecognizer == nil else { return }
        let recognizer = ListSwipeGestureRecognizer()
        recognizer.install(on: collectionView, host: self)
        swipeRecognizer = recognizer
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { collectionView?.indexPathForItem(at: point) }

    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(ofSection: indexPath.section),
            let configuration = list.swipeActions(forItemAt: indexPath, leading: !trailing),
            !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    func swipeCell(at indexPath: IndexPath) -> UIView? { collectionView?.cellForItem(at: indexPath) }

    func swipeDidOpen(_ swipe: ListSwipeState) {}

    func swipeDidClose(_ swipe: ListSwipeState) {}
}

extension UICollectionView {
    /// Closes the item a list layout holds swiped open; returns whether there was one.
    func closeOpenSwipe() -> Bool {
        guard let swipes = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.swipeRecognizer,
            swipes.swipe != nil
        else { return false }
        swipes.close()
        return true
    }
}
