import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The presentation controllers app code configures before presenting: a popover's source (which
// UIKit requires on iPad, AD:uiviewcontroller/popoverpresentationcontroller), an action sheet's
// popover, and `presentationController?.delegate = self`.

/// A screen that asks about adaptation, as an app that wants a popover on a phone does.
@MainActor
private final class PopoverHost: UIViewController, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

@MainActor
@Suite("Presentation controllers: popovers and the adaptive delegate")
struct PresentationControllerTests {
    @Test("""
        A .popover controller has a popover presentation controller an app configures before presenting; others \
        have none
        """)
    func popoverConfiguration() {
        let input = TestWorld.input()
        let host = PopoverHost()
        let window = showWindow(with: [], root: host)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        host.view.addSubview(button)

        let menu = UIViewController()
        #expect(menu.popoverPresentationController == nil, "not a popover: no popover controller")
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 300)
        guard let popover = menu.popoverPresentationController else {
            Issue.record("a .popover controller has a popover presentation controller")
            return
        }
        popover.sourceView = button
        popover.sourceRect = button.bounds
        popover.permittedArrowDirections = .up
        popover.delegate = host
        #expect(menu.popoverPresentationController === popover, "the same object every time")
        #expect(menu.presentationController === popover)
        #expect(popover.presentedViewController === menu)
        #expect(popover.permittedArrowDirections == .up)
        #expect(popover.delegate === host)

        host.present(menu, animated: false)
        input.advance(by: 0.05)
        #expect(host.presentedViewController === menu)
        #expect(popover.presentingViewController === host)
        #expect(popover.containerView != nil && popover.containerView?.window === window)
    }

    @Test("An action sheet has a popover controller (for iPad code that sets its source); an alert has none")
    func actionSheetPopover() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.sourceView = UIView()
        #expect(sheet.popoverPresentationController?.sourceView != nil)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
    }

    @Test(
        "presentationController?.delegate = self before presenting a sheet is kept; the delegate's defaults are UIKit's"
    )
    func adaptiveDelegate() {
        final class Sheet: UIViewController, UIAdaptivePresentationControllerDelegate {}
        let sheet = Sheet()
        sheet.presentationController?.delegate = sheet
        #expect(sheet.presentationController?.delegate === sheet)
        #expect(sheet.presentationController?.presentationStyle == .automatic)
        if let controller = sheet.presentationController {
            #expect(sheet.presentationControllerShouldDismiss(controller))
            #expect(sheet.adaptivePresentationStyle(for: controller) == UIModalPresentationStyle.none)
        }
    }
}
