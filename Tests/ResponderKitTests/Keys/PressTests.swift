import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Hardware keys as presses: delivery to the key window's first responder and up the chain,
// autorepeat's target, cancellation, bad input and ordering with touches (B62, B71, B72,
// B132, B134, B136). The press objects and their values: UIPressTests.

@MainActor
@Suite("Presses and hardware keys: delivery, interruptions and bad input (B62, B71, B72, B132, B134, B136)")
struct PressTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    private let keyA = InputSimulator.keyInput(for: "a")
    private let keyB = InputSimulator.keyInput(for: "b")

    // MARK: Delivery

    @Test("""
        The four presses methods go to the first responder and, by default, up the chain to the window (B132, \
        B136, B62)
        """)
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
        let windowA = pressScene(journal, field: fieldA)
        let windowB = pressScene(journal, field: fieldB)  // shown last: key
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
        pressScene(journal, field: first, root: root)

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

    // MARK: Bad input and interruptions

    @Test("A key up for a key that is not down is dropped and reported as .unknownKey")
    func keyUpForKeyNotDown() {
        let input = TestWorld.input()
        let journal = PressJournal()
        let field = PressView("field", journal: journal)
        pressScene(journal, field: field)

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
        pressScene(journal, field: field)

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
        pressScene(journal, field: field)
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

    @Test("""
        B134: a key that went down with no key window, repeated once a window is key, makes no press and no stale \
        state
        """)
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
