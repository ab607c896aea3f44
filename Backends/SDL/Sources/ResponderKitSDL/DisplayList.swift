import Foundation
import ResponderKit

/// A colour with components from 0 to 1, alpha already multiplied by the alphas of the view and its
/// ancestors.
public struct RGBA: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: UIColor, alpha opacity: CGFloat) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
                  alpha: Double(color.alpha * opacity))
    }
}

/// One thing to draw, in screen points.
public enum DisplayItem: Equatable, Sendable {
    /// A filled convex polygon — a quadrilateral (a view's bounds after every transform up to the
    /// screen) or a rounded rectangle's outline (`layer.cornerRadius`) — clipped to `clip` when there is one.
    case fill(corners: [CGPoint], color: RGBA, clip: CGRect?)
    /// A line of text centred on `center`, in `font` (its `pointSize` before the view's scale, its
    /// face: bold, italic or monospaced), turned by `angle` radians (clockwise, as UIKit's rotations).
    case text(String, center: CGPoint, font: UIFont, scale: CGFloat, angle: CGFloat, color: RGBA, clip: CGRect?)
}

/// What the screen shows in one frame: the visible windows' views, back to front, as fills and
/// text. Two frames that show the same thing have equal lists, which is how the backend knows it
/// need not draw again.
public struct DisplayList: Equatable, Sendable {
    public var items: [DisplayItem] = []

    public init(items: [DisplayItem] = []) {
        self.items = items
    }
}

/// Builds the display list of a set of windows.
///
/// Each view is drawn as UIKit composes it: its `backgroundColor` filling its bounds, placed by its
/// `center`, `bounds` origin and `transform` (any affine transform: translation, scale, rotation);
/// hidden views and their subviews are skipped; `alpha` multiplies down the tree (per item — UIKit
/// composites a translucent view as a group, which differs only where a translucent view's subviews
/// overlap each other); `clipsToBounds` clips the subviews to the view's bounds (to the bounding box
/// of the bounds when the view is rotated); text is clipped to its own view. Labels, buttons, text fields and switches
/// draw their
/// text and state; a highlighted control is darkened while a finger is on it. Text is drawn in the
/// view's font (`UILabel.font`, `UIButton.titleLabel?.font`, `UITextField.font`); a label's text is
/// laid out by `TextLayout` in its bounds' width with its `numberOfLines` and `lineBreakMode`, the
/// lines centred vertically and placed by `textAlignment` — measured by `measure`, the same
/// measurement Auto Layout uses when it is `UIFont.metricsSource`.
@MainActor
public struct DisplayListBuilder {
    /// The size, in points, of `text` on one line in `font`.
    public var measure: (_ text: String, _ font: UIFont) -> CGSize

    /// UIKit's default label font size.
    public static let labelFontSize: CGFloat = 17

    /// A builder measuring with `measure`; by default with `UIFont.metricsSource` (the built-in
    /// DejaVu Sans metrics, or the SDL renderer's own while a window is open).
    public init(
        measure: @escaping (_ text: String, _ font: UIFont) -> CGSize = { UIFont.metricsSource.size(of: $0, font: $1) }
    ) {
        self.measure = measure
    }

    /// A rough size: a little over half the font size per character.
    public nonisolated static func approximateSize(of text: String, fontSize: CGFloat) -> CGSize {
        CGSize(width: CGFloat(text.count) * fontSize * 0.56, height: fontSize * 1.2)
    }

    /// The display list of `windows`, drawn in the order given (back to front).
    public func build(windows: [UIWindow]) -> DisplayList {
        var list = DisplayList()
        for window in windows {
            add(window, parentToScreen: .identity, opacity: 1, clip: nil, to: &list)
        }
        return list
    }

    /// The transform from `view`'s bounds coordinates to its superview's: UIKit places the bounds'
    /// centre at `center` and applies `transform` around it — the values shown, mid-animation the
    /// presentation's (`presentationValues`; the model's when nothing animates).
    public static func localToParent(_ view: UIView) -> CGAffineTransform {
        let shown = view.presentationValues
        let bounds = shown.bounds
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(shown.transform)
            .concatenating(CGAffineTransform(translationX: shown.center.x, y: shown.center.y))
    }

