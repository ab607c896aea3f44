import Foundation

/// The selected rows or items of a list view, shared by `UITableView` and `UICollectionView`. Both
/// report their selection in index-path order (`indexPathsForSelectedRows`, `indexPathsForSelectedItems`) and ask
/// "is this one selected?" for every cell they place, so the selection is a set: each question costs
/// O(1) however many rows are selected, and deselecting all of n rows costs O(n).
///
/// What is kept across an update is the view's choice (a table deselects a reloaded row; a collection
/// view keeps a reloaded item selected, docs/Lists.md): ``follow(_:keepingReloaded:)``. The selection flow itself
/// — which delegate methods are asked, in what order — stays with each view, because UIKit's contracts
/// differ there (docs/Lists.md). Nothing here calls app code.
struct ListSelection {
    private var paths = Set<IndexPath>()

    var isEmpty: Bool { paths.isEmpty }

    func contains(_ path: IndexPath) -> Bool { paths.contains(path) }

    /// Adds `path`; returns whether it was not selected before.
    @discardableResult
    mutating func insert(_ path: IndexPath) -> Bool { paths.insert(path).inserted }

    /// Removes `path`; returns whether it was selected.
    @discardableResult
    mutating func remove(_ path: IndexPath) -> Bool { paths.remove(path) != nil }

    mutating func removeAll() { paths.removeAll() }

    /// The selection in index-path order, as UIKit reports it.
    var sorted: [IndexPath] { paths.sorted() }

    /// The selected paths other than `path`, in index-path order: none, without sorting or allocating,
    /// when the selection is empty or only `path` (a tap on the selected row, the common case).
    func others(than path: IndexPath) -> [IndexPath] {
        if paths.isEmpty || (paths.count == 1 && paths.contains(path)) { return [] }
        return paths.sorted().filter { $0 != path }
    }

    /// The lowest selected index path (UIKit's `indexPathForSelectedRow`).
    var first: IndexPath? { paths.min() }

    /// Moves the selection through `batch`: each path to where its row is after the update. Returns the
    /// paths that dropped out (deleted, in a deleted or reloaded section, or — unless `keepingReloaded` —
    /// reloaded), as they were before the update.
    @discardableResult
    mutating func follow(_ batch: ListUpdateBatch, keepingReloaded: Bool) -> [IndexPath] {
        var moved = Set<IndexPath>(), dropped: [IndexPath] = []
        for path in paths {
            if let new = keepingReloaded ? batch.newIndexPath(path) : batch.keptIndexPath(path) {
                moved.insert(new)
            } else {
                dropped.append(path)
            }
        }
        paths = moved
        return dropped
    }
}
