import Foundation

/// A view whose content is larger than itself and moves under the finger — UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`: scrolling moves the bounds over the content, so subviews keep
/// their frames and hit-testing follows. The scroll view owns two recognizers on itself, as UIKit's:
///
///     finger down ─▶ delayed-touches recognizer: holds the content's touchesBegan (delaysContentTouches)
///                    ├─ 150 ms pass with no drag, or the finger lifts: touchesShouldBegin(_:with:in:)?
///                    │      yes ─▶ the content gets its touches (a tap on a button in a list works)
///                    │      no  ─▶ the content gets nothing
///                    └─ the finger moves 10 pt in a direction the scroll view can scroll first:
///              ─▶ panGestureRecognizer begins (only then, so nested scroll views share out the axes);
///                 content that already had touchesBegan is cancelled if canCancelContentTouches and
///                 touchesShouldCancel(in:) agree, otherwise the pan fails and the content keeps the touch
///              ─▶ dragging: the offset follows the finger, rubber-banding past the edges (bounces)
///              ─▶ release: scrollViewWillEndDragging (velocity, a target the delegate may change) →
///                 deceleration, paging or bounce-back on the frame clock (`RawInput.timePassed`)
///
/// Where UIKit differs: there are no scroll indicators, no safe area (`adjustedContentInset` is
/// `contentInset`), and the curves are written down in docs/Differences-from-UIKit.md.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a flick slows down: the share of the velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// When dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        /// The first responder inside the scroll view's window resigns when dragging begins.
        case onDrag = 1
        /// "The keyboard follows the dragging touch offscreen, and can be pulled upward again to
        /// cancel the dismiss" (AD:uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive): the
        /// first responder resigns when the finger lifts inside the keyboard's area, not moving up.
        case interactive = 2
        /// `.onDrag`, the input accessory going too (iOS 16; here accessories go with the keyboard).
        case onDragWithAccessory = 3
        /// `.interactive`, the input accessory going too (iOS 16).
        case interactiveWithAccessory = 4
    }

    /// How the safe area adjusts the insets; there is no safe area here, so each behaves alike.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Told about scrolling, dragging, deceleration and zooming.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentSizeChangedForGuide() } }
    }

    /// Lays out the subviews; then a content size that constraints on `contentLayoutGuide` decided
    /// becomes `contentSize` (UIScrollView+LayoutGuides.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
    }

    /// Where the content's origin is under the scroll view's top left: `bounds.origin`. Setting it
    /// stops a deceleration or animation under way, as `setContentOffset(_:animated: false)` does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Space around the content that the scroll view may scroll into.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets used for scrolling: `contentInset` (no safe area on Linux), and at the top the
    /// height of a refresh control while it refreshes (UIScrollView+Refresh.swift).
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        inset.top += refreshInsetTop
        return inset
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether the user can scroll; turns the pan recognizer on and off.
    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops on multiples of the scroll view's size.
    open var isPagingEnabled = false
    /// Whether the content can be dragged past its edges and springs back.
    open var bounces = true
    /// Whether the content bounces vertically even when it is no taller than the scroll view.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it is no wider than the scroll view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// How fast a flick slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls to the top (there is no status bar here).
    open var scrollsToTop = true
    /// Kept for source compatibility: ResponderKit draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    /// Whether the content's touchesBegan waits (150 ms) to see if the finger drags; `true` by default.
    open var delaysContentTouches = true {
        didSet { delayer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take touches the content already has (see ``touchesShouldCancel(in:)``).
    open var canCancelContentTouches = true

    /// Whether a finger is on the scroll view (it may not have started dragging yet).
    open var isTracking: Bool { !pan.trackedTouches.isEmpty || !delayer.trackedTouches.isEmpty }
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the finger lifted.
    open internal(set) var isDecelerating = false

    /// The pan that scrolls; do not change its delegate.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }
    /// The pinch that zooms, when zooming is possible (a delegate view to zoom and a scale range).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { canZoom ? pinch : nil }

    // MARK: Zooming (UIScrollView+Zoom.swift)

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomRangeChanged() } }
    /// The largest zoom scale; 1 by default (no zooming).
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomRangeChanged() } }
    /// The current zoom scale; setting it zooms at once.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { applyZoom(newValue, notify: true) }
    }
    /// Whether a pinch may go past the scale range and springs back; `true` by default.
    open var bouncesZoom = true
    /// Whether a pinch is zooming.
    open internal(set) var isZooming = false
    /// Whether the scale is springing back into its range.
    open internal(set) var isZoomBouncing = false

    /// Sets the zoom scale, at once or animated on the frame clock.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the scroll view.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toRect: rect, animated: animated)
    }

    // MARK: Override points

    /// Asked before the content gets a touch (when the delay ends, or at once without it); `false`
    /// keeps the touch from the content. `true` by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked, when a drag begins over content that already has its touches, whether to take them:
    /// `true` cancels them in `view` and scrolls; `false` lets the content keep them and the scroll view
    /// does not scroll. By default, `true` unless `view` is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Scrolling by code

    /// Moves the content; animated, it glides there on the frame clock (0.3 s, easing out) and then
    /// calls `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            startMotion(
                .animated(from: self.contentOffset, to: contentOffset, duration: ScrollPhysics.animationDuration))
        } else {
            stopMotion()
            moveContent(to: contentOffset)
        }
    }

    /// Scrolls the least needed for `rect` (in the content's coordinates) to be visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let target = ScrollPhysics.offsetShowing(
            rect, visible: CGRect(origin: contentOffset, size: bounds.size), range: offsetRange)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Scroll indicators are not drawn here: nothing to flash.
    open func flashScrollIndicators() {}

    // MARK: Life

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    /// A change of `bounds.origin` is a scroll: the delegate hears it whoever made it. A delegate that
    /// scrolls again from `scrollViewDidScroll` is heard up to ``maximumScrollNesting`` levels deep;
    /// past that the scroll stands, the delegate is not told of it, and a `reentrantCallback`
    /// diagnostic says why (UIKit would recurse until the stack overflows).
    open override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin, let delegate else { return }
            guard scrollNesting < UIScrollView.maximumScrollNesting else {
                if !reportedRunawayScroll {
                    reportedRunawayScroll = true
                    UIApplication.shared.report(.init(
                        kind: .reentrantCallback, resolution: .dropped,
                            message:
                                """
                                    \(type(of: delegate)).scrollViewDidScroll kept scrolling \(type(of: self)) from \
                                    inside itself (\(UIScrollView.maximumScrollNesting) levels deep); it is not told \
                                    of the scrolls past that
                                    """
                        ))
                }
                return
            }
            scrollNesting += 1
            defer {
                scrollNesting -= 1
                if scrollNesting == 0 { reportedRunawayScroll = false }
            }
            delegate.scrollViewDidScroll(self)
        }
    }

    /// How deep `scrollViewDidScroll` may scroll again from inside itself.
    static let maximumScrollNesting = 64
    var scrollNesting = 0
    var reportedRunawayScroll = false

    // MARK: Internal state

    let pan = ScrollViewPanGestureRecognizer()
    let delayer = ScrollViewDelayedTouchesRecognizer()
    let pinch = ScrollViewPinchGestureRecognizer()
    var zoomScaleStorage: CGFloat = 1
    /// The offset when dragging began, and the pan's translation then (the 10-point start distance
    /// is not a jump).
    var dragStart: (offset: CGPoint, translation: CGPoint) = (.zero, .zero)
    /// The axis a directional lock holds to (`nil`: both).
    var lockedAxis: ScrollAxis?
    /// The sheet a drag of this scroll view may move (UIScrollView+Dragging.swift, Views/Sheets/).
    weak var sheetHandoff: UISheetPresentationController?
    /// Deceleration, bounce-back, paging or an animation under way.
    var motion: ScrollMotion?
    /// The zoom scale and the pinch's scale when zooming began.
    var zoomStart: CGFloat = 1
    /// The refresh control and the inset it adds while refreshing (UIScrollView+Refresh.swift).
    var refreshControlStorage: UIRefreshControl?
    var refreshInsetTop: CGFloat = 0

    private func installRecognizers() {
        clipsToBounds = true  // UIKit's default for scroll views
        pan.scrollView = self
        delayer.scrollView = self
        pinch.scrollView = self
        delayer.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(delayer)
        addGestureRecognizer(pan)
        addGestureRecognizer(pinch)
        pinch.isEnabled = false
        pan.allowedScrollTypesMask = .all
        pan.handlers.append { [weak self] _ in self?.panChanged() }
        pinch.handlers.append { [weak self] _ in self?.pinchChanged() }
    }
}
