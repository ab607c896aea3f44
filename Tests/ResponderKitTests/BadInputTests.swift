import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Bad input: every InputDiagnostic.Kind about input is reported with its resolution, never crashes,
// and never loses a touch's ending — every touch whose touchesBegan reached a view gets exactly one
// touchesEnded or touchesCancelled (SPEC T1, E3; UIKIT-NOTES B21, B25, B28, B51).

/// A view that keeps a ledger of the touches it was told about: began once, then exactly one ending.
@MainActor
private final class LedgerView: UIView {
    struct Call {
        let method: String
        let touches: [UITouch]
        /// Window coordinates, timestamp, phase, force and radius of each touch at call time.
        let locations: [CGPoint]
        let timestamps: [TimeInterval]
        let phases: [UITouch.Phase]
        let forces: [CGFloat]
        let radii: [CGFloat]
        let eventTimestamp: TimeInterval?
    }

    let name: String
    let log: EventLog
    private(set) var calls: [Call] = []
    private var began: [ObjectIdentifier: Int] = [:]
    private var endings: [ObjectIdentifier: Int] = [:]
    private var problems: [String] = []

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var methods: [String] { calls.map(\.method) }

    /// What is wrong with the ledger: a touch begun twice, ended twice, ended without beginning,
    /// or begun and never ended. Empty when every touch had exactly one beginning and one ending.
    var imbalances: [String] {
        var result = problems
        for (id, count) in began where endings[id, default: 0] != 1 {
            result.append("\(name): a touch began \(count)× and ended \(endings[id, default: 0])×")
        }
        return result
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if began[id] != nil { problems.append("\(name): touchesBegan twice for one touch") }
            began[id, default: 0] += 1
        }
        record("touchesBegan", touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if began[id] == nil { problems.append("\(name): touchesMoved before touchesBegan") }
            if endings[id] != nil { problems.append("\(name): touchesMoved after the touch ended") }
        }
        record("touchesMoved", touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        end(touches)
        record("touchesEnded", touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        end(touches)
        record("touchesCancelled", touches, event)
    }

    private func end(_ touches: Set<UITouch>) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if began[id] == nil { problems.append("\(name): an ending without touchesBegan") }
            endings[id, default: 0] += 1
        }
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let list = Array(touches)
        calls.append(Call(
            method: method, touches: list,
            locations: list.map { $0.location(in: nil) }, timestamps: list.map(\.timestamp),
            phases: list.map(\.phase), forces: list.map(\.force), radii: list.map(\.majorRadius),
            eventTimestamp: event?.timestamp))
        log.record("\(name).\(method)(\(touches.count))")
    }
}

/// A root view controller that records motion and remote-control events.
@MainActor
private final class MotionController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.record("motionBegan(\(motion))") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.record("motionEnded(\(motion))") }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.record("motionCancelled(\(motion))") }
    override func remoteControlReceived(with event: UIEvent?) { log.record("remoteControlReceived(\(event?.subtype ?? .none))") }
}

/// A window whose hitTest(_:with:) returns a view that is in no window.
@MainActor
private final class StrayHitWindow: UIWindow {
    let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { stray }
}

@MainActor
@discardableResult
private func showLedger(_ ledger: LedgerView) -> UIWindow {
    let controller = UIViewController()
    controller.view.addSubview(ledger)
    return TestWorld.window(root: controller)
}

private func began(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0, radius: CGFloat = 0) -> TouchInput {
    TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: y), force: force, majorRadius: radius)
}
private func moved(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0, radius: CGFloat = 0) -> TouchInput {
    TouchInput(id: id, phase: .moved, location: CGPoint(x: x, y: y), force: force, majorRadius: radius)
}
private func ended(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput {
    TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: y))
}

private func kinds(_ diagnostics: [InputDiagnostic]) -> [InputDiagnostic.Kind] { diagnostics.map(\.kind) }

