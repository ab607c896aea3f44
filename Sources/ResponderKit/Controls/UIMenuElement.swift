import Foundation

/// A menu element — UIKit's `UIMenuElement`, the base of `UIAction` and `UICommand`: a title, an image
/// and, for actions, attributes and a state. ResponderKit shows no menus; these are kept for the code
/// that builds actions with them.
@preconcurrency @MainActor
open class UIMenuElement: AccessibleObject, UIAccessibilityIdentification {
    /// The title.
    open var title: String
    /// The image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// How a menu element looks and behaves (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not performed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Performing it keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a check mark (UIKit's raw values).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// The type an `#imageLiteral(resourceName:)` with no other context makes, as `import UIKit` declares it.
public typealias _ImageLiteralType = UIImage
