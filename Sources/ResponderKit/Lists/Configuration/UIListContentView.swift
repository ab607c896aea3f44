import Foundation

/// The view that shows a `UIListContentConfiguration`: an image at the leading edge, then the text and
/// the secondary text, stacked (or side by side for `valueCell()`), inside the configuration's margins.
/// Cells make one when their `contentConfiguration` is a list configuration; apps can use it alone.
///
/// It takes no touches of its own (its labels and image view have user interaction off, as UIKit's
/// do), so a touch on a row's text reaches the cell and the table's selection.
///
/// Where ResponderKit differs: the layout is computed directly (UIKit uses constraints inside); the
/// sizes are the same rule — margins, the image's size (capped by `maximumSize`, or the
/// `reservedLayoutSize`), the padding, and the labels' own sizes.
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for subview in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            subview.isUserInteractionEnabled = false
            addSubview(subview)
        }
        apply(configuration)
    }

    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; setting it updates the view. A configuration of another type is
    /// ignored (UIKit requires `supports(_:)` first).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// The list configuration shown.
    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    /// The rectangle of the text, for aligning other content with it.
    open var textLayoutGuide: CGRect { textLabel.frame }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        style(
            textLabel, text: configuration.text, attributed: configuration.attributedText,
            with: configuration.textProperties)
        style(secondaryTextLabel, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
              with: configuration.secondaryTextProperties)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func style(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        with properties: UIListContentConfiguration.TextProperties
    ) {
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (text ?? attributed?.string ?? "").isEmpty
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment =
            properties.alignment == .center ? .center : (properties.alignment == .justified ? .justified : .natural)
    }

    /// The image's drawn size: its own, capped by `maximumSize`, or the reserved size when larger.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }

    private func frames(in bounds: CGRect) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let margins = listConfiguration.directionalLayoutMargins
        let image = imageSize
        var x = margins.leading
        let imageFrame = CGRect(x: x, y: margins.top, width: image.width, height: image.height)
        if listConfiguration.image != nil { x += image.width + listConfiguration.imageToTextPadding }
        let available = max(bounds.width - x - margins.trailing, 0)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let textSize =
            hasText ? textLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
        let secondarySize =
            hasSecondary
            ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)) : .zero
        var text = CGRect.zero, secondary = CGRect.zero
        let contentHeight: CGFloat
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(secondarySize.width, available)
            let textWidth = max(
                min(
                    textSize.width,
                    available - secondaryWidth
                        - (hasSecondary ? listConfiguration.textToSecondaryTextHorizontalPadding : 0)), 0)
            contentHeight = max(textSize.height, secondarySize.height, image.height)
            text = CGRect(
                x: x, y: margins.top + (contentHeight - textSize.height) / 2, width: textWidth, height: textSize.height)
            secondary = CGRect(
                x: bounds.width - margins.trailing - secondaryWidth,
                y: margins.top + (contentHeight - secondarySize.height) / 2,
                               width: secondaryWidth, height: secondarySize.height)
        } else {
            let gap = hasText && hasSecondary ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            let stacked = textSize.height + gap + secondarySize.height
            contentHeight = max(stacked, image.height)
            let top = margins.top + (contentHeight - stacked) / 2
            text = CGRect(x: x, y: top, width: min(textSize.width, available), height: textSize.height)
            secondary = CGRect(
                x: x, y: top + textSize.height + gap, width: min(secondarySize.width, available),
                height: secondarySize.height)
        }
        let imageRect = CGRect(
            x: imageFrame.minX, y: margins.top + (contentHeight - image.height) / 2, width: image.width,
            height: image.height)
        return (imageRect, text, secondary, margins.top + contentHeight + margins.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = frames(in: bounds)
        imageView.frame = layout.image
        textLabel.frame = layout.text
        secondaryTextLabel.frame = layout.secondary
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : 320
        return CGSize(width: width, height: frames(in: CGRect(x: 0, y: 0, width: width, height: 0)).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(
            width: UIView.noIntrinsicMetric,
            height: frames(in: CGRect(x: 0, y: 0, width: bounds.width > 0 ? bounds.width : 320, height: 0)).height)
    }
}
