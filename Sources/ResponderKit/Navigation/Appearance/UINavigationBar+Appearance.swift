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
