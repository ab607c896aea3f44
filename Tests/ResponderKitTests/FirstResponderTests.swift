import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The first responder: who may become it, who must agree to give it up, one per window, input
// views, endEditing, and where coordinate-less events go without one (SPEC F1–F8, B64–B76).

/// A view that can become first responder, counts how often it is asked to resign, and can refuse
/// in both documented ways (`canResignFirstResponder` false, or a `resignFirstResponder` override
/// that returns false).
@MainActor
private final class FirstResponderView: UIView {
    var acceptsFirstResponder = true
    var allowsResign = true
    var refusesResign = false
    var resignCalls = 0
    var customInputView: UIView?
    var customAccessoryView: UIView?

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { allowsResign }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        if refusesResign { return false }
        return super.resignFirstResponder()
    }
}

/// The seed article's depth-first search for the first responder (SPEC F6), as a user writes it.
/// (fileprivate: other test files may declare their own.)
extension UIView {
    fileprivate func findFirstResponder() -> UIView? {
        if self.isFirstResponder {
            return self
        }
        for subView in self.subviews {
            if let firstResponder = subView.findFirstResponder() {
                return firstResponder
            }
        }
        return nil
    }
}

/// A controller that tries to make its text-field-like view first responder at each stage (F5, B145).
@MainActor
private final class EagerController: UIViewController {
    let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    var results: [String: Bool] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        results["viewDidLoad"] = field.becomeFirstResponder()
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        results["viewWillAppear"] = field.becomeFirstResponder()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        results["viewDidAppear"] = field.becomeFirstResponder()
    }
}

/// A control-like view: it sends its "action" to its target when a touch ends inside it.
/// A stand-in for UIButton's target-action (SPEC F7) until the library's real UIControl lands;
/// the point under test is that touches, not the first responder, decide who gets the action.
@MainActor
private final class ActionSendingView: UIView {
    var action: (() -> Void)?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { action?() }
    }
}

