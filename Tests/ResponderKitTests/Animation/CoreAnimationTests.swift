import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Core Animation's explicit animations as iOS code uses them: a layer's presentation moves while the
/// model stays, delegates hear the start and the stop, fill modes, repeats, delays, pausing a layer,
/// keyframes, groups, springs and transactions, all on the frame clock.
@MainActor
@Suite("Core Animation's explicit animations")
struct CoreAnimationTests {
    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test("A basic animation moves the presentation between its values while the model keeps its own; then it leaves")
    func basicOpacity() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        input.advance(by: 0.5)
        #expect(recorder.events == ["start"])
        let halfway = try #require(layer.presentation())
        #expect(abs(halfway.opacity - 0.5) < 0.01)
        #expect(layer.opacity == 1)
        input.advance(by: 0.6)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test("fillMode forwards with isRemovedOnCompletion false keeps the end value on the layer")
    func fillForwards() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 110
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: "move")
        input.advance(by: 1)
        #expect(layer.animation(forKey: "move") != nil)
        #expect(layer.presentation()?.position == CGPoint(x: 110, y: 10))
        #expect(layer.position == CGPoint(x: 10, y: 10))
    }

    @Test("Removing an animation, or adding another under its key, stops it unfinished")
    func removalStopsUnfinished() {
        let input = TestWorld.input()
        let layer = CALayer()
        let first = Recorder(), second = Recorder()
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 1
        a.delegate = first
        layer.add(a, forKey: "fade")
        input.advance(by: 0.1)
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0.5
        b.delegate = second
        layer.add(b, forKey: "fade")
        #expect(first.events == ["start", "stop false"])
        layer.removeAnimation(forKey: "fade")
        #expect(second.events == ["stop false"])
        #expect(layer.animationKeys() == nil)
    }

    @Test("add(_:forKey:) adds a copy: the same animation object can be changed and added again")
    func addsACopy() throws {
        _ = TestWorld.input()
        let one = CALayer(), two = CALayer()
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.fromValue = 0
        grow.toValue = 10
        grow.duration = 1
        grow.fillMode = .backwards
        one.add(grow, forKey: "grow")
        grow.toValue = 20
        two.add(grow, forKey: "grow")
        let first = try #require(one.animation(forKey: "grow") as? CABasicAnimation)
        #expect(first !== grow)
        #expect(first.toValue as? Int == 10)
        #expect((two.animation(forKey: "grow") as? CABasicAnimation)?.toValue as? Int == 20)
    }

    @Test("A spinner: transform.rotation.z from 0 to 2π repeating for ever turns the layer and never ends")
    func spinner() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        input.advance(by: 2.25)
        let angle = try #require(layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(angle - .pi / 2) < 0.01)
        #expect(layer.animationKeys() == ["spin"])
        layer.removeAllAnimations()
    }

    @Test("A delayed animation shows the model until it begins, or its first value with fillMode backwards")
    func delayAndBackwards() throws {
        let input = TestWorld.input()
        let plain = CALayer(), filled = CALayer()
        for (layer, fill) in [(plain, CAMediaTimingFillMode.removed), (filled, .backwards)] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 0.8
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 1
            fade.fillMode = fill
            layer.add(fade, forKey: "fade")
        }
        input.advance(by: 0.5)
        #expect(plain.presentation()?.opacity == 1)
        #expect(abs((filled.presentation()?.opacity ?? 0) - 0.2) < 0.001)
        input.advance(by: 1)
        #expect(abs((plain.presentation()?.opacity ?? 0) - 0.5) < 0.01)
    }

    @Test("autoreverses runs back; a timing function paces the run")
    func autoreverseAndTiming() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let there = CABasicAnimation(keyPath: "opacity")
        there.fromValue = 0
        there.toValue = 1
        there.duration = 1
        there.autoreverses = true
        layer.add(there, forKey: "pulse")
        let paced = CALayer()
        let easeIn = CABasicAnimation(keyPath: "opacity")
        easeIn.fromValue = 0
        easeIn.toValue = 1
        easeIn.duration = 1
        easeIn.timingFunction = CAMediaTimingFunction(name: .easeIn)
        paced.add(easeIn, forKey: "ease")
        input.advance(by: 0.5)
        #expect((paced.presentation()?.opacity ?? 1) < 0.4)
        input.advance(by: 1)
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
        var points: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0])
    }

    @Test("A keyframe animation passes through its values at its key times; discrete holds each")
    func keyframes() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, 0]
        shake.keyTimes = [0, 0.5, 1]
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        let stepped = CALayer()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.0, 0.5, 1.0]
        steps.calculationMode = .discrete
        steps.duration = 0.9
        stepped.add(steps, forKey: "steps")
        input.advance(by: 0.25)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 5) < 0.01)
        #expect(stepped.presentation()?.opacity == 0)
        input.advance(by: 0.25)
        #expect(abs((layer.presentation()?.position.x ?? 0) - 10) < 0.01)
        #expect(stepped.presentation()?.opacity == 0.5)
    }

    @Test("A group runs its animations together on the group's time")
    func group() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let both = CAAnimationGroup()
        both.animations = [move, fade]
        both.duration = 0.25
        layer.add(both, forKey: "both")
        input.advance(by: 0.125)
        let now = try #require(layer.presentation())
        #expect(abs(now.position.x - 50) < 0.5)
        #expect(abs(now.opacity - 0.5) < 0.01)
    }

    @Test("A spring settles at its end value, overshooting on the way when lightly damped")
    func spring() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let bounce = CASpringAnimation(keyPath: "position.y")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.damping = 5
        bounce.duration = bounce.settlingDuration
        #expect(bounce.settlingDuration > 0.5 && bounce.settlingDuration < 10)
        layer.add(bounce, forKey: "bounce")
        var highest: CGFloat = 0
        for _ in 0..<Int(bounce.settlingDuration * 60) {
            input.advance(by: 1.0 / 60)
            highest = max(highest, layer.presentation()?.position.y ?? 0)
        }
        #expect(highest > 100)
        input.advance(by: 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test("A transaction's completion block runs when its animations end, or at commit without any")
    func transactionCompletion() {
        let input = TestWorld.input()
        var done: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("empty") }
        CATransaction.commit()
        #expect(done == ["empty"])
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { done.append("faded") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(layer.animation(forKey: "fade")?.duration == 0.5)
        input.advance(by: 0.3)
        #expect(done == ["empty"])
        input.advance(by: 0.3)
        #expect(done == ["empty", "faded"])
        CATransaction.commit()  // no begin: a diagnostic, no crash
    }

    @Test("Pausing a layer (speed 0 at its current time) freezes its animations; resuming carries on")
    func pauseAndResume() throws {
        let input = TestWorld.input()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        input.advance(by: 0.25)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        input.advance(by: 5)
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.25) < 0.01)
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        input.advance(by: 0.25)
        #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 0.01)
    }

    @Test("CATransform3D: scale, rotate, translate, invert, the affine part and NSValue round trips")
    func transforms() {
        let scaled = CATransform3DMakeScale(2, 3, 1)
        let layer = CALayer()
        layer.transform = scaled
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        let moved = CATransform3DTranslate(CATransform3DIdentity, 5, 6, 0)
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(translationX: 5, y: 6))
        let turned = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let back = CATransform3DConcat(turned, CATransform3DInvert(turned))
        #expect(abs(back.m11 - 1) < 1e-9 && abs(back.m12) < 1e-9)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.transform = perspective
        #expect(layer.transform.m34 == -1.0 / 500)
        #expect(!CATransform3DIsAffine(perspective))
        #expect(NSValue(caTransform3D: scaled).caTransform3DValue == scaled)
    }
}
