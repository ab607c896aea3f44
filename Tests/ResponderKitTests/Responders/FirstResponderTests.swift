import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The first responder: who may become it, who must agree to give it up, one per window, a view
// controller as first responder, the seed's search for it, and actions that do not depend on it
// (F1–F7, B64–B69, B76). Input views: InputViewTests; endEditing, removal and no first
// responder: FirstResponderEndingTests.

/// A controller that tries to make its text-field-like view first responder at each stage (F5, B145).
@MainActor
private final class EagerController: UIViewController {
    let field = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    var results: [String: Bool] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        results["viewDidLoad"] = field.becomeFirstResponder()
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        results["viewWillAppear"] = field.becomeFirstResponder()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        results["viewDidAppear"] = field.becomeFirstResponder()
    }
}

/// A control-like view: it sends its "action" to its target when a touch ends inside it.
/// A stand-in for UIButton's target-action (F7) until the library's real UIControl lands;
/// the point under test is that touches, not the first responder, decide who gets the action.
@MainActor
private final class ActionSendingView: UIView {
    var action: (() -> Void)?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { action?() }
    }
}

@MainActor
@Suite("First responder: becoming and resigning (F1–F7, B64–B69, B76)")
struct FirstResponderTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    // MARK: Becoming and resigning

    @Test("""
        canBecomeFirstResponder is false by default and becomeFirstResponder then returns false, changing nothing \
        (F2, B64, B67)
        """)
    func cannotBecomeByDefault() {
        let input = TestWorld.input()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let current = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let window = showWindow(with: [plain, current])
        #expect(!plain.canBecomeFirstResponder)
        #expect(current.becomeFirstResponder())

        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
        #expect(current.isFirstResponder)
        #expect(current.resignCalls == 0)  // step 3 comes before asking the current one to resign
        #expect(window.findFirstResponder() === current)
        _ = input
    }

    @Test("A responder becomes first responder only while in a window (F3, F5, B67 step 2)")
    func onlyInAWindow() {
        let input = TestWorld.input()
        let view = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!view.becomeFirstResponder())  // detached
        #expect(!view.isFirstResponder)

        showWindow(with: [view])
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(view.becomeFirstResponder())  // already first responder: still true (B67 step 1)
        #expect(view.resignCalls == 0)
        let detachedAgain = FirstResponderView(frame: .zero)
        let parent = UIView()
        parent.addSubview(detachedAgain)
        #expect(!detachedAgain.becomeFirstResponder())  // in a tree, but in no window
        _ = input
    }

    @Test("becomeFirstResponder fails in viewDidLoad and viewWillAppear and works in viewDidAppear (F5, B145)")
    func controllerLifecycle() {
        let input = TestWorld.input()
        let controller = EagerController()
        TestWorld.window(root: controller)
        #expect(controller.results["viewDidLoad"] == false)
        #expect(controller.results["viewWillAppear"] == false)
        #expect(controller.results["viewDidAppear"] == true)
        #expect(controller.field.isFirstResponder)
        #expect(controller.field.resignFirstResponder())
        _ = input
    }

    @Test("The previous first responder gets exactly one resignFirstResponder and is no longer first (F3, B69)")
    func previousResignsOnce() {
        let input = TestWorld.input()
        let first = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let window = showWindow(with: [first, second])
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(first.resignCalls == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        #expect(second.resignCalls == 0)

        // The default resignFirstResponder returns true and leaves the window with none (F4, B68).
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test(
        "A first responder whose canResignFirstResponder is false keeps it; others cannot become first (F4, B65, B67)")
    func canResignFalseBlocks() {
        let input = TestWorld.input()
        let keeper = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        #expect(other.canResignFirstResponder)  // true by default (B65)
        showWindow(with: [keeper, other])
        #expect(keeper.becomeFirstResponder())
        keeper.allowsResign = false

        #expect(!other.becomeFirstResponder())
        #expect(keeper.isFirstResponder)
        #expect(!other.isFirstResponder)
        #expect(keeper.resignCalls == 0)  // not even asked

        keeper.allowsResign = true
        #expect(other.becomeFirstResponder())
        #expect(keeper.resignCalls == 1)
        _ = input
    }

    @Test("A resignFirstResponder override that returns false keeps first-responder status (F4, B67 step 4, B68)")
    func resignOverrideBlocks() {
        let input = TestWorld.input()
        let keeper = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        showWindow(with: [keeper, other])
        #expect(keeper.becomeFirstResponder())
        keeper.refusesResign = true

        #expect(!other.becomeFirstResponder())
        #expect(keeper.resignCalls == 1)  // asked once, refused
        #expect(keeper.isFirstResponder)
        #expect(!other.isFirstResponder)

        #expect(!keeper.resignFirstResponder())
        #expect(keeper.isFirstResponder)
        keeper.refusesResign = false
        #expect(keeper.resignFirstResponder())
        #expect(!keeper.isFirstResponder)
        _ = input
    }

    @Test("Each window keeps its own first responder (F1, B66)")
    func onePerWindow() {
        let input = TestWorld.input()
        let a = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let a2 = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let b = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let windowA = showWindow(with: [a, a2])
        let windowB = showWindow(with: [b])
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)  // two windows, two first responders
        #expect(a.resignCalls == 0)

        #expect(a2.becomeFirstResponder())  // replaces a within window A only
        #expect(a.resignCalls == 1)
        #expect(!a.isFirstResponder)
        #expect(b.isFirstResponder)
        #expect(b.resignCalls == 0)
        #expect(windowA.findFirstResponder() === a2)
        #expect(windowB.findFirstResponder() === b)
        _ = windowA.endEditing(true)
        _ = windowB.endEditing(true)
        _ = input
    }

    @Test("A view controller can be first responder; its chain starts at the controller (B76)")
    func controllerAsFirstResponder() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log, passesOn: true)
        controller.acceptsFirstResponder = true
        #expect(!controller.becomeFirstResponder())  // its view is not in a window yet
        #expect(!controller.isFirstResponder)

        let recordingWindow = RecordingWindow(frame: Self.screen)
        recordingWindow.log = log
        let window = TestWorld.window(recordingWindow, root: controller)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(window.findFirstResponder() == nil)  // the view search cannot see a controller

        log.clear()
        input.shake()
        #expect(log.entries.prefix(2) == ["vc.motionBegan(motionShake)", "window.motionBegan(motionShake)"])

        // A view of the same window taking over makes the controller resign.
        let view = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(!controller.isFirstResponder)
        #expect(view.resignFirstResponder())
        _ = input
    }

    @Test("findFirstResponder, the seed's depth-first search, finds the first responder (F6)")
    func findFirstResponderSearch() {
        let input = TestWorld.input()
        let branch1 = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf1 = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let branch2 = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 200))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deep = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        branch1.addSubview(leaf1)
        branch2.addSubview(middle)
        middle.addSubview(deep)
        let window = showWindow(with: [branch1, branch2])
        #expect(window.findFirstResponder() == nil)

        #expect(deep.becomeFirstResponder())
        #expect(window.findFirstResponder() === deep)
        #expect(branch2.findFirstResponder() === deep)
        #expect(branch1.findFirstResponder() == nil)

        #expect(leaf1.becomeFirstResponder())
        #expect(window.findFirstResponder() === leaf1)
        #expect(leaf1.resignFirstResponder())
        #expect(window.findFirstResponder() == nil)
        _ = input
    }

    @Test("A control's action reaches its target whatever the first responder is (F7)")
    func controlActionIgnoresFirstResponder() {
        let input = TestWorld.input()
        // UIControl is not in the library yet: a view that "sends its action" in touchesEnded stands in.
        let control = ActionSendingView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let field = FirstResponderView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        var actions = 0
        control.action = { actions += 1 }
        showWindow(with: [control, field])
        #expect(field.becomeFirstResponder())

        input.tap(at: CGPoint(x: 50, y: 22))
        #expect(actions == 1)
        #expect(field.isFirstResponder)  // the tap neither went to it nor changed it
        #expect(field.resignCalls == 0)
        #expect(field.resignFirstResponder())
        input.tap(at: CGPoint(x: 50, y: 22))
        #expect(actions == 2)  // and with no first responder at all
    }
}
