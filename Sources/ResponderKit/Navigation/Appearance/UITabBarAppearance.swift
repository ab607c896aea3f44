import Foundation

/// How one state of a tab bar item looks — UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment: UIOffset = .zero
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}

/// How a tab bar's items look in each state — UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts an item appearance is for.
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    public private(set) var normal = UITabBarItemStateAppearance()
    public private(set) var selected = UITabBarItemStateAppearance()
    public private(set) var disabled = UITabBarItemStateAppearance()
    public private(set) var focused = UITabBarItemStateAppearance()

    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public convenience override init() { self.init(style: .stacked) }

    /// The default look for `style`: every state's values cleared.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: .stacked)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}

/// What a tab bar looks like — UIKit's `UITabBarAppearance`: the background and shadow of
/// ``UIBarAppearance`` and the items' looks for each layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance =
            other.stackedLayoutAppearance.copy() as? UITabBarItemAppearance ?? stackedLayoutAppearance
        inlineLayoutAppearance =
            other.inlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? inlineLayoutAppearance
        compactInlineLayoutAppearance =
            other.compactInlineLayoutAppearance.copy() as? UITabBarItemAppearance ?? compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UITabBarAppearance(barAppearance: self) }
}

extension UITabBar {
    /// How a tab bar spreads its items — UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }
}
