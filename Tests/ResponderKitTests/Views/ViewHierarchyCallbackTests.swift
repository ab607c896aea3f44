import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The view tree's callbacks — willMove/didMove to a superview and a window, didAddSubview,
// willRemoveSubview — in the order Views/UIView+Hierarchy.swift promises.

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
@Suite("The view tree: callbacks")
struct ViewHierarchyCallbackTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: Callbacks (order as Views/UIView+Hierarchy.swift promises)

    @Test("""
        Adding a subtree to a view in a window: willMove(toSuperview:), willMove(toWindow:) on the subtree, \
        didMoveToWindow, didMoveToSuperview, didAddSubview
        """)
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

    @Test("""
        Removing a subtree from a window: willRemoveSubview, willMove(toSuperview: nil), willMove(toWindow: nil), \
        didMoveToWindow, didMoveToSuperview
        """)
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
}
