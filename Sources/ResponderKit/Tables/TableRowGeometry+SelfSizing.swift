import Foundation

/// Rows whose height is `automaticDimension` start at their estimate; a cell that comes on screen
/// measures itself (UITableViewCell+SelfSizing.swift) and its row takes the measured height — the
/// rows below and the sections after move by the difference, as UIKit's self-sizing cells do.
extension TableRowGeometry {
    /// Whether row `indexPath` sizes itself (`automaticDimension`, from the table or the delegate).
    func isAutomatic(_ indexPath: IndexPath) -> Bool {
        guard rowIndex(indexPath) != nil else { return false }
        return sections[indexPath.section].automaticRows.contains(indexPath.row)
    }

    /// Gives row `indexPath` `height`; returns whether it changed. A section of uniform rows keeps
    /// its rows' tops from then on; the rows after the changed one, and the sections after its own,
    /// move by the difference (linear in the rows after it).
    mutating func setHeight(_ height: CGFloat, ofRowAt indexPath: IndexPath) -> Bool {
        guard rowIndex(indexPath) != nil, height >= 0, height.isFinite else { return false }
        let index = indexPath.section, row = indexPath.row
        let old = sections[index].rowHeight(row)
        guard height != old else { return false }
        if let uniform = sections[index].uniformHeight {
            let count = sections[index].rowCount
            sections[index].rowTops = (0...count).map { uniform * CGFloat($0) }
            sections[index].uniformHeight = nil
        }
        let delta = height - old
        let count = sections[index].rowCount
        for later in (row + 1)...count { sections[index].rowTops[later] += delta }
        shiftSections(after: index, by: delta)
        return true
    }

    /// The sections after `index` move by `delta` (a row, header or footer of `index` changed height).
    mutating func shiftSections(after index: Int, by delta: CGFloat) {
        for later in (index + 1)..<sections.count { sections[later].top += delta }
    }
}
