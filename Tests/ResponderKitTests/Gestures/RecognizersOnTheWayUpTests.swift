import ResponderKit
import Testing

// A touch finds the recognizers on its view and every ancestor (B104) — also when the
// tree had none a moment ago, or had some that were all removed: the walk up that skips trees
// without recognizers (GestureArena.anyRecognizer(from:)) must never skip one that is there.

/// A view that counts the touches it is given.
private final class CountingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

/// Counts a recognizer's actions. (iOS: `@objc func tapped(_:)`; on Linux, `actionMethod(for:)`.)
@MainActor
private final class TapCounter: UIActionTarget {
    var taps = 0
    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        action == Selector("tapped:") ? method(TapCounter.tapped) : nil
    }
}

@MainActor
@Suite("Gesture recognizers on the way up from a touch's view")
struct RecognizersOnTheWayUpTests {
    @Test("""
        B104: no recognizer anywhere, then one on a distant ancestor, then none again: each tap reaches the \
        recognizers on its view and its ancestors
        """)
    func recognizerAddedAndRemovedOnAnAncestor() {
        let phone = Phone()
        let root = UIViewController()
        var parent: UIView = root.view
        for _ in 0..<6 {
            let child = UIView(frame: parent.bounds.insetBy(dx: 5, dy: 5))
            parent.addSubview(child)
            parent = child
        }
        let leaf = CountingView(frame: parent.bounds)
        parent.addSubview(leaf)
        let window = phone.window(root)
        let counter = TapCounter()

        phone.tap(CGPoint(x: 200, y: 400))
        #expect(leaf.began == 1)

        let tap = UITapGestureRecognizer(target: counter, action: Selector("tapped:"))
        root.view.subviews[0].addGestureRecognizer(tap)
        phone.tap(CGPoint(x: 200, y: 400))
        #expect(counter.taps == 1, "the recognizer two levels below the root saw the tap")
        #expect(leaf.began == 2)

        root.view.subviews[0].removeGestureRecognizer(tap)
        phone.tap(CGPoint(x: 200, y: 400))
        #expect(counter.taps == 1, "removed: no longer asked")
        #expect(leaf.began == 3)

        leaf.addGestureRecognizer(tap)
        phone.tap(CGPoint(x: 200, y: 400))
        #expect(counter.taps == 2, "on the touch's own view")
        _ = window
    }
}
