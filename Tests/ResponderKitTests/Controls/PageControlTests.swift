import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIPageControl: a tap either side of the current page's dot, pinning, single and zero pages
// (docs/Controls.md, UIPageControl).

@MainActor
@Suite("UIPageControl")
struct PageControlTests {
    private static let frame = CGRect(x: 45, y: 300, width: 300, height: 26)
    private static let left = CGPoint(x: 60, y: 313)
    private static let right = CGPoint(x: 330, y: 313)

    private func makeControl(pages: Int, log: EventLog) -> UIPageControl {
        let control = UIPageControl(frame: Self.frame)
        control.numberOfPages = pages
        control.addAction(UIAction { action in
            if let control = action.sender as? UIPageControl { log.record("valueChanged \(control.currentPage)") }
        }, for: .valueChanged)
        return control
    }

    @Test("Defaults: no pages, page 0, dots shown for a single page, continuous interaction allowed")
    func defaults() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage)
        #expect(control.allowsContinuousInteraction)
        #expect(control.backgroundStyle == .automatic)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
    }

    @Test("A tap right of the current dot goes forward one page, left goes back one, each sending valueChanged")
    func tapsMoveOnePage() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(pages: 5, log: log)
        control.currentPage = 2
        showWindow(with: [control])

        input.tap(at: Self.right)
        input.advance(by: 1)
        input.tap(at: Self.right)
        input.advance(by: 1)
        input.tap(at: Self.left)
        #expect(control.currentPage == 3)
        #expect(log.entries == ["valueChanged 3", "valueChanged 4", "valueChanged 3"])
    }

    @Test("At the last page a tap to the right does nothing; at the first, to the left")
    func ends() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(pages: 3, log: log)
        control.currentPage = 2
        showWindow(with: [control])

        input.tap(at: Self.right)
        control.currentPage = 0
        input.advance(by: 1)
        input.tap(at: Self.left)
        #expect(control.currentPage == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("currentPage is pinned to the pages and sends nothing; fewer pages pin it again")
    func pinning() {
        let log = EventLog()
        let control = makeControl(pages: 4, log: log)
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("Zero pages: taps do nothing, the size is zero, nothing crashes; a negative count is refused")
    func zeroPages() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(pages: 0, log: log)
        showWindow(with: [control])
        input.tap(at: Self.right)
        input.advance(by: 1)
        input.tap(at: Self.left)
        #expect(control.currentPage == 0)
        #expect(log.entries.isEmpty)
        #expect(control.size(forNumberOfPages: 0) == .zero)
        #expect(!control.showsIndicators)
        let diagnostics = TestWorld.diagnostics { control.numberOfPages = -3 }
        #expect(diagnostics.map(\.kind) == [.invalidControlValue])
        #expect(control.numberOfPages == 0)
    }

    @Test("hidesForSinglePage hides the dots of a single page and its taps do nothing")
    func singlePage() {
        let control = UIPageControl(frame: Self.frame)
        control.numberOfPages = 1
        #expect(control.showsIndicators)
        control.hidesForSinglePage = true
        #expect(!control.showsIndicators)
        control.numberOfPages = 2
        #expect(control.showsIndicators)
    }

    @Test("size(forNumberOfPages:) grows with the pages; the dots are centred")
    func geometry() {
        let control = UIPageControl(frame: Self.frame)
        control.numberOfPages = 5
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 80, height: 26))
        #expect(control.size(forNumberOfPages: 10).width == 160)
        #expect(control.intrinsicContentSize == CGSize(width: 80, height: 26))
        #expect(control.indicatorCenter(forPage: 2) == CGPoint(x: 150, y: 13))
        #expect(control.indicatorCenter(forPage: 0) == CGPoint(x: 118, y: 13))
    }
}
