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
        didSet { arrangeBackgrounds() }
    }

    /// Whether the cell's item is selected (set by the collection view).
    open var isSelected = false {
        didSet { arrangeBackgrounds() }
    }

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
