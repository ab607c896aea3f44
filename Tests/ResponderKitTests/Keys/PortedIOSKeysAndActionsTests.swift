import ResponderKit
import Testing

// Keys, actions and presses written as iOS code (see PortedIOSCodeTests.swift).
// The one change Linux forces is the action declaration: `actionMethod(for:)` instead of `@objc`.

// MARK: 4. Keys

/// Apple's "Handling key presses made on a physical keyboard", in a view controller.
private final class GameController: UIViewController {
    var moves: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow {
                moves.append("left"); didHandleEvent = true
            }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                moves.append("right"); didHandleEvent = true
            }
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
        heard.append(
            "began \(event.presses(for: self).count) \(presses.first?.gestureRecognizers?.contains(self) == true)")
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
@Suite("iOS code moves over — keys, actions, presses")
struct PortedIOSKeysAndActionsTests {
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
        #expect(
            phone.diagnostics.contains { $0.kind == .unhandledAction && $0.message.contains("UIPanGestureRecognizer") })
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

    @Test(
        """
            The menu form of UIKeyCommand (title, image, attributes) still matches its key; a text responder has an \
            input mode
            """
    )
    func menuKeyCommandAndInputMode() {
        let phone = Phone()
        let editor = EditorController()
        let window = phone.window(editor)
        phone.press(KeyInput(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        #expect(editor.saved == 1)
        #expect(editor.keyCommands?.first?.image?.name == "square.and.arrow.down")
        #expect(editor.keyCommands?.first?.alternates.first?.modifierFlags == [.command, .shift])
        let field = UITextField(frame: .zero)
        #expect(field.textInputMode?.primaryLanguage?.isEmpty == false)
        #expect(editor.textInputMode == nil)
        #expect(UITextInputMode.activeInputModes.count == 1)
        _ = window
    }
}

/// ⌘S as a menu-style key command (iOS 13's initializer).
private final class EditorController: UIViewController {
    var saved = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", image: UIImage(systemName: "square.and.arrow.down"), action: Selector("save:"),
                      input: "s", modifierFlags: .command,
                alternates: [
                    UICommandAlternate(
                        title: "Save As…", action: Selector("saveAs:"), modifierFlags: [.command, .shift])
                ],
                      discoverabilityTitle: "Save the document")]
    }
    func save(_ sender: Any?) { saved += 1 }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == Selector("save:") ? method(EditorController.save) : super.actionMethod(for: action)
    }
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
