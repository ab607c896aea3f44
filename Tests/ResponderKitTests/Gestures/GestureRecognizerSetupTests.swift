import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A new recognizer's defaults, and adding it to and removing it from views (B102, B149).
@MainActor
@Suite("Gesture recognizers: defaults, adding and removing (B102, B149)")
struct GestureRecognizerSetupTests {
    // MARK: Defaults

    @Test("B149, B123: a new recognizer's defaults")
    func defaults() {
        _ = TestWorld.input()
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.state == .possible)
        #expect(recognizer.isEnabled)
        #expect(recognizer.delegate == nil)
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.requiresExclusiveTouchType)
        #expect(recognizer.view == nil)
        #expect(recognizer.numberOfTouches == 0)
        let allowed = Set(recognizer.allowedTouchTypes.map(\.intValue))
        #expect(allowed == Set([UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map(\.rawValue)))
    }

    @Test("B149: the delegate is not retained")
    func delegateIsWeak() {
        _ = TestWorld.input()
        let recognizer = UIGestureRecognizer()
        weak var weakDelegate: ScriptedDelegate?
        do {
            let delegate = ScriptedDelegate("d", log: EventLog())
            weakDelegate = delegate
            recognizer.delegate = delegate
            #expect(recognizer.delegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(recognizer.delegate == nil)
    }

    // MARK: B102

    @Test("B102: add and remove; the view keeps the recognizer; gestureRecognizers nil → [] after add + remove")
    func addAndRemove() {
        _ = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.gestureRecognizers == nil)
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let recognizer = UITapGestureRecognizer()
            weakRecognizer = recognizer
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(weakRecognizer != nil, "the view keeps a strong reference")
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === weakRecognizer)
        if let recognizer = weakRecognizer {
            view.removeGestureRecognizer(recognizer)
            #expect(recognizer.view == nil)
        }
        #expect(view.gestureRecognizers != nil)
        #expect(view.gestureRecognizers?.isEmpty == true)
    }

    @Test("B102: adding the same recognizer twice lists it once")
    func addTwice() {
        _ = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = UIGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test("B102: adding a recognizer to a second view moves it there; the first view's touches no longer reach it")
    func moveToAnotherView() {
        let input = TestWorld.input()
        let log = EventLog()
        let scene = ArenaScene(log: log)
        let other = RecordingView("other", frame: CGRect(x: 0, y: 400, width: 200, height: 200), log: log)
        scene.root.addSubview(other)
        let recognizer = ScriptedRecognizer.watcher("r", log: log)
        scene.child.addGestureRecognizer(recognizer)
        other.addGestureRecognizer(recognizer)
        #expect(recognizer.view === other)
        #expect(scene.child.gestureRecognizers?.isEmpty == true)
        #expect(ids(other.gestureRecognizers) == ids([recognizer]))

        input.tap(at: scene.point)
        #expect(!log.entries.contains("r.touchesBegan(1)"))
        log.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 500))
        #expect(log.entries.first == "r.touchesBegan(1)")
    }
}
