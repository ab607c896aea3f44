import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// ResponderKitTesting's simulator sends real raw input with deterministic timestamps.
@MainActor
@Suite("InputSimulator")
struct InputSimulatorTests {
    @Test("tap, double tap and drag produce the touches a finger would")
    func gestures() {
        let input = TestWorld.input()
        let log = EventLog()
        let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        let controller = UIViewController()
        controller.view.addSubview(view)
        TestWorld.window(root: controller)

        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["target.touchesBegan(1)", "target.touchesEnded(1)"])
        #expect(view.lastTouches.first?.tapCount == 1)

        log.clear()
        input.advance(by: 1)
        input.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.count == 4)
        #expect(view.lastTouches.first?.tapCount == 2)

        log.clear()
        input.drag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 30)])
        #expect(
            log.entries == [
                "target.touchesBegan(1)", "target.touchesMoved(1)", "target.touchesMoved(1)", "target.touchesEnded(1)",
            ])
        #expect(view.lastTouches.first?.location(in: view) == CGPoint(x: 30, y: 30))
    }

    @Test("the clock moves one frame per frame sent, and advance(by:) adds to it")
    func clock() {
        let input = TestWorld.input()
        let start = input.time
        input.sendFrame([TouchInput(id: 900, phase: .began, location: .zero)])
        input.sendFrame([TouchInput(id: 900, phase: .ended, location: .zero)])
        // Each test's clock starts later than the last one's, so allow the rounding of a few additions
        // at that magnitude (a few units in the last place), not a fixed 1e-9.
        let tolerance = 8 * start.ulp
        #expect(abs(input.time - start - 2 * input.frameInterval) < tolerance)
        input.advance(by: 5)
        #expect(abs(input.time - start - 2 * input.frameInterval - 5) < tolerance)
    }

    @Test("screenPoint(of:) is the view's center in screen coordinates, through a moved window")
    func screenPoint() {
        let input = TestWorld.input()
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        window.addSubview(view)
        window.makeKeyAndVisible()
        #expect(input.screenPoint(of: view) == CGPoint(x: 130, y: 250))
    }

    @Test("onInput describes each gesture before it is sent")
    func describesInput() {
        let input = TestWorld.input()
        var described: [String] = []
        input.onInput = { described.append($0) }
        input.tap(at: CGPoint(x: 1, y: 2))
        input.pressRemoteControl(.remoteControlPlay)
        #expect(described == ["tap at (1, 2)", "remote control remoteControlPlay"])
    }

    @Test("InputSimulator describes non-finite points without trapping")
    func simulatorNonFinite() {
        let input = TestWorld.input()
        var described: [String] = []
        input.onInput = { described.append($0) }
        _ = TestWorld.diagnostics { input.tap(at: CGPoint(x: CGFloat.infinity, y: 0)) }
        #expect(described.count == 1)
    }
}
