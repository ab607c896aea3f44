import ResponderKit
import ResponderKitTesting
import Testing

// The notifications iOS code observes more often than it implements delegate methods —
// the keyboard's (B173), a text field's, the device's orientation — written as app code observes them.

/// The usual keyboard-avoiding view controller: observes the keyboard notifications and keeps the
/// end frame, as apps do to move their content up.
private final class KeyboardAvoidingController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
    var received: [String] = []
    var endFrames: [CGRect] = []
    var beginFrames: [CGRect] = []
    var durations: [Double] = []
    var curves: [Int] = []
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        let names: [(NSNotification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        ]
        for (name, label) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo
                let begin = (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                let curve = (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
                let hasObject = note.object != nil
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.received.append(hasObject ? label + " (with an object)" : label)
                    if label.hasPrefix("will"), label != "willChangeFrame" {
                        self.beginFrames.append(begin ?? .null)
                        self.endFrames.append(end ?? .null)
                        self.durations.append(duration ?? -1)
                        self.curves.append(curve ?? -1)
                    }
                }
            })
        }
    }

    func stopObserving() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// The keyboard observer as most iOS code writes it: the selector form, and `removeObserver(self)`.
private final class SelectorKeyboardController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
    var shownFrames: [CGRect] = []
    var hides = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        // iOS: #selector(keyboardWillShow(_:)), #selector(keyboardWillHide)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHide"),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("keyboardWillShow:"): return method(Self.keyboardWillShow)
        case Selector("keyboardWillHide"): return method(Self.keyboardWillHide)
        default: return super.actionMethod(for: action)
        }
    }

    func keyboardWillShow(_ notification: Notification) {
        if let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            shownFrames.append(frame)
        }
    }

    func keyboardWillHide() { hides += 1 }
}

/// A countdown driven by a target–selector timer.
private final class CountdownLabel: UILabel {
    var remaining = 3
    var timer: Timer?

    func start() {
        // iOS: Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(tick(_:)), …)
        timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("tick:") { return method(Self.tick) }
        return super.actionMethod(for: action)
    }

    func tick(_ timer: Timer) {
        remaining -= 1
        text = "\(remaining)"
        if remaining == 0 { timer.invalidate() }
    }
}

@MainActor
@Suite("Keyboard, text field and device notifications", .serialized)
struct KeyboardAndDeviceNotificationTests {
    @Test("""
        B173: the keyboard shows with willChangeFrame, willShow, didChangeFrame, didShow; the end frame is full \
        width at the bottom; hiding moves it below the screen
        """)
    func keyboardNotifications() {
        let input = InputSimulator(startTime: 5_400_000_000)
        let controller = KeyboardAvoidingController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer {
            controller.stopObserving()
            window.isHidden = true
        }
        input.tap(at: input.screenPoint(of: controller.field))
        #expect(controller.field.isFirstResponder)
        #expect(controller.received == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let screen = UIScreen.main.bounds
        let height = OnScreenKeyboard.height
        let shown = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        #expect(controller.endFrames == [shown])
        #expect(controller.beginFrames == [CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)])
        #expect(controller.durations == [0.25])
        #expect(controller.curves == [7])

        controller.received.removeAll()
        _ = controller.field.resignFirstResponder()
        #expect(controller.received == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(controller.beginFrames.last == shown)
        #expect(controller.endFrames.last == CGRect(x: 0, y: screen.maxY, width: screen.width, height: height))
    }

