/// The walks up the view tree that run for every touch and every layout mark: a view's window (each
/// touch's, each recognizer's conversion), the first ancestor with a recognizer (the gesture arena), and the
/// layout pass's marking of ancestors. They read the parent pointer (``UIView/superviewStorage``,
/// UIView+Hierarchy.swift) without retaining each level — every parent is held by its own parent, the first
/// by the caller — as a retain of a view with weak references takes the runtime's slow path
/// (docs/Performance.md). Debug builds check every level (Support/Unretained.swift).
extension UIView {
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
