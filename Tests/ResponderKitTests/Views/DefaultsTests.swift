import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Default values of UIView, UIResponder and UIWindow (B147, B148, B150).
// UIGestureRecognizer (B149) and UIControl (B150's first half) defaults are checked with those types.

@MainActor
@Suite("Defaults of UIView, UIResponder and UIWindow (B147, B148, B150)")
struct DefaultsTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

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
}
