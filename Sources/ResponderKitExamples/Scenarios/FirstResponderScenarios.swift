import Foundation
import ResponderKit

// Article A: the first responder. TestView can become first responder; its touchesEnded asks the
// window for its first responder with the findFirstResponder extension.

extension UIView {
    /// The article's depth-first search for the first responder. (The article returns `subView`
    /// where it means the responder it found, and tests an optional as a Bool — Swift 1; both are
    /// corrected here.)
    func findFirstResponder() -> UIView? {
        if self.isFirstResponder {
            return self
        }
        for subView in self.subviews {
            if let firstResponder = subView.findFirstResponder() {
                return firstResponder
            }
        }
        return nil
    }
}

final class TestView: UIView {
    let name: String

    init(name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let responder = UIApplication.shared.delegate?.window?.findFirstResponder()
        let found = responder.map { "TestView \(($0 as? TestView)?.name ?? "?")" } ?? "nil"
        print("responder:\(found)|is:\(self.isFirstResponder)|name:\(self.name)")
    }
}

final class FirstResponderViewController: UIViewController {
    var testView1: TestView!
    var becameInViewDidLoad = false
    var becameInViewWillAppear = false
    var becameInViewDidAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: UIScreen.main.bounds.height / 2 + 50, width: 320, height: 44))
        label.text = "aaaaa"
        self.view.addSubview(label)

        let testView1 = TestView(name: "view1", frame: CGRect(x: 0.0, y: 0.0, width: 300.0, height: 300.0))
        testView1.backgroundColor = .yellow
        let testView2 = TestView(name: "view2", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        testView2.backgroundColor = .red

        becameInViewDidLoad = testView1.becomeFirstResponder()
        testView1.addSubview(testView2)
        self.view.addSubview(testView1)
        self.testView1 = testView1
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        becameInViewWillAppear = testView1.becomeFirstResponder()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becameInViewDidAppear = testView1.becomeFirstResponder()
    }
}

final class FirstResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

extension SeedScenarios {
    static let firstResponder = Scenario(
        name: "first-responder",
        title: "TestView and findFirstResponder",
        claim:
            "becomeFirstResponder() fails before the view is in a window (viewDidLoad, viewWillAppear) and works in "
                + "viewDidAppear (F2–F5); findFirstResponder finds it by searching the window's views (F6); the label "
                + "passes its touches on (H6)."
    ) { context in
        let delegate = FirstResponderAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let controller = FirstResponderViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        delegate.window = window
        _ = context.showWindow(window, root: controller)
        context.note(
            "becomeFirstResponder() in viewDidLoad returned \(controller.becameInViewDidLoad), in viewWillAppear "
                + "\(controller.becameInViewWillAppear), in viewDidAppear \(controller.becameInViewDidAppear)"
        )
        context.input.tap(at: CGPoint(x: 100, y: 100))
        context.input.tap(at: CGPoint(x: 250, y: 250))
        let resigned = controller.testView1.resignFirstResponder()
        context.note("view1.resignFirstResponder() returned \(resigned)")
        context.input.tap(at: CGPoint(x: 250, y: 250))
        context.input.tap(at: CGPoint(x: 100, y: UIScreen.main.bounds.height / 2 + 60))
        context.note("the tap on the label (\"aaaaa\") reached the plain root view: nobody printed")
    }
}
