import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Core Animation's implicit animations as iOS code meets them: a standalone layer's property set
/// animates from what is shown to the new value over the transaction's duration; actions found
/// through the delegate, `actions` and `defaultAction(forKey:)`, `NSNull` turning one off;
/// `setDisableActions(true)`; a view's own layer never animating implicitly.
@MainActor
@Suite("Core Animation's implicit animations")
struct ImplicitAnimationTests {
    /// A layer tree as apps build one: a view's layer with a sublayer of its own.
    static func hostedLayer() -> (UIView, CALayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        view.layer.addSublayer(layer)
        // The end of the run loop's turn: the layer is on screen, so its next changes animate.
        CATransaction.flush()
        return (view, layer)
    }

    /// A layer class that turns its implicit animations off, as custom layers do.
    final class QuietLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? { NSNull() }
    }

    /// A delegate that answers with its own action for "opacity".
    final class Director: NSObject, CALayerDelegate {
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            guard event == "opacity" else { return nil }
            let slow = CABasicAnimation(keyPath: event)
            slow.duration = 2
            return slow
        }
    }

    @Test("Setting a sublayer's opacity animates it from the shown value over 0.25 s; the model changes at once")
    func opacityAnimates() throws {
        let input = TestWorld.input()
        let (view, layer) = Self.hostedLayer()
        defer { withExtendedLifetime(view) {} }
        layer.opacity = 0
        #expect(layer.opacity == 0)
        let fade = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.duration == 0.25)
        #expect((fade.fromValue as? CGFloat) == 1)
        input.advance(by: 0.125)
        let midway = try #require(layer.presentation()).opacity
        #expect(midway > 0.1 && midway < 0.9, "between the values: \(midway)")
        input.advance(by: 0.3)
        #expect(layer.animation(forKey: "opacity") == nil)
        #expect(layer.presentation()?.opacity == 0)
    }

    @Test("action(forKey:) gives Core Animation's basic animation for an animatable key, nothing for others")
    func defaultActions() {
        let (view, layer) = Self.hostedLayer()
        defer { withExtendedLifetime(view) {} }
        let action = layer.action(forKey: "position")
        #expect((action as? CABasicAnimation)?.keyPath == "position")
        #expect(layer.action(forKey: "name") == nil)
        layer.actions = ["position": NSNull()]
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test("setDisableActions, NSNull in actions, and a class's defaultAction turn implicit animations off")
    func turnedOff() {
        let (view, layer) = Self.hostedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)

        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)

        let quiet = QuietLayer()
        view.layer.addSublayer(quiet)
        quiet.backgroundColor = UIColor.red.cgColor
        quiet.cornerRadius = 8
        #expect(quiet.animationKeys() == nil)
    }

    @Test("A transaction's duration applies; the delegate's action is used before the default")
    func transactionAndDelegate() throws {
        let (view, layer) = Self.hostedLayer()
        defer { withExtendedLifetime(view) {} }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.cornerRadius = 10
        CATransaction.commit()
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 1)

        let director = Director()
        layer.delegate = director
        layer.opacity = 0.2
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        #expect(director.asked.contains("opacity"))
    }

    @Test("A view's own layer and a layer in no tree do not animate implicitly")
    func noImplicitAnimation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.opacity = 0.5
        view.layer.position = CGPoint(x: 80, y: 80)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0.5 && view.center == CGPoint(x: 80, y: 80))

        let loose = CALayer()
        loose.opacity = 0.3
        loose.cornerRadius = 4
        #expect(loose.animationKeys() == nil)
    }

    @Test("A progress ring's strokeEnd, a gradient's colours and a border colour animate implicitly from what is shown")
    func shapeAndGradientProperties() throws {
        let input = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.strokeEnd = 0
        let fade = CAGradientLayer()
        fade.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(ring)
        view.layer.addSublayer(fade)
        // Set up in the turn they were added in: not shown yet, so nothing animates (as iOS shows them).
        ring.strokeColor = UIColor.blue.cgColor
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        #expect(ring.animationKeys() == nil && fade.animationKeys() == nil, "set before the layers were committed")
        CATransaction.flush()

        ring.strokeEnd = 1
        fade.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
        fade.borderColor = UIColor.red.cgColor
        let grow = try #require(ring.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect((grow.fromValue as? CGFloat) == 0)
        #expect(fade.animation(forKey: "colors") != nil)
        #expect(fade.animation(forKey: "borderColor") != nil)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
        #expect(ring.animation(forKey: "path") == nil, "a path never animates implicitly (Apple's CAShapeLayer.path)")
        input.advance(by: 0.125)
        let midway = try #require(ring.presentation()).strokeEnd
        #expect(midway > 0.1 && midway < 0.9, "part of the ring is drawn: \(midway)")
        // The gradient's first colour is between red and green, element by element.
        let first = try #require(fade.presentation()?.colors?.first as? CGColor)
        let (red, green) = (first.components?[0] ?? 0, first.components?[1] ?? 0)
        #expect(red > 0.1 && red < 0.9 && green > 0.1 && green < 0.9, "between red and green: \(red), \(green)")
        #expect(ring.strokeEnd == 1, "the model has the new value at once")
        input.advance(by: 0.3)
        #expect(ring.animationKeys() == nil)
    }

    @Test("A path animated between two shapes of the same elements passes through the shapes between them")
    func pathInterpolates() throws {
        let input = TestWorld.input()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let shape = CAShapeLayer()
        view.layer.addSublayer(shape)
        let small = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        let large = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
        shape.path = large
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = small
        morph.toValue = large
        morph.duration = 1
        morph.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(morph, forKey: "morph")
        input.advance(by: 0.5)
        let box = try #require(shape.presentation()?.path).boundingBox
        #expect(abs(box.width - 60) < 1 && abs(box.height - 40) < 1, "half way from 20 × 20 to 100 × 60: \(box)")
        // An ellipse and a rectangle do not match element for element: the path changes half way.
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
        morph.fromValue = oval
        shape.add(morph, forKey: "morph")
        input.advance(by: 0.25)
        #expect(shape.presentation()?.path == oval)
        input.advance(by: 1)
        #expect(shape.presentation()?.path == large)
    }
}
