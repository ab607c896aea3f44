import ResponderKit
import Testing

// The action table responderkit-port writes for an @IBAction, in Swift 5 mode (the mode of most
// apps): `method(Class.action(_:))` must compile without a warning and reach the method.

final class DiceViewController: UIViewController {
    var rolls: [String] = []

    func rollButtonPressed(_ sender: UIButton) { rolls.append(sender.currentTitle ?? "?") }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("rollButtonPressed:"): return method(DiceViewController.rollButtonPressed(_:))
        default: return super.actionMethod(for: action)
        }
    }
}

@Suite("Action tables in Swift 5 mode")
struct ActionTableSwift5Tests {
    @Test("A button's touch-up-inside reaches the controller's action through its table")
    @MainActor
    func buttonAction() {
        let controller = DiceViewController()
        let button = UIButton(type: .system)
        button.setTitle("Roll", for: .normal)
        button.addTarget(controller, action: Selector("rollButtonPressed:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.rolls == ["Roll"])
    }
}
