import ResponderKit
import Testing

// Most existing iOS code is Swift 5 language mode, where UIKit's `@MainActor` is imported
// `@preconcurrency`: a plain (non-isolated) helper class may build views and set their properties
// without errors. This target is compiled in Swift 5 mode (Package.swift) and holds such a helper, as
// a real app's would be written.

/// A helper of the kind every app has: not a view controller, not marked with any actor.
final class FormBuilder {
    private(set) var buttons: [UIButton] = []

    func makeButton(title: String, at origin: CGPoint) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(origin: origin, size: CGSize(width: 120, height: 44))
        button.isEnabled = true
        buttons.append(button)
        return button
    }

    func makeLabel(_ text: String) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = text
        return label
    }

    func makeForm() -> UIView {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        form.backgroundColor = .white
        form.addSubview(makeLabel("Name"))
        form.addSubview(makeButton(title: "Save", at: CGPoint(x: 20, y: 200)))
        return form
    }
}

/// A delegate-style observer, also non-isolated, reading view state.
final class Validator: NSObject, UITextFieldDelegate {
    var changes = 0
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        changes += 1
        return !string.contains("!")
    }
}

/// The alert helper every app has: builds an alert from plain values, with handlers, off any actor.
final class AlertFactory {
    var chosen: [String] = []

    func confirmation(title: String, destructiveTitle: String) -> UIAlertController {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: destructiveTitle, style: .destructive) { action in
            self.chosen.append(action.title ?? "")
        })
        alert.addTextField { field in field.placeholder = "Reason" }
        return alert
    }
}

@Suite("Swift 5 language mode: UIKit-style non-isolated helpers compile")
struct NonIsolatedHelperTests {
    @Test("A non-isolated helper builds views and sets their properties")
    @MainActor
    func helperBuildsAForm() {
        let builder = FormBuilder()
        let form = builder.makeForm()
        #expect(form.subviews.count == 2)
        #expect(builder.buttons.first?.title(for: .normal) == "Save")
        #expect((form.subviews.first as? UILabel)?.text == "Name")
        let field = UITextField(frame: .zero)
        let validator = Validator()
        field.delegate = validator
        #expect(
            validator.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        #expect(
            !validator.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "!"))
    }

    @Test("A non-isolated helper builds an alert with handlers and a text field")
    @MainActor
    func helperBuildsAnAlert() {
        let alert = AlertFactory().confirmation(title: "Delete?", destructiveTitle: "Delete")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.textFields?.first?.placeholder == "Reason")
    }
}
