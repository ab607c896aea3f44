import Foundation

/// How a layer's `contents` image is placed in its bounds — Core Animation's `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its proportions.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its proportions.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places content the same way.
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

extension CALayer {
    /// Draws the layer, its content and its sublayers into `ctx` in the layer's own coordinates (its
    /// bounds' origin at the context's current origin), as Core Animation's `render(in:)` does.
    /// Hidden layers and those of no opacity draw nothing.
    public func render(in ctx: CGContext) {
        LayerRenderer.render(self, in: ctx)
    }

    /// Whether the layer was marked with `setNeedsDisplay()` and has not been displayed since.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Brings the content up to date: the delegate's `display(_:)`, which may set `contents`. Drawing
    /// itself happens when the layer is rendered, so nothing is cached here.
    public func display() {
        delegate?.layerWillDraw(self)
        delegate?.display(self)
        needsDisplayFlag = false
    }

    /// ``display()`` if the layer needs it.
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }
}

extension UIView.ContentMode {
    /// Where content of `size` goes in `bounds` for this mode (`.redraw` fills, as `.scaleToFill`).
    func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * scale, h = size.height * scale
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
