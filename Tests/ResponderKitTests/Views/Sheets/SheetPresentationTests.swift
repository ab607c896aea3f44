import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Sheets as an iOS 15+ app configures them (Apple's UISheetPresentationController documentation,
// docs/Sheets.md), driven by real drags through the application. The window is 390 × 844 with no
// safe area: the largest detent is 800 high (top 44), the medium 400 (top 444).

/// A presenter that records what the sheet's delegate hears.
@MainActor
private final class SheetHost: UIViewController, UISheetPresentationControllerDelegate {
    var heard: [String] = []
    var allowsDismissal = true
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        heard.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        heard.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        heard.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        heard.append("didAttempt")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        heard.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A sheet whose content is a long scroll view.
@MainActor
private final class ListSheet: UIViewController {
    let scrollView = UIScrollView()
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(scrollView)
    }
}

@MainActor
private func presentSheet(_ sheet: UIViewController, from host: SheetHost, input: InputSimulator,
                          configure: (UISheetPresentationController) -> Void) {
    if let controller = sheet.sheetPresentationController {
        configure(controller)
        controller.delegate = host
    }
    host.present(sheet, animated: false)
    input.advanceClock(by: 0.05)
}

/// A slow drag: the finger moves in small steps and rests before lifting (no fling).
@MainActor
private func slowDrag(_ input: InputSimulator, from start: CGPoint, to end: CGPoint) {
    let finger = input.touchDown(at: start)
    for step in 1...30 {
        let f = CGFloat(step) / 30
        input.move(finger, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
    }
    input.advanceClock(by: 0.3)
    input.lift(finger, at: end)
    input.advanceClock(by: 0.5)
}

@MainActor
@Suite("Sheets: detents, the drag between them, interactive dismissal")
struct SheetPresentationTests {
    @Test("""
        A controller presented as a sheet has a sheet presentation controller with UIKit's defaults; a full-screen \
        one has none
        """)
    func defaults() {
        let plain = UIViewController()
        let sheet = plain.sheetPresentationController
        #expect(sheet != nil)
        #expect(plain.presentationController === sheet)
        #expect(sheet?.detents.map(\.identifier) == [.large])
        #expect(sheet?.selectedDetentIdentifier == nil)
        #expect(sheet?.largestUndimmedDetentIdentifier == nil)
        #expect(sheet?.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(sheet?.prefersGrabberVisible == false)
        #expect(plain.isModalInPresentation == false)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
    }

    @Test("The sheet rests at the smallest detent until one is selected; animateChanges moves it")
    func detentsPlaceTheSheet() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        presentSheet(detail, from: host, input: input) { $0.detents = [.medium(), .large()] }
        #expect(detail.view.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
        let sheet = detail.sheetPresentationController!
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        input.advanceClock(by: 0.5)
        #expect(detail.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        sheet.detents = [.custom(identifier: .init("peek")) { _ in 200 }]
        #expect(detail.view.frame.minY == 644)
        #expect(host.heard.isEmpty, "the app's own changes are not the user's: no delegate call")
    }

    @Test("Dragging the sheet up moves it to the large detent and tells the delegate; down again, to medium")
    func dragBetweenDetents() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        presentSheet(detail, from: host, input: input) { $0.detents = [.medium(), .large()] }
        slowDrag(input, from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 150))
        #expect(detail.view.frame.minY == 44)
        #expect(detail.sheetPresentationController?.selectedDetentIdentifier == .large)
        slowDrag(input, from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 420))
        #expect(detail.view.frame.minY == 444)
        #expect(host.heard == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium"])
    }

    @Test("Dragging below half the smallest detent dismisses: willDismiss, then didDismiss once it is gone")
    func swipeToDismiss() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        presentSheet(detail, from: host, input: input) { $0.detents = [.medium(), .large()] }
        slowDrag(input, from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 800))
        #expect(host.heard == ["shouldDismiss", "willDismiss"])
        input.advanceClock(by: 0.5)
        #expect(host.heard == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(host.presentedViewController == nil)
        #expect(detail.view.window == nil)
    }

    @Test("isModalInPresentation, or a delegate that refuses, keeps the sheet: the delegate hears the attempt")
    func refusedDismissal() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        detail.isModalInPresentation = true
        presentSheet(detail, from: host, input: input) { $0.detents = [.medium()] }
        slowDrag(input, from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 840))
        #expect(host.heard == ["didAttempt"], "modal: the delegate is not asked")
        #expect(host.presentedViewController === detail)
        #expect(detail.view.frame.minY == 444)

        detail.isModalInPresentation = false
        host.allowsDismissal = false
        host.heard = []
        slowDrag(input, from: CGPoint(x: 195, y: 460), to: CGPoint(x: 195, y: 840))
        #expect(host.heard == ["shouldDismiss", "didAttempt"])
        #expect(host.presentedViewController === detail)
        #expect(detail.view.frame.minY == 444)
    }

    @Test("A scroll view at its top grows the sheet before it scrolls, and hands a pull down to the sheet")
    func scrollViewHandsOverAtItsTop() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let list = ListSheet()
        presentSheet(list, from: host, input: input) { $0.detents = [.medium(), .large()] }
        #expect(list.scrollView.contentOffset.y == 0)
        slowDrag(input, from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300))
        #expect(list.view.frame.minY == 44, "the sheet grew to large")
        #expect(list.scrollView.contentOffset.y == 0, "the content did not scroll while the sheet grew")
        slowDrag(input, from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 500))
        #expect(list.view.frame.minY == 44)
        #expect(list.scrollView.contentOffset.y > 150, "at the largest detent, the content scrolls")
        list.scrollView.setContentOffset(.zero, animated: false)
        slowDrag(input, from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 560))
        #expect(list.view.frame.minY == 444, "pulled down at its top, the scroll view moved the sheet")
        #expect(list.scrollView.contentOffset.y == 0)
    }

    @Test("With prefersScrollingExpandsWhenScrolledToEdge false, dragging up scrolls the content at the medium detent")
    func scrollingDoesNotExpand() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let list = ListSheet()
        presentSheet(list, from: host, input: input) {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        slowDrag(input, from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 600))
        #expect(list.view.frame.minY == 444)
        #expect(list.scrollView.contentOffset.y > 150)
    }

    @Test("""
        The dimming takes touches at dimmed detents; below largestUndimmedDetentIdentifier the content behind \
        stays usable
        """)
    func dimming() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        presentSheet(detail, from: host, input: input) {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        input.tap(at: CGPoint(x: 100, y: 120))
        #expect(host.taps == 1, "undimmed at medium: the button behind takes the tap")
        let sheet = detail.sheetPresentationController!
        sheet.selectedDetentIdentifier = .large
        sheet.largestUndimmedDetentIdentifier = nil
        sheet.selectedDetentIdentifier = .medium
        input.tap(at: CGPoint(x: 100, y: 120))
        #expect(host.taps == 1, "dimmed: the dimming view takes the tap")
        #expect(host.presentedViewController === detail, "and does not dismiss the sheet")
    }

    @Test("Misuse is reported, not fatal: empty detents keep the old ones")
    func emptyDetents() {
        let input = TestWorld.input()
        let host = SheetHost()
        showWindow(with: [], root: host)
        let detail = UIViewController()
        presentSheet(detail, from: host, input: input) { $0.detents = [.medium()] }
        let reports = collectingDiagnostics { detail.sheetPresentationController?.detents = [] }
        #expect(detail.sheetPresentationController?.detents.map(\.identifier) == [.medium])
        #expect(reports.map(\.kind) == [.invalidSheetUse])
        #expect(detail.view.frame.minY == 444)
    }
}
