import Foundation

/// How a shape layer paints its path.
///
/// A trimmed stroke (`strokeStart` above 0 or `strokeEnd` below 1) is drawn as one dash the trimmed
/// length long, starting `strokeStart` of the way along; the path's length is measured on its
/// flattened subpaths. Cairo starts dashes afresh at each subpath, so a trimmed path of several
/// subpaths trims each one by the whole path's length, and `lineDashPattern` is not applied to a
/// trimmed stroke.
extension CAShapeLayer {
    func drawShape(in ctx: CGContext) {
        guard let path else { return }
        if let fill = fillColor, fill.alpha > 0 {
            ctx.saveGState()
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
            ctx.restoreGState()
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
        let start = min(max(strokeStart.isFinite ? strokeStart : 0, 0), 1)
        let end = min(max(strokeEnd.isFinite ? strokeEnd : 1, 0), 1)
        guard end > start else { return }
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(miterLimit)
        if start > 0 || end < 1 {
            let length = Self.length(of: path)
            let visible = (end - start) * length, gap = 2 * length + 1
            ctx.setLineDash(phase: visible + gap - start * length, lengths: [visible, gap])
        } else if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// The length of `path` along its flattened subpaths (closing segments included).
    static func length(of path: CGPath) -> CGFloat {
        var total: CGFloat = 0
        for (points, closed) in path.subpaths() {
            for (a, b) in zip(points, points.dropFirst()) { total += hypot(b.x - a.x, b.y - a.y) }
            if closed, let first = points.first, let last = points.last {
                total += hypot(first.x - last.x, first.y - last.y)
            }
        }
        return total
    }
}
