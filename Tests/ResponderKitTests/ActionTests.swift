import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// Target-action through UIApplication.sendAction (UIKIT-NOTES B82–B86), Selector, and typing into a
// UIKeyInput first responder from a hardware keyboard (B139, B140).

/// What happened, in order: `actions` holds `"vc.doIt:"`, `walk` the responders asked
/// `target(forAction:withSender:)`.
@MainActor
private final class ActionJournal {
    var actions: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []
    var walk: [String] = []

    func performed(_ name: String, _ action: Selector, _ sender: Any?, _ event: UIEvent?) {
        actions.append("\(name).\(action)")
        senders.append(sender)
        events.append(event)
    }
}

/// A view that performs the actions in `performs`, can disable some through `canPerformAction`
/// (`disabled`), and can redirect `target(forAction:withSender:)`; it records the walk.
@MainActor
private final class ActionView: UIView {
    let name: String
    let journal: ActionJournal
    var performs: Set<Selector> = []
    var disabled: Set<Selector> = []
    var redirect: AnyObject?
    var acceptsFirstResponder = true

    init(_ name: String, journal: ActionJournal, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        guard performs.contains(action) else { return super.actionMethod(for: action) }
        return { [journal, name] sender, event in journal.performed(name, action, sender, event) }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if disabled.contains(action) { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        journal.walk.append(name)
        if let redirect { return redirect }
        return super.target(forAction: action, withSender: sender)
    }
}

/// A view controller that performs the actions in `performs` and records the walk.
@MainActor
private final class ActionController: UIViewController {
    let name: String
    let journal: ActionJournal
    var performs: Set<Selector> = []

    init(_ name: String, journal: ActionJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        guard performs.contains(action) else { return super.actionMethod(for: action) }
        return { [journal, name] sender, event in journal.performed(name, action, sender, event) }
    }

    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        journal.walk.append(name)
        return super.target(forAction: action, withSender: sender)
    }
}

/// An object that is no responder but performs `run:` (UIKit accepts any object as a target).
@MainActor
private final class PlainTarget: UIActionTarget {
    var runs: [Any?] = []
    func run(_ sender: Any?) { runs.append(sender) }
    func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "run:" ? method(PlainTarget.run) : nil
    }
}

/// A responder with one method of each action shape, made into action methods with `method(_:)` (B86).
@MainActor
private final class ShapesTarget: UIResponder {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    func refresh() { calls.append("refresh") }
    func save(_ sender: Any?) {
        calls.append("save")
        senders.append(sender)
    }
    func buttonTapped(_ sender: Any?, _ event: UIEvent?) {
        calls.append("buttonTapped")
        senders.append(sender)
        events.append(event)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "refresh": return method(ShapesTarget.refresh)
        case "save:": return method(ShapesTarget.save)
        case "buttonTapped:forEvent:": return method(ShapesTarget.buttonTapped)
        default: return super.actionMethod(for: action)
        }
    }
}

/// A first responder that keeps the event of the last key pressed (to have a real UIEvent at hand).
@MainActor
private final class EventCatcher: UIView {
    var lastEvent: UIPressesEvent?
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lastEvent = event }
}

/// A text view adopting UIKeyInput (B139); it can swallow `pressesBegan` without calling `super`.
@MainActor
private final class TextView: UIView, UIKeyInput {
    var text = ""
    var calls: [String] = []
    var swallowsPresses = false

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        calls.append("insertText(\(text.debugDescription))")
        self.text += text
    }
    func deleteBackward() {
        calls.append("deleteBackward")
        if !text.isEmpty { text.removeLast() }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !swallowsPresses { super.pressesBegan(presses, with: event) }
    }
}

/// A view that handles `pressesBegan` itself, without calling `super`.
@MainActor
private final class PressSwallower: UIView {
    var swallowed = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { swallowed += 1 }
}

/// field (first responder) ⊂ container ⊂ vc.view, in a key window.
@MainActor
private struct ActionScene {
    let journal = ActionJournal()
    let vc: ActionController
    let container: ActionView
    let field: ActionView
    let window: UIWindow

