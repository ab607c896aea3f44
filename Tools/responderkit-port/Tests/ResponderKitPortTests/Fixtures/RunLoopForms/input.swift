import UIKit
import CoreGraphics

// Selector forms that ResponderKit's run loop keeps working: the delay, the timer, the notification,
// the display link and UIKit's four-argument UIApplicationMain. Their selectors are converted and
// listed; nothing is left for a person; `import CoreGraphics` stays (ResponderKit provides it).
final class ClockViewController: UIViewController {
    var timer: Timer?
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        perform(#selector(showHint), with: nil, afterDelay: 2)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc func showHint() {}
    @objc func tick(_ timer: Timer) {}
    @objc func keyboardWillShow(_ notification: Notification) {}
    @objc func step(_ link: CADisplayLink) {}
}

final class AppDelegate: UIResponder, UIApplicationDelegate {}

func start() {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
}
