import ResponderKit

/// Settings: a table of static cells made in the storyboard, with a switch and the version.
class SettingsViewController: UITableViewController {
    weak var showDoneSwitch: UISwitch!
    weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        showDoneSwitch.isOn = TaskStore.shared.showsDone
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let titles = (0..<numberOfSections(in: tableView)).map { tableView(tableView, titleForHeaderInSection: $0) ?? "" }
        say("settings: \(titles.joined(separator: ", ")), version \(versionLabel.text ?? "?")")
    }

    func showDoneChanged(_ sender: UISwitch) {
        TaskStore.shared.showsDone = sender.isOn
        say("settings: show done \(sender.isOn ? "on" : "off")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        say("settings: row \(indexPath.section).\(indexPath.row)")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("showDoneChanged:"): return method(SettingsViewController.showDoneChanged(_:))
        default: return super.actionMethod(for: action)
        }
    }
}
