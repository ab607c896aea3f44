import Foundation

/// One row of a table view — UIKit's `UITableViewCell`: a `contentView` for the row's views, the
/// standard labels and image of its ``CellStyle``, an accessory at the trailing edge, and the
/// highlighted and selected states the table view sets as a touch goes.
///
/// The cell takes no touches of its own: `touchesBegan` and the rest go up the responder chain (the
/// content view → the cell → the table view), and the table view runs the selection from them — so,
/// as in UIKit, a subclass that overrides `touchesBegan` without calling `super` keeps its row from
/// being selected by touch. A `UIControl` inside the cell handles its own touches and the row is not
/// selected.
///
/// Where it differs from UIKit: nothing is drawn (there is no renderer; the states and views are
/// there for code to read and set); highlighting does not set `isHighlighted` on the subviews; the
/// standard accessories are plain views (a detail button does not call
/// `accessoryButtonTappedForRowWith`). A cell class registered with the table view is made with
/// ``init(registeredWithReuseIdentifier:)``, which every subclass that keeps or overrides
/// `init(style:reuseIdentifier:)` inherits.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell is reused under; `nil` for a cell that is never reused.
    public internal(set) var reuseIdentifier: String?
    /// A storyboard segue its selection triggers (a prototype cell's), performed before `didSelectRowAt`.
    var selectionSegueTrigger: StoryboardSegueTrigger?
    /// The view the row's content goes in (not the cell itself), laid out beside the accessory.
    public let contentView: UIView
    /// The style the cell was made with.
    let style: CellStyle

    var textLabelStorage: UILabel?
    var detailLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var standardAccessory: UIView?

    /// The main label, made on first use (every style has one).
    open var textLabel: UILabel? {
        if textLabelStorage == nil {
            let label = addStandardLabel()
            styleTextLabel(label)
            textLabelStorage = label
        }
        return textLabelStorage
    }
    /// The detail label; `nil` in the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if detailLabelStorage == nil {
            let label = addStandardLabel()
            styleDetailLabel(label)
            detailLabelStorage = label
        }
        return detailLabelStorage
    }
    /// The image on the leading side, made on first use.
    open var imageView: UIImageView? {
        if imageViewStorage == nil {
            let view = UIImageView()
            contentView.addSubview(view)
            imageViewStorage = view
            setNeedsLayout()
        }
        return imageViewStorage
    }

    /// How far the separator is inset (stored; separators are not drawn).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet {
            separatorInsetIsSet = true
            appearanceSetterCalled(.separatorInset) { $1.separatorInset = $0.separatorInset }
        }
    }
    /// Whether the cell's own inset was set; until then the separator follows the table's.
    var separatorInsetIsSet = false
    /// The indentation level and the width of a level: the standard views (`textLabel`,
    /// `detailTextLabel`, `imageView`) move in by their product.
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// Whether the content moves aside for the editing control (and the table's delegate agrees).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    var delegateIndentsWhileEditing = true
    /// The accessory while editing (stored; the editing accessory is not shown).
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    /// How the cell looks when focused (stored; no focus engine).
    open var focusStyle: FocusStyle = .default

    /// The standard accessory; ignored while ``accessoryView`` is set.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }
    /// A custom accessory view at the trailing edge (takes its own touches if it is a control).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// How the cell looks highlighted or selected; `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { updateBackgrounds() } }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view behind the content shown while the cell is highlighted or selected (not with
    /// `selectionStyle` `.none`).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateBackgrounds()
        }
    }

    private var highlightedStorage = false
    private var selectedStorage = false
    /// Whether the cell shows as touched; the table view sets it as a finger rests on the row.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell shows as selected; the table view sets it from its selection.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Sets the highlighted state (an override point; call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedStorage != highlighted { setNeedsUpdateConfiguration() }
        highlightedStorage = highlighted
        updateBackgrounds()
    }

    /// Sets the selected state (an override point; call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedStorage != selected { setNeedsUpdateConfiguration() }
        selectedStorage = selected
        updateBackgrounds()
    }

    /// Whether the cell is in editing mode (its table view sets it).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    /// The editing control the cell shows; set by its table view from the delegate's `editingStyleForRowAt`.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the cell shows its reorder control in editing mode (set by its table view from `canMoveRowAt`).
    open var showsReorderControl = false { didSet { updateEditingControls() } }

    /// Enters or leaves editing mode (an override point; call `super`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editingStorage != editing { setNeedsUpdateConfiguration() }
        editingStorage = editing
        updateEditingControls()
    }

    // MARK: Configurations (iOS 14; Lists/Configuration/CellConfigurationHost.swift draws the flow)

    let configurationHost = CellConfigurationHost()

    /// What the cell shows, as a value; its view fills `contentView` (instead of `textLabel` & co.).
    open var contentConfiguration: UIContentConfiguration? {
        get { configurationHost.content }
        set { configurationHost.setContent(newValue, in: contentView); setNeedsUpdateConfiguration() }
    }
    /// The cell's background as a value; drawn behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.background }
        set {
            configurationHost.setBackground(newValue, in: self, below: contentView, tint: tintColor);
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the configurations follow the cell's state by themselves (true, as UIKit).
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A block that restyles the cell for a state, called from `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// A list content configuration in the cell's style (`.subtitle`: `subtitleCell()`, `.value1`/`.value2`:
    /// `valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
    /// The default background for the cell's list style (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// The cell's state now: traits, highlighted, selected, editing, disabled.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = highlightedStorage
        state.isSelected = selectedStorage
        state.isEditing = editingStorage
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationHost.isUpdateDue = true
        setNeedsLayout()
    }
    /// Restyles the cell for a state (override, calling `super`): the configurations follow it, then
    /// `configurationUpdateHandler` runs.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { configurationHost.showContent(for: state, in: contentView) }
        if automaticallyUpdatesBackgroundConfiguration {
            configurationHost.showBackground(for: state, in: self, below: contentView, tint: tintColor)
        }
        configurationUpdateHandler?(self, state)
    }

    /// The leading delete or insert control, and the trailing reorder control, while editing.
    var editingControl: UIButton?
    var reorderControl: TableReorderControl?

    func updateEditingControls() {
        let wantsControl = editingStorage && editingStyle != .none
        if wantsControl, editingControl == nil {
            let button = UIButton(type: .system)
            button.addAction(UIAction { [weak self] _ in
                guard let self, let table = self.superview as? UITableView else { return }
                table.editingControlTapped(in: self)
            }, for: .touchUpInside)
            addSubview(button)
            editingControl = button
        } else if !wantsControl, let control = editingControl {
            control.removeFromSuperview()
            editingControl = nil
        }
        let wantsReorder = editingStorage && showsReorderControl
        if wantsReorder, reorderControl == nil {
            let control = TableReorderControl()
            addSubview(control)
            reorderControl = control
        } else if !wantsReorder, let control = reorderControl {
            control.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
    }

    /// Called by the table view just before the cell is handed out again by a dequeue; the state
    /// (highlighted, selected) is reset first. Override to clear content; call `super`.
    open func prepareForReuse() {}

    /// The table view that dequeued the cell last (UIKit raises when a data source returns a cell
    /// another table dequeued).
    weak var owningTable: UITableView?
    /// Whether the cell is in its table's reuse queue.
    var isQueuedForReuse = false

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// A `.default` cell with no reuse identifier, `frame` as its frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported on Linux: a `.default` cell with no reuse identifier.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table view makes a cell of a registered class: `init(style: .default,
    /// reuseIdentifier:)`, dispatched to the subclass's override. ResponderKit's addition (UIKit calls
    /// the Objective-C initializer by name); required so that any registered class can be made.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The size the cell asks for in a self-sizing row: its content view's Auto Layout height at
    /// the width the row leaves it, plus the separator; without constraints, its standard views'
    /// height, at least 44 points (UITableViewCell+SelfSizing.swift).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        selfSizingFit(targetSize, verticalFittingPriority: verticalFittingPriority)
    }

    /// The default background under the content, the separator over it (UITableViewCell+StandardViews.swift).
    override func drawLayerContent(in ctx: CGContext) {
        drawDefaultBackground(in: ctx); super.drawLayerContent(in: ctx)
    }
    override func drawLayerOverlay(in ctx: CGContext) { super.drawLayerOverlay(in: ctx); drawSeparator(in: ctx) }

    /// Lays out the background views, the accessory, the content view and the standard views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        var contentX: CGFloat = 0
        // A section index covers the table's trailing edge: the cell's controls sit left of it.
        let indexWidth: CGFloat = owningTable?.sectionIndexView == nil ? 0 : TableSectionIndexView.width
        var contentWidth = size.width - indexWidth
        if let control = editingControl {
            control.frame = CGRect(x: 0, y: 0, width: UITableViewCell.editingControlWidth, height: size.height)
            if shouldIndentWhileEditing && delegateIndentsWhileEditing {
                contentX = UITableViewCell.editingControlWidth
                contentWidth -= contentX
            }
        }
        if let reorder = reorderControl {
            reorder.frame = CGRect(x: size.width - indexWidth - UITableViewCell.reorderControlWidth, y: 0,
                                   width: UITableViewCell.reorderControlWidth, height: size.height)
            contentWidth -= UITableViewCell.reorderControlWidth
        } else if let accessory = accessoryView ?? standardAccessory {
            let width = accessory.bounds.width
            accessory.frame = CGRect(
                x: size.width - indexWidth - 16 - width, y: ((size.height - accessory.bounds.height) / 2).rounded(),
                                     width: width, height: accessory.bounds.height)
            contentWidth = max(0, accessory.frame.minX - 8 - contentX)
        }
        // The separator's pixel is below the content view, as in UIKit (a 44-point row: 43.5 at 2×).
        contentView.frame = CGRect(
            x: contentX, y: 0, width: max(0, contentWidth), height: max(0, size.height - separatorHeight))
        layoutStandardViews(in: contentView.bounds)
        if configurationHost.isUpdateDue {
            configurationHost.isUpdateDue = false
            updateConfiguration(using: configurationState)
        }
        configurationHost.layout(cell: self, container: contentView)
    }

    static let editingControlWidth: CGFloat = 38
    static let reorderControlWidth: CGFloat = 40

    private func updateBackgrounds() {
        guard let selectedBackgroundView else { return }
        let shown = (highlightedStorage || selectedStorage) && selectionStyle != .none
        if shown {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                selectedBackgroundView.frame = bounds
            }
        } else if selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    /// Puts the cell back to its unhighlighted, unselected state before reuse.
    func resetForReuse() {
        if highlightedStorage { setHighlighted(false, animated: false) }
        if selectedStorage { setSelected(false, animated: false) }
        prepareForReuse()
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UITableViewCell { appearanceProxy(UITableViewCell(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITableViewCell { appearanceProxy(UITableViewCell(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UITableViewCell {
        appearanceProxy(UITableViewCell(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UITableViewCell { appearanceProxy(UITableViewCell(frame: .zero), containers: containerTypes, traits: trait) }
}
