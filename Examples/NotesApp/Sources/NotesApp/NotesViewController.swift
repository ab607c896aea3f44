import ResponderKit

/// A list of notes, a button that presents the editor as a sheet, and one that loads the saved notes
/// with `async`/`await` and says so in a banner that `asyncAfter` hides — the ways iOS code starts
/// work from an action (issue 27).
final class NotesViewController: UIViewController, NoteEditorDelegate {
    private let list = UIScrollView()
    private let addButton = UIButton(type: .system)
    private let loadButton = UIButton(type: .system)
    private let banner = UILabel()
    private let store = NoteStore()
    private var notes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.frame = CGRect(x: 20, y: 40, width: 160, height: 44)
        addButton.setTitle("New note", for: .normal)
        addButton.addAction(UIAction { [unowned self] _ in self.newNote() }, for: .touchUpInside)
        view.addSubview(addButton)
        loadButton.frame = CGRect(x: 200, y: 40, width: 160, height: 44)
        loadButton.setTitle("Load", for: .normal)
        loadButton.addTarget(self, action: Selector("loadNotes"), for: .touchUpInside)
        view.addSubview(loadButton)
        banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 36)
        banner.backgroundColor = .yellow
        list.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100)
        view.addSubview(list)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("loadNotes") { return { [weak self] _, _ in self?.loadNotes() } }
        return super.actionMethod(for: action)
    }

    /// The Load button's action: the read runs while the screen stays responsive; the list and a
    /// banner appear when it is done, and the banner goes away by itself.
    func loadNotes() {
        say("loading")
        loadButton.isEnabled = false
        Task {
            let loaded = await store.load()
            notes = loaded
            showRows()
            loadButton.isEnabled = true
            say("loaded \(loaded.count) notes")
            showBanner("Loaded \(loaded.count) notes")
        }
    }

    private func showBanner(_ text: String) {
        banner.text = text
        view.addSubview(banner)
        say("banner shown")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.banner.removeFromSuperview()
            say("banner hidden")
        }
    }

    private func showRows() {
        list.subviews.forEach { $0.removeFromSuperview() }
        for (index, note) in notes.enumerated() {
            let row = UILabel(frame: CGRect(x: 20, y: CGFloat(index) * 44, width: view.bounds.width - 40, height: 44))
            row.text = note
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: view.bounds.width, height: CGFloat(notes.count) * 44)
    }

    private func newNote() {
        say("new note")
        let editor = NoteEditorViewController()
        editor.delegate = self
        present(editor, animated: true) { say("editor shown") }
    }

    func noteEditor(_ editor: NoteEditorViewController, didSave text: String) {
        notes.append(text)
        showRows()
        Task { await store.save(text) }
        say("saved \"\(text)\"; \(notes.count) note\(notes.count == 1 ? "" : "s")")
        dismiss(animated: true) { say("editor closed") }
    }
}