@MainActor
@Suite("Bad input")
struct BadInputTests {
    @Test("emptyFrame: a touch frame with no contacts is dropped and disturbs nothing")
    func emptyFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([], timestamp: t))
            input.send(.touches([began(1, 10, 10)], timestamp: t + 0.1))
            input.send(.touches([], timestamp: t + 0.2))
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.3))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["emptyFrame", "dropped"], ["emptyFrame", "dropped"]])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("unknownTouch: a move before began and an end for an unknown id are dropped")
    func unknownTouch() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([moved(99, 10, 10)], timestamp: t))
            input.send(.touches([ended(98, 10, 10)], timestamp: t + 0.1))
            // With a real touch down, an unknown id in the same frame does not disturb it.
            input.send(.touches([began(1, 50, 50)], timestamp: t + 0.2))
            input.send(.touches([moved(1, 60, 60), ended(97, 0, 0)], timestamp: t + 0.3))
            input.send(.touches([ended(1, 60, 60)], timestamp: t + 0.4))
        }
        #expect(kinds(diagnostics) == [.unknownTouch, .unknownTouch, .unknownTouch])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped })
        #expect(diagnostics.map(\.touchID) == [99, 98, 97])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("duplicateBegan: the old touch gets touchesCancelled first, then the new one begins")
    func duplicateBegan() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(5, 10, 10)], timestamp: t))
            input.send(.touches([began(5, 100, 100)], timestamp: t + 0.1))
            input.send(.touches([ended(5, 100, 100)], timestamp: t + 0.2))
        }
        #expect(diagnostics.map(\.kind) == [.duplicateBegan])
        #expect(diagnostics.first?.resolution == .cancelled)
        #expect(diagnostics.first?.touchID == 5)
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesCancelled(1)", "view.touchesBegan(1)", "view.touchesEnded(1)"])
        let c = ledger.calls
        #expect(c[1].touches[0] === c[0].touches[0])
        #expect(c[2].touches[0] !== c[0].touches[0])
        #expect(c[3].touches[0] === c[2].touches[0])
        #expect(c[2].locations == [CGPoint(x: 100, y: 100)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("duplicateBegan: another finger's move in the same frame is still delivered")
    func duplicateBeganKeepsOtherChanges() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10), began(2, 200, 200)], timestamp: t))
            input.send(.touches([moved(1, 30, 30), began(2, 150, 150)], timestamp: t + 0.1))
            input.send(.touches([ended(1, 30, 30), ended(2, 150, 150)], timestamp: t + 0.2))
        }
        #expect(kinds(diagnostics) == [.duplicateBegan])
        let moves = ledger.calls.filter { $0.method == "touchesMoved" }
        #expect(moves.count == 1)
        #expect(moves.first?.locations == [CGPoint(x: 30, y: 30)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("repeatedTouchInFrame: began and ended of one id in one frame become two dispatches")
    func repeatedTouchInFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        var diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(3, 10, 10), ended(3, 10, 10)], timestamp: t))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["repeatedTouchInFrame", "repaired"]])
        #expect(diagnostics.first?.touchID == 3)
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls[1].touches[0] === ledger.calls[0].touches[0])

        log.clear()
        diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(4, 50, 50), moved(4, 60, 60), ended(4, 60, 60)], timestamp: t + 1))
        }
        #expect(kinds(diagnostics) == [.repeatedTouchInFrame, .repeatedTouchInFrame])
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls.last?.locations == [CGPoint(x: 60, y: 60)])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("nonFiniteLocation: began at NaN is dropped; moved at NaN keeps the last location; ended at ∞ still ends")
    func nonFiniteLocation() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        var diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, .nan, 10)], timestamp: t))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["nonFiniteLocation", "dropped"]])
        #expect(log.entries.isEmpty)
        _ = TestWorld.diagnostics {  // its lift has nothing to end
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.05))
        }
        #expect(log.entries.isEmpty)

        diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(2, 40, 50)], timestamp: t + 0.1))
            input.send(.touches([moved(2, .nan, .nan)], timestamp: t + 0.2))
        }
        let touch = ledger.calls.first?.touches.first
        #expect(touch?.location(in: nil) == CGPoint(x: 40, y: 50))
        diagnostics += TestWorld.diagnostics {
            input.send(.touches([moved(2, 45, 55)], timestamp: t + 0.3))
            input.send(.touches([ended(2, .infinity, 10)], timestamp: t + 0.4))
        }
        #expect(kinds(diagnostics) == [.nonFiniteLocation, .nonFiniteLocation])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired && $0.touchID == 2 })
        // The NaN move changed nothing, so it is not a move; the real one and the end are delivered.
        #expect(ledger.methods == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(touch?.location(in: nil) == CGPoint(x: 45, y: 55))
        let locations = ledger.calls.flatMap(\.locations)
        #expect(locations.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(locations.first == CGPoint(x: 40, y: 50))
        #expect(locations.last == CGPoint(x: 45, y: 55))
        #expect(ledger.calls.last?.phases == [.ended])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("nonFiniteTimestamp: a NaN or infinite timestamp is replaced by the last valid one")
    func nonFiniteTimestamp() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([moved(1, 20, 20)], timestamp: .nan))
            input.send(.touches([ended(1, 20, 20)], timestamp: .infinity))
        }
        #expect(kinds(diagnostics) == [.nonFiniteTimestamp, .nonFiniteTimestamp])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired })
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls.flatMap(\.timestamps) == [t, t, t])
        #expect(ledger.calls.map(\.eventTimestamp) == [t, t, t])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("timestampWentBack: an earlier timestamp within a sequence is clamped; touch.timestamp never decreases")
    func timestampWentBack() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time + 5

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([moved(1, 20, 20)], timestamp: t - 2))
            input.send(.touches([began(2, 100, 100)], timestamp: t - 1))
            input.send(.touches([ended(1, 20, 20), ended(2, 100, 100)], timestamp: t + 1))
        }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.kind == .timestampWentBack && $0.resolution == .repaired })
        let stamps = ledger.calls.flatMap(\.timestamps)
        #expect(stamps == stamps.sorted())
        #expect(stamps.allSatisfy { $0 >= t })
        #expect(ledger.calls[1].timestamps == [t])
        #expect(ledger.calls.compactMap(\.eventTimestamp) == ledger.calls.compactMap(\.eventTimestamp).sorted())
        #expect(ledger.calls.last?.timestamps == [t + 1, t + 1])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("Time restarting between touch sequences is not an error")
    func timeRestartsBetweenSequences() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time + 100

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10)], timestamp: t))
            input.send(.touches([ended(1, 10, 10)], timestamp: t + 0.1))
            // A new source (or a replay) starts its clock again.
            input.send(.touches([began(1, 10, 10)], timestamp: t - 90))
            input.send(.touches([ended(1, 10, 10)], timestamp: t - 89.9))
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)", "view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.calls.last?.timestamps == [t - 89.9])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("invalidForceOrRadius: NaN, infinite or negative force and radius are repaired to 0")
    func invalidForceOrRadius() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10, force: -1, radius: .nan)], timestamp: t))
            input.send(.touches([moved(1, 20, 20, force: .infinity, radius: -3)], timestamp: t + 0.1))
            input.send(.touches([moved(1, 30, 30, force: 2, radius: 8)], timestamp: t + 0.2))
            input.send(.touches([ended(1, 30, 30)], timestamp: t + 0.3))
        }
        #expect(kinds(diagnostics) == [.invalidForceOrRadius, .invalidForceOrRadius])
        #expect(diagnostics.allSatisfy { $0.resolution == .repaired && $0.touchID == 1 })
        #expect(ledger.calls.map(\.forces) == [[0], [0], [2], [0]])
        #expect(ledger.calls.map(\.radii) == [[0], [0], [8], [0]])
        let touch = ledger.calls[0].touches[0]
        #expect(touch.maximumPossibleForce.isFinite)
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("hoverPhaseInTouchFrame: a region… phase in a touch frame is dropped; the rest of the frame is delivered")
    func hoverPhaseInTouchFrame() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("view", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showLedger(ledger)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([TouchInput(id: 4, phase: .regionEntered, location: CGPoint(x: 10, y: 10))], timestamp: t))
            input.send(.touches([began(1, 50, 50), TouchInput(id: 4, phase: .regionMoved, location: CGPoint(x: 20, y: 20))], timestamp: t + 0.1))
            input.send(.touches([TouchInput(id: 4, phase: .regionExited, location: CGPoint(x: 20, y: 20)), ended(1, 50, 50)], timestamp: t + 0.2))
        }
        #expect(kinds(diagnostics) == [.hoverPhaseInTouchFrame, .hoverPhaseInTouchFrame, .hoverPhaseInTouchFrame])
        #expect(diagnostics.allSatisfy { $0.resolution == .dropped && $0.touchID == 4 })
        #expect(log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

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
        #expect(log.entries == ["motionBegan(motionShake)", "motionEnded(motionShake)", "remoteControlReceived(remoteControlPlay)"])
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
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["unbalancedMotion", "dropped"], ["unbalancedMotion", "dropped"]])
        #expect(log.entries.isEmpty)

        diagnostics = TestWorld.diagnostics {
            input.send(.motionBegan(.motionShake, timestamp: t + 1))
            input.send(.motionBegan(.motionShake, timestamp: t + 2))
            input.send(.motionEnded(.motionShake, timestamp: t + 3))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["unbalancedMotion", "repaired"]])
        #expect(log.entries == ["motionBegan(motionShake)", "motionCancelled(motionShake)", "motionBegan(motionShake)", "motionEnded(motionShake)"])
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

    @Test("hitTestViewOutsideWindow: a hit-test result in no window is dropped; the window behind gets the touch")
    func hitTestViewOutsideWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let ledger = LedgerView("behind", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let back = showLedger(ledger)
        let front = TestWorld.keepAlive(StrayHitWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))
        front.makeKeyAndVisible()

        let diagnostics = TestWorld.diagnostics {
            input.tap(at: CGPoint(x: 50, y: 50))
        }
        #expect(diagnostics.map { [$0.kind.rawValue, $0.resolution.rawValue] } == [["hitTestViewOutsideWindow", "dropped"]])
        #expect(log.entries == ["behind.touchesBegan(1)", "behind.touchesEnded(1)"])
        #expect(ledger.calls.first?.touches.first?.window === back)
        #expect(ledger.imbalances.isEmpty, "\(ledger.imbalances)")
    }

    @Test("SPEC T1: under a mix of bad input every begun touch ends exactly once")
    func mixedBadInputKeepsLedgerBalanced() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = LedgerView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let right = LedgerView("right", frame: CGRect(x: 200, y: 0, width: 150, height: 300), log: log)
        let controller = UIViewController()
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        TestWorld.window(root: controller)
        let t = input.time

        let diagnostics = TestWorld.diagnostics {
            input.send(.touches([began(1, 10, 10), began(2, 250, 10), began(1, 20, 20)], timestamp: t))
            input.send(.touches([moved(2, .nan, 5), began(3, 260, 20, force: .nan)], timestamp: .nan))
            input.send(.touches([began(2, 270, 30), moved(3, 265, 25)], timestamp: t - 1))
            input.send(.touches([], timestamp: t + 1))
            input.send(.touches([ended(9, 0, 0), TouchInput(id: 3, phase: .regionExited, location: .zero)], timestamp: t + 1))
            input.send(.touches([ended(1, .infinity, .infinity), TouchInput(id: 2, phase: .cancelled, location: CGPoint(x: 270, y: 30))], timestamp: t + 2))
            input.send(.cancelAllTouches(timestamp: t + 3))
            input.send(.touches([ended(3, 265, 25)], timestamp: t + 4))
        }
        #expect(!diagnostics.isEmpty)
        #expect(left.imbalances.isEmpty, "\(left.imbalances)")
        #expect(right.imbalances.isEmpty, "\(right.imbalances)")
        #expect(left.methods.contains("touchesBegan") && right.methods.contains("touchesBegan"))
    }

    @Test("Contacts beyond EventThresholds.maximumTouches are ignored until they lift, with one diagnostic per frame")
    func tooManyTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        view.isMultipleTouchEnabled = true
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let count = EventThresholds.maximumTouches + 36
        let down = (0..<count).map { TouchInput(id: 5000 + $0, phase: .began, location: CGPoint(x: 1 + Double($0), y: 10)) }
        let up = (0..<count).map { TouchInput(id: 5000 + $0, phase: .ended, location: CGPoint(x: 1 + Double($0), y: 10)) }
        let diagnostics = TestWorld.diagnostics {
            input.sendFrame(down)
            input.sendFrame(up)
        }
        #expect(diagnostics.map(\.kind) == [.tooManyTouches])
        #expect(view.lastTouches.count == EventThresholds.maximumTouches)
        #expect(log.entries == ["v.touchesBegan(\(EventThresholds.maximumTouches))", "v.touchesEnded(\(EventThresholds.maximumTouches))"])
    }
}
