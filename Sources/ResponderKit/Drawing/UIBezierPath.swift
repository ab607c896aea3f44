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
/// and drawing code to paint into the current context (`fill()`, `stroke()`, `addClip()`:
/// UIBezierPath+Drawing.swift) with the path's line attributes.
///
/// Where it differs from UIKit: UIKit's rounded rectangles have continuous
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

    /// A closed rectangle with `corners` rounded by quarter circles of `cornerRadii.width` (UIKit uses
    /// the width only), at most half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width.isFinite ? cornerRadii.width : 0, 0), min(r.width, r.height) / 2)
        // Clockwise on the screen from the top-left corner; each rounded corner is a quarter arc.
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + radius, y: r.minY + radius), .pi),
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - radius, y: r.minY + radius), 1.5 * .pi),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + radius, y: r.maxY - radius), 0.5 * .pi),
        ]
        for (index, (corner, point, centre, start)) in plan.enumerated() {
            if corners.contains(corner) && radius > 0 {
                addArc(
                    withCenter: centre, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
            } else if index == 0 {
                move(to: point)
            } else {
                addLine(to: point)
            }
        }
        close()
    }

    /// An open arc of the circle at `center`, from `startAngle` to `endAngle` in radians; `clockwise`
    /// as seen on the screen (UIKit's sense).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
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
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
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
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The shape of line ends; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of joins; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How closely curves are followed when drawn; 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// The dash lengths and phase `setLineDash(_:count:phase:)` set (solid when empty).
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0
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
