import Foundation

/// A view of one or more spinning wheels the user turns to choose a row of each — UIKit's
/// `UIPickerView` (AD:uipickerview). The counts come from ``dataSource``, the rows' content from
/// ``delegate``, and the delegate hears `pickerView(_:didSelectRow:inComponent:)` when the user
/// brings a row to the selection band.
///
/// ```
///  UIPickerView ── one PickerWheel (a UIScrollView) per component, side by side
///     │              rows of `rowHeight`, inset so that every row can reach the band in the middle
///     │   drag ─▶ the wheel's pan scrolls ─▶ lift: the target snaps to a row ─▶ it decelerates there
///     │   tap on a row ─▶ the wheel glides that row to the band
///     └── the wheel comes to rest on a row other than the selected one
///           ─▶ selectedRow(inComponent:) changes ─▶ delegate.pickerView(_:didSelectRow:inComponent:)
/// ```
///
/// As in UIKit: the picker reads its data source lazily and caches the counts until
/// ``reloadAllComponents()`` or ``reloadComponent(_:)``; ``selectRow(_:inComponent:animated:)``
/// changes the selection at once and tells the delegate nothing; while the user turns a wheel,
/// ``selectedRow(inComponent:)`` is the row in the band; a component with no rows has no selection
/// (`-1`). Its size of its own is 320 × 216 points (UIKit's standard picker). Where UIKit raises (a
/// component or row out of range), the call is ignored with an `invalidPickerUse` diagnostic, and
/// what a delegate gives is checked (sizes pinned, a view that cannot be a row replaced). A delegate
/// that reloads from inside its own callbacks during layout gets the reload after the pass. Not
/// documented by Apple and chosen here (docs/Controls.md, UIPickerView): rows 32 points high, 5 points
/// between components.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The object that gives the counts of components and rows (not retained).
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }
    /// The object that gives the rows' content and hears the user's choices (not retained).
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }
    /// Whether a selection band is shown (deprecated in UIKit, which always shows it since iOS 7;
    /// stored, and the band is drawn either way).
    open var showsSelectionIndicator = false

    /// The row height used when the delegate gives none.
    static let defaultRowHeight: CGFloat = 32
    /// The space between two components' wheels.
    static let componentSpacing: CGFloat = 5

    /// Rows and selection of each component, as last read from the data source.
    var components: [PickerComponentState] = []
    /// One wheel per component, in order.
    var wheels: [PickerWheel] = []
    private var needsReload = true
    /// Set while `layoutSubviews` runs: a reload asked for by the delegate meanwhile waits for the end.
    private var isLayingOut = false
    /// Whether a reload has been asked for and not yet done (the wheels then ask for no more rows).
    var hasPendingReload: Bool { needsReload }
    /// The band behind the middle row that shows what is selected.
    let selectionBand = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBand()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureBand()
    }

    private func configureBand() {
        selectionBand.isUserInteractionEnabled = false
        selectionBand.backgroundColor = UIColor(white: 0.5, alpha: 0.12)
        selectionBand.layer.cornerRadius = 8
        addSubview(selectionBand)
    }

    // MARK: The data

    /// The number of components, as the data source last gave it.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return components.count
    }

    /// The number of rows of `component`, as the data source last gave it (0, with a diagnostic,
    /// for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard let entry = state(of: component, for: "numberOfRows(inComponent:)") else { return 0 }
        return entry.rows
    }

    /// The size of a row of `component`: its wheel's width and its row height, from the delegate
    /// (UIKit: `pickerView(_:widthForComponent:)` and `pickerView(_:rowHeightForComponent:)`).
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard state(of: component, for: "rowSize(forComponent:)") != nil else { return .zero }
        return CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// Reads every count again from the data source and asks the delegate again for every row's
    /// content. A selection past a component's new end moves to its last row.
    open func reloadAllComponents() {
        needsReload = true
        if isLayingOut { setNeedsLayout() } else { reloadIfNeeded() }
    }

    /// Reads `component`'s row count again and asks the delegate again for its rows.
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard state(of: component, for: "reloadComponent(_:)") != nil else { return }
        let rows = countOfRows(in: component)
        // The data source may have reloaded everything meanwhile: check the component again.
        guard component < components.count, component < wheels.count else { return }
        components[component].rows = rows
        components[component].clampSelection()
        wheels[component].reload()
        setNeedsLayout()
    }

    // MARK: The selection

    /// The selected row of `component`, or `-1` when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard let entry = state(of: component, for: "selectedRow(inComponent:)") else { return -1 }
        return component < wheels.count ? wheels[component].rowInBandWhileTurning ?? entry.selected : entry.selected
    }

    /// Selects `row` of `component` and turns its wheel there — spinning if `animated`. The delegate
    /// is not told (it hears only the user's choices). A row or component out of range is ignored,
    /// with a diagnostic.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard let entry = state(of: component, for: "selectRow(_:inComponent:animated:)") else { return }
        guard row >= 0, row < entry.rows else {
            reportMisuse("selectRow(\(row), inComponent: \(component)): component \(component) has \(entry.rows) rows")
            return
        }
        components[component].selected = row
        wheels[component].turn(toRow: row, animated: animated)
    }

    /// The delegate's view showing `row` of `component` while that row is on screen; `nil` when it is
    /// not, or when the delegate gives titles rather than views (Apple: "nil … if the delegate does
    /// not implement pickerView:viewForRow:forComponent:reusingView:").
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard state(of: component, for: "view(forRow:forComponent:)") != nil else { return nil }
        layoutIfNeeded()
        guard component < wheels.count, let view = wheels[component].visibleView(forRow: row),
              !(view is PickerRowLabel) else { return nil }
        return view
    }

    // MARK: Size and layout

    /// UIKit's standard picker: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        isLayingOut = true
        defer {
            isLayingOut = false
            if needsReload { setNeedsLayout() }
        }
        let widths = components.indices.map { width(ofComponent: $0) }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded(.down)
        // Every delegate call below may try to reload: the counts stay as they are until the pass ends.
        for (index, wheel) in wheels.enumerated() where index < widths.count && index < components.count {
            wheel.frame = CGRect(x: x, y: 0, width: widths[index], height: bounds.height)
            wheel.rowHeight = rowHeight(ofComponent: index)
            wheel.layoutRows(selected: components[index].selected)
            x += widths[index] + Self.componentSpacing
        }
        let bandHeight = wheels.first?.rowHeight ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(
            x: 8, y: ((bounds.height - bandHeight) / 2).rounded(), width: max(bounds.width - 16, 0),
                                     height: bandHeight)
    }

    /// The width a component has when the delegate gives none: the picker's width shared equally,
    /// less the spaces between the wheels.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(components.count, 1))
        return max((bounds.width - Self.componentSpacing * (count - 1)) / count, 0)
    }

    /// The delegate's width, pinned to 0…10,000 points (NaN: the shared width).
    func width(ofComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isNaN ? sharedComponentWidth : min(max(width, 0), Self.largestSize)
    }

    /// The delegate's row height, pinned to 1…10,000 points (NaN or 0 and below: the default).
    func rowHeight(ofComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isNaN || height <= 0 ? Self.defaultRowHeight : min(max(height, 1), Self.largestSize)
    }

    /// The largest width or row height a delegate can give.
    static let largestSize: CGFloat = 10_000

    // MARK: Rows' content

    /// The view for a row: the delegate's, or (with no delegate) an empty label.
    func rowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else {
            return titleLabel(forRow: row, forComponent: component, reusing: view, delegate: nil)
        }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }

    /// The label UIKit shows for a row when the delegate gives titles rather than views: the
    /// attributed title if there is one, else the title, centred.
    func titleLabel(forRow row: Int, forComponent component: Int, reusing view: UIView?,
                    delegate: (any UIPickerViewDelegate)?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    // MARK: Reading the data source

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the counts when they were never read or a reload was asked for; keeps each component's
    /// selection where it still fits.
    func reloadIfNeeded() {
        guard needsReload, !isLayingOut else { return }
        needsReload = false
        let count = countOfComponents()
        var fresh: [PickerComponentState] = []
        for index in 0..<count {
            var state = index < components.count ? components[index] : PickerComponentState()
            state.rows = countOfRows(in: index)
            state.clampSelection()
            fresh.append(state)
        }
        components = fresh
        while wheels.count > count {
            let wheel = wheels.removeLast()
            wheel.detach()
            wheel.removeFromSuperview()
        }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for wheel in wheels { wheel.reload() }
        setNeedsLayout()
    }

    private func countOfComponents() -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.numberOfComponents(in: self)
        if count < 0 { reportMisuse("numberOfComponents(in:) returned \(count); taken as 0") }
        return max(count, 0)
    }

    private func countOfRows(in component: Int) -> Int {
        guard let dataSource else { return 0 }
        let count = dataSource.pickerView(self, numberOfRowsInComponent: component)
        if count < 0 {
            reportMisuse("pickerView(_:numberOfRowsInComponent: \(component)) returned \(count); taken as 0")
        }
        return max(count, 0)
    }

    private func state(of index: Int, for call: String) -> PickerComponentState? {
        guard index >= 0, index < components.count else {
            reportMisuse("\(call): component \(index) does not exist (the picker has \(components.count))")
            return nil
        }
        return components[index]
    }

    func reportMisuse(_ message: String) {
        UIApplication.shared.report(Diagnostic(kind: .invalidPickerUse, resolution: .dropped,
                                                    message: "\(type(of: self)): \(message)"))
    }

    // MARK: The user's choice (from the wheels)

    /// A wheel came to rest on `row` after the user turned it or tapped a row: the selection moves
    /// there and the delegate hears it — also when the user turned the wheel back to the row it had.
    func wheelSettled(_ component: Int, onRow row: Int) {
        guard component < components.count, row >= 0, row < components[component].rows else { return }
        components[component].selected = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// One component's rows and selection.
struct PickerComponentState {
    var rows = 0
    var selected = -1

    /// A component with rows always has a selection (the first row at the start), within its rows.
    mutating func clampSelection() {
        selected = rows == 0 ? -1 : min(max(selected, 0), rows - 1)
    }
}

/// The label a picker makes for a titled row: centred, in the picker's text size.
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = .systemFont(ofSize: 21)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
