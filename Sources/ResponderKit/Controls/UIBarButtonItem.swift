import Foundation

/// A button in a toolbar — UIKit's `UIBarButtonItem`: a title, an image, a system item, a custom
/// view, or a flexible or fixed space (docs/Controls.md).
///
/// A tap on the item in a ``UIToolbar`` runs its ``primaryAction`` if it has one, else sends its
/// ``action`` to its ``target`` with the item as sender. A `nil` target goes up the responder chain
/// from the first responder, as in UIKit; with no first responder ResponderKit starts at the
/// toolbar (UIKit's start there is not documented). A ``menu`` is stored for a backend to show.
///
/// Differences: no images are drawn for system items (``displayTitle`` is a ResponderKit addition
/// giving a backend a text for every kind of item).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button looks (UIKit's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        /// Deprecated in iOS 8: use `.plain`.
        case bordered = 1
        case done = 2
    }

    /// UIKit's system items (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The style; `.plain` by default.
    open var style: UIBarButtonItem.Style = .plain
    /// The width: of a fixed space, or a fixed width for any item; 0 (natural width) by default.
    open var width: CGFloat = 0
    /// A view shown instead of a title or image; it takes its own touches.
    open var customView: UIView?
    /// The object the action is sent to; `nil` sends it up the responder chain. Not retained.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped, or `nil`.
    open var action: Selector?
    /// The action run when the item is tapped (instead of target-action). Setting one gives the item
    /// the action's title and image, unless it is a system item (which shows its own).
    open var primaryAction: UIAction? {
        didSet { if let primaryAction, systemItem == nil { title = primaryAction.title; image = primaryAction.image } }
    }
    /// A menu for the item (stored; ResponderKit shows no pull-down menus).
    open var menu: UIMenu?
    /// The item's colour; `nil` (the bar's) by default. An appearance setter.
    open var tintColor: UIColor? { didSet { appearanceSetterCalled(.tintColor) { $1.tintColor = $0.tintColor } } }
    /// How far a back button's title is moved, per bar metrics (`setBackButtonTitlePositionAdjustment`).
    var backButtonTitleOffsets: [UIBarMetrics: UIOffset] = [:]

    /// The proxy whose values every bar button item takes when its bar enters a window (UIAppearance.swift).
    open override class func appearance() -> UIBarButtonItem { appearanceProxy(UIBarButtonItem()) }
    /// The proxy for items in bars inside instances of `containerTypes`, nearest first.
    open override class func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarButtonItem {
        appearanceProxy(UIBarButtonItem(), containers: containerTypes)
    }
    /// The proxy for items whose bar's traits contain `trait` (and inside `containerTypes`).
    open override class func appearance(for trait: UITraitCollection) -> UIBarButtonItem {
        appearanceProxy(UIBarButtonItem(), traits: trait)
    }
    open override class func appearance(for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIBarButtonItem {
        appearanceProxy(UIBarButtonItem(), containers: containerTypes, traits: trait)
    }

    /// The system item it was made as, if any.
    public private(set) var systemItem: UIBarButtonItem.SystemItem?

    public override init() {
        super.init()
    }

    /// An item titled `title`.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item showing `image`.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item (a flexible or fixed space among them).
    public convenience init(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: AnyObject?, action: Selector?
    ) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item that runs `primaryAction` (iOS 14); title and image default to the action's.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// A system item that runs `primaryAction` (iOS 14).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space: it takes a share of the room left in the bar.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A text a backend can draw for the item: its title, else a word for its system item
    /// (ResponderKit addition).
    public var displayTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .close: return "×"
        case .flexibleSpace, .fixedSpace: return nil
        default: return "\(systemItem)"
        }
    }

    /// The tap: the primary action, else target-action (see the type's documentation).
    func perform(from toolbar: UIView?, event: UIEvent?) {
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        let application = UIApplication.shared
        if let target {
            application.sendAction(action, to: target, from: self, for: event)
        } else if !application.sendAction(action, to: nil, from: self, for: event),
                  application.keyWindow?.firstResponderStorage == nil,
                  let found = toolbar?.target(forAction: action, withSender: self) {
            application.sendAction(action, to: found, from: self, for: event)
        }
    }
}
