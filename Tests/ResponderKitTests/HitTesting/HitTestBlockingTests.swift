import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A label that records touches, to show that it gets them once interaction is enabled.
private final class RecordingLabel: UILabel {
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("label.touchesBegan(\(touches.count))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("label.touchesEnded(\(touches.count))")
    }
}

/// One of the switches that keep touches out of a view and its subtree (H2, B2).
enum HitTestBlocker: String, CaseIterable, Sendable {
    case hidden
    case transparent
    case nonInteractive

    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .hidden: view.isHidden = true
        case .transparent: view.alpha = 0.0099
        case .nonInteractive: view.isUserInteractionEnabled = false
        }
    }
}

@MainActor
@Suite("Hit-testing in a view tree: hidden, transparent and non-interactive views (H2, H5, H6; B2, B3, B13, B15)")
struct HitTestBlockingTests {
    @Test("H2, H5, B2: a blocked view and its whole subtree are skipped; the touch goes behind or up",
          arguments: HitTestBlocker.allCases)
    func blockedViewSkipped(_ blocker: HitTestBlocker) {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let container = scene.add(
            RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let back = scene.add(
            RecordingView("back", frame: CGRect(x: 0, y: 0, width: 100, height: 300), log: scene.log), to: container)
        let front = scene.add(
            RecordingView("front", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
        let child = scene.add(
            RecordingView("child", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: front)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.entries == tapped("child"))

        scene.log.clear()
        blocker.apply(to: front)
        #expect(front.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        input.tap(at: CGPoint(x: 50, y: 50))    // the view behind
        input.tap(at: CGPoint(x: 150, y: 50))   // nothing behind: the superview
        #expect(scene.log.entries == tapped("back") + tapped("container"))
        #expect(back.lastTouches.first?.view === back)
    }

    @Test("B3: point(inside:) is never called on a hidden, transparent or non-interactive view",
          arguments: HitTestBlocker.allCases)
    func pointInsideNotAskedWhenBlocked(_ blocker: HitTestBlocker) {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let trace = EventLog()
        let probe = scene.add(ProbeView("probe", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        let child = scene.add(
            ProbeView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: probe)
        probe.trace = trace
        child.trace = trace
        blocker.apply(to: probe)

        #expect(probe.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
        #expect(trace.entries == ["probe.hitTest"])

        trace.clear()
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(trace.entries == ["probe.hitTest"])
        #expect(probe.pointInsideCount == 0 && child.hitTestCount == 0)
        #expect(scene.log.entries == tapped("vc"))
    }

    @Test("B2: alpha exactly 0.01 is hittable; 0.0099 and 0 are not")
    func alphaThreshold() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let view = scene.add(RecordingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log))
        let point = CGPoint(x: 50, y: 50)

        view.alpha = 0.01
        #expect(view.hitTest(point, with: nil) === view)
        input.tap(at: point)
        #expect(scene.log.entries == tapped("view"))

        scene.log.clear()
        view.alpha = 0.0099
        #expect(view.hitTest(point, with: nil) == nil)
        input.tap(at: point)
        #expect(scene.log.entries == tapped("vc"))

        view.alpha = 0
        #expect(view.hitTest(point, with: nil) == nil)
        view.alpha = 0.5
        #expect(view.hitTest(point, with: nil) === view)
    }

    @Test("H6, B13: UILabel and UIImageView have user interaction off by default; UIView has it on")
    func labelAndImageViewDefaults() {
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled == false)
        #expect(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled == false)
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled == true)
        #expect(RecordingLabel(frame: .zero).isUserInteractionEnabled == false)
    }

    @Test("H6, B13: touches on a label or image view (and its subviews) go to the view behind or above it")
    func labelAndImageViewPassTouches() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let card = scene.add(RecordingView("card", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(RecordingView("behind", frame: CGRect(x: 0, y: 0, width: 300, height: 100), log: scene.log), to: card)
        let label = scene.add(UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 50)), to: card)
        label.text = "Title"
        let image = scene.add(UIImageView(frame: CGRect(x: 0, y: 50, width: 300, height: 200)), to: card)
        let badge = scene.add(
            RecordingView("badge", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: image)

        #expect(card.hitTest(CGPoint(x: 10, y: 10), with: nil) !== label)
        input.tap(at: CGPoint(x: 10, y: 10))     // label over "behind"
        input.tap(at: CGPoint(x: 10, y: 60))     // image's subview over "behind"
        input.tap(at: CGPoint(x: 10, y: 200))    // image over nothing but card: its superview
        #expect(scene.log.entries == tapped("behind") + tapped("behind") + tapped("card"))
        #expect(badge.lastTouches.isEmpty)

        scene.log.clear()
        image.isUserInteractionEnabled = true
        input.tap(at: CGPoint(x: 10, y: 60))
        #expect(scene.log.entries == tapped("badge"))
    }

    @Test("B13: a label with isUserInteractionEnabled = true receives touches")
    func labelWithInteraction() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let label = scene.add(RecordingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40)))
        label.log = scene.log
        input.tap(at: CGPoint(x: 20, y: 20))
        label.isUserInteractionEnabled = true
        input.tap(at: CGPoint(x: 20, y: 20))
        #expect(scene.log.entries == tapped("vc") + tapped("label"))
    }

    @Test("B15, H5: isHidden reflects only the receiver, but a hidden ancestor hides its descendants")
    func hiddenAncestor() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = HitTestScene()
        let grandparent = scene.add(
            RecordingView("grandparent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let parent = scene.add(
            RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: grandparent
        )
        let child = scene.add(
            RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: parent)

        grandparent.isHidden = true
        #expect(parent.isHidden == false && child.isHidden == false)
        #expect(child.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.entries == tapped("vc"))

        scene.log.clear()
        grandparent.isHidden = false
        parent.alpha = 0
        input.tap(at: CGPoint(x: 50, y: 50))
        parent.alpha = 1
        parent.isUserInteractionEnabled = false
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.log.entries == tapped("grandparent") + tapped("grandparent"))
    }
}
