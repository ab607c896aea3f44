import ResponderKit

/// A list of notes and a button that presents the editor as a sheet.
final class NotesViewController: UIViewController, NoteEditorDelegate {
    private let list = UIScrollView()
    private let addButton = UIButton(type: .system)
    private var notes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.frame = CGRect(x: 20, y: 40, width: 160, height: 44)
        addButton.setTitle("New note", for: .normal)
        addButton.addAction(UIAction { [unowned self] _ in self.newNote() }, for: .touchUpInside)
        view.addSubview(addButton)
        list.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100)
        view.addSubview(list)
    }

    private func newNote() {
        say("new note")
        let editor = NoteEditorViewController()
        editor.delegate = self
        present(editor, animated: true) { say("editor shown") }
    }

    func noteEditor(_ editor: NoteEditorViewController, didSave text: String) {
        notes.append(text)
        let row = UILabel(frame: CGRect(x: 20, y: CGFloat(notes.count - 1) * 44, width: view.bounds.width - 40, height: 44))
        row.text = text
        list.addSubview(row)
        list.contentSize = CGSize(width: view.bounds.width, height: CGFloat(notes.count) * 44)
        say("saved \"\(text)\"; \(notes.count) note\(notes.count == 1 ? "" : "s")")
        dismiss(animated: true) { say("editor closed") }
    }
}
