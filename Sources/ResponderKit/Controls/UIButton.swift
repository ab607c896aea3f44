import Foundation

/// A button — UIKit's `UIButton`, as far as events go: a tap sends `.touchDown`, `.touchUpInside` and
/// then `.primaryActionTriggered` (B99), and titles per state make its state visible.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button; they differ in looks only, never in events.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The type given at creation (`.custom` for `init(frame:)`).
    open var buttonType: UIButton.ButtonType { buttonTypeStorage }
    var buttonTypeStorage: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    /// Title colours, images and background images by state (UIButton+Content.swift).
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    /// The symbol configurations of the state's images (UIButton+Content.swift).
    var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var imageViewStorage: UIImageView?
    /// The configuration, its update handler, and whether an update is due (UIButton+Configuration.swift).
    var configurationStorage: Configuration?
    var configurationUpdateHandlerStorage: ConfigurationUpdateHandler?
    var needsConfigurationUpdate = false

    // MARK: Configuration updates (UIButton+Configuration.swift)

    /// Whether a change of state asks for a configuration update; `true` by default.
    open var automaticallyUpdatesConfiguration = true

    /// Asks for `updateConfiguration()` in the button's next layout (several requests, one update).
    open func setNeedsUpdateConfiguration() {
        guard configurationStorage != nil || configurationUpdateHandlerStorage != nil else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Sets the configuration for the current state: by default, runs `configurationUpdateHandler`.
    /// Override it (calling `super`) to update the configuration in a subclass.
    open func updateConfiguration() {
        configurationUpdateHandlerStorage?(self)
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateChanged() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateChanged() } }
    }

    /// A new state shows its own title, colour and image: the label follows at once, the layout next.
    private func stateChanged() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        if let label = titleLabelStorage { syncTitleLabel(label) }
        setNeedsLayout()
    }

    /// A new tint is the title colour of a `.system` button (and a configuration's foreground).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let label = titleLabelStorage { syncTitleLabel(label) }
        setNeedsUpdateConfiguration()
    }

    /// Places the title label and the image view (UIButton+Layout.swift), after the configuration
    /// update that is due.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutContentViews()
    }

    /// The rectangle the title and image are placed in: the bounds less `contentEdgeInsets` (a
    /// configuration's `contentInsets`). Override to move the content.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { defaultContentRect(forBounds: bounds) }
    /// Where the title label goes in `contentRect`. Override to place it yourself.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { defaultTitleRect(forContentRect: contentRect) }
    /// Where the image view goes in `contentRect`. Override to place it yourself.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { defaultImageRect(forContentRect: contentRect) }
    /// Where the background image is drawn: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
    }

    /// A button whose `primaryAction` runs when it is tapped (`.primaryActionTriggered`), showing the
    /// action's title and image (Apple's `init(type:primaryAction:)`).
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if let label = titleLabelStorage { syncTitleLabel(label) }
        textLayoutChanged()
    }

    /// The title for `state`, or the `.normal` one when none is set for it (a configured button's
    /// title when neither is).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] ?? configurationStorage?.shownTitle
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// A menu for the button (iOS 14); `nil` by default. Stored: ResponderKit shows no pull-down
    /// menus, so a tap still sends the button's events.
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending the primary action (iOS 14); `false` by
    /// default. Stored only.
    open var showsMenuAsPrimaryAction: Bool = false

    // MARK: Title label and insets

    /// The label that shows the title, made on first use (as in UIKit) with the title font: the
    /// system font at 15 points, what iOS 7 and later give a button without a configuration. Its text
    /// and colour are the current title's; the button's layout adds it to its subviews and places it
    /// (UIButton+Layout.swift), as UIKit does.
    open var titleLabel: UILabel? {
        let label = titleLabelForLayout
        syncTitleLabel(label)
        return label
    }
    private var titleLabelStorage: UILabel?
    /// The title label, made on first use, as it is.
    var titleLabelForLayout: UILabel { titleLabelStorage ?? makeTitleLabel() }
    /// The title label if it was made.
    var titleLabelIfMade: UILabel? { titleLabelStorage }

    /// The title font when none is set: the system font at 15 points.
    static let defaultTitleFont = UIFont.systemFont(ofSize: 15)

    private func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = UIButton.defaultTitleFont
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.titleOwner = self
        titleLabelStorage = label
        return label
    }

    /// Space around the title and image; zero by default. Part of the intrinsic size. (Deprecated in
    /// iOS 15 in favour of `UIButton.Configuration`.)
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { textLayoutChanged() } }
    }
    /// Moves the title within the content; zero by default. As in UIKit, not part of the intrinsic
    /// size (UIButton+Layout.swift). (Deprecated in iOS 15.)
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image within the content; zero by default. Not part of the intrinsic size.
    /// (Deprecated in iOS 15.)
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Called whenever the title's size may have changed (a title, the title label's font or line
    /// settings, the content insets). Auto Layout makes it invalidate the intrinsic content size.
    func textLayoutChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title's size with its padding (``titleSize()``).
    open override var intrinsicContentSize: CGSize { titleSize() }

    /// The title's size with its padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { titleSize() }

    /// The size UIKit's `intrinsicContentSize` gives a button: the title's size on one line plus 6
    /// points above and below (UIKit's padding around the title label: a 15-point title makes a
    /// 30-point tall button), the image's width added before it, at least 30 wide for `.system` buttons, plus
    /// `contentEdgeInsets`. Without a title: 30 × 30 for `.system` buttons, the insets alone for others
    /// (ResponderKit's choice: UIKit's values for an empty button are not documented).
    func titleSize() -> CGSize {
        if let configuration = configurationStorage { return configurationSize(configuration) }
        var size = CGSize.zero
        if let title = shownTitleText, !title.isEmpty, let label = titleLabel {
            size = label.textSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity))
            size.height += 12
        }
        // An image sits before the title: the widths add up, the taller one sets the height (UIKit).
        if let image = currentImage {
            size = CGSize(width: size.width + image.size.width, height: max(size.height, image.size.height))
        }
        if buttonType == .system {
            size = CGSize(width: max(size.width, 30), height: max(size.height, 30))
        }
        let insets = contentEdgeInsets
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGSize(width: max(size.width + finite(insets.left) + finite(insets.right), 0),
                      height: max(size.height + finite(insets.top) + finite(insets.bottom), 0))
    }

    override var primaryEventsOnTouchUpInside: UIControl.Event { .primaryActionTriggered }

    /// B122: a button's own tap wins over a single-finger single-tap recognizer of an ancestor.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UIButton { appearanceProxy(UIButton(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIButton { appearanceProxy(UIButton(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UIButton {
        appearanceProxy(UIButton(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIButton { appearanceProxy(UIButton(frame: .zero), containers: containerTypes, traits: trait) }
}
