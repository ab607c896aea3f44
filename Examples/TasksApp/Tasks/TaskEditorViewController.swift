import UIKit

class TaskEditorViewController: UIViewController {
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var saveButton: UIBarButtonItem!
    var originalTitle: String?
    private(set) var edits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = originalTitle
        saveButton.isEnabled = originalTitle != nil
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("editor: \(titleField.text ?? "")")
    }

    @IBAction func titleChanged(_ sender: UITextField) {
        edits += 1
        saveButton.isEnabled = !(sender.text ?? "").isEmpty
    }

    @IBAction func backgroundTapped(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}
