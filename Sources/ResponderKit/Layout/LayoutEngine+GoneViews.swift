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
/// `owners` for as long as the application runs. The solver's variables of a freed view stay
/// allocated (the solver does not reuse variables), unconstrained and never read.
extension LayoutEngine {
    /// Lists a freed view's constraints to leave the solver (`leaving`: the caller discards them
    /// at once, the latest added first): the ones installed on it and the ones naming it, its
    /// intrinsic-size and frame-holding constraints, and its layout guides' own constraints. A
    /// constraint object the app still holds reads inactive, as it did already (its `installedView`
    /// is gone).
    func retire(_ state: ViewLayoutState, into leaving: inout [ConstraintID],
                livingNodes: inout [ObjectIdentifier: UIView], retired: inout Set<ObjectIdentifier>) {
        for constraint in state.installed + state.naming {
            // (Installed on a view still alive — removal from the superview deactivates the
            // constraints that cross, so this is rare: it is deactivated as UIKit's would be.)
            if constraint.installedView != nil {
                constraint.uninstall()
                continue
            }
            guard let id = constraint.solverID else { continue }
            leaving.append(id)
            owners[id] = nil
            constraint.solverID = nil
            // (A constraint between freed views names nothing alive; one that still names a live
            // item may move it.)
            if constraint.firstItem != nil || constraint.secondItem != nil { isDirty = true }
            // Views still alive that it names forget it (a view reused across freed cells would
            // otherwise collect them).
            retired.insert(ObjectIdentifier(constraint))
            for item in constraint.namedItems {
                guard let node = LayoutEngine.node(of: item), node.layoutStorage?.viewIsGone == false else { continue }
                livingNodes[ObjectIdentifier(node)] = node
            }
        }
        state.installed = []
        state.naming = []
        leaving += state.intrinsic
        leaving += state.fixedFrame
        state.intrinsic = []
        state.fixedFrame = []
        state.fixedValues = []
        let guides = state.guides + [state.safeAreaGuide, state.marginsGuide, state.readableGuide,
                                     state.keyboardGuide, state.contentGuide, state.frameGuide].compactMap { $0 }
        for guide in guides {
            leaving += guide.ownConstraints
            guide.ownConstraints = []
        }
        state.variables = nil
    }

    /// Drops the gone views from the engine's lists and retires them: one walk of each list, made
    /// when a view that took part in layout was freed since the last pass.
    func retireGoneViews() {
        var gone: [Unowned] = []
        var leaving: [ConstraintID] = []
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
        var livingNodes: [ObjectIdentifier: UIView] = [:]
        var retired = Set<ObjectIdentifier>()
        for state in gone { retire(state, into: &leaving, livingNodes: &livingNodes, retired: &retired) }
        solver.discardConstraints(leaving)
        for node in livingNodes.values {
            node.layoutStorage?.naming.removeAll { retired.contains(ObjectIdentifier($0)) }
        }
    }

    /// Lists a state among the views constraints are installed on or name, once.
    func listAsHost(_ state: ViewLayoutState) {
        guard !state.isListedAsHost else { return }
        state.isListedAsHost = true
        hostStates.append(state)
    }
}
