import Foundation

/// The large content viewer's platter: a dark rounded square in the middle of the screen with the
/// item's image above its title, both large, as UIKit shows it. Not touchable (touches go on to the
/// press that shows it) and hidden from assistive apps, which read the item itself.
@MainActor
final class LargeContentViewerHUD: UIView {
    /// The platter's side, and the image's.
    static let side: CGFloat = 180
    static let imageSide: CGFloat = 90

    let imageView = UIImageView()
    let titleLabel = UILabel()

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        layer.cornerRadius = 18
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .white
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item` over the middle of `host`.
    func show(_ item: any UILargeContentViewerItem, over host: UIView?) {
        guard let host else { return }
        let image = item.largeContentImage
        let title = item.largeContentTitle
        imageView.image = image
        imageView.isHidden = image == nil
        titleLabel.text = title
        titleLabel.isHidden = title?.isEmpty ?? true
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : (image == nil ? Self.side - 40 : 70)
        let insets = item.largeContentImageInsets
        let imageSide = item.scalesLargeContentImage || title == nil ? Self.side - 40 : Self.imageSide
        let top = (Self.side - (imageView.isHidden ? 0 : imageSide) - titleHeight) / 2
        imageView.frame = CGRect(x: (Self.side - imageSide) / 2, y: top, width: imageSide, height: imageSide)
            .inset(by: insets)
        titleLabel.frame = CGRect(x: 12, y: top + (imageView.isHidden ? 0 : imageSide), width: Self.side - 24,
                                  height: titleHeight)
        if superview !== host { host.addSubview(self) }
        host.bringSubviewToFront(self)
        center = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
    }

    /// Takes the platter away.
    func hide() {
        if superview != nil { removeFromSuperview() }
    }
}

/// What the standard classes show in the large content viewer when the app sets nothing.
@MainActor
enum LargeContentViewerDefaults {
    static func title(of object: AccessibleObject) -> String? {
        switch object {
        case let item as UIBarItem: return item.title
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    static func image(of object: AccessibleObject) -> UIImage? {
        switch object {
        case let item as UIBarItem: return item.largeContentSizeImage ?? item.image
        case let button as UIButton: return button.currentImage
        default: return nil
        }
    }
}
