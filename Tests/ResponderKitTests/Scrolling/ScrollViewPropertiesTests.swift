import ResponderKit
import Testing

// UIScrollView's switches, as UIKit client code sets them.

@MainActor
@Suite("UIScrollView: insets, bouncing, locking, rates, the keyboard")
struct ScrollViewPropertiesTests {
    private func scrollView(_ phone: Phone, content: CGSize) -> (UIScrollView, UIViewController, UIWindow) {
        let root = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scrollView.contentSize = content
        root.view.addSubview(scrollView)
        return (scrollView, root, phone.window(root))
    }

    private func drag(
        _ phone: Phone, by delta: CGPoint, from start: CGPoint = CGPoint(x: 200, y: 400), hold: Bool = true
    ) {
        phone.down(start)
        for step in 1...10 {
            phone.move(CGPoint(x: start.x + delta.x * CGFloat(step) / 10, y: start.y + delta.y * CGFloat(step) / 10))
        }
        if hold { phone.frames(for: 0.2) }
        phone.up(CGPoint(x: start.x + delta.x, y: start.y + delta.y))
        phone.frames(for: 3)
    }

    @Test("contentInset: the content may rest inside the inset, and no further")
    func insets() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 1000))
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 80, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        drag(phone, by: CGPoint(x: 0, y: -2000))
        #expect(abs(scrollView.contentOffset.y - (1000 + 80 - 600)) < 1e-9)
        drag(phone, by: CGPoint(x: 0, y: 2000))
        #expect(abs(scrollView.contentOffset.y + 50) < 1e-9)
        _ = window
    }

    @Test("Content no taller than the scroll view does not scroll, unless alwaysBounceVertical (then it springs back)")
    func alwaysBounce() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 300))
        phone.down(CGPoint(x: 200, y: 300))
        for step in 1...10 { phone.move(CGPoint(x: 200, y: 300 + CGFloat(step) * 15)) }
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDragging)
        phone.up(CGPoint(x: 200, y: 450))
        scrollView.alwaysBounceVertical = true
        phone.down(CGPoint(x: 200, y: 300))
        for step in 1...10 { phone.move(CGPoint(x: 200, y: 300 + CGFloat(step) * 15)) }
        #expect(scrollView.contentOffset.y < 0)
        phone.up(CGPoint(x: 200, y: 450))
        phone.frames(for: 2)
        #expect(scrollView.contentOffset == .zero)
        _ = window
    }

    @Test("isDirectionalLockEnabled: a drag that starts vertically stays vertical")
    func directionalLock() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 2000, height: 2000))
        drag(phone, by: CGPoint(x: -120, y: -300))
        #expect(scrollView.contentOffset.x > 100 && scrollView.contentOffset.y > 250)
        scrollView.contentOffset = .zero
        scrollView.isDirectionalLockEnabled = true
        drag(phone, by: CGPoint(x: -120, y: -300))
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 250)
        _ = window
    }

    @Test("decelerationRate .fast carries a flick less far than .normal")
    func fastRate() {
        func flick(_ rate: UIScrollView.DecelerationRate) -> CGFloat {
            let phone = Phone()
            let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 20_000))
            scrollView.decelerationRate = rate
            drag(phone, by: CGPoint(x: 0, y: -200), hold: false)
            _ = window
            return scrollView.contentOffset.y
        }
        #expect(
            UIScrollView.DecelerationRate.normal.rawValue == 0.998
                && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(flick(.fast) < flick(.normal))
    }

    @Test("isScrollEnabled false: drags do not scroll and the content gets the touches")
    func scrollDisabled() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 2000))
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        drag(phone, by: CGPoint(x: 0, y: -300))
        #expect(scrollView.contentOffset == .zero)
        _ = window
    }

    @Test("keyboardDismissMode .onDrag: dragging ends editing")
    func keyboardDismiss() {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 2000))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 44))
        scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        drag(phone, by: CGPoint(x: 0, y: -100), from: CGPoint(x: 200, y: 350))
        #expect(field.isFirstResponder, "the default mode keeps the keyboard")
        scrollView.keyboardDismissMode = .onDrag
        drag(phone, by: CGPoint(x: 0, y: 100), from: CGPoint(x: 200, y: 300))
        #expect(!field.isFirstResponder)
        _ = window
    }

    @Test("""
        keyboardDismissMode .interactive: the keyboard goes when the finger lifts inside it, and stays when pulled \
        back up
        """)
    func keyboardDismissInteractive() throws {
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 2000))
        scrollView.keyboardDismissMode = .interactive
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 44))
        scrollView.addSubview(field)
        #expect(field.becomeFirstResponder())
        let keyboardTop = try #require(window.keyboardLayoutGuide.layoutFrame.minY as CGFloat?)
        #expect(keyboardTop < 844)
        drag(phone, by: CGPoint(x: 0, y: 100), from: CGPoint(x: 200, y: 150))
        #expect(field.isFirstResponder, "a drag that stays above the keyboard keeps it (unlike .onDrag)")
        drag(phone, by: CGPoint(x: 0, y: keyboardTop + 40 - 150), from: CGPoint(x: 200, y: 150))
        #expect(!field.isFirstResponder, "lifted inside the keyboard: it goes")
        #expect(field.becomeFirstResponder())
        phone.down(CGPoint(x: 200, y: 150))
        for step in 1...10 { phone.move(CGPoint(x: 200, y: 150 + (keyboardTop + 40 - 150) * CGFloat(step) / 10)) }
        for step in 1...10 { phone.move(CGPoint(x: 200, y: keyboardTop + 40 - 200 * CGFloat(step) / 10)) }
        phone.frames(for: 0.2)
        phone.up(CGPoint(x: 200, y: keyboardTop - 160))
        phone.frames(for: 1)
        #expect(field.isFirstResponder, "pulled back up above it: the keyboard stays")
    }

    @Test("""
        A delegate that scrolls again from every scrollViewDidScroll is stopped with a diagnostic, not a stack \
        overflow
        """)
    func runawayDelegate() {
        final class Runaway: UIScrollViewDelegate {
            var calls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                calls += 1
                scrollView.contentOffset.y += 1
            }
        }
        let phone = Phone()
        let (scrollView, _, window) = scrollView(phone, content: CGSize(width: 390, height: 100_000))
        let runaway = Runaway()
        scrollView.delegate = runaway
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(runaway.calls == 64)
        #expect(phone.diagnostics.filter { $0.kind == .reentrantCallback }.count == 1)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(runaway.calls == 128, "the next scroll is heard again")
        _ = window
    }
}
