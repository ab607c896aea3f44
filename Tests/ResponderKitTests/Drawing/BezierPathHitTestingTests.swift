import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIBezierPath and CGPath as event code uses them: a round button's point(inside:with:) (taps in its
// bounds' corners go to the view behind), and contains(_:) for the usual shapes.

/// A round button: only its circle counts as inside (a common iOS override).
@MainActor
private final class RoundButton: UIButton {
    var taps = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
private final class Backdrop: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
}

@MainActor
@Suite("UIBezierPath and CGPath")
struct BezierPathHitTestingTests {
    @Test("A round button takes taps inside its circle; a tap in its bounds' corner goes to the view behind")
    func roundButton() {
        let input = TestWorld.input()
        let backdrop = Backdrop(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = RoundButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        backdrop.addSubview(button)
        showWindow(with: [backdrop])

        input.tap(at: CGPoint(x: 150, y: 150))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 195, y: 105))  // inside the bounds, outside the circle
        #expect(button.taps == 1)
        #expect(backdrop.touches == 1)
    }

    @Test("contains(_:) for rectangles, ovals, rounded rectangles, arcs, and the even-odd rule")
    func containment() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5)))
        #expect(!rect.contains(CGPoint(x: 11, y: 5)))
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))

        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(oval.contains(CGPoint(x: 98, y: 25)))
        #expect(!oval.contains(CGPoint(x: 95, y: 5)))

        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        let topOnly = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                   byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)))
        #expect(topOnly.contains(CGPoint(x: 1, y: 99)))

        // A half disc: clockwise on screen from 0 to π runs through the bottom (y grows downwards).
        let bottomHalf = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        bottomHalf.close()
        #expect(bottomHalf.contains(CGPoint(x: 50, y: 80)))
        #expect(!bottomHalf.contains(CGPoint(x: 50, y: 20)))
        let topHalf = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(topHalf.contains(CGPoint(x: 50, y: 20)))

        // A ring: two circles; non-zero winding fills the hole when both run the same way, even-odd does not.
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
    }

    @Test("Building paths: lines, curves, transforms, cgPath round trip, bad numbers")
    func building() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        triangle.close()
        #expect(triangle.contains(CGPoint(x: 10, y: 10)))
        #expect(!triangle.contains(CGPoint(x: 90, y: 90)))
        triangle.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(triangle.contains(CGPoint(x: 110, y: 10)))
        #expect(!triangle.contains(CGPoint(x: 10, y: 10)))

        let copy = UIBezierPath(cgPath: triangle.cgPath)
        #expect(copy.cgPath == triangle.cgPath)
        #expect(!copy.isEmpty)
        copy.removeAllPoints()
        #expect(copy.isEmpty)
        #expect(!triangle.contains(CGPoint(x: CGFloat.nan, y: 0)))

        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(mutable.contains(CGPoint(x: 5, y: 5)))
        #expect(mutable.contains(CGPoint(x: -15, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        #expect(!mutable.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        #expect(
            CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).contains(CGPoint(x: 5, y: 5)))
    }
}
