import Foundation

/// A menu: a titled group of menu elements — actions, commands and submenus — UIKit's `UIMenu`
/// (iOS 13). It is what `UIButton.menu`, `UIBarButtonItem.menu` and the edit menu hold.
///
/// Differences: ResponderKit presents no context menus or pull-down menus of its own: a menu is data
/// that the edit menu (``UIEditMenuInteraction``) and a backend can show; ``allActions`` is a
/// ResponderKit addition that lists the actions a menu holds.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (UIKit's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's items are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child action may be on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier (a unique one when none is given).
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Every action in the menu and its submenus, depth first, in order.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
    }
}
