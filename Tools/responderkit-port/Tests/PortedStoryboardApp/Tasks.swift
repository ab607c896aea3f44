import ResponderKit

// The Tasks app's code as `responderkit-port` ports it from iOS: outlets are plain properties the
// storyboard's translation assigns, and the `@IBAction`s are cases of `actionMethod(for:)`.

/// The app's tasks.
@MainActor
final class TaskStore {
    static let shared = TaskStore()
    var titles = ["Buy milk", "Call Ada", "Water the plants"]
    var done: Set<String> = []
}

final class TaskCell: UITableViewCell {
    weak var titleLabel: UILabel!
}

/// The list's header, from TaskHeaderView.xib.
final class TaskHeaderView: UIView {
    weak var clearButton: UIButton!
}

final class TaskListViewController: UITableViewController {
    let store = TaskStore.shared
    private(set) var lastUnwind: String?
    weak var headerCountLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = Bundle.main.loadNibNamed("TaskHeaderView", owner: self, options: nil)?.first as? UIView
        updateHeader()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateHeader()
    }

    func updateHeader() {
        headerCountLabel?.text = "\(store.titles.count) tasks, \(store.done.count) done"
    }

    func clearDone(_ sender: UIButton) {
        store.done.removeAll()
        updateHeader()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath) as! TaskCell
        cell.titleLabel.text = store.titles[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showTask", let cell = sender as? TaskCell, let indexPath = tableView.indexPath(for: cell),
           let detail = segue.destination as? TaskDetailViewController {
            detail.taskTitle = store.titles[indexPath.row]
        }
    }

    func unwindToList(_ segue: UIStoryboardSegue) {
        lastUnwind = segue.identifier
        guard segue.identifier == "save", let editor = segue.source as? TaskEditorViewController,
              let title = editor.titleField.text, !title.isEmpty else { return }
        if let original = editor.originalTitle, let index = store.titles.firstIndex(of: original) {
            store.titles[index] = title
        } else {
            store.titles.append(title)
        }
        tableView.reloadData()
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("unwindToList:"): return method(TaskListViewController.unwindToList)
        case Selector("clearDone:"): return method(TaskListViewController.clearDone)
        default: return super.actionMethod(for: action)
        }
    }
}

final class TaskDetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var doneSwitch: UISwitch!
    weak var containerHeight: NSLayoutConstraint!
    var controls: [UIControl] = []
    var taskTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = taskTitle
        doneSwitch.isOn = TaskStore.shared.done.contains(taskTitle ?? "")
    }

    func doneChanged(_ sender: UISwitch) {
        guard let taskTitle else { return }
        if sender.isOn { TaskStore.shared.done.insert(taskTitle) } else { TaskStore.shared.done.remove(taskTitle) }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "rename", let navigation = segue.destination as? UINavigationController,
           let editor = navigation.topViewController as? TaskEditorViewController {
            editor.originalTitle = taskTitle
        }
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("doneChanged:"): return method(TaskDetailViewController.doneChanged)
        default: return super.actionMethod(for: action)
        }
    }
}

final class SummaryViewController: UIViewController {}

final class TaskEditorViewController: UIViewController {
    weak var titleField: UITextField!
    weak var saveButton: UIBarButtonItem!
    var originalTitle: String?
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = originalTitle
        saveButton.isEnabled = originalTitle != nil
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
        case Selector("titleChanged:"): return method(TaskEditorViewController.titleChanged)
        case Selector("backgroundTapped:"): return method(TaskEditorViewController.backgroundTapped)
        default: return super.actionMethod(for: action)
        }
    }
}