    private func add(
        _ view: UIView, parentToScreen: CGAffineTransform, opacity: CGFloat, clip: CGRect?, to list: inout DisplayList
    ) {
        guard !view.isHidden else { return }
        let shown = view.presentationValues
        let opacity = opacity * shown.alpha
        guard opacity > 0 else { return }
        // Dynamic colours (`.label`, `.systemBackground`) resolve with the view's traits: a subtree
        // that overrides the interface style is drawn with its traits current.
        let traits = view.traitCollection
        if traits.userInterfaceStyle != UITraitCollection.current.userInterfaceStyle {
            traits.performAsCurrent {
                addResolved(view, parentToScreen: parentToScreen, opacity: opacity, clip: clip, to: &list)
            }
        } else {
            addResolved(view, parentToScreen: parentToScreen, opacity: opacity, clip: clip, to: &list)
        }
    }

    /// A view as Core Animation composes its layer: the shadow, the background (rounded by
    /// `cornerRadius`), the content, the layer's own sublayers, the subviews (clipped when
    /// `masksToBounds`/`clipsToBounds`), then the border above them all.
    private func addResolved(_ view: UIView, parentToScreen: CGAffineTransform, opacity: CGFloat, clip: CGRect?,
                             to list: inout DisplayList) {
        let toScreen = DisplayListBuilder.localToParent(view).concatenating(parentToScreen)
        let shown = view.presentationValues
        let bounds = shown.bounds
        let layer = view.layer
        // Mid-animation the look (corner radius, border width, shadow opacity) is what shows.
        let look = LayerLook(shown.isAnimating ? (layer.presentation() ?? layer) : layer, bounds: bounds)
        let background = shown.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        if look.hasShadow, background != nil || look.borderWidth > 0 || look.shadowOutline != nil {
            addShadow(of: look, bounds: bounds, toScreen, opacity, clip, &list)
        }
        if let color = background {
            list.items.append(.fill(corners: look.outline(of: bounds).map { $0.applying(toScreen) },
                                    color: RGBA(color, alpha: opacity), clip: clip))
        }
        if let gradient = layer as? CAGradientLayer {
            addGradient(gradient, bounds: bounds, toScreen, opacity, clip, &list)
        }
        if let shape = layer as? CAShapeLayer { addShape(shape, toScreen, opacity, clip, &list) }
        drawContent(of: view, bounds: bounds, toScreen: toScreen, opacity: opacity, clip: clip, into: &list)
        var childClip = clip
        if view.clipsToBounds {
            let box = bounds.applying(toScreen)
            childClip = clip.map { $0.intersection(box) } ?? box
        }
        // The sublayers in their order: the subviews' layers among the layers the app added (a
        // gradient inserted at 0 is drawn below every subview, as in UIKit).
        for sublayer in layer.sublayers ?? [] {
            if let subview = sublayer.delegate as? UIView, subview.superview === view {
                add(subview, parentToScreen: toScreen, opacity: opacity, clip: childClip, to: &list)
            } else {
                addSublayer(sublayer, parentToScreen: toScreen, opacity: opacity, clip: childClip, to: &list)
            }
        }
        addBorder(of: look, bounds: bounds, toScreen, opacity, clip, &list)
    }

