import UIKit

/// A small iOS screen, written as iOS code is: buttons, gesture recognizers, a text field and key
/// commands, wired with #selector and @objc. responderkit-port moves it over.
final class ExampleViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let clearButton = UIButton(type: .system)
    let shareButton = UIButton(type: .system)
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let canvas = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 300))
    let tracker = AnalyticsTracker()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.frame = CGRect(x: 20, y: 600, width: 100, height: 44)
        clearButton.frame = CGRect(x: 140, y: 600, width: 100, height: 44)
        shareButton.frame = CGRect(x: 260, y: 600, width: 100, height: 44)
        for subview in [nameField, canvas, saveButton, clearButton, shareButton] { view.addSubview(subview) }

        saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
        saveButton.addTarget(tracker, action: #selector(AnalyticsTracker.record(_:)), for: .touchUpInside)
        clearButton.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
        nameField.addTarget(self, action: #selector(nameChanged(_:)), for: .editingChanged)
        wireShareButton()

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        canvas.addGestureRecognizer(doubleTap)
        canvas.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(ExampleViewController.handleLongPress(_:)))
        canvas.addGestureRecognizer(longPress)
        // Tap outside the field to dismiss the keyboard; the tap still reaches the views under it.
        let dismissKeyboard = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        dismissKeyboard.cancelsTouchesInView = false
        view.addGestureRecognizer(dismissKeyboard)

        addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(saveTapped(_:))))
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(cancel))] + (super.keyCommands ?? [])
    }

    @objc func saveTapped(_ sender: Any?) {
        log.append("save from \(sender is UIKeyCommand ? "⌘S" : "the button")")
    }

    @IBAction func clearTapped() {
        nameField.text = ""
        log.append("clear")
    }

    @objc func nameChanged(_ field: UITextField) {
        log.append("name \(field.text ?? "")")
    }

    @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("double tap")
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let translation = pan.translation(in: canvas)
        log.append("pan \(Int(translation.x)),\(Int(translation.y))")
    }

    @objc func handleLongPress(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { log.append("long press") }
    }

    @objc func cancel() {
        log.append("cancel")
    }

    func record(_ entry: String) { log.append(entry) }
}
