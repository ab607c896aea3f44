import Foundation
import LayoutSolver

/// The application's Auto Layout engine: the one place where layout numbers are solved (docs/Architecture.md).
/// Views only read its results in the layout pass.
///
///     activate ─▶ install on the common ancestor ─▶ expression in that ancestor's coordinates
///             ─▶ Solver.addConstraint (a required conflict: reported, the constraint broken)
///     constant = x ─▶ Solver.setConstant (incremental)        frame of a translating view ─▶ its
///     invalidateIntrinsicContentSize ─▶ hugging/compression constants          fixed constants
///                          └─────────── dirty ───────────┘
///     layout pass ─▶ solveIfNeeded: sync the constants, read the values, mark the superviews of
///                    views whose frame moved ─▶ layoutSubviews (the default applies the frames)
///
/// Views whose `translatesAutoresizingMaskIntoConstraints` is `true` (the default) enter the engine
/// only when a constraint needs them — an item, or an ancestor between an item and the common
/// ancestor — and then with required constraints holding their current frame (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s; their autoresizing itself is applied on bounds changes).
@preconcurrency @MainActor
final class LayoutEngine {
    /// The solver propagates first: a component of constraints it can prove (a form's chain of
    /// rows and labels) is solved without the tableau, in time linear in it; one it cannot (equal
    /// widths sharing a row: a cycle) enters the tableau at the first read and stays there, as in
    /// the eager solver. docs/Performance.md has the figures.
    let solver = Solver(propagatesFirst: true)
    /// Views placed by constraints (`translatesAutoresizingMaskIntoConstraints == false`) that have
    /// variables: the ones whose frames the engine sets.
    var constrainedViews: [Unowned] = []
    /// Views that keep their frame but have variables: their fixed constants follow their frames.
    var translatingViews: [Unowned] = []
    /// Views whose intrinsic size must be read again.
    var intrinsicPending: [UIView] = []
    var isDirty = false
    /// A translating view in the engine moved or resized since the constants were last synced.
    var translatingMoved = false
    /// Every variable's value after the last solve (`Solver.values`), read without a call or a
    /// run-time exclusivity check per value (an unchecked cell, Support/UncheckedCell.swift; layout1k-constant
    /// is a tenth slower with the check): replaced whole, only read otherwise.
    private let valueCell = UncheckedCell<[Double]>([], name: "LayoutEngine.values")
    private(set) var values: [Double] {
        _read { yield valueCell.value }
        _modify { yield &valueCell.value }
    }
    /// The enforced constraints by solver handle, for the conflict report.
    var owners: [ConstraintID: NSLayoutConstraint] = [:]
    /// Labels whose text may wrap to the width solved for them (LayoutEngine+TextWidths.swift).
    var textWidthViews: [Unowned] = []
    /// Views that constraints are installed on or name, listed once each (a view's state says
    /// whether it is): a freed one is found here even when it has no variables of its own
    /// (LayoutEngine+GoneViews.swift).
    var hostStates: [Unowned] = []

    /// A view the engine refers to without keeping it, through its layout state: a weak reference
    /// would give every constrained view a side table, and every retain and release of it the
    /// runtime's slow path (UIView.superviewStorage, Delivery/UIView+WalksUp.swift, says why). The
    /// state's `viewLink` (Support/OwnerLink.swift) is unretained and gives the view only while it is
    /// not gone — UIView's `deinit` marks it — and debug builds check that against a weak reference.
    typealias Unowned = ViewLayoutState

    // MARK: Variables

    func variables(of view: UIView) -> ItemVariables {
        let state = view.layoutState
        if let existing = state.variables { return existing }
        let made = ItemVariables(solver: solver)
        state.variables = made
        if state.translates {
            addFixedFrame(of: view, state: state)
            translatingViews.append(view.layoutState)
        } else {
            constrainedViews.append(view.layoutState)
            intrinsicPending.append(view)
            // A plain label's size constraints go in now, before the constraints that name it: a chain
            // of rows (a form) then keeps each label's height basic from the start, instead of
            // substituting it later into every row below (cubic in the rows; docs/Performance.md).
            // Only UILabel itself: its size is a function of its own properties, each of which
            // invalidates it, so reading it early gives what the solve would read; a subclass may
            // override `intrinsicContentSize` with code not ready before the layout pass.
            // The view stays pending: the solve reads its size again and keeps these if unchanged.
            if type(of: view) == UILabel.self { updateIntrinsicSize(of: view) }
        }
        isDirty = true
        return made
    }

    func variables(of guide: UILayoutGuide) -> ItemVariables {
        if let existing = guide.variables { return existing }
        let made = ItemVariables(solver: solver)
        guide.variables = made
        guide.installOwnConstraints(in: self)
        return made
    }

