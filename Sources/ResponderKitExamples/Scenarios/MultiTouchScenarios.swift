import Foundation
import ResponderKit

// Article B, §2.2: two fingers at the same time give one touchesBegan with two touches; one after
// the other, two calls with one touch each — once the view accepts more than one touch.

final class MultiTouchView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesBegan with \(touches.count) touch(es), "
            + "\(event?.allTouches?.count ?? 0) in the event")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesMoved with \(touches.count) touch(es)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesEnded with \(touches.count) touch(es)")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesCancelled with \(touches.count) touch(es)")
    }
}

final class MultiTouchViewController: UIViewController {
    let multiView = MultiTouchView(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
    let singleView = MultiTouchView(frame: CGRect(x: 20, y: 450, width: 350, height: 300))
    override func viewDidLoad() {
        super.viewDidLoad()
        multiView.accessibilityIdentifier = "multiTouchView"
        multiView.isMultipleTouchEnabled = true
        singleView.accessibilityIdentifier = "defaultView"
        view.addSubview(multiView)
        view.addSubview(singleView)
    }
}

extension SeedScenarios {
    static let multiTouchTogether = Scenario(
        name: "multi-touch-together",
        title: "Two fingers at the same time",
        claim:
            "Two fingers that touch together give ONE touchesBegan with two UITouch objects (T2, T3) — on a view "
                + "with isMultipleTouchEnabled; a default view gets only the first finger (B49)."
    ) { context in
        let controller = MultiTouchViewController()
        let window = context.showWindow(root: controller)
        let fingers = context.input.touchDown(atAll: [CGPoint(x: 100, y: 200), CGPoint(x: 250, y: 200)])
        context.input.move([(fingers[0], CGPoint(x: 110, y: 210)), (fingers[1], CGPoint(x: 260, y: 210))])
        context.input.lift([(fingers[0], CGPoint(x: 110, y: 210)), (fingers[1], CGPoint(x: 260, y: 210))])
        let others = context.input.touchDown(atAll: [CGPoint(x: 100, y: 550), CGPoint(x: 250, y: 550)])
        context.input.lift([(others[0], CGPoint(x: 100, y: 550)), (others[1], CGPoint(x: 250, y: 550))])
        context.note("the default view (isMultipleTouchEnabled == false) saw only the first of its two fingers")
        _ = window
    }

    static let multiTouchOneAfterAnother = Scenario(
        name: "multi-touch-one-after-another",
        title: "Two fingers one after the other",
        claim:
            "Two fingers that touch one after the other give two touchesBegan calls with one touch each (T2); the "
                + "same UITouch object follows each finger (T3)."
    ) { context in
        let controller = MultiTouchViewController()
        let window = context.showWindow(root: controller)
        let first = context.input.touchDown(at: CGPoint(x: 100, y: 200))
        let second = context.input.touchDown(at: CGPoint(x: 250, y: 200))
        context.input.move(first, to: CGPoint(x: 120, y: 220))
        context.input.lift(first, at: CGPoint(x: 120, y: 220))
        context.input.lift(second, at: CGPoint(x: 250, y: 200))
        _ = window
    }

    static let interruption = Scenario(
        name: "interruption",
        title: "An incoming call cancels the touches",
        claim: "When the system interrupts a touch sequence, touchesCancelled replaces touchesEnded (T1)."
    ) { context in
        let controller = MultiTouchViewController()
        let window = context.showWindow(root: controller)
        let finger = context.input.touchDown(at: CGPoint(x: 100, y: 200))
        context.input.move(finger, to: CGPoint(x: 110, y: 200))
        context.input.interruption()
        context.input.lift(finger, at: CGPoint(x: 110, y: 200))
        context.note("the finger's lift after the interruption was ignored: its touch had already ended")
        _ = window
    }
}
