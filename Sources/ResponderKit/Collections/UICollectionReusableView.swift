import Foundation

/// A view a collection view reuses — UIKit's `UICollectionReusableView`, the base of cells and of
/// supplementary views (section headers and footers). The collection view keeps views that scroll out
/// in a queue per reuse identifier and hands them out again from the `dequeue…` methods, calling
/// `prepareForReuse()` first.
///
/// Where ResponderKit differs: a registered class is made through ``init(registeredWithReuseIdentifier:)``,
/// a required convenience initializer that calls `init(frame:)` — Swift can make an object from a class
/// value only through a required initializer (UIKit uses the Objective-C runtime). App subclasses
/// inherit it as long as they override `init(frame:)` (and `init?(coder:)`, which UIKit already
/// requires) or declare no initializer — what UIKit cell code does — so `override init(frame:)`
/// compiles unchanged.
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
    /// A copy of the attributes last given to `apply(_:)`: equal ones (`isEqual(_:)`) are not given again.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a view of a registered class: `init(frame: .zero)`, dispatched to
    /// the subclass's override. ResponderKit's addition (UIKit calls the Objective-C initializer).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again by a `dequeue…` method; reset its content here.
    open func prepareForReuse() {}

    /// Called with the layout's attributes after the collection view has set the frame, alpha and
    /// hidden state from them; override to read a subclass's custom attributes. As in UIKit, it is
    /// called only when the attributes are not equal (`isEqual(_:)`) to the last ones applied.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, asked in a self-sizing layout when the view is shown: by
    /// default the size its Auto Layout constraints give near the laid-out size (unchanged when they
    /// give none). Override to size the view yourself.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        fittedAttributes(layoutAttributes)
    }
}
