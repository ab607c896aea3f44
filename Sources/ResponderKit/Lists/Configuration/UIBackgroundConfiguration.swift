import Foundation

/// A cell's, header's or footer's background as a value: a colour (or a custom view), corners and a
/// stroke, with the list styles' defaults and how they change when the cell is highlighted or selected.
///
/// UIKit's values (Apple's documentation, "UIBackgroundConfiguration"): `listPlainCell()` is the system
/// background and turns `.systemGray4` while highlighted or selected (UIKit's grey selection);
/// `listGroupedCell()` is `.secondarySystemGroupedBackground`; `clear()` has no colour. Setting
/// `backgroundColor` yourself fixes the colour for every state, as in UIKit.
///
/// Where ResponderKit differs: visual effects are not drawn (`visualEffect` is kept and ignored by the
/// SDL backend).
public struct UIBackgroundConfiguration: Hashable {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour; nil means the style's colour for the state (or the tint colour for some styles).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    /// The style's colour for a state when `backgroundColor` is nil.
    private var styleColor: UIColor?
    private var selectedStyleColor: UIColor?
    private var isSelectedOrHighlighted = false

    /// A clear background (what button configurations start from; UIKit's `clear()`).
    init() {}

    private init(color: UIColor?, selected: UIColor?) {
        styleColor = color
        selectedStyleColor = selected
    }

    /// A plain list's cell.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(color: .systemBackground, selected: .systemGray4)
    }
    /// A grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(color: .secondarySystemGroupedBackground, selected: .systemGray4)
    }
    /// A sidebar's cell.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(color: nil, selected: .systemGray4)
    }
    /// A sidebar's cell beside other content.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
    /// A cell of the list it is in (iOS 18).
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(color: .secondarySystemBackground, selected: nil)
    }
    /// A grouped list's header or footer.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(color: nil, selected: nil)
    }
    /// A sidebar's header.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    /// A header or footer of the list it is in (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listGroupedHeaderFooter() }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(color: nil, selected: nil) }

    /// The colour drawn: `backgroundColor` (or the style's for the state), through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base =
            backgroundColor ?? (isSelectedOrHighlighted ? selectedStyleColor ?? styleColor : styleColor) ?? .clear
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke colour drawn.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColor ?? .clear }

    /// This background for a state: the style's highlighted or selected colour when the cell is.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        if let cell = state as? UICellConfigurationState {
            updated.isSelectedOrHighlighted = cell.isSelected || cell.isHighlighted
        } else if let view = state as? UIViewConfigurationState {
            updated.isSelectedOrHighlighted = view.isSelected || view.isHighlighted
        }
        return updated
    }

    public static func == (a: UIBackgroundConfiguration, b: UIBackgroundConfiguration) -> Bool {
        let sameLook: Bool =
            a.cornerRadius == b.cornerRadius && a.backgroundColor == b.backgroundColor && a.strokeColor == b.strokeColor
        let sameGeometry: Bool =
            a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.backgroundInsets == b.backgroundInsets
        let sameState: Bool = a.styleColor == b.styleColor && a.isSelectedOrHighlighted == b.isSelectedOrHighlighted
        return sameLook && sameGeometry && sameState && a.customView === b.customView && a.image === b.image
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(isSelectedOrHighlighted)
    }
}
