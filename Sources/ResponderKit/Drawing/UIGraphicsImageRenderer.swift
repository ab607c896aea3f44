import Foundation

/// An image renderer's format — UIKit's `UIGraphicsImageRendererFormat`: the scale (the main
/// screen's unless set), whether the image is opaque, and the colour range (standard only here).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no alpha (what is not drawn is black).
    open var opaque = false
    /// Kept for code that sets it; images are 8 bits per component.
    open var prefersExtendedRange = false
    /// Kept for code that sets it; images are in the standard range.
    open var preferredRange: Range = .standard

    /// The colour range of an image (UIKit's raw values).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public required init() { super.init() }

    /// The format for `traitCollection`'s display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The best format for the device (the default, here).
    open class func preferred() -> Self { self.init() }

    open override class func `default`() -> Self { self.init() }
}

/// An image renderer's context — UIKit's `UIGraphicsImageRendererContext`, with ``currentImage``.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        scale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }
}

/// Draws images from code — UIKit's `UIGraphicsImageRenderer`:
///
/// ```
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///     UIColor.systemRed.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
///
/// The actions run with a context whose origin is the bounds' origin, y down, one unit a point, at
/// the format's scale, current for UIKit's drawing calls (`UIGraphicsGetCurrentContext()`). Where it
/// differs from UIKit: without Cairo (docs/Drawing.md) the actions do not run and the image has no
/// pixels; `jpegData` needs libturbojpeg and is the PNG's pixels re-encoded only where that is installed.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// What image drawing's actions are handed.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// An image of what `actions` draw.
    open func image(actions: DrawingActions) -> UIImage {
        let scale = imageFormat.scale > 0 ? imageFormat.scale : 1
        guard let context = makeContext() else {
            return UIImage(size: bounds.size)
        }
        run(actions, in: context)
        guard let cgImage = context.cgContext.makeImage() else { return UIImage(size: bounds.size) }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }

    /// The PNG file of what `actions` draw (empty without Cairo).
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG file of what `actions` draw at `compressionQuality` (0…1); empty where no JPEG
    /// encoder is installed.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        let scale = imageFormat.scale > 0 && imageFormat.scale.isFinite ? imageFormat.scale : 1
        let size = bounds.size
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0,
              let cgContext = CGContext(uikitPixelsWide: width, high: height, scale: scale, opaque: imageFormat.opaque)
        else {
            drawingDiagnostic(
                "UIGraphicsImageRenderer: no context for \(bounds.size) at scale \(scale); the image is empty.")
            return nil
        }
        if imageFormat.opaque {
            cgContext.setFillColor(gray: 0, alpha: 1)
            cgContext.fill(CGRect(origin: .zero, size: size))
        }
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        return UIGraphicsImageRendererContext(cgContext: cgContext, format: imageFormat)
    }

    private func run(_ actions: DrawingActions, in context: UIGraphicsImageRendererContext) {
        let stack = GraphicsContextStack.current
        let depth = stack.contexts.count
        stack.push(context.cgContext)
        actions(context)
        // Whatever the actions pushed and left is dropped with the renderer's own context.
        while stack.contexts.count > depth { stack.pop() }
    }
}
