import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIAction on controls: identifiers, the sender, replacing and removing, primaryActionTriggered
// (B86, B99).

@MainActor
@Suite("UIAction on controls (B86, B99)")
struct UIActionTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

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

    @Test("""
        UIControl(frame:primaryAction:) runs it for primaryActionTriggered; a plain control's tap does not send \
        that (B99)
        """)
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
}
