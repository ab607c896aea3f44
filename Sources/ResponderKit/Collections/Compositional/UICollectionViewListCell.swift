import Foundation

/// A cell of a list layout — UIKit's `UICollectionViewListCell`: a collection view cell that knows
/// list content (`defaultContentConfiguration()`), accessories and indentation.
///
/// Where ResponderKit differs: accessories are stored, not drawn (see `UICellAccessory`); the
/// indentation is stored and moves the content view's leading edge by
/// `indentationLevel × indentationWidth`; separators are not drawn.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The cell's accessories, leading and trailing; none by default.
    open var accessories: [UICellAccessory] = []
    /// How deep in an outline the cell's item is; 0 by default.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one level of indentation; 10 points by default (UIKit's `UITableViewCell` default).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the indentation moves the separator too; `true` by default (stored).
    open var indentsAccessories = true

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A list content configuration of the cell style: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Lays the content view out, moved in by the indentation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let level = max(0, indentationLevel)
        let width = indentationWidth.isFinite ? max(0, indentationWidth) : 0
        let indent = min(bounds.width, CGFloat(level) * width)
        contentView.frame = CGRect(x: indent, y: 0, width: bounds.width - indent, height: bounds.height)
    }
}
