import Foundation

/// The layout pass, UIKit's: `setNeedsLayout` marks a view (and tells its ancestors something below
/// needs layout); once per turn of the main loop — and before `processPendingEvents()` delivers each
/// input, so the next touch is hit-tested against laid-out frames — the application runs
///
///     constraints: the pending updateConstraints(), deepest first (a controller's root view:
///                  updateViewConstraints())
///     engine:      solve if anything changed; superviews of views whose frame moved are marked
///     layout:      top-down from each window: viewWillLayoutSubviews, layoutSubviews (the default
///                  applies the engine's frames to the subviews), viewDidLayoutSubviews; a size that
///                  changed marks the view itself and resizes its subviews by their autoresizing masks
///
/// `layoutIfNeeded()` runs the same from the top-most ancestor that needs layout (as CALayer does).
/// A `layoutSubviews` that marks its own view again is laid out again in the next pass, not in a loop;
/// after 100 passes in a row it is reported (`invalidConstraint`) once.
extension UIView {
    static let relayoutReportThreshold = 100
    /// How deep the layout pass recurses before it walks with a stack of its own.
    static let recursiveLayoutDepth = 64

    func markNeedsLayout() {
        needsLayoutFlag = true
        // Up the superviews without retaining them: a retain of a view with weak references — a
        // constraint's installedView — takes the runtime's slow path, and a resize marks every
        // constrained view (docs/Performance.md).
        forEachAncestorHeld { ancestor in
            if ancestor.descendantNeedsLayout { return false }
            ancestor.descendantNeedsLayout = true
            return true
        }
        UIApplication.withSharedHeld { $0.layoutPass.isPending = true }
    }

    /// The view whose `layoutSubviews` (with its controller's will/did callbacks) is running: the
    /// frames it sets on its subviews do not ask it to lay out again.
    static var layingOut: ObjectIdentifier?

    func performLayoutIfNeeded() {
        UIApplication.shared.layoutPass.updateConstraintsAndSolve()
        var top: UIView = self
        var current = superviewStorage
        var steps = 0
        while let ancestor = current, steps <= ResponderChainBound.maximumHops {
            if ancestor.needsLayoutFlag { top = ancestor }
            current = ancestor.superviewStorage
            steps += 1
        }
        top.layoutBelowIfNeeded(depth: 0)
    }

    /// Lays out this view if it needs it, then every view below that does — parents before
    /// children, each child's subtree before its next sibling is looked at — recursively for the
    /// first 64 levels, then with a stack of its own (a tree thousands of views deep must not exhaust
    /// a thread's stack).
    /// Each stack frame keeps its copy of a subview list, which holds those subviews for the walk: they
    /// are read unretained (constrained views' retains take the runtime's slow path).
    func layoutBelowIfNeeded(depth: Int) {
        guard depth <= ResponderChainBound.maximumHops else { return }
        layOutOwnIfNeeded()
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        // The usual tree is shallow: recursion, no stack to allocate (a still resize allocates
        // nothing). Below 64 levels the stack of its own takes over; both visit in the same order
        // (`deepTreeLaysOutInOrder`).
        if depth < UIView.recursiveLayoutDepth {
            forEachSubviewHeld { subview in
                if subview.needsLayoutFlag || subview.descendantNeedsLayout {
                    subview.layoutBelowIfNeeded(depth: depth + 1)
                }
            }
            return
        }
        var frames: [(subviews: [UIView], next: Int, depth: Int)] = [(subviewStorage, 0, depth + 1)]
        while let top = frames.indices.last {
            let index = frames[top].next
            guard index < frames[top].subviews.count, frames[top].depth <= ResponderChainBound.maximumHops else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            // (The frame's copy of the subview list holds the subview.)
            let below: [UIView]? = frames[top].subviews.withHeld(at: index) { subview in
                guard subview.needsLayoutFlag || subview.descendantNeedsLayout else { return nil }
                subview.layOutOwnIfNeeded()
                guard subview.descendantNeedsLayout else { return nil }
                subview.descendantNeedsLayout = false
                return subview.subviewStorage
            }
            if let below { frames.append((below, 0, frames[top].depth + 1)) }
        }
    }

