import Foundation

/// A value an animation moves a layer property through: numbers, points, sizes, rectangles, colours
/// and 3D transforms interpolate; anything else (an image for `contents`, a path, `isHidden`) switches
/// at the halfway point, as Core Animation switches values it cannot interpolate.
enum LayerValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)
    case other(Any)

    /// The value an animation was given: a number (`NSNumber`, `CGFloat`, `Double`, `Float`, `Int`),
    /// a `CGPoint`/`CGSize`/`CGRect`/`CATransform3D` or the `NSValue` holding one, a `CGColor`.
    init?(_ any: Any) {
        switch any {
        case let value as CGFloat: self = .scalar(value)
        case let value as Double: self = .scalar(CGFloat(value))
        case let value as Float: self = .scalar(CGFloat(value))
        case let value as Int: self = .scalar(CGFloat(value))
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as NSValue where !(value is NSNumber):
            let type = String(cString: value.objCType)
            if type == "[16d]" { self = .transform(value.caTransform3DValue) }
            else if type.contains("Point") { self = .point(value.pointValue) }
            else if type.contains("Size") { self = .size(value.sizeValue) }
            else if type.contains("Rect") { self = .rect(value.rectValue) }
            else { self = .other(value) }
        case let value as NSNumber: self = .scalar(CGFloat(value.doubleValue))
        default: self = .other(any)
        }
    }

    /// The value as a property holds it (`CGFloat`, `CGPoint`, …).
    var any: Any {
        switch self {
        case let .scalar(v): v
        case let .point(v): v
        case let .size(v): v
        case let .rect(v): v
        case let .color(v): v
        case let .transform(v): v
        case let .other(v): v
        }
    }

    var scalar: CGFloat? { if case let .scalar(v) = self { v } else { nil } }

    func interpolated(to end: LayerValue, _ p: Double) -> LayerValue {
        let f = CGFloat(p)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case let (.color(a), .color(b)):
            let ca = a.rgba, cb = b.rgba
            return .color(
                CGColor(red: mix(ca.0, cb.0), green: mix(ca.1, cb.1), blue: mix(ca.2, cb.2), alpha: mix(ca.3, cb.3)))
        case let (.transform(a), .transform(b)):
            let ra = a.rows, rb = b.rows
            return .transform(CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in mix(ra[i][j], rb[i][j]) } }))
        case let (.other(a as CGPath), .other(b as CGPath)):
            if let path = a.interpolated(to: b, f) { return .other(path) }
            return p < 0.5 ? self : end
        case let (.other(a as [Any]), .other(b as [Any])) where a.count == b.count:
            // A gradient's colours or locations, element by element.
            var mixed: [Any] = []
            for (x, y) in zip(a, b) {
                switch (LayerValue(x), LayerValue(y)) {
                case let (.color(c), .color(d)): mixed.append(LayerValue.color(c).interpolated(to: .color(d), p).any)
                case let (.scalar(u), .scalar(v)): mixed.append(NSNumber(value: Double(mix(u, v))))
                default: return p < 0.5 ? self : end
                }
            }
            return .other(mixed)
        default:
            return p < 0.5 ? self : end
        }
    }

    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        default: return other
        }
    }

    func scaled(_ factor: CGFloat) -> LayerValue {
        switch self {
        case let .scalar(a): return .scalar(a * factor)
        case let .point(a): return .point(CGPoint(x: a.x * factor, y: a.y * factor))
        case let .size(a): return .size(CGSize(width: a.width * factor, height: a.height * factor))
        case let .rect(a):
            return .rect(
                CGRect(x: a.minX * factor, y: a.minY * factor, width: a.width * factor, height: a.height * factor))
        case let .transform(a): return factor < 0 ? .transform(CATransform3DInvert(a)) : self
        default: return self
        }
    }

    /// The distance to `other`, for pacing keyframes (0 for values that do not interpolate).
    func distance(to other: LayerValue) -> CGFloat {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return hypot(b.x - a.x, b.y - a.y)
        case let (.size(a), .size(b)): return hypot(b.width - a.width, b.height - a.height)
        default: return 0
        }
    }
}
