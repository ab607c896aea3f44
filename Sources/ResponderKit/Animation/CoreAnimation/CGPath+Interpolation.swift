import Foundation

/// A shape layer's `path` animated: Core Animation interpolates two paths point by point when they
/// have the same elements in the same order (Apple's `CAShapeLayer.path`: "If the two paths have a
/// different number of control points or segments the results are undefined"). Here two such paths
/// give the path whose every point is between theirs; other pairs jump half way, as any value that
/// cannot be interpolated does.
extension CGPath {
    /// The path `fraction` of the way from this one to `end`, or `nil` when their elements differ in
    /// kind or number.
    func interpolated(to end: CGPath, _ fraction: CGFloat) -> CGPath? {
        guard elements.count == end.elements.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        let path = CGMutablePath()
        for (a, b) in zip(elements, end.elements) {
            switch (a, b) {
            case let (.moveToPoint(p), .moveToPoint(q)):
                path.move(to: mix(p, q))
            case let (.addLineToPoint(p), .addLineToPoint(q)):
                path.addLine(to: mix(p, q))
            case let (.addQuadCurveToPoint(c, p), .addQuadCurveToPoint(d, q)):
                path.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case let (.addCurveToPoint(c1, c2, p), .addCurveToPoint(d1, d2, q)):
                path.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath):
                path.closeSubpath()
            default:
                return nil
            }
        }
        return path
    }
}
