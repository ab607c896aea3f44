import Foundation

/// A 4 × 4 transform — Core Animation's `CATransform3D`, for the code that writes
/// `layer.transform = CATransform3DMakeScale(1.2, 1.2, 1)` or animates `"transform"` between two.
///
/// Fields are Core Animation's, row-major with row vectors (`m41`, `m42`, `m43` translate). Layers are
/// drawn flat: a transform is applied through its affine part (`m11`, `m12`, `m21`, `m22`, `m41`,
/// `m42`), so rotations about x or y and perspective (`m34`) are kept and read back but not drawn
/// in depth (docs/Animations.md).
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2],
            m44: r[3][3])
    }

    /// The affine part, as drawn.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `a` then `b` (Core Animation's order: `a × b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { out[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } }
    return CATransform3D(rows: out)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, angle.isFinite else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
                         m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
                         m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` itself when it has none (as Core Animation returns).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows, inv = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            abs(m[pivot][column]) > 1e-12
        else { return t }
        m.swapAt(column, pivot); inv.swapAt(column, pivot)
        let p = m[column][column]
        for j in 0..<4 { m[column][j] /= p; inv[column][j] /= p }
        for row in 0..<4 where row != column {
            let f = m[row][column]
            for j in 0..<4 { m[row][j] -= f * m[column][j]; inv[row][j] -= f * inv[column][j] }
        }
    }
    return CATransform3D(rows: inv)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is a 2D affine transform (nothing in depth).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

extension NSValue {
    /// A value holding a `CATransform3D` (QuartzCore's `NSValue(caTransform3D:)`): its sixteen
    /// numbers, as an array of doubles (Foundation on Linux stores no structs in an `NSValue`).
    public convenience init(caTransform3D t: CATransform3D) {
        var copy = t
        self.init(bytes: &copy, objCType: "[16d]")
    }

    /// The transform held (the identity if the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3DIdentity }
        var t = CATransform3DIdentity
        getValue(&t)
        return t
    }
}
