import Foundation

/// The section index down a table's trailing edge: the data source's `sectionIndexTitles(for:)`,
/// shown when the table has at least `sectionIndexMinimumDisplayRowCount` rows. Touching or dragging
/// along it scrolls the table so that the section `tableView(_:sectionForSectionIndexTitle:at:)`
/// names (by default the title's position) is at the top — the rows do not scroll under the finger.
///
///     reload ─▶ titles from the data source (with the counts) ─▶ the index view, pinned to the
///              visible trailing edge at each layout
///     touch at y ─▶ the title under it ─▶ sectionForSectionIndexTitle ─▶ the section's top at the top
extension UITableView {
    /// Shows, updates or removes the index for the current titles; keeps it on the visible edge.
    func placeSectionIndex() {
        ensureGeometry()
        let titles = sectionIndexTitles
        guard !titles.isEmpty, geometry.totalRows >= sectionIndexMinimumDisplayRowCount else {
            guard let shown = sectionIndexView else { return }
            shown.removeFromSuperview()
            sectionIndexView = nil
            // The cells' controls move back to the edge.
            for cell in visibleCellList { cell.setNeedsLayout() }
            return
        }
        let index = sectionIndexView ?? TableSectionIndexView(frame: .zero)
        if sectionIndexView == nil {
            sectionIndexView = index
            for cell in visibleCellList { cell.setNeedsLayout() }
        }
        if index.titles != titles { index.titles = titles }
        index.textColor = sectionIndexColor ?? tintColor
        index.backgroundColor = sectionIndexBackgroundColor
        let inset = adjustedContentInset
        index.frame = CGRect(x: bounds.maxX - TableSectionIndexView.width, y: bounds.minY + inset.top,
            width: TableSectionIndexView.width, height: max(0, bounds.height - inset.top - inset.bottom))
        if index.superview !== self || subviews.last !== index { addSubview(index) }
    }

    /// The index's title at `position` was touched: scroll to its section.
    func sectionIndexTouched(at position: Int) {
        guard let index = sectionIndexView, index.titles.indices.contains(position), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: index.titles[position], at: position)
        guard section >= 0, section < numberOfSections else { return }
        let inset = adjustedContentInset
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(rect(forSection: section).minY - inset.top, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}

/// The strip of index titles; touches on it pick a title and do not scroll the table.
@preconcurrency @MainActor
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16
    var titles: [String] = [] { didSet { rebuildLabels() } }
    var textColor: UIColor? { didSet { for label in labels { label.textColor = textColor } } }
    private var labels: [UILabel] = []

    private func rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            label.textColor = textColor
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !labels.isEmpty else { return }
        // Centred vertically, each title as tall as fits (at most 16 points).
        let rowHeight = min(16, bounds.height / CGFloat(labels.count))
        let top = (bounds.height - rowHeight * CGFloat(labels.count)) / 2
        for (position, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + rowHeight * CGFloat(position), width: bounds.width, height: rowHeight)
        }
    }

    /// The title at `y` (in this view), clamped to the first and last.
    func position(at y: CGFloat) -> Int {
        guard let first = labels.first, let last = labels.last else { return 0 }
        if y < first.frame.minY { return 0 }
        if y >= last.frame.maxY { return labels.count - 1 }
        return labels.firstIndex { $0.frame.maxY > y } ?? labels.count - 1
    }

    /// The table's scrolling pan does not start on the index (a drag along it moves through titles).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let table = superview as? UITableView else { return }
        table.sectionIndexTouched(at: position(at: touch.location(in: self).y))
    }
}
