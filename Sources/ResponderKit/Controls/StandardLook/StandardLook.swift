import Foundation

/// How the standard controls look when their layer is rendered (`layer.render(in:)`,
/// `drawHierarchy`, snapshots, the window): drawn after the control's own `draw(_:)`, in its bounds,
/// to look like iOS's at a glance — the shapes, sizes and system colours of iOS 15 and later in the
/// light and dark appearance (the colours resolve by the control's trait collection).
///
/// ```
///  LayerRenderer ─▶ view.drawLayerContent(in:) ─▶ draw(_:) (a subclass's) ─▶ drawStandardLook(in:)
///                                                                             └ StandardLook helpers
/// ```
///
/// Where UIKit differs: UIKit builds these controls from private subviews and layers (a switch's
/// knob is an image view); ResponderKit draws them in one pass and has no subviews to find.
/// Measurements come from the controls' own geometry (`trackRect(forBounds:)`,
/// `thumbRect(forBounds:trackRect:value:)`, `segmentFrames()`, `indicatorCenter(forPage:)`), so what
/// is drawn is where touches land.
@MainActor
enum StandardLook {
    /// The fill behind a segmented control and a stepper: iOS's `tertiarySystemFill`.
    static let controlFill = UIColor.tertiarySystemFill
    /// A slider's and a progress view's unfilled track, a switch's off track: `systemFill`.
    static let trackFill = UIColor.systemFill
    /// The selected segment's plate: white, or dark grey in the dark appearance.
    static let selectedPlate = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    })

    /// `color` resolved for `view`'s traits.
    static func cgColor(_ color: UIColor, for view: UIView) -> CGColor {
        color.resolvedColor(with: view.traitCollection).cgColor
    }

    static func fill(_ rect: CGRect, radius: CGFloat, _ color: UIColor, for view: UIView, in ctx: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        ctx.setFillColor(cgColor(color, for: view))
        ctx.addPath(
            CGPath(
                roundedRect: rect, cornerWidth: min(radius, rect.width / 2), cornerHeight: min(radius, rect.height / 2),
                           transform: nil))
        ctx.fillPath()
    }

    /// A round knob (a switch's, a slider's thumb) with iOS's soft shadow below it.
    static func knob(_ rect: CGRect, _ color: UIColor, for view: UIView, in ctx: CGContext) {
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.15))
        fill(rect, radius: rect.height / 2, color, for: view, in: ctx)
        ctx.setShadow(offset: CGSize(width: 0, height: 0.5), blur: 1, color: CGColor(gray: 0, alpha: 0.12))
        fill(rect, radius: rect.height / 2, color, for: view, in: ctx)
        ctx.restoreGState()
    }

    /// `text` in `font` and `color`, centred in `rect` (cut to one line).
    static func text(
        _ text: String, font: UIFont, color: UIColor, centredIn rect: CGRect, for view: UIView, in ctx: CGContext
    ) {
        guard !text.isEmpty else { return }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .foregroundColor: color.resolvedColor(with: view.traitCollection),
        ]
        let size = (text as NSString).size(withAttributes: attributes)
        let width = min(size.width, rect.width)
        let origin = CGPoint(x: rect.midX - width / 2, y: rect.midY - size.height / 2)
        UIGraphicsPushContext(ctx)
        (text as NSString).draw(with: CGRect(origin: origin, size: CGSize(width: width, height: size.height)),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
        UIGraphicsPopContext()
    }

    /// `image` in `rect`; a template image (a symbol) in `tint`.
    static func image(_ image: UIImage, in rect: CGRect, tint: UIColor, for view: UIView, in ctx: CGContext) {
        let drawn = image.renderingMode == .alwaysTemplate && image.tintColorStorage == nil
            ? image.withTintColor(tint.resolvedColor(with: view.traitCollection), renderingMode: .alwaysTemplate)
            : image
        UIGraphicsPushContext(ctx)
        drawn.draw(in: rect)
        UIGraphicsPopContext()
    }

    /// `image`'s size fitted into `rect` and centred there (never larger than the image).
    static func fitted(_ size: CGSize, in rect: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let scale = min(1, rect.width / size.width, rect.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2, width: fitted.width,
            height: fitted.height)
    }

    /// Runs `body` so that what it draws is faded to half opacity as one group when `dimmed`:
    /// how iOS shows a disabled switch, slider or stepper.
    static func group(dimmed: Bool, in rect: CGRect, in ctx: CGContext, _ body: () -> Void) {
        guard dimmed else { return body() }
        ctx.saveGState()
        ctx.setAlpha(0.5)
        // Room for the knob's shadow below.
        ctx.beginTransparencyLayer(in: rect.insetBy(dx: -12, dy: -12), auxiliaryInfo: nil)
        body()
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }
}
