import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A page view controller whose data source or delegate misbehaves, or whose user changes direction,
// never leaves a blank page or a broken tree (docs/Navigation.md, UIPageViewController).

/// Numbered pages, and a data source and delegate whose answers a test can make hostile.
@MainActor
private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = (0..<5).map { _ in UIViewController() }
    var log: [String] = []
    var hostileAfter: UIViewController?
    var jumpOnWillTransition: UIViewController?
    weak var pager: UIPageViewController?

    func index(_ page: UIViewController?) -> Int { pages.firstIndex { $0 === page } ?? -1 }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let i = index(viewController)
        return i > 0 ? pages[i - 1] : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        if let hostileAfter { return hostileAfter }
        let i = index(viewController)
        return i >= 0 && i < pages.count - 1 ? pages[i + 1] : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        log.append("will \(index(pendingViewControllers.first))")
        if let jump = jumpOnWillTransition {
            jumpOnWillTransition = nil
            pageViewController.setViewControllers([jump], direction: .forward, animated: false)
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("did \(index(previousViewControllers.first)) completed=\(completed)")
    }
}

@MainActor
@Suite("UIPageViewController: hostile data sources and changes of mind")
struct PageViewControllerRobustnessTests {
    private func show(_ pages: Pages, orientation: UIPageViewController.NavigationOrientation = .horizontal,
                      inNavigation: Bool = false) -> (UIPageViewController, InputSimulator) {
        let input = TestWorld.input()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation)
        pager.dataSource = pages
        pager.delegate = pages
        pages.pager = pager
        pager.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        TestWorld.window(root: inNavigation ? UINavigationController(rootViewController: pager) : pager)
        pager.view.window?.layoutIfNeeded()
        return (pager, input)
    }

    private func frames(_ input: InputSimulator) {
        for _ in 0..<120 { input.advance(by: 1.0 / 60.0) }
    }

    private func shownCorrectly(_ pager: UIPageViewController) -> Bool {
        guard let page = pager.viewControllers?.first else { return false }
        return page.parent === pager && page.view.window != nil
    }

    @Test("A data source that answers with an ancestor or the pager itself: refused with a diagnostic, the tree intact")
    func hostileNeighbours() {
        let pages = Pages()
        let (pager, _) = show(pages, inNavigation: true)
        let reports = TestWorld.diagnostics {
            pages.hostileAfter = pager.navigationController
            pager.setViewControllers([pages.pages[2]], direction: .forward, animated: false)
            pages.hostileAfter = pager
            pager.setViewControllers([pages.pages[3]], direction: .forward, animated: false)
        }
        #expect(reports.count == 2 && reports.allSatisfy { $0.kind == .invalidHierarchyChange })
        #expect(pager.view.window != nil && pager.navigationController?.view.window != nil && shownCorrectly(pager))
        #expect(pages.index(pager.viewControllers?.first) == 3)
    }

    @Test("No pages, or a page that is another controller's child: refused, the completion gets false, the page stays")
    func refusedPages() {
        let pages = Pages()
        let (pager, _) = show(pages)
        var results: [Bool] = []
        let reports = TestWorld.diagnostics {
            pager.setViewControllers([], direction: .forward, animated: false) { results.append($0) }
            let other = UINavigationController(rootViewController: UIViewController())
            pager.setViewControllers([other.viewControllers[0]], direction: .forward, animated: false) {
                results.append($0)
            }
        }
        #expect(results == [false, false] && reports.count == 2)
        #expect(pages.index(pager.viewControllers?.first) == 1 && shownCorrectly(pager))
    }

    @Test("""
        A delegate that sets another page from willTransitionTo: the turn ends, the page it set is shown, not a \
        blank one
        """)
    func jumpFromWillTransition() {
        let pages = Pages()
        let (pager, input) = show(pages)
        pages.jumpOnWillTransition = pages.pages[4]
        input.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 40, y: 400), steps: 8)
        frames(input)
        #expect(shownCorrectly(pager))
        #expect(pages.index(pager.viewControllers?.first) == 4)
        #expect(pager.children.count == 1)
    }

    @Test("A drag that reverses past its start announces the other neighbour too, and completes to it")
    func reverseMidDrag() {
        let pages = Pages()
        let (pager, input) = show(pages)
        let finger = input.touchDown(at: CGPoint(x: 200, y: 400))
        for x in stride(from: 180.0, through: 120.0, by: -20) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        for x in stride(from: 160.0, through: 380.0, by: 20) { input.move(finger, to: CGPoint(x: x, y: 400)) }
        input.lift(finger, at: CGPoint(x: 380, y: 400))
        frames(input)
        #expect(pages.log == ["will 2", "will 0", "did 1 completed=true"])
        #expect(pages.index(pager.viewControllers?.first) == 0 && shownCorrectly(pager))
    }

    @Test("Vertical pages turn with a swipe up")
    func vertical() {
        let pages = Pages()
        let (pager, input) = show(pages, orientation: .vertical)
        input.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), steps: 8)
        frames(input)
        #expect(pages.index(pager.viewControllers?.first) == 2 && shownCorrectly(pager))
        #expect(pages.log == ["will 2", "did 1 completed=true"])
    }

    @Test("Dots appear when the data source that counts them is set after the pages")
    func dotsAfterDataSource() {
        let pages = Pages()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        let dots = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(dots?.isHidden == true)
        let counted = CountedPages()
        pager.dataSource = counted
        #expect(dots?.isHidden == false && dots?.numberOfPages == 4 && dots?.currentPage == 2)
    }
}

/// A data source that counts its pages for the dots.
@MainActor
private final class CountedPages: UIPageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { nil }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { nil }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 4 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 2 }
}
