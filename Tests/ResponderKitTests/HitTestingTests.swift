import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Hit-testing: SPEC H1–H12 and UIKIT-NOTES B1–B20, through the public API, with input sent through
// UIApplication by InputSimulator.
//
// B14 (views in a running UIView animation are not hittable) is out of scope: ResponderKit has no
// animations, so there is nothing to test.

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// What a responder named `name` logs for a tap (began, then ended).
private func tapped(_ name: String) -> [String] {
    ["\(name).touchesBegan(1)", "\(name).touchesEnded(1)"]
}

/// `RecordingView` keeps touches, and a `UITouch` retains its window and view (as in
/// UIKit), so a window whose recording views were touched would outlive its test and, still visible,
/// take the touches of later tests. Every window a test shows is torn down here: a scene's when the
/// next test starts, the others at the end of their test.
@MainActor
private func tearDown(_ window: UIWindow) {
    window.isHidden = true
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
        (view as? RecordingView)?.forgetTouches()
        pending.append(contentsOf: view.subviews)
    }
}

/// Hides windows that earlier tests (of any file) left visible, so they cannot take this test's touches.
@MainActor
private func hideLeftoverWindows() {
    for window in UIApplication.shared.windows where !window.isHidden {
        window.isHidden = true
    }
}

/// A shown key window whose root is a recording view controller; its root view fills the window
/// (and, with the default frame, the screen, so root-view coordinates are screen coordinates).
@MainActor
private final class Scene {
    let log: EventLog
    let controller: RecordingViewController
    let window: UIWindow
    var root: UIView { controller.view }

    init(_ window: UIWindow = UIWindow(frame: screen), controller name: String = "vc", log: EventLog = EventLog()) {
        self.log = log
        controller = RecordingViewController(name, log: log)
        self.window = TestWorld.window(window, root: controller)
        log.clear()  // the controller's appearance callbacks; tests look at touches only
        TestWorld.keepAlive(self)  // torn down when the next test starts
    }

    isolated deinit {
        tearDown(window)
    }

    @discardableResult
    func add<V: UIView>(_ view: V, to parent: UIView? = nil) -> V {
        (parent ?? root).addSubview(view)
        return view
    }
}

/// A recording view that also reports every `hitTest(_:with:)` and `point(inside:with:)` call.
private class ProbeView: RecordingView {
    var trace: EventLog?
    private(set) var hitTestCount = 0
    private(set) var pointInsideCount = 0
    private(set) var lastHitTestPoint: CGPoint?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        lastHitTestPoint = point
        trace?.record("\(name).hitTest")
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointInsideCount += 1
        trace?.record("\(name).pointInside")
        return super.point(inside: point, with: event)
    }
}

/// A window that records the touches reaching it, reports its hit-testing and can override it.
private final class TraceWindow: UIWindow {
    enum Mode {
        /// UIKit's default hit-testing.
        case standard
        /// `hitTest` returns nil: the window takes no touch.
        case nothing
        /// `hitTest` returns the window itself.
        case itself
        /// Pass-through: the window's own area (not its subviews) takes no touch.
        case passThrough
        /// `hitTest` returns this view, wherever the touch is.
        case view(UIView)
    }

    var name = "window"
    var log: EventLog?
    var trace: EventLog?
    var mode = Mode.standard
    private(set) var hitTestCount = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCount += 1
        trace?.record("\(name).hitTest")
        let found = super.hitTest(point, with: event)
        switch mode {
        case .standard: return found
        case .nothing: return nil
        case .itself: return self
        case .passThrough: return found === self ? nil : found
        case .view(let view): return view
        }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        trace?.record("\(name).pointInside")
        return super.point(inside: point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("\(name).touchesBegan(\(touches.count))")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.record("\(name).touchesEnded(\(touches.count))")
        super.touchesEnded(touches, with: event)
    }
}

/// A recording view whose `hitTest` returns nil: "neither I nor my subviews" (SPEC H7, H10).
private final class NilHitTestView: RecordingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

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

/// One of the switches that keep touches out of a view and its subtree (SPEC H2, UIKIT-NOTES B2).
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

