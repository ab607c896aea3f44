import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What an app's own overrides do to first-responder changes and presses must
// not crash the library or break its guarantees. Written as app code would be.

/// A text-entry-like view whose `resignFirstResponder` override runs the app's `onResign` before
/// calling `super` — where apps hand focus on, dismiss themselves, or move themselves.
@MainActor
private final class ReentrantFocusView: UIView {
    var onResign: ((ReentrantFocusView) -> Void)?
    var resigns = 0
    var didMoveToWindowCalls = 0
    var didMoveToSuperviewCalls = 0
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool {
        resigns += 1
        onResign?(self)
        return super.resignFirstResponder()
    }
    override func didMoveToWindow() { didMoveToWindowCalls += 1 }
    override func didMoveToSuperview() { didMoveToSuperviewCalls += 1 }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("began") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses.append("ended") }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("cancelled")
    }
}

@MainActor
private func focusViews(_ count: Int, in window: UIWindow) -> [ReentrantFocusView] {
    (0..<count).map { index in
        let view = ReentrantFocusView(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 200, height: 40))
        view.accessibilityIdentifier = "field\(index)"
        window.rootViewController?.view.addSubview(view)
        return view
    }
}

/// Every visible window has at most one first responder, and it is in that window.
@MainActor
private func firstRespondersAreSound(_ windows: [UIWindow]) -> Bool {
    for window in windows {
        let inside = focusViewsIn(window).filter(\.isFirstResponder)
        if inside.count > 1 { return false }
    }
    return true
}

@MainActor
private func focusViewsIn(_ view: UIView) -> [ReentrantFocusView] {
    var found: [ReentrantFocusView] = []
    if let focus = view as? ReentrantFocusView { found.append(focus) }
    for child in view.subviews { found += focusViewsIn(child) }
    return found
}

@MainActor
@Suite("First-responder changes that the app's overrides re-enter; presses whose window goes")
struct FirstResponderReentrancyTests {
    @Test("""
        A resign override that makes another view first responder before calling super: no recursion, one resign, \
        the override's choice wins
        """)
    func resignHandsFocusOn() {
        _ = TestWorld.input()
        let window = TestWorld.window()
        let fields = focusViews(3, in: window)
        #expect(fields[0].becomeFirstResponder())
        fields[0].onResign = { _ in _ = fields[2].becomeFirstResponder() }
        #expect(!fields[1].becomeFirstResponder(), "the resign override made field2 first meanwhile")
        #expect(fields[0].resigns == 1)
        #expect(fields[2].isFirstResponder)
        #expect(!fields[0].isFirstResponder && !fields[1].isFirstResponder)
        #expect(firstRespondersAreSound([window]))
    }

    @Test(
        "A resign override that removes its view from the tree before calling super: no recursion, move callbacks once")
    func resignRemovesItself() {
        _ = TestWorld.input()
        let window = TestWorld.window()
        let fields = focusViews(2, in: window)
        #expect(fields[0].becomeFirstResponder())
        fields[0].onResign = { me in me.removeFromSuperview() }
        let windowMovesBefore = fields[0].didMoveToWindowCalls, superviewMovesBefore = fields[0].didMoveToSuperviewCalls
        #expect(fields[1].becomeFirstResponder())
        #expect(fields[0].superview == nil)
        #expect(fields[0].didMoveToWindowCalls == windowMovesBefore + 1)
        #expect(fields[0].didMoveToSuperviewCalls == superviewMovesBefore + 1)
        #expect(fields[1].isFirstResponder)

        // The same when the app removes the focused view itself.
        let other = focusViews(1, in: window)[0]
        #expect(other.becomeFirstResponder())
        other.onResign = { me in me.removeFromSuperview() }
        let moves = other.didMoveToWindowCalls
        other.removeFromSuperview()
        #expect(other.didMoveToWindowCalls == moves + 1)
        #expect(other.resigns == 1)
        #expect(!other.isFirstResponder)
    }

    @Test("""
        A resign override that moves its view into a second window and makes it first responder there: each \
        window's first responder is in it
        """)
    func resignMovesToAnotherWindow() {
        _ = TestWorld.input()
        let first = TestWorld.window()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        second.rootViewController = UIViewController()
        second.isHidden = false
        let fields = focusViews(2, in: first)
        #expect(fields[0].becomeFirstResponder())
        fields[0].onResign = { me in
            me.onResign = nil
            second.rootViewController?.view.addSubview(me)
            _ = me.becomeFirstResponder()
        }
        #expect(fields[1].becomeFirstResponder(), "field0 left; field1 takes the first window")
        #expect(fields[0].window === second)
        #expect(fields[0].isFirstResponder, "first responder of the window it moved into")
        #expect(fields[1].isFirstResponder)
        #expect(firstRespondersAreSound([first, second]))
        // Keys go to the key window's first responder, which is in that window.
        let input = InputSimulator()
        input.pressKey(.keyboardA)
        #expect(fields[1].presses == ["began", "ended"])
        #expect(fields[0].presses.isEmpty)
        second.isHidden = true
    }

    @Test("A key down, the key window released, then the key up: the press still ends in its responder, once")
    func pressOutlivesItsWindow() {
        let input = TestWorld.input()
        let field = ReentrantFocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            window.rootViewController?.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            input.keyDown(
                KeyInput(keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: []))
            #expect(field.presses == ["began"])
            field.removeFromSuperview()  // the app keeps the view, lets the window go
            window.isHidden = true
        }
        input.keyUp(KeyInput(keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: []))
        #expect(field.presses == ["began", "ended"])
    }
}
