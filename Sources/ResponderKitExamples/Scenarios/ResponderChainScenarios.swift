import Foundation
import ResponderKit

// Article B, §4 and Article A: the responder chain. A view passes what it does not handle to its
// next responder: its view controller if it is the controller's root view, else its superview; a
// controller to its view's superview; the window to the application; the application to its delegate.

/// A view that does something with the touch and then passes it on, as the article's "do somthing..."
class LoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesBegan — do somthing..., then super")
        super.touchesBegan(touches, with: event)
    }
}

class LoggingViewController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = LoggingView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "\(name).view"
        view = root
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(name): touchesBegan, then super")
        super.touchesBegan(touches, with: event)
    }
}

final class LoggingWindow: UIWindow {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("window: touchesBegan, then super")
        super.touchesBegan(touches, with: event)
    }
}

/// The application delegate, a plain responder: the last link of the chain.
final class ChainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("AppDelegate: touchesBegan — the end of the chain")
    }
}

final class ParentViewController: LoggingViewController {
    let child = LoggingViewController(name: "ChildViewController")
    let innerView = LoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = CGRect(x: 50, y: 100, width: 250, height: 250)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        innerView.accessibilityIdentifier = "innerView"
        child.view.addSubview(innerView)
    }
}

/// A controller whose root view does not handle touches, so they reach the controller (T8).
final class TouchViewController: UIViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("ViewController: touchesBegan (its plain root view passed the touch on)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("ViewController: touchesEnded")
    }
}

extension SeedScenarios {
    static let twoViewControllers = Scenario(
        name: "chain-two-controllers",
        title: "The responder chain through two view controllers",
        claim:
            "innerView → child's root view → ChildViewController → parent's root view → ParentViewController → "
                + "window → application → AppDelegate (R1–R5, E5)."
    ) { context in
        let delegate = ChainAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let parent = ParentViewController(name: "ParentViewController")
        let window = context.showWindow(LoggingWindow(frame: UIScreen.main.bounds), root: parent)
        delegate.window = window
        context.input.tap(at: context.center(of: parent.innerView))
        context.note("every responder handled the touch and called super, so all of them saw it")
    }

    static let viewControllerTouches = Scenario(
        name: "controller-touches",
        title: "A view controller receives its root view's touches",
        claim:
            "A controller that overrides the touch methods gets the touches its root view does not handle, as the "
                + "root view's next responder (T8, R1)."
    ) { context in
        let window = context.showWindow(root: TouchViewController())
        context.input.tap(at: CGPoint(x: 200, y: 400))
        _ = window
    }
}
