import Foundation

/// Filling, stroking and clipping, and the one funnel every painting goes through (``render(_:)``):
/// the global alpha, the shadow and the blend mode are applied there, as Core Graphics applies them
/// to each drawing operation as a whole.
extension CGContext {
    /// Runs `paint` (which sets its own source and paints) with the graphics state's alpha, shadow and
    /// blend mode, then brings the caller's memory up to date. `deviceExtent` (device space), when
    /// known, holds everything `paint` draws: an alpha or shadow group is then that size, not the
    /// context's (a shadowed knob costs its own pixels, not the screen's).
    func render(shadowOnly: Bool = false, deviceExtent: CGRect? = nil, _ paint: () -> Void) {
        guard !isDegenerate else { return }
        if state.alpha >= 1, state.shadow == nil, !shadowOnly {
            cairo.setOperator(cr, state.blendMode.cairoOperator.rawValue)
            paint()
        } else {
            let bounded = deviceExtent.map { $0.insetBy(dx: -2, dy: -2) }.flatMap { box -> CGRect? in
                box.minX.isFinite && box.minY.isFinite && box.maxX.isFinite && box.maxY.isFinite ? box : nil
            }
            if let box = bounded {
                cairo.save(cr)
                setCairoMatrix(.identity)
                cairo.newPath(cr)
                cairo.rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
                cairo.clip(cr)
                applyCTM()
            }
            cairo.pushGroup(cr)
            cairo.setOperator(cr, Cairo.Operator.over.rawValue)
            paint()
            let target = cairo.getGroupTarget(cr)
            // The popped pattern holds the group's surface until it is destroyed below.
            let group = cairo.popGroup(cr)
            // The shadow and the composite are not clipped to the extent.
            if bounded != nil { cairo.restore(cr) }
            if let shadow = state.shadow, let target { drawShadow(shadow, of: target) }
            if !shadowOnly {
                cairo.setSource(cr, group)
                cairo.setOperator(cr, state.blendMode.cairoOperator.rawValue)
                cairo.paintWithAlpha(cr, Double(state.alpha))
                cairo.setSourceRGBA(cr, 0, 0, 0, 1)
            }
            cairo.patternDestroy(group)
        }
        cairo.setOperator(cr, Cairo.Operator.over.rawValue)
        backing.publish()
    }

    func setSource(_ color: CGColor) {
        let (r, g, b, a) = color.rgba
        cairo.setSourceRGBA(cr, Double(r), Double(g), Double(b), Double(a))
    }

    // MARK: Painting the current path

    /// Fills the current path by `rule` with the fill colour and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .evenOdd ? .eoFill : .fill)
    }

    /// Strokes the current path with the stroke colour and line attributes, and empties it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills with the even-odd rule (Core Graphics' `eoFillPath()`).
    public func eoFillPath() { drawPath(using: .eoFill) }

    /// Paints the current path in `mode` (fill, then stroke for the combined modes) and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !devicePath.isEmpty else { return }
        // A fill stays inside its path's box; a stroke's width is not known here, so it is unbounded.
        let isFill = mode == .fill || mode == .eoFill
        render(deviceExtent: isFill ? devicePath.boundingBox : nil) {
            replayPath()
            if mode != .stroke {
                setSource(state.fillColor)
                cairo.setFillRule(cr, mode == .eoFill || mode == .eoFillStroke ? 1 : 0)
                if mode == .fill || mode == .eoFill { cairo.fill(cr) } else { cairo.fillPreserve(cr) }
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                setSource(state.strokeColor)
                cairo.stroke(cr)
            }
        }
    }

    /// Paints only the shadow that filling `path` (user space) would cast with the current shadow — a
    /// layer's `shadowPath` shadow, which shows under the layer's content whatever that content is.
    package func fillShadow(of path: CGPath) {
        guard state.shadow != nil else { return }
        let kept = devicePath
        devicePath = CGMutablePath()
        addPath(path)
        render(shadowOnly: true, deviceExtent: devicePath.boundingBox) {
            replayPath()
            cairo.setSourceRGBA(cr, 0, 0, 0, 1)
            cairo.setFillRule(cr, 0)
            cairo.fill(cr)
        }
        devicePath = kept
    }

    // MARK: Shapes drawn at once (the current path is emptied, as Core Graphics does)

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        rects.forEach(addRect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, … (an odd last point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (clear black), whatever the blend mode and alpha; the clip applies.
    public func clear(_ rect: CGRect) {
        guard rect.isFiniteRect, !isDegenerate else { return }
        cairo.save(cr)
        cairo.newPath(cr)
        cairo.rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo.setOperator(cr, Cairo.Operator.clear.rawValue)
        cairo.fill(cr)
        cairo.restore(cr)
        backing.publish()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's inside by `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        guard !isDegenerate else { return }
        replayPath()
        cairo.setFillRule(cr, Int32(rule.rawValue))
        cairo.clip(cr)
    }

    /// Core Graphics' `eoClip()`.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect` (the current path is kept).
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        let kept = devicePath
        beginPath()
        rects.forEach(addRect)
        clip(using: .winding)
        devicePath = kept
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard !isDegenerate else { return .zero }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo.clipExtents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

extension CGColor {
    /// Red, green, blue and alpha (grey is spread over the three); the one expansion of a colour's
    /// components that drawing, gradients and Core Animation's interpolation all use.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = components ?? [0, 1]
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (0, 0, 0, 1)
    }
}
