import Foundation

/// A view a collection view reuses — UIKit's `UICollectionReusableView`, the base of cells and of
/// supplementary views (section headers and footers). The collection view keeps views that scroll out
/// in a queue per reuse identifier and hands them out again from the `dequeue…` methods, calling
/// `prepareForReuse()` first.
///
/// Where ResponderKit differs: `init(frame:)` is `required`, because Swift can make an object from a
/// registered class only through a required initializer (UIKit uses the Objective-C runtime). A
/// subclass that overrides it writes `required init(frame: CGRect)`; one that declares no
/// initializer inherits it as it is.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The collection view that made the view (for telling a cell of another collection view apart).
    weak var owningCollectionView: UICollectionView?
    /// Where the view is shown, while it is shown.
    var shownIndexPath: IndexPath?
    var shownKind: String?
    /// The kind a supplementary view was registered for (its reuse queue's).
    var reuseKind: String?
    /// The layout's `zIndex`, which orders the collection view's subviews.
    var zIndexForOrdering = 0

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again by a `dequeue…` method; reset its content here.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (frame, alpha, hidden) to the view; override to read custom ones.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Gives the view a chance to change its attributes; returns them as they are (no self-sizing here).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
