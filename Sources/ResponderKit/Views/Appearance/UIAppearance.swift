import Foundation

/// What can be customised through an appearance proxy — UIKit's `UIAppearance`: views and bar items.
///
/// An app sets a value on a class's proxy once, usually at launch, and every instance of that class
/// (or a subclass) takes it when it enters a window:
///
///     UINavigationBar.appearance().barTintColor = .systemIndigo
///     UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .secondaryLabel
///     UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
///
///     proxy ──set──▶ records the setter (the value stays on the proxy)
///                                  │
///     view enters a window ────────┴──▶ every matching proxy, least specific first:
///          each recorded setter the instance has not set itself, proxy's value → instance
///
/// The rules, from Apple's `UIAppearance` documentation (docs/Appearance.md cites them):
/// - Values apply when a view enters a window; a view already in a window keeps its look until it
///   leaves and comes back.
/// - A value set on the instance wins over every proxy.
/// - `appearance(whenContainedInInstancesOf:)` lists containers nearest first ("ascending hierarchical
///   order"); they must enclose the view in that order, not necessarily directly. Containers are views
///   and view controllers (`UIAppearanceContainer`).
/// - When several proxies set the same property, the most specific wins: a subclass's over its
///   superclass's, one with containers over one without (more containers over fewer), one with traits
///   over one without; among equals, the one made last.
///
/// Differences (docs/Differences-from-UIKit.md): Swift on Linux has no message forwarding, so a proxy
/// is an instance of the UIKit class it customises, and `appearance()` returns that class, not `Self`:
/// `MyButton.appearance()` is a `UIButton` (its values go to `MyButton`s only), and a subclass's own
/// properties cannot be set through it. Only the setters docs/Appearance.md lists are recorded;
/// setting any other property on a proxy changes the proxy alone.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A class whose instances can be named as containers in `appearance(whenContainedInInstancesOf:)` —
/// UIKit's `UIAppearanceContainer`: views, view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer, AppearanceCustomizable {}
extension UIBarItem: UIAppearance, AppearanceCustomizable {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

extension UIView {
    /// The proxy of `self` (the class `appearance()` was called on) for `containers` and `traits`,
    /// made with `make` the first time. Called by each class's `appearance` methods.
    static func appearanceProxy<Proxy: UIView>(_ make: @autoclosure () -> Proxy,
                                               containers: [any UIAppearanceContainer.Type] = [],
                                               traits: UITraitCollection? = nil) -> Proxy {
        AppearanceRegistry.proxy(for: self, containers: containers, traits: traits, make: make)
    }
}

extension UIBarItem {
    /// The proxy of `self` for `containers` and `traits` (as `UIView.appearanceProxy`).
    static func appearanceProxy<Proxy: UIBarItem>(_ make: @autoclosure () -> Proxy,
                                                  containers: [any UIAppearanceContainer.Type] = [],
                                                  traits: UITraitCollection? = nil) -> Proxy {
        AppearanceRegistry.proxy(for: self, containers: containers, traits: traits, make: make)
    }
}
