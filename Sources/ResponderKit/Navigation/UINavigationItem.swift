import Foundation

/// What a navigation bar shows for one controller on a navigation stack: its title (or a title
/// view), its bar button items, and how the back button that leads back to it looks — UIKit's
/// `UINavigationItem`. A controller's is ``UIViewController/navigationItem``.
///
/// Changing a property updates the bar that shows the item. As in UIKit, left items take the back
/// button's place unless `leftItemsSupplementBackButton` is set; `largeTitleDisplayMode` decides
/// with the bar's `prefersLargeTitles` whether the title shows large. Differences from UIKit:
/// `prompt` is stored and not drawn; `animated` in the setters is ignored; no
/// `backButtonDisplayMode` or other large-title options; the search controller's bar is always shown
/// (``hidesSearchBarWhenScrolling`` is stored).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title is shown (stored only).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// The bar that shows this item, told when it changes.
    weak var bar: UINavigationBar?
    /// The controller whose `navigationItem` this is.
    weak var owner: UIViewController?

    /// The search controller whose search bar the navigation bar shows in a row under the title
    /// (iOS 11); searching covers the owner's content.
    open var searchController: UISearchController? {
        didSet {
            if let oldValue, oldValue !== searchController {
                // The replaced search ends (its bar leaves the navigation bar) and forgets this screen.
                oldValue.isActive = false
                if oldValue.navigationItemOwner === owner { oldValue.navigationItemOwner = nil }
            }
            searchController?.navigationItemOwner = owner
            changed()
            bar?.navigationController?.layoutContent()
        }
    }
    /// Whether the search bar hides as the content scrolls (`true` by default; stored — the bar stays).
    open var hidesSearchBarWhenScrolling = true

    /// The title shown in the middle of the bar when ``titleView`` is `nil`.
    open var title: String? { didSet { changed() } }
    /// The bar's look while this item is on top; `nil`: the bar's own.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The look in a compact height while this item is on top (stored: the bar has one height here).
    open var compactAppearance: UINavigationBarAppearance?
    /// The look at the scroll edge while this item is on top (stored: no scroll-edge tracking here).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The compact scroll edge look while this item is on top (stored).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar (stored only).
    open var prompt: String? { didSet { changed() } }
    /// The item shown as the back button when this item is under the top one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The back button's title when this item is under the top one; wins over ``backBarButtonItem``.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton: Bool = false { didSet { changed() } }
    /// Whether the left items appear after the back button instead of in its place (UIKit's default:
    /// in its place).
    open var leftItemsSupplementBackButton: Bool = false { didSet { changed() } }
    /// How the title shows when the bar prefers large titles; `.automatic` (as the item under it)
    /// by default, as in UIKit.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { changed(); bar?.navigationController?.layoutContent() }
    }
    /// The items at the left, after the back button, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the right, from the right edge inwards (UIKit's order).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems`` (the rightmost); setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The title a back button leading back to this item shows.
    var backTitle: String {
        backButtonTitle ?? backBarButtonItem?.title ?? title ?? "Back"
    }

    private func changed() { bar?.refresh() }
}
