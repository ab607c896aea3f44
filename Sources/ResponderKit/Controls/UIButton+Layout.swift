import Foundation

/// Where a button puts its title and image — UIKit's `contentRect(forBounds:)`,
/// `titleRect(forContentRect:)`, `imageRect(forContentRect:)` and the layout that uses them.
///
/// ```
///   bounds ─ contentEdgeInsets ─▶ content rect ─┬─ imageEdgeInsets ─▶ image's area ─▶ imageRect
///                                               └─ titleEdgeInsets ─▶ title's area ─▶ titleRect
///   in each area the image-then-title pair is placed by contentHorizontalAlignment and
///   contentVerticalAlignment (centred by default); the title is cut to the width left beside the image
/// ```
///
/// Insets move one element without resizing the other (the well-known "image on the right" recipe —
/// `titleEdgeInsets = (0, -imageWidth, 0, imageWidth)`, `imageEdgeInsets = (0, titleWidth, 0,
/// -titleWidth)` — swaps them), and none of them enters the intrinsic size but `contentEdgeInsets`,
/// as in UIKit. A configured button (`UIButton.Configuration`) places its content inside the
/// configuration's `contentInsets`, the image on the side `imagePlacement` names, `imagePadding` away.
///
/// The title label and the image view are subviews once the button has a title or an image (UIKit
/// adds them in its layout); the label shows the current title in the current title colour, the
/// image view the current image, after every change of state.
extension UIButton {
    /// The rectangle the content is placed in: the bounds less `contentEdgeInsets`.
    func defaultContentRect(forBounds bounds: CGRect) -> CGRect {
        if let configuration = configurationStorage {
            let insets = configuration.contentInsets
            return bounds.inset(
                by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        }
        return bounds.inset(by: finiteInsets(contentEdgeInsets))
    }

    /// The title's rectangle in `contentRect`.
    func defaultTitleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentFrames(in: contentRect).title
    }

