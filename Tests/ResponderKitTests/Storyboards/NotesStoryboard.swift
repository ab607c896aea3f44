import ResponderKit

// A small notes app as iOS code, and its Main.storyboard as `responderkit-port` translates it: a
// navigation controller whose root lists notes (a prototype cell whose selection shows the detail),
// a detail screen with outlets, an Edit button presenting an editor modally in its own navigation
// controller, Save and Cancel bar items that unwind to the list, and a container view embedding a
// summary. The tests drive it as a person would.

/// What the app's controllers did, in order.
@MainActor
final class NotesLog {
    static var entries: [String] = []
}

final class NotesListViewController: UITableViewController {
    var notes = ["Milk", "Eggs", "Bread"]
    var savedTitle: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        NotesLog.entries.append("list.awakeFromNib loaded=\(isViewLoaded)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotesLog.entries.append("list.viewDidLoad")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.titleLabel.text = notes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        NotesLog.entries.append("list.didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        NotesLog.entries.append("list.shouldPerformSegue \(identifier)")
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        NotesLog.entries.append("list.prepare \(segue.identifier ?? "-")")
        if segue.identifier == "showNote", let cell = sender as? UITableViewCell,
           let indexPath = tableView.indexPath(for: cell), let detail = segue.destination as? NoteDetailViewController {
            detail.note = notes[indexPath.row]
        }
    }

    /// The unwind action of the editor's Save and Cancel (`@IBAction func unwindToList(_:)` on iOS).
    func unwindToList(_ segue: UIStoryboardSegue) {
        NotesLog.entries.append("list.unwindToList \(segue.identifier ?? "-") from \(type(of: segue.source))")
        if let editor = segue.source as? NoteEditorViewController, segue.identifier == "save" {
            savedTitle = editor.titleField.text
        }
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("unwindToList:"): return method(NotesListViewController.unwindToList)
        default: return super.actionMethod(for: action)
        }
    }
}

final class NoteCell: UITableViewCell {
    var titleLabel: UILabel!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class NoteDetailViewController: UIViewController {
    var note: String?
    var noteLabel: UILabel!
    var editButton: UIButton!
    var summary: SummaryViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        noteLabel.text = note
        NotesLog.entries.append("detail.viewDidLoad summary=\(summary != nil)")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        NotesLog.entries.append("detail.prepare \(segue.identifier ?? "-")")
        if let summary = segue.destination as? SummaryViewController { self.summary = summary }
        if let navigation = segue.destination as? UINavigationController,
           let editor = navigation.topViewController as? NoteEditorViewController {
            editor.initialTitle = note
        }
    }
}

final class SummaryViewController: UIViewController {}

final class NoteEditorViewController: UIViewController {
    var initialTitle: String?
    var titleField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = initialTitle
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        NotesLog.entries.append("editor.prepare \(segue.identifier ?? "-")")
    }
}

/// Main.storyboard, translated.
@MainActor
enum MainStoryboard {
    static let translation = UIStoryboard.Translation(name: "Main", initialSceneID: "nav-1", scenes: [
            UIStoryboard.Scene(
                id: "nav-1", make: { UINavigationController(coder: $0) },
                configure: { controller, storyboard in
            let navigation = controller as! UINavigationController
                    if let root = storyboard.instantiateScene(withID: "list-1") {
                        navigation.setViewControllers([root], animated: false)
                    }
        }),
            UIStoryboard.Scene(
                id: "list-1", storyboardIdentifier: "NotesList", make: { NotesListViewController(coder: $0) },
                           configure: { controller, _ in controller.navigationItem.title = "Notes" },
                           loadView: loadList,
                segues: [
                    UIStoryboard.SegueTemplate(
                        id: "seg-show", identifier: "showNote", kind: .show, destinationSceneID: "detail-1")
                ]),
            UIStoryboard.Scene(
                id: "detail-1", storyboardIdentifier: "NoteDetail", make: { NoteDetailViewController(coder: $0) },
                           loadView: loadDetail,
                segues: [
                    UIStoryboard.SegueTemplate(
                        id: "seg-edit", identifier: "edit", kind: .presentModally(.fullScreen, .coverVertical),
                        destinationSceneID: "editnav-1"),
                    UIStoryboard.SegueTemplate(
                        id: "seg-embed", identifier: "summary", kind: .embed, destinationSceneID: "summary-1"),
                ]),
        UIStoryboard.Scene(id: "summary-1", make: { SummaryViewController(coder: $0) }),
            UIStoryboard.Scene(
                id: "editnav-1", make: { UINavigationController(coder: $0) },
                configure: { controller, storyboard in
            let navigation = controller as! UINavigationController
                    if let root = storyboard.instantiateScene(withID: "editor-1") {
                        navigation.setViewControllers([root], animated: false)
                    }
        }),
            UIStoryboard.Scene(
                id: "editor-1", make: { NoteEditorViewController(coder: $0) },
                configure: { controller, storyboard in
            let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
            let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
            controller.navigationItem.rightBarButtonItem = save
            controller.navigationItem.leftBarButtonItem = cancel
            storyboard.connectSegue("seg-save", from: save, owner: controller)
            storyboard.connectSegue("seg-cancel", from: cancel, owner: controller)
        }, loadView: loadEditor,
                segues: [
                    UIStoryboard.SegueTemplate(
                        id: "seg-save", identifier: "save", kind: .unwind(action: Selector("unwindToList:"))),
                    UIStoryboard.SegueTemplate(
                        id: "seg-cancel", identifier: "cancel", kind: .unwind(action: Selector("unwindToList:"))),
                ]),
    ])

    static func loadList(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! NotesListViewController
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.rowHeight = 44
        tableView.dataSource = owner
        tableView.delegate = owner
        tableView.register(UINib(translatedName: "NoteCell", instantiate: { [weak owner] _, _ in
            guard let owner else { return [] }
            let cell = NoteCell(coder: StoryboardCoder())!
            let label = UILabel(frame: CGRect(x: 16, y: 11, width: 300, height: 21))
            cell.contentView.addSubview(label)
            cell.titleLabel = label
            storyboard.connectSegue("seg-show", selectionOf: cell, owner: owner)
            cell.awakeFromNib()
            return [cell]
        }), forCellReuseIdentifier: "NoteCell")
        owner.tableView = tableView
        return tableView
    }

    static func loadDetail(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! NoteDetailViewController
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 30))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        button.setTitle("Edit", for: .normal)
        let container = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 200))
        view.addSubview(label)
        view.addSubview(button)
        view.addSubview(container)
        owner.noteLabel = label
        owner.editButton = button
        storyboard.connectSegue("seg-edit", from: button, owner: owner)
        storyboard.embed("seg-embed", in: container, owner: owner)
        return view
    }

    static func loadEditor(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! NoteEditorViewController
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 350, height: 34))
        view.addSubview(field)
        owner.titleField = field
        return view
    }
}
