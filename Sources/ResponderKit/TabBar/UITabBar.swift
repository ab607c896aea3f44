import Foundation

/// The bar of tabs at the bottom of a ``UITabBarController``'s view — UIKit's `UITabBar`, a view
/// showing ``UITabBarItem``s side by side, one of them selected (docs/TabBar.md).
///
/// The items share the bar's width equally (UIKit's fill positioning on a phone), each 49 points
/// high at the top of the bar; the rest of the bar's height is the bottom safe area (UIKit's bar is
/// 49 points plus the home indicator's inset). A tap on an enabled item — down and up on the same
/// item, the lift inside it, as UIKit selects on touch-up — selects it and tells the ``delegate``;
/// a disabled item's tap, or a lift outside the item, selects nothing. Touches not on an item go
/// on up the responder chain as usual.
///
/// A tab bar managed by a ``UITabBarController`` takes its items from the controller's children;
/// setting them or its delegate directly is refused with an `invalidHierarchyChange` diagnostic
/// (UIKit raises `NSInternalInconsistencyException`).
///
/// Differences from UIKit: items are not views (``itemFrames()`` is a ResponderKit addition giving
/// their frames to backends and tests); the bar is drawn by a background view and a title label per
/// item (UITabBar+Drawing.swift), none taking touches; `animated` is ignored; no
/// customizing sheet, appearance objects, `itemPositioning`, `itemSpacing` or `itemWidth`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the items (UIKit's 49 points on iPhone), above the bottom safe area.
    public static let height: CGFloat = 49

    /// The tab bar controller that manages the bar, if any.
    weak var tabBarController: UITabBarController?
    private var itemsStorage: [UITabBarItem]?
    private weak var selectedStorage: UITabBarItem?
    /// The views the bar is drawn with (UITabBar+Drawing.swift).
    let tabBarBackground = UIView()
    var tabBarTitleLabels: [UILabel] = []
    var tabBarImageViews: [UIImageView] = []
    /// The item a finger came down on, and that finger.
    private var pressedItem: UITabBarItem?
    private weak var pressingTouch: UITouch?
    /// Shows a pressed tab enlarged at accessibility text sizes, as UIKit's bars do.
    private var largeContent: BarLargeContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installLargeContentViewer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installLargeContentViewer()
    }

    // MARK: Items

    /// The items, left to right; `nil` by default.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Sets the items (`animated` is ignored). The selected item stays selected if it is among
    /// them. Refused on a bar a tab bar controller manages.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard tabBarController == nil else {
            return refuse("setItems: the bar is managed by a UITabBarController (set its viewControllers instead)")
        }
        applyItems(items)
    }

    /// The selected item, or `nil`. Setting it to an item that is not in ``items`` is ignored;
    /// setting it does not call the delegate (as in UIKit).
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            guard newValue == nil || (itemsStorage ?? []).contains(where: { $0 === newValue }) else { return }
            selectedStorage = newValue
            setNeedsLayout()
        }
    }

    /// Told when the user selects an item. Held weakly. A managed bar's delegate is its tab bar
    /// controller; changing it is refused with a diagnostic.
    open weak var delegate: (any UITabBarDelegate)? {
        didSet {
            guard let controller = tabBarController, delegate !== controller else { return }
            delegate = controller
            refuse("delegate: the bar is managed by a UITabBarController and its delegate cannot change")
        }
    }

    // MARK: Appearance (stored for a backend)

    /// The colour of unselected items' images and titles; `nil` (UIKit's grey) by default. The
    /// selected item uses ``UIView/tintColor``.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.unselectedItemTintColor) {
                $1.unselectedItemTintColor = $0.unselectedItemTintColor
            }; setNeedsLayout()
        }
    }
    /// The bar's look (stored: the SDL window draws the bar from its tint colours).
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            appearanceSetterCalled(.standardAppearance) { $1.standardAppearance = $0.standardAppearance };
            setNeedsLayout()
        }
    }
    /// The look while the content under the bar is scrolled to its bottom; `nil`: the standard one.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            appearanceSetterCalled(.scrollEdgeAppearance) { $1.scrollEdgeAppearance = $0.scrollEdgeAppearance };
            setNeedsLayout()
        }
    }
    /// The bar's background colour; `nil` (the translucent default) by default.
    open var barTintColor: UIColor? {
        didSet { appearanceSetterCalled(.barTintColor) { $1.barTintColor = $0.barTintColor }; setNeedsLayout() }
    }
    /// Whether the bar is translucent; `true` by default. A tab bar controller lays its children's
    /// views out under a translucent bar (with a bottom safe area the bar's height) and above an
    /// opaque one, as UIKit does with its default `extendedLayoutIncludesOpaqueBars` of `false`.
    open var isTranslucent: Bool = true {
        didSet {
            appearanceSetterCalled(.isTranslucent) { $1.isTranslucent = $0.isTranslucent }
            if isTranslucent != oldValue { tabBarController?.layoutContent() }
        }
    }

    // MARK: Layout

    override func drawLayerOverlay(in ctx: CGContext) {
        super.drawLayerOverlay(in: ctx)
        drawHairline(in: ctx)
    }

    /// The items' frames in the bounds, left to right: equal shares of the width, 49 points high at
    /// the top (ResponderKit addition).
    public func itemFrames() -> [CGRect] {
        let items = itemsStorage ?? []
        guard !items.isEmpty else { return [] }
        let width = bounds.width / CGFloat(items.count)
        return items.indices.map { index in
            CGRect(
                x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width,
                height: min(Self.height, bounds.height))
        }
    }

    /// 49 points plus the bottom safe area high, as wide as offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshItemViews()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// Replaces the items (the tab bar controller's way in, and `setItems` on a bar of its own).
    func applyItems(_ items: [UITabBarItem]?) {
        for item in itemsStorage ?? [] where item.bar === self { item.bar = nil }
        itemsStorage = items
        for item in items ?? [] {
            item.bar = self
            AppearanceRegistry.applyToItem(item, in: self)
        }
        if let selected = selectedStorage, !(items ?? []).contains(where: { $0 === selected }) { selectedStorage = nil }
        if let pressed = pressedItem, !(items ?? []).contains(where: { $0 === pressed }) { pressedItem = nil }
        setNeedsLayout()
    }

    /// An item's property changed.
    func itemChanged(_ item: UITabBarItem) {
        if !item.isEnabled, pressedItem === item { pressedItem = nil }
        setNeedsLayout()
    }

    private func installLargeContentViewer() {
        largeContent = BarLargeContent(on: self, itemAt: { [weak self] in self?.item(at: $0) }, choose: { [weak self] in
            if let tab = $0 as? UITabBarItem { self?.userSelected(tab) }
        })
    }

    /// The item whose frame holds `point`, if any (enabled or not).
    private func item(at point: CGPoint) -> UITabBarItem? {
        for (item, frame) in zip(itemsStorage ?? [], itemFrames()) where frame.contains(point) { return item }
        return nil
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var others = touches
        if pressingTouch == nil,
            let touch = touches.first(where: { touch in item(at: touch.location(in: self))?.isEnabled == true })
        {
            pressedItem = item(at: touch.location(in: self))
            pressingTouch = touch
            others.remove(touch)
        }
        // Touches the bar does not take go on up the responder chain, begun and ended alike.
        if !others.isEmpty { super.touchesBegan(others, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = touchesOtherThanPressing(touches)
        if !others.isEmpty { super.touchesMoved(others, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = touchesOtherThanPressing(touches)
        if !others.isEmpty { super.touchesEnded(others, with: event) }
        guard let touch = pressingTouch, touches.contains(where: { $0 === touch }) else { return }
        let pressed = pressedItem
        pressedItem = nil
        pressingTouch = nil
        // The pressed item was removed or disabled meanwhile: its touch ends here, selecting nothing.
        guard let pressed else { return }
        // Selected on the lift, inside the item it came down on, if still there and enabled.
        guard item(at: touch.location(in: self)) === pressed, pressed.isEnabled else { return }
        userSelected(pressed)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let others = touchesOtherThanPressing(touches)
        if !others.isEmpty { super.touchesCancelled(others, with: event) }
        guard let touch = pressingTouch, touches.contains(where: { $0 === touch }) else { return }
        pressedItem = nil
        pressingTouch = nil
    }

    private func touchesOtherThanPressing(_ touches: Set<UITouch>) -> Set<UITouch> {
        guard let pressing = pressingTouch else { return touches }
        return touches.filter { $0 !== pressing }
    }

    /// The user tapped `item`: a managed bar lets its controller decide; a bar of its own selects
    /// the item and tells its delegate.
    private func userSelected(_ item: UITabBarItem) {
        if let controller = tabBarController {
            controller.userTapped(item)
            return
        }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func refuse(_ message: String) {
        UIApplication.shared.report(Diagnostic(
            kind: .invalidHierarchyChange, resolution: .dropped,
            message: "UITabBar.\(message), so it was not changed (UIKit raises NSInternalInconsistencyException)"))
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UITabBar { appearanceProxy(UITabBar(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITabBar { appearanceProxy(UITabBar(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UITabBar {
        appearanceProxy(UITabBar(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UITabBar { appearanceProxy(UITabBar(frame: .zero), containers: containerTypes, traits: trait) }
}
