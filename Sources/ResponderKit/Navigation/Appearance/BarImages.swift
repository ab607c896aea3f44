import Foundation

/// Where a bar sits — UIKit's `UIBarPosition` (its raw values), for the per-position images.
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}

// The bars' customisations from before `UIBarAppearance` (iOS 13): background images per bar metrics,
// shadow and back indicator images, title offsets. Apps still set them, mostly through appearance
// proxies (`UINavigationBar.appearance().shadowImage = UIImage()`). They are stored, recorded by
// proxies like the other appearance setters, and read back; the look comes from the bar's
// `UIBarAppearance` (docs/Appearance.md).

extension UINavigationBar {
    /// The background image for `barMetrics` (any position); `nil` by default.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image for `barPosition` and `barMetrics`.
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        let state = UInt(barPosition.rawValue) << 8 | UInt(barMetrics.rawValue)
        setLegacyValue(backgroundImage, .barBackgroundImage, state: state) {
            $1.setBackgroundImage(
                $0.backgroundImage(for: barPosition, barMetrics: barMetrics), for: barPosition, barMetrics: barMetrics)
        }
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyValue(.barBackgroundImage, state: UInt(barPosition.rawValue) << 8 | UInt(barMetrics.rawValue))
    }

    /// The image of the line under the bar; `nil` (the system's) by default.
    public var shadowImage: UIImage? {
        get { legacyValue(.barShadowImage) }
        set { setLegacyValue(newValue, .barShadowImage) { $1.shadowImage = $0.shadowImage } }
    }

    /// The back button's chevron; `nil` (the system's) by default.
    public var backIndicatorImage: UIImage? {
        get { legacyValue(.backIndicatorImage) }
        set { setLegacyValue(newValue, .backIndicatorImage) { $1.backIndicatorImage = $0.backIndicatorImage } }
    }

    /// The mask of the back chevron's transition; `nil` by default.
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { legacyValue(.backIndicatorTransitionMaskImage) }
        set {
            setLegacyValue(newValue, .backIndicatorTransitionMaskImage) {
                $1.backIndicatorTransitionMaskImage = $0.backIndicatorTransitionMaskImage
            }
        }
    }

    /// Moves the title up or down by `adjustment` for `barMetrics`.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        setLegacyValue(adjustment, .titleVerticalPositionAdjustment, state: UInt(barMetrics.rawValue)) {
            $1.setTitleVerticalPositionAdjustment($0.titleVerticalPositionAdjustment(for: barMetrics), for: barMetrics)
        }
    }

    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyValue(.titleVerticalPositionAdjustment, state: UInt(barMetrics.rawValue)) ?? 0
    }
}

extension UITabBar {
    /// The bar's background image; `nil` by default.
    public var backgroundImage: UIImage? {
        get { legacyValue(.barBackgroundImage) }
        set { setLegacyValue(newValue, .barBackgroundImage) { $1.backgroundImage = $0.backgroundImage } }
    }

    /// The image of the line above the bar; `nil` (the system's) by default.
    public var shadowImage: UIImage? {
        get { legacyValue(.barShadowImage) }
        set { setLegacyValue(newValue, .barShadowImage) { $1.shadowImage = $0.shadowImage } }
    }

    /// The image drawn behind the selected item; `nil` by default.
    public var selectionIndicatorImage: UIImage? {
        get { legacyValue(.selectionIndicatorImage) }
        set {
            setLegacyValue(newValue, .selectionIndicatorImage) {
                $1.selectionIndicatorImage = $0.selectionIndicatorImage
            }
        }
    }
}

extension UITabBarItem {
    /// How far the title is moved from its place; zero by default.
    public var titlePositionAdjustment: UIOffset {
        get { legacyValue(.titlePositionAdjustment) ?? .zero }
        set {
            setLegacyValue(newValue, .titlePositionAdjustment) {
                $1.titlePositionAdjustment = $0.titlePositionAdjustment
            }
        }
    }
}

extension UIBarButtonItem {
    /// Moves the title by `adjustment` for `barMetrics`.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        setLegacyValue(adjustment, .titlePositionAdjustment, state: UInt(barMetrics.rawValue)) {
            $1.setTitlePositionAdjustment($0.titlePositionAdjustment(for: barMetrics), for: barMetrics)
        }
    }

    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyValue(.titlePositionAdjustment, state: UInt(barMetrics.rawValue)) ?? .zero
    }

    /// The item's background image for `state` and `barMetrics`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        let key = state.rawValue << 8 | UInt(barMetrics.rawValue)
        setLegacyValue(backgroundImage, .itemBackgroundImage, state: key) {
            $1.setBackgroundImage(
                $0.backgroundImage(for: state, barMetrics: barMetrics), for: state, barMetrics: barMetrics)
        }
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyValue(.itemBackgroundImage, state: state.rawValue << 8 | UInt(barMetrics.rawValue))
    }

    /// A back button's background image for `state` and `barMetrics`.
    public func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        let key = state.rawValue << 8 | UInt(barMetrics.rawValue)
        setLegacyValue(backgroundImage, .backButtonBackgroundImage, state: key) {
            $1.setBackButtonBackgroundImage(
                $0.backButtonBackgroundImage(for: state, barMetrics: barMetrics), for: state, barMetrics: barMetrics)
        }
    }

    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyValue(.backButtonBackgroundImage, state: state.rawValue << 8 | UInt(barMetrics.rawValue))
    }
}
