import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The layer tree follows the view tree, as in UIKit: a view's layer is its superview's layer's
// sublayer, in subview order, among the layers the app added itself.

/// A view that counts its layout passes.
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
@Suite("The layer tree follows the view tree")
struct LayerTreeTests {
    @Test("addSubview, insertSubview, exchange, bring to front and removal move the subviews' layers")
    func subviewLayersFollow() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        #expect(parent.layer.sublayers == nil)
        parent.addSubview(a)
        #expect(a.layer.superlayer === parent.layer)
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer])
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.layer.sublayers == [c.layer, a.layer, b.layer])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.layer.sublayers == [b.layer, a.layer, c.layer])
        parent.bringSubviewToFront(b)
        #expect(parent.layer.sublayers == [a.layer, c.layer, b.layer])
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil)
        #expect(parent.layer.sublayers == [c.layer, b.layer])
    }

    @Test("""
        A gradient inserted at 0 stays below every subview; one added later is on top; removing the subview below \
        keeps its place
        """)
    func addedLayersKeepTheirPlace() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let title = UILabel(), badge = UIView()
        card.addSubview(title)
        let gradient = CAGradientLayer()
        card.layer.insertSublayer(gradient, at: 0)
        #expect(gradient.superlayer === card.layer)
        #expect(card.layer.sublayers == [gradient, title.layer])
        card.addSubview(badge)
        #expect(card.layer.sublayers == [gradient, title.layer, badge.layer])
        let shine = CALayer()
        card.layer.addSublayer(shine)
        #expect(card.layer.sublayers == [gradient, title.layer, badge.layer, shine])
        let divider = CALayer()
        card.layer.insertSublayer(divider, above: title.layer)
        #expect(card.layer.sublayers == [gradient, title.layer, divider, badge.layer, shine])
        title.removeFromSuperview()
        #expect(card.layer.sublayers == [gradient, divider, badge.layer, shine])
        gradient.removeFromSuperlayer()
        #expect(gradient.superlayer == nil)
        #expect(card.layer.sublayers == [divider, badge.layer, shine])
    }

    @Test("""
        A subview's layer moved among its siblings' layers moves the subview; a view added elsewhere leaves the \
        layer it was added to; above/below count without the moved layer
        """)
    func reorderingAndParents() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] { parent.addSubview(view) }
        parent.layer.insertSublayer(c.layer, at: 0)
        #expect(parent.subviews == [c, a, b] && c.superview === parent)
        #expect(parent.layer.sublayers == [c.layer, a.layer, b.layer])
        parent.layer.insertSublayer(c.layer, above: a.layer)
        #expect(parent.subviews == [a, c, b])
        let x = CALayer(), y = CALayer(), z = CALayer()
        let plain = CALayer()
        for layer in [x, y, z] { plain.addSublayer(layer) }
        plain.insertSublayer(x, above: y)
        #expect(plain.sublayers == [y, x, z])
        plain.insertSublayer(z, below: y)
        #expect(plain.sublayers == [z, y, x])
        let host = UIView(), moved = UIView()
        host.layer.addSublayer(moved.layer)
        #expect(moved.layer.superlayer === host.layer)
        let other = UIView()
        other.addSubview(moved)
        #expect(moved.layer.superlayer === other.layer)
        #expect(host.layer.sublayers == nil)
    }

    @Test("""
        A view's layer taken out of its superlayer takes the view out of its superview; a layer cannot go inside \
        itself
        """)
    func removalAndCycles() {
        _ = TestWorld.input()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil && child.layer.superlayer == nil)
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        let refused = TestWorld.diagnostics { inner.addSublayer(outer) }
        #expect(refused.map(\.kind) == [.invalidHierarchyChange])
        #expect(outer.superlayer == nil && inner.superlayer === outer)
    }

    @Test(
        "A layer's frame under a transform: setting it sets position and bounds so the transformed box is the one given"
    )
    func frameUnderTransform() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(layer.bounds.size == CGSize(width: 50, height: 30))
        #expect(layer.position == CGPoint(x: 60, y: 50))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        // With the anchor at the top left, the position is the frame's origin.
        let cornered = CALayer()
        cornered.anchorPoint = .zero
        cornered.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        cornered.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(cornered.bounds.size == CGSize(width: 40, height: 20))
        #expect(cornered.position == CGPoint(x: 5, y: 5))
    }

    @Test("""
        Resizing a view lays its superview out again; moving it does not; a frame set in the superview's own \
        layoutSubviews does not loop
        """)
    func resizeMarksTheSuperview() {
        let input = TestWorld.input()
        let container = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(child)
        showWindow(with: [container])
        input.runLoopOnce()
        let before = container.layouts
        child.frame.origin = CGPoint(x: 10, y: 10)
        input.runLoopOnce()
        #expect(container.layouts == before)
        child.frame.size = CGSize(width: 80, height: 80)
        input.runLoopOnce()
        #expect(container.layouts == before + 1)
        input.runLoopOnce()
        #expect(container.layouts == before + 1)
    }
}
