import UIKit

// `#selector` of methods without `@objc` (iOS code that relied on `@objcMembers` elsewhere, or a
// recognizer's action): each still gets its case, so the action arrives.
class ProfileViewController: UIViewController {
    let avatar = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(edit(_:)))
    }

    func avatarTapped() {}
    func edit(_ sender: UIBarButtonItem) {}
}
