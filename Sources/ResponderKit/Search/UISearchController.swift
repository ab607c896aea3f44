import Foundation

/// The object that filters an app's content as the user types in a search controller's bar — UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called "when the search bar becomes the first responder or the search bar's text changes"
    /// (Apple): filter and show the results here.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it shows and hides — UIKit's
/// `UISearchControllerDelegate`. Every method is optional in UIKit; the defaults do what UIKit does
/// when one is left out (``presentSearchController(_:)``'s default shows the search controller).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    /// Shows the search controller; UIKit's default (used when an app does not implement it) shows
    /// it over the content the search bar belongs to.
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) { searchController.showOverContext() }
}

/// A search bar with what goes with it on a searching screen — UIKit's `UISearchController`
/// (AD:uisearchcontroller): put its ``searchBar`` in a navigation item (`navigationItem.searchController`)
/// or in a table's header, give it a ``searchResultsUpdater``, and the user's search drives it.
///
/// ```
///  tap in the bar ─▶ the bar's delegate may refuse (searchBarShouldBeginEditing)
///     ─▶ the bar's delegate: searchBarTextDidBeginEditing ─▶ willPresent
///     ─▶ shown over the content (dimmed; the results controller once there is text)
///     ─▶ the updater: updateSearchResults(for:) ─▶ didPresent
///  typing ─▶ the bar's delegate (textDidChange) ─▶ the updater
///  Cancel, a tap on the dimmed content, or isActive = false ─▶ willDismiss ─▶ inactive, text cleared,
///     the bar resigns ─▶ the updater (the app shows its whole list again) ─▶ didDismiss
/// ```
///
/// The search bar's own `delegate` stays the app's (apps set it for Cancel and scope buttons).
/// `isActive` set by code shows it without the keyboard, as in UIKit. A delegate may end the search
/// from any callback; the search then ends once, and nothing of it stays on screen. Where
/// ResponderKit differs (docs/Differences-from-UIKit.md): while active the search controller is a
/// child of the searched controller rather than presented by it (unless the delegate's
/// `presentSearchController(_:)` presents it); the search bar stays where the app put it (UIKit moves
/// a table-header bar to the top, and hides the navigation bar when
/// `hidesNavigationBarDuringPresentation`); the overlay covers the content below the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results, if any (else the app filters its own content).
    public private(set) var searchResultsController: UIViewController?
    /// The search bar the user types in.
    public let searchBar = UISearchBar()
    /// Who filters the results (not retained).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told as the search controller shows and hides (not retained).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search is dimmed (and a tap there ends the search); `true` by default.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateOverlay() } }
    /// The old name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar slides away while searching; `true` by default (stored: the bar stays).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while active; `true` by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller appears by itself once the search text is not empty; `true` by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown; follows the text while
    /// ``automaticallyShowsSearchResultsController``.
    open var showsSearchResultsController = false { didSet { updateOverlay() } }
    /// Whether the scope bar appears with the search (stored).
    open var automaticallyShowsScopeBar = true

    /// Whether the search is on screen. Setting it shows or hides the search controller (without
    /// the keyboard, as in UIKit).
    open var isActive: Bool {
        get { active }
        set { if newValue { activate(fromBar: false) } else { deactivate(clearingText: false) } }
    }

    private var active = false
    /// Counts activations and deactivations, so that a callback that ends (or starts) the search
    /// again is noticed by the code that called it out.
    private var generation = 0
    private let dimmingView = UIView()

    /// A search controller whose results `searchResultsController` shows (`nil`: the app shows them
    /// in its own content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    open override func loadView() {
        let overlay = SearchOverlayView()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.deactivate(clearingText: true) }
        })
        overlay.addSubview(dimmingView)
        view = overlay
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let results = searchResultsController {
            addChild(results)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        updateOverlay()
    }

    // MARK: From the search bar

    /// The bar's text field began editing (the bar's delegate allowed it).
    func searchBarDidBeginEditing() {
        if active { searchResultsUpdater?.updateSearchResults(for: self) } else { activate(fromBar: true) }
    }

    /// The user changed the text.
    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user tapped Cancel (after the bar's delegate heard it).
    func searchBarCancelled() { deactivate(clearingText: true) }

    // MARK: Showing and hiding

    private func activate(fromBar: Bool) {
        guard !active else { return }
        active = true
        generation += 1
        let this = generation
        // Each callout may end the search (isActive = false): stop as soon as one has.
        func stillThis() -> Bool { active && generation == this }
        delegate?.willPresentSearchController(self)
        guard stillThis() else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        if let delegate { delegate.presentSearchController(self) } else { showOverContext() }
        guard stillThis() else { return removeFromContext() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if fromBar { searchResultsUpdater?.updateSearchResults(for: self) }
        guard stillThis() else { return }
        delegate?.didPresentSearchController(self)
    }

    private func deactivate(clearingText: Bool) {
        guard active else { return }
        active = false
        generation += 1
        delegate?.willDismissSearchController(self)
        let this = generation
        if !(searchBar.text ?? "").isEmpty { searchBar.text = "" }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        _ = searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        removeFromContext()
        searchResultsUpdater?.updateSearchResults(for: self)
        // The updater may have started a new search: this dismissal is then over already.
        guard generation == this else { return }
        delegate?.didDismissSearchController(self)
    }

    /// Takes the search controller off the screen, however it was shown: as the searched
    /// controller's child, or presented (by a delegate's `presentSearchController(_:)`).
    private func removeFromContext() {
        if parent != nil {
            willMove(toParent: nil)
            viewIfLoaded?.removeFromSuperview()
            removeFromParent()
        } else if presentingViewController != nil {
            dismiss(animated: false)
        }
    }

    /// Shows the search controller over the content its bar belongs to: as a child of that content's
    /// controller, covering its view below the bar.
    /// The view goes above the searched controller's view — beside it, when that view scrolls (a
    /// table view controller's table), so that the overlay neither scrolls away nor falls under the
    /// table's own section views.
    func showOverContext() {
        guard parent == nil, presentingViewController == nil, let context = contentController, context !== self,
              let contextView = context.viewIfLoaded else { return }
        let host: UIView = (contextView is UIScrollView ? contextView.superview : nil) ?? contextView
        let area = host === contextView ? contextView.bounds : contextView.frame
        let barBottom = searchBar.window == nil || searchBar.window !== host.window ? area.minY
            : searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: host).y
        let top = min(max(barBottom, area.minY), area.maxY)
        context.addChild(self)
        view.frame = CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(view)
        didMove(toParent: context)
        updateOverlay()
    }

    /// The controller whose content is searched: the one whose navigation item holds this search
    /// controller, else the nearest controller up the search bar's responder chain (a navigation
    /// controller's top controller).
    private var contentController: UIViewController? {
        if let owner = navigationItemOwner { return owner }
        var responder = searchBar.next
        var steps = 0
        while let current = responder, steps < ResponderChainBound.maximumHops {
            if let navigation = current as? UINavigationController { return navigation.topViewController ?? navigation }
            if let controller = current as? UIViewController { return controller }
            responder = current.next
            steps += 1
        }
        return nil
    }

    /// The controller whose `navigationItem.searchController` is this one.
    weak var navigationItemOwner: UIViewController?

    private func updateOverlay() {
        guard isViewLoaded else { return }
        let showsResults = searchResultsController != nil && showsSearchResultsController
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation || showsResults
        dimmingView.frame = view.bounds
    }
}

/// The search controller's view: lets touches through where it shows nothing (no dimming, no
/// results), so the app's own filtered content stays usable.
private final class SearchOverlayView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
