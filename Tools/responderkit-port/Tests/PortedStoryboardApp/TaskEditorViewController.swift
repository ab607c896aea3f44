import ResponderKit

class TaskEditorViewController: UIViewController {
    weak var titleField: UITextField!
    weak var saveButton: UIBarButtonItem!
    var originalTitle: String?
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = originalTitle
        saveButton.isEnabled = originalTitle != nil
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("editor: \(titleField.text ?? "")")
    }

    func titleChanged(_ sender: UITextField) {
        edits += 1
        saveButton.isEnabled = !(sender.text ?? "").isEmpty
    }

    func backgroundTapped(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("titleChanged:"): return method(TaskEditorViewController.titleChanged(_:))
        case Selector("backgroundTapped:"): return method(TaskEditorViewController.backgroundTapped(_:))
        default: return super.actionMethod(for: action)
        }
    }
}
