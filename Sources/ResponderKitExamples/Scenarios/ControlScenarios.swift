import Foundation
import ResponderKit

// Article A: "when the user taps a UIButton, its action reaches its target whatever the first
// responder is", and "a UITextField that becomes first responder brings up a keyboard".

final class NotesViewController: UIViewController, UITextFieldDelegate {
    let titleField = UITextField(frame: CGRect(x: 20, y: 80, width: 350, height: 44))
    let saveButton = UIButton(type: .system)
    let nightSwitch = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.placeholder = "Title"
        titleField.delegate = self
        titleField.addTarget(self, action: "titleChanged:", for: .editingChanged)
        saveButton.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: "save:", for: .touchUpInside)
        nightSwitch.addAction(UIAction { action in
            print("switch: valueChanged, isOn = \((action.sender as? UISwitch)?.isOn ?? false)")
        }, for: .valueChanged)
        view.addSubview(titleField)
        view.addSubview(saveButton)
        view.addSubview(nightSwitch)
    }

    // iOS: @objc func save(_ sender: Any?) / @objc func titleChanged(_ sender: UITextField)
    func save(_ sender: Any?) {
        print("save: sent by the button; the first responder is still the text field: \(titleField.isFirstResponder)")
    }

    func titleChanged(_ sender: Any?) {
        print("editingChanged: text = \"\(titleField.text ?? "")\"")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "save:": return method(NotesViewController.save)
        case "titleChanged:": return method(NotesViewController.titleChanged)
        default: return super.actionMethod(for: action)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        print("delegate: textFieldDidBeginEditing")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        print("delegate: textFieldShouldReturn → true")
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("delegate: textFieldDidEndEditing, text = \"\(textField.text ?? "")\"")
    }
}

/// A view that can copy: the nil-targeted `copy:` finds it as the first responder.
final class QuoteView: UIView {
    var quote = "摸我干啥！"
    override var canBecomeFirstResponder: Bool { true }

    // iOS: @objc override func copy(_ sender: Any?) { UIPasteboard.general.string = quote }
    func copy(_ sender: Any?) {
        UIPasteboard.general.string = quote
        print("QuoteView.copy(_:) — the pasteboard now holds \"\(quote)\"")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case .copy: return method(QuoteView.copy)
        default: return super.actionMethod(for: action)
        }
    }
}

/// A controller with a key command: ⌘R reloads.
final class ReloadingViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Reload", action: "reload:", input: "r", modifierFlags: .command)]
    }

    func reload(_ sender: Any?) {
        print("reload: sent by the key command \((sender as? UIKeyCommand)?.title ?? "?")")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "reload:" ? method(ReloadingViewController.reload) : super.actionMethod(for: action)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { print("pressesBegan: \(press.key?.characters ?? "?")") }
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { print("pressesEnded: \(press.key?.characters ?? "?")") }
        super.pressesEnded(presses, with: event)
    }
}

extension SeedScenarios {
    static let buttonWithFirstResponder = Scenario(
        name: "button-action",
        title: "A button's action reaches its target whatever the first responder is",
        claim:
            "Tapping a UIButton sends its action to its target while a text field stays first responder (F7, "
                + "B89–B93); a switch sends valueChanged."
    ) { context in
        let controller = NotesViewController()
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.titleField))
        context.input.tap(at: context.center(of: controller.saveButton))
        context.input.tap(at: context.center(of: controller.nightSwitch))
        _ = window
    }

    static let typing = Scenario(
        name: "typing",
        title: "Typing into a text field: hardware keys and the on-screen keyboard",
        claim:
            """
                A tapped text field becomes first responder and brings up a keyboard (Article A); unhandled hardware \
                keys and on-screen keys both type into it (B139, B140); Return ends editing when the delegate agrees.
                """
    ) { context in
        let controller = NotesViewController()
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.titleField))
        let keyboard = UIApplication.shared.onScreenKeyboard
        context.note(
            "the on-screen keyboard is shown: \(keyboard != nil), \(Int(keyboard?.frame.height ?? 0)) points high")
        context.input.type("Hi")
        context.input.typeOnScreen(" there")
        context.input.type("\u{8}")
        context.input.type("\n")
        context.note("after Return: the keyboard is shown: \(UIApplication.shared.onScreenKeyboard != nil)")
        _ = window
    }

    static let nilTargetedCopy = Scenario(
        name: "copy",
        title: "Copy through a nil-targeted action",
        claim:
            "sendAction(.copy, to: nil, …) starts at the first responder and goes up the chain to the first "
                + "responder that can perform copy: (B82–B85)."
    ) { context in
        let controller = UIViewController()
        let quote = QuoteView(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        controller.view.addSubview(quote)
        let window = context.showWindow(root: controller)
        let nobody = UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)
        context.note("with no first responder, nobody could copy: sendAction returned \(nobody)")
        quote.becomeFirstResponder()
        context.note("quote view becomes first responder")
        let sent = UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)
        context.note("sendAction(.copy, to: nil, from: nil, for: nil) returned \(sent)")
        quote.quote = "哎呀，不要拽人家！"
        context.note("⌘C on the hardware keyboard sends copy: the same way")
        context.input.pressKey(.keyboardC, modifiers: .command)
        _ = window
    }

    static let keyCommand = Scenario(
        name: "key-command",
        title: "A key command",
        claim:
            "A key down matching a key command runs the command's action and is not delivered as a press (B138); "
                + "other keys arrive as presses (B132, B136)."
    ) { context in
        let window = context.showWindow(root: ReloadingViewController())
        context.input.pressKey(.keyboardR, modifiers: .command)
        context.input.pressKey(.keyboardR)
        _ = window
    }
}
