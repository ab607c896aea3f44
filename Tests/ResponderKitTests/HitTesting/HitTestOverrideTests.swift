import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Hit-testing in a view tree: overridden hitTest (H7–H9, H11)")
struct HitTestOverrideTests {
    @Test("H7: an overridden hitTest makes the view it returns the hit-test view, wherever the touch is")
    func overrideRedirects() {
        final class Redirecting: RecordingView {
            weak var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                guard super.hitTest(point, with: event) != nil else { return nil }
                return target
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let panel = scene.add(Redirecting("panel", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let catcher = scene.add(
            RecordingView("catcher", frame: CGRect(x: 250, y: 250, width: 10, height: 10), log: scene.log), to: panel)
        scene.add(RecordingView("other", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: panel)
        panel.target = catcher

        input.tap(at: CGPoint(x: 50, y: 50))    // on "other", far from catcher
        #expect(scene.log.entries == tapped("catcher"))
        #expect(catcher.lastTouches.first?.view === catcher)
        #expect(catcher.lastTouches.first.map { $0.location(in: catcher) } == CGPoint(x: -200, y: -200))
        scene.log.clear()
        input.tap(at: CGPoint(x: 350, y: 350))  // outside the panel: its override is not reached
        #expect(scene.log.entries == tapped("vc"))
    }

    @Test("H7: hitTest returning nil sends the search to earlier siblings, then to the superview")
    func overrideReturningNil() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let container = scene.add(
            RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(
            RecordingView("back", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let front = scene.add(
            NilHitTestView("front", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
        scene.add(RecordingView("inner", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: front)

        input.tap(at: CGPoint(x: 50, y: 50))
        input.tap(at: CGPoint(x: 150, y: 150))
        #expect(scene.log.entries == tapped("back") + tapped("container"))
    }

    @Test("H8: whiteView's hitTest returning subviews[0] sends every touch on white to red")
    func whiteViewReturnsRed() {
        final class WhiteView: RecordingView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                guard super.hitTest(point, with: event) != nil else { return nil }
                return subviews[0]
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let white = scene.add(WhiteView("white", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        scene.add(RecordingView("red", frame: CGRect(x: 20, y: 20, width: 150, height: 150), log: scene.log), to: white)
        scene.add(
            RecordingView("green", frame: CGRect(x: 100, y: 100, width: 150, height: 150), log: scene.log), to: white)

        input.tap(at: CGPoint(x: 200, y: 300))  // on green
        input.tap(at: CGPoint(x: 300, y: 450))  // on white only
        input.tap(at: CGPoint(x: 60, y: 140))   // on red
        input.tap(at: CGPoint(x: 10, y: 50))    // outside white
        #expect(scene.log.entries == tapped("red") + tapped("red") + tapped("red") + tapped("vc"))
    }

    @Test("H8: red's own hitTest returning self does not steal touches that green, in front, finds first")
    func redReturnsSelf() {
        final class SelfishView: RecordingView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let white = scene.add(
            RecordingView("white", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        scene.add(SelfishView("red", frame: CGRect(x: 20, y: 20, width: 150, height: 150), log: scene.log), to: white)
        scene.add(
            RecordingView("green", frame: CGRect(x: 100, y: 100, width: 150, height: 150), log: scene.log), to: white)

        input.tap(at: CGPoint(x: 150, y: 230))  // where green overlaps red: green is asked first
        input.tap(at: CGPoint(x: 60, y: 140))   // on red
        input.tap(at: CGPoint(x: 300, y: 450))  // on white only: green says no, red says "self"
        input.tap(at: CGPoint(x: 10, y: 50))    // outside white: red is never asked
        #expect(scene.log.entries == tapped("green") + tapped("red") + tapped("red") + tapped("vc"))
    }

    @Test("H9: viewA returning nil instead of itself — B still gets touches, A's own area goes to A's superview")
    func viewAExercise() {
        final class ViewA: RecordingView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let found = super.hitTest(point, with: event)
                return found === self ? nil : found
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let parent = scene.add(
            RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 390, height: 600), log: scene.log))
        let viewA = scene.add(
            ViewA("A", frame: CGRect(x: 50, y: 50, width: 250, height: 250), log: scene.log), to: parent)
        scene.add(RecordingView("B", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: viewA)

        input.tap(at: CGPoint(x: 150, y: 150))   // on B
        input.tap(at: CGPoint(x: 250, y: 250))   // on A alone
        #expect(scene.log.entries == tapped("B") + tapped("parent"))
    }

    @Test("H11: topView's hitTest hands touches on underButton's area to it although scrollView covers it")
    func underButton() {
        final class TopView: RecordingView {
            weak var underButton: UIView?
            var hacksTheChain = true
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let result = super.hitTest(point, with: event)
                guard hacksTheChain, let underButton else { return result }
                let buttonPoint = underButton.convert(point, from: self)
                if underButton.point(inside: buttonPoint, with: event) { return underButton }
                return result
            }
        }
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let topView = scene.add(
            TopView("topView", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        let button = scene.add(
            RecordingView("underButton", frame: CGRect(x: 40, y: 40, width: 120, height: 44), log: scene.log),
            to: topView)
        scene.add(
            RecordingView("scrollView", frame: CGRect(x: 0, y: 0, width: 350, height: 400), log: scene.log), to: topView
        )
        topView.underButton = button
        let onButton = input.screenPoint(of: button)
        #expect(onButton == CGPoint(x: 120, y: 162))

        topView.hacksTheChain = false
        input.tap(at: onButton)
        #expect(scene.log.entries == tapped("scrollView"))

        scene.log.clear()
        topView.hacksTheChain = true
        input.tap(at: onButton)
        input.tap(at: CGPoint(x: 320, y: 400))   // elsewhere on topView: the scroll view
        #expect(scene.log.entries == tapped("underButton") + tapped("scrollView"))
        #expect(button.lastTouches.first?.view === button)
    }
}
