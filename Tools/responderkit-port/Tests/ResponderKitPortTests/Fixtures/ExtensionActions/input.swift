import UIKit

class SettingsViewController: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggle)
        setUpActions()
    }
}

// MARK: - Actions

extension SettingsViewController {
    func setUpActions() {
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
    }

    @objc private func toggleChanged(_ sender: UISwitch) {
        print(sender.isOn)
    }
}