    /// The image's rectangle in `contentRect`.
    func defaultImageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentFrames(in: contentRect).image
    }

    /// The sizes the title and the image take: the title on one line in its font, the image at its
    /// size; zero for what the button does not show.
    private var contentSizes: (title: CGSize, image: CGSize) {
        var title = CGSize.zero
        if let text = shownTitleText, !text.isEmpty {
            title = titleLabelForLayout.textSize(fitting: CGSize(width: CGFloat.infinity, height: .infinity))
        }
        let image = shownImage?.size ?? .zero
        return (title, CGSize(width: finite(image.width), height: finite(image.height)))
    }

    /// Both rectangles, from the alignments and the insets.
    private func contentFrames(in content: CGRect) -> (title: CGRect, image: CGRect) {
        let sizes = contentSizes
        if let configuration = configurationStorage { return configuredFrames(configuration, sizes, in: content) }
        var titleSize = sizes.title, imageSize = sizes.image
        let titleArea = content.inset(by: finiteInsets(titleEdgeInsets))
        let imageArea = content.inset(by: finiteInsets(imageEdgeInsets))
        // The title gets the width the image leaves it.
        titleSize.width = min(titleSize.width, max(titleArea.width - imageSize.width, 0))
        imageSize.width = min(imageSize.width, max(imageArea.width, 0))
        let total = imageSize.width + titleSize.width
        let alignment = effectiveContentHorizontalAlignment
        func startX(in area: CGRect) -> CGFloat {
            switch alignment {
            case .left, .leading, .fill: return area.minX
            case .right, .trailing: return area.maxX - total
            case .center: return area.midX - total / 2
            }
        }
        if alignment == .fill { titleSize.width = max(titleArea.width - imageSize.width, 0) }
        let image = CGRect(x: startX(in: imageArea), y: y(imageSize.height, in: imageArea),
                           width: imageSize.width, height: height(imageSize.height, in: imageArea))
        let title = CGRect(x: startX(in: titleArea) + imageSize.width, y: y(titleSize.height, in: titleArea),
                           width: titleSize.width, height: height(titleSize.height, in: titleArea))
        return (title, image)
    }

    /// A configured button's rectangles: the pair placed by `imagePlacement` with `imagePadding`
    /// between, the whole centred (or aligned) in the content rectangle.
    private func configuredFrames(_ configuration: Configuration, _ sizes: (title: CGSize, image: CGSize),
                                  in content: CGRect) -> (title: CGRect, image: CGRect) {
        let (titleSize, imageSize) = sizes
        let padding = titleSize == .zero || imageSize == .zero ? 0 : configuration.imagePadding
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let group = vertical
            ? CGSize(
                width: max(titleSize.width, imageSize.width), height: titleSize.height + padding + imageSize.height)
            : CGSize(
                width: titleSize.width + padding + imageSize.width, height: max(titleSize.height, imageSize.height))
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - group.width
        case .center: x = content.midX - group.width / 2
        }
        let box = CGRect(x: x, y: y(group.height, in: content), width: group.width, height: group.height)
        func centredX(_ width: CGFloat) -> CGFloat { box.midX - width / 2 }
        func centredY(_ height: CGFloat) -> CGFloat { box.midY - height / 2 }
        switch configuration.imagePlacement {
        case .top:
            return (
                CGRect(
                    x: centredX(titleSize.width), y: box.maxY - titleSize.height, width: titleSize.width,
                    height: titleSize.height),
                    CGRect(x: centredX(imageSize.width), y: box.minY, width: imageSize.width, height: imageSize.height))
        case .bottom:
            return (CGRect(x: centredX(titleSize.width), y: box.minY, width: titleSize.width, height: titleSize.height),
                CGRect(
                    x: centredX(imageSize.width), y: box.maxY - imageSize.height, width: imageSize.width,
                    height: imageSize.height)
            )
        case .trailing:
            return (
                CGRect(x: box.minX, y: centredY(titleSize.height), width: titleSize.width, height: titleSize.height),
                CGRect(
                    x: box.maxX - imageSize.width, y: centredY(imageSize.height), width: imageSize.width,
                    height: imageSize.height)
            )
        default:
            return (
                CGRect(
                    x: box.maxX - titleSize.width, y: centredY(titleSize.height), width: titleSize.width,
                    height: titleSize.height),
                CGRect(x: box.minX, y: centredY(imageSize.height), width: imageSize.width, height: imageSize.height)
            )
        }
    }

    private func y(_ height: CGFloat, in area: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: return area.minY
        case .bottom: return area.maxY - height
        case .center: return area.midY - height / 2
        }
    }

    private func height(_ height: CGFloat, in area: CGRect) -> CGFloat {
        contentVerticalAlignment == .fill ? max(area.height, 0) : height
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    private func finiteInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func f(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: f(insets.top), left: f(insets.left), bottom: f(insets.bottom), right: f(insets.right))
    }

    // MARK: The content views

    /// Shows the current state's title, title colour and image in the label and the image view,
    /// adds them as subviews once there is something to show, and places them.
    func layOutContentViews() {
        let title = configurationStorage?.shownTitle ?? shownTitleText
        let image = shownImage
        let content = contentRect(forBounds: bounds)
        if let title, !title.isEmpty {
            let label = titleLabelForLayout
            syncTitleLabel(label)
            if label.superview !== self { addSubview(label) }
            label.isHidden = false
            let frame = titleRect(forContentRect: content)
            if !label.frame.isSame(as: frame) { label.frame = frame }
        } else if let label = titleLabelIfMade, label.superview === self {
            label.isHidden = true
        }
        if let image {
            let view = imageViewForLayout
            if view.image !== image { view.image = image }
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            let frame = imageRect(forContentRect: content)
            if !view.frame.isSame(as: frame) { view.frame = frame }
        } else if let view = imageViewStorage, view.superview === self {
            view.isHidden = true
        }
    }

    /// The label's text and colour follow the state (UIKit overwrites what the app set on the label
    /// itself: titles and colours belong to `setTitle`/`setTitleColor`).
    func syncTitleLabel(_ label: UILabel) {
        if configurationStorage == nil, let attributed = currentAttributedTitle {
            if label.attributedTextStorage.map({ !$0.isEqual(to: attributed) }) ?? true {
                label.attributedText = attributed
            }
            return
        }
        let title = configurationStorage?.shownTitle ?? currentTitle
        if label.text != title { label.text = title }
        let color = configurationStorage.map { $0.updated(for: self).foreground(for: self) } ?? currentTitleColor
        if label.textColor != color { label.textColor = color }
        let shadow = currentTitleShadowColor
        if label.shadowColor != shadow { label.shadowColor = shadow }
        // A configured button's title is in its configuration's font (the size follows buttonSize).
        if configurationStorage != nil, label.font != configurationFont { label.font = configurationFont }
    }

    /// The image the button shows: the configuration's, else the current state's — a symbol with the
    /// preferred symbol configuration (the configuration's, else the state's).
    var shownImage: UIImage? {
        let image = configurationStorage?.image ?? currentImage
        let preferred = configurationStorage?.preferredSymbolConfigurationForImage
            ?? preferredSymbolConfigurationForImage(in: state)
        guard let image, let preferred, image.isSymbolImage else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    /// Whether the title label or the image view shows as a subview (the layout has placed them):
    /// a backend draws those and not the button's own title. A ResponderKit addition, for backends.
    public var showsContentInSubviews: Bool {
        let label = titleLabelIfMade.map { $0.superview === self && !$0.isHidden } ?? false
        let image = imageViewStorage.map { $0.superview === self && !$0.isHidden } ?? false
        return label || image
    }

    /// The image view, made on first use.
    var imageViewForLayout: UIImageView {
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        return view
    }
}
