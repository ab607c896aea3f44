import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Input views: a first responder's inputView and inputAccessoryView, shown at the bottom of its
// window while it is first responder of the key window (F8, B69, B71, B75).

@MainActor
@Suite("First responder: input views (F8, B69, B71, B75)")
struct InputViewTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: Input views (F8, B75)

    @Test(
        "Becoming first responder shows inputView at the bottom, full width, and the accessory directly above (F8, B75)"
    )
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
}
