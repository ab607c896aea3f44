import Foundation

/// A container that shows one page (a child view controller) at a time and lets the user swipe to the
/// next or previous one — UIKit's `UIPageViewController` (AD:uipageviewcontroller), the onboarding
/// and photo-browser screen.
///
/// ```
///  setViewControllers([page]) ─▶ page becomes the child shown; the data source is asked for its
///                                neighbours (before, after), laid out either side in a paging scroll view
///  the user drags ─▶ the neighbours' views join ─▶ the drag turns towards one
///     ─▶ delegate: willTransitionTo([pending])
///  lift ─▶ the pager settles on a page ─▶ the pending page is now shown (completed) or the old page
///     stays (not completed) ─▶ delegate: didFinishAnimating(true, previous, completed) ─▶ new neighbours
/// ```
///
/// As in UIKit: `setViewControllers` calls neither delegate method (they are "gesture-driven"); the
/// page indicator shows when the data source's `presentationCount(for:)` is above 0 (scroll style,
/// horizontal), its current dot from `presentationIndex(for:)` when pages are set and moving with
/// each completed turn. Where ResponderKit differs (docs/Differences-from-UIKit.md): `.pageCurl` turns
/// pages by the same swipe as `.scroll` (no curl), one page at a time (`isDoubleSided` is stored), and
/// the page indicator takes no taps; `interPageSpacing` is read and not applied.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change — UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// The axis pages follow each other on.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Which way `setViewControllers` moves.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where the spine of a curl is (stored).
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    /// Keys of the options dictionary given at creation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// The spine location (`.none` for the scroll style, else the option given, `.min` by default).
    public private(set) var spineLocation: SpineLocation
    /// Whether content is on the back of pages (stored).
    open var isDoubleSided = false
    /// Where pages come from (not retained).
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { if isViewLoaded { updatePageControl(resetIndex: true) } }
    }
    /// Told of the user's page turns (not retained).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The page shown (one controller), or `nil` before `setViewControllers`.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }
    /// The curl's gesture recognizers in UIKit; none here (the swipe is the pager's pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    let pager = UIScrollView()
    private let pagerDelegate = PagerDelegate()
    let pageControl = UIPageControl()
    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbour the user's drag is turning towards, once the delegate has been told.
    private var pending: UIViewController?
    /// Set while the pager's offset is moved by code (recentring), so that no turn is seen in it.
    private var isRecentring = false
    /// Counts changes of the current page, so that code resumed after an app callback notices a
    /// `setViewControllers` made from inside it.
    private var pageGeneration = 0
    /// The slot a lift aimed the pager at (kept so that a resize before it settles changes nothing).
    private var targetSlot: Int?
    /// Set while ``setViewControllers`` ends a turn under way: the pager's own endings are not turns.
    private var isInterrupting = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let given = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .scroll ? .none : given ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pagerDelegate.owner = self
        pager.delegate = pagerDelegate
        view.addSubview(pager)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        view.addSubview(pageControl)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pager.frame = view.bounds
        pageControl.frame = CGRect(x: 0, y: view.bounds.maxY - 37, width: view.bounds.width, height: 37)
        layOutPages()
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (the first; one page at a time here). Calls no delegate method; the
    /// completion gets `true`. A turn the user has under way ends first (the delegate hears it did not
    /// complete). UIKit raises for no page, or a page that cannot be a child here (the page view
    /// controller itself, an ancestor, another controller's child, a window's root, a presented
    /// controller): it is refused with an `invalidHierarchyChange` diagnostic, and the completion gets
    /// `false`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        loadViewIfNeeded()
        guard let page = viewControllers?.first, canHost(page) else {
            report(
                """
                    setViewControllers was given \
                    \(viewControllers?.first.map { "\(type(of: $0)), which cannot be a page here" } ?? "no page"); the \
                    page shown stays
                    """
            )
            completion?(false)
            return
        }
        interruptTurn()
        pageGeneration += 1
        if page !== current {
            forgetNeighbours()
            if let current { remove(current) }
            current = page
            adopt(page)
        } else {
            forgetNeighbours()
        }
        fetchNeighbours()
        updatePageControl(resetIndex: true)
        layOutPages()
        completion?(true)
    }

    // MARK: Pages in the pager

    private var horizontal: Bool { navigationOrientation == .horizontal }
    private var pageLength: CGFloat { horizontal ? pager.bounds.width : pager.bounds.height }

    /// The pages in order, each with its slot in the pager.
    private var slots: [UIViewController] { [before, current, after].compactMap { $0 } }

    private func fetchNeighbours() {
        guard let current, let dataSource else { before = nil; after = nil; return }
        let generation = pageGeneration
        let previous = dataSource.pageViewController(self, viewControllerBefore: current)
        let next = dataSource.pageViewController(self, viewControllerAfter: current)
        // The data source set other pages meanwhile: that call fetched their neighbours.
        guard generation == pageGeneration, current === self.current else { return }
        // A data source that answers with the page itself (or one page for both sides) has no
        // neighbour there; one that cannot be a child here is refused.
        func acceptable(_ page: UIViewController?) -> UIViewController? {
            guard let page, page !== current else { return nil }
            if canHost(page) { return page }
            report("the data source gave \(type(of: page)), which cannot be a page here (itself, an ancestor, another "
                + "controller's child, a window's root or presented); no page there")
            return nil
        }
        before = acceptable(previous)
        let candidate = acceptable(next)
        after = candidate === before ? nil : candidate
    }

    /// Whether `page` can be a child here: not this controller or one it belongs to, not another
    /// controller's child, a window's root or presented.
    private func canHost(_ page: UIViewController) -> Bool {
        if page.parent === self { return true }
        // The cycle check addChild(_:) makes, asked first so that nothing is torn from its place.
        if isSelfOrAncestor(page) { return false }
        guard page.parent == nil, page.presentingViewController == nil else { return false }
        return page.viewIfLoaded?.window == nil
    }

    private func report(_ message: String) {
        UIApplication.shared.report(Diagnostic(kind: .invalidHierarchyChange, resolution: .dropped,
                                                    message: "UIPageViewController: \(message)"))
    }

    /// Sizes the pager's content for the pages there are and puts the current one in view.
    private func layOutPages() {
        guard isViewLoaded else { return }
        let length = pageLength
        let pages = slots
        isRecentring = true
        defer { isRecentring = false }
        pager.contentSize = horizontal ? CGSize(width: length * CGFloat(pages.count), height: pager.bounds.height)
                                       : CGSize(width: pager.bounds.width, height: length * CGFloat(pages.count))
        for (index, page) in pages.enumerated() where page.viewIfLoaded?.superview === pager {
            page.view.frame = frame(ofSlot: index)
        }
        if let current, let index = pages.firstIndex(where: { $0 === current }), !pager.isDragging,
            !pager.isDecelerating
        {
            let origin = frame(ofSlot: index).origin
            if pager.contentOffset != origin { pager.contentOffset = origin }
        }
    }

    private func frame(ofSlot index: Int) -> CGRect {
        let size = pager.bounds.size
        return horizontal ? CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
                          : CGRect(x: 0, y: CGFloat(index) * size.height, width: size.width, height: size.height)
    }

    private func adopt(_ page: UIViewController) {
        guard page.parent !== self, page.parent == nil else { return }
        addChild(page)
        guard page.parent === self else { return }  // refused (UIKit's rules for a child)
        let index = slots.firstIndex { $0 === page } ?? 0
        page.view.frame = frame(ofSlot: index)
        pager.addSubview(page.view)
        page.didMove(toParent: self)
    }

    private func remove(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    private func forgetNeighbours() {
        for page in [before, after].compactMap({ $0 }) where page !== current { remove(page) }
        before = nil
        after = nil
        pending = nil
    }

    private func updatePageControl(resetIndex: Bool) {
        guard let dataSource, current != nil, transitionStyle == .scroll, navigationOrientation == .horizontal else {
            pageControl.isHidden = true
            return
        }
        let count = max(dataSource.presentationCount(for: self), 0)
        pageControl.isHidden = count == 0
        pageControl.numberOfPages = count
        if resetIndex { pageControl.currentPage = dataSource.presentationIndex(for: self) }
    }

    // MARK: The user's swipe

    func pagerWillBeginDragging() {
        // The neighbours join the pager as the user starts to move it (each joining may run the app's
        // appearance callbacks, which may set other pages: only pages still next to the current one join).
        targetSlot = nil
        let generation = pageGeneration
        for page in [before, after].compactMap({ $0 })
        where generation == pageGeneration && slots.contains(where: { $0 === page }) {
            adopt(page)
        }
        layOutPages()
    }

    func pagerWillEndDragging(target: CGPoint) {
        let length = pageLength
        guard !isInterrupting, length > 0 else { return }
        let offset = horizontal ? target.x : target.y
        targetSlot = Int((offset / length).rounded())
    }

    /// Ends a turn the user has under way, where it is: the page shown stays, and the delegate hears
    /// that an announced turn did not complete.
    private func interruptTurn() {
        guard pager.isDragging || pager.isDecelerating || pending != nil else { return }
        isInterrupting = true
        defer { isInterrupting = false }
        pager.panGestureRecognizer.isEnabled = false
        pager.panGestureRecognizer.isEnabled = pager.isScrollEnabled
        pager.stopMotion()
        pager.isDragging = false
        let announced = pending
        pending = nil
        targetSlot = nil
        for page in [before, after].compactMap({ $0 }) where page !== current { remove(page) }
        layOutPages()
        if announced != nil, let current {
            delegate?.pageViewController(
                self, didFinishAnimating: false, previousViewControllers: [current], transitionCompleted: false)
        }
    }

    /// The drag turns towards a neighbour: the delegate hears it — again if the user reverses towards
    /// the other one.
    func pagerDidScroll() {
        let scrollView = pager
        guard !isRecentring, !isInterrupting, let current, scrollView.isDragging else { return }
        let pages = slots
        guard let index = pages.firstIndex(where: { $0 === current }) else { return }
        let rest = horizontal ? frame(ofSlot: index).minX : frame(ofSlot: index).minY
        let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let towards = offset > rest ? after : offset < rest ? before : nil
        guard let towards, towards !== pending else { return }
        pending = towards
        delegate?.pageViewController(self, willTransitionTo: [towards])
    }

    /// The pager came to rest: the page in view is the current one now.
    func settle() {
        guard !isInterrupting, let previous = current else { return }
        let pages = slots
        let length = pageLength
        let offset = horizontal ? pager.contentOffset.x : pager.contentOffset.y
        let slot =
            targetSlot ?? (length > 0 ? Int((offset / length).rounded()) : pages.firstIndex { $0 === previous } ?? 0)
        targetSlot = nil
        let index = min(max(slot, 0), max(pages.count - 1, 0))
        let shown = pages.isEmpty ? previous : pages[index]
        let announced = pending
        pending = nil
        let completed = shown !== previous
        pageGeneration += 1
        let generation = pageGeneration
        if completed {
            let forward = shown === after
            current = shown
            adopt(shown)
            for page in [before, after, previous].compactMap({ $0 }) where page !== shown { remove(page) }
            // The pages' appearance callbacks may have set other pages: that call has finished the work.
            guard generation == pageGeneration else { return }
            before = nil
            after = nil
            fetchNeighbours()
            if !pageControl.isHidden {
                pageControl.currentPage = min(
                    max(pageControl.currentPage + (forward ? 1 : -1), 0), max(pageControl.numberOfPages - 1, 0))
            }
        } else {
            // The turn went back: the neighbours leave the pager until the next drag.
            for page in [before, after].compactMap({ $0 }) where page !== previous { remove(page) }
            guard generation == pageGeneration else { return }
        }
        layOutPages()
        if completed || announced != nil {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                         transitionCompleted: completed)
        }
    }
}

/// The pager's delegate: the page view controller's own, kept off its public surface (UIKit's
/// `UIPageViewController` is not a scroll view delegate).
@MainActor
private final class PagerDelegate: UIScrollViewDelegate {
    weak var owner: UIPageViewController?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner?.pagerWillBeginDragging() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.pagerDidScroll() }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        owner?.pagerWillEndDragging(target: targetContentOffset.pointee)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.settle() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.settle() }
}