    private func drawContent(of view: UIView, bounds: CGRect, toScreen: CGAffineTransform, opacity: CGFloat,
                             clip: CGRect?, into list: inout DisplayList) {
        switch view {
        case let label as UILabel:
            if let text = label.text, !text.isEmpty {
                addLabelText(label, text, in: bounds, toScreen, opacity, clip, &list)
            }
        case let field as UITextField:
            let border =
                field.isEditing ? UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) : UIColor(white: 0.75, alpha: 1)
            addFrame(bounds, width: field.isEditing ? 2 : 1, color: border, toScreen, opacity, clip, &list)
            let text = field.text ?? ""
            let font = field.font ?? .systemFont(ofSize: DisplayListBuilder.labelFontSize)
            if !text.isEmpty {
                addText(
                    text, font: font, in: bounds, alignment: .leading(8), color: .black, toScreen, opacity, clip, &list)
            } else if let placeholder = field.placeholder {
                addText(
                    placeholder, font: font, in: bounds, alignment: .leading(8), color: UIColor(white: 0.7, alpha: 1),
                        toScreen, opacity, clip, &list)
            }
            if field.isEditing {
                let width = text.isEmpty ? 0 : measure(text, font).width
                let caret = CGRect(
                    x: bounds.minX + 8 + width + 1, y: bounds.minY + 8, width: 2, height: bounds.height - 16)
                list.items.append(
                    .fill(corners: corners(of: caret, toScreen), color: RGBA(border, alpha: opacity), clip: clip))
            }
        case let textView as UITextView:
            addTextViewText(textView, in: bounds, toScreen, opacity, clip, &list)
        case let imageView as UIImageView:
            addImage(of: imageView, bounds: bounds, toScreen, opacity, clip, &list)
        case let button as UIButton where button.configuration != nil:
            addConfiguredButton(
                button, bounds: bounds, toScreen, opacity, clip, &list, content: !button.showsContentInSubviews)
        case let button as UIButton where button.showsContentInSubviews:
            break  // its title label and image view draw themselves, where its layout put them
        case let button as UIButton:
            let color = button.currentTitleColor
            var titleBounds = bounds
            if let image = button.currentImage, image.size.width > 0, image.size.height > 0 {
                // The image before the title, the pair centred (UIKit's default content alignment).
                let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
                let titleWidth = button.currentTitle.map { measure($0, font).width } ?? 0
                let left = bounds.midX - (image.size.width + titleWidth) / 2
                let rect = CGRect(
                    x: left, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
                list.items.append(
                    .fill(
                        corners: corners(of: rect, toScreen),
                        color: RGBA(color.withAlphaComponent(0.35), alpha: opacity), clip: clip))
                titleBounds = CGRect(x: rect.maxX, y: bounds.minY, width: titleWidth, height: bounds.height)
            }
            if let title = button.currentTitle, !title.isEmpty {
                let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
                addText(
                    title, font: font, in: titleBounds, alignment: .center, color: color, toScreen, opacity, clip, &list
                )
            }
        case let control as UISwitch:
            let track = control.onTintColor ?? UIColor.systemGreen
            list.items.append(.fill(corners: corners(of: bounds, toScreen),
                    color: RGBA(control.isOn ? track : UIColor(white: 0.88, alpha: 1), alpha: opacity), clip: clip))
            let knobSide = max(bounds.height - 4, 0)
            let knob = CGRect(x: control.isOn ? bounds.maxX - 2 - knobSide : bounds.minX + 2, y: bounds.minY + 2,
                              width: knobSide, height: knobSide)
            list.items.append(
                .fill(
                    corners: corners(of: knob, toScreen), color: RGBA(control.thumbTintColor ?? .white, alpha: opacity),
                    clip: clip))
        default:
            _ = drawStandardControl(view, bounds: bounds, toScreen: toScreen, opacity: opacity, clip: clip, into: &list)
        }
        if let control = view as? UIControl, control.isHighlighted {
            list.items.append(
                .fill(
                    corners: corners(of: bounds, toScreen), color: RGBA(UIColor(white: 0, alpha: 0.25), alpha: opacity),
                    clip: clip))
        }
    }

    enum Alignment {
        case leading(CGFloat)
        case center
        case trailing

        /// A label's or a text view's alignment (justified and natural lines start at the leading edge).
        init(_ alignment: NSTextAlignment) {
            switch alignment {
            case .center: self = .center
            case .right: self = .trailing
            case .left, .justified, .natural: self = .leading(0)
            }
        }
    }

