import Foundation

/// A shape made of lines and curves — UIKit's `UIBezierPath`, a wrapper of a `CGMutablePath`. Event code
/// uses it to decide what counts as inside a view that is not a rectangle:
///
/// ```
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     UIBezierPath(ovalIn: bounds).contains(point)
/// }
/// ```
///
/// and layer code to give a shadow its shape (`layer.shadowPath = UIBezierPath(roundedRect: bounds,
/// cornerRadius: 12).cgPath`).
///
/// Where it differs from UIKit: there is no drawing context, so `fill()`, `stroke()` and `addClip()`
/// do not exist; the line properties (`lineWidth`, `lineCapStyle`, `lineJoinStyle`, `miterLimit`,
/// `flatness`) are kept for code that sets them. UIKit's rounded rectangles have continuous
/// ("squircle") corners; these have circular ones, which differ by under a point at the corner.
open class UIBezierPath: NSObject {
    private var path: CGMutablePath

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect` (a circle in a square).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all four corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(abs(rect.width), abs(rect.height)) / 2)
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }

    /// A closed rectangle with `corners` rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = min(max(cornerRadii.width, 0), r.width / 2), h = min(max(cornerRadii.height, 0), r.height / 2)
        let k: CGFloat = 0.552_284_749_8
        func corner(_ mask: UIRectCorner) -> Bool { corners.contains(mask) && w > 0 && h > 0 }
        path.move(to: CGPoint(x: r.minX + (corner(.topLeft) ? w : 0), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - (corner(.topRight) ? w : 0), y: r.minY))
        if corner(.topRight) {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + h - k * h))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - (corner(.bottomRight) ? h : 0)))
        if corner(.bottomRight) {
            path.addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                          control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + (corner(.bottomLeft) ? w : 0), y: r.maxY))
        if corner(.bottomLeft) {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - h + k * h))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + (corner(.topLeft) ? h : 0)))
        if corner(.topLeft) {
            path.addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                          control2: CGPoint(x: r.minX + w - k * w, y: r.minY))
        }
        path.closeSubpath()
    }

    /// An open arc of the circle at `center`, from `startAngle` to `endAngle` in radians; `clockwise`
    /// as seen on the screen (UIKit's sense).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a Core Graphics path (a copy; setting it replaces this path's elements).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc, joined to the current point by a line; `clockwise` as seen on the screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // The screen's y axis points down: on it, Core Graphics' counterclockwise looks clockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Whether `point` is inside the filled area (by `usesEvenOddFillRule`'s rule). Open subpaths
    /// count as closed, as UIKit's.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The smallest rectangle holding the path's points and control points.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// Where the next element would start.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `contains(_:)` uses the even-odd rule; `false` (non-zero winding) by default.
    open var usesEvenOddFillRule = false
    /// The stroke width (kept; nothing is stroked); 1 by default.
    open var lineWidth: CGFloat = 1
    /// The shape of line ends (kept); `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of joins (kept); `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (kept); 10 by default.
    open var miterLimit: CGFloat = 10
    /// The flatness (kept); 0.6 by default.
    open var flatness: CGFloat = 0.6
}

/// Which corners of a rectangle are rounded — UIKit's `UIRectCorner`, with its raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
