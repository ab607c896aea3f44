import Foundation

/// One setter an appearance proxy records and an instance can set for itself: a property, and for
/// the setters that take one (`setTitleColor(_:for:)`, `setTitleTextAttributes(_:for:)`) the state.
struct AppearanceKey: Hashable {
    let property: AppearanceProperty
    let state: UInt
}

/// The properties appearance proxies customise (docs/Appearance.md lists them by class). A name
/// may serve several classes (`textColor` is a label's and a text field's): keys are per object.
enum AppearanceProperty: UInt8 {
    case backgroundColor, tintColor
    case textColor, font, shadowColor, shadowOffset, defaultTextAttributes
    case titleColor, titleShadowColor, backgroundImage, image
    case barTintColor, barStyle, isTranslucent, shadowImage, unselectedItemTintColor
    case standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance
    case titleTextAttributes, largeTitleTextAttributes
    case onTintColor, thumbTintColor, minimumTrackTintColor, maximumTrackTintColor
    case progressTintColor, trackTintColor, pageIndicatorTintColor, currentPageIndicatorTintColor
    case selectedSegmentTintColor, separatorColor, separatorInset, color, badgeColor, backButtonTitlePositionAdjustment
    case sectionHeaderTopPadding
    // The bars' customisations from before UIBarAppearance (BarImages.swift), kept in `legacyValues`.
    case barBackgroundImage, barShadowImage, backIndicatorImage, backIndicatorTransitionMaskImage
    case titleVerticalPositionAdjustment, selectionIndicatorImage, titlePositionAdjustment
    case itemBackgroundImage, backButtonBackgroundImage
}

/// An object's part in appearance: on a proxy, the setters called on it in order; on an instance,
/// the setters the app called itself, which no proxy overrides.
@MainActor
final class AppearanceInvocations {
    /// Whether the object is a proxy (its setters are recorded, not the instance's own).
    let isProxy: Bool
    /// On a proxy: each recorded setter once, in the order first called, with how to copy the proxy's
    /// value of it to an instance.
    private(set) var setters: [(key: AppearanceKey, copy: @MainActor (AnyObject, AnyObject) -> Void)] = []
    /// On an instance: the setters called on it outside appearance application.
    var setByInstance: Set<AppearanceKey> = []
    /// The values of the bars' customisations from before `UIBarAppearance` (background images per
    /// bar metrics, shadow and back indicator images, title offsets), which appearance code sets most.
    var legacyValues: [AppearanceKey: Any] = [:]

    init(isProxy: Bool) { self.isProxy = isProxy }

    func record(_ key: AppearanceKey, copy: @escaping @MainActor (AnyObject, AnyObject) -> Void) {
        if let index = setters.firstIndex(where: { $0.key == key }) {
            setters[index].copy = copy
        } else {
            setters.append((key, copy))
        }
    }
}

/// Views and bar items: objects that take values from appearance proxies.
@MainActor
protocol AppearanceCustomizable: AnyObject {
    /// `nil` until a proxy is made of the object or an appearance setter is called on it.
    var appearanceInvocations: AppearanceInvocations? { get set }
}

extension AppearanceCustomizable {
    /// The stored value of a bar customisation from before `UIBarAppearance`.
    func legacyValue<Value>(_ property: AppearanceProperty, state: UInt = 0) -> Value? {
        appearanceInvocations?.legacyValues[AppearanceKey(property: property, state: state)] as? Value
    }

    /// Stores such a value (`nil` removes it) and records the setter as an appearance setter.
    func setLegacyValue(_ value: Any?, _ property: AppearanceProperty, state: UInt = 0,
                        copy: @escaping @MainActor (_ proxy: Self, _ instance: Self) -> Void) {
        if appearanceInvocations == nil { appearanceInvocations = AppearanceInvocations(isProxy: false) }
        appearanceInvocations?.legacyValues[AppearanceKey(property: property, state: state)] = value
        appearanceSetterCalled(property, state: state, copy: copy)
    }

    /// Called by every appearance setter after it stored its value. On a proxy it records the setter
    /// (`copy` moves the proxy's value to an instance); on an instance it notes that the app chose
    /// the value, unless a proxy's value is being applied.
    func appearanceSetterCalled(_ property: AppearanceProperty, state: UInt = 0,
                                copy: @escaping @MainActor (_ proxy: Self, _ instance: Self) -> Void) {
        let key = AppearanceKey(property: property, state: state)
        if let invocations = appearanceInvocations, invocations.isProxy {
            invocations.record(key) { proxy, instance in
                guard let proxy = proxy as? Self, let instance = instance as? Self else { return }
                copy(proxy, instance)
            }
            return
        }
        guard !AppearanceRegistry.isApplying else { return }
        if let invocations = appearanceInvocations {
            invocations.setByInstance.insert(key)
        } else {
            let invocations = AppearanceInvocations(isProxy: false)
            invocations.setByInstance.insert(key)
            appearanceInvocations = invocations
        }
    }
}
