import ResponderKit

class SettingsViewController: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggle)
        setUpActions()
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("toggleChanged:"): return method(SettingsViewController.toggleChanged(_:))
        default: return super.actionMethod(for: action)
        }
    }
}

// MARK: - Actions

extension SettingsViewController {
    func setUpActions() {
        toggle.addTarget(self, action: Selector("toggleChanged:"), for: .valueChanged)
    }

    private func toggleChanged(_ sender: UISwitch) {
        print(sender.isOn)
    }
}