// MARK: - The view tree

@MainActor
@Suite("Hit-testing in a view tree (SPEC H1–H9, H11; UIKIT-NOTES B1–B13, B15)")
struct ViewHitTestingTests {
    @Test("B1: hitTest returns the deepest view containing the point, nil outside the hierarchy")
    func deepestView() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
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
        let scene = Scene(window)
        let container = scene.add(ProbeView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 100), log: scene.log))
        let a = scene.add(ProbeView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let b = scene.add(ProbeView("b", frame: CGRect(x: 50, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let c = scene.add(ProbeView("c", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: scene.log), to: container)
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
        let scene = Scene()
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
        let scene = Scene()
        scene.add(RecordingView("back", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        scene.add(RecordingView("front", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: scene.log))
        input.tap(at: CGPoint(x: 150, y: 150))
        input.tap(at: CGPoint(x: 50, y: 50))
        input.tap(at: CGPoint(x: 250, y: 250))
        #expect(scene.log.entries == tapped("front") + tapped("back") + tapped("front"))
    }

    @Test("H2, H5, B2: a blocked view and its whole subtree are skipped; the touch goes behind or up",
          arguments: HitTestBlocker.allCases)
    func blockedViewSkipped(_ blocker: HitTestBlocker) {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let container = scene.add(RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let back = scene.add(RecordingView("back", frame: CGRect(x: 0, y: 0, width: 100, height: 300), log: scene.log), to: container)
        let front = scene.add(RecordingView("front", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
        let child = scene.add(RecordingView("child", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: front)

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
        let scene = Scene()
        let trace = EventLog()
        let probe = scene.add(ProbeView("probe", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        let child = scene.add(ProbeView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: probe)
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
        let scene = Scene()
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
        let scene = Scene()
        let container = scene.add(RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let refusing = scene.add(Refusing("refusing", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
        let child = scene.add(ProbeView("child", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: refusing)

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
        let scene = Scene()
        let view = scene.add(RecordingView("view", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))

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
        let scene = Scene()
        let view = scene.add(RecordingView("view", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        let atZero = scene.add(RecordingView("atZero", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: view)
        let atOrigin = scene.add(RecordingView("atOrigin", frame: CGRect(x: 10_050, y: 10_050, width: 50, height: 50), log: scene.log), to: view)
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
        let scene = Scene()
        let scroller = scene.add(RecordingView("scroller", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log))
        scene.add(RecordingView("row", frame: CGRect(x: 0, y: 300, width: 200, height: 50), log: scene.log), to: scroller)
        input.tap(at: CGPoint(x: 100, y: 25))
        #expect(scene.log.entries == tapped("scroller"))

        scene.log.clear()
        scroller.bounds.origin = CGPoint(x: 0, y: 300)   // scrolled down: the row is now at the top
        input.tap(at: CGPoint(x: 100, y: 25))
        input.tap(at: CGPoint(x: 100, y: 75))
        #expect(scene.log.entries == tapped("row") + tapped("scroller"))
    }

    @Test("B11, H4: clipsToBounds does not change hit-testing; a sticking-out subview is untouchable outside its parent",
          arguments: [false, true])
    func clipsToBoundsIrrelevant(_ clips: Bool) {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let parent = scene.add(RecordingView("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)
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
        let scene = Scene()
        let parent = scene.add(Generous("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)

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
        let scene = Scene()
        let parent = scene.add(Reaching("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: scene.log))
        scene.add(RecordingView("child", frame: CGRect(x: 50, y: 50, width: 100, height: 100), log: scene.log), to: parent)

        input.tap(at: CGPoint(x: 225, y: 225))
        input.tap(at: CGPoint(x: 125, y: 125))
        #expect(scene.log.entries == tapped("child") + tapped("parent"))
    }

    @Test("B12: hit-testing ignores content — a clear or colourless view is hit all over its bounds")
    func contentIgnored() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let clear = scene.add(RecordingView("clear", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log))
        clear.backgroundColor = UIColor(white: 0, alpha: 0)
        let none = scene.add(RecordingView("none", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: scene.log))
        #expect(none.backgroundColor == nil)
        input.tap(at: CGPoint(x: 1, y: 1))
        input.tap(at: CGPoint(x: 199, y: 99))
        #expect(scene.log.entries == tapped("clear") + tapped("none"))
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
        let scene = Scene()
        let card = scene.add(RecordingView("card", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(RecordingView("behind", frame: CGRect(x: 0, y: 0, width: 300, height: 100), log: scene.log), to: card)
        let label = scene.add(UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 50)), to: card)
        label.text = "Title"
        let image = scene.add(UIImageView(frame: CGRect(x: 0, y: 50, width: 300, height: 200)), to: card)
        let badge = scene.add(RecordingView("badge", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: image)

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
        let scene = Scene()
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
        let scene = Scene()
        let grandparent = scene.add(RecordingView("grandparent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let parent = scene.add(RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: grandparent)
        let child = scene.add(RecordingView("child", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: parent)

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

    @Test("B6: each subview's hitTest gets the point converted into its own coordinates")
    func pointConvertedForEachSubview() throws {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let container = scene.add(ProbeView("container", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: scene.log))
        container.bounds.origin = CGPoint(x: 10, y: 20)
        let child = scene.add(ProbeView("child", frame: CGRect(x: 30, y: 40, width: 80, height: 40), log: scene.log), to: container)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let target = input.screenPoint(CGPoint(x: 10, y: 20), in: child)
        input.tap(at: target)
        #expect(scene.log.entries == tapped("child"))
        let containerPoint = try #require(container.lastHitTestPoint)
        let childPoint = try #require(child.lastHitTestPoint)
        let expectedContainerPoint = container.convert(target, from: nil)
        #expect(abs(containerPoint.x - expectedContainerPoint.x) < 1e-9 && abs(containerPoint.y - expectedContainerPoint.y) < 1e-9)
        let expectedChildPoint = child.convert(containerPoint, from: container)
        #expect(abs(childPoint.x - expectedChildPoint.x) < 1e-9 && abs(childPoint.y - expectedChildPoint.y) < 1e-9)
        #expect(abs(childPoint.x - 10) < 1e-9 && abs(childPoint.y - 20) < 1e-9)
    }

    @Test("B7: when no subview takes the point, the view itself is the result")
    func selfWhenNoSubviewHit() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let container = scene.add(RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(RecordingView("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: scene.log), to: container)
        scene.add(RecordingView("b", frame: CGRect(x: 200, y: 200, width: 50, height: 50), log: scene.log), to: container)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === container)
        input.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.entries == tapped("container"))
    }

    @Test("B9: a 0.5-scale view with a 100×100 frame is hit across its frame through 200×200 bounds")
    func halfScaleViewThroughInput() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let scene = Scene()
        let view = scene.add(RecordingView("view", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: scene.log))
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
        let scene = Scene()
        let bar = scene.add(RecordingView("bar", frame: CGRect(x: 100, y: 290, width: 200, height: 20), log: scene.log))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now x 190…210, y 200…400
        input.tap(at: CGPoint(x: 200, y: 380))
        input.tap(at: CGPoint(x: 280, y: 300))
        #expect(scene.log.entries == tapped("bar") + tapped("vc"))

        scene.log.clear()
        let zoomed = scene.add(RecordingView("zoomed", frame: CGRect(x: 0, y: 500, width: 100, height: 100), log: scene.log))
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (-50, 450, 200, 200)
        let dot = scene.add(RecordingView("dot", frame: CGRect(x: 70, y: 70, width: 10, height: 10), log: scene.log), to: zoomed)
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
        for scale in [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1, y: 0)] {
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
        let scene = Scene()
        let panel = scene.add(Redirecting("panel", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        let catcher = scene.add(RecordingView("catcher", frame: CGRect(x: 250, y: 250, width: 10, height: 10), log: scene.log), to: panel)
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
        let scene = Scene()
        let container = scene.add(RecordingView("container", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: scene.log))
        scene.add(RecordingView("back", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: scene.log), to: container)
        let front = scene.add(NilHitTestView("front", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: scene.log), to: container)
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
        let scene = Scene()
        let white = scene.add(WhiteView("white", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        scene.add(RecordingView("red", frame: CGRect(x: 20, y: 20, width: 150, height: 150), log: scene.log), to: white)
        scene.add(RecordingView("green", frame: CGRect(x: 100, y: 100, width: 150, height: 150), log: scene.log), to: white)

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
        let scene = Scene()
        let white = scene.add(RecordingView("white", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        scene.add(SelfishView("red", frame: CGRect(x: 20, y: 20, width: 150, height: 150), log: scene.log), to: white)
        scene.add(RecordingView("green", frame: CGRect(x: 100, y: 100, width: 150, height: 150), log: scene.log), to: white)

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
        let scene = Scene()
        let parent = scene.add(RecordingView("parent", frame: CGRect(x: 0, y: 0, width: 390, height: 600), log: scene.log))
        let viewA = scene.add(ViewA("A", frame: CGRect(x: 50, y: 50, width: 250, height: 250), log: scene.log), to: parent)
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
        let scene = Scene()
        let topView = scene.add(TopView("topView", frame: CGRect(x: 20, y: 100, width: 350, height: 400), log: scene.log))
        let button = scene.add(RecordingView("underButton", frame: CGRect(x: 40, y: 40, width: 120, height: 44), log: scene.log), to: topView)
        scene.add(RecordingView("scrollView", frame: CGRect(x: 0, y: 0, width: 350, height: 400), log: scene.log), to: topView)
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

// MARK: - Windows

@MainActor
@Suite("Hit-testing across windows (SPEC H10, H12; UIKIT-NOTES B16–B20)")
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
        _ = Scene(alert, controller: "alertVC", log: log)
        _ = Scene(custom, controller: "customVC", log: log)
        _ = Scene(status, controller: "statusVC", log: log)
        _ = Scene(controller: "normalVC", log: log)

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
        let first = Scene(controller: "firstVC", log: log)
        let second = Scene(controller: "secondVC", log: log)
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
        _ = Scene(controller: "backVC", log: log)
        let small = UIWindow(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        small.windowLevel = .alert
        _ = Scene(small, controller: "frontVC", log: log)

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
        _ = Scene(controller: "backVC", log: log)
        let frontWindow = TraceWindow(frame: screen)
        frontWindow.name = "front"
        frontWindow.trace = trace
        _ = Scene(frontWindow, controller: "frontVC", log: log)

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
        _ = Scene(controller: "backVC", log: log)
        let small = UIWindow(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        small.windowLevel = .statusBar
        let front = Scene(small, controller: "frontVC", log: log)
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
        _ = Scene(controller: "backVC", log: log)
        let overlay = TraceWindow(frame: screen)
        overlay.name = "overlay"
        overlay.log = log
        overlay.mode = .nothing
        _ = Scene(overlay, controller: "overlayVC", log: log)

        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == tapped("backVC"))
        #expect(overlay.hitTestCount == 1)
    }

    @Test("H10: a pass-through window keeps touches on its own views and lets the others through")
    func passThroughWindow() {
        let input = TestWorld.input()
        hideLeftoverWindows()
        let log = EventLog()
        _ = Scene(controller: "backVC", log: log)
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
        let scene = Scene(window, controller: "vc", log: log)
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
        let scene = Scene(window, controller: "vc", log: log)
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
        let scene = Scene(window, controller: "vc", log: log)
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
        let back = Scene(controller: "backVC", log: log)
        let window = TraceWindow(frame: screen)
        window.mode = .view(stray)
        window.windowLevel = .statusBar
        _ = Scene(window, controller: "frontVC", log: log)

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
        let back = Scene(backWindow, controller: "backVC", log: log)
        let probe = back.add(ProbeView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log))
        let frontWindow = TraceWindow(frame: screen)
        frontWindow.mode = .nothing
        frontWindow.windowLevel = .alert
        _ = Scene(frontWindow, controller: "frontVC", log: log)

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
