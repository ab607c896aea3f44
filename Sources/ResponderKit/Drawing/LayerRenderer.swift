import Foundation

/// Draws a layer tree into a `CGContext` as Core Animation composites it.
///
/// ```
///  render(layer)                                 (ctx in the layer's bounds coordinates; geometry,
///                                                 colours, shadow and a class's content from the
///                                                 layer as shown: the model, or its presentation)
///    hidden / opacity 0 ─▶ nothing
///    shadow ─▶ shadowPath's shadow, or the shadow of everything below as one image
///    opacity < 1 or mask ─▶ a transparency layer (group opacity, as iOS's default)
///      background (rounded by cornerRadius and maskedCorners)
///      masksToBounds ─▶ clip to the rounded bounds
///      drawIntrinsicContent (contents image, shape, gradient) ─▶ draw(in:) (a view's draw(_:))
///      sublayers by zPosition, each moved to its frame (position, anchorPoint, transform, bounds origin)
///      drawOverlay (what a view draws over its subviews: a table cell's separator)
///      border (on top of the sublayers, inside the rounded bounds)
///      mask ─▶ destination-in with the mask layer's tree
/// ```
///
/// Snapshots (`render(in:)`, `drawHierarchy`) draw the model, as Core Animation's `render(in:)`
/// ("ignoring any animations added to the render tree"); the window (``ScreenCompositor``) sets
/// ``showsPresentation`` so that a layer being animated is drawn where its presentation is.
///
/// Where it differs from Core Animation: content is drawn at render time (nothing is cached in a
/// backing store), 3D transforms do not exist, and a shadow's offset is not turned by the layer's
/// transform.
@MainActor
enum LayerRenderer {
    /// Whether layers being animated are drawn as their presentation shows them.
    static var showsPresentation = false

    /// The layer whose geometry, opacity, colours and corners are drawn: the presentation copy of
    /// an animated layer when ``showsPresentation`` is on, else the layer itself.
    static func shown(_ layer: CALayer) -> CALayer {
        guard showsPresentation, layer.isAnimatingForRendering else { return layer }
        return layer.presentation() ?? layer
    }

