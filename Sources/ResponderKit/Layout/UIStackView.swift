import Foundation

/// A row or a column of views laid out by Auto Layout without writing the constraints — UIKit's
/// `UIStackView` (AD:uistackview). The views in ``arrangedSubviews`` are placed one after the other
/// along ``axis``: ``distribution`` decides their sizes and the space between them along it,
/// ``alignment`` their size and place across it, ``spacing`` (and ``setCustomSpacing(_:after:)``)
/// the gaps. Hidden arranged views take no space and no spacing; intrinsic content sizes, content
/// hugging and compression resistance size the views as in any Auto Layout.
///
/// The stack view makes its own constraints (named like UIKit's: `UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-hiding`, …; UIStackView+Constraints.swift) in its
/// `updateConstraints()` pass, on the layout engine every other constraint uses, so the app's own
/// constraints on arranged views combine with them. Position the stack view itself with constraints
/// (or a frame); without a size it takes its contents' (AD:uistackview, "Stack view and Auto Layout").
///
/// Where ResponderKit differs from UIKit, or chose where UIKit is silent — the priorities of the
/// generated constraints, where a hidden view collapses to, `fillProportionally` with spacing (UIKit's
/// known fault is not copied), baselines measured from ResponderKit's text metrics, the background
/// colour being drawn (iOS 14's behaviour; earlier UIKit drew nothing) — is listed in
/// docs/Differences-from-UIKit.md, "Stack views". Bad input (a non-finite spacing, a view arranged
/// twice, a view not arranged removed) is an `Diagnostic`, never a trap.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; extra or missing room goes to the view with the lowest hugging
        /// (or compression resistance) priority.
        case fill = 0
        /// The views are all the same size and fill the stack.
        case fillEqually = 1
        /// The views fill the stack, sized in proportion to their intrinsic content sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal; gaps stay at least `spacing`.
        case equalCentering = 4
    }

    /// How the arranged views sit across the stack's axis (UIKit's raw values; `top` is `leading`
    /// and `bottom` is `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// Leading edges (a vertical stack) or top edges (a horizontal one) on the stack's.
        case leading = 1
        /// A horizontal stack: the views' first baselines line up.
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// Trailing edges (a vertical stack) or bottom edges (a horizontal one) on the stack's.
        case trailing = 4
        /// A horizontal stack: the views' last baselines line up.
        case lastBaseline = 5
        /// Top edges on the stack's top: `leading`.
        public static var top: Alignment { .leading }
        /// Bottom edges on the stack's bottom: `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// As a custom spacing: use ``spacing``. As ``spacing``: 0. (`FLT_MAX`, as in UIKit.)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's spacing to the neighbouring view (8 points in ResponderKit). (`FLT_MIN`, as in UIKit.)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: Storage (the behaviour is in UIStackView+Arrangement.swift and UIStackView+Constraints.swift)

    /// The arranged views in order (each one a subview; `arrangedSubviews` checks).
    var arrangedStorage: [UIView] = []
    /// Custom spacings by the view they follow.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the last arrangement made.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    /// The constraints that settle ties by order (`UISV-order-tie-break`), kept to follow content sizes.
    var orderTieBreaks: [NSLayoutConstraint] = []
    /// Whether the constraints must be made again before the next layout.
    var needsArrangement = false
    /// What the last arrangement was made from: each arranged view's `isHidden`, and the sizes and
    /// text metrics it read (fillProportionally, baselines), so a change that matters is heard.
    var arrangedVisibility: [Bool] = []
    var arrangementInputs: [CGFloat] = []

    // MARK: Configuration

    /// The axis the views are stacked along; `.horizontal` (a row) by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementChanged() } }
    }

    /// How the views share the length along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementChanged() } }
    }

    /// How the views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementChanged() } }
    }

    /// The gap between adjacent arranged views; 0 by default. Exact for the fill distributions, the
    /// least gap for `equalSpacing` and `equalCentering`; negative values overlap the views.
    /// ``spacingUseSystem`` asks for the system spacing, ``spacingUseDefault`` means 0. A non-finite
    /// value is refused with an `Diagnostic` (`invalidConstraint`) and the spacing stays.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing.isFinite else {
                UIStackView.report("spacing = \(spacing) is not finite; the spacing stays \(oldValue)")
                spacing = oldValue
                return
            }
            arrangementChanged()
        }
    }

    /// Whether a vertical stack measures its spacing from the last baseline of a text view to the
    /// first baseline of the text view below (and its edges to the first and last baselines);
    /// `false` by default. Ignored by horizontal stacks.
    open var isBaselineRelativeArrangement: Bool = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Whether the views are laid out inside the stack's layout margins instead of its edges;
    /// `false` by default.
    open var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    // MARK: Creating

    /// A stack view with `frame` and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported on Linux; this exists so that iOS subclasses compile (UIKit's is
    /// not failable either). It creates an empty stack view with a zero frame.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// A stack view arranging `views` in order (each one is added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// The views the stack lays out, in order: always subviews of the stack (a view removed from it
    /// leaves this list too).
    open var arrangedSubviews: [UIView] { validArrangedViews() }

    /// Arranges `view` after the others, adding it as a subview (in front) unless it is one already,
    /// and sets its `translatesAutoresizingMaskIntoConstraints` to `false`.
    open func addArrangedSubview(_ view: UIView) { arrange(view, at: nil) }

    /// Arranges `view` at `stackIndex` of ``arrangedSubviews`` (moving it there when it is arranged
    /// already; the subview order is not changed). An index out of range is clamped, with an
    /// `Diagnostic` (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { arrange(view, at: stackIndex) }

    /// Stops arranging `view`; it stays a subview (call `removeFromSuperview()` to remove it).
    open func removeArrangedSubview(_ view: UIView) { stopArranging(view, reportingIfAbsent: true) }

    /// Sets the gap after `arrangedSubview`, in place of ``spacing``; ``spacingUseDefault`` goes back
    /// to ``spacing``, ``spacingUseSystem`` asks for the system spacing. Kept while the view moves in
    /// the stack, forgotten when it stops being arranged. Ignored (with an `Diagnostic`) for a
    /// view that is not arranged or a non-finite value.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: UIView overrides

    /// Makes the stack's constraints again when its arrangement changed. Call `super`.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Places the arranged views where the constraints put them.
    open override func layoutSubviews() {
        // A subclass's `updateConstraints` that does not call `super` still gets its views placed.
        if needsArrangement { rebuildArrangement() }
        super.layoutSubviews()
    }

    /// An arranged view that leaves the stack stops being arranged (UIKit's rule).
    open override func willRemoveSubview(_ subview: UIView) {
        stopArranging(subview, reportingIfAbsent: false)
        super.willRemoveSubview(subview)
    }

    /// A horizontal stack: its tallest arranged view's; a vertical one: its first arranged view's
    /// (in either case, when that is a stack view, that stack view's own).
    open override var forFirstBaselineLayout: UIView { baselineView(last: false) }

    /// A horizontal stack: its tallest arranged view's; a vertical one: its last arranged view's.
    open override var forLastBaselineLayout: UIView { baselineView(last: true) }

    /// The size the stack's constraints give it near `targetSize`, its arrangement brought up to date first.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        updateConstraintsIfNeeded()
        return super.systemLayoutSizeFitting(targetSize)
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    /// A stack view is laid out by constraints.
    open override class var requiresConstraintBasedLayout: Bool { true }
}
