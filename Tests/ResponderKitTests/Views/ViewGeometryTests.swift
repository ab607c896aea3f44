import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIView's frame, bounds, center and transform, and how each follows the others (B8, B9).

@MainActor
@Suite("UIView geometry: frame, bounds, center, transform")
struct ViewGeometryTests {
    @Test("init(frame:) sets center to the frame's midpoint and bounds to (0, 0, size)")
    func initFrame() {
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 70, y: 35))
        #expect(view.transform.isIdentity)
        #expect(UIView().frame == .zero)
    }

    @Test("setting center moves frame; bounds stay")
    func setCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 300)
        #expect(view.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("setting frame sets center and bounds.size but keeps bounds.origin")
    func setFrame() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("changing bounds.size keeps center; changing bounds.origin does not move the frame (B8)")
    func setBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 200)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: -50, width: 50, height: 200))
        view.bounds.origin = CGPoint(x: 1000, y: 1000)
        #expect(view.frame == CGRect(x: 25, y: -50, width: 50, height: 200))
    }

    @Test("frame is the bounding box of the bounds transformed about the center (B9)")
    func frameWithTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.center == CGPoint(x: 100, y: 100))

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(bar.frame, CGRect(x: 40, y: -40, width: 20, height: 100)))

        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.transform = CGAffineTransform(translationX: 30, y: 40)
        #expect(moved.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(moved.center == CGPoint(x: 5, y: 5))
        moved.transform = .identity
        #expect(moved.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a 0.5-scale view with a 100×100 frame has 200×200 bounds: hitTest (199,199) hits it, (200,200) is nil (B9)")
    func halfScaleViewHitTest() {
        let view = UIView(frame: .zero)
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.center = CGPoint(x: 60, y: 60)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.hitTest(CGPoint(x: 199, y: 199), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 0, y: 0), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)

        // Seen from the superview, the same view covers only its 100×100 frame.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(view)
        #expect(parent.hitTest(CGPoint(x: 109, y: 109), with: nil) === view)
        #expect(parent.hitTest(CGPoint(x: 111, y: 111), with: nil) === parent)
        #expect(close(view.convert(CGPoint(x: 199, y: 199), to: parent), CGPoint(x: 109.5, y: 109.5)))
    }

    @Test("""
        point(inside:with:) answers as bounds.contains(point): edges, negative sizes, empty bounds, -0, NaN and \
        infinite points
        """)
    func pointInsideIsBoundsContains() {
        var generator = SystemRandomNumberGenerator()
        let edges: [CGFloat] = [0, -0.0, 10, -10, 0.5, 1e-300, 1e300, 7.25]
        let oddPoints: [CGFloat] = [.nan, .infinity, -.infinity, -0.0, 0]
        for _ in 0..<2_000 {
            func value() -> CGFloat {
                Bool.random(using: &generator)
                    ? edges.randomElement(using: &generator)!
                    : CGFloat.random(in: -50...50, using: &generator).rounded() / 2
            }
            let view = UIView(frame: .zero)
            view.bounds = CGRect(x: value(), y: value(), width: value(), height: value())
            let bounds = view.bounds
            var points = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.midY),
                          CGPoint(x: bounds.midX, y: bounds.maxY), CGPoint(x: bounds.midX, y: bounds.midY),
                          CGPoint(x: value(), y: value())]
            points.append(CGPoint(x: oddPoints.randomElement(using: &generator)!, y: bounds.midY))
            points.append(CGPoint(x: bounds.midX, y: oddPoints.randomElement(using: &generator)!))
            for point in points {
                #expect(
                    view.point(inside: point, with: nil) == bounds.contains(point), "bounds \(bounds), point \(point)")
            }
        }
    }
}
