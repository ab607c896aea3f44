import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Target-action on controls: registering, removing, listing and sending (B86–B89).

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

@MainActor
@Suite("Target-action on controls: adding, removing, listing and sending (B86–B89)")
struct ControlTargetActionTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: addTarget

    @Test("""
        A tap sends the action to its target in all three shapes, with the control as sender and the touch event \
        (B86, B89)
        """)
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
}
