import Foundation
import ResponderKit

// What the text-field tests record: the delegate's callbacks and the field's editing events.

/// A delegate that logs every callback and can refuse each decision.
@MainActor
final class FieldDelegate: UITextFieldDelegate {
    let log: EventLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    /// Replacement strings the delegate refuses.
    var refused: Set<String> = []
    var changes: [(range: NSRange, replacement: String)] = []

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.record("shouldBeginEditing")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.record("didBeginEditing(first: \(textField.isFirstResponder))")
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.record("shouldEndEditing")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        log.record("didEndEditing(first: \(textField.isFirstResponder))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        changes.append((range, string))
        return !refused.contains(string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.record("shouldReturn")
        return allowsReturn
    }
}

/// Logs the field's editing events under their names, with the text at that moment for editingChanged.
@MainActor
func recordEditing(of field: UITextField, into log: EventLog) {
    let events: [(String, UIControl.Event)] = [
        ("editingDidBegin", .editingDidBegin), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
    for (name, event) in events {
        field.addAction(UIAction { _ in log.record(name) }, for: event)
    }
    field.addAction(UIAction { action in
        log.record("editingChanged(\((action.sender as? UITextField)?.text ?? "?"))")
    }, for: .editingChanged)
}
