import Foundation

/// Adding, removing and reordering subviews, with UIKit's callbacks around each change.
///
/// Order of callbacks when a view moves to a new parent: `willMove(toSuperview:)`, then — only if its
/// window changes — `willMove(toWindow:)` on every view of the subtree, `willRemoveSubview(_:)` on the
/// old parent, the change itself, `didMoveToWindow()` on the subtree, `didMoveToSuperview()`, and
/// `didAddSubview(_:)` on the new parent. Removal: `willRemoveSubview(_:)` on the parent,
/// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, the change, `didMoveToWindow()`,
/// `didMoveToSuperview()`.
///
/// When a subtree leaves its window, the window's first responder resigns if it was inside
/// (B74), and touches whose view was inside are cancelled at once (B52) — before the
/// `didMove` callbacks run, so those callbacks see a consistent world.
///
/// Callbacks are user code and may change the tree themselves; every step re-reads the tree
/// rather than trusting what it saw before the callback, and a change that would make a view its
/// own ancestor is refused with a diagnostic rather than trapping.
extension UIView {
    func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIApplication.shared.report(.init(
                kind: .invalidHierarchyChange, resolution: .dropped,
                message: "refused to add \(view) to \(self): a view cannot be its own ancestor"))
            return
        }
        if view.superviewStorage === self {
            // Re-adding an existing subview only moves it.
            subviewStorage.removeAll { $0 === view }
            subviewStorage.insert(view, at: min(max(index, 0), subviewStorage.count))
            subviewsChanged()
            return
        }
        let oldWindow = view.enclosingWindow
        let newWindow = enclosingWindow
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        if let oldParent = view.superviewStorage { oldParent.willRemoveSubview(view) }
        // The callbacks above may have rearranged the tree: check again before changing it.
        guard !isDescendant(of: view) else {
            UIApplication.shared.report(.init(
                kind: .invalidHierarchyChange, resolution: .dropped,
                message: "refused to add \(view) to \(self): a callback made it an ancestor"))
            return
        }
        // A callback may have moved the view to another window meanwhile: settle that one too.
        let actualOldWindow = view.enclosingWindow
        let leaving = UIView.distinct(oldWindow, actualOldWindow, except: newWindow)
        let parentBeforeResigning = view.superviewStorage
        view.resignFirstResponderBeforeLeaving(leaving)
        // A resign override moved or removed the view itself ("dismiss when it loses focus"): that
        // move stands, with its own callbacks — repeating them here would send them twice.
        guard view.superviewStorage === parentBeforeResigning, !isDescendant(of: view) else { return }
        if parentBeforeResigning != nil { view.deactivateConstraintsCrossing() }
        let tintBefore = view.tintSnapshot
        view.unlinkFromParent()
        // A view's layer that was added to another layer leaves it: it is this view's layer's now.
        if let layer = view.layerStorage, layer.addedTo != nil { layer.leaveAddedParent() }
        let position = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: position)
        view.slotIndex = position  // exact when appended; a hint to check otherwise
        view.superviewStorage = self
        let count = subviewStorage.count
        subviewsChanged(
            position == count - 1 ? .added(view, front: true) : position == 0 ? .added(view, front: false) : .other)
        view.finishWindowChange(leaving: leaving, changed: oldWindow !== newWindow || actualOldWindow !== newWindow)
        // Added: the superview lays out again, and so does the view the first time (UIKit's pass).
        markNeedsLayout()
        if view.needsLayoutFlag || view.descendantNeedsLayout { view.markNeedsLayout() }
        view.tintChanged(from: tintBefore, force: false)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    func insert(_ view: UIView, behind sibling: UIView) { insert(view, relativeTo: sibling, above: false) }
    func insert(_ view: UIView, inFrontOf sibling: UIView) { insert(view, relativeTo: sibling, above: true) }

    func insert(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard let siblingIndex = indexOfSubview(sibling) else {
            // UIKit leaves this undefined; appending keeps the view visible and reachable.
            insert(view, at: above ? subviewStorage.count : 0)
            return
        }
        var target = above ? siblingIndex + 1 : siblingIndex
        if let current = indexOfSubview(view), current < siblingIndex {
            target -= 1  // removing it first shifts the sibling down by one
        }
        insert(view, at: target)
    }

    func reorder(_ view: UIView, toFront: Bool) {
        guard let index = indexOfSubview(view) else { return }
        subviewStorage.remove(at: index)
        if toFront { subviewStorage.append(view) } else { subviewStorage.insert(view, at: 0) }
        view.slotIndex = toFront ? subviewSlots.count - 1 : 0  // a hint, checked before use
        subviewsChanged(.moved(view, front: toFront))
    }

    /// Where `view` is in `subviewStorage`: its slot hint when it still holds, else a search by
    /// identity (no closure: one on the main actor checks its executor per element).
    private func indexOfSubview(_ view: UIView) -> Int? {
        let slots = subviewStorage
        if view.superviewStorage === self, slots.indices.contains(view.slotIndex), slots[view.slotIndex] === view {
            return view.slotIndex
        }
        return slots.firstIdenticalIndex(of: view)
    }

    func exchange(_ first: Int, _ second: Int) {
        guard subviewStorage.indices.contains(first), subviewStorage.indices.contains(second) else { return }
        subviewStorage.swapAt(first, second)
        subviewsChanged()
    }

    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = enclosingWindow
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        // A callback already removed the view, or moved it elsewhere: that move stands.
        guard superviewStorage === parent else { return }
        let leaving = UIView.distinct(oldWindow, enclosingWindow)
        resignFirstResponderBeforeLeaving(leaving)
        // A resign override removed or moved the view itself: that move stands, with its own callbacks.
        guard superviewStorage === parent else { return }
        deactivateConstraintsCrossing()
        let tintBefore = tintSnapshot
        unlinkFromParent()
        parent.markNeedsLayout()
        finishWindowChange(leaving: leaving, changed: !leaving.isEmpty)
        tintChanged(from: tintBefore, force: false)
        didMoveToSuperview()
    }

    /// The subviews, back to front (compacted first if subviews were removed).
    ///
    /// `subviewSlots` holds, since the last compaction, the views removed meanwhile still in place
    /// (their `superviewStorage` no longer points here). Removing a subview only marks it, so it costs
    /// the same whatever the number of its siblings (it once took 10 ms per removal from 100,000 siblings
    /// before); the list is compacted when next read, or when the removed ones are more than half of
    /// it. Read on every hit-test, so without the run-time exclusivity check (docs/Performance.md): no
    /// access stays open while other code runs. (Every change that means something calls
    /// `subviewsChanged()`, which keeps the hit-test indexes true.)
    nonisolated var subviewStorage: [UIView] {
        get {
            if removedSlots > 0 { compactSubviews() }
            return subviewSlots
        }
        _modify {
            if removedSlots > 0 { compactSubviews() }
            yield &subviewSlots
        }
    }

    /// What a removed subview's slot holds until the list is compacted, so the removed view itself is
    /// released at once, as UIKit releases it. It is nobody's subview, so compaction drops it.
    static let removedSlot = UIView(frame: .zero)

    /// Drops the removed views from `subviewSlots`, keeping the order of the others.
    nonisolated func compactSubviews() {
        removedSlots = 0
        subviewSlots.removeAll { $0.superviewStorage !== self }
        for (index, child) in subviewSlots.enumerated() { child.slotIndex = index }
    }

    /// Removes the view from its parent's list and clears the back-pointer, with no callbacks.
    private func unlinkFromParent() {
        guard let parent = superviewStorage else { return }
        // Layers added to the parent's layer above this view's keep their place (CALayer+Sublayers.swift).
        if let layer = parent.layerStorage, !layer.added.isEmpty { layer.subviewLeaving(self, of: parent) }
        // A call may be running on it unretained (a hit-test): it lives until that call is over.
        if UIView.keepAliveDepth > 0 { UIView.keepAlive(self) }
        // Its slot is found from its hint, not by a search, and emptied; the parent drops the empty
        // slot from its list when next read (subviewStorage).
        if !(parent.subviewSlots.indices.contains(slotIndex) && parent.subviewSlots[slotIndex] === self) {
            // The hint is stale (a reorder or an insertion in the middle moved it): work all out again.
            for (index, child) in parent.subviewSlots.enumerated() { child.slotIndex = index }
        }
        if parent.subviewSlots.indices.contains(slotIndex), parent.subviewSlots[slotIndex] === self {
            if slotIndex == parent.subviewSlots.count - 1 {
                parent.subviewSlots.removeLast()  // the front-most: nothing to compact later
            } else {
                parent.subviewSlots[slotIndex] = UIView.removedSlot
                parent.removedSlots += 1
            }
        }
        superviewStorage = nil
        slotIndex = -1
        parent.subviewsChanged(.removed(self))
        // Bounded: once the removed ones are more than half the list, compact now (amortised O(1)).
        if parent.removedSlots > 16, parent.removedSlots * 2 > parent.subviewSlots.count { parent.compactSubviews() }
    }

    /// The view controller whose root view this is. Most views are no controller's root: the flag
    /// spares them the weak load (`next` reads this on every hop of the chain).
    @inline(__always)
    var owningViewController: UIViewController? {
        if hasViewController, let controller = viewControllerStorage, controller.viewIfLoaded === self {
            return controller
        }
        return nil
    }

    /// `next`: the view controller whose root view this is, otherwise the superview.
    @inline(__always)
    var controllerOrSuperview: UIResponder? {
        // Most views are no controller's root: skip the weak load for them (it is on every hop).
        if let controller = owningViewController { return controller }
        return superviewStorage
    }

    /// `isDescendant(of:)`: whether `view` is this view or one of its ancestors.
    func hasInItsAncestry(_ view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// `viewWithTag(_:)`: this view if its `tag` is `tag`, else the first descendant (depth first,
    /// subviews in order) whose tag is, each asked through its own — possibly overridden — `viewWithTag`.
    func firstView(taggedWith tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func sendWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree {
            $0.willMove(toWindow: newWindow)
            // A child controller's view entering or leaving a window: its appearance callbacks.
            $0.owningViewController?.childViewWillMove(toWindow: newWindow, from: $0.enclosingWindow)
        }
    }

    private func sendDidMoveToWindow() {
        let entering = enclosingWindow != nil
        // With appearance proxies, a bar taking a value may rebuild its views: that waits for the walk.
        if entering, !AppearanceRegistry.records.isEmpty {
            return AppearanceRegistry.holding { notifyDidMoveToWindow(entering: true) }
        }
        notifyDidMoveToWindow(entering: entering)
    }

    private func notifyDidMoveToWindow(entering: Bool) {
        forEachInSubtree {
            if entering {
                AppearanceRegistry.applyOnEnteringWindow($0)
                $0.enteredWindowForConstraints()
            }
            $0.didMoveToWindow()
            $0.owningViewController?.childViewDidMoveToWindow()
        }
    }

    /// Calls `body` on this view and every view below it, parents before children, siblings back to
    /// front — each view's children read after its own call, as a recursive walk would. With a stack
    /// of its own, not recursion: a tree thousands of views deep cannot exhaust the thread's stack.
    private func forEachInSubtree(_ body: (UIView) -> Void) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviewStorage.reversed())
        }
    }

    /// The two windows as a list without `nil`, repeats or `except`. A view in no window (a tree built before
    /// it is shown, or taken apart after) gets the empty list without building an array of optionals at all.
    private static func distinct(_ first: UIWindow?, _ second: UIWindow?, except: UIWindow? = nil) -> [UIWindow] {
        let first = first === except ? nil : first
        let second = second === except || second === first ? nil : second
        switch (first, second) {
        case (nil, nil): return []
        case (let window?, nil), (nil, let window?): return [window]
        case (let one?, let other?): return [one, other]
        }
    }

    /// Before the tree changes: a first responder inside this subtree is asked to resign while it is
    /// still in its window, as UIKit does when its view is removed (B74).
    private func resignFirstResponderBeforeLeaving(_ windows: [UIWindow]) {
        for window in windows {
            guard let responder = window.firstResponderStorage, responder.isInSubtree(of: self) else { continue }
            _ = FirstResponderChange.resign(responder, from: window)
        }
    }

    /// After the tree changed: the windows the subtree left settle their first responder (cleared
    /// even if it refused to resign) and touches (cancelled), then the subtree is told.
    private func finishWindowChange(leaving windows: [UIWindow], changed: Bool) {
        for window in windows {
            UIApplication.shared.subtreeDidLeave(window: window)
        }
        if changed { sendDidMoveToWindow() }
    }

    /// UIView's own action, `endEditing:` (`actionMethod(for:)`); `nil` for any other selector.
    func ownActionMethod(for action: Selector) -> UIActionMethod? {
        guard action == .endEditing else { return nil }
        return { [weak self] _, _ in _ = self?.endEditing(true) }
    }

    func performEndEditing(force: Bool) -> Bool {
        guard let window = enclosingWindow, let responder = window.firstResponderStorage else { return true }
        let inside: Bool
        if let view = responder as? UIView {
            inside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            inside = view.isDescendant(of: self)
        } else {
            inside = window === self
        }
        guard inside else { return true }
        if force {
            _ = FirstResponderChange.resign(responder, from: window)
            if window.firstResponderStorage === responder {
                window.setFirstResponder(nil)
                responder.firstResponderStatusWasTaken()
                UIApplication.shared.inputViewHost.refresh()
            }
            return true
        }
        guard responder.canResignFirstResponder else { return false }
        return FirstResponderChange.resign(responder, from: window)
    }
}
