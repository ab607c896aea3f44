import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// While a view animates, touches skip it and its subviews unless the animation allows user
// interaction (UIView.AnimationOptions.allowUserInteraction: "Allow the user to interact with views
// while they are being animated"); hit-testing reads the model values.

@MainActor
@Suite("Touches during animations")
struct AnimationTouchTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)
    private static let far = CGPoint(x: 300, y: 700)

    /// A shown button that logs its taps.
    private func tappableButton(_ log: EventLog) -> UIButton {
        let button = UIButton(frame: Self.frame)
        button.addAction(UIAction { _ in log.record("tap") }, for: .touchUpInside)
        showWindow(with: [button])
        return button
    }

    @Test("A tap right after animate misses the view; with .allowUserInteraction it hits")
    func animatingViewTakesNoTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = tappableButton(log)
        UIView.animate(withDuration: 0.3) { button.alpha = 0.5 }
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)

        input.advance(by: 0.5)  // the animation ended: touches reach it again
        input.tap(at: Self.center)
        #expect(log.entries == ["tap"])

        log.clear()
        input.advance(by: 1)
        UIView.animate(withDuration: 0.3, delay: 0, options: .allowUserInteraction, animations: { button.alpha = 1 })
        input.tap(at: Self.center)
        #expect(log.entries == ["tap"])
    }

    @Test("Hit-testing uses the new place at once: only .allowUserInteraction lets a tap there hit")
    func movedViewIsHitAtItsNewPlace() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = tappableButton(log)
        UIView.animate(withDuration: 0.3) { button.center = Self.far }
        input.tap(at: Self.far)
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
        button.layer.removeAllAnimations()
        input.advance(by: 1)

        button.center = Self.center
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .allowUserInteraction, animations: { button.center = Self.far })
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
        input.tap(at: Self.far)
        #expect(log.entries == ["tap"])
    }

    @Test(
        "A subview of an animating view takes no touches either; the superview's window hit-test finds the root instead"
    )
    func subtreeOfAnimatingView() throws {
        let input = TestWorld.input()
        let log = EventLog()
        let card = UIView(frame: CGRect(x: 50, y: 250, width: 250, height: 200))
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        button.addAction(UIAction { _ in log.record("tap") }, for: .touchUpInside)
        card.addSubview(button)
        let window = showWindow(with: [card])
        UIView.animate(withDuration: 0.3) { card.transform = CGAffineTransform(scaleX: 1.01, y: 1.01) }
        let point = button.convert(CGPoint(x: 50, y: 25), to: nil)
        #expect(window.hitTest(point, with: nil) === card.superview)
        input.tap(at: point)
        #expect(log.entries.isEmpty)
        input.advance(by: 0.5)
        #expect(window.hitTest(point, with: nil) === button)
        input.tap(at: point)
        #expect(log.entries == ["tap"])
    }

    @Test("A property animator lets touches through by default; with isUserInteractionEnabled false it does not")
    func propertyAnimatorInteraction() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = tappableButton(log)
        let open = UIViewPropertyAnimator(duration: 1, curve: .linear) { button.alpha = 0.5 }
        open.startAnimation()
        input.tap(at: Self.center)
        #expect(log.entries == ["tap"])
        open.stopAnimation(true)

        log.clear()
        let closed = UIViewPropertyAnimator(duration: 1, curve: .linear) { button.alpha = 1 }
        closed.isUserInteractionEnabled = false
        closed.startAnimation()
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
        input.advance(by: 1.5)
        input.tap(at: Self.center)
        #expect(log.entries == ["tap"])
    }

    @Test("transition(with:) keeps touches out of the view for its duration, unless .allowUserInteraction")
    func transitionBlocksTouches() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = tappableButton(log)
        var finished: Bool?
        UIView.transition(with: button, duration: 0.3, options: .transitionFlipFromLeft,
                          animations: { button.alpha = 0.9 }, completion: { finished = $0 })
        #expect(button.alpha == 0.9 && button.layer.animationKeys() == nil)
        input.tap(at: Self.center)
        #expect(log.entries.isEmpty)
        input.advance(by: 0.5)
        #expect(finished == true)
        UIView.transition(
            with: button, duration: 0.3, options: [.transitionCrossDissolve, .allowUserInteraction], animations: nil)
        input.tap(at: Self.center)
        #expect(log.entries == ["tap"])
    }
}
