import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Geometry: CGAffineTransform as Core Graphics defines it, UIView's frame/bounds/center/transform,
// and coordinate conversion between views and windows (UIKIT-NOTES B8–B10).

private let tolerance: CGFloat = 1e-9

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance * max(1, abs(a), abs(b)) }

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

private func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && close(a.size, b.size)
}

private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx) && close(a.ty, b.ty)
}

@MainActor
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("identity is (1, 0, 0, 1, 0, 0) and isIdentity")
    func identity() {
        let t = CGAffineTransform.identity
        #expect(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
        #expect(t.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(CGPoint(x: 3, y: -7).applying(.identity) == CGPoint(x: 3, y: -7))
    }

    @Test("isIdentity is false when any component differs")
    func isIdentityFalse() {
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 0.5).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: 2).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0.1, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0.1, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    }

    @Test("init(translationX:y:) moves points and has the translation in tx/ty")
    func translation() {
        let t = CGAffineTransform(translationX: 10, y: -20)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -20))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -18))
    }

    @Test("init(scaleX:y:) scales about the origin")
    func scale() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 2, y: 6))
        #expect(CGPoint(x: -4, y: 0.5).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGPoint(x: 4, y: 1))
    }

    @Test("init(rotationAngle:) is (cos, sin, -sin, cos): +π/2 turns +x into +y (clockwise on a y-down screen)")
    func rotation() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        let s = CGFloat(2).squareRoot() / 2
        #expect(close(CGPoint(x: 1, y: 0).applying(eighth), CGPoint(x: s, y: s)))
        #expect(close(CGAffineTransform(rotationAngle: 0), .identity))
    }

    @Test("concatenating(t2) applies self first, then t2")
    func concatenating() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale, then move: (1, 0) → (2, 0) → (12, 0).
        #expect(CGPoint(x: 1, y: 0).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 0))
        // Move, then scale: (1, 0) → (11, 0) → (22, 0).
        #expect(CGPoint(x: 1, y: 0).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 0))
        #expect(scale.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(move.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(move.concatenating(.identity) == move)
        #expect(CGAffineTransform.identity.concatenating(move) == move)
        // Applying the concatenation equals applying one after the other.
        let rotate = CGAffineTransform(rotationAngle: 0.3)
        let p = CGPoint(x: 5, y: -2)
        #expect(close(p.applying(rotate.concatenating(move)), p.applying(rotate).applying(move)))
    }

    @Test("translatedBy(x:y:) translates first, then applies the receiver")
    func translatedBy() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 5)
        // The translation happens in the scaled space: the origin goes to (20, 10), not (10, 5).
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 10))
        #expect(t == CGAffineTransform(translationX: 10, y: 5).concatenating(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4) == CGAffineTransform(translationX: 3, y: 4))
        // Dragging (SPEC T7): repeated translations add up.
        let dragged = CGAffineTransform.identity.translatedBy(x: 3, y: 4).translatedBy(x: -1, y: 6)
        #expect(dragged == CGAffineTransform(translationX: 2, y: 10))
    }

    @Test("scaledBy(x:y:) scales first, then applies the receiver")
    func scaledBy() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // (1, 1) → scaled (2, 3) → moved (12, 3); the translation itself is not scaled.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    @Test("rotated(by:) rotates first, then applies the receiver")
    func rotatedBy() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // (1, 0) → rotated (0, 1) → moved (10, 1).
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
        #expect(close(t.tx, 10) && close(t.ty, 0))
        let u = CGAffineTransform(scaleX: 2, y: 1).rotated(by: .pi / 2)
        // (1, 0) → rotated (0, 1) → scaled (0, 1); the other way round it would be (0, 2).
        #expect(close(CGPoint(x: 1, y: 0).applying(u), CGPoint(x: 0, y: 1)))
    }

    @Test("inverted() undoes the transform")
    func inverted() {
        let t = CGAffineTransform(scaleX: 2, y: 4).rotated(by: 0.7).translatedBy(x: 13, y: -5)
        let inverse = t.inverted()
        #expect(close(t.concatenating(inverse), .identity))
        #expect(close(inverse.concatenating(t), .identity))
        let p = CGPoint(x: 17, y: -3)
        #expect(close(p.applying(t).applying(inverse), p))
        #expect(CGAffineTransform(translationX: 5, y: 6).inverted() == CGAffineTransform(translationX: -5, y: -6))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform.identity.inverted() == .identity)
    }

    @Test("inverted() of a non-invertible transform returns it unchanged")
    func invertedSingular() {
        let collapsed = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 7)
        #expect(collapsed.inverted() == collapsed)
        let flat = CGAffineTransform(scaleX: 0, y: 3)
        #expect(flat.inverted() == flat)
        let degenerate = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)  // determinant 0
        #expect(degenerate.inverted() == degenerate)
    }

    @Test("CGSize.applying ignores the translation")
    func sizeApplying() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
    }

    @Test("CGRect.applying returns the bounding box of the transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(.identity) == rect)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 5, y: -5, width: 10, height: 20))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        // A negative scale flips; the result is still standardized.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        // A quarter turn: (10, 0) → (0, 10), (0, 20) → (-20, 0).
        #expect(close(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -20, y: 0, width: 20, height: 10)))
        // An eighth turn of a square centred on the origin: the box grows to the diagonal.
        let square = CGRect(x: -5, y: -5, width: 10, height: 10)
        let d = CGFloat(50).squareRoot()
        #expect(close(square.applying(CGAffineTransform(rotationAngle: .pi / 4)), CGRect(x: -d, y: -d, width: 2 * d, height: 2 * d)))
    }
}

