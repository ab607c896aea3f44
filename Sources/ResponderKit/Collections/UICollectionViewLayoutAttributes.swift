import Foundation

/// Where a layout puts one element of a collection view — UIKit's `UICollectionViewLayoutAttributes`:
/// a cell (`forCellWith:`) or a supplementary view such as a section header (`forSupplementaryViewOfKind:with:`),
/// its frame, alpha, z-order and whether it is hidden.
///
/// `frame`, `center` and `size` are one geometry: setting one moves or resizes the others, as in UIKit.
/// Where ResponderKit differs: there is no `transform3D` and no decoration views (a layout that returns
/// `.decorationView` attributes gets no view for them); `zIndex` orders the views the collection view
/// adds (higher in front), as UIKit's `zPosition` does.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency CustomStringConvertible {
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
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
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
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of supplementary view (`UICollectionView.elementKindSectionHeader` …); `nil` for cells.
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` (ResponderKit shows no view for them).
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame \(frame)>"
    }

    /// Whether every number of the frame is finite and its size is not negative.
    var hasUsableFrame: Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
            && frame.size.width >= 0 && frame.size.height >= 0
    }
}
