import ResponderKit
import Testing

// Issue 16: iOS event code moves over with only its import changed. Every type below is written as
// the iOS code would be (`import UIKit` → `import ResponderKit`); this file imports nothing else —
// no Foundation, no test support — so it compiles only if ResponderKit gives what UIKit gives.
// The one change Linux forces is the action declaration (`actionMethod(for:)` for `@objc`).

/// A phone's screen and a hand: raw input the way a backend sends it, on a clock of its own that
/// starts past every other test's (time running backwards between tests starts a new tap series).
@MainActor
private final class Phone {
    private static var clock: TimeInterval = 2_000_000_000
    private(set) var time: TimeInterval
    let app = UIApplication.shared
    var diagnostics: [InputDiagnostic] = []

    init() {
        Phone.clock += 10_000
        time = Phone.clock
        app.enqueue(.cancelAllTouches(timestamp: time))
        app.processPendingEvents()
        for window in app.windows where !window.isHidden { window.isHidden = true }
        app.inputDiagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
    }

    func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    func tap(_ point: CGPoint) {
        touch(.began, point)
        touch(.ended, point)
        wait(1)
    }

    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        touch(.began, start)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touch(.moved, CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touch(.ended, end)
        wait(1)
    }

    func press(_ key: KeyInput) {
        time += 0.05
        app.enqueue(.keyDown(key, timestamp: time))
        time += 0.05
        app.enqueue(.keyUp(key, timestamp: time))
        app.processPendingEvents()
    }

    func wait(_ seconds: TimeInterval) {
        time += seconds
        app.enqueue(.timePassed(timestamp: time))
        app.processPendingEvents()
    }

    private func touch(_ phase: UITouch.Phase, _ point: CGPoint) {
        time += 0.016
        app.enqueue(.touches([TouchInput(id: 1, phase: phase, location: point)], timestamp: time))
        app.processPendingEvents()
    }
}

// MARK: 1. Foundation comes with the import

/// A knob that turns with the finger: `atan2`, `CGFloat`, `NotificationCenter`, `Date` and the coder
/// initializer, as UIKit code names them without importing Foundation.
private final class KnobControl: UIControl {
    static let didTurn = Notification.Name("KnobControl.didTurn")
    private(set) var angle: CGFloat = 0
    private(set) var lastTurn: Date?

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        angle = atan2(point.y - bounds.midY, point.x - bounds.midX)
        lastTurn = Date()
        sendActions(for: .valueChanged)
        NotificationCenter.default.post(name: KnobControl.didTurn, object: self)
        return true
    }
}

// MARK: 2. UIEdgeInsets, UIInputViewController

/// The usual way to give a small button a bigger touch area.
private final class EnlargedButton: UIButton {
    var touchAreaInsets = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: touchAreaInsets).contains(point)
    }
}

/// A number pad as an in-app input view controller, with its appearance callbacks recorded.
private final class NumberPadController: UIInputViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    func digitTapped(_ digit: String) { textDocumentProxy.insertText(digit) }
}

/// A field whose keyboard is the number pad (iOS: redeclare `inputViewController` read-write).
private final class PINField: UITextField {
    let pad = NumberPadController()
    override var inputViewController: UIInputViewController? { pad }
}

private final class ToolbarController: UIInputViewController {
    override func loadView() { view = UIInputView(frame: CGRect(x: 0, y: 0, width: 390, height: 44), inputViewStyle: .default) }
}

private final class NoteField: UITextField {
    let toolbar = ToolbarController()
    override var inputAccessoryViewController: UIInputViewController? { toolbar }
}

// MARK: 4. Keys

/// Apple's "Handling key presses made on a physical keyboard", in a view controller.
private final class GameController: UIViewController {
    var moves: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow { moves.append("left"); didHandleEvent = true }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow { moves.append("right"); didHandleEvent = true }
            if key.characters == UIKeyCommand.inputEscape { moves.append("pause"); didHandleEvent = true }
            if key.charactersIgnoringModifiers == UIKeyCommand.f1 { moves.append("help"); didHandleEvent = true }
        }
        if !didHandleEvent { super.pressesBegan(presses, with: event) }
    }
}

// MARK: 5, 6. Actions

