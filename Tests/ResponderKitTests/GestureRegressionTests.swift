import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Gesture behaviour an independent review found wrong, each pinned by a test.
@MainActor
@Suite("Regressions: gestures")
struct GestureRegressionTests {
    private func scene() -> (UIWindow, RecordingView, EventLog) {
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        controller.view.addSubview(view)
        return (TestWorld.window(root: controller), view, log)
    }

    @Test("B118, B119: recognizers that require each other to fail do not wait for ever; the view's touch still ends")
    func requirementCycle() {
        let input = TestWorld.input()
        let (_, view, log) = scene()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        let self_ = UITapGestureRecognizer()
        self_.require(toFail: self_)
        view.addGestureRecognizer(self_)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.advance(by: 1)
        #expect(log.entries.first == "v.touchesBegan(1)")
        #expect(log.entries.count == 2, "exactly one ending: \(log.entries)")
        #expect([a, b, self_].allSatisfy { $0.state == .possible })
    }

    @Test("B52: a recognizer whose touch's view left before the view saw it is cancelled, not stuck")
    func removedWhileBeganWithheld() {
        let input = TestWorld.input()
        let (window, view, log) = scene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(StateSink { states.append($0) }.retained, action: "fire:")
        window.rootViewController!.view.addGestureRecognizer(press)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        input.advance(by: 0.6)
        input.lift(finger, at: CGPoint(x: 50, y: 50))
        #expect(!states.contains(.began), "its touch was cancelled when the view left: \(states)")
        #expect(press.state == .possible)
        #expect(log.entries.isEmpty, "the view never saw the touch")
    }

    @Test("A clock that restarts while a double tap waits ends the wait: the next tap is a new first tap")
    func clockRestart() {
        let input = TestWorld.input()
        let (_, view, log) = scene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var fired = 0
        double.addTarget(StateSink { if $0 == .ended { fired += 1 } }.retained, action: "fire:")
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.send(.timePassed(timestamp: 1))  // the clock restarts
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
        input.send(.touches([TouchInput(id: 777, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 2))
        input.send(.touches([TouchInput(id: 777, phase: .ended, location: CGPoint(x: 50, y: 50))], timestamp: 2.05))
        #expect(fired == 0)
    }

    @Test("B105: a recognizer disabled or removed while it waits on a requirement does not recognise")
    func disabledWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, _) = scene()
        for removeIt in [false, true] {
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            var fired = 0
            single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            input.tap(at: CGPoint(x: 50, y: 50))
            if removeIt { view.removeGestureRecognizer(single) } else { single.isEnabled = false }
            input.advance(by: 1)
            #expect(fired == 0)
            view.removeGestureRecognizer(single)
            view.removeGestureRecognizer(double)
            input.advance(by: 1)
        }
    }

    /// A delegate that changes the recognizer's state while asked whether it may begin.
    final class Meddler: UIGestureRecognizerDelegate {
        var target: UIGestureRecognizer.State
        init(_ target: UIGestureRecognizer.State) { self.target = target }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer.state = target
            return true
        }
    }

    @Test("A delegate that sets state inside gestureRecognizerShouldBegin neither crashes nor resurrects a failed recognizer")
    func stateChangedInsideShouldBegin() {
        let input = TestWorld.input()
        let (_, view, _) = scene()
        for target in [UIGestureRecognizer.State.ended, .failed] {
            let tap = UITapGestureRecognizer()
            let delegate = Meddler(target)
            tap.delegate = delegate
            var fired = 0
            tap.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
            view.addGestureRecognizer(tap)
            input.tap(at: CGPoint(x: 50, y: 50))
            #expect(fired <= 1)
            if target == .failed { #expect(fired == 0) }
            view.removeGestureRecognizer(tap)
            input.advance(by: 1)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test("B51: an interruption while a single tap waits for a double tap cancels the held ending and recognises nothing")
    func interruptionWhileWaiting() {
        let input = TestWorld.input()
        let (_, view, log) = scene()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var fired = 0
        single.addTarget(StateSink { _ in fired += 1 }.retained, action: "fire:")
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.interruption()
        input.advance(by: 1)
        #expect(fired == 0)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    }

    @Test("B114: an interrupted touch whose beginning was held back never reaches its view")
    func interruptedWithheldBeginning() {
        let input = TestWorld.input()
        let (_, view, log) = scene()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        _ = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.interruption()
        #expect(log.entries.isEmpty)
    }
}

/// A target whose "fire:" action reports the sending recognizer's state.
@MainActor
final class StateSink: UIActionTarget {
    private static var keep: [StateSink] = []
    let body: (UIGestureRecognizer.State) -> Void
    init(_ body: @escaping (UIGestureRecognizer.State) -> Void) { self.body = body }
    /// Targets are not retained by recognizers; the sink keeps itself for the test process.
    var retained: StateSink { StateSink.keep.append(self); return self }
    func actionMethod(for action: Selector) -> UIActionMethod? {
        guard action == "fire:" else { return nil }
        let body = self.body
        return { sender, _ in
            if let recognizer = sender as? UIGestureRecognizer { body(recognizer.state) }
        }
    }
}
