import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIPress, UIKey and UIPressesEvent: their values and raw values, one object from down to up,
// autorepeat as pressesChanged (B132–B135, B137).

@MainActor
@Suite("UIPress, UIKey and UIPressesEvent (B132–B135, B137)")
struct UIPressTests {
    private let keyA = InputSimulator.keyInput(for: "a")
    private let keyB = InputSimulator.keyInput(for: "b")

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
        pressScene(journal, field: field)
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
        pressScene(journal, field: field)

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
        pressScene(journal, field: field)

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
        pressScene(journal, field: field)

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
}
