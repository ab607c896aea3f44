import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Hardware keys as presses: delivery to the key window's first responder and up the chain, UIPress /
// UIKey / UIPressesEvent and their values, autorepeat, cancellation, and ordering with touches
// (UIKIT-NOTES B62, B71, B72, B132–B137).

/// One presses call, with the press's state as it was during the call (a UIPress is mutated in place).
@MainActor
private struct PressRecord {
    let responder: String
    let method: String
    let press: UIPress
    let phase: UIPress.Phase
    let timestamp: TimeInterval
    let force: CGFloat
    let event: UIPressesEvent?
    let allPresses: Set<UIPress>
    let delivered: Set<UIPress>
}

/// What the responders of a test received, in order: `"field.pressesBegan(a)"`.
@MainActor
private final class PressJournal {
    var entries: [String] = []
    var records: [PressRecord] = []

    func record(_ responder: String, _ method: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        entries.append("\(responder).\(method)(\(presses.map(keyName).sorted().joined(separator: ",")))")
        for press in presses {
            records.append(PressRecord(responder: responder, method: method, press: press, phase: press.phase,
                                       timestamp: press.timestamp, force: press.force, event: event,
                                       allPresses: event?.allPresses ?? [], delivered: presses))
        }
    }

    func clear() {
        entries.removeAll()
        records.removeAll()
    }
}

/// A press's key as a short name: its unmodified characters, or its key code for keys without text.
@MainActor
private func keyName(_ press: UIPress) -> String {
    guard let key = press.key else { return "?" }
    return key.charactersIgnoringModifiers.isEmpty ? "\(key.keyCode)" : key.charactersIgnoringModifiers
}

/// A view that can become first responder and records the four presses methods (and touches); it
/// calls `super` only when `passesOn`.
@MainActor
private final class PressView: UIView {
    let name: String
    let journal: PressJournal
    var passesOn: Bool
    var acceptsFirstResponder = true

