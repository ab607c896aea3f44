import Foundation

/// One tab of a ``UITabBar`` — UIKit's `UITabBarItem`: a title, an image (and an image for the
/// selected state), a badge, a tag, and whether it is enabled (docs/TabBar.md).
///
/// A controller in a ``UITabBarController`` is shown by its ``UIViewController/tabBarItem``.
/// Changing a property updates the bar that shows the item. A disabled item's tap selects nothing.
///
/// Differences from UIKit: a system item keeps `title` `nil` and gives its word in
/// ``displayTitle`` (UIKit draws a system image and word); no appearance objects, title position
/// adjustment or image insets; images are stored for a backend and not drawn.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
             downloads, mostRecent, mostViewed
    }

    /// The bar that shows this item, told when it changes.
    weak var bar: UITabBar?

    /// The title under the image; `nil` by default.
    open override var title: String? { didSet { changed() } }
    /// The image; `nil` by default.
    open override var image: UIImage? { didSet { changed() } }
    /// Whether a tap on the item selects it; `true` by default.
    open override var isEnabled: Bool { didSet { changed() } }
    /// The image shown while the item is selected; `nil` (the ``image``) by default.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// The text in the badge at the item's top right corner; `nil` (no badge) by default.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's background colour; `nil` (UIKit's system red) by default.
    open var badgeColor: UIColor? {
        didSet { appearanceSetterCalled(.badgeColor) { $1.badgeColor = $0.badgeColor }; changed() }
    }

    /// The system item it was made as, if any.
    public private(set) var systemItem: UITabBarItem.SystemItem?

    public override init() {
        super.init()
    }

    /// An item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and an image for the selected state.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item (its word and image are UIKit's; the title cannot be chosen).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The word a backend draws for the item: its title, else its system item's word
    /// (ResponderKit addition).
    public var displayTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }

    private func changed() { bar?.itemChanged(self) }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UITabBarItem { appearanceProxy(UITabBarItem()) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UITabBarItem { appearanceProxy(UITabBarItem(), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UITabBarItem {
        appearanceProxy(UITabBarItem(), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UITabBarItem { appearanceProxy(UITabBarItem(), containers: containerTypes, traits: trait) }
}
