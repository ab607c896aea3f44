import Foundation

/// Laying out a table view: the counts and heights from the data source and delegate
/// (`TableRowGeometry`), cells only for the rows on screen (the rest queued for reuse), the section
/// headers and footers (floating in the plain style) and the table header and footer views.
extension UITableView {
    /// Rebuilds the geometry if the data changed; every query that needs the counts calls it.
    func ensureGeometry() {
        if !geometryValid { rebuildGeometry() }
    }

    /// Asks the data source and delegate for the counts and heights (UIKit's reload), taking a
    /// negative count as 0 with a diagnostic.
    /// Every view on screen is taken off first (its index path may have changed); an update passes
    /// `keepingCarriedCells` to keep the cells it moved to their new rows in `carriedCells`.
    func rebuildGeometry(keepingCarriedCells: Bool = false) {
        discardVisibleViews(keepingCarriedCells: keepingCarriedCells)
        geometryValid = true
        var built = TableRowGeometry()
        built.tableHeaderHeight = max(0, tableHeaderView?.frame.height ?? 0)
        if let dataSource {
            var sectionCount = dataSource.numberOfSections(in: self)
            if sectionCount < 0 {
                reportTableProblem("numberOfSections(in:) returned \(sectionCount); taken as 0")
                sectionCount = 0
            }
            for section in 0..<sectionCount {
                var rows = dataSource.tableView(self, numberOfRowsInSection: section)
                if rows < 0 {
                    reportTableProblem("tableView(_:numberOfRowsInSection: \(section)) returned \(rows); taken as 0")
                    rows = 0
                }
                let (header, headerSizesItself) = sectionViewHeight(section, header: true)
                let (footer, footerSizesItself) = sectionViewHeight(section, header: false)
                if let delegate = tableDelegate {
                    var automatic = IndexSet()
                    built.append(header: header, footer: footer, rowHeights: { row in
                        let indexPath = IndexPath(row: row, section: section)
                        let height = delegate.tableView(self, heightForRowAt: indexPath)
                        if height >= 0 && height.isFinite { return height }
                        // An automaticDimension row: the delegate's estimate for it, then the table's,
                        // until its cell measures itself on screen.
                        automatic.insert(row)
                        let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
                        return estimate > 0 && estimate.isFinite ? estimate : self.resolvedRowHeight(height)
                    }, rowCount: rows)
                    built.sections[built.sections.count - 1].automaticRows = automatic
                } else {
                    let height = resolvedRowHeight(rowHeight)
                    let automatic = rowHeight >= 0 && rowHeight.isFinite ? IndexSet() : IndexSet(integersIn: 0..<rows)
                    built.append(
                        header: header, footer: footer, rowHeights: { _ in height }, rowCount: rows,
                        automaticRows: automatic)
                }
                built.sections[built.sections.count - 1].headerSizesItself = headerSizesItself
                built.sections[built.sections.count - 1].footerSizesItself = footerSizesItself
            }
        }
        built.tableFooterHeight = max(0, tableFooterView?.frame.height ?? 0)
        geometry = built
        sectionViewSizing.reset()
        // The section index's titles are asked with the counts, at a reload, not at every layout.
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self) ?? []
        let size = CGSize(width: bounds.width, height: built.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A row height as the table uses it: `automaticDimension` (or any negative or non-finite value)
    /// becomes `estimatedRowHeight` when that is positive, else UIKit's standard 44 pt.
    func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
        if height >= 0 && height.isFinite { return height }
        if estimatedRowHeight > 0 && estimatedRowHeight.isFinite { return estimatedRowHeight }
        return UITableView.defaultRowHeight
    }

