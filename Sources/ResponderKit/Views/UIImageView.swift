import Foundation

/// A view that shows an image — UIKit's `UIImageView`. Like UIKit's, it does not take touches by
/// default (`isUserInteractionEnabled` is `false`), so touches on it and on its subviews go to the
/// view behind it (H6). Its intrinsic size is its image's, so Auto Layout sizes it to the image.
///
/// When rendered (`layer.render(in:)`, `drawHierarchy`) it draws its image's pixels placed by
/// `contentMode`; a template image (`.alwaysTemplate`) is its shape in the view's `tintColor`. As in
/// UIKit, a subclass's `draw(_:)` is not called. An image with no pixels (a name only) draws nothing.
@preconcurrency @MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, sized to it (UIKit's `init(image:)`).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown; changing it changes the intrinsic content size.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown; `false` by default.
    open var isHighlighted = false

    /// The configuration a symbol image is shown with, applied over the image's own; `nil` by default.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The image shown: the highlighted one while highlighted, a symbol with the preferred configuration.
    var shownImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, let preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    /// The image's size, or no intrinsic size without an image (UIKit's).
    open override var intrinsicContentSize: CGSize {
        guard let size = shownImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// Draws the shown image (the highlighted one while highlighted) by `contentMode`.
    override func drawLayerContent(in ctx: CGContext) {
        guard let shown = shownImage, shown.cgImage != nil else { return }
        let rect = contentMode.placement(of: shown.size, in: bounds)
        let drawn = shown.renderingMode == .alwaysTemplate && shown.tintColorStorage == nil
            ? shown.withTintColor(tintColor, renderingMode: .alwaysTemplate) : shown
        UIGraphicsPushContext(ctx)
        drawn.draw(in: rect)
        UIGraphicsPopContext()
    }
}
