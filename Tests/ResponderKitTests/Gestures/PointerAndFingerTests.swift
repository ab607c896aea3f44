import ResponderKit
import ResponderKitTesting
import Testing

// Two kinds of input meeting on one screen, as adversarial app code found them: a finger dragging a
// scroll view while a trackpad scrolls it, and a hover recognizer that holds back its .began and
// begins later by itself. Written as app code.

/// A tooltip's hover recognizer: it begins only once the pointer has rested on the view a moment —
/// it holds the `.began` it is offered back, and sets it itself later (here when `show()` is called,
/// as a timer's callback would).
private final class TooltipHover: UIHoverGestureRecognizer {
    var ready = false
    var transitions: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            if newValue == .began, !ready { return }
            transitions.append(newValue)
            super.state = newValue
        }
    }
    func show() {
        ready = true
        state = .began
    }
}

@MainActor
@Suite("A finger during a trackpad scroll; a hover recognizer that begins later", .serialized)
struct PointerAndFingerTests {
    @Test("""
        7: a finger that drags a scroll view during a trackpad scroll owns it: the trackpad's end moves nothing \
        back, the lift flings the finger's way
        """)
    func fingerOwnsTheScroll() {
        let input = InputSimulator(startTime: 6_500_000_000)
        let root = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        root.view.addSubview(scrollView)
        let window = TestWorld.window(UIWindow(frame: UIScreen.main.bounds), root: root, keep: false)
        defer { window.isHidden = true }
        let pointer = CGPoint(x: 200, y: 400)
        input.send(.scroll(.trackpad(.began, points: .zero, at: pointer), timestamp: input.time))
        for _ in 0..<5 {
            input.advance(by: input.frameInterval)
            input.send(.scroll(.trackpad(.changed, points: CGPoint(x: 0, y: -4), at: pointer), timestamp: input.time))
        }
        var offsets: [CGFloat] = [scrollView.contentOffset.y]
        let finger = input.touchDown(at: CGPoint(x: 200, y: 700))
        for step in 1...6 {
            input.move(finger, to: CGPoint(x: 200, y: 700 - CGFloat(step) * 20))
            offsets.append(scrollView.contentOffset.y)
        }
        input.advance(by: input.frameInterval)
        input.send(.scroll(.trackpad(.ended, points: .zero, at: pointer), timestamp: input.time))
        offsets.append(scrollView.contentOffset.y)
        for step in 7...12 {
            input.move(finger, to: CGPoint(x: 200, y: 700 - CGFloat(step) * 20))
            offsets.append(scrollView.contentOffset.y)
        }
        input.lift(finger, at: CGPoint(x: 200, y: 460))
        let lifted = scrollView.contentOffset.y
        input.advance(by: 2)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0.0 <= $0.1 }, "\(offsets)")
        #expect(offsets.last! > offsets.first! + 150, "\(offsets)")
        #expect(scrollView.contentOffset.y >= lifted, "the fling goes the finger's way")
    }

    @Test("""
        9: a hover recognizer that begins later by itself gets .changed as the pointer moves and .ended when it \
        leaves — no illegal transition
        """)
    func hoverThatBeginsLater() {
        let input = InputSimulator(startTime: 6_600_000_000)
        let root = UIViewController()
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(target)
        let tooltip = TooltipHover(target: nil, action: nil)
        target.addGestureRecognizer(tooltip)
        let window = TestWorld.window(UIWindow(frame: UIScreen.main.bounds), root: root, keep: false)
        defer { window.isHidden = true }
        let reports = collectingDiagnostics {
            input.movePointer(to: CGPoint(x: 50, y: 50))
            #expect(tooltip.state == .possible, "held back")
            tooltip.show()
            input.movePointer(to: CGPoint(x: 60, y: 60))
            input.movePointer(to: CGPoint(x: 300, y: 300))
        }
        #expect(tooltip.transitions == [.began, .changed, .ended])
        #expect(!reports.contains { $0.kind == .illegalGestureTransition }, "\(reports)")
        #expect(tooltip.state == .possible, "reset after it ended")
    }
}
