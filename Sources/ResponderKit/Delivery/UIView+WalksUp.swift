/// The walks up the view tree that run for every touch and every layout mark: a view's window (each
/// touch's, each recognizer's conversion), the first ancestor with a recognizer (the gesture arena), and
/// the layout pass's marking of ancestors; and the parent pointer they read (``UIView/superviewStorage``).
/// They do not retain each level — every parent is held by its own parent, the first by the caller — as a
/// retain of a view with weak references takes the runtime's slow path (docs/Performance.md). Debug
/// builds check every level (Support/Unretained.swift).
extension UIView {
    /// The parent, read and written through its unretained stored form (``superviewReference``).
    ///
    /// Not retained (a parent owns its children), and not `weak` either: a weakly referenced object
    /// gets a side table, and every retain and release of it — every hop up the responder chain — then
    /// takes the runtime's slow, atomic path (docs/Performance.md measured it; chain16 spent half its time
    /// there). Unretained, which is safe because the parent keeps it valid: a child is in its parent's
    /// `subviewStorage` exactly while this points at the parent, removal clears it, and the parent's
    /// `deinit` clears it for the children that outlive it. An ``Unretained`` (debug builds check every
    /// read): a walk up that only compares or passes on the parent (``firstUnretained(from:where:)``)
    /// reads ``superviewReference`` and costs nothing in release builds.
    nonisolated var superviewStorage: UIView? {
        @inline(__always) get { superviewReference?.object }
        @inline(__always) set {
            superviewReference = newValue.map { Unretained($0, heldBy: UIView.heldByParent, usableDuringDeinit: true) }
        }
    }

    /// What keeps a view's parent alive for ``superviewReference`` (the trap's sentence in debug builds).
    nonisolated static let heldByParent: StaticString = """
        the view's parent, which holds the view in its subviewSlots for as long as the view points at it (removal \
        and the parent's deinit clear the pointer)
        """

    var enclosingWindow: UIWindow? {
        UIView.enclosingWindow(of: Unretained(self, heldBy: "the caller, which holds the view it asks about"))
    }

    /// The window `view` is in (nonisolated: see ``firstUnretained(from:where:)``).
    private nonisolated static func enclosingWindow(of view: Unretained<UIView>) -> UIWindow? {
        guard let window = firstUnretained(from: view, where: { $0.isWindowView }) else { return nil }
        return unsafeDowncast(window.object, to: UIWindow.self)
    }

    /// Calls `body` with each ancestor, nearest first, none of them retained (each is held by its own
    /// parent, the first by this view), while `body` returns `true` — at most
    /// `ResponderChainBound.maximumHops` of them, so a corrupted tree cannot loop. `body` must not change
    /// the tree.
    @inline(__always)
    func forEachAncestorHeld(_ body: (UIView) -> Bool) {
        var current = superviewReference
        var steps = 0
        while let link = current, steps <= ResponderChainBound.maximumHops {
            current = link.with { ancestor in body(ancestor) ? ancestor.superviewReference : nil }
            steps += 1
        }
    }

    /// The first of `view` and its ancestors for which `test` holds, found going up without
    /// retaining each one (two atomics a level otherwise): each parent is held by its own parent, or
    /// by the caller for the first. Nonisolated, so neither closure checks its executor at run time;
    /// `test` must read only what nonisolated code may, and nothing can change the tree during the walk.
    nonisolated static func firstUnretained(
        from view: Unretained<UIView>, where test: (UIView) -> Bool
    ) -> Unretained<UIView>? {
        var current = view
        while true {
            let (found, parent) = current.withNonisolated { view in
                (test(view), view.superviewReference)
            }
            if found { return current }
            guard let parent else { return nil }
            current = parent
        }
    }
}
