import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The view tree: adding, ordering, moving and removing subviews, invalid changes, and what happens
// when a parent is released.

@MainActor
@Suite("The view tree: adding, ordering, removing, lifetime")
struct ViewHierarchyTests {
    private func named(_ name: String, _ frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        return view
    }

    private func names(_ views: [UIView]) -> [String] { views.map { $0.accessibilityIdentifier ?? "?" } }

    // MARK: Adding, ordering, removing

    @Test("addSubview, insertSubview(at:/above:/below:), bringSubviewToFront, sendSubviewToBack, exchangeSubview")
    func ordering() {
        let input = TestWorld.input()
        let parent = named("parent")
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(names(parent.subviews) == ["a", "b"])  // back to front
        #expect(a.superview === parent && b.superview === parent)

        parent.insertSubview(c, at: 0)
        #expect(names(parent.subviews) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(names(parent.subviews) == ["c", "d", "a", "b"])
        parent.insertSubview(e, belowSubview: b)
        #expect(names(parent.subviews) == ["c", "d", "a", "e", "b"])

        parent.bringSubviewToFront(c)
        #expect(names(parent.subviews) == ["d", "a", "e", "b", "c"])
        parent.sendSubviewToBack(b)
        #expect(names(parent.subviews) == ["b", "d", "a", "e", "c"])
        parent.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(names(parent.subviews) == ["c", "d", "a", "e", "b"])

        // Moving an existing subview relative to a sibling.
        parent.insertSubview(c, aboveSubview: a)
        #expect(names(parent.subviews) == ["d", "a", "c", "e", "b"])
        parent.insertSubview(b, belowSubview: d)
        #expect(names(parent.subviews) == ["b", "d", "a", "c", "e"])

        a.removeFromSuperview()
        #expect(names(parent.subviews) == ["b", "d", "c", "e"])
        #expect(a.superview == nil)
        a.removeFromSuperview()  // no superview: nothing happens
        #expect(a.superview == nil)
        _ = input
    }

    @Test("Re-adding a subview moves it to the front without duplicating it")
    func reAddingMoves() {
        let input = TestWorld.input()
        let parent = named("parent")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        parent.addSubview(a)
        #expect(names(parent.subviews) == ["b", "c", "a"])
        parent.insertSubview(a, at: 0)
        #expect(names(parent.subviews) == ["a", "b", "c"])
        #expect(a.superview === parent)
        _ = input
    }

    @Test("Adding a view to another parent removes it from the first")
    func movingBetweenParents() {
        let input = TestWorld.input()
        let first = named("first"), second = named("second")
        let child = named("child"), grandchild = named("grandchild")
        child.addSubview(grandchild)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(names(second.subviews) == ["child"])
        #expect(child.superview === second)
        #expect(grandchild.superview === child)  // the subtree comes along
        #expect(grandchild.isDescendant(of: second))
        #expect(!grandchild.isDescendant(of: first))
        _ = input
    }

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func isDescendant() {
        let input = TestWorld.input()
        let root = named("root"), child = named("child"), grandchild = named("grandchild"), sibling = named("sibling")
        root.addSubview(child)
        root.addSubview(sibling)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: root))
        #expect(!grandchild.isDescendant(of: sibling))
        #expect(!root.isDescendant(of: child))
        #expect(!child.isDescendant(of: grandchild))
        _ = input
    }

    @Test("window is set on a whole subtree while it is in a window, and cleared when it leaves")
    func windowOfSubtree() {
        let input = TestWorld.input()
        let window = TestWorld.window(root: UIViewController())
        let child = named("child"), grandchild = named("grandchild")
        child.addSubview(grandchild)
        #expect(grandchild.window == nil)

        window.rootViewController?.view.addSubview(child)
        #expect(child.window === window)
        #expect(grandchild.window === window)

        child.removeFromSuperview()
        #expect(child.window == nil)
        #expect(grandchild.window == nil)

        window.addSubview(child)  // directly into the window
        #expect(grandchild.window === window)
        _ = input
    }

    // MARK: Invalid changes and lifetime

    @Test("A view cannot be added to itself or to its own descendant (diagnostic .invalidHierarchyChange)")
    func cannotAddToDescendant() {
        let input = TestWorld.input()
        let root = named("root"), child = named("child"), grandchild = named("grandchild")
        root.addSubview(child)
        child.addSubview(grandchild)

        let diagnostics = TestWorld.diagnostics {
            grandchild.addSubview(root)
            child.insertSubview(child, at: 0)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange, .invalidHierarchyChange])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        // The tree is unchanged.
        #expect(root.superview == nil)
        #expect(names(root.subviews) == ["child"])
        #expect(names(child.subviews) == ["grandchild"])
        #expect(grandchild.subviews.isEmpty)
        #expect(child.superview === root)
        _ = input
    }

    @Test("A parent released while a child is retained elsewhere leaves child.superview == nil")
    func parentReleased() {
        let input = TestWorld.input()
        let child = named("child")
        weak var released: UIView?
        func attach() {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
            released = parent
        }
        attach()
        #expect(released == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.next == nil)
        // It can be used again.
        let newParent = named("newParent")
        newParent.addSubview(child)
        #expect(child.superview === newParent)
        _ = input
    }

    /// iOS code often removes observers in a plain `deinit`; a view subclass must allow one.
    final class ObservingView: UIView {
        nonisolated(unsafe) static var deinits = 0
        deinit { ObservingView.deinits += 1 }
    }

    @Test("A UIView subclass can have a plain deinit; a parent released first leaves the child detached")
    func plainDeinit() {
        _ = TestWorld.input()
        let before = ObservingView.deinits
        var child: ObservingView? = ObservingView(frame: .zero)
        do {
            let parent = ObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child!)
            #expect(child?.superview === parent)
        }
        #expect(child?.superview == nil)
        #expect(ObservingView.deinits == before + 1)
        child = nil
        #expect(ObservingView.deinits == before + 2)
    }
}
