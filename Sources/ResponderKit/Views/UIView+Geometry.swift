import Foundation

/// How `frame` derives from `center`, `bounds` and `transform`, and the single step of conversion
/// between a view's coordinates and its parent's, on which hit-testing and `convert` are built.
///
/// UIKit applies a view's transform about its center (the layer's anchor point, (0.5, 0.5)), so a
/// point `q` in the view's bounds coordinates sits at `T·(q − bounds.origin − bounds.size/2) + center`
/// in the parent's bounds coordinates (UIKIT-NOTES B9).
extension UIView {
    var derivedFrame: CGRect {
        let size = boundsStorage.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let moved = transformStorage.isIdentity ? local : local.applying(transformStorage)
        return moved.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
    }

    func setDerivedFrame(_ newValue: CGRect) {
        let rect = UIView.sanitized(newValue)
        centerStorage = CGPoint(x: rect.midX, y: rect.midY)
        boundsStorage.size = rect.size
    }

    /// A point in this view's bounds coordinates, expressed in its superview's bounds coordinates
    /// (for a window: in screen coordinates).
    @inline(__always)
    func pointToParentSpace(_ p: CGPoint) -> CGPoint {
        let b = boundsStorage
        let local = CGPoint(x: p.x - b.origin.x - b.size.width / 2, y: p.y - b.origin.y - b.size.height / 2)
        let t = transformStorage
        let moved = t.isIdentity ? local : local.applying(t)
        return CGPoint(x: moved.x + centerStorage.x, y: moved.y + centerStorage.y)
    }

    /// A point in the superview's bounds coordinates (for a window: the screen), expressed in this
    /// view's bounds coordinates: `T⁻¹·(p − center) + bounds.origin + bounds.size/2`.
    ///
    /// A transform that cannot be inverted (a scale of 0, as at the start of a pop-in animation)
    /// collapses the view onto a line or a point that covers no area: no point of the parent is
    /// inside it, so the answer is NaN, which every `contains` rejects.
    @inline(__always)
    func pointFromParentSpace(_ p: CGPoint) -> CGPoint {
        let offset = CGPoint(x: p.x - centerStorage.x, y: p.y - centerStorage.y)
        let t = transformStorage
        if !t.isIdentity {
            let determinant = t.a * t.d - t.b * t.c
            if determinant == 0 || !determinant.isFinite { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        }
        let local = t.isIdentity ? offset : offset.applying(t.inverted())
        let b = boundsStorage
        return CGPoint(x: local.x + b.origin.x + b.size.width / 2, y: local.y + b.origin.y + b.size.height / 2)
    }
}
