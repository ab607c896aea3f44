import Foundation

/// The system symbols ResponderKit draws (`UIImage(systemName:)`): simple outlines in the spirit of SF
/// Symbols — which are Apple's and not on Linux — for the names apps use most: chevrons, arrows, plus,
/// minus, xmark, checkmark, circle, square, star, heart, gear, trash, person, house, bell, ellipsis,
/// magnifying glass, share, pencil, paper plane, envelope, lock, calendar, clock, photo, camera,
/// bookmark, folder, document, map pin, the playback controls, info and warning.
///
/// Each is drawn in a unit box (0…1 both ways, y down) from parts: an *outline* is stroked, or filled
/// in the `.fill` variant; a *detail* is stroked, or cut out of the fill; a *hole* is filled, or cut
/// out of the fill; a *dot* is always filled and a *line* always stroked.
/// A name `X.fill`, `X.circle` and `X.circle.fill` is made from `X` (a circle around it; filled, with
/// `X` cut out), so `plus.circle.fill` and `heart.fill` need no drawing of their own.
@MainActor
struct SymbolGlyph {
    enum Role { case outline, detail, hole, dot, line }
    typealias Part = (role: Role, path: @MainActor (SymbolBox) -> UIBezierPath)

    /// Width over height.
    let aspect: CGFloat
    let parts: [Part]

