import UIKit
import os.log

private let log = Logger(subsystem: "com.example.Tasks", category: "list")

class TaskCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}

/// The list's header, from TaskHeaderView.xib.
class TaskHeaderView: UIView {
    @IBOutlet weak var clearButton: UIButton!
}

class TaskListViewController: UITableViewController {
    let store = TaskStore.shared
    private(set) var lastUnwind: String?
    @IBOutlet private weak var headerCountLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = Bundle.main.loadNibNamed("TaskHeaderView", owner: self, options: nil)?.first as? UIView
        updateHeader()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateHeader()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("list: \(store.titles.joined(separator: ", "))")
    }

    func updateHeader() {
        headerCountLabel?.text = String(format: NSLocalizedString("header.count", comment: "The list header: tasks, done"),
                                        store.titles.count, store.done.count)
    }

    var headerText: String? { headerCountLabel?.text }

    @IBAction func clearDone(_ sender: UIButton) {
        store.done.removeAll()
        updateHeader()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath) as! TaskCell
        cell.titleLabel.text = store.titles[indexPath.row]
        cell.imageView?.image = store.done.contains(store.titles[indexPath.row]) ? UIImage(named: "Checkmark") : nil
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showTask", let cell = sender as? TaskCell, let indexPath = tableView.indexPath(for: cell),
           let detail = segue.destination as? TaskDetailViewController {
            detail.taskTitle = store.titles[indexPath.row]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        lastUnwind = segue.identifier
        say("unwound: \(segue.identifier ?? "-")")
        guard segue.identifier == "save", let editor = segue.source as? TaskEditorViewController,
              let title = editor.titleField.text, !title.isEmpty else { return }
        if let original = editor.originalTitle, let index = store.titles.firstIndex(of: original) {
            store.titles[index] = title
            log.info("renamed task \(index) to \(title, privacy: .public)")
        } else {
            store.titles.append(title)
            log.info("added task \(self.store.titles.count - 1): \(title)")
        }
        tableView.reloadData()
    }
}
