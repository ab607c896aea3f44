import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Random mixes of everything an app does with animations — start, re-animate, remove, take views
// out of the window, drive property animators, send time — must never crash, must call every block
// animation's completion exactly once (unless it repeats), and must leave nothing running at the end.

@MainActor
@Suite("Animations under random use")
struct AnimationStressTests {
    @Test("Random animations, removals, property animators and ticks", arguments: Array(1...8) as [UInt64])
    func randomUse(seed: UInt64) {
        let input = TestWorld.input()
        var random = SplitMix(state: seed)
        let views = (0..<8).map { k in UIView(frame: CGRect(x: CGFloat(k) * 40, y: 100, width: 30, height: 30)) }
        let window = showWindow(with: views)
        let root = window.rootViewController!.view!
        var started = 0, completed: [Int: Int] = [:]
        var animators: [UIViewPropertyAnimator] = []
        func somePoint() -> CGPoint {
            CGPoint(x: Double.random(in: 0...390, using: &random), y: Double.random(in: 0...800, using: &random))
        }

        for _ in 0..<600 {
            let view = views[Int.random(in: 0..<views.count, using: &random)]
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                let id = started
                started += 1
                let options: UIView.AnimationOptions = [
                    [], .beginFromCurrentState, .allowUserInteraction, .curveLinear,
                ][Int.random(in: 0..<4, using: &random)]
                UIView.animate(
                    withDuration: Double.random(in: 0...0.5, using: &random),
                    delay: Double.random(in: 0...0.2, using: &random),
                               options: options, animations: {
                                   view.center = somePoint()
                        if Bool.random(using: &random) { view.alpha = CGFloat.random(in: 0...1, using: &random) }
                                   if Bool.random(using: &random) { view.layer.cornerRadius = 8 }
                               }, completion: { _ in completed[id, default: 0] += 1 })
            case 3:
                view.layer.removeAllAnimations()
            case 4:
                if view.superview == nil { root.addSubview(view) } else { view.removeFromSuperview() }
            case 5:
                let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.center = somePoint() }
                animator.startAnimation()
                animators.append(animator)
            case 6:
                if let animator = animators.randomElement(using: &random) {
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: animator.pauseAnimation()
                    case 1: animator.fractionComplete = CGFloat.random(in: 0...1, using: &random)
                    case 2: animator.isReversed.toggle()
                    case 3: animator.stopAnimation(Bool.random(using: &random))
                    default: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
                    }
                }
            case 7:
                UIView.performWithoutAnimation { view.center = somePoint() }
            case 8:
                input.tap(at: somePoint())
            default:
                input.advance(by: Double.random(in: 0...0.2, using: &random))
            }
            _ = view.layer.presentation()
        }
        for animator in animators {
            if animator.state == .stopped { animator.finishAnimation(at: .current) }
            if animator.state == .active { animator.stopAnimation(true) }
        }
        for view in views where view.superview == nil { root.addSubview(view) }
        for _ in 0..<80 { input.advance(by: 1.0 / 60) }
        #expect(completed.count == started, "every block animation completed")
        #expect(completed.values.allSatisfy { $0 == 1 }, "and only once")
        #expect(views.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(views.allSatisfy { $0.layer.presentation()!.position == $0.center })
    }
}
