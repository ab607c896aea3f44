import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIAlertController with a hardware keyboard and text fields: Return chooses the preferred action,
// Escape the cancel action; the first text field takes the keyboard focus when the alert appears,
// and its text is there to read in the handler (docs/Alerts.md).

@MainActor
@Suite("UIAlertController: Return, Escape and text fields")
struct AlertKeyboardTests {
    private func loginAlert(
        _ screen: AlertScreen, received: @escaping @MainActor ([String]) -> Void
    ) -> UIAlertController {
        let alert = UIAlertController(
            title: "Sign in", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in screen.log.record("Cancel") })
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in
            screen.log.record("Sign In")
            received(alert.textFields?.map { $0.text ?? "" } ?? [])
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    @Test("""
        The first text field takes the focus when the alert appears; Return chooses the preferred action, which \
        reads the fields
        """)
    func returnWithTextFields() {
        let screen = AlertScreen()
        var received: [String] = []
        let alert = loginAlert(screen) { received = $0 }
        #expect(alert.textFields?.count == 2)
        screen.present(alert)
        guard let name = alert.textFields?.first, let password = alert.textFields?.last else { return }
        #expect(name.isFirstResponder)
        screen.input.type("ada")
        screen.input.tap(at: screen.input.screenPoint(of: password))
        #expect(password.isFirstResponder)
        screen.input.type("secret")
        screen.input.pressKey(.keyboardReturnOrEnter)
        #expect(screen.log.entries.isEmpty, "the handler waits for the dismissal")
        screen.finishTransition()
        #expect(screen.log.entries == ["Sign In"])
        #expect(received == ["ada", "secret"])
        #expect(!password.isFirstResponder && alert.view.window == nil)
    }

    @Test("On a short screen the box moves above the on-screen keyboard, so its buttons still take taps")
    func boxAboveKeyboard() {
        let screen = AlertScreen(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        screen.input.resizeScreen(to: CGSize(width: 844, height: 390))
        defer { screen.input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Notes" }
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { _ in
            screen.log.record("Rename \(alert.textFields?.first?.text ?? "")")
        })
        screen.present(alert)
        guard let keyboard = UIApplication.shared.onScreenKeyboard, let rename = screen.button("Rename", in: alert)
        else {
            Issue.record("no keyboard or no button")
            return
        }
        let keyboardTop = keyboard.convert(keyboard.bounds, to: nil).minY
        #expect(rename.convert(rename.bounds, to: nil).maxY <= keyboardTop)
        screen.input.type("!")
        screen.tap("Rename", in: alert)
        screen.finishTransition()
        #expect(screen.log.entries == ["Rename Notes!"])
    }

    @Test("Escape chooses the cancel action, also while a text field has the focus")
    func escapeCancels() {
        let screen = AlertScreen()
        let alert = loginAlert(screen) { _ in }
        screen.present(alert)
        screen.input.type("x")
        screen.input.pressKey(.keyboardEscape)
        screen.finishTransition()
        #expect(screen.log.entries == ["Cancel"])
        #expect(alert.textFields?.first?.text == "x", "Escape typed nothing")
    }

    @Test("Without text fields the alert takes the focus from the presenter's field, so Return and Escape reach it")
    func keysWithoutTextFields() {
        let screen = AlertScreen()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
        screen.home.view.addSubview(field)
        screen.input.tap(at: CGPoint(x: 195, y: 122))
        #expect(field.isFirstResponder)
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in screen.log.record("OK") })
        screen.present(alert)
        #expect(!field.isFirstResponder && alert.isFirstResponder)
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.finishTransition()
        #expect(screen.log.entries == ["OK"], "Return chose the only default action")
        #expect(field.text == "", "the presenter's field typed nothing")
    }

    @Test("""
        Return does nothing when the preferred action is disabled, or with two default actions and none preferred; \
        Escape does nothing without a cancel action
        """)
    func keysWithNothingToChoose() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .alert)
        let first = UIAlertAction(title: "First", style: .default) { _ in screen.log.record("First") }
        alert.addAction(first)
        alert.addAction(UIAlertAction(title: "Second", style: .default) { _ in screen.log.record("Second") })
        screen.present(alert)
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.input.pressKey(.keyboardEscape)
        alert.preferredAction = first
        first.isEnabled = false
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.finishTransition()
        #expect(screen.log.entries.isEmpty && alert.view.window != nil)
        first.isEnabled = true
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.finishTransition()
        #expect(screen.log.entries == ["First"])
    }

    @Test("Return twice, or Return then Escape, chooses once")
    func keysChooseOnce() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Once", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in screen.log.record("OK") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in screen.log.record("Cancel") })
        screen.present(alert)
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.input.pressKey(.keyboardReturnOrEnter)
        screen.input.pressKey(.keyboardEscape)
        screen.finishTransition()
        #expect(screen.log.entries == ["OK"])
    }
}
