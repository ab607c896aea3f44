import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIPageViewController as an onboarding screen uses it: pages from a data source, the user swiping
// between them, a swipe that goes back, the page indicator, setViewControllers from a "Next" button
// (docs/Navigation.md, UIPageViewController).

/// One onboarding page.
@MainActor
private final class OnboardingPage: UIViewController {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
}

/// The usual onboarding controller: three pages, dots, and a log of what the delegate heard.
@MainActor
private final class Onboarding: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0..<3).map { OnboardingPage(index: $0) }
    var log: [String] = []
    var showsDots = true

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPage, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPage, page.index < pages.count - 1 else { return nil }
        return pages[page.index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsDots ? pages.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("will \(pendingViewControllers.compactMap { ($0 as? OnboardingPage)?.index })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("""
            did finished=\(finished) \
            previous=\(previousViewControllers.compactMap { ($0 as? OnboardingPage)?.index }) \
            completed=\(completed)
            """)
    }
}

@MainActor
@Suite("UIPageViewController")
struct PageViewControllerTests {
    private func show(_ onboarding: Onboarding) -> (UIPageViewController, InputSimulator) {
        let input = TestWorld.input()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = onboarding
        pager.delegate = onboarding
        pager.setViewControllers([onboarding.pages[0]], direction: .forward, animated: false)
        TestWorld.window(root: pager)
        pager.view.layoutIfNeeded()
        return (pager, input)
    }

    private func shownIndex(_ pager: UIPageViewController) -> Int? {
        (pager.viewControllers?.first as? OnboardingPage)?.index
    }

    private func swipe(_ input: InputSimulator, from x: CGFloat, to endX: CGFloat, hold: Bool = false) {
        let finger = input.touchDown(at: CGPoint(x: x, y: 400))
        for step in 1...8 { input.move(finger, to: CGPoint(x: x + (endX - x) * CGFloat(step) / 8, y: 400)) }
        if hold { for _ in 0..<15 { input.move(finger, to: CGPoint(x: endX, y: 400)) } }
        input.lift(finger, at: CGPoint(x: endX, y: 400))
        for _ in 0..<120 { input.advance(by: 1.0 / 60.0) }
    }

    @Test("""
        The first page is a child on screen; setViewControllers tells the delegate nothing; the styles and options \
        read back
        """)
    func setUp() {
        let onboarding = Onboarding()
        let (pager, _) = show(onboarding)
        #expect(shownIndex(pager) == 0)
        #expect(onboarding.pages[0].parent === pager && onboarding.pages[0].view.window != nil)
        #expect(onboarding.log.isEmpty)
        #expect(
            pager.transitionStyle == .scroll && pager.navigationOrientation == .horizontal
                && pager.spineLocation == .none)
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(curl.spineLocation == .mid)
    }

    @Test(
        "A swipe left turns to the next page: willTransitionTo, then didFinishAnimating completed; the old page leaves")
    func swipeForward() {
        let onboarding = Onboarding()
        let (pager, input) = show(onboarding)
        swipe(input, from: 340, to: 40)
        #expect(shownIndex(pager) == 1)
        #expect(onboarding.log == ["will [1]", "did finished=true previous=[0] completed=true"])
        #expect(onboarding.pages[0].parent == nil && onboarding.pages[1].parent === pager)
        #expect(onboarding.pages[1].view.convert(CGPoint.zero, to: nil) == .zero, "the new page fills the screen")
    }

    @Test("A short slow swipe springs back: the delegate hears a transition that did not complete")
    func swipeBack() {
        let onboarding = Onboarding()
        let (pager, input) = show(onboarding)
        swipe(input, from: 300, to: 240, hold: true)
        #expect(shownIndex(pager) == 0)
        #expect(onboarding.log == ["will [1]", "did finished=true previous=[0] completed=false"])
        #expect(onboarding.pages[1].parent == nil)
    }

    @Test("At the first page a swipe right finds nothing before: no transition, nothing announced")
    func nothingBefore() {
        let onboarding = Onboarding()
        let (pager, input) = show(onboarding)
        swipe(input, from: 40, to: 340)
        #expect(shownIndex(pager) == 0 && onboarding.log.isEmpty)
    }

    @Test("The dots follow the data source's count and move with each completed turn; none when the count is 0")
    func pageIndicator() {
        let onboarding = Onboarding()
        let (pager, input) = show(onboarding)
        let dots = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(dots?.isHidden == false && dots?.numberOfPages == 3 && dots?.currentPage == 0)
        swipe(input, from: 340, to: 40)
        swipe(input, from: 340, to: 40)
        #expect(shownIndex(pager) == 2 && dots?.currentPage == 2)
        swipe(input, from: 340, to: 40)
        #expect(shownIndex(pager) == 2, "no page after the last")

        let plain = Onboarding()
        plain.showsDots = false
        let (other, _) = show(plain)
        let none = other.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(none?.isHidden == true && none?.numberOfPages == 0)
    }

    @Test("""
        A Next button calls setViewControllers: the page changes with no delegate call, and the swipe goes on from \
        there
        """)
    func nextButton() {
        let onboarding = Onboarding()
        let (pager, input) = show(onboarding)
        var completed: Bool?
        pager.setViewControllers([onboarding.pages[2]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed == true && shownIndex(pager) == 2 && onboarding.log.isEmpty)
        swipe(input, from: 40, to: 340)
        #expect(shownIndex(pager) == 1)
        #expect(onboarding.log == ["will [1]", "did finished=true previous=[2] completed=true"])
    }
}
