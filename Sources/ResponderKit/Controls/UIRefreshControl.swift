import Foundation

/// Pull-to-refresh — UIKit's `UIRefreshControl`, attached to a scroll view with
/// `scrollView.refreshControl = control` (docs/Controls.md).
///
/// Pulling the content down past ``triggerDistance`` points beyond its resting place while the finger
/// is still dragging starts a refresh: ``isRefreshing`` becomes `true` and `.valueChanged` is sent,
/// once per pull (a refresh ended from the action while the finger still pulls does not start
/// another until the finger lifts and pulls again). When the finger lifts, the scroll view's `adjustedContentInset.top`
/// grows by the
/// control's height (60 points) so the content settles below the control; ``endRefreshing()``
/// takes the inset away again and scrolls back if the control was showing. ``beginRefreshing()``
/// (a refresh your code starts) sets the state and the inset but sends nothing and, as in UIKit,
/// does not scroll to show the control.
///
/// Differences: UIKit documents neither the pull distance nor the control's height; 60 and 120
/// are ResponderKit's choices. The inset grows when the finger lifts rather than mid-drag (so the
/// content does not jump under the finger). `tintColor` is `UIView`'s; the title is stored only.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and what it adds to the scroll view's top inset while refreshing.
    public static let height: CGFloat = 60
    /// How far past its resting place the content must be pulled to start a refresh.
    public static let triggerDistance: CGFloat = 120

    private var isRefreshingStorage = false
    /// A refresh started while dragging: the inset waits for the finger to lift.
    private var insetPending = false
    /// This drag has started a refresh already: one pull starts one refresh, even when the app ends
    /// it from its `.valueChanged` action while the finger still holds the content down.
    private var pullTriggered = false
    weak var scrollView: UIScrollView?

    /// A refresh control of the default height (its frame is managed by the scroll view).
    public override init(frame: CGRect) {
        super.init(
            frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: UIRefreshControl.height)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether a refresh is under way.
    open var isRefreshing: Bool { isRefreshingStorage }

    /// The title shown under the spinner; `nil` by default. Stored only.
    open var attributedTitle: NSAttributedString?

    /// Starts a refresh from code: no `.valueChanged`; the scroll view's top inset grows.
    open func beginRefreshing() {
        guard !isRefreshingStorage else { return }
        isRefreshingStorage = true
        if let scrollView, scrollView.isDragging { insetPending = true } else { applyInset(true) }
    }

    /// Ends the refresh: the inset goes back, and the content scrolls back up if the control showed.
    open func endRefreshing() {
        guard isRefreshingStorage else { return }
        isRefreshingStorage = false
        insetPending = false
        applyInset(false)
    }

    private func applyInset(_ on: Bool) {
        guard let scrollView else { return }
        let inset: CGFloat = on ? Self.height : 0
        guard scrollView.refreshInsetTop != inset else { return }
        scrollView.refreshInsetTop = inset
        // Back to rest if the content now lies above its top (it showed the control), unless a finger
        // holds it.
        let top = -scrollView.adjustedContentInset.top
        if !on, !scrollView.isDragging, scrollView.contentOffset.y < top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    /// The drag moved the content: a pull past the trigger distance starts a refresh.
    func scrollViewPulled(_ scrollView: UIScrollView) {
        guard isEnabled, !isRefreshingStorage, !pullTriggered, !isHidden else { return }
        if frame.width != scrollView.bounds.width { placeAbove(scrollView) }  // the scroll view was resized
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        guard pulled >= Self.triggerDistance else { return }
        isRefreshingStorage = true
        insetPending = true
        pullTriggered = true
        dispatchActions(for: .valueChanged, event: nil)
    }

    /// A new drag: it may start a refresh (whatever became of the last drag).
    func dragBegan() {
        pullTriggered = false
    }

    /// The finger lifts: a refresh started by the drag gets its inset, before the content settles.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView) {
        pullTriggered = false
        guard insetPending else { return }
        insetPending = false
        if isRefreshingStorage { applyInset(true) }
    }

    /// Places the control above the content, as wide as the scroll view.
    func placeAbove(_ scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    }
}
