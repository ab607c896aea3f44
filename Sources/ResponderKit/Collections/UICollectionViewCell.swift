import Foundation

/// One item of a collection view — UIKit's `UICollectionViewCell`. Put your views in `contentView`;
/// `backgroundView` sits behind it and `selectedBackgroundView` between the two while the cell is
/// highlighted or selected. The collection view sets `isHighlighted` while a finger is on the cell and
/// `isSelected` when it is selected; override them (calling `super`) to restyle the cell.
///
/// Touches on the cell go up the responder chain to the collection view, which highlights and selects
/// (UICollectionView+Selection.swift); a control inside the cell keeps its touches, so a tap on it does
/// not select the item. Where ResponderKit differs: a registered class is made through
/// `init(registeredWithReuseIdentifier:)` (see `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view your content goes in; it fills the cell.
    open var contentView: UIView { contentViewStorage }
    private let contentViewStorage = UIView(frame: .zero)
    /// A storyboard segue its selection triggers (a prototype cell's), performed before `didSelectItemAt`.
    var selectionSegueTrigger: StoryboardSegueTrigger?

    /// Shown behind the content; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            arrangeBackgrounds()
        }
    }

    /// Shown behind the content while the cell is highlighted or selected; `nil` by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            arrangeBackgrounds()
        }
    }

    /// Whether a finger is on the cell (set by the collection view).
    open var isHighlighted = false {
        didSet { arrangeBackgrounds(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell's item is selected (set by the collection view).
    open var isSelected = false {
        didSet { arrangeBackgrounds(); if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations (iOS 14; Lists/Configuration/)

    let configurationHost = CellConfigurationHost()

    /// What the cell shows, as a value (`UIListContentConfiguration`, or an app's own); its view fills
    /// `contentView`.
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

    /// Whether the content configuration follows the cell's state by itself (true, as UIKit).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state by itself (true, as UIKit).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A block that restyles the cell for a state, called from `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state now: traits, highlighted, selected, disabled.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationHost.isUpdateDue = true
        setNeedsLayout()
    }

    /// Restyles the cell for a state (override, calling `super`): by default the configurations
    /// follow it, then `configurationUpdateHandler` runs.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { configurationHost.showContent(for: state, in: contentView) }
        if automaticallyUpdatesBackgroundConfiguration {
            configurationHost.showBackground(for: state, in: self, below: contentView, tint: tintColor)
        }
        configurationUpdateHandler?(self, state)
    }

    /// The default background for the cell's list style (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Resets the highlight and selection (UIKit does too), then whatever a subclass resets.
    /// The cell's size for its content: the content view's Auto Layout size near `targetSize` (the
    /// content view fills the cell), or `targetSize` when its constraints give none.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        contentFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        if isHighlighted { isHighlighted = false }
        if isSelected { isSelected = false }
    }

    /// Keeps the content and the backgrounds the size of the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if configurationHost.isUpdateDue {
            configurationHost.isUpdateDue = false
            updateConfiguration(using: configurationState)
        }
        configurationHost.layout(cell: self, container: contentView)
    }

    /// Backgrounds behind the content, the selected one only while highlighted or selected.
    private func arrangeBackgrounds() {
        var below: UIView = contentView
        if let selected = selectedBackgroundView {
            if isHighlighted || isSelected {
                selected.frame = bounds
                if selected.superview !== self { insertSubview(selected, belowSubview: below) }
                below = selected
            } else if selected.superview === self {
                selected.removeFromSuperview()
            }
        }
        if let background = backgroundView {
            background.frame = bounds
            if background.superview !== self { insertSubview(background, belowSubview: below) }
        }
    }
}
