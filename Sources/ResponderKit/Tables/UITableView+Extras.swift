import Foundation

/// Prefetching rows before they scroll on: the prefetch data source hears of rows ahead of the visible
/// ones in the direction of the scroll, and that they are no longer wanted when the scroll turns back
/// (UIKit's `UITableViewDataSourcePrefetching`: "the table view calls this method as the user scrolls,
/// providing the index paths for cells it is likely to display in the near future").
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will probably be shown soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced earlier that will not be shown after all: cancel their loading.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// How many rows beyond the visible ones are announced (UIKit does not document its figure; a
    /// screenful of rows is what apps see).
    static let prefetchDistance = 10

    /// Asks the data source for the cells of visible rows again without deselecting them (iOS 15's
    /// `reconfigureRows`). Where ResponderKit differs: the rows are reloaded — the provider makes or
    /// dequeues a cell again — and their selection is kept, where UIKit hands back the same cell.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        let keep = Set(indexPathsForSelectedRows ?? []).intersection(indexPaths)
        reloadRows(at: indexPaths, with: .none)
        for path in keep { selectRow(at: path, animated: false, scrollPosition: .none) }
    }

    /// The background view fills the visible part of the table, behind every other subview.
    func placeBackgroundView() {
        guard let view = backgroundView else { return }
        view.frame = bounds
        if view.superview !== self || subviews.first !== view { insertSubview(view, at: 0) }
    }

    /// Announces the rows just past the visible ones (after them when scrolling down or resting,
    /// before them when scrolling up), and cancels announced rows the scroll left behind.
    func prefetchAhead() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, let visible = indexPathsForVisibleRows,
              let first = visible.first, let last = visible.last else { return }
        let total = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
        func step(_ path: IndexPath, by delta: Int) -> IndexPath? {
            var section = path.section, row = path.row + delta
            while section >= 0 && section < total.count {
                if row >= 0 && row < total[section] { return IndexPath(row: row, section: section) }
                if delta > 0 {
                    section += 1; row = 0
                } else {
                    section -= 1; row = section >= 0 ? total[section] - 1 : 0
                }
            }
            return nil
        }
        let upward = panGestureRecognizer.velocity(in: self).y > 0
        var ahead: [IndexPath] = []
        var cursor = upward ? first : last
        for _ in 0..<UITableView.prefetchDistance {
            guard let next = step(cursor, by: upward ? -1 : 1) else { break }
            ahead.append(next)
            cursor = next
        }
        let (stale, fresh) = prefetchTracker.update(ahead: ahead, shown: Set(visible))
        if !stale.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: stale) }
        if !fresh.isEmpty { prefetcher.tableView(self, prefetchRowsAt: fresh) }
    }
}

extension UITableView {
    /// A long press on a row asks the delegate for its context menu (`contextMenuConfigurationForRowAt`)
    /// and shows it; with none, the press fails and the row's touch goes on as usual.
    func installContextMenuRecognizer() {
        let press = ContextMenuPressRecognizer()
        press.configurationAt = { [weak self] point in
            guard let self, !self.isEditing, let indexPath = self.indexPathForRow(at: point) else { return nil }
            return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        addGestureRecognizer(press)
    }
}