    /// Required constraints that hold a translating view's frame (`NSAutoresizingMaskLayoutConstraint`).
    private func addFixedFrame(of view: UIView, state: ViewLayoutState) {
        guard let v = state.variables else { return }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        let vars = v.all
        state.fixedFrame = []
        state.fixedValues = values
        for (variable, value) in zip(vars, values) {
            if let id = try? solver.addConstraint(
                Constraint(LinearExpression(variable), .equal, Double(value), strength: .required))
            {
                state.fixedFrame.append(id)
            }
        }
    }

    private func removeFixedFrame(of state: ViewLayoutState) {
        for id in state.fixedFrame { try? solver.discardConstraint(id) }
        state.fixedFrame = []
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed for a view already in the engine.
    func translatesChanged(_ view: UIView) {
        let state = view.layoutState
        guard state.variables != nil else { return }
        if state.translates {
            removeIntrinsic(of: state)
            constrainedViews.removeAll { $0 === view.layoutState }
            translatingViews.append(view.layoutState)
            addFixedFrame(of: view, state: state)
        } else {
            removeFixedFrame(of: state)
            translatingViews.removeAll { $0 === view.layoutState }
            constrainedViews.append(view.layoutState)
            intrinsicPending.append(view)
            // A constraint activated while the view still translated its frame (the common
            // `view.heightAnchor.constraint(…).isActive = true` before `addArrangedSubview`) could not
            // hold against the frame then; without the frame it can: try the broken ones again, as
            // UIKit's engine holds them once the autoresizing constraints are gone.
            for constraint in state.naming where constraint.isBroken && constraint.isActive {
                guard let installed = constraint.installedView else { continue }
                remove(constraint)
                add(constraint, space: installed.layoutSpace(for: constraint))
            }
        }
        markDirty(view)
    }

    // MARK: Constraints

    /// Adds an installed constraint to the solver; reports and breaks it when it cannot hold.
    func add(_ constraint: NSLayoutConstraint, space: UIView?) {
        guard let first = constraint.firstItem,
              let lhs = expression(first, constraint.firstAttribute, in: space) else {
            Self.report("\(constraint): its first item has no attribute \(constraint.firstAttribute); not installed")
            return
        }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = expression(second, constraint.secondAttribute, in: space) else { return }
            rhs = other * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let strength = Strength(priority: constraint.priority.rawValue)
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do throws(SolverError) {
            let id = try solver.addConstraint(Constraint(lhs, relation, rhs, strength: strength))
            constraint.solverID = id
            constraint.isBroken = false
            owners[id] = constraint
        } catch {
            constraint.isBroken = true
            reportConflict(constraint, error)
        }
        isDirty = true
    }

    func remove(_ constraint: NSLayoutConstraint) {
        if let id = constraint.solverID {
            try? solver.discardConstraint(id)
            owners[id] = nil
        }
        constraint.solverID = nil
        constraint.isBroken = false
        isDirty = true
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let id = constraint.solverID else {
            // Broken or inactive: an active broken one is tried again with its new constant.
            if constraint.isBroken, let view = constraint.installedView {
                remove(constraint); add(constraint, space: view.layoutSpace(for: constraint))
            }
            return
        }
        // The solver keeps `lhs − rhs relation 0`: the constant sits on the right with its sign flipped.
        do throws(SolverError) {
            try solver.setConstant(id, -Double(constraint.constant))
        } catch {
            reportConflict(constraint, error)
        }
        isDirty = true
        constraint.installedView?.setNeedsLayout()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let view = constraint.installedView else { return }
        remove(constraint)
        add(constraint, space: view.layoutSpace(for: constraint))
        view.setNeedsLayout()
    }

    func markDirty(_ view: UIView) {
        isDirty = true
        (view.superviewStorage ?? view).setNeedsLayout()
    }

    // MARK: Solving

    /// Brings the solver's values up to date: the translating views' constants follow their frames,
    /// intrinsic sizes are read again, and every constrained view whose solved frame differs from its
    /// frame marks its superview for layout.
    func solveIfNeeded() {
        // Freed views leave the solver (LayoutEngine+GoneViews.swift).
        if ViewLayoutState.viewsWentAway.exchange(false, ordering: .acquiring) { retireGoneViews() }
        syncTranslatingFrames()
        if !intrinsicPending.isEmpty { updateIntrinsicSizes() }
        guard isDirty else { return }
        settleTextWidths()
        isDirty = false
        values = []  // (no copy when the solver writes its values)
        solver.updateVariables()
        breakDeferredConflicts()
        values = solver.values
        let values = self.values
        // The list is taken out while it is walked (one exclusivity check, not two per view); an
        // overridden `frame` getter that adds constraints meanwhile appends to the empty list.
        var list = constrainedViews
        constrainedViews = []
        var kept = 0
        for index in list.indices {
            let state = list[index]
            // (A view freed during this pass stays listed: the next pass retires it.)
            if state.viewIsGone {
                list[kept] = state
                kept += 1
                continue
            }
            guard !state.translates, let v = state.variables else { continue }
            list[kept] = state
            kept += 1
            let frame = CGRect(x: values[Int(v.minX.index)], y: values[Int(v.minY.index)],
                               width: values[Int(v.width.index)], height: values[Int(v.height.index)])
            state.withView { view in
                guard !frame.isSame(as: view.frame) else { return }
                // (The superview unretained: it holds the view, and marking calls nothing out.)
                if let parent = view.superviewReference {
                    parent.with { $0.markNeedsLayout() }
                } else {
                    view.markNeedsLayout()
                }
            }
        }
        if kept < list.count { list.removeLast(list.count - kept) }
        list.append(contentsOf: constrainedViews)
        constrainedViews = list
    }

    /// The frame the engine gives the item whose variables are `v` (a view's: in its superview's
    /// coordinates), if solved and finite.
    func solvedFrame(of v: ItemVariables) -> CGRect? {
        guard Int(v.height.index) < values.count else { return nil }
        let values = self.values
        let frame = CGRect(x: values[Int(v.minX.index)], y: values[Int(v.minY.index)],
                           width: values[Int(v.width.index)], height: values[Int(v.height.index)])
        return frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite ? frame : nil
    }

    private func syncTranslatingFrames() {
        guard translatingMoved else { return }
        translatingMoved = false
        for entry in translatingViews {
            guard let view = entry.checkedView, let state = view.layoutStorage, state.translates,
                state.fixedFrame.count == 4
            else { continue }
            // (The frame compared number by number in place: no array made per view.)
            let frame = view.frame
            guard state.fixedValues.count == 4 else { continue }
            for index in 0..<4 {
                let value = index == 0 ? frame.minX : index == 1 ? frame.minY : index == 2 ? frame.width : frame.height
                guard value != state.fixedValues[index] else { continue }
                try? solver.setConstant(state.fixedFrame[index], -Double(value))
                state.fixedValues[index] = value
                isDirty = true
            }
        }
    }

    // MARK: Diagnostics

    /// Breaks and reports the required constraints the solver refused when it built its tableau late
    /// (it leaves them out in the order they were activated, as it would have at activation).
    func breakDeferredConflicts() {
        for error in solver.takeDeferredConflicts() {
            guard case let .unsatisfiable(id, _) = error else { continue }
            if solver.hasConstraint(id) {
                // A changed constant that could not hold: kept with its old one, as when the
                // change is refused at once.
                if let constraint = owners[id] { reportConflict(constraint, error) }
                continue
            }
            if let constraint = owners[id] {
                owners[id] = nil
                constraint.solverID = nil
                constraint.isBroken = true
                try? solver.discardConstraint(id)
                reportConflict(constraint, error)
            } else {
                Self.report(
                    """
                        Unable to simultaneously satisfy constraints: a frame held by \
                        translatesAutoresizingMaskIntoConstraints or an intrinsic size cannot hold; it is not enforced
                        """
                )
            }
        }
    }

    private func reportConflict(_ constraint: NSLayoutConstraint, _ error: SolverError) {
        var conflicting: [String] = []
        if case let .unsatisfiable(_, conflicts) = error {
            for id in conflicts {
                if let other = owners[id] {
                    conflicting.append(other.description)
                } else {
                    conflicting.append("<NSAutoresizingMaskLayoutConstraint: a frame held by "
                        + "translatesAutoresizingMaskIntoConstraints, or an intrinsic size>")
                }
            }
        }
        let listing = conflicting.isEmpty ? "" :
            "Probably at least one of the constraints in the following list is one you don't want.\n    "
            + conflicting.joined(separator: "\n    ") + "\n"
        Self.report("""
            Unable to simultaneously satisfy constraints.
            \(listing)\
            Will attempt to recover by breaking constraint
                \(constraint)
            """)
    }

    /// The active constraints by solver handle, for the conflict report (kept while enforced).
    static func report(_ message: String) {
        UIApplication.shared.report(Diagnostic(kind: .invalidConstraint, resolution: .dropped, message: message))
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView {
            return view.accessibilityIdentifier.map { "\(type(of: view))'\($0)'" } ?? "\(type(of: view))"
        }
        if let guide = item as? UILayoutGuide { return guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier }
        return "\(type(of: item))"
    }
}

extension CGRect {
    /// `==` without the call into Foundation (not inlined across the module boundary): the engine
    /// compares every constrained view's frame on each solve.
    @inline(__always) func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}

/// The solver's linear expression (Foundation has an `Expression` of its own).
typealias LinearExpression = LayoutSolver.Expression

/// The four variables of a view's or guide's frame.
struct ItemVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    init(solver: Solver) {
        minX = solver.makeVariable()
        minY = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The four, in frame order: minX, minY, width, height.
    var all: [Variable] { [minX, minY, width, height] }
}
