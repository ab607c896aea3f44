import Foundation

/// A bar of buttons — UIKit's `UIToolbar`, holding ``UIBarButtonItem``s laid out left to right
/// (docs/Controls.md).
///
/// Items sit 16 points in from the edges with 8 points between them; a title is as wide as its text
/// (17-point system font) plus 8 points each side, an image as its width plus 8 each side, other
/// system items 44 points, a custom view its own width, an item with a ``UIBarButtonItem/width``
/// that width. Flexible spaces share what room is left equally. A tap (down and up on the same
/// enabled item) performs the item: its primary action or its target-action.
///
/// Differences: the metrics above are ResponderKit's choice (UIKit does not document them);
/// `animated` is ignored; items are not views (custom views are subviews, placed at their item's
/// frame); ``itemFrames()`` is a ResponderKit addition for backends and tests.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height (UIKit's 44 points on iPhone).
    public static let height: CGFloat = 44
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    static let itemPadding: CGFloat = 8
    static let systemItemWidth: CGFloat = 44
    static let titleFont = UIFont.systemFont(ofSize: 17)

    private var itemsStorage: [UIBarButtonItem]?
    /// The item a finger came down on.
    private var pressedItem: UIBarButtonItem?
    /// Shows a pressed item enlarged at accessibility text sizes, as UIKit's bars do.
    private var largeContent: BarLargeContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installLargeContentViewer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installLargeContentViewer()
    }

    private func installLargeContentViewer() {
        largeContent = BarLargeContent(on: self, itemAt: { [weak self] in self?.item(at: $0) }, choose: { [weak self] in
            ($0 as? UIBarButtonItem)?.perform(from: self, event: nil)
        })
    }

    /// The items, left to right; `nil` by default.
    open var items: [UIBarButtonItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The colour of the bar; `nil` by default. Stored only.
    open var barTintColor: UIColor? {
        didSet { appearanceSetterCalled(.barTintColor) { $1.barTintColor = $0.barTintColor } }
    }
    /// The bar's look (stored).
    open var standardAppearance = UIToolbarAppearance() {
        didSet { appearanceSetterCalled(.standardAppearance) { $1.standardAppearance = $0.standardAppearance } }
    }
    /// The look in a compact height; `nil`: the standard one (stored).
    open var compactAppearance: UIToolbarAppearance? {
        didSet { appearanceSetterCalled(.compactAppearance) { $1.compactAppearance = $0.compactAppearance } }
    }
    /// The look at the scroll edge; `nil`: the standard one (stored).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceSetterCalled(.scrollEdgeAppearance) { $1.scrollEdgeAppearance = $0.scrollEdgeAppearance } }
    }
    /// The compact scroll edge look (stored).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            appearanceSetterCalled(.compactScrollEdgeAppearance) {
                $1.compactScrollEdgeAppearance = $0.compactScrollEdgeAppearance
            }
        }
    }
    /// The bar's style; `.default` by default. Stored only.
    open var barStyle: UIBarStyle = .default {
        didSet { appearanceSetterCalled(.barStyle) { $1.barStyle = $0.barStyle } }
    }
    /// Whether the bar's background lets the content under it show; `true` by default. Stored only.
    open var isTranslucent = true {
        didSet { appearanceSetterCalled(.isTranslucent) { $1.isTranslucent = $0.isTranslucent } }
    }

    /// Sets the items (`animated` is ignored); their custom views become subviews.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for view in (itemsStorage ?? []).compactMap(\.customView) where view.superview === self {
            view.removeFromSuperview()
        }
        itemsStorage = items
        for item in items ?? [] { AppearanceRegistry.applyToItem(item, in: self) }
        for view in (items ?? []).compactMap(\.customView) { addSubview(view) }
        placeCustomViews()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeCustomViews()
    }

    private func placeCustomViews() {
        let frames = itemFrames()
        for (item, frame) in zip(itemsStorage ?? [], frames) {
            guard let view = item.customView else { continue }
            view.frame = CGRect(
                x: frame.minX, y: frame.midY - view.frame.height / 2, width: frame.width, height: view.frame.height)
        }
    }

    /// The natural size: 44 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    // MARK: Layout

    /// An item's natural width (`nil` for a flexible space).
    private func naturalWidth(of item: UIBarButtonItem) -> CGFloat? {
        if item.systemItem == .flexibleSpace { return nil }
        if item.width > 0 || item.systemItem == .fixedSpace { return item.width }
        if let view = item.customView { return view.frame.width }
        let wordItems: [UIBarButtonItem.SystemItem] = [.done, .cancel, .edit, .save]
        let title =
            item.title ?? (item.image == nil && wordItems.contains { $0 == item.systemItem } ? item.displayTitle : nil)
        if let title, !title.isEmpty {
            let label = UILabel(frame: .zero)
            label.font = Self.titleFont
            label.text = title
            let text = label.textSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity)).width
            return text.rounded(.up) + 2 * Self.itemPadding
        }
        if let image = item.image { return image.size.width + 2 * Self.itemPadding }
        return Self.systemItemWidth
    }

    /// The items' frames in the bounds, left to right (ResponderKit addition).
    public func itemFrames() -> [CGRect] {
        let items = itemsStorage ?? []
        guard !items.isEmpty else { return [] }
        let widths = items.map(naturalWidth)
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let flexibleCount = widths.filter { $0 == nil }.count
        let spacing = Self.itemSpacing * CGFloat(items.count - 1)
        let room = max(bounds.width - 2 * Self.edgeMargin - spacing - fixed, 0)
        let flexibleWidth = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = bounds.minX + Self.edgeMargin
        return widths.map { width in
            let w = width ?? flexibleWidth
            defer { x += w + Self.itemSpacing }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The enabled, tappable item (not a space, not a custom view) at `point`, if any.
    private func item(at point: CGPoint) -> UIBarButtonItem? {
        let items = itemsStorage ?? []
        for (item, frame) in zip(items, itemFrames()) where frame.contains(point) {
            guard item.isEnabled, !item.isSpace, item.customView == nil else { return nil }
            return item
        }
        return nil
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressedItem == nil, let touch = touches.first { pressedItem = item(at: touch.location(in: self)) }
        if pressedItem == nil { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressedItem == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed = pressedItem else { return super.touchesEnded(touches, with: event) }
        pressedItem = nil
        guard let touch = touches.first, item(at: touch.location(in: self)) === pressed else { return }
        pressed.perform(from: self, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard pressedItem != nil else { return super.touchesCancelled(touches, with: event) }
        pressedItem = nil
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UIToolbar { appearanceProxy(UIToolbar(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIToolbar { appearanceProxy(UIToolbar(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UIToolbar {
        appearanceProxy(UIToolbar(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIToolbar { appearanceProxy(UIToolbar(frame: .zero), containers: containerTypes, traits: trait) }
}
