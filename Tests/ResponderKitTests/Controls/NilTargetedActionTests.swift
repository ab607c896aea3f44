import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Where a control's nil-targeted actions go: the key window's first responder, else the sender's
// chain (B82–B84, F7).

/// A view on the responder chain that may perform `save:` and may become first responder.
@MainActor
private final class SavingView: UIView {
    let name: String
    let log: EventLog
    var performsSave = true
    var acceptsFirstResponder = false
    var lastSender: Any?

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    func save(_ sender: Any?) {
        lastSender = sender
        log.record("\(name).save")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == "save:", performsSave { return method(Self.save) }
        return super.actionMethod(for: action)
    }
}

/// A root view controller that performs `save:`.
@MainActor
private final class SavingController: UIViewController {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func save(_ sender: Any?) { log.record("controller.save") }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "save:" ? method(Self.save) : super.actionMethod(for: action)
    }
}

@MainActor
@Suite("Target-action on controls: nil targets and the responder chain (B82–B84, F7)")
struct NilTargetedActionTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: nil targets and the responder chain

    @Test("A nil-targeted action starts at the key window's first responder, not at the control (B83, B84)")
    func nilTargetStartsAtFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let panel = SavingView("panel", frame: CGRect(x: 0, y: 200, width: 390, height: 300), log: log)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))  // (100, 300) on screen
        panel.addSubview(button)
        let editor = SavingView("editor", frame: CGRect(x: 0, y: 600, width: 390, height: 100), log: log)
        editor.acceptsFirstResponder = true
        showWindow(with: [panel, editor], root: SavingController(log: log))
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        #expect(editor.becomeFirstResponder())

        input.tap(at: Self.center)
        #expect(log.entries == ["editor.save"])
        #expect(isSame(editor.lastSender, button))
        #expect(editor.isFirstResponder)

        // The first responder cannot perform it: the search goes up *its* chain (editor → root view →
        // controller), which does not pass through the button's superview.
        log.clear()
        editor.performsSave = false
        input.advance(by: 2)
        input.tap(at: Self.center)
        #expect(log.entries == ["controller.save"])
    }

    @Test("With no first responder, a nil-targeted action starts at the sender and goes up its chain (B83)")
    func nilTargetStartsAtSenderWithoutFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let panel = SavingView("panel", frame: CGRect(x: 0, y: 200, width: 390, height: 300), log: log)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        panel.addSubview(button)
        showWindow(with: [panel], root: SavingController(log: log))
        button.addTarget(nil, action: "save:", for: .touchUpInside)

        input.tap(at: Self.center)
        #expect(log.entries == ["panel.save"])
        #expect(isSame(panel.lastSender, button))

        log.clear()
        panel.performsSave = false
        input.advance(by: 2)
        input.tap(at: Self.center)
        #expect(log.entries == ["controller.save"])
    }

    @Test("UIApplication.sendAction: a target performs it (true); a nil target with no performer returns false (B82)")
    func applicationSendAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let button = UIButton(frame: Self.frame)
        showWindow(with: [button])

        #expect(UIApplication.shared.sendAction("save:", to: receiver, from: button, for: nil))
        #expect(log.entries == ["target.save"])
        #expect(isSame(receiver.senders.first ?? nil, button))
        #expect(!UIApplication.shared.sendAction("nobodyDoesThis:", to: nil, from: button, for: nil))

        // A nil-targeted control action nobody performs is simply dropped.
        button.addTarget(nil, action: "nobodyDoesThis:", for: .touchUpInside)
        input.tap(at: Self.center)
        #expect(log.entries == ["target.save"])
    }

    @Test("An explicit target gets the action whatever the first responder is, and the first responder stays (F7, B82)")
    func explicitTargetWhateverFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let editor = SavingView("editor", frame: CGRect(x: 0, y: 600, width: 390, height: 100), log: log)
        editor.acceptsFirstResponder = true
        let button = UIButton(frame: Self.frame)
        button.addTarget(receiver, action: "save:", for: .touchUpInside)
        showWindow(with: [editor, button])
        #expect(editor.becomeFirstResponder())

        input.tap(at: Self.center)
        #expect(log.entries == ["target.save"])  // the first responder, which also performs save:, is not asked
        #expect(editor.isFirstResponder)
    }
}