    /// A label's lines, laid out in its width, centred vertically as a block.
    private func addLabelText(_ label: UILabel, _ text: String, in bounds: CGRect, _ toScreen: CGAffineTransform,
                              _ opacity: CGFloat, _ clip: CGRect?, _ list: inout DisplayList) {
        let font: UIFont = label.font
        let layout = TextLayout(text: text, font: font, width: bounds.width, numberOfLines: max(label.numberOfLines, 0),
                                lineBreakMode: label.lineBreakMode, metrics: MeasureAdapter(measure: measure))
        let alignment = Alignment(label.textAlignment)
        let top = bounds.midY - layout.size.height / 2
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let lineBounds = CGRect(
                x: bounds.minX, y: top + CGFloat(index) * font.lineHeight, width: bounds.width, height: font.lineHeight)
            addText(
                line, font: font, in: lineBounds, alignment: alignment, color: label.textColor ?? .black, toScreen,
                opacity,
                    clip, &list, clippedTo: bounds)
        }
    }

    /// A text view's lines in its content (``UITextView/textContainerInset`` around them), scrolled with
    /// its bounds and clipped to them; the caret after the text while it is edited.
    private func addTextViewText(_ textView: UITextView, in bounds: CGRect, _ toScreen: CGAffineTransform,
                                 _ opacity: CGFloat, _ clip: CGRect?, _ list: inout DisplayList) {
        let font = textView.font ?? .systemFont(ofSize: 12)
        let inset = textView.textContainerInset
        let width = max(bounds.width - inset.left - inset.right, 1)
        let layout = TextLayout(
            text: textView.text ?? "", font: font, width: width, metrics: MeasureAdapter(measure: measure))
        let alignment = Alignment(textView.textAlignment)
        for (index, line) in layout.lines.enumerated() where !line.isEmpty {
            let lineBounds = CGRect(
                x: inset.left, y: inset.top + CGFloat(index) * font.lineHeight, width: width, height: font.lineHeight)
            addText(
                line, font: font, in: lineBounds, alignment: alignment, color: textView.textColor ?? .black, toScreen,
                opacity,
                    clip, &list, clippedTo: bounds)
        }
        guard textView.isEditing else { return }
        let lastLine = max(layout.lines.count, 1) - 1
        let lastWidth = layout.lines.last.map { measure($0, font).width } ?? 0
        let caret = CGRect(
            x: inset.left + lastWidth + 1, y: inset.top + CGFloat(lastLine) * font.lineHeight, width: 2,
            height: font.lineHeight)
        list.items.append(
            .fill(
                corners: corners(of: caret, toScreen),
                color: RGBA(UIColor(red: 0, green: 0.48, blue: 1, alpha: 1), alpha: opacity), clip: clip))
    }

    func addText(_ text: String, font: UIFont, in bounds: CGRect, alignment: Alignment, color: UIColor,
                         _ toScreen: CGAffineTransform, _ opacity: CGFloat, _ clip: CGRect?, _ list: inout DisplayList,
                         clippedTo viewBounds: CGRect? = nil) {
        let size = measure(text, font)
        let local: CGPoint
        switch alignment {
        case let .leading(inset): local = CGPoint(x: bounds.minX + inset + size.width / 2, y: bounds.midY)
        case .center: local = CGPoint(x: bounds.midX, y: bounds.midY)
        case .trailing: local = CGPoint(x: bounds.maxX - size.width / 2, y: bounds.midY)
        }
        let scale = (toScreen.a * toScreen.a + toScreen.b * toScreen.b).squareRoot()
        let angle = atan2(toScreen.b, toScreen.a)
        // Text stays inside its view, as UIKit clips a label's text to its bounds.
        let own = (viewBounds ?? bounds).applying(toScreen)
        list.items.append(.text(text, center: local.applying(toScreen), font: font,
                                scale: scale, angle: angle, color: RGBA(color, alpha: opacity),
                                clip: clip.map { $0.intersection(own) } ?? own))
    }

    func addFrame(_ rect: CGRect, width: CGFloat, color: UIColor, _ toScreen: CGAffineTransform, _ opacity: CGFloat,
                          _ clip: CGRect?, _ list: inout DisplayList) {
        let edges = [
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
            CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width),
            CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
            CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height),
        ]
        for edge in edges {
            list.items.append(
                .fill(corners: corners(of: edge, toScreen), color: RGBA(color, alpha: opacity), clip: clip))
        }
    }

    func corners(of rect: CGRect, _ transform: CGAffineTransform) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(transform) }
    }
}

/// The builder's measure as a metrics source, so that a label is laid out with what measures it.
@MainActor
private final class MeasureAdapter: TextMetricsSource {
    let measure: (String, UIFont) -> CGSize

    init(measure: @escaping (String, UIFont) -> CGSize) {
        self.measure = measure
    }

    func size(of text: String, font: UIFont) -> CGSize { measure(text, font) }
}
