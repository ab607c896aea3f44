import Foundation

/// What a change of the navigation stack removes and adds, and the children's order after it — both
/// grow with the change, not with the stack: pushing the 500th controller costs what pushing the
/// first does.
extension UINavigationController {
    /// Ends the interactive pop and the transition under way, whose callbacks may change the stack:
    /// a stack operation reads the stack after this.
    func settleTransition() {
        cancelInteractivePop()
        finishTransition()
    }

    /// Whether `controller` is on the stack (by identity).
    func stackHolds(_ controller: UIViewController) -> Bool {
        stackMembers.contains(ObjectIdentifier(controller))
    }

    /// Replaces the stack from `prefix` on with `newRest`.
    func replaceStack(from prefix: Int, with newRest: [UIViewController]) {
        for controller in stack[prefix...] { stackMembers.remove(ObjectIdentifier(controller)) }
        stack.removeSubrange(prefix...)
        stack.append(contentsOf: newRest)
        for controller in newRest { stackMembers.insert(ObjectIdentifier(controller)) }
    }

    /// Removes the top controller (an interactive pop that finished).
    func removeStackTop() {
        guard let top = stack.popLast() else { return }
        stackMembers.remove(ObjectIdentifier(top))
    }

    /// How many controllers at the bottom of `old` and `new` are the same (compared by identity,
    /// without retaining them).
    static func sharedPrefix(_ old: [UIViewController], _ new: [UIViewController]) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var shared = 0
                while shared < old.count, shared < new.count, old[shared] === new[shared] { shared += 1 }
                return shared
            }
        }
    }

    /// What replacing `oldRest` (the stack above the part that stays) by `newRest` removes and adds
    /// (bottom first): those on both sides stay (a reordering keeps them on the stack and in the
    /// children). Linear in the two.
    static func stackChange(from oldRest: ArraySlice<UIViewController>,
        to newRest: [UIViewController]
    ) -> (removed: [UIViewController], added: [UIViewController]) {
        if oldRest.isEmpty || newRest.isEmpty { return (Array(oldRest), newRest) }
        let oldIDs = Set(oldRest.map(ObjectIdentifier.init)), newIDs = Set(newRest.map(ObjectIdentifier.init))
        return (oldRest.filter { !newIDs.contains(ObjectIdentifier($0)) },
                newRest.filter { !oldIDs.contains(ObjectIdentifier($0)) })
    }

    /// Puts the children in UIKit's order — the stack bottom first, then any other children. After a
    /// push or a pop they are in it already (`addChild` appends, `removeFromParent` keeps the rest in
    /// place), which one comparison of identities, without retaining, confirms.
    func orderChildren() {
        guard childStorage.count != stack.count || Self.sharedPrefix(childStorage, stack) != stack.count else { return }
        let onStack = Set(stack.map(ObjectIdentifier.init))
        childStorage = stack + childStorage.filter { !onStack.contains(ObjectIdentifier($0)) }
    }

    /// A change of the stack made from this transition's appearance callbacks (a pushed controller
    /// that pops itself, or pushes another, in `viewWillAppear`) took over: it started from the stack
    /// this one set and owns its own views and callbacks. What is left of this one: the old top it
    /// began to hide, if that is not the top again, finishes disappearing (its view leaves, then
    /// `viewDidDisappear`); the controllers it removed that are still gone leave the children, those
    /// it added that stayed hear `didMove(toParent:)`.
    func supersede(removed: [UIViewController], added: [UIViewController], oldTop: UIViewController?) {
        if let oldTop, oldTop !== stack.last {
            if let oldView = oldTop.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            oldTop.endAppearanceTransition()
        }
        for controller in removed where !stack.containsIdentical(controller) && controller.parent === self {
            if let childView = controller.viewIfLoaded, childView.superview === viewIfLoaded {
                childView.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        for controller in added where stack.containsIdentical(controller) { controller.didMove(toParent: self) }
    }
}
