import Foundation

/// A container of columns side by side that collapses to one navigation stack in a compact width —
/// UIKit's `UISplitViewController`, in both its forms: column-style (`init(style: .doubleColumn)` or
/// `.tripleColumn`, iOS 14) and classic (`viewControllers = [primary, secondary]`).
///
///     let split = UISplitViewController(style: .doubleColumn)
///     split.setViewController(SidebarViewController(), for: .primary)
///     split.setViewController(DetailViewController(), for: .secondary)
///     split.preferredDisplayMode = .oneBesideSecondary
///     window.rootViewController = split
///
///     regular width (expanded)                        compact width (collapsed)
///     ┌─────────┬────────────────────┐                ┌──────────────┐
///     │ primary │ secondary          │   ─ narrower ─▶ │ primary nav: │  top column: the delegate's
///     │  nav    │  nav               │   ◀─ wider ───  │ primary, then│  answer to .secondary (or the
///     └─────────┴────────────────────┘                │ secondary's  │  .compact column's controller)
///                                                      └──────────────┘
///
/// Column-style split views wrap each column's controller in a navigation controller unless it is
/// one; `viewController(for:)` gives back the controller set. Collapsing moves the secondary (and
/// supplementary) stack onto the primary navigation controller, expanding moves it back; the delegate
/// hears both (docs/SplitView.md has UIKit's rules with their sources).
///
/// Where it differs (docs/Differences-from-UIKit.md): the edge swipe shows a hidden primary at once
/// (not following the finger), no column is resized by dragging, the display mode button is not put
/// in a bar by itself (`displayModeButtonItem` is there to place).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns — UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// A classic split view: `viewControllers` holds the primary and the secondary.
        case unspecified = 0, doubleColumn = 1, tripleColumn = 2
    }

    /// A column — UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4
    }

    /// Which columns show and how — UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        /// Deprecated in iOS 14: `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// Deprecated in iOS 14: `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// Deprecated in iOS 14: `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How shown columns share the width — UIKit's `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// The side of the primary column — UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    /// The primary column's background — UIKit's `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }
    /// When the display mode button shows — UIKit's `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }

    /// "The default system behavior" for the width properties (UIKit's `UISplitViewControllerAutomaticDimension`,
    /// `-FLT_MAX`).
    public static let automaticDimension = -CGFloat(Float.greatestFiniteMagnitude)

    /// The number of columns; `.unspecified` for a classic split view.
    public let style: Style
    /// The delegate. Not retained.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode the app asks for; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            shownOverride = nil
            displayModeMayHaveChanged()
        }
    }
    /// How columns share the width; `.automatic` (tiling) by default.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether an edge swipe shows a hidden primary column; `true` by default.
    open var presentsWithGesture = true
    /// Whether the secondary-only button shows in a triple-column split view; `false` by default (stored).
    open var showsSecondaryOnlyButton = false
    /// The primary column's side; `.leading` by default.
    open var primaryEdge: PrimaryEdge = .leading {
        didSet {
            installColumnGestures()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// The primary column's background style; `.none` by default (stored).
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// When the display mode button shows; `.automatic` by default (stored).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The primary column's width as a fraction of the split view's, a width in points, and its
    /// bounds; each `automaticDimension` by default (320 points, at most half the width).
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width settings, as the primary column's.
    open var preferredSupplementaryColumnWidthFraction = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The controllers set for each column, and the navigation controllers that hold them.
    var columns: [Column: (set: UIViewController, navigation: UIViewController)] = [:]
    /// A classic split view's controllers, as set.
    var classicControllers: [UIViewController] = []
    /// Whether the split view is collapsed now, and the display mode in effect while expanded.
    var collapsedStorage = false
    var displayModeStorage: DisplayMode = .secondaryOnly
    /// Columns `show(_:)` and `hide(_:)` asked for, over the preferred display mode.
    var shownOverride: DisplayMode?
    /// While collapsed: the primary's own stack when it collapsed, and the controllers moved onto it
    /// from the other columns, by column (UISplitViewController+Collapse.swift).
    var collapsedMoves: [Column: [UIViewController]] = [:]
    /// Whether the columns are between the quiet expand and collapse of a change made while
    /// collapsed (no layout meanwhile).
    var regrouping = false
    /// The edge swipe and the overlay tap (UISplitViewController+Gestures.swift), made when the view loads.
    var columnGestures: SplitColumnGestures?
    var overlayDismissView: SplitOverlayDismissView?
    lazy var displayModeButton = UIBarButtonItem(primaryAction: UIAction(title: "Sidebar") { [weak self] _ in
        self?.toggleDisplayMode()
    })

    /// A column-style split view with `style` columns (not `.unspecified`, which is taken as `.doubleColumn`, as UIKit
    /// requires).
    public init(style: Style) {
        self.style = style == .unspecified ? .doubleColumn : style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`style` `.unspecified`); set `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns (UISplitViewController+Columns.swift: the members UIKit lets subclasses override)

    /// Puts `vc` in `column` (see ``setColumn(_:for:)``).
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumn(vc, for: column) }
    /// The controller set for `column` (not the navigation controller wrapping it), or `nil`.
    open func viewController(for column: Column) -> UIViewController? { controller(for: column) }
    /// Shows `column` (see ``showColumn(_:)``).
    open func show(_ column: Column) { showColumn(column) }
    /// Hides `column` (see ``hideColumn(_:)``).
    open func hide(_ column: Column) { hideColumn(column) }
    /// The children shown (see ``columnChildren``); setting it on a classic split view replaces them.
    open var viewControllers: [UIViewController] {
        get { columnChildren }
        set { setColumnChildren(newValue) }
    }
    /// Whether the columns are collapsed into one stack (a compact-width window).
    open var isCollapsed: Bool { collapsedStorage }
    /// A bar button item that shows or hides the primary column, for the app to place in a bar.
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }

    // MARK: The view

    open override func loadView() {
        view = SplitContainerView(frame: UIScreen.main.bounds)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        installColumnGestures()
        layoutColumns()
    }
}

/// The split view controller's view: it lays out the columns when it lays out.
final class SplitContainerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (viewControllerStorage as? UISplitViewController)?.layoutColumns()
    }
}
