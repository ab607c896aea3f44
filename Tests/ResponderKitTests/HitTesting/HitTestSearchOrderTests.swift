import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Hit-testing: H1–H12 and B1–B20, through the public API, with input sent through
// UIApplication by InputSimulator. The tests are split by concept: this file (the search order),
// HitTestBlockingTests, HitTestGeometryTests, HitTestOverrideTests and WindowHitTestingTests.
//
// B14 (views in a running UIView animation are not hittable) is out of scope: ResponderKit has no
// animations, so there is nothing to test.

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
@Suite("Hit-testing in a view tree: the search, front to back and deepest first (H1; B1, B5–B7)")
struct HitTestSearchOrderTests {
    @Test("B1: hitTest returns the deepest view containing the point, nil outside the hierarchy")
    func deepestView() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let a = scene.add(RecordingView("a", frame: CGRect(x: 10, y: 10, width: 100, height: 100), log: scene.log))
        let b = scene.add(RecordingView("b", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: scene.log), to: a)
        let c = scene.add(RecordingView("c", frame: CGRect(x: 10, y: 10, width: 10, height: 10), log: scene.log), to: b)

        #expect(a.hitTest(CGPoint(x: 25, y: 25), with: nil) === c)
        #expect(a.hitTest(CGPoint(x: 15, y: 15), with: nil) === b)
        #expect(a.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
        #expect(a.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
        #expect(a.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
        #expect(scene.window.hitTest(CGPoint(x: 35, y: 35), with: nil) === c)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === scene.root)

        input.tap(at: CGPoint(x: 35, y: 35))
        #expect(scene.log.entries == tapped("c"))
        #expect(c.lastTouches.first?.view === c)
        #expect(c.lastTouches.first?.window === scene.window)
    }

    @Test("H1: the window checks the point, then asks subviews last to first, recursively")
    func windowDownwardOrder() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let trace = EventLog()
        let window = TraceWindow(frame: screen)
        window.trace = trace
        let scene = HitTestScene(window)
        let container = scene.add(
            ProbeView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 100), log: scene.log))
        let a = scene.add(
            ProbeView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let b = scene.add(
            ProbeView("b", frame: CGRect(x: 50, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let c = scene.add(
            ProbeView("c", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: scene.log), to: container)
        for probe in [container, a, b, c] { probe.trace = trace }

        // Only a contains (25, 50): c and b are asked first and say no.
        input.tap(at: CGPoint(x: 25, y: 50))
        #expect(trace.entries == [
            "window.hitTest", "window.pointInside",
            "container.hitTest", "container.pointInside",
            "c.hitTest", "c.pointInside",
            "b.hitTest", "b.pointInside",
            "a.hitTest", "a.pointInside",
        ])
        #expect(scene.log.entries == tapped("a"))
    }

    @Test("B5: the front-most (last) subview wins; siblings behind it are not asked")
    func reverseSiblingOrder() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let trace = EventLog()
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let a = scene.add(ProbeView("a", frame: frame, log: scene.log))
        let b = scene.add(ProbeView("b", frame: frame, log: scene.log))
        let c = scene.add(ProbeView("c", frame: frame, log: scene.log))
        for probe in [a, b, c] { probe.trace = trace }

        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("c"))
        #expect(trace.entries == ["c.hitTest", "c.pointInside"])
        #expect(a.hitTestCount == 0 && b.hitTestCount == 0)

        scene.log.clear()
        scene.root.bringSubviewToFront(a)
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("a"))

        scene.log.clear()
        scene.root.sendSubviewToBack(a)
        scene.root.exchangeSubview(at: 1, withSubviewAt: 2)  // [a, c, b]
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("b"))
    }

    @Test("B5: a partly covered view is hit only where nothing in front of it is")
    func partialOverlap() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        scene.add(RecordingView("back", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        scene.add(RecordingView("front", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: scene.log))
        input.tap(at: CGPoint(x: 150, y: 150))
        input.tap(at: CGPoint(x: 50, y: 50))
        input.tap(at: CGPoint(x: 250, y: 250))
        #expect(scene.log.entries == tapped("front") + tapped("back") + tapped("front"))
    }

    @Test("B6: each subview's hitTest gets the point converted into its own coordinates")
    func pointConvertedForEachSubview() throws {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let container = scene.add(
            ProbeView("container", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: scene.log))
        container.bounds.origin = CGPoint(x: 10, y: 20)
        let child = scene.add(
            ProbeView("child", frame: CGRect(x: 30, y: 40, width: 80, height: 40), log: scene.log), to: container)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let target = input.screenPoint(CGPoint(x: 10, y: 20), in: child)
        input.tap(at: target)
        #expect(scene.log.entries == tapped("child"))
        let containerPoint = try #require(container.lastHitTestPoint)
        let childPoint = try #require(child.lastHitTestPoint)
        let expectedContainerPoint = container.convert(target, from: nil)
        #expect(
            abs(containerPoint.x - expectedContainerPoint.x) < 1e-9
                && abs(containerPoint.y - expectedContainerPoint.y) < 1e-9)
        let expectedChildPoint = child.convert(containerPoint, from: container)
        #expect(abs(childPoint.x - expectedChildPoint.x) < 1e-9 && abs(childPoint.y - expectedChildPoint.y) < 1e-9)
        #expect(abs(childPoint.x - 10) < 1e-9 && abs(childPoint.y - 20) < 1e-9)
    }

    @Test("B7: when no subview takes the point, the view itself is the result")
    func selfWhenNoSubviewHit() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let container = scene.add(
            RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(RecordingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: container)
        scene.add(
            RecordingView("b", frame: CGRect(x: 200, y: 200, width: 50, height: 50), log: scene.log), to: container)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === container)
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("container"))
    }
}
