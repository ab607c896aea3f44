import Foundation

/// The bar at the top of a navigation controller's view — UIKit's `UINavigationBar`: it shows the
/// top ``UINavigationItem``'s title (or title view) in the middle, a back button at the left when
/// there is an item under the top one and the top item has no left bar button items (or its
/// `leftItemsSupplementBackButton` is set), then those left items, and its right items from the
/// right edge inwards.
///
/// The back button's title is the item under the top one's `backButtonTitle`, else its
/// `backBarButtonItem`'s title, else its title, else "Back"; tapping it pops (animated) the
/// navigation controller that owns the bar (a bar of its own pops its top item). Tapping a bar
/// button item performs its primary action or its target-action, as in a ``UIToolbar``.
///
/// Differences from UIKit: the back button, the title and the items are plain subviews (a
/// `UIButton` whose title is the back title, a `UILabel`, a `UIButton` per item or the item's
/// custom view) that a test can find in ``UIView/subviews``; the metrics (8-point margins and
/// spacing, 8-point padding around a title) are ResponderKit's choice; `animated` is ignored; a
/// large title is a label in a second row (no collapsing as content scrolls); no prompt,
/// appearance objects or delegate.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height (UIKit's 44 points on iPhone; the safe area's top is above it).
    public static let height: CGFloat = 44
    /// The bar's height while it shows a large title: 96 points (44 plus a 52-point row for the
    /// title, as measured on iOS 11 and later; Apple does not document it, docs/TabBar.md).
    public static let largeTitleHeight: CGFloat = 96
    static let margin: CGFloat = 8
    static let spacing: CGFloat = 8
    static let padding: CGFloat = 8

    /// The navigation controller that owns the bar, whose stack gives the items.
    weak var navigationController: UINavigationController?
    private var itemsStorage: [UINavigationItem] = []
    private var itemViews: [UIView] = []
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleViewShown: UIView?
    /// The title in the middle of the bar, when the top item has no title view.
    public let titleLabel = UILabel(frame: .zero)
    /// The back button, when the bar shows one (ResponderKit addition, for tests and backends).
    public private(set) var backButton: UIButton?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        // Its buttons show enlarged at accessibility text sizes, as UIKit's bars' do (BarLargeContent.swift).
        addInteraction(UILargeContentViewerInteraction())
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        titleLabel.textAlignment = .center
        addInteraction(UILargeContentViewerInteraction())
    }

    /// The bar's style; `.default` by default. A `.black` bar makes its navigation controller ask
    /// for a light status bar (`preferredStatusBarStyle`). Stored for the appearance; nothing is drawn.
    open var barStyle: UIBarStyle = .default {
        didSet {
            appearanceSetterCalled(.barStyle) { $1.barStyle = $0.barStyle }
            if barStyle != oldValue { UIApplication.shared.updateStatusBarAppearance() }
        }
    }
    /// The colour of the bar's background; `nil` by default. Stored for the appearance.
    open var barTintColor: UIColor? {
        didSet { appearanceSetterCalled(.barTintColor) { $1.barTintColor = $0.barTintColor } }
    }
    /// Whether the bar's background lets the content under it show; `true` by default. Stored.
    open var isTranslucent = true {
        didSet { appearanceSetterCalled(.isTranslucent) { $1.isTranslucent = $0.isTranslucent } }
    }

    override func drawLayerContent(in ctx: CGContext) {
        drawBarBackground(in: ctx)
        super.drawLayerContent(in: ctx)
    }

    /// Whether the bar may show the top item's title large, in a row of its own under the bar's
    /// buttons; `false` by default, as in UIKit. Each item's `largeTitleDisplayMode` decides:
    /// `.always` large, `.never` (and `.inline`) small, `.automatic` (the default) as the item
    /// under it, the root large.
    /// The look of the bar at its usual height (Navigation/Appearance/UINavigationBar+Appearance.swift);
    /// a copy of what is assigned, as in UIKit.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy() as? UINavigationBarAppearance ?? newValue
            appearanceSetterCalled(.standardAppearance) { $1.standardAppearance = $0.standardAppearanceStorage }
            titleLookChanged()
        }
    }
    var standardAppearanceStorage = UINavigationBarAppearance()
    /// The look in a compact height; `nil`: the standard one. Stored: the bar has one height here.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { appearanceSetterCalled(.compactAppearance) { $1.compactAppearance = $0.compactAppearance } }
    }
    /// The look while the content under the bar is scrolled to its top; `nil`: the standard one.
    /// Stored: the bar does not track the scroll edge here.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceSetterCalled(.scrollEdgeAppearance) { $1.scrollEdgeAppearance = $0.scrollEdgeAppearance } }
    }
    /// The scroll edge look in a compact height (stored).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            appearanceSetterCalled(.compactScrollEdgeAppearance) {
                $1.compactScrollEdgeAppearance = $0.compactScrollEdgeAppearance
            }
        }
    }
    /// The title's attributes, the form before appearances (iOS 13); `nil` by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceSetterCalled(.titleTextAttributes) { $1.titleTextAttributes = $0.titleTextAttributes };
            titleLookChanged()
        }
    }
    /// The large title's attributes, the form before appearances; `nil` by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            appearanceSetterCalled(.largeTitleTextAttributes) {
                $1.largeTitleTextAttributes = $0.largeTitleTextAttributes
            }
        }
    }

    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { refresh(); navigationController?.layoutContent() } }
    }

    /// Whether the top item's title shows large now.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, itemCount > 0 else { return false }
        for index in stride(from: itemCount - 1, through: 0, by: -1) {
            switch item(at: index).largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height now: 96 points with a large title, else 44; 52 more with a search bar.
    var barHeight: CGFloat {
        (showsLargeTitle ? Self.largeTitleHeight : Self.height) + (searchBarShown != nil ? Self.searchRowHeight : 0)
    }

    /// The height of the row that shows the top item's search controller's bar.
    public static let searchRowHeight: CGFloat = 52
    /// The top item's search controller's bar, while the bar shows it.
    private(set) var searchBarShown: UISearchBar?

    // MARK: Items

    /// The items, bottom first: a navigation controller's bar has its stack's navigation items.
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The top item.
    open var topItem: UINavigationItem? { itemCount > 0 ? item(at: itemCount - 1) : nil }

    /// How many items the bar has, and the item at `index` (bottom first), without building the list:
    /// a refresh of the bar of a deep navigation stack reads two items, not the stack.
    private var itemCount: Int { navigationController?.stack.count ?? itemsStorage.count }
    private func item(at index: Int) -> UINavigationItem {
        navigationController.map { $0.stack[index].navigationItem } ?? itemsStorage[index]
    }

    /// The item under the top one, which the back button leads back to.
    open var backItem: UINavigationItem? {
        guard itemCount > 1 else { return nil }
        return item(at: itemCount - 2)
    }

    /// Replaces the items of a bar of its own (a navigation controller's bar follows its stack:
    /// ignored there, as UIKit raises).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else { return }
        itemsStorage = items ?? []
        for item in itemsStorage { item.bar = self }
        refresh()
    }

    /// Pushes an item on a bar of its own.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil else { return }
        itemsStorage.append(item)
        item.bar = self
        refresh()
    }

    /// Pops the top item of a bar of its own and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil, !itemsStorage.isEmpty else { return nil }
        let item = itemsStorage.removeLast()
        refresh()
        return item
    }

    // MARK: Views

    /// Makes the views for the current top item again.
    func refresh() {
        // A proxy's value applied as the bar enters a window: the views are rebuilt after the walk.
        if AppearanceRegistry.putOff(for: self, { [weak self] in self?.refresh() }) { return }
        // The search bar stays put if it stays (it may be first responder, the user typing in it).
        let keptSearchBar = topItem?.searchController?.searchBar
        for view in itemViews where view.superview === self && view !== keptSearchBar { view.removeFromSuperview() }
        itemViews = []
        leftViews = []
        rightViews = []
        backButton = nil
        titleViewShown = nil
        searchBarShown = nil
        // The items that show tell the bar of their changes (the others are told as they come up:
        // a navigation controller sets each pushed item's bar).
        guard let top = topItem else { return }
        let below = backItem
        top.bar = self
        below?.bar = self
        for item in top.barItemsTakingAppearance { AppearanceRegistry.applyToItem(item, in: self) }

        let leftItems = top.leftBarButtonItems ?? []
        if let below, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let back = UIButton(type: .system)
            back.setTitle(below.backTitle, for: .normal)
            back.showsLargeContentViewer = true
            back.addAction(UIAction { [weak self] _ in self?.backTapped() }, for: .touchUpInside)
            backButton = back
            leftViews.append(back)
        }
        leftViews += (top.leftBarButtonItems ?? []).map(view(for:))
        rightViews = (top.rightBarButtonItems ?? []).map(view(for:))
        if let titleView = top.titleView {
            titleViewShown = titleView
        } else {
            titleLabel.text = top.title
            applyTitleAttributes(for: top)
            titleViewShown = titleLabel
        }
        searchBarShown = top.searchController?.searchBar
        itemViews = leftViews + rightViews + [titleViewShown, searchBarShown].compactMap { $0 }
        for view in itemViews where view.superview !== self { addSubview(view) }
        placeViews()
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system)
        button.setTitle(item.displayTitle, for: .normal)
        button.isEnabled = item.isEnabled
        button.showsLargeContentViewer = true
        button.largeContentImage = item.largeContentSizeImage ?? item.image
        button.largeContentImageInsets = item.largeContentSizeImageInsets
        button.addAction(UIAction { [weak self, item] _ in item.perform(from: self, event: nil) }, for: .touchUpInside)
        return button
    }

    private func width(of view: UIView) -> CGFloat {
        if view is UIButton { return view.intrinsicContentSize.width + 2 * Self.padding }
        return view.frame.width > 0 ? view.frame.width : view.intrinsicContentSize.width
    }

    /// Left views from the left margin, right views from the right margin inwards, the title
    /// centred in the room between them.
    func placeViews() {
        let row = min(bounds.height, Self.height)
        let searchRow = searchBarShown == nil ? 0 : min(Self.searchRowHeight, max(bounds.height - row, 0))
        searchBarShown?.frame = CGRect(
            x: bounds.minX, y: bounds.maxY - searchRow, width: bounds.width, height: searchRow)
        var left = bounds.minX + Self.margin
        for view in leftViews {
            let w = max(width(of: view), 0)
            view.frame = CGRect(x: left, y: bounds.minY, width: w, height: row)
            left += w + Self.spacing
        }
        var right = bounds.maxX - Self.margin
        for view in rightViews {
            let w = max(width(of: view), 0)
            view.frame = CGRect(x: right - w, y: bounds.minY, width: w, height: row)
            right -= w + Self.spacing
        }
        if let title = titleViewShown, title === titleLabel, showsLargeTitle {
            // A large title: left-aligned in its own row under the buttons.
            title.frame = CGRect(x: bounds.minX + Self.margin * 2, y: bounds.minY + row,
                width: max(bounds.width - Self.margin * 4, 0), height: max(bounds.height - row - searchRow, 0))
        } else if let title = titleViewShown {
            let room = max(right - left, 0)
            var w =
                title === titleLabel
                ? titleLabel.textSize(fitting: CGSize(width: room, height: bounds.height)).width : width(of: title)
            w = min(max(w, 0), room)
            // Centred on the bar when it fits there, else in the room left.
            var x = bounds.midX - w / 2
            x = min(max(x, left), right - w)
            title.frame = CGRect(x: x, y: bounds.minY, width: w, height: row)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeViews()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    private func backTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UINavigationBar { appearanceProxy(UINavigationBar(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UINavigationBar { appearanceProxy(UINavigationBar(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UINavigationBar {
        appearanceProxy(UINavigationBar(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UINavigationBar { appearanceProxy(UINavigationBar(frame: .zero), containers: containerTypes, traits: trait) }
}
