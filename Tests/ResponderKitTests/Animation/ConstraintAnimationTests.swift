import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit's "animate a constraint change" pattern: change a constant, then lay out inside an
// animation block; the frames the layout pass sets are animated.

@MainActor
@Suite("Animating constraint changes")
struct ConstraintAnimationTests {
    @Test("""
        constant = …; UIView.animate { layoutIfNeeded() }: the model frame is new at once, the presentation goes \
        there over time
        """)
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

    @Test("""
        .layoutSubviews: a container resized in the block lays out its constrained subview, animated; without it \
        the subview jumps
        """)
    func layoutSubviewsOption() {
        let input = TestWorld.input()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let fill = UIView()
        fill.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(fill)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            fill.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            fill.topAnchor.constraint(equalTo: container.topAnchor),
            fill.heightAnchor.constraint(equalToConstant: 10),
        ])
        showWindow(with: [container])
        container.layoutIfNeeded()
        #expect(fill.frame.width == 100)

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            container.frame.size.width = 300
        })
        #expect(fill.frame.width == 300)
        input.advance(by: 0.5)
        #expect(near(fill.layer.presentation()!.bounds.width, 200, 0.5))
        input.advance(by: 0.6)

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { container.frame.size.width = 100 })
        input.advance(by: 0.01)  // the run loop's layout pass, outside the block: not animated
        input.advance(by: 0.49)  // half of the container's second, which began at the call
        #expect(fill.frame.width == 100 && fill.layer.presentation()!.bounds.width == 100)
        #expect(near(container.layer.presentation()!.bounds.width, 200, 0.5))
    }
}
