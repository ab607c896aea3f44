import Foundation

/// What a list view's prefetching has announced, shared by `UITableView` and `UICollectionView` (UIKit's
/// `UITableViewDataSourcePrefetching` and `UICollectionViewDataSourcePrefetching` keep the same contract:
/// announce the rows or items about to scroll on, and cancel the ones the scroll left behind unshown).
///
/// Each view chooses what is ahead — the table the next rows by index in the scroll's direction, the
/// collection view the next screenful its layout places — and makes the delegate calls; the tracker only
/// keeps the bookkeeping, so it calls no app code while it changes.
struct ListPrefetchTracker {
    /// Announced and not yet shown or cancelled.
    private(set) var announced = Set<IndexPath>()

    /// `ahead`, in the order to announce them, and what is on screen now: returns the announced paths that
    /// are neither ahead nor shown (to cancel, in order) and the paths ahead not announced yet (to fetch,
    /// in `ahead`'s order). A path on screen is no longer announced: it was shown.
    mutating func update(ahead: [IndexPath], shown: Set<IndexPath>) -> (cancel: [IndexPath], fetch: [IndexPath]) {
        var wanted = Set<IndexPath>()
        var fetch: [IndexPath] = []
        for path in ahead where !shown.contains(path) && wanted.insert(path).inserted {
            if !announced.contains(path) { fetch.append(path) }
        }
        let stale = announced.subtracting(wanted).subtracting(shown)
        announced = announced.subtracting(stale).subtracting(shown).union(fetch)
        return (stale.sorted(), fetch)
    }
}
