import ResponderKit
import Testing

// How a UIScrollView moves — flicks and deceleration with the delegate's calls in UIKit's
// order, rubber band and bounce, paging, animated scrolling and zooming — all on the frame clock,
// written as UIKit client code.

/// Records the delegate calls, collapsing runs of didScroll.
private final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var velocity: CGPoint = .zero
    var retarget: CGPoint?
    var zoomView: UIView?

    private func add(_ call: String) { if call != "didScroll" || calls.last != "didScroll" { calls.append(call) } }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { add("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { add("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        add("willEndDragging")
        self.velocity = velocity
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        add("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { add("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { add("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { add("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if calls.last != "didZoom" { calls.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        add("didEndZooming(\(scale))")
    }
}

@MainActor
@Suite("UIScrollView: motion on the frame clock")
struct ScrollViewMotionTests {
    private func scrollView(
        _ phone: Phone, content: CGSize = CGSize(width: 390, height: 3000)
    ) -> (UIScrollView, ScrollLog, UIWindow) {
        let root = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scrollView.contentSize = content
        let log = ScrollLog()
        scrollView.delegate = log
        root.view.addSubview(scrollView)
        return (scrollView, log, phone.window(root))
    }

    /// A finger that moves and lifts at once, with no pause.
    private func flick(_ phone: Phone, from start: CGPoint, to end: CGPoint, steps: Int) {
        phone.down(start)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            phone.move(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        phone.up(end)
    }

    @Test("A flick: the delegate hears UIKit's order, the velocity in points per ms, and the content glides to rest")
    func flickAndDecelerate() {
        let phone = Phone()
        let (scrollView, log, window) = scrollView(phone)
        flick(phone, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 5)
        #expect(
            log.calls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            ])
        #expect(log.velocity.y > 1)  // 200 points in 80 ms: about 2.5 points per ms, upwards is positive
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        let released = scrollView.contentOffset.y
        phone.frames(for: 5)
        #expect(log.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y > released + 300)
        #expect(scrollView.contentOffset.y <= 2400)
        _ = window
    }

    @Test("Deceleration is deterministic: the same input gives the same offsets, frame by frame")
    func deterministic() {
        func run() -> [CGFloat] {
            let phone = Phone()
            let (scrollView, _, window) = scrollView(phone)
            flick(phone, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), steps: 6)
            var offsets: [CGFloat] = []
            for _ in 0..<30 { phone.frames(for: 0.016); offsets.append(scrollView.contentOffset.y) }
            _ = window
            return offsets
        }
        #expect(run() == run())
    }

    @Test("The delegate may change where the flick comes to rest")
    func delegateRetargets() {
        let phone = Phone()
        let (scrollView, log, window) = scrollView(phone)
        log.retarget = CGPoint(x: 0, y: 500)
        flick(phone, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 5)
        phone.frames(for: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 500))
        _ = window
    }

    @Test("""
        The move that starts a drag scrolls (50 points less the 10-point start: 40), didScroll before the lift; \
        the next point follows
        """)
    func firstMoveScrolls() {
        let phone = Phone()
        let root = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let log = ScrollLog()
        scrollView.delegate = log
        root.view.addSubview(scrollView)
        let window = phone.window(root)
        phone.down(CGPoint(x: 100, y: 300))
        phone.move(CGPoint(x: 100, y: 250))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset.y == 40)
        #expect(log.calls == ["willBeginDragging", "didScroll"])
        phone.move(CGPoint(x: 100, y: 249))
        #expect(scrollView.contentOffset.y == 41)
        // The finger rests, then lifts: no movement after the drag ended.
        phone.frames(for: 0.5)
        phone.up(CGPoint(x: 100, y: 249))
        #expect(log.calls.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        _ = window
    }

    @Test("An infinite, huge or NaN target from the delegate stops at the content's edge; deceleration ends")
    func unboundedTargets() {
        for target in [CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: 0, y: 1e300), CGPoint(x: CGFloat.nan, y: -1e300)]
        {
            let phone = Phone()
            let (scrollView, log, window) = scrollView(phone)
            log.retarget = target
            flick(phone, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 5)
            phone.frames(for: 5)
            #expect(log.calls.last == "didEndDecelerating" || log.calls.last == "didEndDragging(false)", "\(target)")
            #expect(!scrollView.isDecelerating)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: target.y > 0 ? 2400 : 0), "\(target)")
            _ = window
        }
    }

    @Test("Dragging past the top rubber-bands (less than the finger moved), and the content springs back")
    func rubberBandAndBounce() {
        let phone = Phone()
        let (scrollView, log, window) = scrollView(phone)
        phone.down(CGPoint(x: 200, y: 200))
        for step in 1...10 { phone.move(CGPoint(x: 200, y: 200 + CGFloat(step) * 20)) }
        phone.frames(for: 0.2)  // hold still: no flick
        let stretched = scrollView.contentOffset.y
        #expect(stretched < 0 && stretched > -190)
        phone.up(CGPoint(x: 200, y: 400))
        phone.frames(for: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(log.calls.last == "didEndDecelerating")
        _ = window
    }

    @Test("bounces = false: the content stops at the edge")
    func noBounce() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone)
        scrollView.bounces = false
        phone.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), steps: 10)
        #expect(scrollView.contentOffset.y == 0)
        _ = window
    }

    @Test("Paging: a short slow drag falls back, a long one or a flick turns one page")
    func paging() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390 * 4, height: 600))
        scrollView.isPagingEnabled = true
        func drag(by dx: CGFloat, steps: Int, hold: Bool) {
            phone.down(CGPoint(x: 300, y: 400))
            for step in 1...steps { phone.move(CGPoint(x: 300 + dx * CGFloat(step) / CGFloat(steps), y: 400)) }
            if hold { phone.frames(for: 0.2) }
            phone.up(CGPoint(x: 300 + dx, y: 400))
            phone.frames(for: 2)
        }
        drag(by: -120, steps: 10, hold: true)
        #expect(scrollView.contentOffset.x == 0)
        drag(by: -250, steps: 10, hold: true)
        #expect(scrollView.contentOffset.x == 390)
        drag(by: -60, steps: 3, hold: false)
        #expect(scrollView.contentOffset.x == 780)
        _ = window
    }

    @Test("setContentOffset(_:animated:) glides over 0.3 s of frames; scrollRectToVisible scrolls the least needed")
    func animatedOffset() {
        let phone = Phone()
        let (scrollView, log, window) = scrollView(phone)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        phone.frames(for: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 400)
        phone.frames(for: 0.3)
        #expect(scrollView.contentOffset.y == 400)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1100, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 600)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 10))
        _ = window
    }

    @Test("""
        Zooming: the scale transforms the delegate's view, the content size follows, a pinch past the range \
        springs back
        """)
    func zooming() {
        let phone = Phone()
        let (scrollView, log, window) = scrollView(phone, content: CGSize(width: 390, height: 600))
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.addSubview(picture)
        log.zoomView = picture
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 780, height: 1200))
        #expect(picture.frame == CGRect(x: 0, y: 0, width: 780, height: 1200))
        scrollView.setZoomScale(1, animated: false)
        log.calls.removeAll()
        // Two fingers spread far apart: past 3, then let go.
        phone.fingers(.began, CGPoint(x: 150, y: 400), CGPoint(x: 240, y: 400))
        for step in 1...10 {
            let d = 45 + CGFloat(step) * 30
            phone.fingers(.moved, CGPoint(x: 195 - d, y: 400), CGPoint(x: 195 + d, y: 400))
        }
        #expect(scrollView.isZooming)
        #expect(scrollView.zoomScale > 3)
        phone.fingers(.ended, CGPoint(x: 0, y: 400), CGPoint(x: 390, y: 400))
        phone.frames(for: 0.5)
        #expect(scrollView.zoomScale == 3)
        #expect(log.calls.first == "willBeginZooming")
        #expect(log.calls.contains("didEndZooming(3.0)"))
        _ = window
    }
}
