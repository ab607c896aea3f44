import Foundation

/// A view that shows an image — UIKit's `UIImageView`. Like UIKit's, it does not take touches by
/// default (`isUserInteractionEnabled` is `false`), so touches on it and on its subviews go to the
/// view behind it (SPEC H6). Its intrinsic size is its image's, so Auto Layout sizes it to the image.
///
/// Where it differs: ResponderKit has no pixels (``UIImage``); the SDL backend draws the image as its
/// rectangle, placed by `contentMode`, in the view's tint.
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
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage?

    /// Whether the highlighted image is shown; `false` by default.
    open var isHighlighted = false

    /// The image's size, or no intrinsic size without an image (UIKit's).
    open override var intrinsicContentSize: CGSize {
        guard let size = (isHighlighted ? highlightedImage ?? image : image)?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }
}
