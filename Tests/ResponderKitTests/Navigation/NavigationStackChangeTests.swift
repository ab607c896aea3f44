import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A stack changed the ways apps change it — pushes, a reordering by setViewControllers, pops — with
// a child of the navigation controller that is not on the stack: the children always list the
// stack bottom first, then the others; the bar's back button names the item under the top.

@MainActor
@Suite("UINavigationController: the children and the bar follow every kind of stack change")
struct NavigationStackChangeTests {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test("Pushes, a reorder, pops: children are the stack then the other child; back titles follow")
    func childrenFollowStack() {
        _ = TestWorld.input()
        let root = titled("Root"), a = titled("A"), b = titled("B"), c = titled("C")
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(a, animated: false)
        let extra = UIViewController()
        navigation.addChild(extra)
        extra.didMove(toParent: navigation)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.children == [root, a, b, c, extra])
        #expect(navigation.navigationBar.backItem === b.navigationItem)

        navigation.setViewControllers([root, c, b, a], animated: false)
        #expect(navigation.viewControllers == [root, c, b, a])
        #expect(navigation.children == [root, c, b, a, extra])
        #expect(navigation.topViewController === a && a.view.superview === navigation.view)
        #expect(navigation.navigationBar.backItem === b.navigationItem)

        b.title = "B2"
        #expect(navigation.navigationBar.backItem?.title == "B2")
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [c, b, a])
        #expect(navigation.children == [root, extra] && a.parent == nil && b.parent == nil && c.parent == nil)
        #expect(root.view.superview === navigation.view && a.view.superview == nil)
        #expect(navigation.navigationBar.backItem == nil && navigation.navigationBar.topItem === root.navigationItem)
    }

    @Test("Pushing a controller already on the stack, or a list with one controller twice, is refused")
    func duplicatesRefused() {
        _ = TestWorld.input()
        let root = titled("Root"), a = titled("A")
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(a, animated: false)
        navigation.pushViewController(a, animated: false)
        #expect(navigation.viewControllers == [root, a])
        navigation.setViewControllers([root, a, root], animated: false)
        #expect(navigation.viewControllers == [root, a], "a list with one controller twice is refused")
    }
}

/// Stack changes made from the callbacks of a transition that is still under way, and children of
/// the navigation controller that are not on its stack.
@MainActor
@Suite("UINavigationController: a stack changed from a finishing transition's callbacks")
struct NavigationReentrantStackTests {
    /// Drops the controllers between the root and itself when it appears (a login screen left behind).
    private final class DropsBelowOnAppear: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard let navigation = navigationController, let root = navigation.viewControllers.first else { return }
            navigation.viewControllers = [root, self]
        }
    }

    @Test("""
        Two animated pushes in one turn, the first dropping the screen under it as it appears: no crash, both on \
        the stack
        """)
    func pushWhileTheLastPushFinishes() {
        _ = TestWorld.input()
        let root = UIViewController(), login = UIViewController(), home = DropsBelowOnAppear(),
            detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.pushViewController(login, animated: false)
        navigation.pushViewController(home, animated: true)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, home, detail])
        #expect(navigation.children.prefix(3) == [root, home, detail] && login.parent == nil)
    }

    @Test(
        "A child view the app placed itself keeps its frame; a controller that left the children cannot be pushed twice"
    )
    func otherChildrenAndLeftControllers() {
        _ = TestWorld.input()
        let root = UIViewController(), a = UIViewController(), player = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        navigation.addChild(player)
        navigation.view.addSubview(player.view)
        player.didMove(toParent: navigation)
        let miniBar = CGRect(x: 0, y: 700, width: 390, height: 60)
        player.view.frame = miniBar
        navigation.pushViewController(a, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(player.view.frame == miniBar)
        a.removeFromParent()
        navigation.pushViewController(a, animated: false)
        #expect(
            navigation.viewControllers == [root, a],
            "a controller on the stack is refused even after it left the children")
    }
}