/// Tap anywhere to dismiss the keyboard; a canvas that pans; a button whose action takes its sender
/// and the event. (iOS: `#selector(UIView.endEditing(_:))`, `@objc func handlePan(_ pan:
/// UIPanGestureRecognizer)`, `@objc func saveTapped(_ sender: UIButton, forEvent event: UIEvent)`.)
private final class FormController: UIViewController {
    let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let saveButton = UIButton(type: .system)
    var pans: [CGPoint] = []
    var saves: [(UIButton, UIEvent.EventType)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameField)
        saveButton.frame = CGRect(x: 20, y: 700, width: 100, height: 44)
        view.addSubview(saveButton)
        saveButton.addTarget(self, action: Selector("saveTapped:forEvent:"), for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("endEditing:")))
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended { pans.append(pan.translation(in: view)) }
    }

    func saveTapped(_ sender: UIButton, forEvent event: UIEvent) {
        saves.append((sender, event.type))
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("handlePan:"): return method(FormController.handlePan)
        case Selector("saveTapped:forEvent:"): return method(FormController.saveTapped)
        default: return super.actionMethod(for: action)
        }
    }
}

/// A recognizer of the Return key (a tvOS-style select press), written with the press override points.
private final class SelectPressRecognizer: UIGestureRecognizer {
    var heard: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        heard.append("began \(event.presses(for: self).count) \(presses.first?.gestureRecognizers?.contains(self) == true)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        heard.append("ended")
        state = .recognized
    }
}

private final class KeyFocusView: UIView {
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("began"); super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses.append("ended"); super.pressesEnded(presses, with: event)
    }
}

@MainActor
@Suite("Issue 16: iOS code moves over with only its import changed")
struct PortedIOSCodeTests {
    @Test("1: CGRect, atan2, Date, NotificationCenter and NSCoder come with `import ResponderKit`")
    func foundationComesWithTheImport() {
        let phone = Phone()
        let root = UIViewController()
        let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.view.addSubview(knob)
        let window = phone.window(root)
        let turns = TurnCounter()
        let token = NotificationCenter.default.addObserver(forName: KnobControl.didTurn, object: knob, queue: nil) { _ in
            MainActor.assumeIsolated { turns.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        phone.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 200, y: 250), steps: 4)
        #expect(turns.count == 4)
        #expect(abs(knob.angle - CGFloat.pi / 2) < 1e-9)  // the finger ended straight below the centre
        #expect(knob.lastTurn != nil)
        #expect(window.isKeyWindow)
    }

    @Test("2: UIEdgeInsets enlarges a button's touch area: a tap 15 points outside it still presses it")
    func edgeInsetsEnlargeTheTouchArea() {
        let phone = Phone()
        let root = UIViewController()
        let button = EnlargedButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let window = phone.window(root)
        phone.tap(CGPoint(x: 90, y: 90))    // 10 points up and left of it
        phone.tap(CGPoint(x: 159, y: 122))  // 15 points right of it
        phone.tap(CGPoint(x: 170, y: 122))  // 26 points right: outside even the enlarged area
        #expect(presses == 2)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 10, y: 5, width: 70, height: 30))
        _ = window
    }

    @Test("2: an input view controller appears when its field becomes first responder, types through its proxy, and disappears on resign")
    func inputViewControllerLifecycle() {
        let phone = Phone()
        let root = UIViewController()
        let field = PINField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.view.addSubview(field)
        let window = phone.window(root)
        #expect(field.becomeFirstResponder())
        #expect(field.pad.log == ["willAppear", "didAppear"])
        #expect(field.pad.view.window != nil)
        #expect(field.pad.inputView === field.pad.view)
        #expect(field.pad.inputView?.inputViewStyle == .keyboard)
        // The number pad's keys type into the field, through the proxy.
        field.pad.digitTapped("4")
        field.pad.digitTapped("2")
        #expect(field.text == "42")
        #expect(field.pad.textDocumentProxy.documentContextBeforeInput == "42")
        field.pad.textDocumentProxy.deleteBackward()
        #expect(field.text == "4")
        // A tap on the pad's own view goes to the pad, not to the app behind it.
        let padFrame = field.pad.view.convert(field.pad.view.bounds, to: nil)
        #expect(padFrame.maxY == 844)
        #expect(field.resignFirstResponder())
        #expect(field.pad.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(field.pad.view.window == nil)
        _ = window
    }

