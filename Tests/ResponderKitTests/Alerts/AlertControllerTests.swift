import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIAlertController's and UIAlertAction's API as app code uses it, and what UIKit raises at: a
// second cancel action, a text field on an action sheet, a preferred action that is not one of the
// alert's (docs/Alerts.md).

@MainActor
@Suite("UIAlertController: the API and what UIKit refuses")
struct AlertControllerTests {
    @Test("UIKit's raw values and defaults: styles, an enabled action, an action sheet from init(), no text fields")
    func defaults() {
        _ = TestWorld.input()
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1
            && UIAlertAction.Style.destructive.rawValue == 2)
        let action = UIAlertAction(title: "OK", style: .default)
        #expect(action.title == "OK" && action.style == .default && action.isEnabled)
        #expect(UIAlertController().preferredStyle == .actionSheet)
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        #expect(alert.title == "T" && alert.message == "M" && alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.textFields == nil && alert.preferredAction == nil)
        #expect(alert.modalPresentationStyle == .custom, "the alert leaves the presenter's view in place")
    }

    @Test("A second cancel action is refused with an invalidAlertUse diagnostic and not added; the first still works")
    func secondCancelAction() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Two cancels", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in screen.log.record("Cancel") })
        let reports = collectingDiagnostics {
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel) { _ in screen.log.record("Never mind") })
        }
        #expect(reports.map(\.kind) == [.invalidAlertUse])
        #expect(
            reports.first?.message.contains("only have one action with a style of UIAlertActionStyleCancel") == true)
        #expect(alert.actions.map(\.title) == ["Cancel"])
        screen.present(alert)
        #expect(screen.button("Never mind", in: alert) == nil)
        screen.input.pressKey(.keyboardEscape)
        screen.finishTransition()
        #expect(screen.log.entries == ["Cancel"])
    }

    @Test("A text field on an action sheet is refused with a diagnostic; its configuration handler does not run")
    func textFieldOnActionSheet() {
        _ = TestWorld.input()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        let reports = collectingDiagnostics { sheet.addTextField { _ in configured = true } }
        #expect(reports.map(\.kind) == [.invalidAlertUse])
        #expect(sheet.textFields == nil && !configured)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "prefilled" }
        #expect(alert.textFields?.map(\.text) == ["prefilled"])
    }

    @Test("A preferred action that is not one of the alert's is refused; one that is, is kept")
    func preferredActionMustBeAdded() {
        _ = TestWorld.input()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let stranger = UIAlertAction(title: "Elsewhere", style: .default)
        let reports = collectingDiagnostics { alert.preferredAction = stranger }
        #expect(reports.map(\.kind) == [.invalidAlertUse] && alert.preferredAction == nil)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        alert.preferredAction = nil
        #expect(alert.preferredAction == nil)
    }

    @Test("The same action added twice is refused: one button")
    func sameActionTwice() {
        _ = TestWorld.input()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        let reports = collectingDiagnostics { alert.addAction(ok) }
        #expect(reports.map(\.kind) == [.invalidAlertUse] && alert.actions.count == 1)
    }
}
