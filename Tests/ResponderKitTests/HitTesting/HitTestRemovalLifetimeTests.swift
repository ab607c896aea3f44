import Foundation
import ResponderKit
import Testing

/// A hit-test asks each view through its own, overridable `hitTest(_:with:)`, without retaining the
/// view it asks (UIView+KeepAlive.swift). An override that removes the view it runs on, or an
/// ancestor that nothing else holds, must not free it under the running call: the removed views live
/// until the query is over, then go.
@MainActor
@Suite("Views removed by an override during a hit-test live until the query is over")
struct HitTestRemovalLifetimeTests {
    /// A user subclass (so its parent asks it through the plain loop) that removes itself — and,
    /// once, an ancestor — before doing what UIView does.
    final class RemovingView: UIView {
        var ancestorToRemove: UIView?
        private(set) var asked = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            asked += 1
            ancestorToRemove?.removeFromSuperview()
            ancestorToRemove = nil
            removeFromSuperview()
            return super.hitTest(point, with: event)
        }
    }

    final class Wrapper: UIView {}

    /// A wrapper filling `host`, holding a leaf that removes the wrapper and itself when asked; only
    /// `host` holds them. Returns weak handles.
    static func addRemovingChain(to host: UIView) -> (wrapper: () -> Wrapper?, leaf: () -> RemovingView?) {
        let wrapper = Wrapper(frame: host.bounds)
        let leaf = RemovingView(frame: wrapper.bounds)
        leaf.ancestorToRemove = wrapper
        wrapper.addSubview(leaf)
        host.addSubview(wrapper)
        return ({ [weak wrapper] in wrapper }, { [weak leaf] in leaf })
    }

    @Test("""
        A chain of only children: the leaf removes its parent and itself while asked; both live until the answer, \
        the parent goes after
        """)
    func onlyChildrenChain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let chain = HitTestRemovalLifetimeTests.addRemovingChain(to: root)
        let hit = root.hitTest(CGPoint(x: 50, y: 50), with: nil)
        // UIView's own checks ran on the removed leaf, which still contains the point: it answers.
        #expect(hit === chain.leaf())
        #expect(chain.leaf()?.asked == 1)
        #expect(chain.leaf()?.superview == nil)
        #expect(root.subviews.isEmpty)
        // The wrapper nobody holds any more is gone once the query is over.
        #expect(chain.wrapper() == nil)
    }

    @Test("""
        Siblings: a front view that removes itself and the parent's other children while asked; the loop goes on \
        over the children it started with
        """)
    func siblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Wrapper(frame: root.bounds)
        root.addSubview(parent)
        weak var weakBack: UIView?
        weak var weakFront: RemovingView?
        do {
            let back = UIView(frame: parent.bounds)
            let front = RemovingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // not under the point
            front.ancestorToRemove = back
            parent.addSubview(back)
            parent.addSubview(front)
            weakBack = back
            weakFront = front
        }
        let hit = root.hitTest(CGPoint(x: 50, y: 50), with: nil)
        // The front view said no; the back one was still asked (the loop goes over the list it began
        // with: `subviews` is a value) and contains the point.
        #expect(hit != nil && hit === weakBack)
        #expect(parent.subviews.isEmpty)
        #expect(weakFront == nil)
    }

    @Test("""
        Through the application: a touch whose hit-test removes the views it passes ends nowhere, with a \
        diagnostic, and the process goes on
        """)
    func throughTheApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil; window.isHidden = true }
        let chain = HitTestRemovalLifetimeTests.addRemovingChain(to: window)
        UIApplication.shared.enqueue(
            .touches([TouchInput(id: 1, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: 1))
        UIApplication.shared.enqueue(
            .touches([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50))], timestamp: 1.1))
        UIApplication.shared.processPendingEvents()
        #expect(chain.wrapper() == nil)
        #expect(chain.leaf() == nil)
        #expect(window.subviews.isEmpty)
        #expect(diagnostics.contains { $0.kind == .hitTestViewOutsideWindow })
    }
}
