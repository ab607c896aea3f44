import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Coordinate conversion between views and windows: through common ancestors, bounds origins and
// transforms, and through the screen between windows (B9, B10).

@MainActor
@Suite("UIView coordinate conversion (B9, B10)")
struct ConversionTests {
    @Test("rootView.convert((15,15), to: subview at (20,10)) == (-5,5), and back (B9)")
    func pointToSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sub = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        root.addSubview(sub)
        #expect(root.convert(CGPoint(x: 15, y: 15), to: sub) == CGPoint(x: -5, y: 5))
        #expect(sub.convert(CGPoint(x: 15, y: 15), from: root) == CGPoint(x: -5, y: 5))
        #expect(sub.convert(CGPoint(x: -5, y: 5), to: root) == CGPoint(x: 15, y: 15))
        #expect(root.convert(CGPoint(x: -5, y: 5), from: sub) == CGPoint(x: 15, y: 15))
        #expect(sub.convert(CGPoint(x: 3, y: 4), to: sub) == CGPoint(x: 3, y: 4))
    }

    @Test("siblings and cousins convert through their common ancestor")
    func siblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        let bChild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(bChild)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -190, y: -80))
        #expect(a.convert(CGPoint.zero, to: bChild) == CGPoint(x: -195, y: -85))
        #expect(bChild.convert(CGPoint.zero, to: a) == CGPoint(x: 195, y: 85))
        #expect(bChild.convert(CGPoint(x: 1, y: 1), from: a) == CGPoint(x: -194, y: -84))
    }

    @Test("a superview's bounds.origin offsets its children (B9)")
    func superviewBoundsOrigin() {
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        parent.addSubview(child)
        // The child's frame is in the parent's bounds coordinates, so it sits at the parent's top-left.
        #expect(parent.convert(CGPoint(x: 10, y: 110), to: child) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 100))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint(x: 50, y: 50), from: root) == CGPoint.zero)
    }

    @Test("a view's own bounds.origin shifts its coordinate system (B8, B9)")
    func ownBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 10_000, y: 10_000)
        root.addSubview(view)
        #expect(view.convert(CGPoint(x: 10_000, y: 10_000), to: root) == CGPoint(x: 30, y: 40))
        #expect(view.convert(CGPoint(x: 30, y: 40), from: root) == CGPoint(x: 10_000, y: 10_000))
        #expect(root.convert(CGPoint(x: 80, y: 90), to: view) == CGPoint(x: 10_050, y: 10_050))
    }

    @Test("conversion honours a view's transform, applied about its center (B9)")
    func transformedSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A clockwise quarter turn about (150, 150): the top-left corner goes to the top-right.
        #expect(close(view.convert(CGPoint.zero, to: root), CGPoint(x: 200, y: 100)))
        #expect(close(view.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 150, y: 150)))
        #expect(close(view.convert(CGPoint(x: 200, y: 100), from: root), CGPoint.zero))
        #expect(close(root.convert(CGPoint(x: 199, y: 101), to: view), CGPoint(x: 1, y: 1)))

        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-50, -50, 200, 200)
        #expect(scaled.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: -30, y: -30))
        #expect(scaled.convert(CGPoint(x: -30, y: -30), from: root) == CGPoint(x: 10, y: 10))

        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(moved)
        moved.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(moved.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 0))
    }

    @Test("transforms of ancestors and of the target both count (B9)")
    func nestedTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-100, -100, 400, 400)
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        // inner (0, 0) → outer (100, 100) → root: 2 × (100 − 100) + 100 = 100.
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 100))
        #expect(inner.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 120, y: 100))
        #expect(inner.convert(CGPoint(x: 120, y: 100), from: root) == CGPoint(x: 10, y: 0))
        let other = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        other.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // frame (312.5, 312.5, 25, 25)
        root.addSubview(other)
        // root (325, 325) is other's center; inner's (112.5, 112.5) is root (325, 325).
        #expect(close(inner.convert(CGPoint(x: 112.5, y: 112.5), to: other), CGPoint(x: 25, y: 25)))
        #expect(close(other.convert(CGPoint(x: 25, y: 25), to: inner), CGPoint(x: 112.5, y: 112.5)))
    }

    @Test("rects convert to the bounding box of their converted corners")
    func rects() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let sub = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
        root.addSubview(sub)
        #expect(sub.convert(sub.bounds, to: root) == sub.frame)
        #expect(
            root.convert(CGRect(x: 20, y: 10, width: 5, height: 5), to: sub) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(
            sub.convert(CGRect(x: 20, y: 10, width: 5, height: 5), from: root)
                == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(
            root.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: sub)
                == CGRect(x: 20, y: 10, width: 5, height: 5))

        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(rotated.convert(rotated.bounds, to: root), rotated.frame))
        #expect(close(rotated.convert(rotated.bounds, to: root), CGRect(x: 140, y: 60, width: 20, height: 100)))

        let tilted = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(tilted)
        tilted.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let d = CGFloat(50).squareRoot()
        #expect(close(tilted.convert(tilted.bounds, to: root), CGRect(x: 5 - d, y: 5 - d, width: 2 * d, height: 2 * d)))
    }

    @Test("convert(_:to: nil) and convert(_:from: nil) use the window's coordinates (B10)")
    func toWindow() {
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(view)
        // The window's own frame origin (in screen coordinates) does not count.
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(view.convert(CGPoint.zero, to: nil) == view.convert(CGPoint.zero, to: window))
        #expect(view.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint.zero)
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil)
                == CGRect(x: 15, y: 25, width: 50, height: 50))
        #expect(
            view.convert(CGRect(x: 15, y: 25, width: 1, height: 1), from: nil)
                == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(window.convert(CGPoint(x: 15, y: 25), to: view) == CGPoint.zero)
        withExtendedLifetime(window) {}
    }

    @Test("views in two windows convert through screen coordinates (B10)")
    func acrossWindows() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        first.addSubview(a)
        second.addSubview(b)
        // a (0, 0) is screen (10, 10), which is second (-90, -190) and b (-110, -210).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -210))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 210))
        #expect(b.convert(CGPoint(x: -110, y: -210), to: a) == CGPoint.zero)
        #expect(a.convert(CGPoint(x: 110, y: 210), from: b) == CGPoint(x: 220, y: 420))
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: b) == CGRect(x: -110, y: -210, width: 5, height: 5))
        withExtendedLifetime((first, second)) {}
    }

    @Test("UIWindow.convert(_:to: UIWindow?) — nil means screen coordinates (B10)")
    func windowToWindow() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        #expect(second.convert(CGPoint.zero, to: nil as UIWindow?) == CGPoint(x: 100, y: 200))
        #expect(second.convert(CGPoint(x: 100, y: 200), from: nil as UIWindow?) == CGPoint.zero)
        #expect(second.convert(CGPoint(x: 5, y: 6), to: first) == CGPoint(x: 105, y: 206))
        #expect(first.convert(CGPoint(x: 105, y: 206), to: second) == CGPoint(x: 5, y: 6))
        #expect(second.convert(CGPoint(x: 105, y: 206), from: first) == CGPoint(x: 5, y: 6))
        #expect(second.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil as UIWindow?)
            == CGRect(x: 100, y: 200, width: 10, height: 10))
        #expect(second.convert(CGRect(x: 100, y: 200, width: 10, height: 10), from: nil as UIWindow?)
            == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(first.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: second)
            == CGRect(x: -100, y: -200, width: 10, height: 10))
        #expect(first.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: second)
            == CGRect(x: 100, y: 200, width: 10, height: 10))
    }

    @Test("a transformed window converts to the screen through its transform (B10)")
    func transformedWindowToScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.transform = CGAffineTransform(scaleX: 2, y: 2)  // frame (-50, -50, 200, 200)
        #expect(window.convert(CGPoint.zero, to: nil as UIWindow?) == CGPoint(x: -50, y: -50))
        #expect(window.convert(CGPoint(x: 150, y: 150), from: nil as UIWindow?) == CGPoint(x: 100, y: 100))
    }

    @Test("InputSimulator.screenPoint agrees with conversion to the window and then the screen")
    func screenPointOfView() {
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        let input = InputSimulator()
        #expect(input.screenPoint(of: view) == CGPoint(x: 50, y: 60))
        #expect(input.screenPoint(CGPoint.zero, in: view) == CGPoint(x: 40, y: 50))
        withExtendedLifetime(window) {}
    }
}
