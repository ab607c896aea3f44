import ResponderKit
import Testing

// UIScrollView's touch rules, written as UIKit client code — a button in a scrolling list
// must become a tap or a scroll (delaysContentTouches, canCancelContentTouches, touchesShouldBegin,
// touchesShouldCancel), and nested scroll views share out the axes.

/// A row that logs what UIKit delivers to it.
private final class RowView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A list that keeps touches from rows tagged 7, and never takes touches from them once they have them.
private final class PickyScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        view.tag != 7
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { view.tag != 7 }
}

@MainActor
@Suite("UIScrollView: content touches (delays, cancelling, nesting)")
struct ScrollViewTouchTests {
    /// A 390 × 600 list of 20 rows of 100 points, a button in the first.
    private func list(
        _ phone: Phone, scrollView: UIScrollView = UIScrollView()
    ) -> (UIScrollView, [RowView], UIButton, UIWindow) {
        let root = UIViewController()
        scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        var rows: [RowView] = []
        for index in 0..<20 {
            let row = RowView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 390, height: 100))
            scrollView.addSubview(row)
            rows.append(row)
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 60)
        rows[0].addSubview(button)
        root.view.addSubview(scrollView)
        return (scrollView, rows, button, phone.window(root))
    }

    @Test("A quick tap on a button in a list presses it: the content gets began and ended at the lift")
    func quickTapReachesButton() {
        let phone = Phone()
        let (scrollView, _, button, window) = list(phone)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        phone.tap(CGPoint(x: 60, y: 150))
        #expect(taps == 1)
        #expect(scrollView.contentOffset == .zero)
        _ = window
    }

    @Test("A resting finger: the row gets touchesBegan only after 150 ms")
    func restingFingerAfterDelay() {
        let phone = Phone()
        let (_, rows, _, window) = list(phone)
        phone.down(CGPoint(x: 300, y: 350))
        phone.frames(for: 0.1)
        #expect(rows[2].log.isEmpty)
        phone.frames(for: 0.1)
        #expect(rows[2].log == ["began"])
        phone.up(CGPoint(x: 300, y: 350))
        #expect(rows[2].log == ["began", "ended"])
        _ = window
    }

    @Test("A drag that starts at once scrolls, and the row never hears of the touch")
    func immediateDragScrolls() {
        let phone = Phone()
        let (scrollView, rows, _, window) = list(phone)
        phone.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 300), steps: 10)
        #expect(rows[4].log.isEmpty)
        #expect(scrollView.contentOffset.y > 150)
        _ = window
    }

    @Test("Without delaysContentTouches the row gets began at once; a drag then cancels it and scrolls")
    func noDelayThenCancel() {
        let phone = Phone()
        let (scrollView, rows, _, window) = list(phone)
        scrollView.delaysContentTouches = false
        phone.down(CGPoint(x: 300, y: 550))
        #expect(rows[4].log == ["began"])
        for step in 1...10 { phone.move(CGPoint(x: 300, y: 550 - CGFloat(step) * 20)) }
        phone.up(CGPoint(x: 300, y: 350))
        #expect(rows[4].log.last == "cancelled")
        #expect(scrollView.contentOffset.y > 150)
        _ = window
    }

    @Test("canCancelContentTouches false: once the row has the touch, dragging does not scroll")
    func cannotCancel() {
        let phone = Phone()
        let (scrollView, rows, _, window) = list(phone)
        scrollView.canCancelContentTouches = false
        phone.down(CGPoint(x: 300, y: 550))
        phone.frames(for: 0.2)
        for step in 1...10 { phone.move(CGPoint(x: 300, y: 550 - CGFloat(step) * 20)) }
        phone.up(CGPoint(x: 300, y: 350))
        #expect(rows[4].log == ["began", "moved", "ended"])
        #expect(scrollView.contentOffset == .zero)
        _ = window
    }

    @Test("touchesShouldCancel(in:) is false for a control by default: a held button keeps its touch")
    func buttonKeepsTouch() {
        let phone = Phone()
        let (scrollView, _, button, window) = list(phone)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        phone.down(CGPoint(x: 60, y: 150))
        phone.frames(for: 0.2)
        for step in 1...5 { phone.move(CGPoint(x: 60, y: 150 - CGFloat(step) * 4)) }
        phone.up(CGPoint(x: 60, y: 130))
        #expect(events == ["up inside"])
        #expect(scrollView.contentOffset == .zero)
        #expect(!UIScrollView().touchesShouldCancel(in: UIButton()))
        #expect(UIScrollView().touchesShouldCancel(in: UIView()))
        _ = window
    }

    @Test(
        "touchesShouldBegin(_:with:in:) false keeps a touch from the content; touchesShouldCancel false keeps it there")
    func overrides() {
        let phone = Phone()
        let (scrollView, rows, _, window) = list(phone, scrollView: PickyScrollView())
        rows[2].tag = 7
        phone.tap(CGPoint(x: 300, y: 350))
        #expect(rows[2].log.isEmpty)
        phone.tap(CGPoint(x: 300, y: 450))
        #expect(rows[3].log == ["began", "ended"])
        _ = (scrollView, window)
    }

    @Test("Nested: a sideways carousel in a vertical list takes horizontal drags; vertical drags go to the list")
    func nestedDirections() {
        let phone = Phone()
        let root = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.contentSize = CGSize(width: 390, height: 2000)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        carousel.contentSize = CGSize(width: 2000, height: 200)
        list.addSubview(carousel)
        root.view.addSubview(list)
        let window = phone.window(root)
        phone.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310), steps: 10)
        #expect(carousel.contentOffset.x > 150)
        #expect(list.contentOffset == .zero)
        phone.frames(for: 5)  // the carousel's flick comes to rest
        #expect(!carousel.isDecelerating)
        let carouselX = carousel.contentOffset.x
        phone.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 210, y: 150), steps: 10)
        #expect(list.contentOffset.y > 150)
        #expect(carousel.contentOffset.x == carouselX)
        _ = window
    }

    @Test("A finger on a decelerating list stops it, and the row under it does not get the touch")
    func touchStopsDeceleration() {
        let phone = Phone()
        let (scrollView, rows, _, window) = list(phone)
        phone.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 300, y: 200), steps: 5)
        phone.frames(for: 0.05)
        #expect(scrollView.isDecelerating)
        let offset = scrollView.contentOffset.y
        phone.tap(CGPoint(x: 300, y: 400))
        #expect(!scrollView.isDecelerating)
        #expect(abs(scrollView.contentOffset.y - offset) < 60)
        let row = rows.first { $0.frame.contains(CGPoint(x: 300, y: scrollView.contentOffset.y + 300)) }
        #expect(row?.log.isEmpty == true)
        _ = window
    }

    @Test("""
        A scroll view removed and let go mid-drag — by a finger or a trackpad — is not called again, and nothing \
        crashes (found by the fuzzer)
        """)
    func releasedMidDrag() {
        let phone = Phone()
        let root = UIViewController()
        let window = phone.window(root)
        for byTrackpad in [false, true] {
            var scrollView: UIScrollView? = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
            scrollView?.contentSize = CGSize(width: 390, height: 3000)
            weak let released = scrollView
            root.view.addSubview(scrollView!)
            let at = CGPoint(x: 200, y: 500)
            if byTrackpad {
                phone.send { .scroll(.trackpad(.began, points: .zero, at: at), timestamp: $0) }
                phone.send { .scroll(.trackpad(.changed, points: CGPoint(x: 0, y: -30), at: at), timestamp: $0) }
            } else {
                phone.down(at)
                for step in 1...4 { phone.move(CGPoint(x: 200, y: 500 - CGFloat(step) * 30)) }
            }
            scrollView?.removeFromSuperview()
            scrollView = nil  // a finger's touch still holds its view, as in UIKit; a trackpad's scroll holds nothing
            if byTrackpad {
                phone.send { .scroll(.trackpad(.changed, points: CGPoint(x: 0, y: -30), at: at), timestamp: $0) }
                phone.send { .scroll(.trackpad(.ended, points: .zero, at: at), timestamp: $0) }
            } else {
                phone.move(CGPoint(x: 200, y: 300))
                phone.up(CGPoint(x: 200, y: 260))
            }
            phone.frames(for: 1)
            #expect(released == nil, byTrackpad ? "by a trackpad" : "by a finger")
        }
        _ = window
    }
}
