import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A layer that an app keeps after its view is gone. The view's `deinit` (nonisolated) tells
// the layer through an atomic flag, not an unchecked write: from then on the layer reads and writes
// its own storage, and never the freed view.

@MainActor
@Suite("A layer outlives its view")
struct LayerLifetimeTests {
    @Test("""
        A layer kept after its view is freed has no delegate, keeps its own geometry and look, and does not touch \
        the view
        """)
    func layerOutlivesItsView() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        weak let freed = view
        let layer = view!.layer
        layer.cornerRadius = 8
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        view = nil
        #expect(freed == nil)

        #expect(layer.delegate == nil)
        #expect(layer.cornerRadius == 8)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.position = CGPoint(x: 70, y: 80)
        layer.opacity = 0.5
        layer.isHidden = true
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 70, y: 80))
        #expect(layer.frame == CGRect(x: 50, y: 65, width: 40, height: 30))
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden)
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        #expect(layer.description.hasPrefix("<CALayer"))
    }

    @Test("Views made and dropped while their layers live on: each layer stays usable, in any order of release")
    func manyLayersOutliveTheirViews() {
        var layers: [CALayer] = []
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            for index in 0..<20 {
                let child = UIView(frame: CGRect(x: index * 10, y: 0, width: 10, height: 10))
                parent.addSubview(child)
                layers.append(child.layer)
            }
            layers.append(parent.layer)
            parent.subviews[3].removeFromSuperview()
        }
        for (index, layer) in layers.enumerated() {
            layer.position = CGPoint(x: index, y: index)
            #expect(layer.position == CGPoint(x: index, y: index))
            #expect(layer.delegate == nil)
        }
    }
}
