import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
@Suite("Hit-testing in a view tree: point(inside:), bounds, clipping and transforms (H3, H4; B1, B4, B8, B9, B11, B12)")
struct HitTestGeometryTests {
    @Test("H3, B4: point(inside:) false makes hitTest nil and no subview is asked")
    func pointInsideFalsePrunes() {
        final class Refusing: ProbeView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                _ = super.point(inside: point, with: event)
                return false
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let container = scene.add(
            RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let refusing = scene.add(
            Refusing("refusing", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
        let child = scene.add(
            ProbeView("child", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: refusing)

        #expect(refusing.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(refusing.pointInsideCount == 2)
        #expect(child.hitTestCount == 0)
        #expect(scene.log.entries == tapped("container"))
    }

    @Test("H3, B8: the default point(inside:) is bounds.contains — half-open")
    func defaultPointInside() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let view = scene.add(
            RecordingView("view", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))

        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.9, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.1, y: 50), with: nil))
        #expect(view.hitTest(CGPoint(x: 99, y: 99), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)

        input.tap(at: CGPoint(x: 199, y: 199))
        input.tap(at: CGPoint(x: 200, y: 200))
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("view") + tapped("vc") + tapped("view"))
    }

    @Test("B8: bounds.origin moves the hittable region and the subviews' hit areas")
    func boundsOriginShiftsHitAreas() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let view = scene.add(
            RecordingView("view", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        let atZero = scene.add(
            RecordingView("atZero", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: view)
        let atOrigin = scene.add(
            RecordingView("atOrigin", frame: CGRect(x: 10_050, y: 10_050, width: 50, height: 50), log: scene.log),
            to: view)
        view.bounds = CGRect(x: 10_000, y: 10_000, width: 100, height: 100)

        #expect(!view.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(view.point(inside: CGPoint(x: 10_050, y: 10_050), with: nil))
        #expect(view.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(view.hitTest(CGPoint(x: 10_010, y: 10_010), with: nil) === view)
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 100))

        input.tap(at: CGPoint(x: 110, y: 110))   // where atZero was before the bounds moved
        #expect(scene.log.entries == tapped("view"))
        #expect(view.lastTouches.first.map { $0.location(in: view) } == CGPoint(x: 10_010, y: 10_010))
        scene.log.clear()
        input.tap(at: CGPoint(x: 175, y: 175))   // atOrigin now shows in the bottom-right quarter
        #expect(scene.log.entries == tapped("atOrigin"))
        #expect(atZero.lastTouches.isEmpty)
        _ = atOrigin
    }

    @Test("B8, B9: a superview's bounds.origin shifts where its children are hit")
    func superviewBoundsOrigin() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let scroller = scene.add(
            RecordingView("scroller", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        scene.add(
            RecordingView("row", frame: CGRect(x: 0, y: 300, width: 200, height: 50), log: scene.log), to: scroller)
        input.tap(at: CGPoint(x: 100, y: 25))
        #expect(scene.log.entries == tapped("scroller"))

        scene.log.clear()
        scroller.bounds.origin = CGPoint(x: 0, y: 300)   // scrolled down: the row is now at the top
        input.tap(at: CGPoint(x: 100, y: 25))
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(scene.log.entries == tapped("row") + tapped("scroller"))
    }

    @Test(
        "B11, H4: clipsToBounds does not change hit-testing; a sticking-out subview is untouchable outside its parent",
          arguments: [false, true])
    func clipsToBoundsIrrelevant(_ clips: Bool) {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let parent = scene.add(
            RecordingView("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(
            RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)
        parent.clipsToBounds = clips

        input.tap(at: CGPoint(x: 175, y: 175))   // inside both
        input.tap(at: CGPoint(x: 225, y: 225))   // only inside the part of child outside parent
        input.tap(at: CGPoint(x: 125, y: 125))   // only inside parent
        #expect(scene.log.entries == tapped("child") + tapped("vc") + tapped("parent"))
        #expect(parent.hitTest(CGPoint(x: 125, y: 125), with: nil) == nil)
    }

    @Test("H4: overriding the superview's point(inside:) makes the sticking-out part touchable")
    func pointInsideOverrideReachesOutside() {
        final class Generous: RecordingView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                if super.point(inside: point, with: event) { return true }
                return subviews.contains { $0.point(inside: $0.convert(point, from: self), with: event) }
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let parent = scene.add(
            Generous("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(
            RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)

        input.tap(at: CGPoint(x: 225, y: 225))
        input.tap(at: CGPoint(x: 275, y: 275))   // outside both
        #expect(scene.log.entries == tapped("child") + tapped("vc"))
    }

    @Test("H4: overriding the superview's hitTest makes the sticking-out part touchable")
    func hitTestOverrideReachesOutside() {
        final class Reaching: RecordingView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                if let found = super.hitTest(point, with: event) { return found }
                for subview in subviews.reversed() {
                    if let found = subview.hitTest(subview.convert(point, from: self), with: event) { return found }
                }
                return nil
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let parent = scene.add(
            Reaching("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(
            RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)

        input.tap(at: CGPoint(x: 225, y: 225))
        input.tap(at: CGPoint(x: 125, y: 125))
        #expect(scene.log.entries == tapped("child") + tapped("parent"))
    }

    @Test("B12: hit-testing ignores content — a clear or colourless view is hit all over its bounds")
    func contentIgnored() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let clear = scene.add(
            RecordingView("clear", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log))
        clear.backgroundColor = UIColor(white: 0, alpha: 0)
        let none = scene.add(
            RecordingView("none", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: scene.log))
        #expect(none.backgroundColor == nil)
        input.tap(at: CGPoint(x: 1, y: 1))
        input.tap(at: CGPoint(x: 199, y: 99))
        #expect(scene.log.entries == tapped("clear") + tapped("none"))
    }

    @Test("B9: a 0.5-scale view with a 100×100 frame is hit across its frame through 200×200 bounds")
    func halfScaleViewThroughInput() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let view = scene.add(
            RecordingView("view", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: scene.log))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.hitTest(CGPoint(x: 199, y: 199), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)

        input.tap(at: CGPoint(x: 199, y: 199))
        #expect(view.lastTouches.first.map { $0.location(in: view) } == CGPoint(x: 198, y: 198))
        input.tap(at: CGPoint(x: 201, y: 201))
        input.tap(at: CGPoint(x: 60, y: 60))   // inside the untransformed frame, outside the scaled one
        #expect(scene.log.entries == tapped("view") + tapped("vc") + tapped("vc"))
    }

    @Test("B9: hit-testing honours a rotated view and a transformed superview")
    func transformsHonoured() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let bar = scene.add(RecordingView("bar", frame: CGRect(x: 100, y: 290, width: 200, height: 20), log: scene.log))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now x 190…210, y 200…400
        input.tap(at: CGPoint(x: 200, y: 380))
        input.tap(at: CGPoint(x: 280, y: 300))
        #expect(scene.log.entries == tapped("bar") + tapped("vc"))

        scene.log.clear()
        let zoomed = scene.add(
            RecordingView("zoomed", frame: CGRect(x: 0, y: 500, width: 100, height: 100), log: scene.log))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (-50, 450, 200, 200)
        let dot = scene.add(
            RecordingView("dot", frame: CGRect(x: 70, y: 70, width: 10, height: 10), log: scene.log), to: zoomed)
        // dot's (0, 0) … (10, 10) lands on the screen at (90, 590) … (110, 610).
        #expect(input.screenPoint(of: dot) == CGPoint(x: 100, y: 600))
        input.tap(at: CGPoint(x: 108, y: 608))
        input.tap(at: CGPoint(x: 120, y: 620))
        input.tap(at: CGPoint(x: 75, y: 575))   // dot's untransformed place: zoomed, not dot
        #expect(scene.log.entries == tapped("dot") + tapped("zoomed") + tapped("zoomed"))
    }

    @Test("B1, B9: a view scaled to zero covers no area and takes no touch")
    func collapsedViewTakesNothing() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = UIViewController()
        let background = RecordingView("background", frame: CGRect(x: 0, y: 0, width: 390, height: 844), log: log)
        let popup = RecordingView("popup", frame: CGRect(x: 100, y: 300, width: 200, height: 200), log: log)
        controller.view.addSubview(background)
        controller.view.addSubview(popup)
        TestWorld.window(root: controller)
        for scale in [
            CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1, y: 0),
        ] {
            popup.transform = scale
            log.clear()
            input.tap(at: CGPoint(x: 10, y: 10))
            input.tap(at: CGPoint(x: 200, y: 400))
            #expect(log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)",
                                    "background.touchesBegan(1)", "background.touchesEnded(1)"])
        }
        popup.transform = .identity
        log.clear()
        input.tap(at: CGPoint(x: 200, y: 400))
        #expect(log.entries == ["popup.touchesBegan(1)", "popup.touchesEnded(1)"])
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }
}
