import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit's "animate a constraint change" pattern: change a constant, then lay out inside an
// animation block; the frames the layout pass sets are animated.

@MainActor
@Suite("Animating constraint changes")
struct ConstraintAnimationTests {
    @Test("constant = …; UIView.animate { layoutIfNeeded() }: the model frame is new at once, the presentation goes there over time")
    func constraintConstantAnimates() {
        let input = TestWorld.input()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let window = showWindow(with: [box])
        let root = box.superview!
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 100, height: 40))

        var finished: Bool?
        leading.constant = 220
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() },
                       completion: { finished = $0 })
        #expect(box.frame == CGRect(x: 220, y: 100, width: 100, height: 40))
        #expect(box.layer.presentation()!.frame.minX == 20)
        input.advance(by: 0.01)
        input.advance(by: 0.2)
        let midway = box.layer.presentation()!.frame
        #expect(near(midway.minX, 120, 0.5))
        #expect(midway.width == 100 && midway.minY == 100)
        // The run loop's own layout pass after the block does not disturb the animation.
        input.advance(by: 0.1)
        #expect(near(box.layer.presentation()!.frame.minX, 170, 0.5))
        input.advance(by: 0.2)
        #expect(finished == true)
        #expect(box.layer.presentation()!.frame == box.frame)
    }
}
