import UIKit

class EditorViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let moveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchDown)
        saveButton.addTarget(self, action: #selector(EditorViewController.logTouch(_:with:)), for: .touchDown)
        moveButton.addTarget(self, action: #selector(self.move(to:)), for: .touchUpInside)
        moveButton.addTarget(self, action: #selector(share(sender:)), for: .touchUpInside)
        moveButton.addTarget(self, action: #selector(handle(_:event:)), for: .touchUpInside)
        moveButton.addTarget(self, action: #selector(renamed), for: .touchUpInside)
        moveButton.addTarget(self, action: #selector(refresh), for: .valueChanged)
        let dismiss = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        view.addGestureRecognizer(dismiss)
    }

    @objc func save(_ sender: Any?) {}
    @objc func logTouch(_ sender: UIButton, with event: UIEvent) {}
    @objc func move(to sender: UIButton) {}
    @objc func share(sender: UIButton) {}
    @objc func handle(_ sender: UIButton, event: UIEvent) {}
    @objc(customName:) func renamed(_ sender: Any?) {}
    @objc func refresh() {}
}
