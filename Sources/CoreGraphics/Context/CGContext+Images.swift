import Foundation

/// Images, gradients and transparency layers.
extension CGContext {
    /// Draws `image` scaled into `rect`, its top row at the rect's top in Core Graphics' y-up space
    /// (so in a flipped UIKit context it comes out upside down, as on iOS; `UIImage.draw(in:)` flips it
    /// back). With `byTiling`, copies of the image the size of `rect` fill the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.isFiniteRect, r.width > 0, r.height > 0, let surface = image.cairoSurface(),
              let pattern = cairo.patternCreateForSurface(surface) else { return }
        defer { cairo.patternDestroy(pattern) }
        let sx = Double(image.width) / Double(r.width), sy = Double(image.height) / Double(r.height)
        let matrix: Cairo.Matrix = [sx, 0, 0, -sy, -sx * Double(r.minX), sy * Double(r.maxY)]
        matrix.withUnsafeBufferPointer { cairo.patternSetMatrix(pattern, $0.baseAddress) }
        cairo.patternSetExtend(pattern, (byTiling ? Cairo.Extend.repeat : .pad).rawValue)
        let quality = state.interpolationQuality
        let filter: Cairo.Filter =
            !image.shouldInterpolate || quality == .none ? .nearest : (quality == .high ? .best : .good)
        cairo.patternSetFilter(pattern, filter.rawValue)
        render {
            cairo.save(cr)
            cairo.newPath(cr)
            if !byTiling {
                cairo.rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo.clip(cr)
            }
            cairo.setSource(cr, pattern)
            cairo.paint(cr)
            cairo.restore(cr)
        }
    }

    /// Fills the clip with `gradient` along the line from `start` to `end` (user space); `options` say
    /// whether the end colours carry on beyond the ends.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard [start, end].allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
            let pattern = cairo.patternCreateLinear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        defer { cairo.patternDestroy(pattern) }
        gradient.addStops(to: pattern, cairo: cairo)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo.patternSetExtend(pattern, (before || after ? Cairo.Extend.pad : .none).rawValue)
        render {
            cairo.save(cr)
            if before != after {
                clipToHalfPlane(through: before ? end : start, facing: before ? start : end, away: before ? end : start)
            }
            cairo.setSource(cr, pattern)
            cairo.paint(cr)
            cairo.restore(cr)
        }
    }

    /// Fills the clip with `gradient` between the circle at `startCenter` and the one at `endCenter`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter, endCenter].allSatisfy({ $0.x.isFinite && $0.y.isFinite }), startRadius.isFinite,
            endRadius.isFinite,
            let pattern = cairo.patternCreateRadial(
                Double(startCenter.x), Double(startCenter.y), Double(max(startRadius, 0)),
                Double(endCenter.x), Double(endCenter.y), Double(max(endRadius, 0)))
        else { return }
        defer { cairo.patternDestroy(pattern) }
        gradient.addStops(to: pattern, cairo: cairo)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo.patternSetExtend(pattern, (before || after ? Cairo.Extend.pad : .none).rawValue)
        render {
            cairo.save(cr)
            cairo.newPath(cr)
            if before && !after {
                // Only inside the end circle.
                circle(endCenter, endRadius)
                cairo.clip(cr)
            } else if after && !before {
                // Only outside the start circle.
                let box = boundingBoxOfClipPath
                cairo.rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
                circle(startCenter, startRadius)
                cairo.setFillRule(cr, 1)
                cairo.clip(cr)
            }
            cairo.setSource(cr, pattern)
            cairo.paint(cr)
            cairo.restore(cr)
        }
    }

    private func circle(_ centre: CGPoint, _ radius: CGFloat) {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        let kept = devicePath
        devicePath = CGMutablePath()
        addPath(path)
        replayPath()
        devicePath = kept
    }

    /// Clips to the side of the line through `point` (perpendicular to the gradient) that holds `facing`.
    private func clipToHalfPlane(through point: CGPoint, facing: CGPoint, away: CGPoint) {
        let box = boundingBoxOfClipPath
        let reach = Double(hypot(box.width, box.height) + hypot(box.midX - point.x, box.midY - point.y)) + 1
        var ux = Double(facing.x - away.x), uy = Double(facing.y - away.y)
        let length = hypot(ux, uy)
        guard length > 0 else { return }
        ux /= length; uy /= length
        let px = Double(point.x), py = Double(point.y)
        cairo.newPath(cr)
        cairo.moveTo(cr, px - uy * reach, py + ux * reach)
        cairo.lineTo(cr, px + uy * reach, py - ux * reach)
        cairo.lineTo(cr, px + uy * reach + ux * reach, py - ux * reach + uy * reach)
        cairo.lineTo(cr, px - uy * reach + ux * reach, py + ux * reach + uy * reach)
        cairo.closePath(cr)
        cairo.clip(cr)
    }

    // MARK: Transparency layers

    /// Starts drawing into a layer that is composited as one image, with the current alpha, shadow
    /// and blend mode, at ``endTransparencyLayer()``; inside it those three start at their defaults.
    /// The layer's pixels cover the current clip (the whole context when unclipped): give
    /// ``beginTransparencyLayer(in:auxiliaryInfo:)`` the area drawn when it is smaller.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        openLayers.append(state)
        layerClips.append(nil)
        layerFloors.append(savedStates.count)
        cairo.pushGroup(cr)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
    }

    /// A transparency layer clipped to `rect` (user space): only that area's pixels are kept and
    /// composited, so a small layer costs its own size, not the whole context's.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        guard !isDegenerate, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else {
            return beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        }
        openLayers.append(state)
        layerClips.append(rect.applying(cairoMatrix))
        cairo.save(cr)
        clip(to: rect)
        layerFloors.append(savedStates.count)
        cairo.pushGroup(cr)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
    }

    /// Composites the layer begun last. Without one it is reported and ignored.
    public func endTransparencyLayer() {
        guard let outer = openLayers.popLast(), let floor = layerFloors.popLast() else {
            CairoLoader.report("CGContextEndTransparencyLayer: no transparency layer is open; "
                               + "pair each endTransparencyLayer() with a beginTransparencyLayer(auxiliaryInfo:).")
            return
        }
        while savedStates.count > floor { savedStates.removeLast(); cairo.restore(cr) }
        let pattern = cairo.popGroup(cr)
        // The layer's clip ends before compositing: its shadow may fall outside it.
        let box = layerClips.popLast() ?? nil
        if box != nil { cairo.restore(cr) }
        state = outer
        applyCTM()
        defer { cairo.patternDestroy(pattern) }
        guard state.shadow != nil || isDegenerate else {
            // One paint with the alpha: the same pixels as compositing through a second group, for
            // none of its cost.
            cairo.setSource(cr, pattern)
            cairo.setOperator(cr, state.blendMode.cairoOperator.rawValue)
            cairo.paintWithAlpha(cr, Double(state.alpha))
            cairo.setSourceRGBA(cr, 0, 0, 0, 1)
            cairo.setOperator(cr, Cairo.Operator.over.rawValue)
            backing.publish()
            return
        }
        render(deviceExtent: box) {
            cairo.setSource(cr, pattern)
            cairo.paint(cr)
        }
    }
}
