import ResponderKit

@MainActor
protocol NoteEditorDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave text: String)
}

/// A sheet with a text field: Return saves.
final class NoteEditorViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: NoteEditorDelegate?
    private let field = UITextField(frame: CGRect(x: 20, y: 40, width: 350, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        field.placeholder = "A note"
        field.delegate = self
        view.addSubview(field)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.noteEditor(self, didSave: textField.text ?? "")
        return false
    }
}
