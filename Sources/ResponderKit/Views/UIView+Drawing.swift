import Foundation

/// A view's drawing: `draw(_:)` with UIKit's context, and the snapshots built on rendering its layer.
///
/// A view's content is drawn when its layer is rendered (`layer.render(in:)`, `drawHierarchy`, the
/// window): the layer paints the background colour, then calls the view's `draw(_:)` with the bounds
/// as the rect and the context current (`UIGraphicsGetCurrentContext()`), in the bounds' coordinates,
/// then draws the subviews. Where UIKit differs: UIKit draws `draw(_:)` once into a cached backing
/// store and again only after `setNeedsDisplay()`; here it runs at every render (the result is the
/// same for a `draw(_:)` that depends only on the view's state).
extension UIView {
    /// Whether the view promises to fill its bounds with opaque content — a hint for the drawing,
    /// kept on the layer (`layer.isOpaque`); `true` by default, as in UIKit. ResponderKit composites
    /// every view the same way, so it changes no pixel; a view that is not opaque should say so, as on
    /// iOS.
    public var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Pixels per point of the view's drawn content: its layer's `contentsScale`.
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { if newValue.isFinite, newValue > 0 { layer.contentsScale = newValue } }
    }

    /// Whether the view's area is cleared before `draw(_:)` runs; `true` by default. Content is drawn
    /// afresh at every render here, so the setting is kept and changes nothing.
    public var clearsContextBeforeDrawing: Bool {
        get { layer.clearsContextBeforeDrawing }
        set { layer.clearsContextBeforeDrawing = newValue }
    }

    /// Runs `draw(_:)` with `ctx` current, cleared first when the view asks for it.
    func drawWithCurrentContext(_ ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
        layer.needsDisplayFlag = false
    }

    /// Draws the view and its subviews, scaled to fill `rect`, into the current context; `false` when
    /// there is no context to draw into. `afterScreenUpdates: true` lays the view out first.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A view showing an image of this one as it looks now, the same size; `nil` for a view of no size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        return snapshot
    }
}
