import Foundation

/// One component of a `UIPickerView`: a scroll view of rows, `rowHeight` each, inset by half its
/// height less half a row at the top and the bottom so that the first and the last row can reach the
/// selection band in the middle. UIKit's picker is built the same way (a table per component).
///
/// ```
///  finger down ─▶ pan (the scroll view's) ─▶ lift: scrollViewWillEndDragging snaps the target to
///  the nearest row ─▶ decelerates there ─▶ scrollViewDidEndDecelerating ─▶ settle
///  tap on a row ─▶ setContentOffset(row, animated) ─▶ scrollViewDidEndScrollingAnimation ─▶ settle
///  settle ─▶ UIPickerView.wheelSettled ─▶ the delegate's didSelectRow, if the row changed
/// ```
///
/// Only the rows on screen have views; a row that scrolls off gives its view back for the delegate
/// to reuse (`reusing view:`). Turns made by code (`selectRow(_:inComponent:animated:)`) settle
/// without telling the delegate.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private weak var picker: UIPickerView?
    let component: Int
    var rowHeight = UIPickerView.defaultRowHeight
    /// The rows on screen and their views.
    private var visibleRows: [Int: UIView] = [:]
    /// Views of rows that scrolled off, offered to the delegate again.
    private var reusableViews: [UIView] = []
    /// Whether the current movement is the user's (a drag, a fling, a tapped row): its end selects.
    private var movedByUser = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        clipsToBounds = true
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }

    private var rowCount: Int {
        guard let picker, component < picker.components.count else { return 0 }
        return picker.components[component].rows
    }

    /// The space above the first row (and below the last) that lets it reach the band.
    private var bandInset: CGFloat { max((bounds.height - rowHeight) / 2, 0) }

    /// The offset that puts `row` in the band.
    func offset(forRow row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - bandInset)
    }

    /// The row nearest the band at vertical offset `y`, within the rows.
    private func nearestRow(atOffset y: CGFloat) -> Int {
        guard rowHeight > 0, rowCount > 0, y.isFinite else { return 0 }
        return rowIndex(((y + bandInset) / rowHeight).rounded(), within: 0...(rowCount - 1))
    }

    /// `value` as a row index pinned to `range` (never a trap on a huge or non-finite quotient).
    private func rowIndex(_ value: CGFloat, within range: ClosedRange<Int>) -> Int {
        guard value.isFinite else { return value > 0 ? range.upperBound : range.lowerBound }
        return Int(min(max(value, CGFloat(range.lowerBound)), CGFloat(range.upperBound)))
    }

    /// While the user turns the wheel (dragging, or spinning on after a flick), the row in the band:
    /// UIKit's `selectedRow(inComponent:)` follows it.
    var rowInBandWhileTurning: Int? {
        guard movedByUser, isDragging || isDecelerating || motion != nil, rowCount > 0 else { return nil }
        return nearestRow(atOffset: contentOffset.y)
    }

    /// The wheel's component went away: it stops, and nothing it does reaches the picker any more.
    func detach() {
        stopMotion()
        movedByUser = false
        picker = nil
    }

    // MARK: Rows

    /// Forgets every row's view (they are offered for reuse) so that the delegate is asked again.
    func reload() {
        for view in visibleRows.values {
            view.removeFromSuperview()
            reusableViews.append(view)
        }
        visibleRows.removeAll()
        setNeedsLayout()
    }

    /// Sizes the content for the rows and, unless the wheel is moving, turns it to `selected`.
    func layoutRows(selected: Int) {
        let inset = bandInset
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if selected >= 0, motion == nil, !isTracking, !isDragging {
            let target = offset(forRow: selected)
            if contentOffset != target { contentOffset = target }
        }
        tileRows()
    }

    /// The view showing `row`, if it is on screen.
    func visibleView(forRow row: Int) -> UIView? { visibleRows[row] }

    /// Gives every row on screen a view, from the delegate, and takes back the views of rows that
    /// left the screen.
    private func tileRows() {
        let rows = rowCount
        var first = 0, last = -1
        if rows > 0, rowHeight > 0, bounds.height > 0 {
            first = rowIndex((contentOffset.y / rowHeight).rounded(.down), within: 0...rows)
            last = rowIndex(((contentOffset.y + bounds.height) / rowHeight).rounded(.up) - 1, within: -1...(rows - 1))
        }
        for (row, view) in visibleRows where row < first || row > last {
            view.removeFromSuperview()
            reusableViews.append(view)
            visibleRows[row] = nil
        }
        guard first <= last else { return }
        for row in first...last where visibleRows[row] == nil {
            // The delegate may reload (or take the picker away) from inside viewForRow: check again.
            // A reload asked for meanwhile (put off to the end of the layout pass) means the counts
            // are stale: ask for no more rows until it has happened.
            guard let picker, row < rowCount, !picker.hasPendingReload else { break }
            let reusable = reusableViews.popLast()
            var view = picker.rowView(forRow: row, forComponent: component, reusing: reusable)
            if view === self || isDescendant(of: view) || visibleRows.values.contains(where: { $0 === view }) {
                picker.reportMisuse(
                    "pickerView(_:viewForRow: \(row), forComponent: \(component), reusing:) returned a view that "
                        + "cannot be a row (the picker, one of its ancestors, or another row's view); the row is left "
                            + "empty"
                )
                view = PickerRowLabel()
            }
            addSubview(view)
            visibleRows[row] = view
        }
        for (row, view) in visibleRows where view.superview === self { place(view, inRow: row) }
    }

    /// Centres a row's view in its row; a view with no size of its own fills the row.
    private func place(_ view: UIView, inRow row: Int) {
        let rect = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
        if view is PickerRowLabel || view.bounds.size == .zero {
            view.frame = rect
        } else {
            view.center = CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    // MARK: Turning

    /// Code turns the wheel to `row` (the selection has already moved there).
    func turn(toRow row: Int, animated: Bool) {
        // A finger on the wheel wins: where it leaves the wheel becomes the selection.
        guard !isDragging else { return }
        movedByUser = false
        guard bounds.height > 0 else { setNeedsLayout(); return }
        setContentOffset(offset(forRow: row), animated: animated)
        if !animated { tileRows() }
    }

    /// A tap on a row other than the selected one glides it to the band; the selection follows when
    /// it arrives.
    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let picker, rowHeight > 0 else { return }
        let y = recognizer.location(in: self).y
        let row = Int((y / rowHeight).rounded(.down))
        guard row >= 0, row < rowCount, component < picker.components.count else { return }
        guard row != picker.components[component].selected else {
            snapIfBetweenRows()
            return
        }
        movedByUser = true
        setContentOffset(offset(forRow: row), animated: true)
    }

    /// A finger that stopped a spinning wheel and lifted without dragging leaves it between rows: it
    /// snaps to the nearest one, which is selected (the user moved the wheel there).
    private func snapIfBetweenRows() {
        guard motion == nil, !isDragging, rowCount > 0,
              contentOffset != offset(forRow: nearestRow(atOffset: contentOffset.y)) else { return }
        movedByUser = true
        settle()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        snapIfBetweenRows()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        snapIfBetweenRows()
    }

    /// The wheel came to rest after the user moved it: onto a row exactly, which becomes the selection.
    private func settle() {
        guard movedByUser else { return }
        movedByUser = false
        let row = nearestRow(atOffset: contentOffset.y)
        let target = offset(forRow: row)
        if contentOffset != target { contentOffset = target }
        picker?.wheelSettled(component, onRow: row)
    }

    // MARK: The scroll view's delegate (the wheel's own)

    func scrollViewDidScroll(_ scrollView: UIScrollView) { tileRows() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { movedByUser = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let target = targetContentOffset.pointee
        targetContentOffset.pointee = CGPoint(x: target.x, y: offset(forRow: nearestRow(atOffset: target.y)).y)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
