/// A path — Core Graphics' `CGPath` (immutable) and `CGMutablePath`: lines, curves and arcs, for the
/// event code that asks whether a point is inside a shape (`path.contains(point)` in a round button's
/// `point(inside:with:)`) and for `CALayer.shadowPath`.
///
/// A `CGContext` fills, strokes and clips to it (`addPath(_:)`). Where it differs from Apple's: no stroking
/// (`copy(strokingWithWidth:…)`)
/// and no `apply(info:function:)`; `contains(_:using:transform:)` flattens curves into short lines (64
/// per curve), which is exact to well under a hundredth of a point for on-screen sizes. Like Apple's
/// `CGMutablePath`, a mutable path must not be changed while another thread reads it.
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// One piece of a path, in the order it was added.
    public enum Element: Equatable, Sendable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case closeSubpath
    }

    /// The pieces of the path (a ResponderKit addition; Apple's reads them with `applyWithBlock`).
    public internal(set) var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rectangle with elliptical corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        // Element by element, without collecting the points into arrays (a fill of a rectangle asks it).
        for element in elements {
            switch element {
            case let .moveToPoint(p), let .addLineToPoint(p): add(p)
            case let .addQuadCurveToPoint(c, p): add(c); add(p)
            case let .addCurveToPoint(c1, c2, p): add(c1); add(c2); add(p)
            case .closeSubpath: break
            }
        }
        return box
    }

    /// The smallest rectangle holding the path itself (curves flattened).
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        for polygon in flattened() { for point in polygon { box = box.union(CGRect(origin: point, size: .zero)) } }
        return box
    }

    /// The path's end point: where the next element would start (`.zero` when empty).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case let .moveToPoint(p): start = p; current = p
            case let .addLineToPoint(p), let .addQuadCurveToPoint(_, p), let .addCurveToPoint(_, _, p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Whether `point`, with `transform` applied to it first (Apple's documentation: "an affine transform
    /// to apply to the point before checking"), is inside the path's filled area by `rule` (non-zero
    /// winding by default). Open subpaths count as closed.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let p = transform.isIdentity ? point : point.applying(transform)
        var winding = 0
        var crossings = 0
        for polygon in flattened() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1; crossings += 1
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "<CGPath \(elements.count) elements, box \(boundingBox)>" }

    /// The subpaths as closed polygons: lines as they are, curves in 64 pieces each (a ResponderKit
    /// addition, for hit-testing and drawing).
    public func flattened() -> [[CGPoint]] {
        subpaths().map(\.points)
    }

    /// The subpaths as polylines, curves in 64 pieces each, and whether each was closed (a
    /// ResponderKit addition, for stroking).
    public func subpaths() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case let .moveToPoint(p):
                finish(closed: false)
                current = [p]
                last = p
            case let .addLineToPoint(p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case let .addQuadCurveToPoint(c, p):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...64 {
                    let t = CGFloat(step) / 64, u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case let .addCurveToPoint(c1, c2, p):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...64 {
                    let t = CGFloat(step) / 64, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first { last = first }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// A path that can be added to — Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// A subpath through `points` (a move to the first, lines to the rest).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        elements.append(
            .addCurveToPoint(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// A closed rectangle subpath (clockwise on screen from the top left).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // Appended one by one (no array of corners: every background and fill adds a rectangle).
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// A closed subpath for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(
            in: rect, cornerWidth: rect.standardized.width / 2, cornerHeight: rect.standardized.height / 2,
            transform: transform)
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight` (each at
    /// most half the rectangle's side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        // A quarter ellipse as one cubic: control points at 0.5523 of the radius (the usual constant).
        let k: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
                 control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
                 control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), joined to the current
    /// point by a line. `clockwise` is Core Graphics' sense — in a y-up space; on a UIKit screen
    /// (y down) a `clockwise: true` arc runs counterclockwise, which is why `UIBezierPath` flips it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        // The sweep, in the direction asked, never more than a full turn.
        let full = 2 * CGFloat.pi
        var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: full)
        if clockwise {
            if sweep > 0 { sweep -= full }
            if sweep == 0 && endAngle != startAngle { sweep = -full }
        } else {
            if sweep < 0 { sweep += full }
            if sweep == 0 && endAngle != startAngle { sweep = full }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let pieces = max(Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            func point(_ unit: CGPoint) -> CGPoint {
                CGPoint(x: center.x + radius * unit.x, y: center.y + radius * unit.y)
            }
            addCurve(to: point(p1), control1: point(CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)),
                     control2: point(CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)), transform: transform)
            angle = next
        }
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }
}

/// How a path's inside is decided — Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// The shape of a stroked line's ends — Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// The shape of a stroked path's corners — Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

extension CGPath.Element {
    var points: [CGPoint] {
        switch self {
        case let .moveToPoint(p), let .addLineToPoint(p): return [p]
        case let .addQuadCurveToPoint(c, p): return [c, p]
        case let .addCurveToPoint(c1, c2, p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        if t.isIdentity { return self }
        switch self {
        case let .moveToPoint(p): return .moveToPoint(p.applying(t))
        case let .addLineToPoint(p): return .addLineToPoint(p.applying(t))
        case let .addQuadCurveToPoint(c, p): return .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
        case let .addCurveToPoint(c1, c2, p):
            return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
