import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Target-action and UIAction on controls: registering, removing, listing, sending (B82–B89), where
// nil-targeted actions go (B83, SPEC F7), and UIButton / UISwitch events (B99).

/// Any object can be a target (UIKit allows any NSObject); it says how it performs its actions
/// through `actionMethod(for:)`. It logs every call, with the sender and event it got.
@MainActor
private final class Receiver: NSObject, UIActionTarget {
    let name: String
    let log: EventLog
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    // iOS: @objc func save(_ sender: Any?)
    func save(_ sender: Any?) {
        log.record("\(name).save")
        senders.append(sender)
    }

    // iOS: @objc func save(_ sender: Any?, forEvent event: UIEvent?)
    func saveWithEvent(_ sender: Any?, _ event: UIEvent?) {
        log.record("\(name).saveWithEvent")
        senders.append(sender)
        events.append(event)
    }

    // iOS: @objc func refresh()
    func refresh() {
        log.record("\(name).refresh")
    }

    // iOS: @objc func other(_ sender: Any?)
    func other(_ sender: Any?) {
        log.record("\(name).other")
        senders.append(sender)
    }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "save:": return method(Self.save)
        case "save:forEvent:": return method(Self.saveWithEvent)
        case "refresh": return method(Self.refresh)
        case "other:": return method(Self.other)
        default: return nil
        }
    }
}

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

/// A control that intercepts every target-action dispatch (B89), passing it on only when told to.
@MainActor
private final class InterceptingControl: UIControl {
    var intercepted: [(action: String, target: Any?, event: UIEvent?)] = []
    var passesOn = false

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        intercepted.append((action.name, target, event))
        if passesOn { super.sendAction(action, to: target, for: event) }
    }
}

/// Whether `sender` is exactly `object`.
private func isSame(_ sender: Any?, _ object: AnyObject) -> Bool {
    guard let sender else { return false }
    return (sender as AnyObject) === object
}

