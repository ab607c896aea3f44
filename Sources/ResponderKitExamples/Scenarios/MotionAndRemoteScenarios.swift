import Foundation
import ResponderKit

// Article A: motion (shake) and remote-control events go to the first responder and up the chain;
// remote-control events only after beginReceivingRemoteControlEvents().

final class ShakeViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        resignFirstResponder()
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { print("ShakeViewController: motionBegan(.motionShake)") }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { print("ShakeViewController: motionEnded(.motionShake) — shaken!") }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        print("ShakeViewController: motionCancelled")
    }
}

/// A first responder that does not handle motion: the shake goes on to its next responder.
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

final class PlayerViewController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return }
        switch event.subtype {
        case .remoteControlPlay: print("PlayerViewController: play")
        case .remoteControlPause: print("PlayerViewController: pause")
        case .remoteControlTogglePlayPause: print("PlayerViewController: play/pause")
        case .remoteControlNextTrack: print("PlayerViewController: next track")
        case .remoteControlPreviousTrack: print("PlayerViewController: previous track")
        default: print("PlayerViewController: \(event.subtype)")
        }
    }
}

extension SeedScenarios {
    static let shake = Scenario(
        name: "shake",
        title: "Shake goes to the first responder",
        claim:
            "motionBegan/motionEnded(.motionShake) reach the first responder (M1, F1); a first responder that does "
                + "not handle motion passes it up the chain (R4)."
    ) { context in
        let controller = ShakeViewController()
        let window = context.showWindow(root: controller)
        context.note(
            "the controller became first responder in viewDidAppear: isFirstResponder == \(controller.isFirstResponder)"
        )
        context.input.shake()
        let focusable = FocusableView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(focusable)
        focusable.becomeFirstResponder()
        context.note("a plain view that can become first responder took over: controller.isFirstResponder == "
            + "\(controller.isFirstResponder)")
        context.input.shake()
        context.note("the view did not handle the shake; it went up to its superview and on to the controller")
        _ = window
    }

    static let remoteControl = Scenario(
        name: "remote-control",
        title: "Remote control before and after beginReceivingRemoteControlEvents()",
        claim:
            "remoteControlReceived(with:) is called only between beginReceivingRemoteControlEvents() and "
                + "endReceivingRemoteControlEvents() (M2)."
    ) { context in
        let window = context.showWindow(root: PlayerViewController())
        context.input.pressRemoteControl(.remoteControlPlay)
        context.note("nothing: the application is not receiving remote-control events yet")
        UIApplication.shared.beginReceivingRemoteControlEvents()
        context.note("UIApplication.shared.beginReceivingRemoteControlEvents()")
        context.input.pressRemoteControl(.remoteControlPlay)
        context.input.pressRemoteControl(.remoteControlNextTrack)
        UIApplication.shared.endReceivingRemoteControlEvents()
        context.note("UIApplication.shared.endReceivingRemoteControlEvents()")
        context.input.pressRemoteControl(.remoteControlPause)
        context.note("nothing again")
        _ = window
    }
}
