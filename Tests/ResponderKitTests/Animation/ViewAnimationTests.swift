import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIView.animate and friends, as an app uses them: the model changes at once, the presentation
// moves on the frame clock, completions say whether the animation ran to its end (docs/Animations.md).

@MainActor
@Suite("View animations")
struct ViewAnimationTests {
    private static let start = CGPoint(x: 100, y: 100)
    private static let far = CGPoint(x: 300, y: 500)

    /// A 50 × 50 view centred on `start`, shown in a window.
    private func shownView() -> UIView {
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        showWindow(with: [view])
        return view
    }

    /// The centre the screen shows.
    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    @Test("The model changes at once; the presentation moves along the curve; completion(true) once, at the end")
    func modelAtOncePresentationOverTime() {
        let input = TestWorld.input()
        let view = shownView()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.center = Self.far },
                       completion: { completions.append($0) })
        #expect(view.center == Self.far)
        #expect(view.frame.origin == CGPoint(x: 275, y: 475))
        #expect(shown(view) == Self.start)
        #expect(view.layer.animationKeys() == ["position"])
        #expect(input.application.needsFrames)

        input.advance(by: 0.2)
        #expect(near(shown(view), CGPoint(x: 200, y: 300), 0.01))
        #expect(completions.isEmpty)
        input.advance(by: 0.19)
        #expect(completions.isEmpty)
        input.advance(by: 0.02)
        #expect(completions == [true])
        #expect(shown(view) == Self.far)
        #expect(view.layer.animationKeys() == nil)
        #expect(!input.application.needsFrames)
        input.advance(by: 1)
        #expect(completions == [true])
    }

    @Test("""
        The default curve is ease-in-out, Bézier (0.42, 0)-(0.58, 1): a quarter of the time shows about 13 % of \
        the way
        """)
    func defaultCurveIsEaseInOut() {
        let input = TestWorld.input()
        let view = shownView()
        UIView.animate(withDuration: 1) { view.center.x = 200 }
        input.advance(by: 0.25)
        // The Bézier's y at x = 0.25 is 0.1291 (linear would be 0.25).
        #expect(near(shown(view).x, 100 + 100 * 0.1291, 0.1))
        input.advance(by: 0.25)
        #expect(near(shown(view).x, 150, 0.01))
        input.advance(by: 0.25)
        #expect(near(shown(view).x, 100 + 100 * 0.8709, 0.1))
    }

    @Test("Ease-in is slower than ease-out at the start; every curve ends where the model is")
    func namedCurves() {
        let input = TestWorld.input()
        let easeIn = shownView(), easeOut = shownView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { easeIn.center.x = 200 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { easeOut.center.x = 200 })
        input.advance(by: 0.01)
        input.advance(by: 0.3)
        #expect(shown(easeIn).x < 120)
        #expect(shown(easeOut).x > 140)
        input.advance(by: 1)
        #expect(shown(easeIn).x == 200 && shown(easeOut).x == 200)
    }

    @Test("""
        Animating a property again ends the first animation with finished false; the new one starts from the old \
        target
        """)
    func reanimatingInterrupts() {
        let input = TestWorld.input()
        let view = shownView()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Self.far },
                       completion: { first.append($0) })
        input.advance(by: 0.01)
        input.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Self.start },
                       completion: { second.append($0) })
        // Without .beginFromCurrentState it starts from the old model value (the old target).
        #expect(shown(view) == Self.far)
        input.advance(by: 0.01)
        #expect(first == [false])
        input.advance(by: 1.1)
        #expect(second == [true])
        #expect(shown(view) == Self.start)
    }

    @Test(".beginFromCurrentState starts the new animation from what shows")
    func beginFromCurrentState() {
        let input = TestWorld.input()
        let view = shownView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Self.far })
        input.advance(by: 0.5)
        let midway = shown(view)
        #expect(near(midway, CGPoint(x: 200, y: 300), 0.01))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center = Self.start })
        #expect(shown(view) == midway)
        input.advance(by: 0.5)
        #expect(near(shown(view), CGPoint(x: 150, y: 200), 0.01))
    }

    @Test("layer.removeAllAnimations(): the model shows at once, completion(false) on the next tick")
    func removeAllAnimations() {
        let input = TestWorld.input()
        let view = shownView()
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                view.center = Self.far; view.alpha = 0.5
            }, completion: { completions.append($0) })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        input.advance(by: 0.3)
        view.layer.removeAnimation(forKey: "opacity")
        #expect(view.layer.animationKeys() == ["position"])
        view.layer.removeAllAnimations()
        #expect(shown(view) == Self.far)
        #expect(view.layer.animationKeys() == nil)
        #expect(completions.isEmpty)
        input.advance(by: 0.01)
        #expect(completions == [false])
    }

    @Test("""
        A block that changes nothing, a zero duration and a NaN duration: changes at once, completion(true) on the \
        next tick
        """)
    func nothingToAnimate() {
        let input = TestWorld.input()
        let view = shownView()
        var completions: [String] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { completions.append("empty \($0)") })
        UIView.animate(
            withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completions.append("zero \($0)") })
        #expect(shown(view) == view.center && view.layer.presentation()!.opacity == 0.5)
        let diagnostics = TestWorld.diagnostics {
            UIView.animate(
                withDuration: .nan, animations: { view.center = Self.far },
                completion: { completions.append("nan \($0)") })
            UIView.animate(withDuration: 0.2, delay: -1, options: [], animations: {}, completion: nil)
        }
        #expect(diagnostics.map(\.kind) == [.invalidAnimationTiming, .invalidAnimationTiming])
        #expect(shown(view) == Self.far)
        #expect(completions.isEmpty)
        input.advance(by: 0.01)
        #expect(completions == ["empty true", "zero true", "nan true"])
    }

    @Test(".repeat with .autoreverse never completes and comes back; removing it completes with false")
    func repeatAutoreverse() {
        let input = TestWorld.input()
        let view = shownView()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { view.center.x = 200 }, completion: { completions.append($0) })
        input.advance(by: 0.25)
        #expect(near(shown(view).x, 150, 0.01))
        input.advance(by: 0.5)
        #expect(near(shown(view).x, 150, 0.01))  // on its way back
        input.advance(by: 0.25)
        #expect(near(shown(view).x, 100, 0.01))
        input.advance(by: 10)
        #expect(completions.isEmpty)
        view.layer.removeAllAnimations()
        input.advance(by: 0.01)
        #expect(completions == [false])
    }

    @Test("""
        A completion may start another animation of the view, or remove it; a removed view's animations end and \
        free it
        """)
    func completionsThatChangeThings() {
        let input = TestWorld.input()
        let view = shownView()
        var log: [String] = []
        UIView.animate(withDuration: 0.2, animations: { view.center = Self.far }, completion: { finished in
            log.append("first \(finished)")
            UIView.animate(withDuration: 0.2, animations: { view.center = Self.start }, completion: { finished in
                log.append("second \(finished)")
                view.removeFromSuperview()
            })
        })
        input.advance(by: 0.01)
        input.advance(by: 0.3)
        #expect(log == ["first true"])
        input.advance(by: 0.01)
        input.advance(by: 0.3)
        #expect(log == ["first true", "second true"])
        #expect(view.superview == nil)

        weak var gone: UIView?
        do {
            let doomed = shownView()
            gone = doomed
            UIView.animate(withDuration: 0.5, delay: 0, options: .repeat, animations: { doomed.alpha = 0 },
                           completion: { log.append("doomed \($0)") })
            input.advance(by: 0.1)
            doomed.removeFromSuperview()
        }
        for _ in 0..<70 { input.advance(by: 1.0 / 60) }
        #expect(log.last == "doomed false")
        #expect(gone == nil)
    }

    @Test("A completion may present a controller; a block inside a block takes the outer duration")
    func completionPresentsAndNestedBlocks() {
        let input = TestWorld.input()
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        let window = showWindow(with: [view])
        let root = window.rootViewController!
        let sheet = UIViewController()
        var inner: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 200
            UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { inner = $0 })
        }, completion: { _ in root.present(sheet, animated: true) })
        input.advance(by: 0.01)
        input.advance(by: 0.5)
        #expect(inner == nil)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.01))
        input.advance(by: 0.6)
        #expect(inner == true)
        #expect(root.presentedViewController === sheet)
        input.advance(by: 0.5)
        #expect(sheet.view.window === window)
    }

    @Test("A delay keeps the old value showing; the model is the new one from the start")
    func delay() {
        let input = TestWorld.input()
        let view = shownView()
        UIView.animate(withDuration: 0.2, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        input.advance(by: 0.4)
        #expect(view.layer.presentation()!.opacity == 1)
        input.advance(by: 0.2)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.01))
    }

    @Test("Keyframes run in their share of the time, each from where the last left off")
    func keyframes() {
        let input = TestWorld.input()
        let view = shownView()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 300 }
        }, completion: { finished = $0 })
        input.advance(by: 0.25)
        #expect(near(shown(view), CGPoint(x: 150, y: 100), 0.01))
        input.advance(by: 0.5)
        #expect(near(shown(view), CGPoint(x: 200, y: 200), 0.01))
        input.advance(by: 0.3)
        #expect(finished == true)
        #expect(shown(view) == CGPoint(x: 200, y: 300))
    }

    @Test("A spring with little damping overshoots its target, then ends exactly on it")
    func springOvershoots() {
        let input = TestWorld.input()
        let view = shownView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 200 }, completion: { finished = $0 })
        input.advance(by: 0.01)
        var farthest: CGFloat = 0
        for _ in 0..<50 {
            input.advance(by: 1.0 / 60)
            farthest = max(farthest, shown(view).x)
        }
        #expect(farthest > 210)
        input.advance(by: 0.5)
        #expect(finished == true)
        #expect(shown(view).x == 200)
    }

    @Test("""
        transition(from:to:) swaps the views (or hides and shows them); performWithoutAnimation and \
        setAnimationsEnabled(false) animate nothing
        """)
    func transitionsAndSwitches() {
        let input = TestWorld.input()
        let a = shownView(), b = UIView(frame: .zero), c = UIView(frame: .zero)
        let container = a.superview!
        var log: [String] = []
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve) { log.append("swap \($0)") }
        #expect(a.superview == nil && b.superview === container)
        container.addSubview(c)
        c.isHidden = true
        UIView.transition(from: b, to: c, duration: 0.3, options: .showHideTransitionViews) { log.append("hide \($0)") }
        #expect(b.isHidden && !c.isHidden && b.superview === container)
        input.advance(by: 0.01)
        input.advance(by: 0.3)
        #expect(log == ["swap true", "hide true"])

        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { c.center = Self.far }
            #expect(UIView.inheritedAnimationDuration == 1)
        }
        #expect(c.layer.animationKeys() == nil)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { c.center = Self.start }
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
        #expect(c.layer.animationKeys() == nil && shown(c) == Self.start)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("The layer's corner radius, border width, background colour and the transform animate too")
    func layerProperties() {
        let input = TestWorld.input()
        let view = shownView()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 20
            view.layer.borderWidth = 4
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        input.advance(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(near(shown.cornerRadius, 10, 0.01) && near(shown.borderWidth, 2, 0.01))
        #expect(near(shown.affineTransform().a, 2, 0.01))
        let colour = UIColor(cgColor: shown.backgroundColor!)
        #expect(near(colour.red, 0.5, 0.01) && near(colour.blue, 0.5, 0.01))
        #expect(view.layer.cornerRadius == 20)
    }
}