    /// This view's own part of the pass: its safe area, the controller's will/did callbacks around
    /// `layoutSubviews`, and the relayout streak.
    private func layOutOwnIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        if UIApplication.withSharedHeld({ $0.layoutPass.safeAreasInUse }) { refreshSafeArea() }
        let controller = owningViewController
        let outer = UIView.layingOut
        UIView.layingOut = ObjectIdentifier(self)
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
        UIView.layingOut = outer
        if needsLayoutFlag {
            let state = layoutState
            state.relayoutStreak += 1
            if state.relayoutStreak == UIView.relayoutReportThreshold {
                LayoutEngine.report(
                    "\(type(of: self)).layoutSubviews() asked for layout again in \(UIView.relayoutReportThreshold) "
                        + "passes in a row (setNeedsLayout inside layoutSubviews?); it is laid out once per pass"
                )
            }
        } else if let state = layoutStorage {
            state.relayoutStreak = 0
        }
    }

    /// Calls `body` on each subview without a retain and release per subview: the local copy of the
    /// list holds every one of them for the whole walk (a change of the list meanwhile copies it), so
    /// the unretained references cannot dangle. Constrained views have weak references (their
    /// constraints'), which send every retain of them down the runtime's slow path.
    @inline(__always)
    func forEachSubviewHeld(_ body: (UIView) -> Void) {
        let subviews = subviewStorage
        subviews.forEachHeld(body)
    }

    /// The default `layoutSubviews`: subviews placed by constraints get the engine's frames.
    func applyEngineFrames() {
        // (A leaf — most views a resize lays out — has nothing to place.)
        guard !subviewStorage.isEmpty, let engine = UIApplication.withSharedHeld({ $0.layoutPass.engineIfMade })
        else { return }
        engine.solveIfNeeded()
        forEachSubviewHeld { subview in
            guard let state = subview.layoutStorage, !state.translates, let v = state.variables,
                  let frame = engine.solvedFrame(of: v) else { return }
            if !subview.frame.isSame(as: frame) { subview.frame = frame }
        }
    }

    /// The bounds changed (`boundsStorage`'s observer): hit-testing hears of it; a new size lays the
    /// view out again and resizes its subviews by their autoresizing masks.
    func boundsChanged(from old: CGRect) {
        boundsChanged()
        guard old.size != boundsStorage.size else { return }
        markNeedsLayout()
        // A resized view's superview lays out again (UIKit: "resizing a view calls layoutSubviews on
        // its superview"), unless the superview is the one laying it out now.
        if let superview = superviewStorage, UIView.layingOut != ObjectIdentifier(superview) {
            superview.markNeedsLayout()
        }
        layoutGeometryChanged()
        if !subviewStorage.isEmpty, layoutStorage?.autoresizesSubviews ?? true { autoresizeSubviews(from: old.size) }
    }

    /// A view in the engine that keeps its frame moved or resized: its fixed constants must follow.
    func layoutGeometryChanged() {
        guard let state = layoutStorage, state.translates, state.variables != nil else { return }
        UIApplication.shared.layoutPass.engine.isDirty = true
        UIApplication.shared.layoutPass.engine.translatingMoved = true
        (superviewStorage ?? self).markNeedsLayout()
    }

    func intrinsicSizeChanged() {
        guard let state = layoutStorage else { return }
        if state.isArranged { arrangedContentChanged() }
        guard !state.translates, state.variables != nil else { return }
        let engine = UIApplication.shared.layoutPass.engine
        engine.intrinsicPending.append(self)
        (superviewStorage ?? self).markNeedsLayout()
    }

    func fitSize() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        bounds.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    // The getters and setters behind UIView's layout properties (each a one-line entry point in UIView.swift).
    var translatesMask: Bool { layoutStorage?.translates ?? true }
    var resizingMask: UIView.AutoresizingMask { layoutStorage?.autoresizingMask ?? [] }
    func setResizingMask(_ mask: UIView.AutoresizingMask) { layoutState.autoresizingMask = mask }
    var resizesSubviews: Bool { layoutStorage?.autoresizesSubviews ?? true }
    func setResizesSubviews(_ resizes: Bool) { layoutState.autoresizesSubviews = resizes }
    func huggingPriority(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutStorage?.hugging(axis) ?? .defaultLow
    }
    func compressionPriority(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutStorage?.compression(axis) ?? .defaultHigh
    }
    /// `removeConstraint(_:)`: only a constraint installed on this view is deactivated, as UIKit's.
    func uninstall(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    func setTranslates(_ value: Bool) {
        let state = layoutState
        guard state.translates != value else { return }
        state.translates = value
        UIApplication.shared.layoutPass.engineIfMade?.translatesChanged(self)
    }

    func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        let state = layoutState
        if axis == .horizontal { state.huggingPriorities.0 = priority } else { state.huggingPriorities.1 = priority }
        state.intrinsicSize = CGSize(width: -2, height: -2)  // re-add with the new priority
        intrinsicSizeChanged()
    }

    func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        let state = layoutState
        if axis == .horizontal {
            state.compressionPriorities.0 = priority
        } else {
            state.compressionPriorities.1 = priority
        }
        state.intrinsicSize = CGSize(width: -2, height: -2)
        intrinsicSizeChanged()
    }

    var engineSaysAmbiguous: Bool {
        guard let v = layoutStorage?.variables, let engine = UIApplication.shared.layoutPass.engineIfMade else {
            return false
        }
        engine.solveIfNeeded()
        return v.all.contains { engine.solver.isAmbiguous($0) }
    }

    // MARK: Constraints pass

    /// The view entered a window. UIKit's views start with their constraints needing an update, and
    /// a window that uses constraint-based layout runs those updates in its first pass: a view that
    /// uses Auto Layout (constraints installed, or placed by constraints), a view whose class
    /// `requiresConstraintBasedLayout` (UIKit's header: so that a view doing all its set-up in
    /// `updateConstraints` receives it), and a controller's root view (`updateViewConstraints`,
    /// called before the first `viewWillLayoutSubviews`) get their first `updateConstraints` here,
    /// once. Other views never take part, as a window that does not use Auto Layout never calls it.
    func enteredWindowForConstraints() {
        if let state = layoutStorage {
            if state.constraintsUpdatedOnce || state.needsUpdateConstraints { return }
            if !state.translates || !state.installed.isEmpty || hasViewController
                || type(of: self).requiresConstraintBasedLayout
            {
                markNeedsUpdateConstraints()
            }
        } else if owningViewController != nil || type(of: self).requiresConstraintBasedLayout {
            markNeedsUpdateConstraints()
        }
    }

    func markNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        // (The state, not a weak reference to the view: a weak reference would give the view a side
        // table, and every retain of it the runtime's slow path.)
        UIApplication.shared.layoutPass.pendingConstraintUpdates.append(state)
        UIApplication.shared.layoutPass.isPending = true
        markNeedsLayout()
    }

    func performUpdateConstraintsIfNeeded() {
        UIApplication.shared.layoutPass.runConstraintPass(under: self)
    }

    /// Runs this view's pending `updateConstraints` (a controller's root view: `updateViewConstraints`).
    func runUpdateConstraints() {
        guard let state = layoutStorage, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        state.constraintsUpdatedOnce = true
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
    }
}
