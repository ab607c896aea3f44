import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIWindow: visibility, the key window, levels, the application's window list, and a window's
// place in the responder chain (B16–B18, R3).

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// A window that logs becomeKey/resignKey, with whether it is key at that moment.
private class KeyLoggingWindow: UIWindow {
    var name = "window"
    var log: EventLog?

    override func becomeKey() {
        super.becomeKey()
        log?.record("\(name).becomeKey(isKey: \(isKeyWindow))")
    }

    override func resignKey() {
        super.resignKey()
        log?.record("\(name).resignKey")
    }
}

/// A window that can never be the key window.
private final class NeverKeyWindow: KeyLoggingWindow {
    override var canBecomeKey: Bool { false }
}

@MainActor
private func makeWindow(
    _ name: String, log: EventLog, frame: CGRect = screen, level: UIWindow.Level = .normal
) -> KeyLoggingWindow {
    let window = KeyLoggingWindow(frame: frame)
    window.name = name
    window.log = log
    window.windowLevel = level
    return window
}

/// The application's windows that are among `mine`, in the application's order.
@MainActor
private func listed(_ mine: [UIWindow]) -> [UIWindow] {
    UIApplication.shared.windows.filter { window in mine.contains { $0 === window } }
}

@MainActor
@Suite("UIWindow")
struct WindowTests {
    @Test("a new window is hidden, not key, at level .normal, with no root view controller")
    func newWindowDefaults() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.windowLevel == .normal)
        #expect(window.rootViewController == nil)
        #expect(window.frame == CGRect(x: 10, y: 20, width: 100, height: 200))
        #expect(window.canBecomeKey)
        #expect(UIApplication.shared.keyWindow !== window)
    }

    @Test("makeKeyAndVisible shows the window and makes it the key window")
    func makeKeyAndVisible() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let window = UIWindow(frame: screen)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
    }

    @Test("TestWorld.window installs the root view controller's view, filling the window")
    func rootViewControllerInstalled() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let controller = UIViewController()
        let window = TestWorld.window(UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300)), root: controller)
        #expect(window.rootViewController === controller)
        #expect(controller.view.superview === window)
        #expect(controller.view.window === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.isKeyWindow)
    }

    @Test("makeKey makes a window key without changing its visibility")
    func makeKeyKeepsVisibility() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let shown = makeWindow("shown", log: log)
        shown.makeKeyAndVisible()
        let hidden = makeWindow("hidden", log: log)
        hidden.makeKey()
        #expect(hidden.isKeyWindow)
        #expect(hidden.isHidden)
        #expect(!shown.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === hidden)
    }

    @Test("a new key window: the old one resigns first, then the new one becomes key (and is key by then)")
    func keyHandOverOrder() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let a = makeWindow("a", log: log)
        let b = makeWindow("b", log: log)
        a.makeKeyAndVisible()
        #expect(log.entries == ["a.becomeKey(isKey: true)"])

        log.clear()
        b.makeKeyAndVisible()
        #expect(log.entries == ["a.resignKey", "b.becomeKey(isKey: true)"])
        #expect(b.isKeyWindow && !a.isKeyWindow)

        log.clear()
        a.makeKey()
        #expect(log.entries == ["b.resignKey", "a.becomeKey(isKey: true)"])
        #expect(a.isKeyWindow && !b.isKeyWindow)
    }

    @Test("making the key window key again sends nothing")
    func makeKeyTwice() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let a = makeWindow("a", log: log)
        a.makeKeyAndVisible()
        log.clear()
        a.makeKey()
        a.makeKeyAndVisible()
        #expect(log.entries.isEmpty)
        #expect(a.isKeyWindow)
    }

    @Test("a window whose canBecomeKey is false ignores makeKey; makeKeyAndVisible only shows it")
    func canBecomeKeyFalse() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let key = makeWindow("key", log: log)
        key.makeKeyAndVisible()
        let never = NeverKeyWindow(frame: screen)
        never.name = "never"
        never.log = log
        log.clear()

        never.makeKey()
        #expect(!never.isKeyWindow)
        #expect(key.isKeyWindow)
        never.makeKeyAndVisible()
        #expect(!never.isHidden)
        #expect(!never.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === key)
        #expect(log.entries.isEmpty)
    }

    @Test("B18: UIWindow.Level raw values are 0, 1000 and 2000, and levels are Comparable")
    func levels() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        #expect(UIWindow.Level(rawValue: 1500) > .statusBar)
        #expect(UIWindow.Level(1500) < .alert)
        #expect(UIWindow.Level(-1) < .normal)
        #expect(UIWindow.Level(rawValue: 1000) == .statusBar)
        #expect([UIWindow.Level.alert, .normal, UIWindow.Level(1), .statusBar].sorted()
            == [.normal, UIWindow.Level(1), .statusBar, .alert])
        #expect([UIWindow.Level.alert, .normal].max() == .alert)
    }

    @Test("B16–B18: UIApplication.shared.windows lists every window the app created, back to front")
    func windowsBackToFront() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let normalFirst = makeWindow("normalFirst", log: log)
        let alert = makeWindow("alert", log: log, level: .alert)
        let normalSecond = makeWindow("normalSecond", log: log)
        let status = makeWindow("status", log: log, level: .statusBar)
        let neverShown = makeWindow("neverShown", log: log)
        for window in [normalFirst, alert, normalSecond, status] { window.makeKeyAndVisible() }
        let mine: [UIWindow] = [normalFirst, alert, normalSecond, status, neverShown]

        let order = listed(mine)
        #expect(order.count == mine.count)   // hidden windows are listed too
        // By level; within .normal, the most recently shown is in front.
        #expect(order.last === alert)
        #expect(order.dropLast().last === status)
        #expect(order.contains { $0 === neverShown })
        let normals = order.filter { $0.windowLevel == .normal && !$0.isHidden }
        #expect(normals.count == 2 && normals[0] === normalFirst && normals[1] === normalSecond)

        normalFirst.makeKeyAndVisible()   // brings it in front of its level
        let reordered = listed([normalFirst, normalSecond])
        #expect(reordered.count == 2 && reordered[0] === normalSecond && reordered[1] === normalFirst)

        // Levels are compared numerically in the list too.
        let levels = UIApplication.shared.windows.map(\.windowLevel)
        #expect(levels == levels.sorted())
    }

    @Test("keyWindow follows the last window made key")
    func keyWindow() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let a = makeWindow("a", log: log)
        let b = makeWindow("b", log: log, level: .alert)
        a.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === a)
        b.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === b)
        a.makeKey()
        #expect(UIApplication.shared.keyWindow === a)
        #expect(UIApplication.shared.windows.filter(\.isKeyWindow).count == 1)
    }

    @Test("hiding the key window hands key to the front-most other visible window")
    func hidingKeyWindow() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let back = makeWindow("back", log: log)
        let status = makeWindow("status", log: log, level: .statusBar)
        let front = makeWindow("front", log: log)
        let hiddenAlert = makeWindow("hiddenAlert", log: log, level: .alert)
        back.makeKeyAndVisible()
        status.makeKeyAndVisible()
        front.makeKeyAndVisible()
        #expect(front.isKeyWindow)

        log.clear()
        front.isHidden = true
        // status (level 1000) is in front of back; the hidden alert window is not a candidate.
        #expect(status.isKeyWindow)
        #expect(!front.isKeyWindow && !hiddenAlert.isKeyWindow)
        #expect(log.entries == ["front.resignKey", "status.becomeKey(isKey: true)"])

        status.isHidden = true
        #expect(back.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === back)
    }

    @Test("hiding a window that is not key leaves the key window alone")
    func hidingOtherWindow() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let key = makeWindow("key", log: log)
        let other = makeWindow("other", log: log, level: .alert)
        other.isHidden = false
        key.makeKeyAndVisible()
        log.clear()
        other.isHidden = true
        #expect(key.isKeyWindow)
        #expect(log.entries.isEmpty)
    }

    @Test("R3: a window's next responder is the application, whose next is nil without a delegate")
    func windowNextIsApplication() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let window = UIWindow(frame: screen)
        #expect(window.next === UIApplication.shared)
        let shown = TestWorld.window(root: UIViewController())
        #expect(shown.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(shown.rootViewController?.next === shown)
    }

    @Test("a window's window is itself; its subviews' window is it; it has no superview")
    func windowOfWindow() {
        _ = TestWorld.input()
        hideLeftoverWindows()
        let window = UIWindow(frame: screen)
        #expect(window.window === window)
        #expect(window.superview == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(view)
        #expect(view.window === window)
        #expect(child.window === window)
        view.removeFromSuperview()
        #expect(view.window == nil && child.window == nil)
    }

    @Test("UIWindow.Level arithmetic and notification names usable outside the main actor")
    func levelArithmetic() {
        #expect(UIWindow.Level.alert + 1 == UIWindow.Level(rawValue: 2001))
        #expect(UIWindow.Level.normal - 1 < .normal)
        #expect(WindowTests.notificationName() == "UIWindowDidBecomeKeyNotification")
    }

    nonisolated static func notificationName() -> String {
        UIWindow.didBecomeKeyNotification.rawValue
    }
}
