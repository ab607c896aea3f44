import ResponderKit

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

        saveButton.addTarget(self, action: Selector("saveTapped:"), for: .touchUpInside)
        saveButton.addTarget(tracker, action: Selector("record:"), for: .touchUpInside)
        clearButton.addTarget(self, action: Selector("clearTapped"), for: .touchUpInside)
        nameField.addTarget(self, action: Selector("nameChanged:"), for: .editingChanged)
        wireShareButton()

        let doubleTap = UITapGestureRecognizer(target: self, action: Selector("handleDoubleTap:"))
        doubleTap.numberOfTapsRequired = 2
        canvas.addGestureRecognizer(doubleTap)
        canvas.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:")))
        let longPress = UILongPressGestureRecognizer(target: self, action: Selector("handleLongPress:"))
        canvas.addGestureRecognizer(longPress)
        // Tap outside the field to dismiss the keyboard; the tap still reaches the views under it.
        let dismissKeyboard = UITapGestureRecognizer(target: view, action: Selector("endEditing:"))
        dismissKeyboard.cancelsTouchesInView = false
        view.addGestureRecognizer(dismissKeyboard)

        addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("saveTapped:")))
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("cancel"))] + (super.keyCommands ?? [])
    }

    func saveTapped(_ sender: Any?) {
        log.append("save from \(sender is UIKeyCommand ? "⌘S" : "the button")")
    }

    func clearTapped() {
        nameField.text = ""
        log.append("clear")
    }

    func nameChanged(_ field: UITextField) {
        log.append("name \(field.text ?? "")")
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        log.append("double tap")
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let translation = pan.translation(in: canvas)
        log.append("pan \(Int(translation.x)),\(Int(translation.y))")
    }

    func handleLongPress(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { log.append("long press") }
    }

    func cancel() {
        log.append("cancel")
    }

    func record(_ entry: String) { log.append(entry) }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("saveTapped:"): return method(ExampleViewController.saveTapped(_:))
        case Selector("clearTapped"): return method(ExampleViewController.clearTapped)
        case Selector("nameChanged:"): return method(ExampleViewController.nameChanged(_:))
        case Selector("handleDoubleTap:"): return method(ExampleViewController.handleDoubleTap(_:))
        case Selector("handlePan:"): return method(ExampleViewController.handlePan(_:))
        case Selector("handleLongPress:"): return method(ExampleViewController.handleLongPress(_:))
        case Selector("cancel"): return method(ExampleViewController.cancel)
        case Selector("shareTapped:forEvent:"): return method(ExampleViewController.shareTapped(_:forEvent:))
        default: return super.actionMethod(for: action)
        }
    }
}