@MainActor
@Suite("UIView geometry: frame, bounds, center, transform")
struct ViewGeometryTests {
    @Test("init(frame:) sets center to the frame's midpoint and bounds to (0, 0, size)")
    func initFrame() {
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 70, y: 35))
        #expect(view.transform.isIdentity)
        #expect(UIView().frame == .zero)
    }

    @Test("setting center moves frame; bounds stay")
    func setCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 300)
        #expect(view.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("setting frame sets center and bounds.size but keeps bounds.origin")
    func setFrame() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("changing bounds.size keeps center; changing bounds.origin does not move the frame (B8)")
    func setBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 200)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: -50, width: 50, height: 200))
        view.bounds.origin = CGPoint(x: 1000, y: 1000)
        #expect(view.frame == CGRect(x: 25, y: -50, width: 50, height: 200))
    }

    @Test("frame is the bounding box of the bounds transformed about the center (B9)")
    func frameWithTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.center == CGPoint(x: 100, y: 100))

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(bar.frame, CGRect(x: 40, y: -40, width: 20, height: 100)))

        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.transform = CGAffineTransform(translationX: 30, y: 40)
        #expect(moved.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(moved.center == CGPoint(x: 5, y: 5))
        moved.transform = .identity
        #expect(moved.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a 0.5-scale view with a 100×100 frame has 200×200 bounds: hitTest (199,199) hits it, (200,200) is nil (B9)")
    func halfScaleViewHitTest() {
        let view = UIView(frame: .zero)
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.center = CGPoint(x: 60, y: 60)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.hitTest(CGPoint(x: 199, y: 199), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 0, y: 0), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)

        // Seen from the superview, the same view covers only its 100×100 frame.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(view)
        #expect(parent.hitTest(CGPoint(x: 109, y: 109), with: nil) === view)
        #expect(parent.hitTest(CGPoint(x: 111, y: 111), with: nil) === parent)
        #expect(close(view.convert(CGPoint(x: 199, y: 199), to: parent), CGPoint(x: 109.5, y: 109.5)))
    }
}

