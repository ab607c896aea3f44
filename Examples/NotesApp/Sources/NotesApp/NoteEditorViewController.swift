import ResponderKit

@MainActor
protocol NoteEditorDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave text: String)
}

/// A sheet with a text field across it (constraints to the safe area's edges): Return saves.
final class NoteEditorViewController: UIViewController, UITextFieldDelegate {
    weak var delegate: NoteEditorDelegate?
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        field.placeholder = "A note"
        field.delegate = self
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            field.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
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
