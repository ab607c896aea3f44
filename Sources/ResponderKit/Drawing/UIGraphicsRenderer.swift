import Foundation

/// What a graphics renderer makes — UIKit's `UIGraphicsRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject {
    /// The renderer's bounds (set by the renderer).
    open internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    /// The format for the main screen.
    open class func `default`() -> Self { self.init() }
}

/// The context a renderer's actions draw in — UIKit's `UIGraphicsRendererContext`.
@preconcurrency @MainActor
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context: y down, one unit a point.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` inset by half the line width (UIKit strokes inside the rectangle's edge).
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5)) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of the graphics renderers — UIKit's `UIGraphicsRenderer`.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer makes images.
    open var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
    }
}