    @Test("A custom inputView with an accessory: the keyboard frame is both together")
    func customInputViewFrame() {
        let controller = KeyboardAvoidingController()
        controller.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        controller.field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer {
            controller.stopObserving()
            window.isHidden = true
        }
        _ = controller.field.becomeFirstResponder()
        let screen = UIScreen.main.bounds
        #expect(controller.endFrames == [CGRect(x: 0, y: screen.maxY - 244, width: screen.width, height: 244)])
        // Another field with the same input views: the frame does not change, nothing is posted.
        let other = UITextField(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        other.inputView = controller.field.inputView
        other.inputAccessoryView = controller.field.inputAccessoryView
        controller.view.addSubview(other)
        controller.received.removeAll()
        _ = other.becomeFirstResponder()
        #expect(controller.received.isEmpty)
        _ = other.resignFirstResponder()
        #expect(controller.received == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test("""
        A text field posts textDidBeginEditing, textDidChange for typing (not for code), textDidEndEditing — \
        object: the field
        """)
    func textFieldNotifications() {
        let input = InputSimulator(startTime: 5_500_000_000)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let controller = UIViewController()
        controller.view.addSubview(field)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var seen: [String] = []
        let names: [(NSNotification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "begin"),
            (UITextField.textDidChangeNotification, "change"),
            (UITextField.textDidEndEditingNotification, "end"),
        ]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                let isField = note.object as AnyObject? === field
                MainActor.assumeIsolated { seen.append(isField ? label : label + "?") }
            }
        }
        defer {
            tokens.forEach(NotificationCenter.default.removeObserver)
            window.isHidden = true
        }
        field.text = "set in code"
        input.tap(at: input.screenPoint(of: field))
        input.type("ab")
        input.pressKey(.keyboardDeleteOrBackspace)
        _ = field.resignFirstResponder()
        #expect(seen == ["begin", "change", "change", "change", "end"])
    }

    @Test("""
        UIDevice: orientation is unknown until notifications are generated; a backend's turn posts \
        orientationDidChange
        """)
    func deviceOrientation() {
        let input = InputSimulator(startTime: 5_600_000_000)
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(!device.systemName.isEmpty && device.systemVersion.split(separator: ".").count == 3)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        #expect(device.identifierForVendor == device.identifierForVendor)
        var changes: [UIDeviceOrientation] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { changes.append(UIDevice.current.orientation) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        input.send(.orientationChanged(.landscapeLeft, timestamp: input.time))
        #expect(changes.isEmpty, "not generating notifications")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .landscapeLeft)
        input.send(.orientationChanged(.portrait, timestamp: input.time))
        input.send(.orientationChanged(.portrait, timestamp: input.time))
        input.send(.orientationChanged(.faceUp, timestamp: input.time))
        device.endGeneratingDeviceOrientationNotifications()
        #expect(changes == [.portrait, .faceUp])
        #expect(device.orientation == .unknown)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape && UIDeviceOrientation.portraitUpsideDown.isPortrait)
    }

    @Test("NSValue carries rectangles, points and sizes as UIKit's keyboard user info does")
    func valueBoxes() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test("""
        addObserver(_:selector:name:object:) calls the observer's method with the notification; \
        removeObserver(self) stops it
        """)
    func selectorObservers() {
        let controller = SelectorKeyboardController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        _ = controller.field.becomeFirstResponder()
        let screen = UIScreen.main.bounds
        #expect(
            controller.shownFrames == [
                CGRect(
                    x: 0, y: screen.maxY - OnScreenKeyboard.height, width: screen.width, height: OnScreenKeyboard.height
                )
            ])
        _ = controller.field.resignFirstResponder()
        #expect(controller.hides == 1)
        NotificationCenter.default.removeObserver(controller)
        _ = controller.field.becomeFirstResponder()
        _ = controller.field.resignFirstResponder()
        #expect(controller.shownFrames.count == 1 && controller.hides == 1, "removed: nothing more")
    }

    @Test("A released selector observer stops receiving; one that does not perform the selector is a diagnostic")
    func selectorObserverLifetime() {
        final class Listener: UIResponder {
            var heard = 0
            override func actionMethod(for action: Selector) -> UIActionMethod? {
                if action == Selector("heard:") { return { [weak self] _, _ in self?.heard += 1 } }
                return super.actionMethod(for: action)
            }
        }
        let name = NSNotification.Name("ResponderKitTests.selectorObserverLifetime")
        var listener: Listener? = Listener()
        weak let released = listener
        NotificationCenter.default.addObserver(listener!, selector: Selector("heard:"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(listener?.heard == 1)
        listener = nil
        #expect(released == nil, "the center does not keep its observer alive")
        NotificationCenter.default.post(name: name, object: nil)

        var reports: [Diagnostic.Kind] = []
        let saved = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { reports.append($0.kind) }
        defer { UIApplication.shared.diagnosticHandler = saved }
        let deaf = Listener()
        NotificationCenter.default.addObserver(deaf, selector: Selector("noSuchMethod:"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(deaf)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(reports == [.unhandledAction])
    }

    @Test("""
        Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) calls the target with the timer until \
        invalidated
        """)
    func selectorTimer() {
        let input = InputSimulator(startTime: 5_700_000_000)
        let label = CountdownLabel()
        label.start()
        let deadline = Date(timeIntervalSinceNow: 2)
        while label.remaining > 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.011)
            input.runLoopOnce()
        }
        #expect(label.remaining == 0)
        #expect(label.text == "0")
        #expect(label.timer?.isValid == false)
    }
}
