import Foundation
import ResponderKit
import Testing

// Removing a subview costs the same whatever the number of its siblings (the
// figure is in Benchmarks: remove100k). These tests hold the behaviour to UIKit's while it does:
// order kept, the removed view released at once, re-adding, reordering and hit-testing in between.
@MainActor
@Suite("Removing subviews from a large parent: UIKit's behaviour, without a search per removal")
struct SubviewRemovalTests {
    @Test("Removing every third of 3,000 subviews keeps the others in order, and each removed view is released at once")
    func removalKeepsOrderAndReleases() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [UIView] = []
        for index in 0..<3_000 {
            let view = UIView(frame: CGRect(x: index % 100 * 10, y: index / 100 * 10, width: 10, height: 10))
            view.tag = index
            parent.addSubview(view)
            views.append(view)
        }
        weak var released: UIView?
        for index in stride(from: 0, to: 3_000, by: 3) {
            views[index].removeFromSuperview()
            #expect(views[index].superview == nil)
        }
        released = views[3]
        views.removeAll()
        #expect(released == nil, "a removed view goes as soon as nobody else holds it")
        #expect(parent.subviews.map(\.tag) == (0..<3_000).filter { $0 % 3 != 0 })
        #expect(parent.subviews.allSatisfy { $0.superview === parent })
    }

    @Test("Removals mixed with insertions, reordering and hit-tests give what UIKit gives")
    func mixedOperations() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
            b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
            d = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for view in [a, b, c, d] { parent.addSubview(view) }
        b.removeFromSuperview()
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === d)
        parent.insertSubview(b, at: 0)            // back in, at the back
        d.removeFromSuperview()
        #expect(parent.subviews == [b, a, c])
        parent.bringSubviewToFront(a)
        c.removeFromSuperview()                   // its position hint is stale after the reorder
        #expect(parent.subviews == [b, a])
        parent.addSubview(c)
        parent.addSubview(d)
        a.removeFromSuperview()
        b.removeFromSuperview()
        #expect(parent.subviews == [c, d])
        #expect(parent.hitTest(CGPoint(x: 10, y: 10), with: nil) === d)
        c.addSubview(a)                           // a removed view goes elsewhere
        #expect(a.superview === c && parent.subviews == [c, d])
    }
}
