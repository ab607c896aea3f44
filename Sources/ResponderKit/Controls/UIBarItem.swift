import Foundation

/// An item of a bar — UIKit's `UIBarItem`: a title, an image, whether it is enabled, a tag, and the
/// title's text attributes per control state. The superclass of `UIBarButtonItem` and `UITabBarItem`,
/// and, like UIKit's, `UIAppearance`: its proxies' values reach an item when its bar enters a window.
@preconcurrency @MainActor
open class UIBarItem: AccessibleObject, UIAccessibilityIdentification {
    /// The title; `nil` by default.
    open var title: String?
    /// The image; `nil` by default.
    open var image: UIImage?
    /// Whether the item responds to taps; `true` by default.
    open var isEnabled: Bool = true
    /// A number to tell items apart; 0 by default.
    open var tag: Int = 0
    /// A larger image for the large content viewer (a raster image scaled up is blurry); `nil` by
    /// default, and then the viewer shows `image`.
    open var largeContentSizeImage: UIImage?
    /// Insets that centre ``largeContentSizeImage`` in the viewer; `.zero` by default.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// The text attributes of the title per state (`setTitleTextAttributes(_:for:)`).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// A proxy's recorded setters, or the appearance setters the app called (Views/Appearance/).
    var appearanceInvocations: AppearanceInvocations?
    /// Whether the item took its appearance proxies' values in a bar in a window.
    var tookAppearance = false

    public override init() {
        super.init()
    }

    /// Sets the title's font, colour, shadow … for `state` (`nil` removes them). An appearance setter:
    /// `UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearanceSetterCalled(.titleTextAttributes, state: state.rawValue) {
            $1.setTitleTextAttributes($0.titleTextAttributes(for: state), for: state)
        }
    }

    /// The title's text attributes for `state`, as set; `nil` if none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The proxy whose values every item of this class takes when its bar enters a window.
    open class func appearance() -> UIBarItem { appearanceProxy(UIBarItem()) }
    /// The proxy for items in bars inside instances of `containerTypes`, nearest first.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarItem
    {
        appearanceProxy(UIBarItem(), containers: containerTypes)
    }
    /// The proxy for items whose bar's traits contain `trait` (and inside `containerTypes`).
    open class func appearance(for trait: UITraitCollection) -> UIBarItem {
        appearanceProxy(UIBarItem(), traits: trait)
    }
    open class func appearance(for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarItem {
        appearanceProxy(UIBarItem(), containers: containerTypes, traits: trait)
    }
}

/// The bar heights an appearance value is for — UIKit's `UIBarMetrics` (its raw values). A desktop
/// window's bars are always `.default`.
public enum UIBarMetrics: Int, Sendable, Hashable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

extension UIBarButtonItem {
    /// Moves a back button's title by `adjustment` for `barMetrics` — an appearance setter apps use to
    /// hide back titles. Stored: the navigation bar draws back titles in place.
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backButtonTitleOffsets[barMetrics] = adjustment
        appearanceSetterCalled(.backButtonTitlePositionAdjustment, state: UInt(barMetrics.rawValue)) {
            $1.setBackButtonTitlePositionAdjustment(
                $0.backButtonTitlePositionAdjustment(for: barMetrics), for: barMetrics)
        }
    }

    /// The back title's adjustment for `barMetrics`; zero if none was set.
    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButtonTitleOffsets[barMetrics] ?? .zero
    }
}