@MainActor
@Suite("UIView coordinate conversion (B9, B10)")
struct ConversionTests {
    @Test("rootView.convert((15,15), to: subview at (20,10)) == (-5,5), and back (B9)")
    func pointToSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sub = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        root.addSubview(sub)
        #expect(root.convert(CGPoint(x: 15, y: 15), to: sub) == CGPoint(x: -5, y: 5))
        #expect(sub.convert(CGPoint(x: 15, y: 15), from: root) == CGPoint(x: -5, y: 5))
        #expect(sub.convert(CGPoint(x: -5, y: 5), to: root) == CGPoint(x: 15, y: 15))
        #expect(root.convert(CGPoint(x: -5, y: 5), from: sub) == CGPoint(x: 15, y: 15))
        #expect(sub.convert(CGPoint(x: 3, y: 4), to: sub) == CGPoint(x: 3, y: 4))
    }

    @Test("siblings and cousins convert through their common ancestor")
    func siblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        let bChild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(bChild)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -190, y: -80))
        #expect(a.convert(CGPoint.zero, to: bChild) == CGPoint(x: -195, y: -85))
        #expect(bChild.convert(CGPoint.zero, to: a) == CGPoint(x: 195, y: 85))
        #expect(bChild.convert(CGPoint(x: 1, y: 1), from: a) == CGPoint(x: -194, y: -84))
    }

    @Test("a superview's bounds.origin offsets its children (B9)")
    func superviewBoundsOrigin() {
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        parent.addSubview(child)
        // The child's frame is in the parent's bounds coordinates, so it sits at the parent's top-left.
        #expect(parent.convert(CGPoint(x: 10, y: 110), to: child) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 100))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint(x: 50, y: 50), from: root) == CGPoint.zero)
    }

    @Test("a view's own bounds.origin shifts its coordinate system (B8, B9)")
    func ownBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 10_000, y: 10_000)
        root.addSubview(view)
        #expect(view.convert(CGPoint(x: 10_000, y: 10_000), to: root) == CGPoint(x: 30, y: 40))
        #expect(view.convert(CGPoint(x: 30, y: 40), from: root) == CGPoint(x: 10_000, y: 10_000))
        #expect(root.convert(CGPoint(x: 80, y: 90), to: view) == CGPoint(x: 10_050, y: 10_050))
    }

    @Test("conversion honours a view's transform, applied about its center (B9)")
    func transformedSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A clockwise quarter turn about (150, 150): the top-left corner goes to the top-right.
        #expect(close(view.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 100)))
        #expect(close(view.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 150, y: 150)))
        #expect(close(view.convert(CGPoint(x: 200, y: 100), from: root), CGPoint.zero))
        #expect(close(root.convert(CGPoint(x: 199, y: 101), to: view), CGPoint(x: 1, y: 1)))

        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-50, -50, 200, 200)
        #expect(scaled.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: -30, y: -30))
        #expect(scaled.convert(CGPoint(x: -30, y: -30), from: root) == CGPoint(x: 10, y: 10))

        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(moved)
        moved.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(moved.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 0))
    }

    @Test("transforms of ancestors and of the target both count (B9)")
    func nestedTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-100, -100, 400, 400)
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        // inner (0, 0) → outer (100, 100) → root: 2 × (100 − 100) + 100 = 100.
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 100))
        #expect(inner.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 120, y: 100))
        #expect(inner.convert(CGPoint(x: 120, y: 100), from: root) == CGPoint(x: 10, y: 0))
        let other = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        other.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // frame (312.5, 312.5, 25, 25)
        root.addSubview(other)
        // root (325, 325) is other's center; inner's (112.5, 112.5) is root (325, 325).
        #expect(close(inner.convert(CGPoint(x: 112.5, y: 112.5), to: other), CGPoint(x: 25, y: 25)))
        #expect(close(other.convert(CGPoint(x: 25, y: 25), to: inner), CGPoint(x: 112.5, y: 112.5)))
    }

    @Test("rects convert to the bounding box of their converted corners")
    func rects() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let sub = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        root.addSubview(sub)
        #expect(sub.convert(sub.bounds, to: root) == sub.frame)
        #expect(root.convert(CGRect(x: 20, y: 10, width: 5, height: 5), to: sub) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(sub.convert(CGRect(x: 20, y: 10, width: 5, height: 5), from: root) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: sub) == CGRect(x: 20, y: 10, width: 5, height: 5))

        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(rotated.convert(rotated.bounds, to: root), rotated.frame))
        #expect(close(rotated.convert(rotated.bounds, to: root), CGRect(x: 140, y: 60, width: 20, height: 100)))

        let tilted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(tilted)
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let d = CGFloat(50).squareRoot()
        #expect(close(tilted.convert(tilted.bounds, to: root), CGRect(x: 5 - d, y: 5 - d, width: 2 * d, height: 2 * d)))
    }

    @Test("convert(_:to: nil) and convert(_:from: nil) use the window's coordinates (B10)")
    func toWindow() {
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(view)
        // The window's own frame origin (in screen coordinates) does not count.
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(view.convert(CGPoint.zero, to: nil) == view.convert(CGPoint.zero, to: window))
        #expect(view.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint.zero)
        #expect(view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil) == CGRect(x: 15, y: 25, width: 50, height: 50))
        #expect(view.convert(CGRect(x: 15, y: 25, width: 1, height: 1), from: nil) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(window.convert(CGPoint(x: 15, y: 25), to: view) == CGPoint.zero)
        withExtendedLifetime(window) {}
    }

    @Test("views in two windows convert through screen coordinates (B10)")
    func acrossWindows() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        first.addSubview(a)
        second.addSubview(b)
        // a (0, 0) is screen (10, 10), which is second (-90, -190) and b (-110, -210).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -210))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 210))
        #expect(b.convert(CGPoint(x: -110, y: -210), to: a) == CGPoint.zero)
        #expect(a.convert(CGPoint(x: 110, y: 210), from: b) == CGPoint(x: 220, y: 420))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: b) == CGRect(x: -110, y: -210, width: 5, height: 5))
        withExtendedLifetime((first, second)) {}
    }

    @Test("UIWindow.convert(_:to: UIWindow?) — nil means screen coordinates (B10)")
    func windowToWindow() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        #expect(second.convert(CGPoint.zero, to: nil as UIWindow?) == CGPoint(x: 100, y: 200))
        #expect(second.convert(CGPoint(x: 100, y: 200), from: nil as UIWindow?) == CGPoint.zero)
        #expect(second.convert(CGPoint(x: 5, y: 6), to: first) == CGPoint(x: 105, y: 206))
        #expect(first.convert(CGPoint(x: 105, y: 206), to: second) == CGPoint(x: 5, y: 6))
        #expect(second.convert(CGPoint(x: 105, y: 206), from: first) == CGPoint(x: 5, y: 6))
        #expect(second.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil as UIWindow?)
            == CGRect(x: 100, y: 200, width: 10, height: 10))
        #expect(second.convert(CGRect(x: 100, y: 200, width: 10, height: 10), from: nil as UIWindow?)
            == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(first.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: second)
            == CGRect(x: -100, y: -200, width: 10, height: 10))
        #expect(first.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: second)
            == CGRect(x: 100, y: 200, width: 10, height: 10))
    }

    @Test("a transformed window converts to the screen through its transform (B10)")
    func transformedWindowToScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-50, -50, 200, 200)
        #expect(window.convert(CGPoint.zero, to: nil as UIWindow?) == CGPoint(x: -50, y: -50))
        #expect(window.convert(CGPoint(x: 150, y: 150), from: nil as UIWindow?) == CGPoint(x: 100, y: 100))
    }

    @Test("InputSimulator.screenPoint agrees with conversion to the window and then the screen")
    func screenPointOfView() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        let input = InputSimulator()
        #expect(input.screenPoint(of: view) == CGPoint(x: 50, y: 60))
        #expect(input.screenPoint(CGPoint.zero, in: view) == CGPoint(x: 40, y: 50))
        withExtendedLifetime(window) {}
    }
}