    @Test("2: an accessory view controller sits right above the keyboard")
    func accessoryViewController() {
        let phone = Phone()
        let root = UIViewController()
        let field = NoteField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.view.addSubview(field)
        let window = phone.window(root)
        #expect(field.becomeFirstResponder())
        let bar = field.toolbar.view.convert(field.toolbar.view.bounds, to: nil)
        #expect(bar.height == 44)
        #expect(bar.width == 390)
        #expect(bar.maxY < 844)  // above the on-screen keyboard
        field.resignFirstResponder()
        #expect(field.toolbar.view.window == nil)
        _ = window
    }

    @Test("3: frame under a 0.5 scale: bounds are 200 × 200 for a 100 × 100 frame, and hit-testing agrees (flowkey's expectations)")
    func frameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.hitTest(CGPoint(x: 199, y: 199), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    @Test("3: `v.frame = v.frame` changes nothing, and `frame.origin.x += 10` moves a transformed view by 10 points")
    func frameRoundTrips() {
        let transforms: [CGAffineTransform] = [
            CGAffineTransform(scaleX: 0.5, y: 2),
            CGAffineTransform(translationX: 30, y: -12),
            CGAffineTransform(rotationAngle: .pi / 2),
            CGAffineTransform(rotationAngle: .pi / 4),
            CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.8),
            CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: 5, y: 5),
        ]
        for transform in transforms {
            let view = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
            view.transform = transform
            let before = (view.center, view.bounds, view.frame)
            view.frame = view.frame
            #expect(abs(view.center.x - before.0.x) < 1e-9 && abs(view.center.y - before.0.y) < 1e-9, "\(transform)")
            #expect(abs(view.bounds.width - before.1.width) < 1e-9 && abs(view.bounds.height - before.1.height) < 1e-9, "\(transform)")
            view.frame.origin.x += 10
            #expect(abs(view.frame.minX - (before.2.minX + 10)) < 1e-9, "\(transform)")
            #expect(abs(view.frame.width - before.2.width) < 1e-9, "\(transform)")
            #expect(abs(view.bounds.height - before.1.height) < 1e-9, "\(transform)")
        }
    }

    @Test("3: under a quarter turn the frame's width is the bounds' height")
    func frameUnderQuarterTurn() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(abs(view.bounds.width - 50) < 1e-9)
        #expect(abs(view.bounds.height - 100) < 1e-9)
        #expect(abs(view.center.x - 60) < 1e-9 && abs(view.center.y - 45) < 1e-9)
    }

    @Test("4: arrow keys, Escape and F1 report UIKit's input names in charactersIgnoringModifiers (Apple's sample)")
    func specialKeysHaveInputStrings() {
        let phone = Phone()
        let game = GameController()
        let window = phone.window(game)
        phone.press(KeyInput(keyCode: .keyboardLeftArrow))   // a backend sends no text for these
        phone.press(KeyInput(keyCode: .keyboardRightArrow))
        phone.press(KeyInput(keyCode: .keyboardEscape, characters: "\u{1B}"))  // nor does a control character win
        phone.press(KeyInput(keyCode: .keyboardF1))
        phone.press(KeyInput(keyCode: .keyboardA, characters: "a"))
        #expect(game.moves == ["left", "right", "pause", "help"])
        _ = window
    }

    @Test("4: an arrow key types nothing into a text field")
    func arrowsTypeNothing() {
        let phone = Phone()
        let root = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.view.addSubview(field)
        let window = phone.window(root)
        field.becomeFirstResponder()
        phone.press(KeyInput(keyCode: .keyboardH, characters: "h"))
        phone.press(KeyInput(keyCode: .keyboardLeftArrow))
        phone.press(KeyInput(keyCode: .keyboardI, characters: "i"))
        #expect(field.text == "hi")
        _ = window
    }

    @Test("5: UITapGestureRecognizer(target: view, action: endEditing:) dismisses the keyboard")
    func tapToEndEditing() {
        let phone = Phone()
        let form = FormController()
        let window = phone.window(form)
        #expect(form.nameField.becomeFirstResponder())
        phone.tap(CGPoint(x: 200, y: 400))
        #expect(!form.nameField.isFirstResponder)
        #expect(phone.diagnostics.isEmpty)
        _ = window
    }

    @Test("6: an action method with a typed sender gets the recognizer; one with (UIButton, UIEvent) gets both")
    func typedSenders() {
        let phone = Phone()
        let form = FormController()
        let window = phone.window(form)
        phone.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 450))
        #expect(form.pans.count == 1)
        #expect(abs(form.pans[0].x - 120) < 1e-9 && abs(form.pans[0].y - 150) < 1e-9)
        phone.tap(CGPoint(x: 60, y: 720))
        #expect(form.saves.count == 1)
        #expect(form.saves.first?.0 === form.saveButton)
        #expect(form.saves.first?.1 == .touches)
        #expect(phone.diagnostics.isEmpty)
        _ = window
    }

    @Test("6: a sender of the wrong type is a diagnostic, not a crash, and the method is not called")
    func wrongSenderType() {
        let phone = Phone()
        let form = FormController()
        let window = phone.window(form)
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 200, y: 700, width: 100, height: 44)
        other.addTarget(form, action: Selector("handlePan:"), for: .touchUpInside)  // a button, not a pan
        form.view.addSubview(other)
        phone.tap(CGPoint(x: 250, y: 720))
        #expect(form.pans.isEmpty)
        #expect(phone.diagnostics.contains { $0.kind == .unhandledAction && $0.message.contains("UIPanGestureRecognizer") })
        _ = window
    }

    @Test("Presses reach gesture recognizers first: pressesBegan/Ended, presses(for:), UIPress.gestureRecognizers")
    func pressesReachRecognizers() {
        let phone = Phone()
        let root = UIViewController()
        let focus = KeyFocusView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(focus)
        let recognizer = SelectPressRecognizer()
        var fired: [UIGestureRecognizer.State] = []
        let sink = PressActionSink(record: { fired.append($0) })
        recognizer.addTarget(sink, action: Selector("select:"))
        // A tap recognizer that takes no presses, on the same view: it hears none.
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.allowedPressTypes = []
        focus.addGestureRecognizer(recognizer)
        focus.addGestureRecognizer(tap)
        let window = phone.window(root)
        #expect(focus.becomeFirstResponder())
        phone.press(KeyInput(keyCode: .keyboardReturnOrEnter, characters: "\r"))
        #expect(recognizer.heard == ["began 1 true", "ended"])
        #expect(fired == [.ended])
        #expect(focus.presses == ["began", "ended"])
        #expect(recognizer.state == .possible)  // reset after the event
        // A letter is a keyboard key, not a select press: the recognizer does not hear it.
        phone.press(KeyInput(keyCode: .keyboardA, characters: "a"))
        #expect(recognizer.heard.count == 2)
        #expect(taps == 0)
        #expect(phone.diagnostics.isEmpty)
        _ = (window, sink)
    }

    @Test("UIAction(title:image:identifier:) and enumerateEventHandlers visit every handler once per event")
    func actionsAndHandlers() {
        let button = UIButton(type: .system)
        let save = UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down"),
                            identifier: UIAction.Identifier("save")) { _ in }
        button.addAction(save, for: [.touchUpInside, .primaryActionTriggered])
        let target = FormController()
        button.addTarget(target, action: Selector("saveTapped:forEvent:"), for: .touchDown)
        var seen: [String] = []
        button.enumerateEventHandlers { action, targetAction, event, _ in
            if let action { seen.append("\(action.identifier.rawValue) \(event.rawValue)") }
            if let (_, selector) = targetAction { seen.append("\(selector) \(event.rawValue)") }
        }
        #expect(seen == ["save 64", "save 8192", "saveTapped:forEvent: 1"])
        #expect(save.title == "Save" && save.image?.name == "square.and.arrow.down")
        var count = 0
        button.enumerateEventHandlers { _, _, _, stop in count += 1; stop = true }
        #expect(count == 1)
    }
}

@MainActor
private final class TurnCounter {
    var count = 0
}

/// A plain object as an action target (iOS: any NSObject with an `@objc` method).
private final class PressActionSink: UIActionTarget {
    let record: @MainActor (UIGestureRecognizer.State) -> Void
    init(record: @escaping @MainActor (UIGestureRecognizer.State) -> Void) { self.record = record }
    func actionMethod(for action: Selector) -> UIActionMethod? {
        action == Selector("select:") ? method(PressActionSink.select) : nil
    }
    func select(_ recognizer: UIGestureRecognizer) { record(recognizer.state) }
}
