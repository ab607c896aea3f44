import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
@Suite("Hit-testing across windows (H10, H12; B16–B20)")
struct WindowHitTestingTests {
    @Test("B16, B18: a higher windowLevel is in front whatever the order shown; hidden windows are skipped")
    func levelsFrontToBack() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let alert = UIWindow(frame: screen)
        alert.windowLevel = .alert
        let status = UIWindow(frame: screen)
        status.windowLevel = .statusBar
        let custom = UIWindow(frame: screen)
        custom.windowLevel = UIWindow.Level(1500)
        // Shown from the highest level to the lowest: showing later must not bring a lower level in front.
        _ = HitTestScene(alert, controller: "alertVC", log: log)
        _ = HitTestScene(custom, controller: "customVC", log: log)
        _ = HitTestScene(status, controller: "statusVC", log: log)
        _ = HitTestScene(controller: "normalVC", log: log)

        let point = CGPoint(x: 100, y: 100)
        input.tap(at: point)
        alert.isHidden = true
        input.tap(at: point)
        custom.isHidden = true
        input.tap(at: point)
        status.isHidden = true
        input.tap(at: point)
        #expect(log.entries == tapped("alertVC") + tapped("customVC") + tapped("statusVC") + tapped("normalVC"))
    }

    @Test("B17: within one level the most recently shown (or made key and visible) window is in front")
    func sameLevelMostRecentInFront() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let first = HitTestScene(controller: "firstVC", log: log)
        let second = HitTestScene(controller: "secondVC", log: log)
        let point = CGPoint(x: 100, y: 100)

        input.tap(at: point)
        first.window.makeKeyAndVisible()
        input.tap(at: point)
        second.window.isHidden = true
        second.window.isHidden = false
        input.tap(at: point)
        #expect(log.entries == tapped("secondVC") + tapped("firstVC") + tapped("secondVC"))
    }

    @Test("B16: a touch outside the front window's frame goes to the window behind")
    func outsideFrontWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        _ = HitTestScene(controller: "backVC", log: log)
        let small = UIWindow(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        small.windowLevel = .alert
        _ = HitTestScene(small, controller: "frontVC", log: log)

        input.tap(at: CGPoint(x: 150, y: 150))
        input.tap(at: CGPoint(x: 250, y: 250))
        input.tap(at: CGPoint(x: 99, y: 150))
        #expect(log.entries == tapped("frontVC") + tapped("backVC") + tapped("backVC"))
    }

    @Test("H1, B16: a window with user interaction off takes no touch and is not asked point(inside:)")
    func nonInteractiveWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let trace = EventLog()
        _ = HitTestScene(controller: "backVC", log: log)
        let frontWindow = TraceWindow(frame: screen)
        frontWindow.name = "front"
        frontWindow.trace = trace
        _ = HitTestScene(frontWindow, controller: "frontVC", log: log)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("frontVC"))
        #expect(Array(trace.entries.prefix(2)) == ["front.hitTest", "front.pointInside"])

        log.clear()
        trace.clear()
        frontWindow.isUserInteractionEnabled = false
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("backVC"))
        #expect(trace.entries == ["front.hitTest"])
    }

    @Test("B10, B16: a window off the screen origin is hit in its own coordinates; nil means the window's")
    func offsetWindowCoordinates() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        _ = HitTestScene(controller: "backVC", log: log)
        let small = UIWindow(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        small.windowLevel = .statusBar
        let front = HitTestScene(small, controller: "frontVC", log: log)
        let view = front.add(RecordingView("view", frame: CGRect(x: 10, y: 10, width: 20, height: 20), log: log))

        input.tap(at: CGPoint(x: 65, y: 115))   // window (15, 15), view (5, 5)
        input.tap(at: CGPoint(x: 15, y: 15))    // outside the small window
        #expect(log.entries == tapped("view") + tapped("backVC"))
        let touch = view.lastTouches.first
        #expect(touch?.window === small)
        #expect(touch?.location(in: nil) == CGPoint(x: 15, y: 15))
        #expect(touch?.location(in: view) == CGPoint(x: 5, y: 5))
        #expect(touch.map { view.convert($0.location(in: view), to: nil) } == CGPoint(x: 15, y: 15))
        #expect(small.convert(CGPoint(x: 15, y: 15), to: nil as UIWindow?) == CGPoint(x: 65, y: 115))
    }

    @Test("H10, B16: a window whose hitTest returns nil passes the touch to the window behind")
    func nilWindowPassesThrough() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        _ = HitTestScene(controller: "backVC", log: log)
        let overlay = TraceWindow(frame: screen)
        overlay.name = "overlay"
        overlay.log = log
        overlay.mode = .nothing
        _ = HitTestScene(overlay, controller: "overlayVC", log: log)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("backVC"))
        #expect(overlay.hitTestCount == 1)
    }

    @Test("H10: a pass-through window keeps touches on its own views and lets the others through")
    func passThroughWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        _ = HitTestScene(controller: "backVC", log: log)
        let overlay = TraceWindow(frame: screen)
        overlay.mode = .passThrough
        overlay.windowLevel = .alert
        overlay.addSubview(RecordingView("banner", frame: CGRect(x: 0, y: 0, width: 390, height: 80), log: log))
        overlay.isHidden = false
        defer { tearDown(overlay) }

        input.tap(at: CGPoint(x: 50, y: 40))
        input.tap(at: CGPoint(x: 50, y: 400))
        #expect(log.entries == tapped("banner") + tapped("backVC"))
    }

    @Test("H10, B19: with no window left that takes the touch, no responder receives it")
    func nilWindowAlone() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let window = TraceWindow(frame: screen)
        window.log = log
        window.mode = .nothing
        let scene = HitTestScene(window, controller: "vc", log: log)
        let view = scene.add(RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        #expect(window.hitTestCount == 1)
        #expect(view.lastTouches.isEmpty)
    }

    @Test("H10: a root view whose hitTest returns nil leaves the touch to the window itself")
    func rootViewNilGivesWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let window = TraceWindow(frame: screen)
        window.log = log
        let controller = RecordingViewController("vc", log: log)
        controller.view = NilHitTestView("root", frame: screen, log: log)
        let shown = TestWorld.window(window, root: controller)
        defer { tearDown(shown) }
        log.clear()
        controller.view.addSubview(RecordingView("inner", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("window"))
    }

    @Test("H10: a window whose hitTest returns self gets every touch itself")
    func windowReturningSelf() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let window = TraceWindow(frame: screen)
        window.log = log
        window.mode = .itself
        let scene = HitTestScene(window, controller: "vc", log: log)
        scene.add(RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))

        input.tap(at: CGPoint(x: 50, y: 50))
        input.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.entries == tapped("window") + tapped("window"))
    }

    @Test("B19: with no visible window the touch is dropped; a touch outside every window too")
    func noWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let window = TraceWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.log = log
        let scene = HitTestScene(window, controller: "vc", log: log)
        let view = scene.add(RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log))

        input.tap(at: CGPoint(x: 300, y: 300))   // outside the only window
        #expect(log.entries.isEmpty)
        window.isHidden = true
        input.tap(at: CGPoint(x: 50, y: 50))     // the only window is hidden
        #expect(log.entries.isEmpty)
        #expect(view.lastTouches.isEmpty)

        window.isHidden = false
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("view"))
    }

    @Test("B20: a hitTest override returning a view outside any window counts as nil and is reported")
    func viewOutsideWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let stray = RecordingView("stray", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let back = HitTestScene(controller: "backVC", log: log)
        let window = TraceWindow(frame: screen)
        window.mode = .view(stray)
        window.windowLevel = .statusBar
        _ = HitTestScene(window, controller: "frontVC", log: log)

        let diagnostics = TestWorld.diagnostics {
            input.tap(at: CGPoint(x: 50, y: 50))
        }
        #expect(log.entries == tapped("backVC"))
        #expect(stray.lastTouches.isEmpty)
        #expect(diagnostics.map(\.kind) == [.hitTestViewOutsideWindow])

        log.clear()
        back.window.isHidden = true
        let alone = TestWorld.diagnostics {
            input.tap(at: CGPoint(x: 50, y: 50))
        }
        #expect(log.entries.isEmpty)
        #expect(alone.contains { $0.kind == .hitTestViewOutsideWindow })
    }

    @Test("H12: hitTest runs exactly once per window per new touch — not on moves or ends")
    func hitTestOncePerTouch() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        let backWindow = TraceWindow(frame: screen)
        let back = HitTestScene(backWindow, controller: "backVC", log: log)
        let probe = back.add(ProbeView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log))
        let frontWindow = TraceWindow(frame: screen)
        frontWindow.mode = .nothing
        frontWindow.windowLevel = .alert
        _ = HitTestScene(frontWindow, controller: "frontVC", log: log)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(frontWindow.hitTestCount == 1)
        #expect(backWindow.hitTestCount == 1)
        #expect(probe.hitTestCount == 1)

        input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 300), steps: 6)
        #expect(frontWindow.hitTestCount == 2)
        #expect(backWindow.hitTestCount == 2)
        #expect(probe.hitTestCount == 2)

        let fingers = input.touchDown(atAll: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        input.move(fingers[0], to: CGPoint(x: 20, y: 20))
        input.lift([(fingers[0], CGPoint(x: 20, y: 20)), (fingers[1], CGPoint(x: 100, y: 100))])
        #expect(frontWindow.hitTestCount == 4)
        #expect(backWindow.hitTestCount == 4)
        #expect(probe.hitTestCount == 4)
        #expect(log.entries.first == "probe.touchesBegan(1)")
    }
}
