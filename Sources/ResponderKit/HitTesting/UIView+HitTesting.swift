import Foundation

/// UIKit's default hit-testing (H1–H5, B1–B12).
///
/// The order of the checks is the documented one: first the view's own switches (hidden, alpha,
/// interaction — so `point(inside:with:)` is never asked of a view that cannot take touches), then
/// `point(inside:with:)` (a point outside the bounds prunes the whole branch, which is why a subview
/// sticking out of its parent cannot be touched there), then the subviews from front to back, each
/// asked through its own — possibly overridden — `hitTest(_:with:)` with the point converted into
/// its coordinates.
extension UIView {
    /// The alpha below which hit-testing skips a view (UIKit's documented "less than 0.01").
    public nonisolated static let minimumHitTestAlpha: CGFloat = 0.01

    /// Whether hit-testing uses the index (`true`); tests switch it off to run the plain algorithm
    /// as the reference.
    static var hitTestIndexEnabled: Bool {
        get { dispatchSwitches.indexEnabled }
        set { dispatchSwitches.indexEnabled = newValue }
    }

    /// ResponderKit's view classes that override none of `hitTest(_:with:)`, `point(inside:with:)`,
    /// `isHidden`, `alpha` or `isUserInteractionEnabled`. Exact classes: a subclass of one of them
    /// may override any of these, so it is asked, never answered for.
    nonisolated static let classesWithDefaultHitTesting: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UITextField.self), ObjectIdentifier(OnScreenKeyboard.self), ObjectIdentifier(UIStackView.self),
    ]

    /// This view's subviews changed (one added, removed or moved): the index that lists them — its
    /// own, and the one that records it — relists them in place (HitTestIndex+Structure.swift), or
    /// is dropped when it cannot; any other index holding it (``HitTestIndex/shadowingIndexes``) is dropped.
    func subviewsChanged(_ change: HitTestIndex.SubviewChange = .other) {
        if hitTestIndexMemory != nil, let own = hitTestIndexStorage, !own.apply(change, at: 0, of: self) { own.drop() }
        var recorder: HitTestIndex?
        if usesDefaultHitTesting, let slot = hitTestSlot.index {
            let index = slot.object
            if !index.apply(change, at: Int(hitTestSlot.node), of: self) { index.drop() }
            recorder = index
        }
        guard HitTestIndex.shadowingIndexes > 0 else { return }
        forEachIndexAbove { index in if index !== recorder { index.drop() } }
    }

    /// Each index of this view's ancestors up to the first opaque one, included: the indexes that
    /// may hold this view (the builder stops at opaque views). The slow path, while some index shadows.
    private func forEachIndexAbove(_ body: (HitTestIndex) -> Void) {
        var ancestor = superviewStorage
        while let current = ancestor {
            if current.hitTestIndexMemory != nil, let index = current.hitTestIndexStorage { body(index) }
            if !current.usesDefaultHitTesting { return }
            ancestor = current.superviewStorage
        }
    }

    /// The view's bounds changed: its own index moves the owner's bounds (its children sit in its
    /// coordinates and keep their nodes — a scroll view's scrolling costs nothing more), and the
    /// indexes that hold the view patch its node.
    func boundsChanged() {
        if hitTestIndexMemory != nil { hitTestIndexStorage?.ownerBoundsChanged(to: boundsStorage) }
        hitTestFactsChanged()
    }

    /// The view's hidden, alpha or interaction switch changed: its own index reads them for the
    /// owner; the indexes that hold the view patch its node.
    func switchesChanged() {
        if hitTestIndexMemory != nil { hitTestIndexStorage?.ownerSwitchesChanged(self) }
        hitTestFactsChanged()
    }

    /// `isHidden` changed: a switch, as above; a view a stack view arranges also collapses or comes
    /// back (UIStackView+Arrangement.swift; one flag read for every other view).
    func hiddenChanged() {
        switchesChanged()
        if let state = layoutStorage, state.isArranged { arrangedVisibilityChanged() }
    }

    /// Something of this view an ancestor's index copied changed (center, bounds, transform,
    /// switches): each index that holds it patches its node in place (HitTestIndex+Patching.swift),
    /// or is dropped when it cannot.
    ///
    /// Runs for every change a layout or an animation makes, so it goes straight to the index the
    /// view records (`hitTestSlot`) — one patch, no walk up the tree, no retain of the ancestors —
    /// unless some index holds views another one patches (``HitTestIndex/shadowingIndexes``): then
    /// every ancestor up to the first opaque one is looked at (indexes above an opaque view do not
    /// hold its subtree: the builder stops there).
    func hitTestFactsChanged() {
        if HitTestIndex.shadowingIndexes == 0 {
            guard let slot = hitTestSlot.index else { return }
            let index = slot.object
            if !index.patch(self) { index.drop() }
            return
        }
        forEachIndexAbove { index in if !index.patch(self) { index.drop() } }
    }

    /// Whether this view's own switches let touches in (not its ancestors').
    @inline(__always)
    var acceptsTouchesItself: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= UIView.minimumHitTestAlpha && !animationBlocksTouches
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let switches = dispatchSwitches
        if switches.tracing, case let .some(hit) = tracedHitTestIfTracing(point, with: event) { return hit }
        if switches.indexEnabled, usesDefaultHitTesting {
            // One of ResponderKit's own classes: its switches and bounds come from the index too (no
            // override can see the difference, and reading them has no side effect).
            if let memory = hitTestIndexMemory, !memory.pointee.asksOpaqueViews {
                // No opaque view below: the query runs no other code, so nothing can drop the
                // index under it, and it reads the index's memory without retaining it.
                guard memory.pointee.ownerAccepts, memory.pointee.ownerContains(point) else { return nil }
                return HitTestIndex.hitTestPlainChildren(memory, point) ?? self
            }
            let index = hitTestIndexStorage ?? buildHitTestIndex()
            guard index.ownerAccepts, index.ownerContains(point) else { return nil }
            if index.onlyAsksOpaqueChildren { return plainHitTest(point, with: event) }
            return index.hitTestChildren(point, with: event) ?? self
        }
        guard acceptsTouchesItself else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        // The fast path: the subtree's index answers, asking opaque views as the loop below would.
        if switches.indexEnabled {
            // A chain of user subclasses (each calling `super`): the plain loop, without retaining the index.
            if let memory = hitTestIndexMemory, memory.pointee.onlyAsksOpaqueChildren {
                return plainHitTest(point, with: event)
            }
            let index = hitTestIndexStorage ?? buildHitTestIndex()
            if index.onlyAsksOpaqueChildren { return plainHitTest(point, with: event) }
            return index.hitTestChildren(point, with: event) ?? self
        }
        return plainHitTest(point, with: event)
    }

    private func buildHitTestIndex() -> HitTestIndex {
        let index = HitTestIndex(of: self)
        hitTestIndexStorage = index
        return index
    }

    /// The reference algorithm, after the view's own checks: the subviews front to back, each
    /// asked through its own `hitTest(_:with:)`. The index must give the same answers.
    func plainHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if removedSlots == 0 && subviewSlots.count == 1 {
            // One child (a wrapper, a chain): neither the list nor the child is retained. The child
            // is asked unretained (Support/Unretained.swift) inside a keep-alive scope: if its
            // override (or anything it calls) removes it or an ancestor, the removed view is kept
            // until the scope ends (UIView+KeepAlive.swift) — so no view is freed while a call on it runs.
            let child = Unretained(
                subviewSlots[0], heldBy: "its parent's subviewSlots, or the keep-alive scope once removed")
            UIView.beginKeepAlive()
            let hit = child.with { $0.hitTest($0.pointFromParentSpace(point), with: event) }
            UIView.endKeepAlive()
            return hit ?? self
        }
        // The copy of the list holds every child for the loop, so each is asked without a retain of its own.
        let children = subviewStorage
        var index = children.count
        while index > 0 {
            index -= 1
            let child = Unretained(children[index], heldBy: "plainHitTest's copy of the subview list")
            if let hit = child.with({ $0.hitTest($0.pointFromParentSpace(point), with: event) }) {
                return hit
            }
        }
        _fixLifetime(children)
        return self
    }

    /// ``tracedHitTest(_:with:tracer:)`` when the current application has a tracer; `.none` when it
    /// has none. Out of line: fetching the tracer from the application's context inside
    /// ``defaultHitTest(_:with:)`` made every query pay for it in register spills (docs/Performance.md).
    @inline(never)
    private func tracedHitTestIfTracing(_ point: CGPoint, with event: UIEvent?) -> UIView?? {
        guard let tracer = activeTracer else { return .none }
        return .some(tracedHitTest(point, with: event, tracer: tracer))
    }

    /// The same algorithm, reporting each verdict to the tracer (Tracing/EventTracer.swift).
    private func tracedHitTest(_ point: CGPoint, with event: UIEvent?, tracer: EventTracer) -> UIView? {
        let name = ResponderName(self)
        func finish(_ verdict: HitTestVerdict, _ result: UIView?) -> UIView? {
            tracer.record(.hitTestVisit(view: name, point: point, verdict: verdict))
            tracer.defaultHitTestRan(self, result: result)
            return result
        }
        if isHidden { return finish(.hidden, nil) }
        if alpha < UIView.minimumHitTestAlpha { return finish(.transparent(alpha: alpha), nil) }
        if !isUserInteractionEnabled || animationBlocksTouches { return finish(.interactionDisabled, nil) }
        guard self.point(inside: point, with: event) else { return finish(.pointOutside, nil) }
        let children = subviewStorage
        var index = children.count
        while index > 0 {
            index -= 1
            let child = children[index]
            let childPoint = child.pointFromParentSpace(point)
            tracer.willAskHitTest(child)
            let hit = child.hitTest(childPoint, with: event)
            tracer.didAskHitTest(child, point: childPoint, result: hit)
            if let hit { return finish(.passedToSubview(ResponderName(child)), hit) }
        }
        return finish(.chosen, self)
    }
}