    init(firstResponder: Bool = true) {
        vc = ActionController("vc", journal: journal)
        container = ActionView("container", journal: journal, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        field = ActionView("field", journal: journal)
        vc.view.addSubview(container)
        container.addSubview(field)
        window = TestWorld.window(root: vc)
        if firstResponder { #expect(field.becomeFirstResponder()) }
    }
}

@MainActor
@Suite("Actions: sendAction, the nil-targeted search, action shapes, Selector; UIKeyInput typing (B82–B86, B139, B140)")
struct ActionTests {
    private let doIt: Selector = "doIt:"

    // MARK: Explicit targets

    @Test("sendAction with a target that performs the action calls it and returns true (B82)")
    func explicitTarget() {
        let input = TestWorld.input()
        let journal = ActionJournal()
        let target = ActionView("target", journal: journal)  // in no window: an explicit target needs none
        target.performs = [doIt]
        let sender = UIView()
        #expect(UIApplication.shared.sendAction(doIt, to: target, from: sender, for: nil))
        #expect(journal.actions == ["target.doIt:"])
        #expect((journal.senders.first as? UIView) === sender)
        #expect(journal.walk.isEmpty)  // no search with a target
        _ = input
    }

    @Test("sendAction with a target lacking the action returns false and reports .unhandledAction (B82)")
    func targetLackingAction() {
        let input = TestWorld.input()
        let scene = ActionScene()
        scene.vc.performs = [doIt]  // would handle a nil-targeted send, but the target is explicit
        let lacking = ActionView("lacking", journal: scene.journal)
        var results: [Bool] = []
        let diagnostics = TestWorld.diagnostics {
            results.append(UIApplication.shared.sendAction(doIt, to: lacking, from: nil, for: nil))
            results.append(UIApplication.shared.sendAction(doIt, to: NSObject(), from: nil, for: nil))
        }
        #expect(results == [false, false])
        #expect(diagnostics.map(\.kind) == [.unhandledAction, .unhandledAction])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        #expect(scene.journal.actions.isEmpty)
        _ = input
    }

    @Test("Any object conforming to UIActionTarget can be a target, also found by target(forAction:withSender:)")
    func plainObjectTarget() {
        let input = TestWorld.input()
        let plain = PlainTarget()
        #expect(UIApplication.shared.sendAction("run:", to: plain, from: "sender", for: nil))
        #expect(plain.runs.count == 1)
        #expect(plain.runs.first as? String == "sender")
        #expect(!UIApplication.shared.sendAction("other:", to: plain, from: nil, for: nil))
        _ = input
    }

    // MARK: The nil-targeted search

    @Test("A nil target starts at the key window's first responder and walks next via target(forAction:withSender:) (B82, B84)")
    func nilTargetWalksChain() {
        let input = TestWorld.input()
        let scene = ActionScene()
        scene.vc.performs = [doIt]
        let button = ActionView("button", journal: scene.journal, frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        button.performs = [doIt]  // the sender performs it too, but the search starts at the first responder
        scene.vc.view.addSubview(button)

        #expect(UIApplication.shared.sendAction(doIt, to: nil, from: button, for: nil))
        #expect(scene.journal.walk == ["field", "container", "vc"])
        #expect(scene.journal.actions == ["vc.doIt:"])
        #expect((scene.journal.senders.first as? UIView) === button)
        #expect(scene.field.target(forAction: doIt, withSender: nil) as AnyObject? === scene.vc)
        _ = input
    }

    @Test("A nil-targeted action nobody performs returns false (B82, B84)")
    func nilTargetNobody() {
        let input = TestWorld.input()
        let scene = ActionScene()
        #expect(!UIApplication.shared.sendAction("nobodyDoesThis:", to: nil, from: nil, for: nil))
        #expect(scene.journal.walk == ["field", "container", "vc"])  // all the way up
        #expect(scene.journal.actions.isEmpty)
        #expect(scene.field.target(forAction: "nobodyDoesThis:", withSender: nil) == nil)
        _ = input
    }

    @Test("With no first responder the search starts at the sender when it is a responder (B83)")
    func noFirstResponderStartsAtSender() {
        let input = TestWorld.input()
        let scene = ActionScene(firstResponder: false)
        let button = ActionView("button", journal: scene.journal, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.container.addSubview(button)
        scene.container.performs = [doIt]
        scene.vc.performs = [doIt]

        #expect(UIApplication.shared.sendAction(doIt, to: nil, from: button, for: nil))
        #expect(scene.journal.walk == ["button", "container"])
        #expect(scene.journal.actions == ["container.doIt:"])

        // No first responder and a sender that is no responder (or none): nowhere to start.
        scene.journal.walk.removeAll()
        #expect(!UIApplication.shared.sendAction(doIt, to: nil, from: NSObject(), for: nil))
        #expect(!UIApplication.shared.sendAction(doIt, to: nil, from: nil, for: nil))
        #expect(scene.journal.actions == ["container.doIt:"])
        #expect(scene.journal.walk.isEmpty)
        _ = input
    }

    @Test("canPerformAction returning false makes the search skip that responder (B85)")
    func canPerformActionDisables() {
        let input = TestWorld.input()
        let scene = ActionScene()
        scene.field.performs = [.copy]
        scene.field.disabled = [.copy]  // e.g. nothing selected
        scene.vc.performs = [.copy]

        #expect(!scene.field.canPerformAction(.copy, withSender: nil))
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(scene.journal.actions == ["vc.copy:"])

        scene.field.disabled = []
        #expect(scene.field.canPerformAction(.copy, withSender: nil))
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(scene.journal.actions == ["vc.copy:", "field.copy:"])

        // The default: true iff the responder has a method for the action.
        #expect(!UIView().canPerformAction(.copy, withSender: nil))
        #expect(!UIResponder().canPerformAction(.paste, withSender: nil))
        #expect(!scene.field.canPerformAction(.paste, withSender: nil))
        _ = input
    }

    @Test("Overriding target(forAction:withSender:) redirects a nil-targeted action (B84)")
    func targetForActionRedirects() {
        let input = TestWorld.input()
        let scene = ActionScene()
        let helper = PlainTarget()
        scene.container.redirect = helper
        scene.vc.performs = ["run:"]

        #expect(UIApplication.shared.sendAction("run:", to: nil, from: scene.field, for: nil))
        #expect(helper.runs.count == 1)
        #expect((helper.runs.first as? UIView) === scene.field)
        #expect(scene.journal.walk == ["field", "container"])  // the controller is never asked
        #expect(scene.journal.actions.isEmpty)
        _ = input
    }

    @Test("B82: the usual keyboard dismissal, sendAction(resignFirstResponder) to nil, works")
    func dismissKeyboardAction() {
        _ = TestWorld.input()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        TestWorld.window(root: controller)
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    final class WatchingApplication: UIApplication {
        var sent: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            sent.append(action.name)
            return super.sendAction(action, to: target, from: sender, for: event)
        }
    }

    @Test("An application subclass can override sendAction(_:to:from:for:)")
    func overrideSendAction() {
        _ = TestWorld.input()
        let application = WatchingApplication()
        let result = UIApplication.withSharedApplication(application) {
            application.sendAction(.copy, to: nil, from: nil, for: nil)
        }
        #expect(result == false)
        #expect(application.sent == ["copy:"])
    }

    // MARK: Action shapes

    @Test("The three action shapes (), (sender), (sender, event) get the right sender and event (B86)")
    func threeActionShapes() throws {
        let input = TestWorld.input()
        let catcher = EventCatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = UIViewController()
        root.view.addSubview(catcher)
        TestWorld.window(root: root)
        #expect(catcher.becomeFirstResponder())
        input.pressKey(.keyboardA)
        let event = try #require(catcher.lastEvent)

        let target = ShapesTarget()
        let button = UIView()
        let application = UIApplication.shared
        #expect(application.sendAction("refresh", to: target, from: button, for: event))
        #expect(application.sendAction("save:", to: target, from: button, for: event))
        #expect(application.sendAction("buttonTapped:forEvent:", to: target, from: button, for: event))
        #expect(application.sendAction("buttonTapped:forEvent:", to: target, from: nil, for: nil))
        #expect(target.calls == ["refresh", "save", "buttonTapped", "buttonTapped"])
        try #require(target.senders.count == 3 && target.events.count == 2)
        #expect((target.senders[0] as? UIView) === button)
        #expect((target.senders[1] as? UIView) === button)
        #expect(target.senders[2] == nil)
        #expect(target.events[0] === event)
        #expect(target.events[1] == nil)
    }

    // MARK: Selector

    @Test("Selector: equality, hashing, string literals and the standard edit action names")
    func selectorBasics() {
        let input = TestWorld.input()
        let literal: Selector = "copy:"
        #expect(literal == Selector("copy:"))
        #expect(literal == .copy)
        #expect(literal != Selector("copy"))
        #expect(literal.name == "copy:")
        #expect(literal.description == "copy:")
        #expect(Set<Selector>(["copy:", Selector("copy:"), .copy, "paste:"]).count == 2)
        let table: [Selector: Int] = ["cut:": 1]
        #expect(table[.cut] == 1)

        let names: [(Selector, String)] = [
            (.cut, "cut:"), (.copy, "copy:"), (.paste, "paste:"), (.select, "select:"),
            (.selectAll, "selectAll:"), (.delete, "delete:"),
            (.makeTextWritingDirectionLeftToRight, "makeTextWritingDirectionLeftToRight:"),
            (.makeTextWritingDirectionRightToLeft, "makeTextWritingDirectionRightToLeft:"),
            (.toggleBoldface, "toggleBoldface:"), (.toggleItalics, "toggleItalics:"),
            (.toggleUnderline, "toggleUnderline:"), (.increaseSize, "increaseSize:"), (.decreaseSize, "decreaseSize:"),
        ]
        for (selector, name) in names {
            #expect(selector.name == name)
        }
        _ = input
    }

    // MARK: UIKeyInput (B139, B140)

    /// A key window whose root view holds `text` (inside `container`), made first responder.
    @discardableResult
    private func textScene(_ text: TextView, in container: UIView? = nil) -> UIWindow {
        let root = UIViewController()
        if let container {
            container.addSubview(text)
            root.view.addSubview(container)
        } else {
            root.view.addSubview(text)
        }
        let window = TestWorld.window(root: root)
        #expect(text.becomeFirstResponder())
        return window
    }

    @Test("Typed characters reach a UIKeyInput first responder as insertText (B139, B140)")
    func typingInsertsText() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)
        #expect(!text.hasText)

        input.type("Hi")
        #expect(text.calls == ["insertText(\"H\")", "insertText(\"i\")"])
        #expect(text.text == "Hi")
        #expect(text.hasText)

        // A modifier key alone types nothing.
        input.press(KeyInput(keyCode: .keyboardLeftShift, modifierFlags: .shift))
        #expect(text.calls.count == 2)
    }

    @Test("Backspace calls deleteBackward and Return inserts \"\\n\" (B139, B140)")
    func backspaceAndReturn() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)

        input.type("ab\u{8}")
        #expect(text.calls == ["insertText(\"a\")", "insertText(\"b\")", "deleteBackward"])
        #expect(text.text == "a")

        text.calls.removeAll()
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardReturnOrEnter)
        #expect(text.calls == ["deleteBackward", "insertText(\"\\n\")"])
        #expect(text.text == "\n")
    }

    @Test("⌘- and Control-chords type nothing (B140)")
    func chordsTypeNothing() {
        let input = TestWorld.input()
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        textScene(text)

        input.pressKey(.keyboardB, modifiers: .command)
        input.pressKey(.keyboardA, modifiers: .control)
        input.pressKey(.keyboardC, modifiers: .command)  // nobody copies: an ordinary key, still no text
        input.pressKey(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(text.calls.isEmpty)
        #expect(text.text.isEmpty)

        input.type("x")  // plain typing still works
        #expect(text.calls == ["insertText(\"x\")"])
    }

    @Test("A responder on the chain that handles pressesBegan without super stops the typing (B140)")
    func handledPressTypesNothing() {
        let input = TestWorld.input()
        let container = PressSwallower(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let window = textScene(text, in: container)

        input.type("ab")
        #expect(container.swallowed == 2)
        #expect(text.calls.isEmpty)

        // The text view itself handling the press: no text either.
        container.removeFromSuperview()
        text.removeFromSuperview()
        let other = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        other.swallowsPresses = true
        window.rootViewController?.view.addSubview(other)
        #expect(other.becomeFirstResponder())
        input.type("c")
        #expect(other.calls.isEmpty)
    }
}
