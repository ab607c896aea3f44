import Foundation
import ResponderKit

/// A view controller that records the event methods it receives and, unless `passesOn` is false,
/// passes them on with `super`; and its loading, appearance and containment callbacks, with whether
/// its view was in a window at each appearance callback.
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog
    var passesOn: Bool
    var acceptsFirstResponder = false

    init(_ name: String, log: EventLog, passesOn: Bool = false) {
        self.name = name
        self.log = log
        self.passesOn = passesOn
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesBegan(\(touches.count))")
        if passesOn { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesMoved(\(touches.count))")
        if passesOn { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesEnded(\(touches.count))")
        if passesOn { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("\(name).touchesCancelled(\(touches.count))")
        if passesOn { super.touchesCancelled(touches, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("\(name).motionBegan(\(motion))")
        if passesOn { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("\(name).motionEnded(\(motion))")
        if passesOn { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("\(name).remoteControlReceived(\(event?.subtype ?? .none))")
        if passesOn { super.remoteControlReceived(with: event) }
    }

    override func loadView() {
        log.record("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear(inWindow: \(viewIfLoaded?.window != nil))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear(inWindow: \(viewIfLoaded?.window != nil))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear(inWindow: \(viewIfLoaded?.window != nil))")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear(inWindow: \(viewIfLoaded?.window != nil))")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil"))")
    }
}
