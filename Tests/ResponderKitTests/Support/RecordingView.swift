import Foundation
import ResponderKit

/// What one touch looked like when a touches method saw it (the object itself changes later).
@MainActor
struct TouchSample {
    let touch: UITouch
    let phase: UITouch.Phase
    /// In the coordinates of the view that received the call.
    let location: CGPoint
    let previousLocation: CGPoint
    let windowLocation: CGPoint
    let tapCount: Int
    let timestamp: TimeInterval
    let view: UIView?
    let window: UIWindow?
}

/// A view that records every event method it receives and, unless `passesOn` is false, calls
/// `super` (so the event continues up the chain) — the way a UIKit test double is written.
///
/// Each touches call is logged as `"name.method(count)"` and kept in `calls`, with a sample of each
/// touch taken at call time; `onBegan` and `onMoved` run code inside the call, after it is recorded.
@MainActor
class RecordingView: UIView {
    /// One touches call, as it was when it was made.
    struct Call {
        let method: String
        let touches: Set<UITouch>
        let event: UIEvent?
        let eventTimestamp: TimeInterval?
        /// Each touch of the call as it was at call time.
        let samples: [TouchSample]
        /// Where the touch was (window coordinates) when the call was made, for one-touch calls.
        var location: CGPoint? { touches.count == 1 ? samples.first?.windowLocation : nil }
    }

    let name: String
    let log: EventLog
    var passesOn: Bool
    /// The touches received by the last call of each method.
    var lastTouches: Set<UITouch> = []
    var lastEvent: UIEvent?
    private(set) var calls: [Call] = []
    var onBegan: ((RecordingView, Set<UITouch>, UIEvent?) -> Void)?
    var onMoved: ((RecordingView, Set<UITouch>, UIEvent?) -> Void)?

    init(_ name: String, frame: CGRect, log: EventLog, passesOn: Bool = false) {
        self.name = name
        self.log = log
        self.passesOn = passesOn
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var methods: [String] { calls.map(\.method) }
    var events: [UIEvent?] { calls.map(\.event) }
    var samples: [TouchSample] { calls.flatMap(\.samples) }

    /// A UITouch retains its window and view (as in UIKit), so a window whose recording views kept
    /// touches would keep itself alive. Tests that want their windows gone drop them here.
    func forgetTouches() {
        lastTouches = []
        lastEvent = nil
        calls = []
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan", touches, event)
        onBegan?(self, touches, event)
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved", touches, event)
        onMoved?(self, touches, event)
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded", touches, event)
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches, event)
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionBegan(\(motion))")
        if passesOn { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionEnded(\(motion))")
        if passesOn { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).motionCancelled(\(motion))")
        if passesOn { super.motionCancelled(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        lastEvent = event
        log.record("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if passesOn { super.remoteControlReceived(with: event) }
    }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        lastTouches = touches
        lastEvent = event
        let samples = touches.map { touch in
            TouchSample(
                touch: touch, phase: touch.phase,
                location: touch.location(in: self), previousLocation: touch.previousLocation(in: self),
                windowLocation: touch.location(in: nil), tapCount: touch.tapCount,
                timestamp: touch.timestamp, view: touch.view, window: touch.window)
        }
        calls.append(
            Call(method: method, touches: touches, event: event, eventTimestamp: event?.timestamp, samples: samples))
        log.record("\(name).\(method)(\(touches.count))")
    }
}
