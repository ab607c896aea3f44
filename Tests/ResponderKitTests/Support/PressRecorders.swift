import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The responders of the presses tests, which record what they receive, and their scene.

/// One presses call, with the press's state as it was during the call (a UIPress is mutated in place).
@MainActor
struct PressRecord {
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
final class PressJournal {
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
func keyName(_ press: UIPress) -> String {
    guard let key = press.key else { return "?" }
    return key.charactersIgnoringModifiers.isEmpty ? "\(key.keyCode)" : key.charactersIgnoringModifiers
}

/// A view that can become first responder and records the four presses methods (and touches); it
/// calls `super` only when `passesOn`.
@MainActor
final class PressView: UIView {
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
final class PressController: UIViewController {
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
final class PressWindow: UIWindow {
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

/// A shown key window whose root controller's view holds `field`, made first responder.
@MainActor
@discardableResult
func pressScene(_ journal: PressJournal, field: PressView,
                root: UIViewController = UIViewController()) -> UIWindow {
    root.view.addSubview(field)
    let window = TestWorld.window(root: root)
    #expect(field.becomeFirstResponder())
    return window
}
