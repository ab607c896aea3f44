import ResponderKit

// `#selector` of methods without `@objc` (iOS code that relied on `@objcMembers` elsewhere, or a
// recognizer's action): each still gets its case, so the action arrives.
class ProfileViewController: UIViewController {
    let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("avatarTapped")))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("edit:"))
    }

    func avatarTapped() {}
    func edit(_ sender: UIBarButtonItem) {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("avatarTapped"): return method(ProfileViewController.avatarTapped)
        case Selector("edit:"): return method(ProfileViewController.edit(_:))
        default: return super.actionMethod(for: action)
        }
    }
}
