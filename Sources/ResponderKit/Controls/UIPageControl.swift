import Foundation

/// A row of dots, one per page, the current one highlighted — UIKit's `UIPageControl`
/// (docs/Controls.md).
///
/// The classic, documented interaction: a tap to the left of the current page's dot goes back one
/// page, a tap to its right forward one, and the control sends `.valueChanged` (at touch-up, when the
/// page changed; nothing at the first or last page). Setting ``currentPage`` in code sends nothing and
/// pins the value to 0…numberOfPages − 1.
///
/// Differences: iOS 14's tapping a dot to jump to it and scrubbing along the dots are not
/// implemented (``allowsContinuousInteraction`` is stored only); the dots' size and spacing
/// (16 points per page, 26 high) are ResponderKit's choice; a negative ``numberOfPages`` is refused
/// with a diagnostic; ``indicatorCenter(forPage:)`` is a ResponderKit addition for backends.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The width each page's dot takes in the row.
    public static let indicatorSpacing: CGFloat = 16
    /// The diameter of a dot.
    public static let indicatorDiameter: CGFloat = 8
    /// The height of the control's natural size.
    public static let height: CGFloat = 26

    /// The background behind the dots (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    private var pagesStorage = 0
    private var currentStorage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of pages (dots); 0 by default. The current page is pinned to the new range.
    open var numberOfPages: Int {
        get { pagesStorage }
        set {
            guard newValue >= 0 else { return reportInvalidValue("numberOfPages \(newValue) is negative") }
            pagesStorage = newValue
            currentStorage = pinned(currentStorage)
            invalidateIntrinsicContentSize()
        }
    }

    /// The current page, 0 by default; pinned to 0…numberOfPages − 1 (UIKit). Setting it sends nothing.
    open var currentPage: Int {
        get { currentStorage }
        set { currentStorage = pinned(newValue) }
    }

    private func pinned(_ page: Int) -> Int { max(0, min(page, pagesStorage - 1)) }

    /// Whether the dots are hidden when there is only one page; `false` by default.
    open var hidesForSinglePage: Bool = false
    /// The colour of the dots; `nil` (translucent white) by default.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.pageIndicatorTintColor) { $1.pageIndicatorTintColor = $0.pageIndicatorTintColor }
        }
    }
    /// The colour of the current page's dot; `nil` (white) by default.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            appearanceSetterCalled(.currentPageIndicatorTintColor) {
                $1.currentPageIndicatorTintColor = $0.currentPageIndicatorTintColor
            }
        }
    }
    /// The background style; `.automatic` by default. Stored only.
    open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
    /// Whether scrubbing along the dots is allowed (iOS 14); `true` by default. Stored only.
    open var allowsContinuousInteraction: Bool = true

    /// Whether the dots show: there are pages, and not just one when ``hidesForSinglePage``.
    public var showsIndicators: Bool { pagesStorage > 0 && !(hidesForSinglePage && pagesStorage == 1) }

    // MARK: Geometry

    /// The size the dots of `pageCount` pages need: 16 points a page, 26 high (zero for no pages).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        return CGSize(width: CGFloat(pageCount) * Self.indicatorSpacing, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        let size = size(forNumberOfPages: pagesStorage)
        return CGSize(width: size.width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The centre of `page`'s dot in the bounds: the row is centred in the control.
    public func indicatorCenter(forPage page: Int) -> CGPoint {
        let rowWidth = CGFloat(pagesStorage) * Self.indicatorSpacing
        let x = bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * Self.indicatorSpacing
        return CGPoint(x: x, y: bounds.midY)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        showsIndicators
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, showsIndicators else { return }
        let current = indicatorCenter(forPage: currentStorage)
        let x = touch.location(in: self).x
        let target = pinned(x < current.x ? currentStorage - 1 : currentStorage + 1)
        guard target != currentStorage else { return }
        currentStorage = target
        dispatchActions(for: .valueChanged, event: event)
    }

    /// UIKit: a single-finger single tap on a page control is the control's, not an ancestor's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.viewStorage !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func drawLayerContent(in ctx: CGContext) {
        super.drawLayerContent(in: ctx)
        drawStandardLook(in: ctx)
    }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UIPageControl { appearanceProxy(UIPageControl(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UIPageControl { appearanceProxy(UIPageControl(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UIPageControl {
        appearanceProxy(UIPageControl(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UIPageControl { appearanceProxy(UIPageControl(frame: .zero), containers: containerTypes, traits: trait) }
}
