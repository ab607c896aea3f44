import Foundation
import ResponderKit
import ResponderKitTesting

// The bad-input tests' view, which checks that every touch begins once and ends once, and the
// helpers they send raw input with.

/// A view that keeps a ledger of the touches it was told about: began once, then exactly one ending.
@MainActor
final class LedgerView: UIView {
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

/// A shown key window whose root view holds `ledger`.
@MainActor
@discardableResult
func showLedger(_ ledger: LedgerView) -> UIWindow {
    let controller = UIViewController()
    controller.view.addSubview(ledger)
    return TestWorld.window(root: controller)
}

/// One contact of a touch frame, as a backend sends it.
func began(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0, radius: CGFloat = 0) -> TouchInput {
    TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: y), force: force, majorRadius: radius)
}
func moved(_ id: Int, _ x: CGFloat, _ y: CGFloat, force: CGFloat = 0, radius: CGFloat = 0) -> TouchInput {
    TouchInput(id: id, phase: .moved, location: CGPoint(x: x, y: y), force: force, majorRadius: radius)
}
func ended(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> TouchInput {
    TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: y))
}

/// The kinds of `diagnostics`, in order.
func kinds(_ diagnostics: [Diagnostic]) -> [Diagnostic.Kind] { diagnostics.map(\.kind) }
