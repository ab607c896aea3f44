import Foundation
import LayoutSolver
import Synchronization

/// What a view keeps for layout, made the first time it takes part (most views never do, and keep
/// one `nil` pointer): its engine variables, the constraints installed on it and those naming it,
/// autoresizing, margins, content priorities and the flags of the layout and constraint passes.
@preconcurrency @MainActor
final class ViewLayoutState {
    /// The view, unretained (LayoutEngine.Unowned says why), and whether it is gone: UIView's `deinit`
    /// marks it (``markViewGone()``). Debug builds check every use (Support/OwnerLink.swift).
    nonisolated let viewLink: OwnerLink<UIView>
    /// Whether the view is gone (its `deinit` ran).
    nonisolated var viewIsGone: Bool { viewLink.isGone }

    /// The view's `deinit` runs: from now on the state reads nothing of it, and the engine's next
    /// layout pass takes its constraints out of the solver (LayoutEngine+GoneViews.swift).
    nonisolated func markViewGone() {
        viewLink.markGone()
        // (Releasing: the engine that reads the flag, acquiring, sees `viewIsGone` too.)
        Self.viewsWentAway.store(true, ordering: .releasing)
    }

    /// Whether a view that took part in layout was freed since the engine last looked (atomic: a
    /// view's `deinit` is nonisolated).
    nonisolated static let viewsWentAway = Atomic<Bool>(false)

    /// Whether the engine lists this state among the views constraints are installed on or name
    /// (`LayoutEngine.hostStates`), so that it is found when the view is freed.
    var isListedAsHost = false

    init(view: UIView) {
        viewLink = OwnerLink(
            to: view, heldBy: "the view's own layout state, which UIView's deinit marks gone before the view is freed")
    }

    /// The view, or `nil` once it is gone.
    var checkedView: UIView? {
        viewLink.object
    }

    /// Calls `body` with the view, if it is not gone — unretained in release builds (a constrained
    /// view has weak references, so a retain of it takes the runtime's slow path, and the solve visits
    /// every constrained view). `body` must not let go of the view: it reads the frame and marks the
    /// superview.
    @inline(__always)
    func withView(_ body: (UIView) -> Void) {
        viewLink.with(body)
    }

    /// Whether the view's frame is turned into constraints (`translatesAutoresizingMaskIntoConstraints`).
    var translates = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var needsUpdateConstraints = false
    /// `updateConstraints` has run once (the first entry into a window asks for it only before that).
    var constraintsUpdatedOnce = false
    /// Constraints installed on this view (`constraints`).
    var installed: [NSLayoutConstraint] = []
    /// Active constraints that name this view (or one of its guides) as an item.
    var naming: [NSLayoutConstraint] = []
    /// The view's variables in the engine, once a constraint names it.
    var variables: ItemVariables?
    /// The required constraints holding a translating view's frame, and the values they hold.
    var fixedFrame: [ConstraintID] = []
    var fixedValues: [CGFloat] = []
    /// The intrinsic-size constraints: width ≤ (hugging), width ≥ (compression), height ≤, height ≥.
    var intrinsic: [ConstraintID] = []
    var intrinsicSize = CGSize(width: -1, height: -1)
    var huggingPriorities: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var margins: UIEdgeInsets?
    var preservesSuperviewMargins = false
    var insetsMarginsFromSafeArea = true
    /// Whether a stack view arranges the view (its `isHidden` and intrinsic size then concern it).
    var isArranged = false
    /// The last safe area reported to `safeAreaInsetsDidChange`.
    var lastSafeArea = UIEdgeInsets.zero
    /// A window's own safe area (UIWindow.systemSafeAreaInsets).
    var windowSafeArea: UIEdgeInsets?
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// The guide that follows the on-screen keyboard (Layout/UIKeyboardLayoutGuide.swift).
    var keyboardGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides (Scrolling/UIScrollView+LayoutGuides.swift).
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// How many passes in a row this view's own `layoutSubviews` asked for layout again.
    var relayoutStreak = 0
    /// A label in the engine's list of text that wraps to its solved width (LayoutEngine+TextWidths.swift).
    var textWidthRegistered = false

    func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }
}

extension UIView {
    /// The layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStorage { return state }
        let state = ViewLayoutState(view: self)
        layoutStorage = state
        return state
    }

    /// `UIView.noIntrinsicMetric`: a dimension with no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting(_:)` can give.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can give.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
    /// UIKit's default margins: 8 points on every edge.
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

extension LayoutEngine {
    /// Reads the pending views' intrinsic sizes and keeps their hugging and compression constraints.
    func updateIntrinsicSizes() {
        let pending = intrinsicPending
        intrinsicPending.removeAll(keepingCapacity: true)
        for view in pending { updateIntrinsicSize(of: view) }
    }

    /// Reads `view`'s intrinsic size and, when it changed, replaces its hugging and compression
    /// constraints.
    func updateIntrinsicSize(of view: UIView) {
        guard let state = view.layoutStorage, !state.translates, let v = state.variables else { return }
        // (Every change that makes a label wrap invalidates its size, which brings it here.)
        if let label = view as? UILabel, label.wrapsToLayoutWidth { registerTextWidth(state) }
        var size = view.intrinsicContentSize
        if !size.width.isFinite { size.width = UIView.noIntrinsicMetric }
        if !size.height.isFinite { size.height = UIView.noIntrinsicMetric }
        if size == state.intrinsicSize, state.intrinsic.count == 4 { return }
        removeIntrinsic(of: state)
        state.intrinsicSize = size
        var ids: [ConstraintID] = []
        // The intrinsic size is the alignment rectangle's; the variables hold the frame.
        let insets = view.layoutAlignmentInsets
        for (dimension, length, axis, outset) in [
            (v.width, size.width, NSLayoutConstraint.Axis.horizontal, insets.left + insets.right),
                                                  (v.height, size.height, .vertical, insets.top + insets.bottom)] {
            guard length >= 0 else { continue }
            let value = length + outset
            let hug = Strength(priority: state.hugging(axis).rawValue)
            let resist = Strength(priority: state.compression(axis).rawValue)
            if let id = try? solver.addConstraint(
                Constraint(LinearExpression(dimension), .lessThanOrEqual, Double(value), strength: hug))
            {
                ids.append(id)
            }
            if let id = try? solver.addConstraint(
                Constraint(LinearExpression(dimension), .greaterThanOrEqual, Double(value), strength: resist))
            {
                ids.append(id)
            }
        }
        state.intrinsic = ids
        isDirty = true
        (view.superviewStorage ?? view).markNeedsLayout()
    }

    func removeIntrinsic(of state: ViewLayoutState) {
        for id in state.intrinsic { try? solver.discardConstraint(id) }
        state.intrinsic = []
        state.intrinsicSize = CGSize(width: -1, height: -1)
    }
}
