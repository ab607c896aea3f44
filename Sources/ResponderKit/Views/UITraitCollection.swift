import Foundation
import Synchronization

/// Light or dark — UIKit's `UIUserInterfaceStyle`, with its raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Whether a dimension of the interface is roomy or tight — UIKit's `UIUserInterfaceSizeClass`, with
/// its raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The traits of the environment an interface is shown in — the size classes, idiom and scale of
/// UIKit's `UITraitCollection`, what layout code branches on.
///
/// Where it differs from UIKit: only these five traits (no Dynamic Type, layout direction…), and
/// every view and controller has the traits of `UIScreen.main`, the one screen, except for the
/// interface style, which `overrideUserInterfaceStyle` changes for a view's or controller's subtree
/// (UITraitCollection+Style.swift). A screen resize that changes them (`RawInput.screenResized`) calls
/// `willTransition(to:with:)` on the resized windows' root view controllers and then
/// `traitCollectionDidChange(_:)` on every view and controller in the windows (Screen/ScreenResize.swift).
/// UIKit gives each device its size classes from a table (iPhones compact wide and regular tall in
/// portrait, most compact in both in landscape, the largest regular wide; iPads regular, compact wide
/// in narrow multitasking); a desktop window can take any size, so ResponderKit uses a rule that
/// gives those answers for the usual sizes: regular width from 678 points on a `.pad`-idiom screen
/// (the narrowest regular-width iPad split) and from 896 points otherwise (the narrowest regular-width
/// iPhone in landscape), regular height from 480 points (docs/Differences-from-UIKit.md, "Layout").
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// How roomy the width is.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// How roomy the height is.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of interface.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// How large the user wants text (Dynamic Type); `.unspecified` when the collection does not say.
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         idiom: UIUserInterfaceIdiom, scale: CGFloat, style: UIUserInterfaceStyle = .unspecified,
         category: UIContentSizeCategory = .unspecified) {
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale.isFinite && scale > 0 ? scale : 0
        userInterfaceStyle = style
        super.init()
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0, style: userInterfaceStyle)
    }

    /// These traits with another interface style.
    func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self
            : UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
                                scale: displayScale, style: style, category: preferredContentSizeCategory)
    }

    /// A collection that specifies only the content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
            category: preferredContentSizeCategory)
    }

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, scale: 0)
    }

    /// A collection that specifies only the scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: displayScale)
    }

    /// The traits of all of `traitCollections`, a later collection's specified trait winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, scale: CGFloat = 0, style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        for collection in traitCollections {
            if collection.preferredContentSizeCategory != .unspecified {
                category = collection.preferredContentSizeCategory
            }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.displayScale > 0 { scale = collection.displayScale }
        }
        self.init(
            horizontal: horizontal, vertical: vertical, idiom: idiom, scale: scale, style: style, category: category)
    }

    /// Whether every trait `trait` specifies has the same value here (`false` for `nil`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return false }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.horizontalSizeClass == horizontalSizeClass && other.verticalSizeClass == verticalSizeClass
            && other.userInterfaceIdiom == userInterfaceIdiom && other.displayScale == displayScale
            && other.userInterfaceStyle == userInterfaceStyle
            && other.preferredContentSizeCategory == preferredContentSizeCategory
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    public override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = "
            + "\(verticalSizeClass), userInterfaceIdiom = \(userInterfaceIdiom), displayScale = \(displayScale), "
            + "userInterfaceStyle = \(userInterfaceStyle), preferredContentSizeCategory = "
            + "\(preferredContentSizeCategory.rawValue)>"
    }

    /// The traits of a screen of `size` points at `scale` (the rule in the type's documentation).
    static func ofScreen(size: CGSize, scale: CGFloat, style: UIUserInterfaceStyle,
                         category: UIContentSizeCategory = .large) -> UITraitCollection {
        let idiom: UIUserInterfaceIdiom = min(size.width, size.height) >= 768 ? .pad : .phone
        let regularWidth: CGFloat = idiom == .pad ? 678 : 896
        return UITraitCollection(horizontal: size.width >= regularWidth ? .regular : .compact,
            vertical: size.height >= 480 ? .regular : .compact, idiom: idiom, scale: scale, style: style,
                                 category: category)
    }
}

/// Something that has traits and hears when they change — UIKit's `UITraitEnvironment`, adopted by
/// `UIView`, `UIViewController` and `UIScreen`. Here every environment has `UIScreen.main`'s traits.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// The traits changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: its size classes, idiom, scale and the system's interface style.
    public var traitCollection: UITraitCollection {
        if let cached = ScreenTraits.cached, cached.size == bounds.size, cached.traits.displayScale == scale,
           cached.traits.userInterfaceStyle == userInterfaceStyle,
           cached.traits.preferredContentSizeCategory == contentSizeCategory { return cached.traits }
        let traits = UITraitCollection.ofScreen(
            size: bounds.size, scale: scale, style: userInterfaceStyle, category: contentSizeCategory)
        ScreenTraits.cached = (bounds.size, traits)
        return traits
    }

    /// The screen's traits changed: nothing by default (it is not subclassed).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// The last screen traits made, so a view's `traitCollection` costs no allocation.
@MainActor
private enum ScreenTraits {
    static var cached: (size: CGSize, traits: UITraitCollection)?
}

extension UIApplication {
    /// Calls `traitCollectionDidChange(previous)` on every view and controller in the app's windows,
    /// each window top-down, a controller just before its view. The tree may change in the calls:
    /// each view's subviews are read when it is reached. (A resize changes no interface style: each
    /// hears its previous traits with its own style.)
    func traitsChanged(from previous: UITraitCollection) {
        func visit(_ view: UIView, depth: Int) {
            guard depth <= ResponderChainBound.maximumHops else { return }
            if let controller = view.viewControllerStorage, controller.viewIfLoaded === view {
                let own = previous.with(style: controller.effectiveStyle)
                controller.traitCollectionDidChange(own)
                controller.runTraitChangeRegistrations(previous: own)
            }
            let own = previous.with(style: view.effectiveStyle)
            view.traitCollectionDidChange(own)
            view.runTraitChangeRegistrations(previous: own)
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        for window in windows { visit(window, depth: 0) }
    }
}
