import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Bad input that is not a touch: motion and remote-control events with the wrong subtype or out of
// order, and view-hierarchy changes that would make a cycle — dropped or refused, and reported.

/// A root view controller that records motion and remote-control events.
@MainActor
private final class MotionController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("motionBegan(\(motion))")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("motionEnded(\(motion))")
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("motionCancelled(\(motion))")
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("remoteControlReceived(\(event?.subtype ?? .none))")
    }
}

@MainActor
@Suite("Bad input: motion, remote control and hierarchy changes")
struct BadMotionAndHierarchyTests {
    @Test("unexpectedSubtype: motion with a remote-control subtype and remote control with .motionShake are dropped")
    func unexpectedSubtype() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = MotionController(log: log)
        TestWorld.window(root: controller)
        input.application.beginReceivingRemoteControlEvents()
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.motionBegan(.remoteControlPlay, timestamp: t))
            input.send(.motionEnded(.remoteControlPlay, timestamp: t + 0.1))
            input.send(.remoteControl(.motionShake, timestamp: t + 0.2))
            input.send(.remoteControl(.none, timestamp: t + 0.3))
        }
        #expect(kinds(diagnostics) == [.unexpectedSubtype, .unexpectedSubtype, .unexpectedSubtype, .unexpectedSubtype])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        #expect(log.entries.isEmpty)
        // Good input still works afterwards.
        input.shake()
        input.pressRemoteControl(.remoteControlPlay)
        #expect(
            log.entries == [
                "motionBegan(motionShake)", "motionEnded(motionShake)", "remoteControlReceived(remoteControlPlay)",
            ])
    }

    @Test("unbalancedMotion: motionEnded with no shake is dropped; a second began cancels the first")
    func unbalancedMotion() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = MotionController(log: log)
        TestWorld.window(root: controller)
        let t = input.time

        var diagnostics = TestWorld.diagnostics {
            input.send(.motionEnded(.motionShake, timestamp: t))
            input.send(.motionCancelled(.motionShake, timestamp: t + 0.1))
        }
        #expect(
            diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [
                ["unbalancedMotion", "dropped"], ["unbalancedMotion", "dropped"],
            ])
        #expect(log.entries.isEmpty)

        diagnostics = TestWorld.diagnostics {
            input.send(.motionBegan(.motionShake, timestamp: t + 1))
            input.send(.motionBegan(.motionShake, timestamp: t + 2))
            input.send(.motionEnded(.motionShake, timestamp: t + 3))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["unbalancedMotion", "repaired"]])
        #expect(
            log.entries == [
                "motionBegan(motionShake)", "motionCancelled(motionShake)", "motionBegan(motionShake)",
                "motionEnded(motionShake)",
            ])
    }

    @Test("invalidHierarchyChange: adding a view to its own subview (or to itself) is refused")
    func invalidHierarchyChange() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = LedgerView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        child.addSubview(grandchild)
        showLedger(parent)
        let root = parent.superview

        let diagnostics = TestWorld.diagnostics {
            child.addSubview(parent)
            grandchild.addSubview(parent)
            parent.addSubview(parent)
        }
        #expect(kinds(diagnostics) == [.invalidHierarchyChange, .invalidHierarchyChange, .invalidHierarchyChange])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        #expect(parent.superview === root)
        #expect(child.superview === parent)
        #expect(grandchild.superview === child)
        #expect(parent.subviews.count == 1 && parent.subviews.first === child)
        #expect(child.subviews.count == 1)
        // The tree still works.
        input.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries == ["parent.touchesBegan(1)", "parent.touchesEnded(1)"])
        #expect(parent.imbalances.isEmpty, "\(parent.imbalances)")
    }
}
