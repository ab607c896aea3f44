import UIKit

/// Settings: a table of static cells made in the storyboard, with a switch and the version.
class SettingsViewController: UITableViewController {
    @IBOutlet weak var showDoneSwitch: UISwitch!
    @IBOutlet weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        showDoneSwitch.isOn = TaskStore.shared.showsDone
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let titles = (0..<numberOfSections(in: tableView)).map { tableView(tableView, titleForHeaderInSection: $0) ?? "" }
        say("settings: \(titles.joined(separator: ", ")), version \(versionLabel.text ?? "?")")
    }

    @IBAction func showDoneChanged(_ sender: UISwitch) {
        TaskStore.shared.showsDone = sender.isOn
        say("settings: show done \(sender.isOn ? "on" : "off")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        say("settings: row \(indexPath.section).\(indexPath.row)")
    }
}
