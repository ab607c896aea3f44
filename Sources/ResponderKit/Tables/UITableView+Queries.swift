import Foundation

/// Asking a table view about its rows: counts, index paths by point, cell or rect, the cells on
/// screen, and scrolling a row into view. Each answer comes from the cached counts and row
/// positions (a binary search), not from the data source.
extension UITableView {
    /// The number of sections, as the data source last reported it.
    public var numberOfSections: Int {
        ensureGeometry()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the data source last reported it (0 for no such section).
    public func numberOfRows(inSection section: Int) -> Int {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    /// The row at `point` (in the table view's coordinates: the content), or `nil` over a header,
    /// footer or empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        ensureGeometry()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The row a cell on screen shows, or `nil`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let offset = visibleCellList.firstIndex(where: { $0 === cell }) else { return nil }
        return geometry.indexPath(ofRow: visibleRange.lowerBound + offset)
    }

    /// The rows that overlap `rect`; `nil` if none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureGeometry()
        let range = geometry.rows(overlapping: rect.minY, rect.maxY)
        guard !range.isEmpty, rect.maxX > 0, rect.minX < bounds.width else { return nil }
        return range.map { geometry.indexPath(ofRow: $0) }
    }

    /// The rows that have cells on screen, in order; `nil` if none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleRange.isEmpty ? nil : visibleRange.map { geometry.indexPath(ofRow: $0) }
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { visibleCellList }

    /// The cell showing a row, or `nil` if the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard !visibleRange.isEmpty, geometryValid, let index = geometry.rowIndex(indexPath),
              visibleRange.contains(index) else { return nil }
        return visibleCellList[index - visibleRange.lowerBound]
    }

    /// Where a row lies, in the table's coordinates; `.zero` for a path that names no row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        rowFrame(indexPath) ?? .zero
    }

    /// Where a section lies — header, rows and footer; `.zero` for no such section.
    public func rect(forSection section: Int) -> CGRect {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let found = geometry.sections[section]
        return CGRect(x: 0, y: found.top, width: bounds.width, height: found.bottom - found.top)
    }

    /// Where a section's header lies (before it floats); `.zero` for no such section.
    public func rectForHeader(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let found = geometry.sections[section]
        return CGRect(x: 0, y: found.top, width: bounds.width, height: found.headerHeight)
    }

    /// Where a section's footer lies (before it floats); `.zero` for no such section.
    public func rectForFooter(inSection section: Int) -> CGRect {
        ensureGeometry()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let found = geometry.sections[section]
        return CGRect(x: 0, y: found.footerTop, width: bounds.width, height: found.footerHeight)
    }

    /// Scrolls so that the row is at `scrollPosition` (`.none`: the least scrolling that shows it),
    /// within the scrollable range. A path that names no row is ignored with a diagnostic (UIKit raises).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = rowFrame(indexPath) else {
            reportTableProblem(
                "scrollToRow(at: \(indexPath)) names no row (UIKit raises NSRangeException); not scrolled")
            return
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            if frame.minY < y + inset.top { y = frame.minY - inset.top }
            else if frame.maxY > y + inset.top + visibleHeight { y = frame.maxY - inset.top - visibleHeight }
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
