import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Hit-testing, the index builder and tree operations use no recursion whose depth
// grows with the tree's where the library controls it, so a tree tens of thousands of views deep —
// plain views, which the library walks itself — hit-tests, moves and goes away without exhausting the
// thread's stack. (User subclasses whose overrides call `super` recurse through the user's own code,
// as on iOS.)
@MainActor
@Suite("Deep trees of plain views: no recursion that grows with depth")
struct DeepTreeTests {
    final class Leaf: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    @Test("""
        4,000 nested plain views (twice what overflowed the stack before): added to a window, hit-tested, removed \
        and released
        """)
    func fourThousandDeep() {
        let input = TestWorld.input()
        let window = TestWorld.window()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var parent = root
        for _ in 0..<4_000 {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        let leaf = Leaf(frame: parent.bounds)
        parent.addSubview(leaf)
        window.rootViewController?.view.addSubview(root)   // every view hears it moved to the window
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === leaf)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(leaf.began == 1)
        root.removeFromSuperview()
        #expect(leaf.window == nil)
        _ = window
    }
}
