import Foundation

/// The current path: built in user space, kept in device space (a point is transformed by the CTM in
/// force when it is added, as Core Graphics does), consumed by filling, stroking and clipping.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { devicePath = CGMutablePath() }

    public func move(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return reportNonFinite("move(to:)") }
        devicePath.move(to: point, transform: cairoMatrix)
    }

    public func addLine(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return reportNonFinite("addLine(to:)") }
        guard hasCurrentPoint else { return reportNoCurrentPoint("addLine(to:)") }
        devicePath.addLine(to: point, transform: cairoMatrix)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard [end, control1, control2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return reportNonFinite("addCurve")
        }
        guard hasCurrentPoint else { return reportNoCurrentPoint("addCurve(to:control1:control2:)") }
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: cairoMatrix)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard [end, control].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return reportNonFinite("addQuadCurve")
        }
        guard hasCurrentPoint else { return reportNoCurrentPoint("addQuadCurve(to:control:)") }
        devicePath.addQuadCurve(to: end, control: control, transform: cairoMatrix)
    }

    public func closePath() {
        guard hasCurrentPoint else { return }
        devicePath.closeSubpath()
    }

    public func addRect(_ rect: CGRect) {
        guard rect.isFiniteRect else { return reportNonFinite("addRect") }
        devicePath.addRect(rect, transform: cairoMatrix)
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Lines joining `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return reportNonFinite("addLines") }
        devicePath.addLines(between: points, transform: cairoMatrix)
    }

    public func addEllipse(in rect: CGRect) {
        guard rect.isFiniteRect else { return reportNonFinite("addEllipse") }
        devicePath.addEllipse(in: rect, transform: cairoMatrix)
    }

    /// An arc of the circle at `center`; `clockwise` in Core Graphics' sense (the y-up one: decreasing
    /// angles), joined by a line to the current point if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else { return reportNonFinite("addArc") }
        devicePath.addArc(center: center, radius: abs(radius), startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: cairoMatrix)
    }

    /// The arc of radius `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End` (PostScript's `arct`), joined to the current point by a line.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let start = currentUserPoint else {
            return reportNoCurrentPoint("addArc(tangent1End:tangent2End:radius:)")
        }
        guard [tangent1End, tangent2End].allSatisfy({ $0.x.isFinite && $0.y.isFinite }), radius.isFinite else {
            return reportNonFinite("addArc(tangent1End:)")
        }
        let v1 = CGVector(dx: start.x - tangent1End.x, dy: start.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else { return addLine(to: tangent1End) }
        let cosine = max(-1, min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2)))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let p1 = CGPoint(x: tangent1End.x + v1.dx / l1 * distance, y: tangent1End.y + v1.dy / l1 * distance)
        let p2 = CGPoint(x: tangent1End.x + v2.dx / l2 * distance, y: tangent1End.y + v2.dy / l2 * distance)
        // The centre lies along the bisector, `radius / sin(half)` from the corner.
        let bisector = CGVector(dx: v1.dx / l1 + v2.dx / l2, dy: v1.dy / l1 + v2.dy / l2)
        let bl = hypot(bisector.dx, bisector.dy)
        let reach = radius / sin(half)
        let centre = CGPoint(x: tangent1End.x + bisector.dx / bl * reach, y: tangent1End.y + bisector.dy / bl * reach)
        let a1 = atan2(p1.y - centre.y, p1.x - centre.x), a2 = atan2(p2.y - centre.y, p2.x - centre.x)
        addLine(to: p1)
        // The arc turns the way the corner does: with the corner on the left (cross < 0), clockwise.
        addArc(center: centre, radius: radius, startAngle: a1, endAngle: a2, clockwise: cross > 0)
    }

    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: cairoMatrix)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point, in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint { currentUserPoint ?? .zero }

    /// The smallest rectangle holding the current path's points and control points, in user space
    /// (`.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty else { return .null }
        return devicePath.boundingBox.applying(cairoMatrix.inverted())
    }

    /// A copy of the current path in user space; `nil` when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        let toUser = cairoMatrix.inverted()
        return CGPath(elements: devicePath.elements.map { $0.applying(toUser) })
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !devicePath.isEmpty else { return false }
        replayPath()
        defer { cairo.newPath(cr) }
        let fillRule: CGPathFillRule = (mode == .eoFill || mode == .eoFillStroke) ? .evenOdd : .winding
        cairo.setFillRule(cr, Int32(fillRule.rawValue))
        let filled = mode != .stroke && cairo.inFill(cr, Double(point.x), Double(point.y)) != 0
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let stroked = strokes && cairo.inStroke(cr, Double(point.x), Double(point.y)) != 0
        return filled || stroked
    }

    /// Feeds the current path to Cairo (which holds it in device space too), under the current matrix.
    func replayPath() {
        cairo.newPath(cr)
        setCairoMatrix(.identity)
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in devicePath.elements {
            switch element {
            case let .moveToPoint(p):
                cairo.moveTo(cr, Double(p.x), Double(p.y)); last = p; start = p
            case let .addLineToPoint(p):
                cairo.lineTo(cr, Double(p.x), Double(p.y)); last = p
            case let .addQuadCurveToPoint(c, p):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo.curveTo(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y));
                last = p
            case let .addCurveToPoint(c1, c2, p):
                cairo.curveTo(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y));
                last = p
            case .closeSubpath:
                cairo.closePath(cr); last = start
            }
        }
        applyCTM()
    }

    var hasCurrentPoint: Bool { !devicePath.elements.isEmpty }

    private var currentUserPoint: CGPoint? {
        guard hasCurrentPoint else { return nil }
        return devicePath.currentPoint.applying(cairoMatrix.inverted())
    }

    private func reportNonFinite(_ call: String) {
        CairoLoader.report("CGContext \(call): ignored a non-finite coordinate; the path is unchanged.")
    }

    private func reportNoCurrentPoint(_ call: String) {
        CairoLoader.report("CGContext \(call): no current point; start the subpath with move(to:).")
    }
}

/// What drawing a path paints — Apple's `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGRect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
