import Foundation

/// One trait, named by its type — UIKit's `UITraitDefinition` (iOS 17): what
/// `registerForTraitChanges(_:handler:)` takes (`UITraitUserInterfaceStyle.self` …). Where it differs:
/// only the traits ResponderKit has (style, size classes, idiom, scale); a definition of your own is
/// accepted and never changes.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing sets it.
    static var defaultValue: Value { get }
    /// A name for debugging.
    static var name: String { get }
    /// A unique identifier.
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { "com.responderkit.trait.\(Self.self)" }
}

/// A trait, as the registration methods take it.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
}

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The interface idiom.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// Pixels per point.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

extension UITraitCollection {
    /// The traits whose change can change how a dynamic colour resolves (here: the interface style).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    /// The traits whose change can change an image's look (here: the style and the scale).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitDisplayScale.self]
    }

    /// Whether `trait` has another value in `other`.
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): return userInterfaceIdiom != other.userInterfaceIdiom
        case ObjectIdentifier(UITraitDisplayScale.self): return displayScale != other.displayScale
        default: return false
        }
    }
}
