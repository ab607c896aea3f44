import Foundation
import ResponderKit

// Article A, "输入视图管理": a first responder's inputView and inputAccessoryView are shown while it
// is first responder, the accessory directly above the input view; reloadInputViews() swaps them.

/// A text-field-like view that becomes first responder when tapped and brings its own keyboard.
final class NoteField: UIView {
    private var customInputView: UIView?
    private var customAccessoryView: UIView?

    override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("NoteField: tapped, becomeFirstResponder() → \(becomeFirstResponder())")
    }
}

final class KeyView: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "input view"): tapped")
    }
}

final class InputViewController: UIViewController {
    let field = NoteField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let keyboard = KeyView(frame: CGRect(x: 0, y: 0, width: 100, height: 260))
    let toolbar = KeyView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let emojiPad = KeyView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboard.accessibilityIdentifier = "keyboard"
        toolbar.accessibilityIdentifier = "toolbar"
        emojiPad.accessibilityIdentifier = "emojiPad"
        field.inputView = keyboard
        field.inputAccessoryView = toolbar
        view.addSubview(field)
    }
}

extension SeedScenarios {
    static let inputViews = Scenario(
        name: "input-views",
        title: "inputView and inputAccessoryView",
        claim:
            "Becoming first responder shows the responder's inputView at the bottom and its inputAccessoryView "
                + "directly above it; reloadInputViews() replaces them; resigning removes them (F8)."
    ) { context in
        let controller = InputViewController()
        let window = context.showWindow(root: controller)
        @MainActor func describeShown() {
            for view in [controller.keyboard, controller.toolbar, controller.emojiPad] {
                let name = view.accessibilityIdentifier ?? "?"
                if view.window != nil {
                    let frame = view.convert(view.bounds, to: window)
                    context.note("\(name) is shown at \(UIViewFormatting.format(frame)) in the window's coordinates")
                }
            }
        }
        context.note("before: keyboard shown = \(controller.keyboard.window != nil)")
        context.input.tap(at: context.center(of: controller.field))
        describeShown()
        context.input.tap(at: context.center(of: controller.keyboard))
        controller.field.inputView = controller.emojiPad
        controller.field.reloadInputViews()
        context.note("inputView = emojiPad; reloadInputViews()")
        describeShown()
        controller.field.resignFirstResponder()
        context.note("resignFirstResponder(): emojiPad shown = \(controller.emojiPad.window != nil), toolbar shown = "
            + "\(controller.toolbar.window != nil)")
    }
}

enum UIViewFormatting {
    static func format(_ r: CGRect) -> String {
        "(\(describe(r.origin)), \(Int(r.width))×\(Int(r.height)))"
    }
}
