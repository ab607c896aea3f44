import Foundation

/// Where a layout puts one element of a collection view — UIKit's `UICollectionViewLayoutAttributes`:
/// a cell (`forCellWith:`) or a supplementary view such as a section header (`forSupplementaryViewOfKind:with:`),
/// its frame, alpha, z-order and whether it is hidden.
///
/// `frame`, `center` and `size` are one geometry: setting one moves or resizes the others, as in UIKit.
///
/// An `NSObject` that copies itself, as in UIKit: a layout hands out copies, and a subclass that adds
/// properties overrides `copy(with:)` (calling `super`, which makes an instance of the subclass) and
/// `isEqual(_:)` — Apple's documentation says the collection view compares attributes with
/// `isEqual(_:)` to decide whether to apply them, so both must cover the added properties.
/// Where ResponderKit differs: there is no `transform3D` and no decoration views (a layout that returns
/// `.decorationView` attributes gets no view for them); `zIndex` orders the views the collection view
/// adds (higher in front), as UIKit's `zPosition` does.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`; setting it keeps the centre where it is.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    /// Views with a higher `zIndex` are in front; 0 by default.
    open var zIndex: Int = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary view (`UICollectionView.elementKindSectionHeader` …); `nil` for cells.
    public private(set) var representedElementKind: String?

    /// Attributes for a cell at index path (0, 0); `copy(with:)` makes its copies with this.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` (ResponderKit shows no view for them).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values; a subclass calls `super` and copies what it adds.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values (UIKit's rule; a
    /// subclass adds its own properties and calls `super`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return mainActorValue(or: false) {
            other.frame == frame && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex
                && other.isHidden == isHidden && other.indexPath == indexPath
                && other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind
        }
    }

    open override var hash: Int {
        mainActorValue(or: ObjectIdentifier(self).hashValue) {
            indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0)
        }
    }

    open override var description: String {
        mainActorDescription(of: self) {
            let kind = self.representedElementKind.map { " \($0)" } ?? ""
            return "<\(type(of: self)) \(self.representedElementCategory)\(kind) \(self.indexPath) frame \(self.frame)>"
        }
    }

    /// Whether every number of the frame is finite and its size is not negative.
    var hasUsableFrame: Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
            && frame.size.width >= 0 && frame.size.height >= 0
    }
}
