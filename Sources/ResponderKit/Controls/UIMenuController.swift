import Foundation

/// A custom item of the legacy edit menu — UIKit's `UIMenuItem`: a title and the action it sends.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The title shown.
    open var title: String
    /// The action sent up the first responder's chain when the item is chosen.
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// The legacy edit menu — UIKit's `UIMenuController` (deprecated in iOS 16 for
/// ``UIEditMenuInteraction``).
///
/// ``showMenu(from:rect:)`` shows the standard edit actions the first responder's chain can perform,
/// then the custom ``menuItems`` whose actions it can perform (`canPerformAction(_:withSender:)`), as
/// iOS does; choosing one sends its action up the chain from the first responder and hides the
/// menu. With nothing to show, no menu shows.
///
/// Differences: ResponderKit draws no menu; ``visibleItems`` and ``performItem(_:)`` are
/// ResponderKit additions through which a backend shows the menu and a test or the backend picks an
/// item; the standard items are `UIMenuItem`s with iOS's titles.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// The one menu controller.
    public static let shared = UIMenuController()

    /// Custom items, shown after the standard ones when the chain can perform them; `nil` by default.
    open var menuItems: [UIMenuItem]?
    /// Whether the menu shows.
    open var isMenuVisible: Bool { !visibleItemsStorage.isEmpty }
    /// The items showing (ResponderKit addition); empty when the menu is hidden.
    public var visibleItems: [UIMenuItem] { visibleItemsStorage }
    /// The rectangle the menu was shown from, in the view's coordinates, and the view.
    public private(set) var targetRect: CGRect = .zero
    public private(set) weak var targetView: UIView?

    private var visibleItemsStorage: [UIMenuItem] = []

    override init() {
        super.init()
    }

    /// Shows the menu pointing at `targetRect` in `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        let standard = StandardEditMenu.actions
            .filter { StandardEditMenu.canPerform($0.0, sender: self) }
            .map { UIMenuItem(title: $0.1, action: $0.0) }
        let custom = (menuItems ?? []).filter { StandardEditMenu.canPerform($0.action, sender: self) }
        visibleItemsStorage = targetView.window == nil ? [] : standard + custom
        self.targetView = targetView
        self.targetRect = targetRect
    }

    /// Hides the menu.
    open func hideMenu() {
        visibleItemsStorage = []
        targetView = nil
    }

    /// Hides the menu if it was shown from `targetView`.
    open func hideMenu(from targetView: UIView) {
        if self.targetView === targetView { hideMenu() }
    }

    /// Chooses `item`, one of ``visibleItems``: the menu hides and the item's action goes up the
    /// first responder's chain with the menu controller as sender (ResponderKit addition; a tap on
    /// the item does this on iOS). Returns whether someone performed it.
    @discardableResult
    open func performItem(_ item: UIMenuItem) -> Bool {
        guard visibleItemsStorage.contains(where: { $0 === item }) else { return false }
        hideMenu()
        return UIApplication.shared.sendAction(item.action, to: nil, from: self, for: nil)
    }
}