@MainActor
@Suite("Target-action, UIAction, UIButton and UISwitch (B82–B89, B99, F7)")
struct ControlActionTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: addTarget

    @Test("A tap sends the action to its target in all three shapes, with the control as sender and the touch event (B86, B89)")
    func actionShapes() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(receiver, action: "refresh", for: .touchUpInside)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addTarget(receiver, action: "save:forEvent:", for: .touchUpInside)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries == ["target.refresh", "target.save", "target.saveWithEvent"])
        #expect(receiver.senders.count == 2)
        #expect(receiver.senders.allSatisfy { isSame($0, control) })
        #expect(receiver.events.count == 1)
        #expect(receiver.events.first??.type == .touches)
    }

    @Test("The control does not retain its target: once released, nothing is sent and nothing crashes (B87)")
    func targetNotRetained() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        var receiver: Receiver? = Receiver("target", log: log)
        weak let weakReceiver = receiver
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries == ["target.save"])

        receiver = nil
        #expect(weakReceiver == nil)  // the control held it weakly
        log.clear()
        input.advance(by: 2)
        input.tap(at: Self.center)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
    }

    @Test("Adding the same target and action twice stores the pair once, with the events unioned (B87)")
    func samePairTwice() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(receiver, action: "save:", for: .touchDown)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)

        #expect(control.allTargets.count == 1)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchDown) == ["save:"])
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["save:"])

        // One pair, so one call even when both its events are sent together.
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.entries == ["target.save"])

        // Through a tap, once per event.
        log.clear()
        showWindow(with: [control])
        input.tap(at: Self.center)
        #expect(log.entries == ["target.save", "target.save"])
    }

    @Test("addTarget with no events adds nothing and removes nothing (B87)")
    func emptyEventsAddsNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let other = Receiver("other", log: log)
        let control = UIControl(frame: Self.frame)

        control.addTarget(receiver, action: "save:", for: [])
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == nil)

        control.addTarget(other, action: "other:", for: .touchUpInside)
        control.addTarget(other, action: "other:", for: [])
        #expect(control.allControlEvents == .touchUpInside)
        control.sendActions(for: .allEvents)
        #expect(log.entries == ["other.other"])
        _ = input
    }

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

    // MARK: removeTarget

    @Test("removeTarget with a nil target removes the events for every target (B88)")
    func removeNilTargetRemovesAll() {
        let input = TestWorld.input()
        let log = EventLog()
        let first = Receiver("first", log: log)
        let second = Receiver("second", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(first, action: "save:", for: .touchUpInside)
        control.addTarget(second, action: "other:", for: .touchUpInside)
        control.addTarget(nil, action: "save:", for: .touchUpInside)
        #expect(control.allTargets.count == 3)

        control.removeTarget(nil, action: nil, for: .touchUpInside)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        showWindow(with: [control])
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
    }

    @Test("removeTarget's action argument narrows the removal to that action (B88)")
    func removeTargetActionNarrows() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addTarget(receiver, action: "other:", for: .touchUpInside)

        control.removeTarget(receiver, action: "save:", for: .touchUpInside)
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["other:"])
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["target.other"])

        // A nil action removes every action of the target.
        log.clear()
        control.removeTarget(receiver, action: nil, for: .touchUpInside)
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == nil)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
        _ = input
    }

    @Test("Removing some events keeps the pair for the rest; a pair left with none leaves allTargets (B88)")
    func removingEventsEmptiesPairs() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let other = Receiver("other", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(receiver, action: "save:", for: [.touchDown, .touchUpInside])
        control.addTarget(other, action: "other:", for: .touchDown)

        control.removeTarget(receiver, action: "save:", for: .touchDown)
        #expect(control.allTargets.contains(receiver))
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["save:"])

        control.removeTarget(other, action: nil, for: .touchDown)
        #expect(!control.allTargets.contains(other))
        #expect(control.allTargets == [receiver])
        #expect(control.allControlEvents == .touchUpInside)
        _ = input
    }

    // MARK: Listing

    @Test("allTargets holds the targets, with NSNull for a nil target (B87, B88)")
    func allTargetsWithNSNull() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = UIControl(frame: Self.frame)
        #expect(control.allTargets.isEmpty)

        control.addTarget(nil, action: "save:", for: .touchUpInside)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addAction(UIAction { _ in }, for: .touchUpInside)  // a UIAction is not a target
        #expect(control.allTargets.count == 2)
        // (On Linux each NSNull() is a separate object whose hash differs though isEqual is true, so
        // look for one by type rather than with Set.contains(NSNull()).)
        #expect(control.allTargets.contains { $0.base is NSNull })
        #expect(control.allTargets.filter { $0.base is NSNull }.count == 1)
        #expect(control.allTargets.contains(receiver))
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
        _ = input
    }

    @Test("allControlEvents is the union of every registration's events, UIActions included (B87)")
    func allControlEventsUnion() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = UIControl(frame: Self.frame)
        #expect(control.allControlEvents.isEmpty)
        control.addTarget(receiver, action: "save:", for: [.touchDown, .touchDragExit])
        control.addAction(UIAction { _ in }, for: .valueChanged)
        control.addTarget(nil, action: "other:", for: .editingChanged)
        #expect(control.allControlEvents == [.touchDown, .touchDragExit, .valueChanged, .editingChanged])
        _ = input
    }

    @Test("actions(forTarget:forControlEvent:) names the target's actions for that event, in order, or nil (B87)")
    func actionsForTargetNames() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let stranger = Receiver("stranger", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addTarget(receiver, action: "refresh", for: [.touchUpInside, .touchDown])
        control.addTarget(receiver, action: "other:", for: .touchDown)

        #expect(control.actions(forTarget: receiver, forControlEvent: .touchUpInside) == ["save:", "refresh"])
        #expect(control.actions(forTarget: receiver, forControlEvent: .touchDown) == ["refresh", "other:"])
        #expect(control.actions(forTarget: receiver, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: stranger, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        _ = input
    }

    // MARK: Sending

    @Test("sendActions(for:) calls each matching registration once, in registration order, with no event (B89)")
    func sendActionsOrder() {
        let input = TestWorld.input()
        let log = EventLog()
        let first = Receiver("first", log: log)
        let second = Receiver("second", log: log)
        let control = UIControl(frame: Self.frame)
        control.addTarget(first, action: "save:forEvent:", for: .touchUpInside)
        control.addAction(UIAction { _ in log.record("action") }, for: [.touchUpInside, .valueChanged])
        control.addTarget(second, action: "save:forEvent:", for: .valueChanged)
        control.addTarget(first, action: "other:", for: .touchDown)

        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log.entries == ["first.saveWithEvent", "action", "second.saveWithEvent"])
        #expect(first.events.count == 1 && first.events[0] == nil)
        #expect(second.events.count == 1 && second.events[0] == nil)
        #expect(isSame(first.senders.first ?? nil, control))

        log.clear()
        control.sendActions(for: .editingDidEnd)
        #expect(log.entries.isEmpty)
        _ = input
    }

    @Test("Overriding sendAction(_:to:for:) intercepts every target-action dispatch (B89)")
    func overridingSendActionIntercepts() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let control = InterceptingControl(frame: Self.frame)
        control.addTarget(receiver, action: "save:", for: .touchUpInside)
        control.addTarget(nil, action: "other:", for: .touchUpInside)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)  // not passed on
        #expect(control.intercepted.map(\.action) == ["save:", "other:"])
        #expect(isSame(control.intercepted.first?.target, receiver))
        #expect(control.intercepted.last.map { $0.target == nil } == true)
        #expect(control.intercepted.first?.event?.type == .touches)

        control.passesOn = true
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["target.save"])
        #expect(control.intercepted.count == 4)
        #expect(control.intercepted.last.map { $0.event == nil } == true)
    }

    // MARK: UIAction

    @Test("UIAction basics: `UIAction { _ in }`, title, a unique identifier by default, UIAction.Identifier")
    func uiActionBasics() {
        let input = TestWorld.input()
        let plain = UIAction { _ in }
        let another = UIAction { _ in }
        #expect(plain.title == "")
        #expect(plain.sender == nil)
        #expect(plain.identifier != another.identifier)

        let named = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { _ in }
        #expect(named.title == "Save")
        #expect(named.identifier == UIAction.Identifier(rawValue: "save"))
        #expect(named.identifier.rawValue == "save")
        _ = input
    }

    @Test("A UIAction's sender is the control while its handler runs (B86)")
    func uiActionSender() {
        let input = TestWorld.input()
        let control = UIControl(frame: Self.frame)
        var senders: [Any?] = []
        let action = UIAction { action in senders.append(action.sender) }
        control.addAction(action, for: .touchUpInside)
        showWindow(with: [control])

        input.tap(at: Self.center)
        control.sendActions(for: .touchUpInside)
        #expect(senders.count == 2)
        #expect(senders.allSatisfy { isSame($0, control) })
    }

    @Test("Adding a UIAction with an identifier already added replaces the earlier one")
    func uiActionIdentifierReplaces() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.record("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.record("new") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.record("unrelated") }, for: .touchUpInside)

        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new", "unrelated"])

        // Replacing from another event still retires the old handler.
        log.clear()
        control.addAction(UIAction(identifier: id) { _ in log.record("newest") }, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(!log.entries.contains("old"))
        #expect(!log.entries.contains("new"))
        #expect(log.entries.contains("newest"))
        _ = input
    }

    @Test("removeAction(_:for:) and removeAction(identifiedBy:for:) stop a UIAction for those events")
    func removeUIAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        let first = UIAction { _ in log.record("first") }
        let second = UIAction(identifier: UIAction.Identifier("second")) { _ in log.record("second") }
        control.addAction(first, for: [.touchDown, .touchUpInside])
        control.addAction(second, for: .touchUpInside)

        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["second"])
        log.clear()
        control.sendActions(for: .touchDown)
        #expect(log.entries == ["first"])  // still there for the other event

        log.clear()
        control.removeAction(identifiedBy: UIAction.Identifier("second"), for: .touchUpInside)
        control.removeAction(first, for: .touchDown)
        control.sendActions(for: .allEvents)
        #expect(log.entries.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        _ = input
    }

    @Test("UIControl(frame:primaryAction:) runs it for primaryActionTriggered; a plain control's tap does not send that (B99)")
    func controlPrimaryAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame, primaryAction: UIAction { _ in log.record("primary") })
        #expect(control.frame == Self.frame)
        #expect(control.allControlEvents == .primaryActionTriggered)
        showWindow(with: [control])

        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log.entries == ["primary"])
    }

    @Test("A base UIControl never sends valueChanged or primaryActionTriggered by itself (B99)")
    func baseControlSendsNoValueChanged() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIControl(frame: Self.frame)
        control.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.record("primary") }, for: .primaryActionTriggered)
        control.addAction(UIAction { _ in log.record("touchUpInside") }, for: .touchUpInside)
        showWindow(with: [control])

        input.tap(at: Self.center)
        input.drag(from: Self.center, to: CGPoint(x: 350, y: 700))
        input.advance(by: 2)
        input.doubleTap(at: Self.center)
        #expect(log.entries == ["touchUpInside", "touchUpInside", "touchUpInside"])
    }

    // MARK: UIButton

    @Test("A button tap sends touchDown, touchUpInside, then primaryActionTriggered (B99)")
    func buttonTapSendsPrimaryAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = UIButton(frame: Self.frame)
        for (name, event) in [("touchDown", UIControl.Event.touchDown), ("touchUpInside", .touchUpInside),
                              ("touchUpOutside", .touchUpOutside), ("primaryActionTriggered", .primaryActionTriggered)] {
            button.addAction(UIAction { _ in log.record(name) }, for: event)
        }
        showWindow(with: [button])

        input.tap(at: Self.center)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])

        // Released outside: no primary action.
        log.clear()
        input.advance(by: 2)
        input.drag(from: Self.center, to: CGPoint(x: 350, y: 700))
        #expect(log.entries == ["touchDown", "touchUpOutside"])
    }

    @Test("UIButton(type:primaryAction:) runs the action on a tap and keeps its type; buttonType defaults")
    func buttonTypeAndPrimaryAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = UIButton(type: .custom, primaryAction: UIAction { action in
            log.record(action.sender is UIButton ? "primary from a button" : "primary")
        })
        button.frame = Self.frame
        #expect(button.buttonType == .custom)
        #expect(UIButton(primaryAction: nil).buttonType == .system)
        #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
        #expect(UIButton(type: .close).frame == .zero)
        #expect(UIButton(frame: Self.frame).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        showWindow(with: [button])

        input.tap(at: Self.center)
        #expect(log.entries == ["primary from a button"])
    }

    @Test("setTitle/title(for:): a state with no title of its own falls back to .normal")
    func buttonTitles() {
        let input = TestWorld.input()
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil)
        #expect(button.currentTitle == nil)

        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.title(for: .disabled) == "Save")

        button.setTitle("Saving…", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Saving…")
        #expect(button.title(for: .normal) == "Save")

        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Save")
        _ = input
    }

    @Test("currentTitle follows the state: highlighted while a finger is down, disabled, selected (B97)")
    func buttonCurrentTitleFollowsState() {
        let input = TestWorld.input()
        let button = UIButton(frame: Self.frame)
        button.setTitle("Save", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitle("Off", for: .disabled)
        button.setTitle("On", for: .selected)
        showWindow(with: [button])
        #expect(button.currentTitle == "Save")

        let finger = input.touchDown(at: Self.center)
        #expect(button.currentTitle == "Pressed")
        input.move(finger, to: CGPoint(x: 350, y: 700))  // out past the gutter: not highlighted
        #expect(button.currentTitle == "Save")
        input.move(finger, to: Self.center)
        #expect(button.currentTitle == "Pressed")
        input.lift(finger, at: Self.center)
        #expect(button.currentTitle == "Save")

        button.isSelected = true
        #expect(button.currentTitle == "On")
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Off")
    }

    // MARK: UISwitch

    @Test("Tapping a UISwitch toggles isOn and sends valueChanged, with the new value visible (B99)")
    func switchToggles() {
        let input = TestWorld.input()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        var seen: [Bool] = []
        toggle.addAction(UIAction { action in
            if let sender = action.sender as? UISwitch { seen.append(sender.isOn) }
        }, for: .valueChanged)
        showWindow(with: [toggle])
        let center = input.screenPoint(of: toggle)

        input.tap(at: center)
        #expect(toggle.isOn)
        #expect(seen == [true])
        input.advance(by: 2)
        input.tap(at: center)
        #expect(!toggle.isOn)
        #expect(seen == [true, false])
    }

    @Test("setOn and isOn send nothing; a touch released outside does not toggle (B99)")
    func switchProgrammaticAndOutside() {
        let input = TestWorld.input()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        showWindow(with: [toggle])

        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn)
        #expect(changes == 0)

        input.drag(from: input.screenPoint(of: toggle), to: CGPoint(x: 350, y: 700))
        #expect(!toggle.isOn)
        #expect(changes == 0)
    }
}