    static func render(_ layer: CALayer, in ctx: CGContext) {
        let look = shown(layer)
        guard !layer.isHidden, look.opacity > 0 else { return }
        let bounds = look.bounds
        guard bounds.width.isFinite, bounds.height.isFinite else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let shadowed = look.shadowOpacity > 0 && look.shadowColor != nil
        if shadowed, let color = look.shadowColor {
            let shadowColor = color.copy(alpha: color.alpha * CGFloat(min(max(look.shadowOpacity, 0), 1))) ?? color
            ctx.setShadow(offset: look.shadowOffset, blur: max(look.shadowRadius, 0) * 2, color: shadowColor)
            if let path = look.shadowPath {
                ctx.fillShadow(of: path)
                ctx.setShadow(offset: .zero, blur: 0, color: nil)
            }
        }
        let grouped = look.opacity < 1 || layer.mask != nil || (shadowed && look.shadowPath == nil)
        if grouped {
            ctx.setAlpha(CGFloat(min(max(look.opacity, 0), 1)))
            // The group's pixels cover what the layer and its sublayers can draw, not the context.
            ctx.beginTransparencyLayer(in: extent(of: layer, look: look), auxiliaryInfo: nil)
        }
        drawBody(of: layer, look: look, bounds: bounds, in: ctx)
        if let mask = layer.mask {
            ctx.saveGState()
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            renderSublayer(mask, in: ctx)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
        if grouped { ctx.endTransparencyLayer() }
    }

    private static func drawBody(of layer: CALayer, look: CALayer, bounds: CGRect, in ctx: CGContext) {
        let outline = roundedBounds(of: look)
        if let background = look.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        ctx.saveGState()
        if layer.masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        // A class's own content (contents, a shape, a gradient) as shown: a presentation copy holds
        // the animated strokeEnd, path, colours and contents.
        look.drawIntrinsicContent(in: ctx)
        ctx.saveGState()
        layer.draw(in: ctx)
        layer.needsDisplayFlag = false
        ctx.restoreGState()
        if let sublayers = layer.sublayers, !sublayers.isEmpty {
            if sublayers.allSatisfy({ $0.zPosition == sublayers[0].zPosition }) {
                // One zPosition (the usual case): the order is the array's, without sorting a copy.
                for sublayer in sublayers { renderSublayer(sublayer, in: ctx) }
            } else {
                for sublayer in byZPosition(sublayers) { renderSublayer(sublayer, in: ctx) }
            }
        }
        layer.drawOverlay(in: ctx)
        ctx.restoreGState()
        if look.borderWidth > 0, let border = look.borderColor, border.alpha > 0 {
            // Inside the bounds: the outline inset by half the width, clipped to the rounded bounds.
            ctx.saveGState()
            ctx.addPath(outline)
            ctx.clip()
            ctx.setStrokeColor(border)
            ctx.setLineWidth(look.borderWidth)
            ctx.addPath(roundedRect(bounds.insetBy(dx: look.borderWidth / 2, dy: look.borderWidth / 2),
                    radius: max(look.cornerRadius - look.borderWidth / 2, 0), corners: layer.maskedCorners))
            ctx.strokePath()
            ctx.restoreGState()
        }
    }

    /// `sublayers` back to front: by `zPosition`, then in the array's order (a stable sort).
    static func byZPosition(_ sublayers: [CALayer]) -> [CALayer] {
        sublayers.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The map from `sublayer`'s coordinates to its superlayer's, by what `look` shows (the layer, or
    /// its presentation): bounds origin and anchor point to the origin, the transform, then `position`.
    static func placement(of sublayer: CALayer, look: CALayer) -> CGAffineTransform {
        let b = look.bounds, p = look.position, a = sublayer.anchorPoint
        return CGAffineTransform(translationX: -(b.minX + a.x * b.width), y: -(b.minY + a.y * b.height))
            .concatenating(look.affineTransform())
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
    }

    /// How far past a layer's box its shadow can reach: three blur radii (the blur's deviation is
    /// half the radius, cut at six deviations) plus the offset.
    static func shadowReach(of layer: CALayer) -> CGFloat {
        max(layer.shadowRadius, 0) * 3 + max(abs(layer.shadowOffset.width), abs(layer.shadowOffset.height))
    }

    /// A rectangle in `layer`'s coordinates holding everything it and its sublayers draw: its bounds
    /// when it clips them, else the union with what it draws outside them — a shape layer's path
    /// with its line, `contents` placed past the edge, a `shadowPath` — and each sublayer's extent
    /// where that sublayer is put. (`draw(in:)` content is the bounds', as in a Core Animation
    /// backing store.)
    static func extent(of layer: CALayer, look: CALayer) -> CGRect {
        var extent = look.bounds
        guard !layer.masksToBounds else { return extent }
        if let shape = look as? CAShapeLayer, let path = shape.path, !path.isEmpty {
            let line = max(shape.lineWidth, 0) * max(shape.miterLimit, 1) / 2 + 1
            extent = extent.union(path.boundingBoxOfPath.insetBy(dx: -line, dy: -line))
        }
        if let image = look.contents as? CGImage {
            let scale = look.contentsScale > 0 ? look.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            extent = extent.union(look.contentsGravity.contentMode.placement(of: size, in: look.bounds))
        }
        if let shadowPath = look.shadowPath, !shadowPath.isEmpty { extent = extent.union(shadowPath.boundingBoxOfPath) }
        for sublayer in layer.sublayers ?? [] where !sublayer.isHidden {
            let sublook = shown(sublayer)
            let placement = placement(of: sublayer, look: sublook)
            let inner = LayerRenderer.extent(of: sublayer, look: sublook)
            if sublook.shadowOpacity > 0 {
                // Generous: the shadow is measured in the base space, which a scaled-down layer shrinks.
                let reach = shadowReach(of: sublook) * 4
                extent = extent.union(inner.insetBy(dx: -reach, dy: -reach).applying(placement))
            } else {
                extent = extent.union(inner.applying(placement))
            }
        }
        return extent
    }

    /// Moves the context from `sublayer`'s superlayer's coordinates into its own, then renders it.
    static func renderSublayer(_ sublayer: CALayer, in ctx: CGContext) {
        ctx.saveGState()
        ctx.concatenate(placement(of: sublayer, look: shown(sublayer)))
        render(sublayer, in: ctx)
        ctx.restoreGState()
    }

    /// The layer's `contents` image, placed by `contentsGravity`.
    static func drawContents(of layer: CALayer, in ctx: CGContext) {
        guard let image = layer.contents as? CGImage else { return }
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let rect = layer.contentsGravity.contentMode.placement(of: size, in: layer.bounds)
        drawUpright(image, in: rect, ctx: ctx)
    }

    /// Draws `image` with its top row at the top of `rect` in a y-down context.
    static func drawUpright(_ image: CGImage, in rect: CGRect, ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }

    static func roundedBounds(of layer: CALayer) -> CGPath {
        roundedRect(layer.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners)
    }

    /// `rect` with the `corners` rounded by `radius` (at most half the shorter side).
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let r = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
        if r <= 0 || corners.isEmpty { return CGPath(rect: rect, transform: nil) }
        var uiCorners: UIRectCorner = []
        if corners.contains(.layerMinXMinYCorner) { uiCorners.insert(.topLeft) }
        if corners.contains(.layerMaxXMinYCorner) { uiCorners.insert(.topRight) }
        if corners.contains(.layerMinXMaxYCorner) { uiCorners.insert(.bottomLeft) }
        if corners.contains(.layerMaxXMaxYCorner) { uiCorners.insert(.bottomRight) }
        return UIBezierPath(roundedRect: rect, byRoundingCorners: uiCorners, cornerRadii: CGSize(width: r, height: r))
            .cgPath
    }
}
