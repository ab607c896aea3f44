import Foundation

/// How a gradient layer paints its bounds, with `startPoint` and `endPoint` in unit coordinates of
/// the bounds and the end colours carried on beyond them, as Core Animation does:
/// - `.axial`: along the line from start to end;
/// - `.radial`: an ellipse centred on `startPoint` reaching `endPoint` (x radius from the x distance,
///   y radius from the y distance);
/// - `.conic`: around `startPoint`, location 0 pointing at `endPoint`, clockwise on the screen; drawn
///   as 360 wedges, each one colour.
extension CAGradientLayer {
    func drawGradient(in ctx: CGContext) {
        let stops = self.stops
        guard !stops.isEmpty else { return }
        let b = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let colours = stops.map(\.color) as CFArray
        let locations = stops.map(\.location)
        guard let gradient = CGGradient(colorsSpace: nil, colors: colours, locations: locations) else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: b)
        let start = point(startPoint), end = point(endPoint)
        let carryOn: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: max(rx, 1e-3), y: max(ry, 1e-3))
            ctx.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: carryOn)
        case .conic:
            drawConic(stops: stops, centre: start, towards: end, in: ctx)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: carryOn)
        }
    }

    private func drawConic(
        stops: [(location: CGFloat, color: CGColor)], centre: CGPoint, towards: CGPoint, in ctx: CGContext
    ) {
        let reach = 2 * hypot(bounds.width, bounds.height) + hypot(centre.x - bounds.midX, centre.y - bounds.midY)
        let base = atan2(towards.y - centre.y, towards.x - centre.x)
        let wedges = 360
        for index in 0..<wedges {
            let t = (CGFloat(index) + 0.5) / CGFloat(wedges)
            ctx.setFillColor(Self.colour(at: t, in: stops))
            let a0 = base + 2 * .pi * CGFloat(index) / CGFloat(wedges)
            let a1 = base + 2 * .pi * CGFloat(index + 1) / CGFloat(wedges) + 0.002  // overlap: no hairline seams
            ctx.move(to: centre)
            ctx.addLine(to: CGPoint(x: centre.x + reach * cos(a0), y: centre.y + reach * sin(a0)))
            ctx.addLine(to: CGPoint(x: centre.x + reach * cos(a1), y: centre.y + reach * sin(a1)))
            ctx.closePath()
            ctx.fillPath()
        }
    }

    /// The stops' colour at `t`, interpolated component-wise (as Core Animation's interpolation of colours).
    static func colour(at t: CGFloat, in stops: [(location: CGFloat, color: CGColor)]) -> CGColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            if case let .color(mixed) = LayerValue.color(a.color).interpolated(to: .color(b.color), Double(f)) {
                return mixed
            }
        }
        return last.color
    }
}
