import Foundation

/// The layout pass as an object of its own: the constraint engine, what is waiting to be laid out, and the
/// pass that brings frames up to date — UIKit's layout cycle, which UIKit keeps private. One per application
/// (`UIApplication.layoutPass`), built with it; the stages run in one direction:
///
///     a constraint changes ──▶ LayoutEngine (Layout/LayoutEngine.swift): the solver's model, updated in place
///       (activated, constant, priority; an intrinsic size; a translated autoresizing frame)
///     setNeedsUpdateConstraints ──▶ pendingConstraintUpdates ─┐
///     setNeedsLayout ──▶ the view and its ancestors marked ───┤ isPending
///                                                             ▼
///     run(for:) ─▶ updateConstraints, deepest first (a root view's controller: updateViewConstraints)
///                ─▶ engine.solveIfNeeded(): the superviews of views whose frame moved are marked
///                ─▶ each window, top down: viewWillLayoutSubviews ─▶ layoutSubviews (the default applies
///                   the engine's frames) ─▶ viewDidLayoutSubviews; a changed size resizes the subviews by
///                   their autoresizing masks                                         Layout/UIView+LayoutPass.swift
///
/// It runs once per turn of the main loop and before each input is delivered (the input pipeline asks),
/// so a touch is hit-tested against laid-out frames; `layoutIfNeeded()` runs the same from a view.
@preconcurrency @MainActor
final class LayoutPass {
    /// The engine, once a constraint, a guide or a fitting size needs it.
    private(set) var engineIfMade: LayoutEngine?
    /// Whether a pass is due: a view was marked, or a constraint update is pending. Set on every mark of a
    /// view, so it lives in an unchecked cell (Support/UncheckedCell.swift; layout1k-resize is a quarter
    /// slower with the run-time check): a `Bool`, assigned whole, never held across a call.
    private let pendingCell = UncheckedCell(false, name: "LayoutPass.isPending")
    var isPending: Bool {
        get { pendingCell.value }
        set { pendingCell.value = newValue }
    }
    /// The layout states whose `updateConstraints` is due.
    var pendingConstraintUpdates: [ViewLayoutState] = []
    /// Whether any safe area is not zero: until one is, no view works its safe area out. Read on every
    /// view's layout; a `Bool` assigned whole (an unchecked cell, as `isPending`).
    private let safeAreaCell = UncheckedCell(false, name: "LayoutPass.safeAreasInUse")
    var safeAreasInUse: Bool {
        get { safeAreaCell.value }
        set { safeAreaCell.value = newValue }
    }

    /// The engine, made on first use.
    var engine: LayoutEngine {
        if let engine = engineIfMade { return engine }
        let engine = LayoutEngine()
        engineIfMade = engine
        return engine
    }

    /// The pending `updateConstraints`, deepest first (all of them, or those at or under `root`).
    func runConstraintPass(under root: UIView? = nil) {
        guard !pendingConstraintUpdates.isEmpty else { return }
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty, rounds < 10 {
            rounds += 1
            var views: [(depth: Int, view: UIView)] = []
            var kept: [ViewLayoutState] = []
            for entry in pendingConstraintUpdates {
                guard let view = entry.checkedView, entry.needsUpdateConstraints else { continue }
                if let root, !view.isDescendant(of: root) { kept.append(entry); continue }
                var depth = 0
                var current = view.superviewStorage
                while let next = current, depth <= ResponderChainBound.maximumHops {
                    depth += 1; current = next.superviewStorage
                }
                views.append((depth, view))
            }
            pendingConstraintUpdates = kept
            if views.isEmpty { break }
            views.sort { $0.depth > $1.depth }
            for (_, view) in views { view.runUpdateConstraints() }
        }
    }

    /// The first half of every layout, the pass's and `layoutIfNeeded()`'s: the pending `updateConstraints`,
    /// then the solve, so the engine's frames are current.
    func updateConstraintsAndSolve() {
        runConstraintPass()
        engineIfMade?.solveIfNeeded()
    }

    /// One pass over the application's windows: constraints, the solve, then each window's views.
    func run(for application: UIApplication) {
        guard isPending else { return }
        isPending = false
        updateConstraintsAndSolve()
        for window in application.windows where window.needsLayoutFlag || window.descendantNeedsLayout {
            window.layoutBelowIfNeeded(depth: 0)
        }
    }
}
