import ResponderKit

class TaskDetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var doneSwitch: UISwitch!
    weak var containerHeight: NSLayoutConstraint!
    var controls: [UIControl]!
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

    func doneChanged(_ sender: UISwitch) {
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

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("doneChanged:"): return method(TaskDetailViewController.doneChanged(_:))
        default: return super.actionMethod(for: action)
        }
    }
}

class SummaryViewController: UIViewController {}
