import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The gesture machinery with taps: the classic interactions (B103–B119, docs/Behaviour.md).
@MainActor
@Suite("Gesture recognizers: taps and the arena")
struct GestureCoreTests {
    @Test("B124, B104, B113: a tap recognizer sees the touch first, recognises on lift and cancels the view's touch")
    func singleTap() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let tap = UITapGestureRecognizer { recognizer in log.record("tap.action(\(recognizer.state))") }
        view.addGestureRecognizer(tap)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)", "tap.action(ended)"])
        #expect(tap.state == .possible, "reset after the sequence (B110)")
        #expect(tap.location(in: view) == CGPoint(x: 50, y: 50))
    }

    @Test("""
        B118: a single tap that requires a double tap to fail fires after the double-tap window; a double tap \
        fires only the double
        """)
    func tapRequiresDoubleTapToFail() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let single = UITapGestureRecognizer { _ in log.record("single") }
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(!log.entries.contains("single"), "waits for the double tap to fail")
        input.advance(by: 0.5)
        #expect(log.entries.filter { $0 == "single" || $0 == "double" } == ["single"])

        log.clear()
        input.advance(by: 1)
        input.doubleTap(at: CGPoint(x: 60, y: 60))
        input.advance(by: 1)
        #expect(log.entries.filter { $0 == "single" || $0 == "double" } == ["double"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("B115: delaysTouchesEnded holds the view's touchesEnded until the recognizer fails")
    func delaysEnded() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let double = UITapGestureRecognizer { _ in log.record("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["v.touchesBegan(1)"])
        input.advance(by: 0.5)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
    }
}

/// Withheld touch endings and view removal.
@MainActor
@Suite("Gesture recognizers: withheld endings")
struct WithheldEndingTests {
    @Test("""
        B52, B115: a view removed while a recognizer holds back its touch's ending gets touchesCancelled once, and \
        nothing later
        """)
    func removedWhileEndingWithheld() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["v.touchesBegan(1)"], "the ending waits for the double tap")
        view.removeFromSuperview()
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
        input.advance(by: 1)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"], "no ending after the cancellation")
    }
}
