import Foundation

/// How `frame` derives from `center`, `bounds` and `transform`, and the single step of conversion
/// between a view's coordinates and its parent's, on which hit-testing and `convert` are built.
///
/// UIKit applies a view's transform about its center (the layer's anchor point, (0.5, 0.5)), so a
/// point `q` in the view's bounds coordinates sits at `T·(q − bounds.origin − bounds.size/2) + center`
/// in the parent's bounds coordinates (B9).
extension UIView {
    var derivedFrame: CGRect {
        let size = boundsStorage.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let moved = transformStorage.isIdentity ? local : local.applying(transformStorage)
        return moved.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
    }

    /// UIKit's frame setter (Core Animation's rule for a layer's frame, B9): the frame
    /// reads back as assigned. `center` goes where the rectangle's center is, less the transform's
    /// translation, and `bounds.size` becomes the size the transform maps onto the rectangle — under a
    /// 0.5 scale, a 100 × 100 frame is 200 × 200 bounds. For a transform that keeps axes aligned
    /// (scales, flips, rotations by multiples of 90°) that size is exact; for another rotation or a
    /// shear it is the size whose transformed bounding box is the rectangle, when there is one, and
    /// otherwise (a 45° rotation maps every size with equal sides alike) the bounds keep their size
    /// and only `center` moves (docs/Differences-from-UIKit.md). `v.frame = v.frame` changes nothing.
    func setDerivedFrame(_ newValue: CGRect) {
        let rect = UIView.sanitized(newValue)
        let t = transformStorage
        centerStorage = CGPoint(x: rect.midX - t.tx, y: rect.midY - t.ty)
        if t.isIdentity {
            boundsStorage.size = rect.size
        } else if let size = UIView.boundsSize(mappedOnto: rect.size, by: t) {
            boundsStorage.size = size
        }
    }

    /// `center`'s setter: a point with a non-finite coordinate is ignored.
    func setCenterIfFinite(_ point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        centerStorage = point
    }

    /// `transform`'s setter: a transform with a non-finite component is ignored.
    func setTransformIfFinite(_ t: CGAffineTransform) {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
        transformStorage = t
    }

    /// The bounds size whose bounding box under `t` is `frame`: solves
    /// `|a|·w + |c|·h = W`, `|b|·w + |d|·h = H` (the transformed box's width and height); nil when the
    /// system has no single non-negative solution.
    static func boundsSize(mappedOnto frame: CGSize, by t: CGAffineTransform) -> CGSize? {
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let (width, height) = (abs(frame.width), abs(frame.height))
        let determinant = a * d - c * b
        let scale = max(a * d, c * b)
        guard determinant.isFinite, scale > 0, abs(determinant) > scale * 1e-9 else { return nil }
        let w = (width * d - c * height) / determinant
        let h = (a * height - b * width) / determinant
        // A tiny negative from rounding is zero; a real one means no box of that shape fits.
        let tolerance = 1e-9 * max(width, height, 1)
        guard w.isFinite, h.isFinite, w > -tolerance, h > -tolerance else { return nil }
        return CGSize(width: max(w, 0), height: max(h, 0))
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

    /// What `description` shows, as UIKit writes it: the class, the identifier, the frame, and the
    /// switches that differ from their defaults.
    var summary: String {
        var text = "<\(Swift.type(of: self))"
        if let name = accessibilityIdentifier { text += " '\(name)'" }
        text += "; frame = \(UIView.format(frame))"
        if isHidden { text += "; hidden = YES" }
        if alpha < 1 { text += "; alpha = \(alpha)" }
        if !isUserInteractionEnabled { text += "; userInteractionEnabled = NO" }
        return text + ">"
    }

    /// A rectangle as UIKit's descriptions write it: `(x y; width height)`.
    static func format(_ rect: CGRect) -> String {
        func n(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
        }
        return "(\(n(rect.origin.x)) \(n(rect.origin.y)); \(n(rect.width)) \(n(rect.height)))"
    }

    /// `rect.contains(point)` as Foundation answers it — lower edges inside, upper edges outside, a
    /// rectangle of zero width or height contains nothing, negative sizes are standardized — inline.
    /// Foundation's is a call into libFoundation on every `point(inside:with:)` (~40 instructions, 1 %
    /// of a chain16 sequence), and it traps on a rectangle whose corner works out to NaN, which this
    /// one does not (it answers `false`). GeometryTests checks the two agree.
    @inline(__always)
    static func rect(_ rect: CGRect, contains point: CGPoint) -> Bool {
        let x0 = rect.origin.x, x1 = x0 + rect.size.width
        let y0 = rect.origin.y, y1 = y0 + rect.size.height
        guard rect.size.width != 0, rect.size.height != 0 else { return false }
        return min(x0, x1) <= point.x && point.x < max(x0, x1) && min(y0, y1) <= point.y && point.y < max(y0, y1)
    }

    /// `alpha` as stored: clamped to 0…1 as UIKit's, and NaN as 0 (fully transparent, so it takes no touch).
    static func clampedAlpha(_ alpha: CGFloat) -> CGFloat { alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

    /// Replaces non-finite components with zero so that one bad frame cannot poison hit-testing.
    static func sanitized(_ rect: CGRect) -> CGRect {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: f(rect.origin.x), y: f(rect.origin.y), width: f(rect.width), height: f(rect.height))
    }
}
