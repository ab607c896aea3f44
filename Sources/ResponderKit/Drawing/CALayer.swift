import Foundation
import Synchronization

/// What a view's look is made of — Core Animation's `CALayer`, the object behind `view.layer`: corner
/// radius, border, shadow, opacity and background, which the SDL backend draws.
///
/// Every view has one (``UIView/layer``), made on first use from the view's class's
/// ``UIView/layerClass``; the view is its `delegate`. As in UIKit, the layer and its view share their
/// geometry and the properties both have: `layer.frame`, `bounds`, `position` (the view's `center`),
/// `opacity` (`alpha`), `isHidden`, `masksToBounds` (`clipsToBounds`) and `backgroundColor` read and
/// write the view's. The rest is the layer's own.
///
/// ```
/// button.layer.cornerRadius = 8
/// button.layer.borderWidth = 1
/// button.layer.borderColor = UIColor.systemBlue.cgColor
/// ```
///
/// A layer made on its own (`CALayer()`) keeps its own geometry (`anchorPoint` places its `bounds`
/// around `position`). The layer tree follows the view tree: a view's layer's `sublayers` are its
/// subviews' layers among the layers added to it (`addSublayer(_:)`, `insertSublayer(_:at:)`), in the
/// order the SDL window draws them (CALayer+Sublayers.swift).
///
/// Drawing: `render(in:)` draws the layer and its sublayers into a `CGContext` — background, content
/// (`contents`, `draw(in:)`, the view's `draw(_:)`), sublayers, border, shadow, mask, opacity
/// (CALayer+Drawing.swift, LayerRenderer.swift).
///
/// Where it differs from Core Animation: content is drawn when rendered, not cached in a backing
/// store; no 3D (`transform` is `CATransform3D`-free: use
/// `affineTransform()`), and sublayers take no part in hit-testing (neither do they in UIKit: only views
/// are hit-tested). Hit-testing ignores every look property, clipping included (UIKit's rule).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs, if any; `nil` once the view's `deinit` ran (``hostViewIsGone()``),
    /// so a layer that outlives its view reads its own storage.
    var hostView: UIView? {
        get { hostIsGone.load(ordering: .relaxed) ? nil : hostViewStorage }
        set { hostViewStorage = newValue }
    }
    /// Unowned (a view owns its layer; an optional `unowned` adds no side table to the view, which a
    /// `weak` reference would, slowing every retain of it). A read of a view already gone would trap
    /// with Swift's message rather than read freed memory; ``hostView`` does not read it then.
    private unowned(safe) var hostViewStorage: UIView?
    /// Set by the view's `deinit`, which is nonisolated, hence an atomic (relaxed: the view's last
    /// release and every read happen on the main actor).
    private let hostIsGone = Atomic<Bool>(false)

    /// The view's `deinit` runs: the layer stops reading it.
    nonisolated func hostViewIsGone() { hostIsGone.store(true, ordering: .relaxed) }

    /// The layer's own geometry, used when it backs no view.
    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    private var ownTransform: CGAffineTransform = .identity
    private var ownOpacity: Float = 1
    /// The actions for property keys, searched after the delegate's (CALayer+Actions.swift); `nil` by
    /// default. `NSNull()` under a key turns that key's implicit animation off.
    open var actions: [String: any CAAction]?
    /// The action for `event` (a property's key): the delegate's, then `actions`', then
    /// ``defaultAction(forKey:)``'s, then Core Animation's implicit animation; `nil` for none or
    /// `NSNull` (CALayer+Actions.swift). Override it to change a layer's actions.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }
    /// The action a layer class gives for `event` when neither the delegate nor `actions` has one;
    /// `nil` by default. Override it (returning `NSNull()`) to turn a class's implicit animations off.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// Implicit actions found for properties being set, run once the values are stored.
    var pendingActions: [(key: String, action: any CAAction)] = []
    private var ownHidden = false
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    private weak var ownDelegate: (any CALayerDelegate)?

    /// A layer with no view, no size and the defaults below.
    public required override init() {
        super.init()
    }

    /// Core Animation's initialiser for the copies it makes (presentation layers): copies `layer`'s
    /// properties. Subclasses that add properties override it to copy theirs.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        ownBounds = other.bounds
        ownPosition = other.position
        ownTransform = other.affineTransform()
        ownOpacity = other.opacity
        ownHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        ownBackgroundColor = other.backgroundColor
        anchorPoint = other.anchorPoint
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        zPosition = other.zPosition
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        mask = other.mask
    }

    // MARK: The view's properties, shared

    /// The view's `bounds` (its own for a layer without a view).
    open var bounds: CGRect {
        get { hostView?.bounds ?? ownBounds }
        set { if let view = hostView { view.bounds = newValue } else { implicitly("bounds") { ownBounds = newValue } } }
    }

    /// Where `anchorPoint` is in the superlayer: the view's `center`.
    open var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set {
            if let view = hostView { view.center = newValue } else { implicitly("position") { ownPosition = newValue } }
        }
    }

    /// The rectangle in the superlayer: the view's `frame`. For a layer of its own, the box around its
    /// bounds placed at `position` by `anchorPoint` and turned by its transform; setting it sets
    /// `position` and `bounds.size` so that the transformed box is the one given (Core Animation's
    /// rule; for a rotation that maps every size alike, only `position` moves, as for a view's frame).
    open var frame: CGRect {
        get {
            if let view = hostView { return view.frame }
            return ownFrame(size: ownBounds.size)
        }
        set {
            if let view = hostView { view.frame = newValue; return }
            let rect = UIView.sanitized(newValue)
            if ownTransform.isIdentity {
                ownBounds.size = rect.size
            } else if let size = UIView.boundsSize(mappedOnto: rect.size, by: ownTransform) {
                ownBounds.size = size
            }
            let box = ownFrame(size: ownBounds.size)
            ownPosition = CGPoint(x: ownPosition.x + rect.minX - box.minX, y: ownPosition.y + rect.minY - box.minY)
        }
    }

    /// The frame a layer of its own has with bounds of `size`.
    private func ownFrame(size: CGSize) -> CGRect {
        let local = CGRect(
            x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let turned = ownTransform.isIdentity ? local : local.applying(ownTransform)
        return turned.offsetBy(dx: ownPosition.x, dy: ownPosition.y)
    }

    /// The point of the bounds, in unit coordinates, that `position` places; (0.5, 0.5) by default.
    /// A view's layer keeps it at the centre (UIKit moves the view when it changes; ResponderKit's
    /// views are placed by their `center`, so the value is stored and ignored for them — see
    /// docs/Differences-from-UIKit.md).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The view's `transform` (the layer's affine transform).
    open func affineTransform() -> CGAffineTransform { hostView?.transform ?? ownTransform }

    /// Sets the view's `transform`.
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let view = hostView {
            view.transform = transform
        } else {
            implicitly("transform") { ownTransform = transform }
        }
    }

    /// The view's `alpha`, as a `Float` 0…1; 1 by default.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view = hostView { view.alpha = CGFloat(newValue); return }
            implicitly("opacity") { ownOpacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
        }
    }

    /// The view's `isHidden`.
    open var isHidden: Bool {
        get { hostView?.isHidden ?? ownHidden }
        set { if let view = hostView { view.isHidden = newValue } else { ownHidden = newValue } }
    }

    /// The view's `clipsToBounds`: whether sublayers (and subviews) are drawn clipped to the bounds —
    /// and, with a `cornerRadius`, to the rounded corners. Hit-testing ignores it.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set { if let view = hostView { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The view's `backgroundColor`, resolved for the view's traits; `nil` by default.
    open var backgroundColor: CGColor? {
        get {
            guard let view = hostView else { return ownBackgroundColor }
            return view.backgroundColor?.resolvedColor(with: view.traitCollection).cgColor
        }
        set {
            if let view = hostView { view.backgroundColor = newValue.map { UIColor(cgColor: $0) }; return }
            implicitly("backgroundColor") { ownBackgroundColor = newValue }
        }
    }

    /// The object the layer asks about its content: the view, for a view's layer (Core Animation's
    /// `delegate`; ResponderKit asks it nothing — there is no layer drawing).
    open var delegate: (any CALayerDelegate)? {
        get { hostView ?? ownDelegate }
        set { ownDelegate = newValue }
    }

    // MARK: The layer's own look

    /// The radius of the rounded corners; 0 by default. The background and border are drawn rounded;
    /// content is clipped to it only when `masksToBounds` is set (Core Animation's rule).
    open var cornerRadius: CGFloat = 0 {
        willSet { willChangeAnimatableValue(forKey: "cornerRadius") }
        didSet { animatableChanged(.cornerRadius, AnimatedValue(scalar: oldValue)); didChangeAnimatableValues() }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The width of the border, drawn inside the bounds above the content; 0 by default.
    open var borderWidth: CGFloat = 0 {
        willSet { willChangeAnimatableValue(forKey: "borderWidth") }
        didSet { animatableChanged(.borderWidth, AnimatedValue(scalar: oldValue)); didChangeAnimatableValues() }
    }
    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? = .black {
        willSet { willChangeAnimatableValue(forKey: "borderColor") } didSet { didChangeAnimatableValues() }
    }
    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? = .black {
        willSet { willChangeAnimatableValue(forKey: "shadowColor") } didSet { didChangeAnimatableValues() }
    }
    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 {
        willSet { willChangeAnimatableValue(forKey: "shadowOpacity") }
        didSet {
            animatableChanged(.shadowOpacity, AnimatedValue(scalar: CGFloat(oldValue))); didChangeAnimatableValues()
        }
    }
    /// The shadow's offset; (0, -3) by default, as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { willChangeAnimatableValue(forKey: "shadowOffset") } didSet { didChangeAnimatableValues() }
    }
    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat = 3 {
        willSet { willChangeAnimatableValue(forKey: "shadowRadius") } didSet { didChangeAnimatableValues() }
    }
    /// The shadow's shape; `nil` (the layer's rounded bounds) by default.
    open var shadowPath: CGPath?
    /// The order among sibling layers (kept; views are drawn in subview order).
    open var zPosition: CGFloat = 0 {
        willSet { willChangeAnimatableValue(forKey: "zPosition") } didSet { didChangeAnimatableValues() }
    }
    /// A name for the layer.
    open var name: String?
    /// The layer's content: a `CGImage`, drawn placed by ``contentsGravity`` at ``contentsScale``
    /// pixels per point (anything else is ignored, as Core Animation does).
    open var contents: Any? {
        willSet { willChangeAnimatableValue(forKey: "contents") } didSet { didChangeAnimatableValues() }
    }
    /// How ``contents`` is placed in the bounds; `.resize` (stretched to fill) by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// A layer whose alpha masks this one's content and sublayers (in this layer's coordinates).
    open var mask: CALayer?
    /// Whether the layer promises to fill its bounds with opaque content (a hint; kept).
    open var isOpaque = false
    /// A view's `clearsContextBeforeDrawing` (UIView+Drawing.swift).
    var clearsContextBeforeDrawing = true
    /// Whether a change of bounds marks the content for redrawing; `false` by default.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing may happen off the main thread (a hint; kept).
    open var drawsAsynchronously = false
    /// The full 3D transform last set through `transform` when it was not affine (its affine part is
    /// the layer's `affineTransform()`); `nil` otherwise (LayerKeyPaths.swift).
    var transform3DStorage: CATransform3D?
    /// The explicit animations on the layer, by key, in the order added (CALayer+CoreAnimation.swift).
    var explicitAnimations: [RunningAnimation] = []
    /// The layer's own timing (CAMediaTiming): its time runs at `speed` from `beginTime`, offset by `timeOffset`.
    open var beginTime: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer is rendered as a bitmap first (a performance hint; kept).
    open var shouldRasterize = false
    /// The scale of the rasterised bitmap (kept); 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// The scale of the content; 1 by default.
    open var contentsScale: CGFloat = 1

    /// Tells the host view's animations about a change of an animatable look property.
    /// Stores a standalone layer's new value between its implicit action's search and run (CALayer+Actions.swift).
    private func implicitly(_ key: String, _ store: () -> Void) {
        willChangeAnimatableValue(forKey: key)
        store()
        didChangeAnimatableValues()
    }

    private func animatableChanged(_ property: AnimatedProperty, _ old: AnimatedValue) {
        if let view = hostView, view.animationHooksActive { view.animatablePropertyChanged(property, from: old) }
    }

    // MARK: Sublayers (CALayer+Sublayers.swift)

    /// The layers inside this one, back to front. A view's layer lists its subviews' layers, in
    /// subview order, among the layers added to it (`addSublayer(_:)`, `insertSublayer(_:at:)`), as in
    /// UIKit: `view.layer.insertSublayer(gradient, at: 0)` puts the gradient below every subview.
    /// Setting it replaces the layers added to it; a view's subviews stay.
    open var sublayers: [CALayer]? {
        get { combinedSublayers() }
        set { replaceAddedSublayers(with: newValue ?? []) }
    }
    /// The layer this one is inside: the superview's layer for a view's layer, else the layer it was
    /// added to.
    open var superlayer: CALayer? {
        if let view = hostView, let superview = view.superviewStorage { return superview.layer }
        return addedTo
    }
    /// The layers added to this one (not its view's subviews' layers), in their order among the
    /// sublayers, each with the subview its layer sits above (`nil`: below every subview).
    var added: [AddedSublayer] = []
    /// The layer this one was added to with `addSublayer` (not through a view's superview).
    weak var addedTo: CALayer?
    /// The transaction that was open when the layer was last added to a layer: until it commits, the
    /// layer has not been shown, so its changes do not animate (CALayer+Actions.swift).
    weak var joinedTransaction: CATransaction.Group?

    /// Adds `layer` on top of the sublayers (taking it from its old superlayer).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(min(combinedSublayerCount, Int(UInt32.max))))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the list).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertAddedSublayer(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling` (on top if `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insert(layer, nextTo: sibling, above: false) }

    /// Inserts `layer` just above `sibling` (on top if `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insert(layer, nextTo: sibling, above: true) }

    /// Puts `newLayer` where `oldLayer` is among the sublayers; `oldLayer` leaves.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replace(oldLayer, with: newLayer) }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of the superview.
    open func removeFromSuperlayer() { removeFromSuperlayerNow() }

    // MARK: Display and layout (forwarded to the view)

    /// Marks the content for redrawing (the view's `setNeedsDisplay()` for a view's layer).
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        hostView?.setNeedsDisplay()
    }
    var needsDisplayFlag = false

    /// Draws the layer's content into `ctx`, in the bounds' coordinates: by default the delegate's
    /// `draw(_:in:)` (a view's layer draws the view's `draw(_:)`, with the view's traits as
    /// `UITraitCollection.current`, as UIKit sets them). Override it to draw a layer's content.
    open func draw(in ctx: CGContext) {
        if let view = hostView {
            view.traitCollection.performAsCurrent { view.drawLayerContent(in: ctx) }
        } else {
            delegate?.draw(self, in: ctx)
        }
    }

    /// What a layer class draws of its own before `draw(in:)`: ``contents`` for every layer, the path
    /// of a `CAShapeLayer`, the colours of a `CAGradientLayer` (LayerRenderer.swift).
    func drawIntrinsicContent(in ctx: CGContext) {
        LayerRenderer.drawContents(of: self, in: ctx)
    }
    /// What the layer's view draws over the sublayers, under the border (a table cell's separator).
    func drawOverlay(in ctx: CGContext) {
        guard let view = hostView else { return }
        view.traitCollection.performAsCurrent { view.drawLayerOverlay(in: ctx) }
    }
    /// Marks the layout as needing an update (the view's `setNeedsLayout()`).
    open func setNeedsLayout() { hostView?.setNeedsLayout() }
    /// Lays out now if needed (the view's `layoutIfNeeded()`).
    open func layoutIfNeeded() { hostView?.layoutIfNeeded() }

    open override var description: String {
        mainActorDescription(of: self) {
            "<\(type(of: self)): \(self.frame)\(self.hostView.map { " of \(type(of: $0))" } ?? "")>"
        }
    }
}
