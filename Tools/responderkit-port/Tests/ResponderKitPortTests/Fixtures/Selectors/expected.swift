import ResponderKit

class EditorViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let moveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: Selector("save:"), for: .touchUpInside)
        saveButton.addTarget(self, action: Selector("save:"), for: .touchDown)
        saveButton.addTarget(self, action: Selector("logTouch:with:"), for: .touchDown)
        moveButton.addTarget(self, action: Selector("moveTo:"), for: .touchUpInside)
        moveButton.addTarget(self, action: Selector("shareWithSender:"), for: .touchUpInside)
        moveButton.addTarget(self, action: Selector("handle:event:"), for: .touchUpInside)
        moveButton.addTarget(self, action: Selector("customName:"), for: .touchUpInside)
        moveButton.addTarget(self, action: Selector("refresh"), for: .valueChanged)
        let dismiss = UITapGestureRecognizer(target: view, action: Selector("endEditing:"))
        view.addGestureRecognizer(dismiss)
    }

    func save(_ sender: Any?) {}
    func logTouch(_ sender: UIButton, with event: UIEvent) {}
    func move(to sender: UIButton) {}
    func share(sender: UIButton) {}
    func handle(_ sender: UIButton, event: UIEvent) {}
    func renamed(_ sender: Any?) {}
    func refresh() {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("save:"): return method(EditorViewController.save(_:))
        case Selector("logTouch:with:"): return method(EditorViewController.logTouch(_:with:))
        case Selector("moveTo:"): return method(EditorViewController.move(to:))
        case Selector("shareWithSender:"): return method(EditorViewController.share(sender:))
        case Selector("handle:event:"): return method(EditorViewController.handle(_:event:))
        case Selector("customName:"): return method(EditorViewController.renamed(_:))
        case Selector("refresh"): return method(EditorViewController.refresh)
        default: return super.actionMethod(for: action)
        }
    }
}