@MainActor
@Suite("First responder (SPEC F1–F8, B64–B76)")
struct FirstResponderTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: Becoming and resigning

    @Test("canBecomeFirstResponder is false by default and becomeFirstResponder then returns false, changing nothing (F2, B64, B67)")
    func cannotBecomeByDefault() {
        let input = TestWorld.input()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let current = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let window = showWindow(with: [plain, current])
        #expect(!plain.canBecomeFirstResponder)
        #expect(current.becomeFirstResponder())

        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(current.isFirstResponder)
        #expect(current.resignCalls == 0)  // step 3 comes before asking the current one to resign
        #expect(window.findFirstResponder() === current)
        _ = input
    }

    @Test("A responder becomes first responder only while in a window (F3, F5, B67 step 2)")
    func onlyInAWindow() {
        let input = TestWorld.input()
        let view = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!view.becomeFirstResponder())  // detached
        #expect(!view.isFirstResponder)

        showWindow(with: [view])
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(view.becomeFirstResponder())  // already first responder: still true (B67 step 1)
        #expect(view.resignCalls == 0)
        let detachedAgain = FirstResponderView(frame: .zero)
        let parent = UIView()
        parent.addSubview(detachedAgain)
        #expect(!detachedAgain.becomeFirstResponder())  // in a tree, but in no window
        _ = input
    }

    @Test("becomeFirstResponder fails in viewDidLoad and viewWillAppear and works in viewDidAppear (F5, B145)")
    func controllerLifecycle() {
        let input = TestWorld.input()
        let controller = EagerController()
        TestWorld.window(root: controller)
        #expect(controller.results["viewDidLoad"] == false)
        #expect(controller.results["viewWillAppear"] == false)
        #expect(controller.results["viewDidAppear"] == true)
        #expect(controller.field.isFirstResponder)
        #expect(controller.field.resignFirstResponder())
        _ = input
    }

    @Test("The previous first responder gets exactly one resignFirstResponder and is no longer first (F3, B69)")
    func previousResignsOnce() {
        let input = TestWorld.input()
        let first = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let window = showWindow(with: [first, second])
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(first.resignCalls == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        #expect(second.resignCalls == 0)

        // The default resignFirstResponder returns true and leaves the window with none (F4, B68).
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test("A first responder whose canResignFirstResponder is false keeps it; others cannot become first (F4, B65, B67)")
    func canResignFalseBlocks() {
        let input = TestWorld.input()
        let keeper = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        #expect(other.canResignFirstResponder)  // true by default (B65)
        showWindow(with: [keeper, other])
        #expect(keeper.becomeFirstResponder())
        keeper.allowsResign = false

        #expect(!other.becomeFirstResponder())
        #expect(keeper.isFirstResponder)
        #expect(!other.isFirstResponder)
        #expect(keeper.resignCalls == 0)  // not even asked

        keeper.allowsResign = true
        #expect(other.becomeFirstResponder())
        #expect(keeper.resignCalls == 1)
        _ = input
    }

    @Test("A resignFirstResponder override that returns false keeps first-responder status (F4, B67 step 4, B68)")
    func resignOverrideBlocks() {
        let input = TestWorld.input()
        let keeper = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        showWindow(with: [keeper, other])
        #expect(keeper.becomeFirstResponder())
        keeper.refusesResign = true

        #expect(!other.becomeFirstResponder())
        #expect(keeper.resignCalls == 1)  // asked once, refused
        #expect(keeper.isFirstResponder)
        #expect(!other.isFirstResponder)

        #expect(!keeper.resignFirstResponder())
        #expect(keeper.isFirstResponder)
        keeper.refusesResign = false
        #expect(keeper.resignFirstResponder())
        #expect(!keeper.isFirstResponder)
        _ = input
    }

    @Test("Each window keeps its own first responder (F1, B66)")
    func onePerWindow() {
        let input = TestWorld.input()
        let a = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let a2 = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let b = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let windowA = showWindow(with: [a, a2])
        let windowB = showWindow(with: [b])
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)  // two windows, two first responders
        #expect(a.resignCalls == 0)

        #expect(a2.becomeFirstResponder())  // replaces a within window A only
        #expect(a.resignCalls == 1)
        #expect(!a.isFirstResponder)
        #expect(b.isFirstResponder)
        #expect(b.resignCalls == 0)
        #expect(windowA.findFirstResponder() === a2)
        #expect(windowB.findFirstResponder() === b)
        _ = windowA.endEditing(true)
        _ = windowB.endEditing(true)
        _ = input
    }

    @Test("A view controller can be first responder; its chain starts at the controller (B76)")
    func controllerAsFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        controller.acceptsFirstResponder = true
        #expect(!controller.becomeFirstResponder())  // its view is not in a window yet
        #expect(!controller.isFirstResponder)

        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(window.findFirstResponder() == nil)  // the view search cannot see a controller

        log.clear()
        input.shake()
        #expect(log.entries.prefix(2) == ["vc.motionBegan(motionShake)", "window.motionBegan(motionShake)"])

        // A view of the same window taking over makes the controller resign.
        let view = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(!controller.isFirstResponder)
        #expect(view.resignFirstResponder())
        _ = input
    }

    @Test("findFirstResponder, the seed's depth-first search, finds the first responder (F6)")
    func findFirstResponderSearch() {
        let input = TestWorld.input()
        let branch1 = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf1 = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let branch2 = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deep = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        branch1.addSubview(leaf1)
        branch2.addSubview(middle)
        middle.addSubview(deep)
        let window = showWindow(with: [branch1, branch2])
        #expect(window.findFirstResponder() == nil)

        #expect(deep.becomeFirstResponder())
        #expect(window.findFirstResponder() === deep)
        #expect(branch2.findFirstResponder() === deep)
        #expect(branch1.findFirstResponder() == nil)

        #expect(leaf1.becomeFirstResponder())
        #expect(window.findFirstResponder() === leaf1)
        #expect(leaf1.resignFirstResponder())
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test("A control's action reaches its target whatever the first responder is (F7)")
    func controlActionIgnoresFirstResponder() {
        let input = TestWorld.input()
        // UIControl is not in the library yet: a view that "sends its action" in touchesEnded stands in.
        let control = ActionSendingView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        var actions = 0
        control.action = { actions += 1 }
        showWindow(with: [control, field])
        #expect(field.becomeFirstResponder())

        input.tap(at: CGPoint(x: 50, y: 22))
        #expect(actions == 1)
        #expect(field.isFirstResponder)  // the tap neither went to it nor changed it
        #expect(field.resignCalls == 0)
        #expect(field.resignFirstResponder())
        input.tap(at: CGPoint(x: 50, y: 22))
        #expect(actions == 2)  // and with no first responder at all
    }

    // MARK: Input views (F8, B75)

    @Test("Becoming first responder shows inputView at the bottom, full width, and the accessory directly above (F8, B75)")
    func inputViewsShown() throws {
        let input = TestWorld.input()
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 216))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 44))
        field.customInputView = keyboard
        field.customAccessoryView = accessory
        let window = showWindow(with: [field])
        #expect(keyboard.window == nil)

        #expect(field.becomeFirstResponder())
        let host = try #require(keyboard.window)
        #expect(host !== window)
        #expect(accessory.window === host)
        let keyboardOnScreen = host.convert(keyboard.convert(keyboard.bounds, to: nil), to: nil as UIWindow?)
        let accessoryOnScreen = host.convert(accessory.convert(accessory.bounds, to: nil), to: nil as UIWindow?)
        #expect(keyboardOnScreen == CGRect(x: 0, y: 844 - 216, width: 390, height: 216))
        #expect(accessoryOnScreen == CGRect(x: 0, y: 844 - 216 - 44, width: 390, height: 44))

        // The input-view window is not one of the application's windows, and does not take key.
        #expect(!UIApplication.shared.windows.contains { $0 === host })
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIApplication.shared.keyWindow === window)

        #expect(field.resignFirstResponder())
        #expect(keyboard.window == nil)  // resigning removes them
        #expect(accessory.window == nil)
        _ = input
    }

    @Test("Input views fill the bottom of the responder's window area when the window is not full-screen (F8, B75)")
    func inputViewsFollowTheWindow() throws {
        let input = TestWorld.input()
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        field.customInputView = keyboard
        let controller = UIViewController()
        controller.view.addSubview(field)
        TestWorld.window(UIWindow(frame: CGRect(x: 20, y: 100, width: 300, height: 500)), root: controller)

        #expect(field.becomeFirstResponder())
        let host = try #require(keyboard.window)
        let onScreen = host.convert(keyboard.convert(keyboard.bounds, to: nil), to: nil as UIWindow?)
        #expect(onScreen == CGRect(x: 20, y: 600 - 100, width: 300, height: 100))
        #expect(field.resignFirstResponder())
        _ = input
    }

    @Test("reloadInputViews replaces the shown input views; on a responder that is not first it does nothing (F8, B75)")
    func reloadInputViews() throws {
        let input = TestWorld.input()
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let other = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        let oldKeyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        let newKeyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let newAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
        let otherKeyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        field.customInputView = oldKeyboard
        other.customInputView = otherKeyboard
        showWindow(with: [field, other])
        #expect(field.becomeFirstResponder())
        #expect(oldKeyboard.window != nil)

        // Changing the property alone shows nothing new; reloadInputViews does, at once.
        field.customInputView = newKeyboard
        field.customAccessoryView = newAccessory
        #expect(newKeyboard.window == nil)
        field.reloadInputViews()
        #expect(oldKeyboard.window == nil)
        let host = try #require(newKeyboard.window)
        #expect(newAccessory.window === host)
        #expect(newKeyboard.frame.maxY == host.bounds.maxY)
        #expect(newKeyboard.frame.height == 300)
        #expect(newAccessory.frame.maxY == newKeyboard.frame.minY)

        // Not the first responder: no effect, and the first responder's views stay.
        other.reloadInputViews()
        #expect(otherKeyboard.window == nil)
        #expect(newKeyboard.window === host)
        #expect(field.isFirstResponder)

        #expect(field.resignFirstResponder())
        #expect(newKeyboard.window == nil)
        #expect(newAccessory.window == nil)
        field.reloadInputViews()  // after resigning: nothing comes back
        #expect(newKeyboard.window == nil)
        _ = input
    }

    @Test("A tap on a shown input view reaches it; taps elsewhere still reach the app's window (F8)")
    func tapOnInputView() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = RecordingView("keyboard", frame: CGRect(x: 0, y: 0, width: 390, height: 216), log: log)
        let background = RecordingView("background", frame: Self.screen, log: log)
        defer { keyboard.forgetTouches(); background.forgetTouches() }
        field.customInputView = keyboard
        showWindow(with: [background, field])
        #expect(field.becomeFirstResponder())

        input.tap(at: CGPoint(x: 100, y: 800))  // inside the keyboard
        #expect(log.entries == ["keyboard.touchesBegan(1)", "keyboard.touchesEnded(1)"])
        #expect(keyboard.lastTouches.first?.view === keyboard)

        log.clear()
        input.tap(at: CGPoint(x: 100, y: 300))  // above it: passes through to the app's window
        #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])

        #expect(field.resignFirstResponder())
        log.clear()
        input.tap(at: CGPoint(x: 100, y: 800))  // the keyboard is gone
        #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])
    }

    @Test("F8, B71: when the app releases its key window, that window's input views do not stay on screen")
    func releasedWindowTakesItsInputViews() {
        let input = TestWorld.input()
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 300))
        do {
            let controller = UIViewController()
            let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
            field.customInputView = keyboard
            controller.view.addSubview(field)
            let window = TestWorld.window(root: controller, keep: false)
            #expect(field.becomeFirstResponder())
            #expect(keyboard.window != nil)
            _ = window
        }
        let log = EventLog()
        let controller = UIViewController()
        let background = RecordingView("background", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        controller.view.addSubview(background)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false  // visible, not made key: the released window left no key window
        input.tap(at: CGPoint(x: 200, y: 800))
        #expect(keyboard.window == nil)
        #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])
    }

    @Test("B71: input views follow the key window's first responder; each window keeps its own first responder")
    func inputViewsFollowTheKeyWindow() {
        _ = TestWorld.input()
        let keyboard1 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        let keyboard2 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 250))
        let c1 = UIViewController(), c2 = UIViewController()
        let field1 = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let field2 = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field1.customInputView = keyboard1
        field2.customInputView = keyboard2
        c1.view.addSubview(field1)
        c2.view.addSubview(field2)
        let w1 = TestWorld.window(root: c1)
        let w2 = TestWorld.keepAlive(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        w2.rootViewController = c2
        w2.isHidden = false
        #expect(field1.becomeFirstResponder())
        #expect(field2.becomeFirstResponder())
        #expect(field1.isFirstResponder && field2.isFirstResponder)
        #expect(keyboard1.window != nil && keyboard2.window == nil, "only the key window's responder shows its views")
        w2.makeKey()
        #expect(keyboard1.window == nil && keyboard2.window != nil)
        #expect(field2.resignFirstResponder())
        w1.makeKey()
        #expect(keyboard1.window != nil, "field 1 is still first responder of the key window")
    }

    @Test("F3, B69: a responder inside the shown input view can become first responder without tearing it down")
    func responderInsideInputView() {
        _ = TestWorld.input()
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 300))
        let search = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        keyboard.addSubview(search)
        let controller = UIViewController()
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.customInputView = keyboard
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        #expect(search.becomeFirstResponder())
        #expect(search.isFirstResponder)
        #expect(search.window != nil)
        #expect(field.isFirstResponder, "the key window keeps its own first responder")
    }

    /// A controller with a chat bar: a text field in its input accessory view.
    final class ChatController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let messageField = UITextField(frame: CGRect(x: 8, y: 4, width: 300, height: 36))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.addSubview(messageField)
        }
    }

    @Test("B75: a text field inside the input accessory view can be tapped, gets the keyboard and takes typing")
    func chatBar() {
        let input = TestWorld.input()
        let controller = ChatController()
        TestWorld.window(root: controller)
        #expect(controller.becomeFirstResponder())
        #expect(controller.bar.window != nil)
        input.tap(at: input.screenPoint(of: controller.messageField))
        #expect(controller.messageField.isEditing)
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        #expect(controller.bar.window != nil, "the bar stays")
        input.type("hi")
        input.typeOnScreen("yo")
        #expect(controller.messageField.text == "hiyo")
    }

    // MARK: endEditing and removal (B73, B74)

    @Test("endEditing(false) asks the first responder to resign; endEditing(true) forces it (B73)")
    func endEditing() {
        let input = TestWorld.input()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        field.customInputView = keyboard
        container.addSubview(field)
        let unrelated = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let window = showWindow(with: [container, unrelated])

        // A willing first responder resigns.
        #expect(field.becomeFirstResponder())
        #expect(container.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(field.resignCalls == 1)

        // A first responder outside the receiver's subtree is left alone.
        #expect(field.becomeFirstResponder())
        _ = unrelated.endEditing(false)
        #expect(field.isFirstResponder)

        // A refusing one stays with endEditing(false) …
        field.refusesResign = true
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        // … and so does one whose canResignFirstResponder is false.
        field.refusesResign = false
        field.allowsResign = false
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)

        // endEditing(true) ignores both.
        field.refusesResign = true
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(keyboard.window == nil)
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test("Removing the first responder from its window makes it resign, even if it refuses (B74)")
    func removalResigns() {
        let input = TestWorld.input()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        field.customInputView = keyboard
        container.addSubview(field)
        let next = FirstResponderView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let window = showWindow(with: [container, next])

        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(field.resignCalls == 1)
        #expect(!field.isFirstResponder)
        #expect(keyboard.window == nil)

        // Removing an ancestor counts too, and a refusal does not keep it.
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.refusesResign = true
        field.allowsResign = false
        container.removeFromSuperview()
        #expect(field.resignCalls == 2)
        #expect(!field.isFirstResponder)
        #expect(window.findFirstResponder() == nil)
        #expect(keyboard.window == nil)
        #expect(next.becomeFirstResponder())  // the window is free for another
        #expect(next.resignFirstResponder())
        _ = input
    }

    @Test("B74: a callback that moves the view through another window leaves no stale first responder")
    func callbackMovesViewThroughAnotherWindow() {
        _ = TestWorld.input()
        final class Wanderer: UIView {
            var detour: UIView?
            var becomeOnArrival = false
            override var canBecomeFirstResponder: Bool { true }
            override func willMove(toSuperview newSuperview: UIView?) {
                if let detour, newSuperview !== detour {
                    self.detour = nil
                    detour.addSubview(self)
                }
            }
            override func didMoveToWindow() {
                if becomeOnArrival, window != nil { becomeFirstResponder() }
            }
        }
        let w1 = TestWorld.window(root: UIViewController())
        let w2 = TestWorld.keepAlive(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        w2.rootViewController = UIViewController()
        w2.isHidden = false
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        w1.rootViewController!.view.addSubview(a)
        w1.rootViewController!.view.addSubview(b)
        let view = Wanderer(frame: .zero)
        a.addSubview(view)
        view.detour = w2.rootViewController!.view
        view.becomeOnArrival = true
        b.addSubview(view)  // its willMove sends it to w2 first, where it becomes first responder
        #expect(view.window === w1)
        #expect(view.superview === b)
        let w2Responder = w2.rootViewController!.view.findFirstResponder()
        #expect(w2Responder == nil)
        #expect(!view.isFirstResponder || view.window === w1)
    }

    // MARK: No first responder (B72)

    @Test("With no first responder, motion and remote control go to the key window's root view controller, then the window (B72)")
    func noFirstResponderGoesToRootController() {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        log.clear()

        input.shake()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(log.entries == [
            "vc.motionBegan(motionShake)", "window.motionBegan(motionShake)",
            "vc.motionEnded(motionShake)",
            "vc.remoteControlReceived(remoteControlPlay)", "window.remoteControlReceived(remoteControlPlay)",
        ])

        // With no root view controller, the window itself is the start.
        window.rootViewController = nil
        log.clear()
        input.shake()
        input.pressRemoteControl(.remoteControlPause)
        #expect(log.entries == [
            "window.motionBegan(motionShake)", "window.remoteControlReceived(remoteControlPause)",
        ])
    }

    @Test("With no key window, motion and remote control are dropped (B72)")
    func noKeyWindowDrops() throws {
        let input = TestWorld.input()
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        // Windows an earlier test left alive could take over as key: hide them for this test.
        let others = UIApplication.shared.windows.filter { $0 !== window && !$0.isHidden }
        for other in others { other.isHidden = true }
        defer { for other in others { other.isHidden = false } }
        window.isHidden = true  // the key window goes away; no other window can take over
        try #require(UIApplication.shared.keyWindow == nil)
        window.isHidden = false  // visible again, but not key
        #expect(!window.isKeyWindow)
        log.clear()

        input.shake()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(log.entries.isEmpty)
    }
}
