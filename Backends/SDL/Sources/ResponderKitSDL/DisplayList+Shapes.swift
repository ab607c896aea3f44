import Foundation
import ResponderKit

/// What the display list draws of a `CAShapeLayer`: each subpath filled (one convex polygon, or
/// triangles cut from a concave one by ear clipping), then the stroke between `strokeStart` and
/// `strokeEnd` as quads `lineWidth` wide along the flattened path.
extension DisplayListBuilder {
    func addShape(_ shape: CAShapeLayer, _ toScreen: CGAffineTransform, _ opacity: CGFloat, _ clip: CGRect?,
                  _ list: inout DisplayList) {
        guard let path = shape.path else { return }
        let subpaths = path.subpaths()
        if let fill = shape.fillColor, fill.alpha > 0 {
            let color = RGBA(UIColor(cgColor: fill), alpha: opacity)
            for subpath in subpaths where subpath.points.count >= 3 {
                for piece in DisplayListBuilder.convexPieces(of: subpath.points) {
                    list.items.append(.fill(corners: piece.map { $0.applying(toScreen) }, color: color, clip: clip))
                }
            }
        }
        let width = shape.lineWidth
        guard let stroke = shape.strokeColor, stroke.alpha > 0, width > 0, width.isFinite else { return }
        let color = RGBA(UIColor(cgColor: stroke), alpha: opacity)
        // The stroked part, by length along the whole path.
        let polylines = subpaths.map { $0.closed ? $0.points + [$0.points[0]] : $0.points }
        let total = polylines.reduce(0) { sum, line in sum + DisplayListBuilder.length(of: line) }
        let from = total * min(max(shape.strokeStart, 0), 1), to = total * min(max(shape.strokeEnd, 0), 1)
        guard to > from else { return }
        var travelled: CGFloat = 0
        for line in polylines {
            for (a, b) in zip(line, line.dropFirst()) {
                let piece = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += piece }
                guard piece > 0 else { continue }
                let start = max(from - travelled, 0) / piece, end = min(to - travelled, piece) / piece
                guard end > start else { continue }
                let p0 = CGPoint(x: a.x + (b.x - a.x) * start, y: a.y + (b.y - a.y) * start)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * end, y: a.y + (b.y - a.y) * end)
                let nx = -(b.y - a.y) / piece * width / 2, ny = (b.x - a.x) / piece * width / 2
                let quad = [CGPoint(x: p0.x + nx, y: p0.y + ny), CGPoint(x: p1.x + nx, y: p1.y + ny),
                            CGPoint(x: p1.x - nx, y: p1.y - ny), CGPoint(x: p0.x - nx, y: p0.y - ny)]
                list.items.append(.fill(corners: quad.map { $0.applying(toScreen) }, color: color, clip: clip))
            }
        }
    }

    static func length(of line: [CGPoint]) -> CGFloat {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// `polygon` as convex pieces: itself when convex, else triangles by ear clipping (a polygon that
    /// crosses itself gets what ear clipping can cut, then a fan of the rest).
    static func convexPieces(of polygon: [CGPoint]) -> [[CGPoint]] {
        var points = polygon
        if let first = points.first, let last = points.last, first == last { points.removeLast() }
        guard points.count >= 3 else { return [] }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        let signedArea = points.indices.reduce(0) {
            $0 + points[$1].x * points[($1 + 1) % points.count].y - points[($1 + 1) % points.count].x * points[$1].y
        }
        guard signedArea != 0, signedArea.isFinite else { return [] }
        let orientation: CGFloat = signedArea > 0 ? 1 : -1
        let turns = points.indices.map {
            cross(points[$0], points[($0 + 1) % points.count], points[($0 + 2) % points.count]) * orientation
        }
        if turns.allSatisfy({ $0 >= -1e-9 }) { return [points] }
        // Ear clipping.
        var triangles: [[CGPoint]] = []
        var remaining = points
        var guardCount = 0
        while remaining.count > 3 && guardCount < 10 * points.count {
            guardCount += 1
            var clipped = false
            for i in remaining.indices {
                let a = remaining[(i + remaining.count - 1) % remaining.count], b = remaining[i],
                    c = remaining[(i + 1) % remaining.count]
                guard cross(a, b, c) * orientation > 0 else { continue }
                let inside = remaining.contains { p in
                    p != a && p != b && p != c
                        && cross(a, b, p) * orientation >= 0 && cross(b, c, p) * orientation >= 0
                        && cross(c, a, p) * orientation >= 0
                }
                if inside { continue }
                triangles.append([a, b, c])
                remaining.remove(at: i)
                clipped = true
                break
            }
            if !clipped { break }
        }
        if remaining.count >= 3 {
            for i in 1..<(remaining.count - 1) { triangles.append([remaining[0], remaining[i], remaining[i + 1]]) }
        }
        return triangles
    }
}
