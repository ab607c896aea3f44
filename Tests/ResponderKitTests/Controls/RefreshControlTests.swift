import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIRefreshControl on a UIScrollView: pulling past the trigger distance, the inset while refreshing,
// beginRefreshing/endRefreshing (docs/Controls.md, UIRefreshControl).

@MainActor
@Suite("UIRefreshControl")
struct RefreshControlTests {
    private func makeScrollView(log: EventLog) -> (UIScrollView, UIRefreshControl) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let control = UIRefreshControl()
        control.addAction(UIAction { action in
                if let control = action.sender as? UIRefreshControl {
                    log.record("valueChanged refreshing=\(control.isRefreshing)")
                }
        }, for: .valueChanged)
        scrollView.refreshControl = control
        return (scrollView, control)
    }

    @Test("Defaults: not refreshing, 60 high, no title; attaching adds it above the content")
    func defaults() {
        let log = EventLog()
        let (scrollView, control) = makeScrollView(log: log)
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        #expect(scrollView.refreshControl === control)
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        #expect(scrollView.adjustedContentInset.top == 0)

        let other = UIRefreshControl()
        scrollView.refreshControl = other
        #expect(control.superview == nil && other.superview === scrollView)
        scrollView.refreshControl = nil
        #expect(other.superview == nil)
    }

    @Test("""
        Pulling down far enough sends valueChanged once, while dragging; on release the inset holds the control in \
        view
        """)
    func pullToRefresh() {
        let input = TestWorld.input()
        let log = EventLog()
        let (scrollView, control) = makeScrollView(log: log)
        showWindow(with: [scrollView])

        let finger = input.touchDown(at: CGPoint(x: 200, y: 100))
        for step in 1...8 { input.move(finger, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 50)) }
        #expect(scrollView.isDragging)
        #expect(log.entries == ["valueChanged refreshing=true"])
        #expect(control.isRefreshing)
        input.lift(finger, at: CGPoint(x: 200, y: 500))
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentInset.top == 0)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        #expect(abs(scrollView.contentOffset.y - -60) < 0.5)
        #expect(log.entries == ["valueChanged refreshing=true"])

        // endRefreshing: the inset goes and the content scrolls back to the top.
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        #expect(abs(scrollView.contentOffset.y) < 0.5)
    }

    @Test("A short pull does not refresh")
    func shortPull() {
        let input = TestWorld.input()
        let log = EventLog()
        let (scrollView, control) = makeScrollView(log: log)
        showWindow(with: [scrollView])

        input.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200))
        #expect(!control.isRefreshing)
        #expect(log.entries.isEmpty)
        #expect(scrollView.adjustedContentInset.top == 0)
    }

    @Test("A disabled refresh control does not refresh")
    func disabled() {
        let input = TestWorld.input()
        let log = EventLog()
        let (scrollView, control) = makeScrollView(log: log)
        control.isEnabled = false
        showWindow(with: [scrollView])

        input.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500))
        #expect(!control.isRefreshing)
        #expect(log.entries.isEmpty)
    }

    @Test("beginRefreshing sends nothing and adds the inset; endRefreshing takes it away")
    func programmatic() {
        let input = TestWorld.input()
        let log = EventLog()
        let (scrollView, control) = makeScrollView(log: log)
        scrollView.contentInset.top = 10
        showWindow(with: [scrollView])

        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 70)
        #expect(scrollView.contentOffset.y == 0)  // as in UIKit, it does not scroll to show itself
        control.endRefreshing()
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 10)
        #expect(log.entries.isEmpty)
        _ = input
    }
}
