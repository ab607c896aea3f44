import ResponderKit
import CoreGraphics

// Selector forms that ResponderKit's run loop keeps working: the delay, the timer, the notification,
// the display link and UIKit's four-argument UIApplicationMain. Their selectors are converted and
// listed; nothing is left for a person; `import CoreGraphics` stays (ResponderKit provides it).
final class ClockViewController: UIViewController {
    var timer: Timer?
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        perform(Selector("showHint"), with: nil, afterDelay: 2)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"), name: UIResponder.keyboardWillShowNotification, object: nil)
        link = CADisplayLink(target: self, selector: Selector("step:"))
        link?.add(to: .main, forMode: .common)
    }

    func showHint() {}
    func tick(_ timer: Timer) {}
    func keyboardWillShow(_ notification: Notification) {}
    func step(_ link: CADisplayLink) {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("showHint"): return method(ClockViewController.showHint)
        case Selector("tick:"): return method(ClockViewController.tick(_:))
        case Selector("keyboardWillShow:"): return method(ClockViewController.keyboardWillShow(_:))
        case Selector("step:"): return method(ClockViewController.step(_:))
        default: return super.actionMethod(for: action)
        }
    }
}

final class AppDelegate: UIResponder, UIApplicationMainDelegate {}

func start() {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
}
