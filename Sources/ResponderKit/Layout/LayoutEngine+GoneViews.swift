import LayoutSolver

/// What the engine lets go of when a view is freed.
///
///     view freed ─▶ its deinit marks its layout state gone and sets `viewsWentAway` (deinit is
///                   nonisolated: it reaches no engine)
///     next layout pass ─▶ `retireGoneViews`: the constrained, translating and host views' lists
///                   lose the gone states ─▶ `retire`: their constraints leave the solver, `owners`
///                   and the `naming` lists of the views still alive
///
/// UIKit's engine forgets a deallocated view with its constraints: they belong to the view they are
/// installed on, and a constraint whose items are gone is inactive. Without this a screen popped from
/// a navigation stack would leave its constraints in the solver and its constraint objects alive in
/// `owners` for as long as the application runs. The variables of a freed view and of its guides go
/// back to the solver, which reuses them for the views made later (Solver+Recycling.swift): the
/// solver's arrays, and the copy of every value after a solve, grow with the views alive, not with
/// every view ever laid out.
extension LayoutEngine {
    /// What one sweep collects from the gone views, to hand over once.
    struct Retirement {
        /// The constraints that leave the solver (discarded at once, the latest added first).
        var leaving: [ConstraintID] = []
        /// The views still alive that a leaving constraint names, and the leaving constraints.
        var livingNodes: [ObjectIdentifier: UIView] = [:]
        var retired = Set<ObjectIdentifier>()
        /// The gone views' and their guides' variables, given back to the solver.
        var variables: [Variable] = []
    }

    /// Lists a freed view's constraints to leave the solver (`leaving`: the caller discards them
    /// at once, the latest added first): the ones installed on it and the ones naming it, its
    /// intrinsic-size and frame-holding constraints, and its layout guides' own constraints. A
    /// constraint object the app still holds reads inactive, as it did already (its `installedView`
    /// is gone).
    func retire(_ state: ViewLayoutState, into retirement: inout Retirement) {
        for constraint in state.installed + state.naming {
            // (Installed on a view still alive — removal from the superview deactivates the
            // constraints that cross, so this is rare: it is deactivated as UIKit's would be.)
            if constraint.installedView != nil {
                constraint.uninstall()
                continue
            }
            guard let id = constraint.solverID else { continue }
            retirement.leaving.append(id)
            owners[id] = nil
            constraint.solverID = nil
            // (A constraint between freed views names nothing alive; one that still names a live
            // item may move it.)
            if constraint.firstItem != nil || constraint.secondItem != nil { isDirty = true }
            // Views still alive that it names forget it (a view reused across freed cells would
            // otherwise collect them).
            retirement.retired.insert(ObjectIdentifier(constraint))
            constraint.forEachNamedItem { item in
                guard let node = LayoutEngine.node(of: item), node.layoutStorage?.viewIsGone == false else { return }
                retirement.livingNodes[ObjectIdentifier(node)] = node
            }
        }
        state.installed = []
        state.naming = []
        retirement.leaving += state.intrinsic
        retirement.leaving += state.fixedFrame
        state.intrinsic = []
        state.fixedFrame = []
        state.fixedValues = []
        let guides = state.guides + [state.safeAreaGuide, state.marginsGuide, state.readableGuide,
                                     state.keyboardGuide, state.contentGuide, state.frameGuide].compactMap { $0 }
        // (A guide of the freed view that the app added to a living view since has an owner again:
        // it stays as it is.)
        for guide in guides where guide.owner == nil {
            retirement.leaving += guide.ownConstraints
            guide.ownConstraints = []
            // (A guide the app still holds reads as never laid out, as one of a view without a window.)
            if let v = guide.variables { retirement.variables += v.all }
            guide.variables = nil
        }
        if let v = state.variables { retirement.variables += v.all }
        state.variables = nil
    }

    /// Drops the gone views from the engine's lists and retires them: one walk of each list, made
    /// when a view that took part in layout was freed since the last pass.
    func retireGoneViews() {
        var gone: [Unowned] = []
        func sweep(_ list: inout [Unowned]) {
            guard list.contains(where: { $0.viewIsGone }) else { return }
            list.removeAll { state in
                guard state.viewIsGone else { return false }
                gone.append(state)
                return true
            }
        }
        sweep(&constrainedViews)
        sweep(&translatingViews)
        sweep(&hostStates)
        var retirement = Retirement()
        // (A state in two lists is retired twice; the second finds nothing left to give back.)
        for state in gone { retire(state, into: &retirement) }
        solver.discardConstraints(retirement.leaving)
        solver.releaseVariables(retirement.variables)
        for node in retirement.livingNodes.values {
            node.layoutStorage?.naming.removeAll { retirement.retired.contains(ObjectIdentifier($0)) }
        }
    }

    /// Lists a state among the views constraints are installed on or name, once.
    func listAsHost(_ state: ViewLayoutState) {
        guard !state.isListedAsHost else { return }
        state.isListedAsHost = true
        hostStates.append(state)
    }
}
