import Foundation

/// A scrolling list of rows in sections — UIKit's `UITableView`, a `UIScrollView`.
///
/// The data source gives the counts and the cells; the delegate the heights, the header and footer
/// views and is told about display and selection. Only the rows on screen have cells: a cell that
/// scrolls off goes into a queue by its reuse identifier and comes back, after `prepareForReuse()`,
/// from ``dequeueReusableCell(withIdentifier:for:)``. The positions of the rows are kept as one
/// height per section when its rows are alike, prefix sums otherwise (`TableRowGeometry`), so finding
/// a row by point or laying out a frame does not grow with the number of rows.
///
/// Selection runs from the touches a row's cell passes up the responder chain (UITableView+Selection.swift);
/// updates check UIKit's index-path rules (UITableView+Updates.swift). Files: Tables/ and docs/Tables.md.
///
/// Where it differs from UIKit: ``delegate`` keeps the scroll view's type (`UIScrollViewDelegate?`;
/// assign any `UITableViewDelegate`, which is one); a row of `automaticDimension` height is
/// `estimatedRowHeight` tall if that is set, else 44 pt — cells do not size themselves with Auto
/// Layout; updates are not animated (`RowAnimation` is accepted and the rows move at once); where
/// UIKit raises (an inconsistent update, a cell from another table, an unregistered identifier) an
/// `invalidTableData` diagnostic is reported and the table carries on. No separators are drawn.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Asks the table view to choose a height (UIKit's `UITableViewAutomaticDimension`).
    public static let automaticDimension: CGFloat = -1
    /// The height of a row when nothing else decides it: UIKit's standard 44 pt cell.
    static let defaultRowHeight: CGFloat = 44

    /// The style the table view was made with.
    public let style: Style

    /// Gives the counts and the cells; setting it reloads the table.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The table's delegate, kept as the scroll view's (`UITableViewDelegate` inherits
    /// `UIScrollViewDelegate`); a `UITableViewDelegate` set here gets the table's calls too.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            invalidateGeometry()
        }
    }
    weak var tableDelegate: UITableViewDelegate?

    /// The height of every row the delegate does not size; `automaticDimension` by default (a
    /// 44 pt row, or `estimatedRowHeight` if set).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimated row height; also the height of an `automaticDimension` row here.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of a section header the delegate does not size; `automaticDimension` by default
    /// (28 pt with a title in the plain style, none without; 38 or 18 pt grouped).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The height of a section footer the delegate does not size; as ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    /// The estimated section header height (kept; heights are exact here).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated section footer height (kept; heights are exact here).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// A view above the first section, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let view = tableHeaderView { addSubview(view) }
            invalidateGeometry()
        }
    }
    /// A view below the last section, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let view = tableFooterView { addSubview(view) }
            invalidateGeometry()
        }
    }

    /// How rows are separated (kept; no separators are drawn here).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour (kept; not drawn).
    open var separatorColor: UIColor? {
        didSet { appearanceSetterCalled(.separatorColor) { $1.separatorColor = $0.separatorColor } }
    }
    /// The separators' insets (kept; not drawn).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { appearanceSetterCalled(.separatorInset) { $1.separatorInset = $0.separatorInset } }
    }

    /// A view behind the cells, headers and footers, the size of the table (UITableView+Extras.swift).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            placeBackgroundView()
        }
    }
    /// Fetches data for rows about to scroll on (UITableView+Extras.swift).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether rows beyond the visible ones are announced to ``prefetchDataSource``; `true`.
    open var isPrefetchingEnabled = true
    /// Rows whose prefetch was announced and not yet displayed or cancelled.
    var prefetchTracker = ListPrefetchTracker()
    /// Whether the cells' margins follow the readable width (stored; `false` since iOS 12).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Padding above each section header (iOS 15; stored, `automaticDimension`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet {
            appearanceSetterCalled(.sectionHeaderTopPadding) { $1.sectionHeaderTopPadding = $0.sectionHeaderTopPadding }
        }
    }
    /// Focus (tvOS and keyboards): stored.
    open var remembersLastFocusedIndexPath = false

    /// Whether a touch can select a row; `true` by default. Selecting by code works either way.
    open var allowsSelection = true
    /// Whether several rows can be selected; a tap on a selected row then deselects it.
    open var allowsMultipleSelection = false

    // MARK: Life

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        AppearanceRegistry.settingDefaults { backgroundColor = style.defaultBackgroundColor }
        alwaysBounceVertical = true
        swipeRecognizer.install(on: self, host: self)
        installContextMenuRecognizer()
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives are not supported on Linux: a plain table view.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        if backgroundColor == nil {
            AppearanceRegistry.settingDefaults { backgroundColor = style.defaultBackgroundColor }
        }
        alwaysBounceVertical = true
        swipeRecognizer.install(on: self, host: self)
        installContextMenuRecognizer()
    }

    /// Lays out the rows on screen (UITableView+Layout.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
        placeBackgroundView()
        placeSectionIndex()
    }

    /// A scroll moves the bounds: the rows that come on screen get cells at once, so they are in
    /// place before the next touch is hit-tested.
    open override var bounds: CGRect {
        didSet {
            if bounds.size.width != oldValue.size.width { invalidateGeometry() }
            if swipe != nil && bounds.origin != oldValue.origin { closeSwipe() }
            if bounds != oldValue && (window != nil || !visibleCellList.isEmpty) { tile() }
        }
    }

    /// Asks the data source for everything again: the counts, the heights and the cells on screen;
    /// the selection is cleared (as UIKit). The cells come at the next layout.
    open func reloadData() {
        closeSwipe()
        cellsStale = true
        selectedRows.removeAll()
        highlightedRow = nil
        invalidateGeometry()
    }

    // MARK: Editing (UITableView+Editing.swift)

    private var editingStorage = false
    /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether a touch selects rows in editing mode; `false` by default.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Enters or leaves editing mode: the rows on screen show or hide their editing controls (at
    /// once; nothing animates here).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        closeSwipe()
        for (offset, cell) in visibleCellList.enumerated() {
            applyEditing(to: cell, at: geometry.indexPath(ofRow: visibleRange.lowerBound + offset))
        }
    }

    // MARK: Touches (the selection flow, UITableView+Selection.swift)

    /// A touch on a row — passed up from its cell — highlights the row.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectionTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !owns(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The finger lifts on the highlighted row: it is unhighlighted, then selected.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectionTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A drag that scrolls (or anything else) cancelled the touch: the row is unhighlighted only.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !selectionTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Registering and dequeuing

    /// Registers the class cells for `identifier` are made of (`nil` removes it). The class must be
    /// a `UITableViewCell`; any other is refused with a diagnostic.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellRegistry.register(nil, for: identifier) }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportTableProblem(
                "register(_:forCellReuseIdentifier: \"\(identifier)\") was given \(cellClass), which is not a "
                    + "UITableViewCell; it was not registered"
            )
            return
        }
        cellRegistry.register(.type(type), for: identifier)
    }

    /// Registers the class header and footer views for `identifier` are made of (`nil` removes it).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterRegistry.register(nil, for: identifier) }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportTableProblem(
                "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\") was given \(aClass), which is "
                    + "not a UITableViewHeaderFooterView; it was not registered"
            )
            return
        }
        headerFooterRegistry.register(.type(type), for: identifier)
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), or a new one of the registered
    /// class, or `nil` if neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellRegistry.dequeue(for: identifier) {
            cell.isQueuedForReuse = false
            cell.owningTable = self
            cell.resetForReuse()
            return cell
        }
        let made: UITableViewCell?
        switch cellRegistry.source(for: identifier) {
        case .nib(let nib): made = cellFromNib(nib, identifier: identifier)
        case .type(let type): made = type.init(registeredWithReuseIdentifier: identifier)
        case nil: made = nil
        }
        guard let cell = made else { return nil }
        // A class made through init(coder:) (a storyboard-style cell) has no identifier of its own yet.
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        cell.owningTable = self
        cellsMade += 1
        return cell
    }

    /// A cell for `identifier` sized for the row at `indexPath`: queued or new. An identifier with
    /// no registered class (UIKit raises NSInternalInconsistencyException) gives a `.default` cell
    /// and an `invalidTableData` diagnostic.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let dequeued = dequeueReusableCell(withIdentifier: identifier) {
            cell = dequeued
        } else {
            reportTableProblem(
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered "
                    + "for the identifier (UIKit raises NSInternalInconsistencyException); a plain cell was made"
            )
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.owningTable = self
            cellsMade += 1
        }
        if let frame = rowFrame(indexPath), cell.frame.size != frame.size { cell.frame = frame }
        return cell
    }

    /// A queued header or footer view for `identifier`, or a new one of the registered class, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterRegistry.dequeue(for: identifier) {
            view.prepareForReuse()
            return view
        }
        switch headerFooterRegistry.source(for: identifier) {
        case .nib(let nib):
            return nib.firstObject(
                of: UITableViewHeaderFooterView.self,
                for: "dequeueReusableHeaderFooterView(withIdentifier: \"\(identifier)\")")
        case .type(let type): return type.init(registeredWithReuseIdentifier: identifier)
        case nil: return nil
        }
    }

    // MARK: Internal state

    /// What each identifier makes (a class, or a translated nib: Storyboards/NibRegistration.swift) and
    /// the cells and header-footer views queued for reuse (Lists/Engine/ListReuseRegistry.swift).
    var cellRegistry = ListReuseRegistry<String, UITableViewCell>()
    var headerFooterRegistry = ListReuseRegistry<String, UITableViewHeaderFooterView>()
    /// The section index (UITableView+SectionIndex.swift): its colours and the rows it needs.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    var sectionIndexView: TableSectionIndexView?
    var sectionIndexTitles: [String] = []
    /// The row whose swipe actions are open (willBeginEditingRowAt was sent for it).
    var swipeEditingRow: IndexPath?
    /// A storyboard's static cells (Storyboards/StaticTableContent.swift), served by UITableViewController.
    var staticSections: [UITableViewStaticSection]?
    /// How many cells this table made itself (registered classes and fallbacks).
    var cellsMade = 0

    var geometry = TableRowGeometry()
    /// Whether `geometry` holds the data source's current counts and heights.
    var geometryValid = false
    /// The table-wide indexes of the rows that have cells, and the cells, in order.
    var visibleRange: Range<Int> = 0..<0
    var visibleCellList: [UITableViewCell] = []
    /// Cells kept across an update, by their new index paths, for the next layout to place.
    var carriedCells: [IndexPath: UITableViewCell] = [:]
    /// The section header and footer views on screen, by section.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// Self-sizing headers and footers measured since the reload (TableSectionViewSizing.swift).
    var sectionViewSizing = TableSectionViewSizing()
    /// Whether the cells on screen show data from before a `reloadData`.
    var cellsStale = false
    var isTiling = false
    var tileAgain = false
    /// A self-sizing row took a new height during this tiling pass.
    var rowHeightsChanged = false

    /// The selected rows (Lists/Engine/ListSelection.swift).
    var selectedRows = ListSelection()
    /// The touch running a selection, and the row it highlighted.
    weak var selectionTouch: UITouch?
    var highlightedRow: IndexPath?

    /// The recognizer that swipes rows open (UITableView+Swipe.swift), and the row it holds open.
    let swipeRecognizer = ListSwipeGestureRecognizer()
    var swipe: ListSwipeState? { swipeRecognizer.swipe }

    /// The row being dragged by its reorder control: where it was.
    var reordering: (source: IndexPath, frame: CGRect)?

    /// The updates collected between `beginUpdates` and `endUpdates`.
    var pendingUpdates: ListUpdateBatch?
    var updateNesting = 0

    func reportTableProblem(_ message: String) {
        UIApplication.shared.report(Diagnostic(kind: .invalidTableData, resolution: .repaired,
                                                    message: "\(type(of: self)): \(message)"))
    }

    /// The counts or heights changed: rebuild them before the next query or layout.
    func invalidateGeometry() {
        geometryValid = false
        if isTiling { tileAgain = true }
        setNeedsLayout()
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UITableView { appearanceProxy(UITableView(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITableView { appearanceProxy(UITableView(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UITableView {
        appearanceProxy(UITableView(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UITableView { appearanceProxy(UITableView(frame: .zero), containers: containerTypes, traits: trait) }
}
