import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// Target-action through UIApplication.sendAction: explicit targets and the nil-targeted search up the
// responder chain (B82–B85). Action shapes and Selector: ActionShapeAndSelectorTests;
// typing into a UIKeyInput first responder: KeyInputTypingTests.

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
@Suite("Actions: sendAction and the nil-targeted search (B82–B85)")
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

    @Test("""
        A nil target starts at the key window's first responder and walks next via target(forAction:withSender:) \
        (B82, B84)
        """)
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
}
