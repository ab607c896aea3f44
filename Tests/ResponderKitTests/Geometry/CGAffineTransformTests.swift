import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// CGAffineTransform as Core Graphics defines it: its components, the constructors, concatenation
// order, inversion, and applying it to sizes and rects.

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
        // Dragging (T7): repeated translations add up.
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
        #expect(
            close(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -20, y: 0, width: 20, height: 10))
        )
        // An eighth turn of a square centred on the origin: the box grows to the diagonal.
        let square = CGRect(x: -5, y: -5, width: 10, height: 10)
        let d = CGFloat(50).squareRoot()
        #expect(
            close(
                square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
                CGRect(x: -d, y: -d, width: 2 * d, height: 2 * d)))
    }
}