    /// The glyph for `name`, or `nil` for a name not drawn here.
    static func named(_ name: String) -> (glyph: SymbolGlyph, filled: Bool)? {
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base.removeLast(5) }
        if let glyph = table[base] { return (glyph, filled) }
        if base.hasSuffix(".circle"), let inner = table[String(base.dropLast(7))] {
            let ring: Part = (.outline, { $0.circle(0.5, 0.5, 0.46) })
            return (SymbolGlyph(aspect: 1, parts: [ring] + inner.parts.map { part in
                            (
                                part.role == .dot || part.role == .hole ? .hole : .detail,
                                { @MainActor box in part.path(box.inner(0.52, aspect: inner.aspect)) }
                            )
            }), filled)
        }
        return nil
    }

    private static func lines(_ points: [(CGFloat, CGFloat)]...) -> @MainActor (SymbolBox) -> UIBezierPath {
        { box in
            let path = UIBezierPath()
            for line in points {
                guard let first = line.first else { continue }
                path.move(to: box.p(first.0, first.1))
                for point in line.dropFirst() { path.addLine(to: box.p(point.0, point.1)) }
            }
            return path
        }
    }

    private static func shape(_ points: [(CGFloat, CGFloat)]) -> @MainActor (SymbolBox) -> UIBezierPath {
        { box in
            let path = lines(points)(box)
            path.close()
            return path
        }
    }

    /// A closed polygon of `corners` points evenly around (`x`, `y`) from `startAngle`, the `i`th at
    /// `radius(i)`: the star and the gear.
    private static func radial(_ box: SymbolBox, corners: Int, x: CGFloat, y: CGFloat, startAngle: CGFloat,
                               radius: (Int) -> CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for i in 0..<corners {
            let angle = startAngle + CGFloat(i) * 2 * .pi / CGFloat(corners)
            let point = box.p(x + radius(i) * cos(angle), y + radius(i) * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    private static func star(_ box: SymbolBox) -> UIBezierPath {
        radial(box, corners: 10, x: 0.5, y: 0.53, startAngle: -.pi / 2) { $0 % 2 == 0 ? 0.5 : 0.21 }
    }

    private static func heart(_ box: SymbolBox) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: box.p(0.5, 0.92))
        path.addCurve(to: box.p(0.04, 0.36), controlPoint1: box.p(0.22, 0.7), controlPoint2: box.p(0.04, 0.55))
        path.addCurve(to: box.p(0.5, 0.2), controlPoint1: box.p(0.04, 0.06), controlPoint2: box.p(0.4, 0.0))
        path.addCurve(to: box.p(0.96, 0.36), controlPoint1: box.p(0.6, 0.0), controlPoint2: box.p(0.96, 0.06))
        path.addCurve(to: box.p(0.5, 0.92), controlPoint1: box.p(0.96, 0.55), controlPoint2: box.p(0.78, 0.7))
        path.close()
        return path
    }

    /// Eight teeth, each two corners out and two in.
    private static func gear(_ box: SymbolBox) -> UIBezierPath {
        radial(box, corners: 32, x: 0.5, y: 0.5, startAngle: 0) { $0 % 4 == 1 || $0 % 4 == 2 ? 0.48 : 0.37 }
    }

    private static func bell(_ box: SymbolBox) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: box.p(0.12, 0.76))
        path.addCurve(to: box.p(0.5, 0.1), controlPoint1: box.p(0.26, 0.5), controlPoint2: box.p(0.2, 0.1))
        path.addCurve(to: box.p(0.88, 0.76), controlPoint1: box.p(0.8, 0.1), controlPoint2: box.p(0.74, 0.5))
        path.close()
        return path
    }

    private static func person(_ box: SymbolBox) -> UIBezierPath {
        let path = box.circle(0.5, 0.28, 0.2)
        path.move(to: box.p(0.1, 0.95))
        path.addCurve(to: box.p(0.9, 0.95), controlPoint1: box.p(0.1, 0.5), controlPoint2: box.p(0.9, 0.5))
        path.close()
        return path
    }

    private static let table: [String: SymbolGlyph] = [
        "chevron.right": SymbolGlyph(aspect: 0.6, parts: [(.detail, lines([(0.22, 0.06), (0.78, 0.5), (0.22, 0.94)]))]),
        "chevron.left": SymbolGlyph(aspect: 0.6, parts: [(.detail, lines([(0.78, 0.06), (0.22, 0.5), (0.78, 0.94)]))]),
        "chevron.up": SymbolGlyph(aspect: 1.6, parts: [(.detail, lines([(0.06, 0.78), (0.5, 0.22), (0.94, 0.78)]))]),
        "chevron.down": SymbolGlyph(aspect: 1.6, parts: [(.detail, lines([(0.06, 0.22), (0.5, 0.78), (0.94, 0.22)]))]),
        "plus": SymbolGlyph(
            aspect: 1, parts: [(.detail, lines([(0.5, 0.08), (0.5, 0.92)], [(0.08, 0.5), (0.92, 0.5)]))]),
        "minus": SymbolGlyph(aspect: 1, parts: [(.detail, lines([(0.08, 0.5), (0.92, 0.5)]))]),
        "xmark": SymbolGlyph(
            aspect: 1, parts: [(.detail, lines([(0.14, 0.14), (0.86, 0.86)], [(0.86, 0.14), (0.14, 0.86)]))]),
        "checkmark": SymbolGlyph(aspect: 1.05, parts: [(.detail, lines([(0.08, 0.55), (0.38, 0.86), (0.92, 0.14)]))]),
        "circle": SymbolGlyph(aspect: 1, parts: [(.outline, { $0.circle(0.5, 0.5, 0.46) })]),
        "square": SymbolGlyph(aspect: 1, parts: [(.outline, { $0.roundedRect(0.06, 0.06, 0.88, 0.88, 0.16) })]),
        "star": SymbolGlyph(aspect: 1.05, parts: [(.outline, star)]),
        "heart": SymbolGlyph(aspect: 1.1, parts: [(.outline, heart)]),
        "gearshape": SymbolGlyph(aspect: 1, parts: [(.outline, gear), (.detail, { $0.circle(0.5, 0.5, 0.15) })]),
        "gear": SymbolGlyph(aspect: 1, parts: [(.outline, gear), (.detail, { $0.circle(0.5, 0.5, 0.15) })]),
        "magnifyingglass": SymbolGlyph(aspect: 1, parts: [(.detail, { $0.circle(0.42, 0.42, 0.32) }),
                                                         (.detail, lines([(0.66, 0.66), (0.92, 0.92)]))]),
        "trash": SymbolGlyph(
            aspect: 0.9,
            parts: [
                (.outline, shape([(0.18, 0.22), (0.82, 0.22), (0.76, 0.94), (0.24, 0.94)])),
                (
                    .line,
                    lines([(0.06, 0.22), (0.94, 0.22)], [(0.35, 0.22), (0.38, 0.07), (0.62, 0.07), (0.65, 0.22)])
                ),
            ]),
        "person": SymbolGlyph(aspect: 1, parts: [(.outline, person)]),
        "house": SymbolGlyph(
            aspect: 1.1,
            parts: [
                (
                    .outline,
                    shape([
                        (0.5, 0.06), (0.94, 0.46), (0.82, 0.46), (0.82, 0.94),
                                                                  (0.18, 0.94), (0.18, 0.46), (0.06, 0.46)]))]),
        "bell": SymbolGlyph(aspect: 0.95, parts: [(.outline, bell), (.dot, { $0.circle(0.5, 0.87, 0.08) })]),
        "ellipsis": SymbolGlyph(
            aspect: 1.6,
            parts: [
                (.dot, { $0.circle(0.14, 0.5, 0.1) }), (.dot, { $0.circle(0.5, 0.5, 0.1) }),
                                                      (.dot, { $0.circle(0.86, 0.5, 0.1) })]),
        "line.3.horizontal": SymbolGlyph(
            aspect: 1.2,
            parts: [
                (
                    .detail,
                    lines(
                        [(0.08, 0.2), (0.92, 0.2)], [(0.08, 0.5), (0.92, 0.5)],
                                                                             [(0.08, 0.8), (0.92, 0.8)]))]),
        "list.bullet": SymbolGlyph(
            aspect: 1.2,
            parts: [
                (.dot, { $0.circle(0.1, 0.2, 0.07) }), (.dot, { $0.circle(0.1, 0.5, 0.07) }),
                                                         (.dot, { $0.circle(0.1, 0.8, 0.07) }),
                (.detail, lines([(0.3, 0.2), (0.94, 0.2)], [(0.3, 0.5), (0.94, 0.5)], [(0.3, 0.8), (0.94, 0.8)])),
            ]),
        "arrow.right": SymbolGlyph(
            aspect: 1,
            parts: [(.detail, lines([(0.08, 0.5), (0.92, 0.5)], [(0.55, 0.14), (0.92, 0.5), (0.55, 0.86)]))]),
        "arrow.left": SymbolGlyph(
            aspect: 1,
            parts: [(.detail, lines([(0.92, 0.5), (0.08, 0.5)], [(0.45, 0.14), (0.08, 0.5), (0.45, 0.86)]))]),
        "arrow.up": SymbolGlyph(
            aspect: 1,
            parts: [(.detail, lines([(0.5, 0.92), (0.5, 0.08)], [(0.14, 0.45), (0.5, 0.08), (0.86, 0.45)]))]),
        "arrow.down": SymbolGlyph(
            aspect: 1,
            parts: [(.detail, lines([(0.5, 0.08), (0.5, 0.92)], [(0.14, 0.55), (0.5, 0.92), (0.86, 0.55)]))]),
        "arrow.clockwise": SymbolGlyph(aspect: 1, parts: [(.detail, { box in
            let path = UIBezierPath(arcCenter: box.p(0.5, 0.54), radius: box.unit(0.38), startAngle: -.pi / 3,
                                    endAngle: -.pi / 2 - 0.2, clockwise: true)
            path.move(to: box.p(0.42, 0.06))
            path.addLine(to: box.p(0.55, 0.16))
            path.addLine(to: box.p(0.42, 0.27))
            return path
        })]),
        "square.and.arrow.up": SymbolGlyph(
            aspect: 0.85,
            parts: [
                (
                    .detail,
                    lines(
                        [
                            (0.3, 0.38), (0.12, 0.38), (0.12, 0.95), (0.88, 0.95),
                                                                                  (0.88, 0.38), (0.7, 0.38)],
                        [(0.5, 0.66), (0.5, 0.05)], [(0.3, 0.24), (0.5, 0.05), (0.7, 0.24)])
                )
            ]),
        "square.and.arrow.down": SymbolGlyph(
            aspect: 0.85,
            parts: [
                (
                    .detail,
                    lines(
                        [
                            (0.3, 0.38), (0.12, 0.38), (0.12, 0.95), (0.88, 0.95),
                                                                                    (0.88, 0.38), (0.7, 0.38)],
                        [(0.5, 0.05), (0.5, 0.66)], [(0.3, 0.47), (0.5, 0.66), (0.7, 0.47)])
                )
            ]),
        "pencil": SymbolGlyph(
            aspect: 1,
            parts: [(.outline, shape([(0.1, 0.9), (0.15, 0.68), (0.68, 0.15), (0.85, 0.32), (0.32, 0.85)]))]),
        "paperplane": SymbolGlyph(
            aspect: 1,
            parts: [
                (.outline, shape([(0.05, 0.45), (0.95, 0.06), (0.58, 0.95), (0.45, 0.56)])),
                                                     (.detail, lines([(0.45, 0.56), (0.95, 0.06)]))]),
        "envelope": SymbolGlyph(aspect: 1.35, parts: [(.outline, { $0.roundedRect(0.05, 0.14, 0.9, 0.72, 0.08) }),
                                                      (.detail, lines([(0.07, 0.2), (0.5, 0.56), (0.93, 0.2)]))]),
        "lock": SymbolGlyph(aspect: 0.8, parts: [(.outline, { $0.roundedRect(0.12, 0.44, 0.76, 0.52, 0.1) }),
                                                 (.line, { box in
            let path = UIBezierPath()
            path.move(to: box.p(0.28, 0.44))
            path.addLine(to: box.p(0.28, 0.28))
                        path.addArc(
                            withCenter: box.p(0.5, 0.28), radius: box.width * 0.22, startAngle: .pi, endAngle: 0,
                            clockwise: true)
            path.addLine(to: box.p(0.72, 0.44))
            return path
        })]),
        "calendar": SymbolGlyph(aspect: 1.05, parts: [(.outline, { $0.roundedRect(0.06, 0.1, 0.88, 0.84, 0.12) }),
                                                      (.detail, lines([(0.06, 0.32), (0.94, 0.32)]))]),
        "clock": SymbolGlyph(aspect: 1, parts: [(.outline, { $0.circle(0.5, 0.5, 0.46) }),
                                                (.detail, lines([(0.5, 0.2), (0.5, 0.5), (0.72, 0.62)]))]),
        "photo": SymbolGlyph(aspect: 1.25, parts: [(.outline, { $0.roundedRect(0.04, 0.1, 0.92, 0.8, 0.08) }),
                (.detail, lines([(0.08, 0.82), (0.38, 0.46), (0.6, 0.68), (0.72, 0.56), (0.92, 0.78)])),
                                                   (.hole, { $0.circle(0.7, 0.32, 0.07) })]),
        "camera": SymbolGlyph(
            aspect: 1.3,
            parts: [
                (
                    .outline,
                    shape([
                        (0.05, 0.28), (0.3, 0.28), (0.37, 0.12), (0.63, 0.12), (0.7, 0.28),
                                                                     (0.95, 0.28), (0.95, 0.9), (0.05, 0.9)])),
                                                   (.detail, { $0.circle(0.5, 0.58, 0.18) })]),
        "bookmark": SymbolGlyph(
            aspect: 0.7,
            parts: [(.outline, shape([(0.16, 0.05), (0.84, 0.05), (0.84, 0.95), (0.5, 0.7), (0.16, 0.95)]))]),
        "folder": SymbolGlyph(
            aspect: 1.3,
            parts: [
                (
                    .outline,
                    shape([
                        (0.05, 0.16), (0.38, 0.16), (0.46, 0.28), (0.95, 0.28), (0.95, 0.88),
                                                                     (0.05, 0.88)]))]),
        "doc": SymbolGlyph(
            aspect: 0.8,
            parts: [
                (.outline, shape([(0.14, 0.05), (0.6, 0.05), (0.86, 0.3), (0.86, 0.95), (0.14, 0.95)])),
                                                (.detail, lines([(0.6, 0.05), (0.6, 0.3), (0.86, 0.3)]))]),
        "mappin": SymbolGlyph(
            aspect: 0.6,
            parts: [(.outline, { $0.circle(0.5, 0.28, 0.24) }), (.line, lines([(0.5, 0.52), (0.5, 0.95)]))]),
        "play": SymbolGlyph(aspect: 0.9, parts: [(.outline, shape([(0.16, 0.07), (0.9, 0.5), (0.16, 0.93)]))]),
        "pause": SymbolGlyph(aspect: 0.8, parts: [(.outline, { $0.roundedRect(0.12, 0.06, 0.26, 0.88, 0.05) }),
                                                  (.outline, { $0.roundedRect(0.62, 0.06, 0.26, 0.88, 0.05) })]),
        "stop": SymbolGlyph(aspect: 1, parts: [(.outline, { $0.roundedRect(0.08, 0.08, 0.84, 0.84, 0.1) })]),
        "forward": SymbolGlyph(aspect: 1.5, parts: [(.outline, shape([(0.05, 0.12), (0.5, 0.5), (0.05, 0.88)])),
                                                    (.outline, shape([(0.5, 0.12), (0.95, 0.5), (0.5, 0.88)]))]),
        "backward": SymbolGlyph(aspect: 1.5, parts: [(.outline, shape([(0.95, 0.12), (0.5, 0.5), (0.95, 0.88)])),
                                                     (.outline, shape([(0.5, 0.12), (0.05, 0.5), (0.5, 0.88)]))]),
        "info": SymbolGlyph(
            aspect: 0.4, parts: [(.dot, { $0.circle(0.5, 0.14, 0.14) }), (.detail, lines([(0.5, 0.4), (0.5, 0.92)]))]),
        "exclamationmark": SymbolGlyph(aspect: 0.35, parts: [(.detail, lines([(0.5, 0.06), (0.5, 0.64)])),
                                                            (.dot, { $0.circle(0.5, 0.88, 0.14) })]),
        "exclamationmark.triangle": SymbolGlyph(
            aspect: 1.1,
            parts: [
                (.outline, shape([(0.5, 0.05), (0.96, 0.92), (0.04, 0.92)])),
                                                                     (.detail, lines([(0.5, 0.36), (0.5, 0.64)])),
                                                                     (.hole, { $0.circle(0.5, 0.78, 0.05) })]),
    ]
}

/// A symbol's unit box placed in a rectangle: `p(x, y)` is the point `x` across and `y` down.
@MainActor
struct SymbolBox {
    let rect: CGRect

    var width: CGFloat { rect.width }
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    /// A length of `v` box heights.
    func unit(_ v: CGFloat) -> CGFloat { v * rect.height }
    func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(
            ovalIn: CGRect(
                x: rect.minX + x * rect.width - r * rect.height, y: rect.minY + y * rect.height - r * rect.height,
                                    width: 2 * r * rect.height, height: 2 * r * rect.height))
    }
    func roundedRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(
            roundedRect: CGRect(
                x: rect.minX + x * rect.width, y: rect.minY + y * rect.height, width: w * rect.width,
                                         height: h * rect.height), cornerRadius: r * min(rect.width, rect.height))
    }
    /// The box of a glyph `aspect` wide, `fraction` of this box's height, centred in it.
    func inner(_ fraction: CGFloat, aspect: CGFloat) -> SymbolBox {
        let height = rect.height * fraction / max(aspect, 1)
        let width = height * aspect
        return SymbolBox(
            rect: CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height))
    }
}