    init(_ name: String, journal: PressJournal, passesOn: Bool = false,
         frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.journal = journal
        self.passesOn = passesOn
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesBegan", presses, event)
        if passesOn { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesChanged", presses, event)
        if passesOn { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesEnded", presses, event)
        if passesOn { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesCancelled", presses, event)
        if passesOn { super.pressesCancelled(presses, with: event) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal.entries.append("\(name).touchesBegan(\(touches.count))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        journal.entries.append("\(name).touchesEnded(\(touches.count))")
    }
}

/// A view controller that records the presses methods; calls `super` only when `passesOn`.
@MainActor
private final class PressController: UIViewController {
    let name: String
    let journal: PressJournal
    var passesOn: Bool

    init(_ name: String, journal: PressJournal, passesOn: Bool = false) {
        self.name = name
        self.journal = journal
        self.passesOn = passesOn
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesBegan", presses, event)
        if passesOn { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesChanged", presses, event)
        if passesOn { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesEnded", presses, event)
        if passesOn { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.record(name, "pressesCancelled", presses, event)
        if passesOn { super.pressesCancelled(presses, with: event) }
    }
}

/// A window that records the presses that reach it and passes them on.
@MainActor
private final class PressWindow: UIWindow {
    var journal: PressJournal?

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal?.record("window", "pressesBegan", presses, event)
        super.pressesBegan(presses, with: event)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal?.record("window", "pressesChanged", presses, event)
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal?.record("window", "pressesEnded", presses, event)
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal?.record("window", "pressesCancelled", presses, event)
        super.pressesCancelled(presses, with: event)
    }
}

@MainActor
@Suite("Presses and hardware keys (B62, B71, B72, B132–B137)")
struct PressTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let keyA = InputSimulator.keyInput(for: "a")
    private let keyB = InputSimulator.keyInput(for: "b")

    /// A shown key window whose root controller's view holds `field`, made first responder.
    @discardableResult
    private func scene(_ journal: PressJournal, field: PressView,
                       root: UIViewController = UIViewController()) -> UIWindow {
        root.view.addSubview(field)
        let window = TestWorld.window(root: root)
        #expect(field.becomeFirstResponder())
        return window
    }

    // MARK: Delivery

    @Test("The four presses methods go to the first responder and, by default, up the chain to the window (B132, B136, B62)")
    func defaultForwardingUpTheChain() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let controller = PressController("vc", journal: journal, passesOn: true)
        let container = PressView("container", journal: journal, passesOn: true,
                                  frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = PressView("field", journal: journal, passesOn: true)
        controller.view.addSubview(container)
        container.addSubview(field)
        let window = PressWindow(frame: Self.screen)
        window.journal = journal
        _ = TestWorld.window(window, root: controller)
        #expect(field.becomeFirstResponder())

        input.keyDown(keyA)
        input.keyDown(keyA)  // autorepeat
        input.keyUp(keyA)
        input.keyDown(keyB)
        input.interruption()  // cancels the held key
        let chain = ["field", "container", "vc", "window"]
        let expected = ["pressesBegan(a)", "pressesChanged(a)", "pressesEnded(a)",
                        "pressesBegan(b)", "pressesCancelled(b)"].flatMap { call in chain.map { "\($0).\(call)" } }
        #expect(journal.entries == expected)

        // Each method sees its phase (B132).
        let phases: [String: UIPress.Phase] = ["pressesBegan": .began, "pressesChanged": .changed,
                                               "pressesEnded": .ended, "pressesCancelled": .cancelled]
        for record in journal.records {
            #expect(record.phase == phases[record.method], "\(record.responder).\(record.method)")
        }
    }

    @Test("A responder that handles a press without calling super stops it (B136)")
    func handledPressStops() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let controller = PressController("vc", journal: journal, passesOn: true)
        let container = PressView("container", journal: journal, passesOn: false,
                                  frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = PressView("field", journal: journal, passesOn: true)
        controller.view.addSubview(container)
        container.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())

        input.press(keyA)
        #expect(journal.entries == ["field.pressesBegan(a)", "container.pressesBegan(a)",
                                    "field.pressesEnded(a)", "container.pressesEnded(a)"])
    }

    @Test("Only the key window's first responder receives presses (B71)")
    func onlyKeyWindowFirstResponder() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let fieldA = PressView("fieldA", journal: journal)
        let fieldB = PressView("fieldB", journal: journal)
        let windowA = scene(journal, field: fieldA)
        let windowB = scene(journal, field: fieldB)  // shown last: key
        #expect(windowB.isKeyWindow)
        #expect(fieldA.isFirstResponder)  // each window keeps its own first responder (B66)

        input.press(keyA)
        #expect(journal.entries == ["fieldB.pressesBegan(a)", "fieldB.pressesEnded(a)"])

        journal.clear()
        windowA.makeKey()
        input.press(keyB)
        #expect(journal.entries == ["fieldA.pressesBegan(b)", "fieldA.pressesEnded(b)"])
    }

    @Test("With no first responder, presses start at the key window's root view controller, then the window (B72)")
    func noFirstResponderGoesToRootViewController() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let controller = PressController("vc", journal: journal, passesOn: true)
        let window = PressWindow(frame: Self.screen)
        window.journal = journal
        _ = TestWorld.window(window, root: controller)

        input.press(keyA)
        #expect(journal.entries == ["vc.pressesBegan(a)", "window.pressesBegan(a)",
                                    "vc.pressesEnded(a)", "window.pressesEnded(a)"])
        #expect(journal.records.first?.press.responder === controller)
    }

    @Test("With no first responder and no root view controller, presses start at the key window (B72)")
    func noRootViewControllerGoesToWindow() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let window = TestWorld.keepAlive(PressWindow(frame: Self.screen))
        window.journal = journal
        window.makeKeyAndVisible()
        #expect(window.rootViewController == nil)

        input.press(keyA)
        #expect(journal.entries == ["window.pressesBegan(a)", "window.pressesEnded(a)"])
        #expect(journal.records.first?.press.responder === window)
    }

    @Test("With no key window a key is dropped without a crash, and delivery resumes once a window is key (B72)")
    func noKeyWindowDropsPresses() {
        let input = TestWorld.input()
        #expect(UIApplication.shared.keyWindow == nil)
        let journal = PressJournal()
        let controller = PressController("vc", journal: journal, passesOn: true)
        let field = PressView("field", journal: journal)
        controller.view.addSubview(field)
        let window = TestWorld.keepAlive(UIWindow(frame: Self.screen))
        window.rootViewController = controller  // not shown, not key

        input.keyDown(keyA)
        input.keyDown(keyA)
        input.keyUp(keyA)
        #expect(journal.entries.isEmpty)

        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        input.press(keyB)
        #expect(journal.entries == ["field.pressesBegan(b)", "field.pressesEnded(b)"])
    }

    @Test("pressesEnded goes to the responder that got pressesBegan, even after the first responder changed")
    func endedGoesWhereItBegan() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let first = PressView("first", journal: journal)
        let second = PressView("second", journal: journal, frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let root = UIViewController()
        root.view.addSubview(second)
        scene(journal, field: first, root: root)

        input.keyDown(keyA)
        #expect(second.becomeFirstResponder())
        input.keyDown(keyA)  // autorepeat: still the first one's press
        input.keyUp(keyA)
        #expect(journal.entries == ["first.pressesBegan(a)", "first.pressesChanged(a)", "first.pressesEnded(a)"])
        #expect(journal.records.allSatisfy { $0.press.responder === first })

        journal.clear()
        input.press(keyB)  // a new press goes to the new first responder
        #expect(journal.entries == ["second.pressesBegan(b)", "second.pressesEnded(b)"])
    }

    // MARK: UIPress, UIKey, UIPressesEvent

    @Test("UIPress.Phase raw values are 0–4 and PressType starts upArrow = 0 … playPause = 6 (B133)")
    func phaseAndTypeRawValues() {
        let input = TestWorld.input()
        #expect(UIPress.Phase.began.rawValue == 0)
        #expect(UIPress.Phase.changed.rawValue == 1)
        #expect(UIPress.Phase.stationary.rawValue == 2)
        #expect(UIPress.Phase.ended.rawValue == 3)
        #expect(UIPress.Phase.cancelled.rawValue == 4)
        let types: [UIPress.PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause]
        #expect(types.map(\.rawValue) == Array(0...6))
        #expect(UIPress.PressType.pageUp.rawValue == 30)
        #expect(UIPress.PressType.pageDown.rawValue == 31)

        // The arrow keys of a keyboard are the arrow buttons; a letter is a plain keyboard key
        // (`.keyboardKey` is a ResponderKit addition, see UIPress.swift).
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)
        input.pressKey(.keyboardUpArrow)
        input.pressKey(.keyboardLeftArrow)
        input.press(keyA)
        #expect(journal.records.filter { $0.method == "pressesBegan" }.map(\.press.type)
                == [.upArrow, .leftArrow, .keyboardKey])
    }

    @Test("UIPress: key, window, responder, timestamp and force, one object from down to up (B134)")
    func pressProperties() throws {
        let input = TestWorld.input()
        let journal = PressJournal()
        let container = PressView("container", journal: journal, passesOn: false,
                                  frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = PressView("field", journal: journal, passesOn: true)
        container.addSubview(field)
        let root = UIViewController()
        root.view.addSubview(container)
        let window = TestWorld.window(root: root)
        #expect(field.becomeFirstResponder())

        let downTime = input.time
        input.keyDown(keyA)
        let upTime = input.time
        input.keyUp(keyA)

        #expect(journal.records.map { "\($0.responder).\($0.method)" }
                == ["field.pressesBegan", "container.pressesBegan", "field.pressesEnded", "container.pressesEnded"])
        let began = journal.records[0]
        let ended = journal.records[2]
        #expect(began.press === ended.press)  // one UIPress, mutated in place
        #expect(journal.records[1].press === began.press)  // the same object travels up the chain
        #expect(began.phase == .began)
        #expect(began.timestamp == downTime)
        #expect(began.force == 1)
        #expect(ended.phase == .ended)
        #expect(ended.timestamp == upTime)
        #expect(ended.force == 0)

        let press = began.press
        let key = try #require(press.key)
        #expect(key.keyCode == .keyboardA)
        #expect(key.characters == "a")
        #expect(press.window === window)
        #expect(press.responder === field)  // the first responder at dispatch, also seen by the container
        #expect(press.phase == .ended)
    }

    @Test("UIKey: characters include Shift, charactersIgnoringModifiers do not; keyCode and modifierFlags (B135)")
    func keyFields() throws {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)

        input.press(InputSimulator.keyInput(for: "A"))  // Shift + a
        input.pressKey(.keyboard1, modifiers: [.shift, .alternate], characters: "1")
        input.press(KeyInput(keyCode: .keyboardLeftShift, modifierFlags: .shift))  // Shift alone
        let keys = journal.records.filter { $0.method == "pressesBegan" }.compactMap(\.press.key)
        try #require(keys.count == 3)

        #expect(keys[0].characters == "A")
        #expect(keys[0].charactersIgnoringModifiers == "a")
        #expect(keys[0].keyCode == .keyboardA)
        #expect(keys[0].modifierFlags == .shift)

        #expect(keys[1].keyCode == .keyboard1)
        #expect(keys[1].charactersIgnoringModifiers == "1")
        #expect(keys[1].modifierFlags == [.shift, .alternate])
        #expect(keys[1].modifierFlags.contains(.alternate))
        #expect(!keys[1].modifierFlags.contains(.command))

        #expect(keys[2].keyCode == .keyboardLeftShift)
        #expect(keys[2].keyCode.isModifier)
        #expect(keys[2].charactersIgnoringModifiers.isEmpty)  // only a modifier: empty
        #expect(keys[2].modifierFlags == .shift)
    }

    @Test("UIKeyModifierFlags raw values: alphaShift 1<<16 … numericPad 1<<21")
    func modifierFlagRawValues() {
        let input = TestWorld.input()
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
        #expect(UIKeyModifierFlags([.command, .shift]).rawValue == (1 << 20) | (1 << 17))
        _ = input
    }

    @Test("UIKeyboardHIDUsage raw values are the USB HID usages (B135)")
    func hidUsageRawValues() {
        let input = TestWorld.input()
        let expected: [(UIKeyboardHIDUsage, Int)] = [
            (.keyboardA, 4), (.keyboardZ, 0x1D), (.keyboard1, 0x1E), (.keyboard0, 0x27),
            (.keyboardReturnOrEnter, 0x28), (.keyboardEscape, 0x29), (.keyboardDeleteOrBackspace, 0x2A),
            (.keyboardTab, 0x2B), (.keyboardSpacebar, 0x2C), (.keyboardCapsLock, 0x39), (.keyboardF1, 0x3A),
            (.keyboardF12, 0x45), (.keyboardRightArrow, 0x4F), (.keyboardLeftArrow, 0x50),
            (.keyboardDownArrow, 0x51), (.keyboardUpArrow, 0x52), (.keypadEnter, 0x58),
            (.keyboardLeftControl, 0xE0), (.keyboardLeftShift, 0xE1), (.keyboardLeftAlt, 0xE2),
            (.keyboardLeftGUI, 0xE3), (.keyboardRightGUI, 0xE7),
        ]
        for (usage, value) in expected {
            #expect(usage.rawValue == value, "\(usage)")
        }
        #expect(UIKeyboardHIDUsage(rawValue: 4) == .keyboardA)
        #expect(UIKeyboardHIDUsage(rawValue: 0x28) == .keyboardReturnOrEnter)
        _ = input
    }

    @Test("UIPressesEvent: type .presses, one event while keys are held, allPresses holds every held key (B137)")
    func pressesEventHoldsEveryHeldKey() throws {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)

        input.keyDown(keyA)
        input.keyDown(keyB)
        input.keyUp(keyA)
        input.keyUp(keyB)
        #expect(journal.entries == ["field.pressesBegan(a)", "field.pressesBegan(b)",
                                    "field.pressesEnded(a)", "field.pressesEnded(b)"])
        try #require(journal.records.count == 4)
        let pressA = journal.records[0].press
        let pressB = journal.records[1].press
        #expect(pressA !== pressB)

        let event = try #require(journal.records[0].event)
        #expect(event.type == .presses)
        #expect(event.subtype == .none)
        #expect(journal.records.allSatisfy { $0.event === event })  // one event while keys are held

        // Each call carries only the press that changed…
        #expect(journal.records.map(\.delivered) == [[pressA], [pressB], [pressA], [pressB]])
        // …and the event every press in it: both keys once both are down.
        #expect(journal.records[0].allPresses == [pressA])
        #expect(journal.records[1].allPresses == [pressA, pressB])
        #expect(journal.records[2].allPresses.contains(pressA))
        #expect(journal.records[2].allPresses.contains(pressB))
        #expect(journal.records[3].allPresses == [pressB])

        // A later key is a new UIPress.
        input.press(keyA)
        #expect(journal.records[4].press !== pressA)
    }

    // ResponderKit's choice for autorepeat: the keyboard's repeated key down for a held key is
    // delivered as `pressesChanged` on the same UIPress (phase `.changed`, timestamp updated), not as a
    // new `pressesBegan`; the key up then ends that one press.
    @Test("Autorepeat gives pressesChanged on the same UIPress (B132, B134)")
    func autorepeatGivesPressesChanged() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)

        input.keyDown(keyA)
        let repeatTime = input.time
        input.keyDown(keyA)
        input.keyDown(keyA)
        input.keyUp(keyA)
        #expect(journal.entries == ["field.pressesBegan(a)", "field.pressesChanged(a)",
                                    "field.pressesChanged(a)", "field.pressesEnded(a)"])
        let press = journal.records[0].press
        #expect(journal.records.allSatisfy { $0.press === press })
        #expect(journal.records.map(\.phase) == [.began, .changed, .changed, .ended])
        #expect(journal.records[1].timestamp == repeatTime)
        #expect(journal.records[1].force == 1)
        let times = journal.records.map(\.timestamp)
        #expect(times == times.sorted() && Set(times).count == 4)
    }

    // MARK: Bad input and interruptions

    @Test("A key up for a key that is not down is dropped and reported as .unknownKey")
    func keyUpForKeyNotDown() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)

        let neverDown = TestWorld.diagnostics { input.keyUp(keyA) }
        #expect(neverDown.map(\.kind) == [.unknownKey])
        #expect(neverDown.first?.resolution == .dropped)
        #expect(journal.entries.isEmpty)

        input.press(keyB)
        let upAgain = TestWorld.diagnostics { input.keyUp(keyB) }  // already up
        #expect(upAgain.map(\.kind) == [.unknownKey])
        #expect(journal.entries == ["field.pressesBegan(b)", "field.pressesEnded(b)"])
    }

    @Test(".cancelAllTouches cancels the keys that are down: pressesCancelled, and their key up is then unknown (B132)")
    func interruptionCancelsHeldKeys() throws {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)

        input.keyDown(keyA)
        input.keyDown(keyB)
        input.interruption()
        #expect(journal.entries == ["field.pressesBegan(a)", "field.pressesBegan(b)",
                                    "field.pressesCancelled(a)", "field.pressesCancelled(b)"])
        let cancelled = journal.records.filter { $0.method == "pressesCancelled" }
        #expect(cancelled.allSatisfy { $0.phase == .cancelled && $0.force == 0 })
        #expect(cancelled.map(\.press) == journal.records.prefix(2).map(\.press))

        let late = TestWorld.diagnostics { input.keyUp(keyA) }
        #expect(late.map(\.kind) == [.unknownKey])
        #expect(journal.entries.count == 4)  // no pressesEnded after the cancel
    }

    @Test("Key input and touches are dispatched together in FIFO order")
    func keysAndTouchesInOrder() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        scene(journal, field: field)
        let point = input.screenPoint(of: field)
        let application = UIApplication.shared
        let start = input.time

        application.enqueue(.touches([TouchInput(id: 9001, phase: .began, location: point)], timestamp: start))
        application.enqueue(.keyDown(keyA, timestamp: start + 0.01))
        application.enqueue(.touches([TouchInput(id: 9001, phase: .ended, location: point)], timestamp: start + 0.02))
        application.enqueue(.keyUp(keyA, timestamp: start + 0.03))
        #expect(journal.entries.isEmpty)  // nothing is delivered before processing
        #expect(application.pendingInputCount == 4)

        application.processPendingEvents()
        #expect(journal.entries == ["field.touchesBegan(1)", "field.pressesBegan(a)",
                                    "field.touchesEnded(1)", "field.pressesEnded(a)"])
        #expect(application.pendingInputCount == 0)
    }

    /// A text-input view that writes down the characters of every press it begins.
    final class Field: UIView, UIKeyInput {
        var text = ""
        var began: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began.append(presses.first?.key?.characters ?? "?")
            super.pressesBegan(presses, with: event)
        }
    }

    @Test("B134: a key that went down with no key window, repeated once a window is key, makes no press and no stale state")
    func keyDownWithoutWindow() {
        let input = TestWorld.input()
        let key = KeyInput(keyCode: .keyboardQ, characters: "q")
        input.keyDown(key)  // no key window now (TestWorld hid every window)
        let controller = UIViewController()
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        input.keyDown(key)   // autorepeat of the key pressed before
        input.keyUp(key)
        #expect(field.began.isEmpty)
        input.press(key)     // a fresh press begins normally
        #expect(field.began == ["q"])
        #expect(field.text == "q")
    }
}
