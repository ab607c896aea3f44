import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Default values of UIView, UIResponder and UIWindow (UIKIT-NOTES B147, B148, B150), and the view
// tree: adding, ordering, moving and removing subviews with their callbacks.
// UIGestureRecognizer (B149) and UIControl (B150's first half) defaults are not checked here: those
// types come later.

/// A view that records every tree callback, with what its `window`/`superview` were at that moment.
@MainActor
private final class TreeView: UIView {
    let log: EventLog
    init(_ name: String, log: EventLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    private var name: String { accessibilityIdentifier ?? "?" }
    private static func label(_ view: UIView?) -> String { view.map { $0.accessibilityIdentifier ?? "?" } ?? "nil" }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.record("\(name).willMove(toSuperview: \(Self.label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        log.record("\(name).didMoveToSuperview(now: \(Self.label(superview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.record("\(name).willMove(toWindow: \(Self.label(newWindow)), was: \(Self.label(window)))")
    }
    override func didMoveToWindow() {
        log.record("\(name).didMoveToWindow(now: \(Self.label(window)))")
    }
    override func didAddSubview(_ subview: UIView) {
        log.record("\(name).didAddSubview(\(Self.label(subview)))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.record("\(name).willRemoveSubview(\(Self.label(subview)), stillChild: \(subview.superview === self))")
    }
}

@MainActor
@Suite("Defaults (B147–B150) and the view tree")
struct DefaultsAndHierarchyTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    private func named(_ name: String, _ frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        return view
    }

    private func names(_ views: [UIView]) -> [String] { views.map { $0.accessibilityIdentifier ?? "?" } }

    // MARK: Defaults

    @Test("UIView defaults (B147)")
    func viewDefaults() {
        let input = TestWorld.input()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
        #expect(!view.isHidden)
        #expect(view.alpha == 1.0)
        #expect(!view.clipsToBounds)
        #expect(view.transform == .identity)
        #expect(view.bounds.origin == .zero)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.backgroundColor == nil)
        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.window == nil)
        #expect(view.next == nil)
        // gestureRecognizers (nil by default) is checked with the gesture-recognizer work.
        #expect(UIView().frame == .zero)
        _ = input
    }

    @Test("UIResponder defaults (B148)")
    func responderDefaults() {
        let input = TestWorld.input()
        for responder in [UIResponder(), UIView(), UIViewController()] {
            #expect(responder.next == nil)
            #expect(!responder.canBecomeFirstResponder)
            #expect(responder.canResignFirstResponder)
            #expect(!responder.isFirstResponder)
            #expect(responder.resignFirstResponder())
            #expect(responder.inputView == nil)
            #expect(responder.inputAccessoryView == nil)
            #expect(!responder.becomeFirstResponder())
        }
        // keyCommands (nil by default) is checked with the keyboard work.
        _ = input
    }

    @Test("UIWindow defaults: level .normal, can become key, hidden until shown, one key window (B18, B150)")
    func windowDefaults() {
        let input = TestWorld.input()
        let window = TestWorld.keepAlive(UIWindow(frame: Self.screen))
        #expect(window.windowLevel == .normal)
        #expect(window.canBecomeKey)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.rootViewController == nil)
        #expect(window.window === window)
        #expect(window.superview == nil)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)

        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)

        let second = TestWorld.keepAlive(UIWindow(frame: Self.screen))
        second.isHidden = false
        #expect(!second.isKeyWindow)  // showing does not make key
        second.makeKey()
        #expect(second.isKeyWindow)
        #expect(!window.isKeyWindow)  // only one key window
        #expect(UIApplication.shared.keyWindow === second)
        _ = input
    }

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

    // MARK: Callbacks (order as Views/UIView+Hierarchy.swift promises)

    @Test("Adding a subtree to a view in a window: willMove(toSuperview:), willMove(toWindow:) on the subtree, didMoveToWindow, didMoveToSuperview, didAddSubview")
    func callbacksWhenEnteringAWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let window = TestWorld.window(UIWindow(frame: Self.screen), root: UIViewController())
        window.accessibilityIdentifier = "window"
        let parent = TreeView("parent", log: log)
        window.rootViewController?.view.addSubview(parent)
        let child = TreeView("child", log: log)
        let grandchild = TreeView("grandchild", log: log)
        child.addSubview(grandchild)
        log.clear()

        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMove(toSuperview: parent)",
            "child.willMove(toWindow: window, was: nil)",
            "grandchild.willMove(toWindow: window, was: nil)",
            "child.didMoveToWindow(now: window)",
            "grandchild.didMoveToWindow(now: window)",
            "child.didMoveToSuperview(now: parent)",
            "parent.didAddSubview(child)",
        ])
        _ = input
    }

    @Test("Removing a subtree from a window: willRemoveSubview, willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow, didMoveToSuperview")
    func callbacksWhenLeavingAWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let window = TestWorld.window(UIWindow(frame: Self.screen), root: UIViewController())
        window.accessibilityIdentifier = "window"
        let parent = TreeView("parent", log: log)
        let child = TreeView("child", log: log)
        let grandchild = TreeView("grandchild", log: log)
        window.rootViewController?.view.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.clear()

        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child, stillChild: true)",
            "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil, was: window)",
            "grandchild.willMove(toWindow: nil, was: window)",
            "child.didMoveToWindow(now: nil)",
            "grandchild.didMoveToWindow(now: nil)",
            "child.didMoveToSuperview(now: nil)",
        ])
        _ = input
    }

    @Test("No window callbacks when the window does not change (moving within a window, or between detached views)")
    func noWindowCallbacksWithoutWindowChange() {
        let input = TestWorld.input()
        let log = EventLog()
        let window = TestWorld.window(root: UIViewController())
        let first = TreeView("first", log: log)
        let second = TreeView("second", log: log)
        let child = TreeView("child", log: log)
        window.rootViewController?.view.addSubview(first)
        window.rootViewController?.view.addSubview(second)
        first.addSubview(child)
        log.clear()

        second.addSubview(child)  // same window
        #expect(log.entries == [
            "child.willMove(toSuperview: second)",
            "first.willRemoveSubview(child, stillChild: true)",
            "child.didMoveToSuperview(now: second)",
            "second.didAddSubview(child)",
        ])

        // Detached to detached: no window on either side.
        let a = TreeView("a", log: log), b = TreeView("b", log: log), item = TreeView("item", log: log)
        a.addSubview(item)
        log.clear()
        b.addSubview(item)
        #expect(!log.entries.contains { $0.contains("Window") })
        #expect(log.entries == [
            "item.willMove(toSuperview: b)",
            "a.willRemoveSubview(item, stillChild: true)",
            "item.didMoveToSuperview(now: b)",
            "b.didAddSubview(item)",
        ])
        log.clear()
        item.removeFromSuperview()
        #expect(log.entries == [
            "b.willRemoveSubview(item, stillChild: true)",
            "item.willMove(toSuperview: nil)",
            "item.didMoveToSuperview(now: nil)",
        ])
        _ = input
    }

    @Test("Moving a subtree from one window to another tells the subtree about the new window")
    func callbacksBetweenWindows() {
        let input = TestWorld.input()
        let log = EventLog()
        let windowA = TestWorld.window(UIWindow(frame: Self.screen), root: UIViewController())
        windowA.accessibilityIdentifier = "A"
        let windowB = TestWorld.window(UIWindow(frame: Self.screen), root: UIViewController())
        windowB.accessibilityIdentifier = "B"
        let parentA = TreeView("parentA", log: log)
        let parentB = TreeView("parentB", log: log)
        let child = TreeView("child", log: log)
        windowA.rootViewController?.view.addSubview(parentA)
        windowB.rootViewController?.view.addSubview(parentB)
        parentA.addSubview(child)
        log.clear()

        parentB.addSubview(child)
        #expect(log.entries == [
            "child.willMove(toSuperview: parentB)",
            "child.willMove(toWindow: B, was: A)",
            "parentA.willRemoveSubview(child, stillChild: true)",
            "child.didMoveToWindow(now: B)",
            "child.didMoveToSuperview(now: parentB)",
            "parentB.didAddSubview(child)",
        ])
        #expect(child.window === windowB)
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
