import Foundation

/// A view that shows an image — here only its event behaviour: like UIKit's `UIImageView`, it does
/// not take touches by default (`isUserInteractionEnabled` is `false`), so touches on it and on its
/// subviews go to the view behind it (SPEC H6). Image loading and drawing are out of scope.
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

    /// The image shown (ResponderKit draws none; see ``UIImage``).
    open var image: UIImage?
}