    /// A header's or footer's height at a reload, and whether it sizes itself when shown (automatic,
    /// with neither an estimate nor a title: TableSectionViewSizing.swift).
    private func sectionViewHeight(_ section: Int, header: Bool) -> (CGFloat, sizesItself: Bool) {
        let asked: CGFloat
        if let delegate = tableDelegate {
            asked = header ? delegate.tableView(self, heightForHeaderInSection: section)
                           : delegate.tableView(self, heightForFooterInSection: section)
        } else {
            asked = header ? sectionHeaderHeight : sectionFooterHeight
        }
        if asked >= 0 && asked.isFinite { return (asked, false) }
        // Automatic: an estimate given for it (the delegate's, by default the table's) stands.
        let estimate = tableDelegate.map {
                header
                    ? $0.tableView(self, estimatedHeightForHeaderInSection: section)
                    : $0.tableView(self, estimatedHeightForFooterInSection: section)
        } ?? (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight)
        if estimate > 0 && estimate.isFinite { return (estimate, false) }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        switch style {
        case .plain: return title == nil ? (0, true) : (28, false)
        case .grouped, .insetGrouped: return title == nil ? (18, true) : (38, false)
        }
    }

    /// The frame of a row's cell, or `nil` if the path names no row.
    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        ensureGeometry()
        guard geometry.rowIndex(indexPath) != nil else { return nil }
        let section = geometry.sections[indexPath.section]
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return CGRect(x: inset, y: section.rowTop(indexPath.row), width: max(0, bounds.width - 2 * inset),
                      height: section.rowHeight(indexPath.row))
    }

    // MARK: Tiling

    /// Gives the rows on screen cells and the sections on screen their headers and footers. A data
    /// source that reloads from inside `cellForRowAt` is followed a few passes, then left for the next
    /// layout.
    func tile() {
        guard !isTiling else { tileAgain = true; return }
        isTiling = true
        defer { isTiling = false }
        var passes = 0
        repeat {
            tileAgain = false
            ensureGeometry()
            tileRows()
            layoutSectionViews()
            layoutTableHeaderAndFooter()
            passes += 1
        } while tileAgain && passes < 4
        prefetchAhead()
    }

    private func tileRows() {
        let wanted = geometry.rows(overlapping: bounds.minY, bounds.maxY)
        if wanted == visibleRange && carriedCells.isEmpty && !rowHeightsChanged { return }
        let oldRange = visibleRange, oldCells = visibleCellList
        for (offset, cell) in oldCells.enumerated() where !wanted.contains(oldRange.lowerBound + offset) {
            endDisplaying(cell, at: geometry.indexPath(ofRow: oldRange.lowerBound + offset))
        }
        var cells: [UITableViewCell] = []
        cells.reserveCapacity(wanted.count)
        visibleRange = wanted.lowerBound..<wanted.lowerBound
        visibleCellList = []
        for index in wanted {
            if oldRange.contains(index) {
                cells.append(oldCells[index - oldRange.lowerBound])
                continue
            }
            let indexPath = geometry.indexPath(ofRow: index)
            let cell = carriedCells.removeValue(forKey: indexPath) ?? cellFromDataSource(at: indexPath)
            guard geometryValid else {
                // The data source reloaded from inside cellForRowAt: keep what is placed, start again.
                endDisplaying(cell, at: indexPath)
                break
            }
            // A row coming in above the rows already on screen keeps those rows in place on screen.
            place(cell, at: indexPath, keepingBelowInPlace: !oldRange.isEmpty && index < oldRange.lowerBound)
            cells.append(cell)
        }
        visibleRange = wanted.lowerBound..<(wanted.lowerBound + cells.count)
        visibleCellList = cells
        if rowHeightsChanged {
            // Self-sizing rows took their heights: the cells move to their rows' new frames, the
            // content size follows, and tiling runs again for the rows that came into view or left.
            rowHeightsChanged = false
            for (offset, cell) in cells.enumerated() {
                if let frame = rowFrame(geometry.indexPath(ofRow: visibleRange.lowerBound + offset)),
                    cell.frame != frame
                {
                    cell.frame = frame
                }
            }
            let size = CGSize(width: bounds.width, height: geometry.contentHeight)
            if contentSize != size { contentSize = size }
            tileAgain = true
        }
        if !carriedCells.isEmpty {
            for (indexPath, cell) in carriedCells { endDisplaying(cell, at: indexPath) }
            carriedCells.removeAll()
        }
    }

    /// The data source's cell, checked: a cell another table dequeued, or one already on screen, is
    /// replaced by a plain cell with a diagnostic (UIKit raises).
    private func cellFromDataSource(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return fallbackCell() }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if let owner = cell.owningTable, owner !== self {
            reportTableProblem(
                "tableView(_:cellForRowAt: \(indexPath)) returned a cell dequeued from another table view (UIKit "
                    + "raises NSInternalInconsistencyException); a plain cell was shown"
            )
            return fallbackCell()
        }
        if cell.superview === self && !cell.isHidden && !cell.isQueuedForReuse
            || visibleCellList.contains(where: { $0 === cell })
        {
            reportTableProblem(
                "tableView(_:cellForRowAt: \(indexPath)) returned a cell that is already showing another row; a "
                    + "plain cell was shown"
            )
            return fallbackCell()
        }
        return cell
    }

    private func fallbackCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.owningTable = self
        cellsMade += 1
        return cell
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, keepingBelowInPlace: Bool = false) {
        if let queued = cell.reuseIdentifier, cell.isQueuedForReuse {
            cellRegistry.remove(cell, for: queued)
            cell.isQueuedForReuse = false
        }
        cell.owningTable = self
        if let frame = rowFrame(indexPath), cell.frame != frame { cell.frame = frame }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        if cell.isHidden { cell.isHidden = false }
        if isEditing || cell.isEditing { applyEditing(to: cell, at: indexPath) }
        // The delegate's level, when it gives one; a cell's own level (set in cellForRowAt) otherwise.
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 {
            cell.indentationLevel = level
        }
        if geometry.isAutomatic(indexPath) { sizeToFit(cell, at: indexPath, keepingBelowInPlace: keepingBelowInPlace) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// A self-sizing row's cell measures itself at the row's width (UIKit calls the cell's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`); the row
    /// takes that height, and the rows below move (the next tiling pass places them) — unless the row
    /// came in above the rows on screen (scrolling up into estimated rows): then the offset moves by
    /// the difference, so that what the user sees stays where it was, as UIKit keeps it.
    private func sizeToFit(_ cell: UITableViewCell, at indexPath: IndexPath, keepingBelowInPlace: Bool) {
        guard let frame = rowFrame(indexPath) else { return }
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height.isFinite, fitted.height > 0,
            geometry.setHeight(fitted.height.rounded(.up), ofRowAt: indexPath)
        else { return }
        rowHeightsChanged = true
        guard let resized = rowFrame(indexPath) else { return }
        cell.frame = resized
        if keepingBelowInPlace {
            contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + resized.height - frame.height)
        }
    }

    /// Takes a cell off screen: into its queue (hidden, still a subview) or, without a reuse
    /// identifier, out of the table; then `didEndDisplaying`.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            if !cell.isQueuedForReuse {
                cell.isQueuedForReuse = true
                cellRegistry.enqueue(cell, for: identifier)
            }
        } else {
            cell.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Takes every cell, header and footer off screen (a reload).
    func discardVisibleViews(keepingCarriedCells: Bool = false) {
        cellsStale = false
        let cells = visibleCellList, range = visibleRange, old = geometry
        visibleCellList = []
        visibleRange = 0..<0
        for (offset, cell) in cells.enumerated() where range.lowerBound + offset < old.totalRows {
            endDisplaying(cell, at: old.indexPath(ofRow: range.lowerBound + offset))
        }
        if !keepingCarriedCells {
            for (indexPath, cell) in carriedCells { endDisplaying(cell, at: indexPath) }
            carriedCells.removeAll()
        }
        for section in headerViews.keys.sorted() { removeSectionView(section, header: true) }
        for section in footerViews.keys.sorted() { removeSectionView(section, header: false) }
    }
}
