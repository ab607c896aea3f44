import ResponderKit

// Code the tool ported before, then a person moved `refresh` in from an extension of UIView and named
// it with a Selector literal: a second run adds the missing case and leaves the existing one alone.
class FeedViewController: UIViewController {
    let button = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: Selector("done:"), for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: Selector("refresh"), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func done(_ sender: UIButton) {}
    func refresh() {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("done:"): return method(FeedViewController.done(_:))
        default: return super.actionMethod(for: action)
        }
    }
}
