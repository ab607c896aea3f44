import Foundation

/// A rectangle on screen that takes part in hit-testing and the responder chain — UIKit's `UIView`: a geometry
/// (`center`, `bounds`, `transform`, from which `frame` derives), a place in a tree (`superview`, `subviews`,
/// `window`), and the switches that decide whether touches reach it (`isHidden`, `alpha`, `isUserInteractionEnabled`,
/// `isMultipleTouchEnabled`, `isExclusiveTouch`).  This file is the class's table of contents: its stored properties,
/// initialisers and `deinit`, and every member an app may override — declared here, as Swift without the Objective-C
/// runtime cannot override a member declared in an extension. Each is a one-line entry point into the file of its
/// concept: `UIView+Geometry.swift`, `UIView+Hierarchy.swift`, `UIView+Conversion.swift`, `UIView+HitTesting.swift`,
/// `UIView+Gestures.swift`, Layout/, `UIView+Tint.swift`, Views/Appearance/, `UIView+Drawing.swift` (renderers draw it
/// through its layer).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Stored state (declared in memory order: moving one moves fields the hot paths read)
    /// The geometry (`frame` derives from it); the observers are in UIView+PropertyObservers.swift.
    var centerStorage: CGPoint { didSet { centerChanged(from: oldValue) } }
    var boundsStorage: CGRect { didSet { boundsStorageChanged(from: oldValue) } }
    var transformStorage: CGAffineTransform = .identity { didSet { transformChanged(from: oldValue) } }
    /// The view's running animations' presentation values (Animation/); `nil` while none runs.
    var animationStateStorage: ViewAnimationState?
    /// Whether an animation without `.allowUserInteraction` runs here: hit-testing skips the subtree, as UIKit's.
    var animationBlocksTouches = false
    /// The controller whose root view this is (its `next` responder), and whether one was ever set (a plain load on the
    /// responder chain's hot path, instead of a weak load).
    weak var viewControllerStorage: UIViewController? { didSet { hasViewController = viewControllerStorage != nil } }
    var hasViewController = false
    // MARK: Interaction switches
    /// Whether touches can reach this view and its subtree. `true` by default (`false` for `UILabel` and
    /// `UIImageView`).
    open var isUserInteractionEnabled: Bool {
        get { walk.isUserInteractionEnabled } set { walk.isUserInteractionEnabled = newValue; switchesChanged() }
    }
    /// Whether this view receives more than the first touch of a multi-touch sequence that starts in it. `false` by
    /// default, so each touches method gets a set of at most one touch.
    open var isMultipleTouchEnabled: Bool = false
    /// Whether, while this view tracks a touch, no other view in its window receives new touches (and it receives none
    /// while others are tracked). `false` by default.
    open var isExclusiveTouch: Bool = false
    /// Whether the view is hidden; hit-testing skips a hidden view and its subtree. It reflects this view only. A view
    /// a stack view arranges collapses when hidden (one flag read for every other view).
    open var isHidden: Bool { get { walk.isHidden } set { walk.isHidden = newValue; hiddenChanged() } }
    /// The opacity. Views with `alpha < 0.01` are skipped by hit-testing (Apple's wording; the seed articles' `<= 0.01`
    /// differs only at exactly 0.01). Stored clamped to 0…1 as UIKit does.
    open var alpha: CGFloat { get { alphaStorage } set { alphaStorage = UIView.clampedAlpha(newValue) } }
    var alphaStorage: CGFloat = 1 { didSet { alphaChanged(from: oldValue) } }
    // MARK: Look and identity
    /// Whether drawing is clipped to the bounds. It never changes hit-testing: a point outside a view's bounds already
    /// misses it (`point(inside:with:)`), clipped or not.
    open var clipsToBounds: Bool = false
    /// The fill colour; `nil` (the default) means clear. Hit-testing ignores it.
    open var backgroundColor: UIColor? { didSet { backgroundColorChanged(from: oldValue) } }
    /// An integer an app can use to find the view again (`viewWithTag(_:)`); 0 by default.
    open var tag: Int = 0
    /// This view if its `tag` is `tag`, else the first of its descendants (depth first, subviews in order) whose tag
    /// is; `nil` if none.
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(taggedWith: tag) }
    // MARK: Initialisers and deinit
    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        let frame = UIView.sanitized(frame)
        centerStorage = CGPoint(x: frame.midX, y: frame.midY)
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        usesDefaultHitTesting = UIView.classesWithDefaultHitTesting.contains(ObjectIdentifier(Self.self))
        isWindowView = Self.self is UIWindow.Type
        super.init()
    }
    /// Creates a view with a zero frame (`UIView()`).
    public convenience override init() { self.init(frame: .zero) }
    /// Archives are not supported on Linux; this initialiser exists so that iOS subclasses that implement or call
    /// `init?(coder:)` compile. It creates a view with a zero frame.
    public required init?(coder: NSCoder) {
        centerStorage = .zero
        boundsStorage = .zero
        usesDefaultHitTesting = UIView.classesWithDefaultHitTesting.contains(ObjectIdentifier(Self.self))
        isWindowView = Self.self is UIWindow.Type
        super.init()
    }
    /// Children that outlive their parent stop pointing at it; the layout state and the layer learn the view is gone.
    /// Nonisolated so that subclasses keep a plain `deinit` (an `isolated` one makes theirs an error, SE-0371).
    deinit {
        layoutStorage?.markViewGone()
        layerStorage?.hostViewIsGone()
        // By identity: the check of a reference to this view fails from here on (it is going).
        for child in subviewSlots where child.superviewReference?.refers(to: self) == true {
            child.superviewReference = nil
        }
    }
    // MARK: Geometry (frame is derived from center, bounds and transform; see UIView+Geometry.swift)
    /// The rectangle in superview coordinates: the bounds' size placed around `center`, through `transform`. Setting it
    /// sets `center` and `bounds.size`. Like UIKit, don't rely on it when the transform is not the identity.
    open var frame: CGRect { get { derivedFrame } set { setDerivedFrame(newValue) } }
    /// The view's own coordinate system. Its origin shifts the coordinates of every subview (that is how scrolling
    /// works); changing its size keeps `center` fixed.
    open var bounds: CGRect { get { boundsStorage } set { boundsStorage = UIView.sanitized(newValue) } }
    /// The center of the frame, in superview coordinates; the transform applies about it.
    open var center: CGPoint { get { centerStorage } set { setCenterIfFinite(newValue) } }
    /// The transform, applied about `center`; `.identity` by default. Hit-testing and conversion honour it. A transform
    /// with a non-finite component is ignored.
    open var transform: CGAffineTransform { get { transformStorage } set { setTransformIfFinite(newValue) } }
    // MARK: Coordinate conversion (see UIView+Conversion.swift)
    /// `point`, given in this view's coordinates, in `view`'s coordinates; `nil` means the window's.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, toView: view) }
    /// `point`, given in `view`'s coordinates (`nil`: the window's), in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, fromView: view) }
    /// The bounding box of `rect`, given in this view's coordinates, in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, toView: view) }
    /// The bounding box of `rect`, given in `view`'s coordinates, in this view's coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, fromView: view) }
    /// `point` in `coordinateSpace`'s coordinates (UICoordinateSpace). Given a view, this is `convert(_:to: UIView?)`;
    /// any other coordinate space is taken to share the screen's origin.
    open func convert(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, toSpace: space)
    }
    /// `point`, given in `coordinateSpace`'s coordinates, in this view's (UICoordinateSpace).
    open func convert(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, fromSpace: space)
    }
    /// The bounding box of `rect` in `coordinateSpace`'s coordinates (UICoordinateSpace).
    open func convert(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect { convertRect(rect, toSpace: space) }
    /// The bounding box of `rect`, given in `coordinateSpace`'s coordinates, in this view's.
    open func convert(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect {
        convertRect(rect, fromSpace: space)
    }
    // MARK: Hit-testing (see UIView+HitTesting.swift)
    /// The farthest descendant of this view (or the view itself) that contains `point` (in this view's coordinates);
    /// `nil` when the view is hidden, has `alpha < 0.01`, has interaction disabled, or `point(inside:with:)` says no.
    /// Subviews are asked front to back, each with the point in its own coordinates; the first non-nil answer wins.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's coordinates) is inside the view: `bounds.contains(point)` by default. Override
    /// it to grow or shrink the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { UIView.rect(boundsStorage, contains: point) }
    // MARK: The view tree (see UIView+Hierarchy.swift)
    /// The parent view; `nil` for a window or a detached view.
    open var superview: UIView? { superviewStorage }
    /// The children, back to front: the last one is front-most and hit-tested first.
    open var subviews: [UIView] { subviewStorage }
    /// The window this view is in (itself for a window), or `nil`.
    open var window: UIWindow? { enclosingWindow }
    /// Adds `view` as the front-most subview, first removing it from its current superview.
    open func addSubview(_ view: UIView) { insert(view, at: subviewStorage.count) }
    /// Inserts `view` at `index` of `subviews` (0 is back-most; clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }
    /// Inserts `view` directly behind `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview other: UIView) { insert(view, behind: other) }
    /// Inserts `view` directly in front of `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview other: UIView) { insert(view, inFrontOf: other) }
    /// Moves a subview to the front (the end of `subviews`).
    open func bringSubviewToFront(_ view: UIView) { reorder(view, toFront: true) }
    /// Moves a subview to the back (index 0 of `subviews`).
    open func sendSubviewToBack(_ view: UIView) { reorder(view, toFront: false) }
    /// Swaps two positions in `subviews`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchange(index1, index2) }
    /// Detaches the view from its superview (and window). A first responder inside resigns and touches it is tracking
    /// are cancelled.
    open func removeFromSuperview() { detachFromSuperview() }
    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool { hasInItsAncestry(view) }
    /// Called on the superview after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes; `nil` means the view is being removed.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called on every view of a subtree before its window changes; `nil` means leaving the window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on every view of a subtree after its window changed; the first point where `window` is the new one (a
    /// good place to call `becomeFirstResponder()`).
    open func didMoveToWindow() {}
    // MARK: Gesture recognizers (see UIView+Gestures.swift and Gestures/)
    /// The recognizers attached to this view; `nil` until one is added. Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage } set { replaceRecognizers(with: newValue) }
    }
    /// Attaches `gestureRecognizer` (detaching it from another view): it sees the touches hit-tested to this view and
    /// its subviews before they do. The view keeps it.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }
    /// Detaches `gestureRecognizer`; its `view` becomes `nil`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }
    /// Asked when `gestureRecognizer` is about to recognise and would cancel a touch of this view; returning `false`
    /// makes it fail (B112). `true` by default; buttons and switches refuse single-tap recognizers of their ancestors
    /// (B122).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // MARK: State made or set on first use (most views never use it)
    /// Layout state (Layout/ViewLayoutState.swift), made when the view first takes part in layout.
    var layoutStorage: ViewLayoutState?
    /// The layer, made on first use (UIView+Layer.swift); `deinit` tells it the view is gone.
    var layerStorage: CALayer?
    /// `overrideUserInterfaceStyle` (UITraitCollection+Style.swift).
    var overrideStyleStorage: UIUserInterfaceStyle = .unspecified
    /// `tintColor` and `tintAdjustmentMode` as set (UIView+Tint.swift).
    var tintColorStorage: UIColor?
    var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic
    /// A proxy's recorded setters, or the appearance setters the app called (Views/Appearance/).
    var appearanceInvocations: AppearanceInvocations?
    /// The handlers `registerForTraitChanges` added (Views/UITraitChangeRegistration.swift); storage for
    /// `UITraitChangeObservable`, not for app code.
    public var traitChangeRegistrations: [UITraitChangeRegistration] = []
    // MARK: Traits (Views/UITraitCollection.swift)
    /// The screen's traits (size classes, idiom, scale): every view has `UIScreen.main`'s.
    open var traitCollection: UITraitCollection { effectiveTraits() }
    /// The traits changed (a screen resize across a size class). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    // MARK: Layer, drawing and tint (UIView+Layer.swift, UIView+Tint.swift)
    /// The class of this class's layer (`CALayer` by default; a non-layer class gives one: UIView+Layer.swift).
    open class var layerClass: AnyClass { CALayer.self }
    /// Marks the view as needing to be drawn again; content is drawn when the view is rendered (UIView+Drawing.swift).
    open func setNeedsDisplay() { layer.needsDisplayFlag = true }
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() } // `rect` too: the whole view is drawn again
    /// Draws the view's content in its bounds into `UIGraphicsGetCurrentContext()`; nothing by default.
    open func draw(_ rect: CGRect) {}
    /// What the view's layer draws of the view: `draw(_:)` with the context current, or an image view's image.
    func drawLayerContent(in ctx: CGContext) { drawWithCurrentContext(ctx) }
    /// What the view's layer draws over its sublayers (a table cell's separator, a bar's hairline).
    func drawLayerOverlay(in ctx: CGContext) {}
    /// How the content (an image view's image) is placed in the bounds; `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill
    /// The tint colour: this view's if set, else the nearest superview's, else the system blue; dimmed (grey) when
    /// `tintAdjustmentMode` is `.dimmed` (UIView+Tint.swift). Setting `nil` goes back to inheriting. Setting it calls
    /// `tintColorDidChange()` here and on the subviews that inherit it.
    open var tintColor: UIColor! { get { resolvedTint() } set { setTint(newValue) } }
    /// Whether the tint is shown dimmed: this view's if not `.automatic`, else the nearest superview's, else `.normal`
    /// (the getter never returns `.automatic`, as UIKit's).
    open var tintAdjustmentMode: TintAdjustmentMode { get { resolvedTintMode() } set { setTintMode(newValue) } }
    /// The tint colour or tint adjustment mode this view shows changed (set here, or inherited from a superview that
    /// changed or a new superview). Override it to redraw with the new tint.
    open func tintColorDidChange() {}
    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift: each class's return that class)
    /// The proxy whose values every instance of this class takes on entering a window, unless it set them itself.
    open class func appearance() -> UIView { appearanceProxy(UIView()) }
    /// The proxy for instances inside instances of `containerTypes`, nearest first.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        appearanceProxy(UIView(), containers: containerTypes)
    }
    /// The proxy for instances whose traits contain `trait` (and inside `containerTypes`).
    open class func appearance(for trait: UITraitCollection) -> UIView { appearanceProxy(UIView(), traits: trait) }
    open class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> UIView {
        appearanceProxy(UIView(), containers: containerTypes, traits: trait)
    }
    // MARK: Layout (Layout/: the pass, autoresizing, constraints, safe area and margins)
    /// Lays out subviews; the default sets the frames that constraints give them. Call `super`.
    open func layoutSubviews() { applyEngineFrames() }
    /// Marks the view for layout in the next pass (this turn of the main loop).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now whatever is pending at or above this view, then below it.
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// The natural size; `UIView.noIntrinsicMetric` (-1) in a dimension without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells the layout engine that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { intrinsicSizeChanged() }
    /// The size that fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { fitSize() }
    /// Updates the constraints this view owns; called when `setNeedsUpdateConstraints()` was. Call `super` last.
    open func updateConstraints() {}
    /// Marks `updateConstraints()` as due in the next pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Runs the pending `updateConstraints()` of this view and its subviews now.
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { layoutStorage?.needsUpdateConstraints ?? false }
    /// Whether the autoresizing mask becomes constraints (`true` by default); `false` to place it with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { translatesMask } set { setTranslates(newValue) } }
    /// How the view resizes when its superview's bounds change; none by default.
    open var autoresizingMask: UIView.AutoresizingMask { get { resizingMask } set { setResizingMask(newValue) } }
    /// Whether subviews are resized by their `autoresizingMask`; `true` by default.
    open var autoresizesSubviews: Bool { get { resizesSubviews } set { setResizesSubviews(newValue) } }
    /// The constraints installed on this view.
    open var constraints: [NSLayoutConstraint] { layoutStorage?.installed ?? [] }
    /// Installs (activates) a constraint on this view (prefer `NSLayoutConstraint.activate`).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }
    /// Installs several constraints on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.install(on: self) } }
    /// Removes (deactivates) a constraint installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
    /// Removes several constraints installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }
    /// Insets from the safe area's edges: the window's (a backend sets them) and the controller's additional ones.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// The margins; 8 points on each edge by default.
    open var layoutMargins: UIEdgeInsets { get { storedMargins } set { setMargins(newValue) } }
    /// The margins with leading and trailing (left and right: ResponderKit lays out left to right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins) } set { layoutMargins = newValue.edgeInsets }
    }
    /// Whether the superview's margins apply where they reach into this view; `false` by default.
    open var preservesSuperviewLayoutMargins: Bool { get { preservesMargins } set { setPreservesMargins(newValue) } }
    /// Whether the margins are measured from the safe area; `true` by default.
    open var insetsLayoutMarginsFromSafeArea: Bool { get { insetsMargins } set { setInsetsMargins(newValue) } }
    /// Called when the margins changed.
    open func layoutMarginsDidChange() {}
    /// How far the alignment rectangle (what constraints align) is inside the frame; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { frameAround(alignmentRect) }
    /// The active constraints that name this view on `axis` (a debugging aid, as in UIKit).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsNaming(self, on: axis)
    }
    /// The view whose top constraints to the first baseline align; `self` by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose bottom constraints to the last baseline align; `self` by default.
    open var forLastBaselineLayout: UIView { self }
    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriority(axis) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHugging(priority, axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriority(axis)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompression(priority, axis)
    }
    /// The smallest (with `UIView.layoutFittingExpandedSize`, largest) size its constraints allow near `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize(targetSize) }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Whether the constraints leave the view's frame undetermined.
    open var hasAmbiguousLayout: Bool { engineSaysAmbiguous }
    /// Whether the view needs constraints to lay out; `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    // MARK: Editing
    /// Makes the first responder in this view's subtree resign (with `force`, even if it refuses); whether it did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { performEndEditing(force: force) }
    /// UIView's own action: `endEditing:` (iOS: `#selector(UIView.endEditing(_:))` as a tap recognizer's action
    /// dismisses the keyboard). The sender cannot be the `Bool`: it ends editing with `force` true, as any sender.
    @preconcurrency open override func actionMethod(for action: Selector) -> UIActionMethod? {
        ownActionMethod(for: action) ?? super.actionMethod(for: action)
    }
    // MARK: The responder chain
    /// The view controller whose root view this is; otherwise the superview.
    open override var next: UIResponder? { controllerOrSuperview }
    override var firstResponderWindow: UIWindow? { window }
    /// UIKit's form: `<UIButton 'name'; frame = (0 0; 100 44); hidden = YES>` (UIView+Geometry.swift).
    open override var description: String { mainActorDescription(of: self) { self.summary } }
    // MARK: The walks' fields (declared last: see `walk`)
    /// The fields the walks over the tree read on every view — the parent, the subview list, the hit-test index, the
    /// switches, the layout flags, the recognizers — in a cell of their own (Support/ViewWalkFields.swift says why).
    /// Last, with the two flags below: the cell is allocated right after the object, so what a walk reads of the view
    /// and of its cell are neighbours in memory.
    nonisolated let walk = ViewWalkFields()
    /// Whether this view's class is one of ResponderKit's that override nothing hit-testing reads, so the hit-test
    /// index may answer for it (see HitTestIndex). Set once, at creation.
    let usesDefaultHitTesting: Bool
    /// Whether this view is a `UIWindow`, found once at creation so that finding a view's window needs no dynamic cast
    /// per level (a `let`: the nonisolated walk up the tree reads it).
    let isWindowView: Bool
}
