import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIViewPropertyAnimator: its states (inactive, active, stopped), scrubbing, reversing, stopping and
// finishing, and driving it with a pan gesture (docs/Animations.md).

@MainActor
@Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
    private static let start = CGPoint(x: 100, y: 100)
    private static let end = CGPoint(x: 300, y: 100)

    private func shownView() -> UIView {
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        showWindow(with: [view])
        return view
    }

    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    @Test("Inactive until started; the block runs at the start; it ends by itself with .end and is inactive again")
    func runsToItsEnd() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center == Self.start)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center == Self.end && shown(view) == Self.start)
        input.advance(by: 0.25)
        #expect(near(animator.fractionComplete, 0.5, 0.01))
        #expect(near(shown(view).x, 200, 0.1))
        input.advance(by: 0.3)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(shown(view) == Self.end)
    }

    @Test("Paused, fractionComplete scrubs linearly; continuing runs on to the end")
    func scrubAndContinue() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.25  // an inactive animator becomes active, paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(near(shown(view).x, 150, 0.001))
        animator.fractionComplete = 0.75
        #expect(near(shown(view).x, 250, 0.001))
        input.advance(by: 5)
        #expect(positions.isEmpty && near(animator.fractionComplete, 0.75))
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        #expect(animator.isRunning)
        input.advance(by: 0.1)
        #expect(near(shown(view).x, 270, 0.1))
        input.advance(by: 0.2)
        #expect(positions == [.end])
    }

    @Test("Reversed, it runs back and ends at .start with the views back at their start values")
    func reversed() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.01)
        input.advance(by: 0.5)
        animator.isReversed = true
        input.advance(by: 0.01)
        input.advance(by: 0.25)
        #expect(near(shown(view).x, 150, 0.5))
        input.advance(by: 0.3)
        #expect(positions == [.start])
        #expect(view.center == Self.start && shown(view) == Self.start)
    }

    @Test(
        "stopAnimation(false) stops where it is until finishAnimation(at:); stopAnimation(true) ends with no completion"
    )
    func stopAndFinish() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(near(view.center.x, 200, 0.1) && shown(view) == view.center)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start] && animator.state == .inactive)
        #expect(view.center == Self.start)

        let silent = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = Self.end }
        silent.addCompletion { positions.append($0) }
        silent.startAnimation()
        input.advance(by: 0.25)
        silent.stopAnimation(true)
        #expect(silent.state == .inactive)
        #expect(near(view.center.x, 150, 0.1))
        input.advance(by: 2)
        #expect(positions == [.start])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("pausesOnCompletion keeps it active and paused at the end, with no completion")
    func pausesOnCompletion() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.01)
        input.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(positions.isEmpty && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        #expect(animator.isRunning)
        input.advance(by: 0.01)
        input.advance(by: 0.6)
        #expect(positions.isEmpty && animator.state == .active && animator.fractionComplete == 0)
        #expect(view.layer.presentation()!.opacity == 1)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && view.alpha == 1)
    }

    @Test("runningPropertyAnimator starts at once; animations added while running cover what remains")
    func runningAnimatorAndAddedAnimations() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveLinear,
                                                                      animations: { view.center = Self.end },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning)
        input.advance(by: 0.01)
        input.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        input.advance(by: 0.25)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.02))
        input.advance(by: 0.3)
        #expect(positions == [.end])
    }

    @Test("startAnimation(afterDelay:) waits; addAnimations(_:delayFactor:) starts that share of the time later")
    func delays() {
        let input = TestWorld.input()
        let view = shownView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = Self.end }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5 && animator.state == .active)
        input.advance(by: 0.4)
        #expect(shown(view) == Self.start && animator.fractionComplete == 0)
        input.advance(by: 0.35)  // a quarter of the way
        #expect(near(shown(view).x, 150, 0.5))
        #expect(view.layer.presentation()!.opacity == 1)
        input.advance(by: 0.5)  // three quarters: the alpha animation is halfway through its half
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.02))
    }

    @Test("A spring animator (UISpringTimingParameters) overshoots with little damping and ends at .end")
    func springAnimator() {
        let input = TestWorld.input()
        let view = shownView()
        var positions: [UIViewAnimatingPosition] = []
        let spring = UISpringTimingParameters(dampingRatio: 0.2, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(spring.timingCurveType == .spring)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.01)
        var farthest: CGFloat = 0
        for _ in 0..<60 {
            input.advance(by: 1.0 / 60)
            farthest = max(farthest, shown(view).x)
        }
        #expect(farthest > 320)
        input.advance(by: 0.1)
        #expect(positions == [.end] && shown(view) == Self.end)
    }

    @Test("A pan gesture drives the animator: fractionComplete follows the finger, continueAnimation finishes it")
    func panDrivesAnimator() {
        let input = TestWorld.input()
        let view = shownView()
        let root = view.superview!
        var positions: [UIViewAnimatingPosition] = []
        var scrubbed: [CGFloat] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.center = Self.end }
        animator.addCompletion { positions.append($0) }
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            switch pan.state {
            case .began: animator.pauseAnimation()
            case .changed:
                animator.fractionComplete = pan.translation(in: root).x / 200
                scrubbed.append(view.layer.presentation()!.position.x)
            case .ended: animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            default: break
            }
        }
        root.addGestureRecognizer(pan)
        input.drag(from: CGPoint(x: 50, y: 600), to: CGPoint(x: 150, y: 600), steps: 10)
        #expect(animator.state == .active && animator.isRunning)
        #expect(!scrubbed.isEmpty)
        // The view followed the finger: 100 points of a 200-point scrub is half of the 200-point move.
        #expect(near(scrubbed.last!, 200, 12))
        #expect(scrubbed == scrubbed.sorted())
        input.advance(by: 0.01)
        input.advance(by: 0.6)
        #expect(positions == [.end])
        #expect(shown(view) == Self.end)
    }
}
