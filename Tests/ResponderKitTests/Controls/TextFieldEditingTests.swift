import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITextField: becoming first responder by a tap or in code, the delegate's say over beginning and
// ending, Return, and moving to another field (B67, B73, B74, B96, F8).

@MainActor
@Suite("UITextField: beginning and ending editing (B67, B73, B74, F8)")
struct TextFieldEditingTests {
    private static let fieldFrame = CGRect(x: 20, y: 80, width: 350, height: 44)
    private static let fieldCenter = CGPoint(x: 195, y: 102)

    // MARK: Beginning to edit

    @Test("Tapping a field makes it first responder: shouldBegin, didBegin, editingDidBegin (B67, F8)")
    func tapBeginsEditing() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        #expect(!field.isEditing)

        input.tap(at: Self.fieldCenter)
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(log.entries.first == "shouldBeginEditing")
        #expect(log.entries.contains("didBeginEditing(first: true)"))
        #expect(log.entries.filter { $0 == "editingDidBegin" }.count == 1)
        #expect(log.entries.count == 3)

        // Tapping it again while editing begins nothing new.
        log.clear()
        input.advance(by: 2)
        input.tap(at: Self.fieldCenter)
        #expect(log.entries.isEmpty)
        #expect(field.isFirstResponder)
        withExtendedLifetime(delegate) {}
    }

    @Test("textFieldShouldBeginEditing returning false keeps the field from becoming first responder")
    func shouldBeginFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        delegate.allowsBegin = false
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])

        input.tap(at: Self.fieldCenter)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries == ["shouldBeginEditing", "shouldBeginEditing"])
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("A disabled field cannot become first responder, by a tap or by code (B96)")
    func disabledFieldCannotEdit() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        field.isEnabled = false
        showWindow(with: [field])

        #expect(!field.canBecomeFirstResponder)
        input.tap(at: Self.fieldCenter)
        #expect(!field.isFirstResponder)
        #expect(!field.becomeFirstResponder())
        #expect(log.entries.isEmpty)
        #expect(UIApplication.shared.onScreenKeyboard == nil)

        field.isEnabled = true
        #expect(field.canBecomeFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["editingDidBegin"])
    }

    final class ResigningDelegate: UITextFieldDelegate {
        func textFieldDidBeginEditing(_ textField: UITextField) { textField.resignFirstResponder() }
    }

    @Test("""
        A delegate that resigns in didBeginEditing: becomeFirstResponder reports false and no editingDidBegin \
        follows the end
        """)
    func delegateResignsInDidBegin() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        let delegate = ResigningDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isFirstResponder)
        #expect(events == ["end"])
    }

    // MARK: Return and ending

    @Test("""
        Return: shouldReturn true sends editingDidEndOnExit, then the field resigns with editingDidEnd; the \
        keyboard goes
        """)
    func returnEndsEditing() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("hi")
        log.clear()

        input.type("\n")
        #expect(field.text == "hi")  // Return types nothing into a single-line field
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(UIApplication.shared.onScreenKeyboard == nil)
        let entries = log.entries
        #expect(entries.first == "shouldReturn")
        #expect(entries.contains("didEndEditing(first: false)"))
        if let exit = entries.firstIndex(of: "editingDidEndOnExit"),
           let end = entries.firstIndex(of: "editingDidEnd"),
           let should = entries.firstIndex(of: "shouldEndEditing") {
            #expect(exit < should)
            #expect(should < end)
        } else {
            Issue.record("missing events: \(entries)")
        }
        #expect(entries.count == 5)
        withExtendedLifetime(delegate) {}
    }

    @Test("Return on the on-screen keyboard does the same as the hardware key")
    func onScreenReturn() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        log.clear()

        #expect(input.typeOnScreen("ok\n"))
        #expect(field.text == "ok")
        #expect(!field.isFirstResponder)
        #expect(log.entries == ["editingChanged(o)", "editingChanged(ok)", "editingDidEndOnExit", "editingDidEnd"])
        #expect(UIApplication.shared.onScreenKeyboard == nil)
    }

    @Test("Return with textFieldShouldReturn false: the field stays first responder and sends nothing")
    func returnRefused() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let delegate = FieldDelegate(log: log)
        delegate.allowsReturn = false
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field])
        input.tap(at: Self.fieldCenter)
        input.type("hi")
        log.clear()

        input.type("\n")
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(field.text == "hi")
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        withExtendedLifetime(delegate) {}
    }

    @Test(
        "textFieldShouldEndEditing false keeps the field first responder against resign and other fields (B67 step 4)")
    func shouldEndFalse() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
        let delegate = FieldDelegate(log: log)
        field.delegate = delegate
        recordEditing(of: field, into: log)
        showWindow(with: [field, other])
        input.tap(at: Self.fieldCenter)
        delegate.allowsEnd = false
        log.clear()

        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        input.tap(at: input.screenPoint(of: other))
        #expect(field.isFirstResponder)
        #expect(!other.isFirstResponder)
        #expect(!log.entries.contains("editingDidEnd"))
        #expect(!log.entries.contains { $0.hasPrefix("didEndEditing") })
        #expect(log.entries.contains("shouldEndEditing"))

        delegate.allowsEnd = true
        input.advance(by: 2)
        input.tap(at: input.screenPoint(of: other))
        #expect(other.isFirstResponder)
        #expect(!field.isFirstResponder)
        #expect(log.entries.contains("editingDidEnd"))
        withExtendedLifetime(delegate) {}
    }

    @Test("Moving first responder to another field ends editing in the first one and begins it in the other")
    func switchingFields() {
        let input = TestWorld.input()
        let log = EventLog()
        let field = UITextField(frame: Self.fieldFrame)
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 350, height: 44))
        recordEditing(of: field, into: log)
        other.addAction(UIAction { _ in log.record("other.editingDidBegin") }, for: .editingDidBegin)
        showWindow(with: [field, other])

        input.tap(at: Self.fieldCenter)
        input.advance(by: 2)
        input.tap(at: input.screenPoint(of: other))
        #expect(log.entries == ["editingDidBegin", "editingDidEnd", "other.editingDidBegin"])
        #expect(UIApplication.shared.onScreenKeyboard != nil)
        input.type("z")
        #expect(other.text == "z")
        #expect(field.text == "")
    }

    final class RefusingDelegate: UITextFieldDelegate {
        var calls: [String] = []
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("didEnd(\(reason))")
        }
    }

    @Test("""
        B73, B74: a text field made to resign (endEditing(true)) ends editing and says so, although its delegate \
        refused
        """)
    func forcedResignEndsEditing() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        let window = TestWorld.window(root: controller)
        let delegate = RefusingDelegate()
        field.delegate = delegate
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder())
        #expect(!field.resignFirstResponder())
        #expect(window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(ended == 1)
        #expect(delegate.calls == ["didEnd(committed)"])
    }
}
