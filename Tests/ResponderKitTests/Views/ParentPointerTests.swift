import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The parent pointer is unretained for speed (UIView+Hierarchy.swift explains why); these tests hold it
// to being as safe as `weak`: a child never sees a parent that is gone.

@MainActor
@Suite("Parent pointer: a child never sees a parent that is gone")
struct ParentPointerTests {
    @Test("A view whose own (isolated) deinit removes its subviews: they leave it cleanly")
    func deinitRemovesSubviews() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = SubviewDroppingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
    }

    @Test("A child that outlives its parent has no superview, no next responder, and still works")
    func childOutlivesParent() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
            #expect(child.next === parent)
        }
        #expect(weakParent == nil, "the parent is gone")
        #expect(child.superview == nil)
        #expect(child.next == nil)
        #expect(child.window == nil)
        #expect(child.hitTest(CGPoint(x: 5, y: 5), with: nil) === child)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
        let adopter = UIView()
        adopter.addSubview(child)
        #expect(child.superview === adopter)
    }

    @Test("A whole subtree outliving its root: only the root's children lose their parent")
    func subtreeOutlivesRoot() {
        let middle = UIView(), leaf = UIView()
        middle.addSubview(leaf)
        do {
            let root = UIView()
            root.addSubview(middle)
        }
        #expect(middle.superview == nil)
        #expect(leaf.superview === middle)
        #expect(leaf.next === middle)
    }

    @Test("Moving and removing keep the pointer right; a touch whose view's parent was released ends cleanly")
    func movesAndReleasedParentsMidTouch() {
        let input = TestWorld.input()
        let child = LoggingLeaf(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        parent?.addSubview(child)
        let window = TestWorld.window()
        window.rootViewController?.view.addSubview(parent!)
        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        // The handler's owner lets the parent go while the finger is down.
        parent?.removeFromSuperview()
        parent = nil
        input.lift(finger, at: CGPoint(x: 50, y: 50))
        #expect(child.superview == nil)
        #expect(child.log == ["began", "cancelled"])
    }
}

private final class LoggingLeaf: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A view that lets go of its subviews in its own deinit, as some UIKit code does.
private final class SubviewDroppingView: UIView {
    isolated deinit {
        for view in subviews { view.removeFromSuperview() }
    }
}
