import Foundation

/// Where every section, header, row and footer of a table view lies along y, from the counts and
/// heights the data source and delegate gave at the last reload — no per-row objects. A section whose
/// rows all have one height keeps only that height (a row's top is arithmetic); a section of mixed
/// heights keeps the prefix sums of its row heights. Lookups by y are binary searches, so finding
/// the row under a point costs O(log sections + log rows) whatever the table's size.
struct TableRowGeometry {
    struct Section {
        /// The section's top (its header's top) in content coordinates.
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowCount = 0
        /// The index, counting every row of the table, of this section's first row.
        var firstRow = 0
        /// Every row's height when they are all the same.
        var uniformHeight: CGFloat? = 0
        /// Otherwise the tops of the rows relative to the first row's top, `rowCount + 1` entries.
        var rowTops: [CGFloat] = []
        /// The rows of `automaticDimension` height: they measure their cells when shown
        /// (TableRowGeometry+SelfSizing.swift).
        var automaticRows = IndexSet()
        /// The header and footer are `automaticDimension` with no estimate and no title: a view the
        /// delegate gives for them sizes itself when the section comes on screen.
        var headerSizesItself = false
        var footerSizesItself = false

        var rowsTop: CGFloat { top + headerHeight }
        var rowsHeight: CGFloat {
            if let uniformHeight { return uniformHeight * CGFloat(rowCount) }
            return rowTops.last ?? 0
        }
        var footerTop: CGFloat { rowsTop + rowsHeight }
        var bottom: CGFloat { footerTop + footerHeight }

        func rowTop(_ row: Int) -> CGFloat {
            if let uniformHeight { return rowsTop + uniformHeight * CGFloat(row) }
            return rowsTop + rowTops[row]
        }
        func rowHeight(_ row: Int) -> CGFloat {
            if let uniformHeight { return uniformHeight }
            return rowTops[row + 1] - rowTops[row]
        }
        /// The row whose span holds `y` (clamped to the section's rows); `nil` if it has none.
        func row(at y: CGFloat) -> Int? {
            guard rowCount > 0 else { return nil }
            let local = y - rowsTop
            if let uniformHeight {
                guard uniformHeight > 0 else { return 0 }
                return min(max(Int((local / uniformHeight).rounded(.down)), 0), rowCount - 1)
            }
            // The last row whose top is at or above `local`.
            var low = 0, high = rowCount - 1
            while low < high {
                let mid = (low + high + 1) >> 1
                if rowTops[mid] <= local { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var totalRows = 0

    var sectionsBottom: CGFloat { sections.last?.bottom ?? tableHeaderHeight }
    var contentHeight: CGFloat { sectionsBottom + tableFooterHeight }

    /// Adds a section after the others.
    mutating func append(header: CGFloat, footer: CGFloat, rowHeights: (Int) -> CGFloat, rowCount: Int,
                         automaticRows: IndexSet = []) {
        var section = Section()
        section.automaticRows = automaticRows
        section.top = sectionsBottom
        section.headerHeight = header
        section.footerHeight = footer
        section.rowCount = rowCount
        section.firstRow = totalRows
        if rowCount > 0 {
            let first = rowHeights(0)
            var tops: [CGFloat] = []
            var uniform = true
            var y = first
            for row in 1..<max(rowCount, 1) {
                let height = rowHeights(row)
                if uniform && height != first {
                    uniform = false
                    tops.reserveCapacity(rowCount + 1)
                    tops.append(0)
                    for earlier in 1...row { tops.append(first * CGFloat(earlier)) }
                }
                if !uniform { y += height; tops.append(y) } else { y += height }
            }
            if uniform {
                section.uniformHeight = first
            } else {
                section.uniformHeight = nil
                section.rowTops = tops
            }
        }
        totalRows += rowCount
        sections.append(section)
    }

    /// The last section whose top is at or above `y` (clamped to the sections); `nil` if none.
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if sections[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The section holding the table-wide row `index`.
    func section(ofRow index: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if sections[mid].firstRow <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The index path of the table-wide row `index`.
    func indexPath(ofRow index: Int) -> IndexPath {
        let section = section(ofRow: index)
        return IndexPath(row: index - sections[section].firstRow, section: section)
    }

    /// The table-wide index of a row, or `nil` if the path names no row.
    func rowIndex(_ indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath[0], row = indexPath[1]
        guard section >= 0, section < sections.count, row >= 0, row < sections[section].rowCount else { return nil }
        return sections[section].firstRow + row
    }

    /// The row drawn at `y`, if a row (not a header, footer or empty space) is there.
    func row(at y: CGFloat) -> IndexPath? {
        guard let index = section(at: y) else { return nil }
        let section = sections[index]
        guard y >= section.rowsTop, y < section.footerTop, let row = section.row(at: y) else { return nil }
        return IndexPath(row: row, section: index)
    }

    /// The table-wide indexes of the rows that overlap `minY..<maxY`.
    func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard totalRows > 0, maxY > minY, var first = section(at: minY), let last = section(at: maxY) else {
            return 0..<0
        }
        // The first row ending below minY.
        var start: Int?
        while first <= last {
            let section = sections[first]
            if section.rowCount > 0 && section.footerTop > minY {
                let row = minY <= section.rowsTop ? 0 : section.row(at: minY) ?? 0
                start = section.firstRow + row
                break
            }
            first += 1
        }
        guard let start else { return 0..<0 }
        // The last row starting above maxY.
        var end = start
        var index = last
        while index >= 0 {
            let section = sections[index]
            if section.rowCount > 0 && section.rowsTop < maxY {
                let row = section.row(at: min(maxY, section.footerTop) - 0.000_1) ?? 0
                end = section.firstRow + row + 1
                break
            }
            index -= 1
        }
        return end > start ? start..<end : start..<start
    }
}
