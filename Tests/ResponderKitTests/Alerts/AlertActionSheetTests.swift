import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIAlertController's action sheets: at the bottom of a phone's screen, the cancel action last and
// apart; a tap outside chooses the cancel action when there is one and does nothing otherwise; on a
// regular-width screen (UIKit's popover) a tap outside dismisses the sheet in any case (docs/Alerts.md).

@MainActor
@Suite("UIAlertController: action sheets and taps outside")
struct AlertActionSheetTests {
    private func photoSheet(_ screen: AlertScreen, cancel: Bool) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: "Replace the photo?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in screen.log.record("Take Photo") })
        if cancel {
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in screen.log.record("Cancel") })
        }
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in screen.log.record("Remove") })
        return sheet
    }

    @Test(
        "On a phone the sheet sits at the bottom, its buttons stacked, the cancel action last; a tap on one chooses it")
    func sheetLayoutAndTap() {
        let screen = AlertScreen()
        let sheet = photoSheet(screen, cancel: true)
        screen.present(sheet)
        let points = ["Take Photo", "Remove", "Cancel"].map { screen.point(of: $0, in: sheet) }
        #expect(points[0].y < points[1].y && points[1].y < points[2].y)
        #expect(points[2].y > 844 - 80, "the cancel button is at the bottom of the screen")
        screen.tap("Remove", in: sheet)
        screen.finishTransition()
        #expect(screen.log.entries == ["Remove"])
    }

    @Test("A tap outside a phone's sheet chooses its cancel action: dismissed, then the cancel handler")
    func tapOutsideWithCancel() {
        let screen = AlertScreen()
        let sheet = photoSheet(screen, cancel: true)
        screen.present(sheet)
        screen.input.tap(at: CGPoint(x: 195, y: 100))
        #expect(sheet.isBeingDismissed && screen.log.entries.isEmpty)
        screen.finishTransition()
        #expect(screen.log.entries == ["Cancel"])
        #expect(sheet.view.window == nil)
    }

    @Test("A tap outside a phone's sheet without a cancel action does nothing, and reaches nothing under it")
    func tapOutsideWithoutCancel() {
        let screen = AlertScreen()
        let sheet = photoSheet(screen, cancel: false)
        screen.present(sheet)
        screen.input.tap(at: CGPoint(x: 195, y: 100))
        screen.finishTransition()
        #expect(screen.log.entries.isEmpty)
        #expect(sheet.view.window != nil && !sheet.isBeingDismissed)
    }

    @Test("""
        On a regular-width screen a tap outside dismisses the sheet and runs the cancel handler; without a cancel \
        action it only dismisses
        """)
    func regularWidthTapOutside() {
        let screen = AlertScreen(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        screen.input.resizeScreen(to: CGSize(width: 1024, height: 768))
        defer { screen.input.resizeScreen(to: CGSize(width: 390, height: 844)) }
        #expect(screen.home.traitCollection.horizontalSizeClass == .regular)
        let withCancel = photoSheet(screen, cancel: true)
        screen.present(withCancel)
        screen.input.tap(at: CGPoint(x: 40, y: 40))
        screen.finishTransition()
        #expect(screen.log.entries == ["Cancel"] && withCancel.view.window == nil)

        let withoutCancel = photoSheet(screen, cancel: false)
        screen.present(withoutCancel)
        screen.input.tap(at: CGPoint(x: 40, y: 40))
        screen.finishTransition()
        #expect(screen.log.entries == ["Cancel"], "no handler ran")
        #expect(withoutCancel.view.window == nil && screen.home.presentedViewController == nil)
    }

    @Test("A disabled cancel action is not chosen by a tap outside or by Escape")
    func disabledCancel() {
        let screen = AlertScreen()
        let sheet = photoSheet(screen, cancel: true)
        sheet.actions.first { $0.style == .cancel }?.isEnabled = false
        screen.present(sheet)
        screen.input.tap(at: CGPoint(x: 195, y: 100))
        screen.input.pressKey(.keyboardEscape)
        screen.finishTransition()
        #expect(screen.log.entries.isEmpty && sheet.view.window != nil)
    }
}
