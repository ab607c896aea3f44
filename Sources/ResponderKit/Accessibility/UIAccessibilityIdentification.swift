import Foundation

/// An object a UI test finds by a name that never changes with the language — UIKit's
/// `UIAccessibilityIdentification`, adopted by views, bar items, accessibility elements, alert actions
/// and images.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The name; `nil` by default.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
