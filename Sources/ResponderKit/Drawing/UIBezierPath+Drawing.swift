import Foundation

/// Painting a path into the current context (`UIGraphicsGetCurrentContext()`), as UIKit's
/// `UIBezierPath` does: the context's fill or stroke colour (`UIColor.setFill()`/`setStroke()`), the
/// path's own line attributes, and the context's state otherwise untouched. Outside drawing (no
/// current context) these do nothing, as in UIKit.
extension UIBezierPath {
    /// Fills the path's inside (by `usesEvenOddFillRule`) with the context's fill colour.
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour, `lineWidth`, caps, joins, miter limit and dashes.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes with `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashLengths)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside (by `usesEvenOddFillRule`).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Dashes the path's strokes: `count` lengths from `pattern`, starting `phase` into them; `nil`
    /// or a count of 0 makes them solid again.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashLengths = []
            dashPhase = 0
            return
        }
        dashLengths = (0..<count).map { pattern[$0] }
        dashPhase = phase
    }

    /// Copies the dash lengths into `pattern` (if given, as many as there are), their number into
    /// `count` and the phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashLengths.enumerated() { pattern[index] = length } }
        count?.pointee = dashLengths.count
        phase?.pointee = dashPhase
    }
}

extension UIColor {
    /// Makes this colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the current context's fill colour.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this colour the current context's stroke colour.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
