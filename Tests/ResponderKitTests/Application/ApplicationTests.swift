import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIApplication members that are not about one kind of event.
@MainActor
@Suite("UIApplication")
struct ApplicationTests {
    @Test("B54: touches that begin while ignoring interaction reach no view; touches in flight still end")
    func ignoringInteraction() {
        let input = TestWorld.input()
        let app = UIApplication.shared
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)

        let inFlight = input.touchDown(at: CGPoint(x: 10, y: 10))
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.lift(inFlight, at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])

        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents, "begin/end nest as a counter")
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()  // an extra end does not go negative
        #expect(!app.isIgnoringInteractionEvents)
        log.clear()
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
    }

    @Test("E3: enqueue only queues; processPendingEvents delivers in order and empties the queue")
    func queueCounts() {
        let input = TestWorld.input()
        let app = UIApplication.shared
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        let t = input.time
        app.enqueue(.touches([TouchInput(id: 77, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: t))
        app.enqueue(.touches([TouchInput(id: 77, phase: .moved, location: CGPoint(x: 6, y: 5))], timestamp: t + 0.01))
        app.enqueue(.touches([TouchInput(id: 77, phase: .ended, location: CGPoint(x: 6, y: 5))], timestamp: t + 0.02))
        #expect(app.pendingInputCount == 3)
        #expect(log.entries.isEmpty)
        app.processPendingEvents()
        #expect(app.pendingInputCount == 0)
        #expect(log.entries == ["v.touchesBegan(1)", "v.touchesMoved(1)", "v.touchesEnded(1)"])
    }

    @Test("UITouch reports finger values for the stylus members; UIEvent.buttonMask is empty")
    func fingerValues() throws {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let view = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        controller.view.addSubview(view)
        TestWorld.window(root: controller)
        input.tap(at: CGPoint(x: 10, y: 10))
        let touch = try #require(view.lastTouches.first)
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: view) == 0)
        #expect(touch.azimuthUnitVector(in: view) == CGVector(dx: 1, dy: 0))
        #expect(touch.estimationUpdateIndex == nil)
        #expect(touch.estimatedProperties.isEmpty)
        #expect(touch.estimatedPropertiesExpectingUpdates.isEmpty)
        #expect(view.lastEvent?.buttonMask == [])
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
    }

    @Test("UICoordinateSpace: a view converts to another view given as a coordinate space")
    func coordinateSpace() {
        _ = TestWorld.input()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        root.addSubview(child)
        let space: any UICoordinateSpace = child
        #expect(root.convert(CGPoint(x: 15, y: 15), to: space) == CGPoint(x: -5, y: 5))
        #expect(root.convert(CGPoint(x: -5, y: 5), from: space) == CGPoint(x: 15, y: 15))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}
