import UIKit

class TaskDetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var doneSwitch: UISwitch!
    @IBOutlet weak var containerHeight: NSLayoutConstraint!
    @IBOutlet var controls: [UIControl]!
    var taskTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = taskTitle
        titleLabel.textColor = UIColor(named: "Brand")
        doneSwitch.isOn = TaskStore.shared.done.contains(taskTitle ?? "")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("detail: \(taskTitle ?? "-")")
    }

    @IBAction func doneChanged(_ sender: UISwitch) {
        guard let taskTitle else { return }
        if sender.isOn { TaskStore.shared.done.insert(taskTitle) } else { TaskStore.shared.done.remove(taskTitle) }
        say("done: \(taskTitle) \(sender.isOn ? "on" : "off")")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "rename", let navigation = segue.destination as? UINavigationController,
           let editor = navigation.topViewController as? TaskEditorViewController {
            editor.originalTitle = taskTitle
        }
    }
}

class SummaryViewController: UIViewController {}
