import Foundation

extension UINavigationBar {
    /// The appearance in effect for `item` on top: the item's standard appearance, else the bar's
    /// (UIKit: "the navigation bar uses the appearance settings of its top item … if they are nil,
    /// it uses its own"). ResponderKit's bar has one height and does not track the scroll edge, so
    /// the standard appearance is the one in effect.
    func effectiveAppearance(for item: UINavigationItem?) -> UINavigationBarAppearance {
        item?.standardAppearance ?? standardAppearanceStorage
    }

    /// The title label takes the font and colour of the appearance's title attributes (and of the
    /// older `titleTextAttributes`, which the appearance's override).
    func applyTitleAttributes(for item: UINavigationItem) {
        var attributes = titleTextAttributes ?? [:]
        attributes.merge(effectiveAppearance(for: item).titleTextAttributes) { _, appearance in appearance }
        titleLabel.font = attributes[.font] as? UIFont ?? UILabel.defaultFont
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    }

    /// The title attributes or the standard appearance changed: the title label follows, and the
    /// title is placed again (its size may have changed); no item view is rebuilt.
    func titleLookChanged() {
        guard let top = items?.last else { return }
        applyTitleAttributes(for: top)
        placeViews()
    }
}

/// How the bar's background is drawn from the appearance in effect, under the bar's views:
///
///     backgroundColor ─▶ filled (barTintColor when the appearance has none)
///     backgroundEffect (the default's system chrome material) ─▶ iOS's translucent bar grey
///     backgroundImage ─▶ stretched over the bar
///     shadowColor / shadowImage ─▶ a one-pixel line along the bottom edge
///
/// Where UIKit differs: no blur — the material is drawn as its tint (light: 249 grey at 94 %, dark:
/// 29 grey at 94 %), so content under a translucent bar shows faintly instead of blurred.
extension UINavigationBar {
    /// The translucent material of a default bar background, without the blur.
    static let barMaterial = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(white: 29 / 255, alpha: 0.94) : UIColor(white: 249 / 255, alpha: 0.94)
    })

    func drawBarBackground(in ctx: CGContext) {
        let appearance = effectiveAppearance(for: items?.last)
        let traits = traitCollection
        var fill = appearance.backgroundColor ?? barTintColor
        if fill == nil, appearance.backgroundEffect != nil { fill = Self.barMaterial }
        if let fill {
            // An opaque bar (isTranslucent false) is drawn without the material's translucency;
            // a translucent bar's tint colour shows the content faintly, as iOS's does.
            var color = fill.resolvedColor(with: traits)
            if !isTranslucent { color = color.withAlphaComponent(1) }
            else if appearance.backgroundColor == nil, barTintColor != nil { color = color.withAlphaComponent(0.94) }
            ctx.setFillColor(color.cgColor)
            ctx.fill(bounds)
        }
        UIGraphicsPushContext(ctx)
        appearance.backgroundImage?.draw(in: bounds)
        let pixel = 1 / max(ctx.userSpaceToDeviceSpaceTransform.d.magnitude, 1)
        if let shadow = appearance.shadowImage {
            // Along the bottom edge, inside the bar (UIKit hangs it just below, in a view of its own).
            let height = min(max(shadow.size.height, pixel), bounds.height)
            shadow.draw(in: CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height))
        } else if let shadow = appearance.shadowColor {
            ctx.setFillColor(shadow.resolvedColor(with: traits).cgColor)
            ctx.fill(CGRect(x: bounds.minX, y: bounds.maxY - pixel, width: bounds.width, height: pixel))
        }
        UIGraphicsPopContext()
    }
}
