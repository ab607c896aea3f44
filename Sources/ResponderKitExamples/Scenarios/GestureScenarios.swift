import Foundation
import ResponderKit

// Gesture recognizers, as UIKit apps use them.

final class PhotoViewController: UIViewController {
    let photo = TouchLoggingView(frame: CGRect(x: 95, y: 200, width: 200, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.backgroundColor = .orange
        photo.accessibilityIdentifier = "photo"
        let single = UITapGestureRecognizer(target: self, action: "singleTap:")
        let double = UITapGestureRecognizer(target: self, action: "doubleTap:")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        photo.addGestureRecognizer(single)
        photo.addGestureRecognizer(double)
        let press = UILongPressGestureRecognizer(target: self, action: "longPress:")
        photo.addGestureRecognizer(press)
        view.addSubview(photo)
    }

    func singleTap(_ sender: Any?) { print("single tap (after the double-tap window passed)") }
    func doubleTap(_ sender: Any?) { print("double tap") }
    func longPress(_ sender: Any?) {
        guard let press = sender as? UILongPressGestureRecognizer else { return }
        print("long press: \(press.state)")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "singleTap:": return method(PhotoViewController.singleTap)
        case "doubleTap:": return method(PhotoViewController.doubleTap)
        case "longPress:": return method(PhotoViewController.longPress)
        default: return super.actionMethod(for: action)
        }
    }
}

/// A view that prints the touches that reach it (after the recognizers had their say).
final class TouchLoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesBegan")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesCancelled")
    }
}

final class CanvasViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 120, y: 300, width: 150, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .blue
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let card = pan.view else { return }
            let t = pan.translation(in: card.superview)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: card.superview)
            if pan.state == .ended { print("pan ended: card center is now \(describe(card.center))") }
        }
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            if pinch.state == .ended { print("pinch ended: scale \(String(format: "%.2f", Double(pinch.scale)))") }
        }
        let rotation = UIRotationGestureRecognizer { recognizer in
            guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
            if rotation.state == .ended {
                print("rotation ended: \(String(format: "%.0f", Double(rotation.rotation) * 180 / .pi))°")
            }
        }
        let together = SimultaneousDelegate.shared
        pinch.delegate = together
        rotation.delegate = together
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(rotation)
        view.addSubview(card)
    }
}

/// Lets pinch and rotation run together, as photo apps do.
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    static let shared = SimultaneousDelegate()
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(gestureRecognizer is UIPanGestureRecognizer) && !(otherGestureRecognizer is UIPanGestureRecognizer)
    }
}

final class CellViewController: UIViewController {
    let cell = TouchLoggingView(frame: CGRect(x: 20, y: 200, width: 350, height: 80))
    let button = UIButton(type: .system)
    let rows = TouchLoggingView(frame: CGRect(x: 20, y: 400, width: 350, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        cell.accessibilityIdentifier = "cell"
        cell.addGestureRecognizer(UITapGestureRecognizer { _ in print("cell: tap recognizer fired") })
        button.frame = CGRect(x: 250, y: 20, width: 80, height: 40)
        button.setTitle("Buy", for: .normal)
        button.addAction(UIAction { _ in print("button: Buy tapped") }, for: .touchUpInside)
        cell.addSubview(button)
        view.addSubview(cell)

        // A scroll-view-like pan over a list of rows: once it pans, the row under the finger is cancelled.
        rows.accessibilityIdentifier = "row"
        let scroll = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .began { print("scroll pan began") }
            if recognizer.state == .ended { print("scroll pan ended") }
        }
        scroll.delaysTouchesEnded = false
        rows.addGestureRecognizer(scroll)
        view.addSubview(rows)
    }
}

extension SeedScenarios {
    static let tapVersusDoubleTap = Scenario(
        name: "gesture-taps",
        title: "Single tap vs double tap (require(toFail:)) and a long press",
        claim:
            "A single tap that requires a double tap to fail fires only when the double-tap window has passed; a "
                + "double tap fires only the double; a finger resting 0.5 s is a long press (B118, B124, B125)."
    ) { context in
        let controller = PhotoViewController()
        let window = context.showWindow(root: controller)
        let p = context.center(of: controller.photo)
        context.input.tap(at: p)
        context.note("one tap: nothing yet, the double tap may still come")
        context.input.advance(by: 0.4)
        context.input.advance(by: 1)
        context.input.doubleTap(at: p)
        context.input.advance(by: 1)
        let finger = context.input.touchDown(at: p)
        context.input.advance(by: 0.6)
        context.input.lift(finger, at: p)
        _ = window
    }

    static let panPinchRotate = Scenario(
        name: "gesture-pan-pinch-rotate",
        title: "A pan that drags a view; pinch and rotate with two fingers",
        claim:
            "translation(in:) follows the finger and setTranslation(.zero) makes it incremental (B127); pinch scale "
                + "is absolute (B130); rotation is clockwise positive (B131); a delegate lets pinch and rotation "
                + "recognise together (B116)."
    ) { context in
        let controller = CanvasViewController()
        let window = context.showWindow(root: controller)
        context.input.drag(from: CGPoint(x: 195, y: 350), to: CGPoint(x: 255, y: 430), steps: 8)
        let c = context.center(of: controller.card)
        let fingers = context.input.touchDown(atAll: [CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y)])
        for step in 1...6 {
            let angle = Double(step) / 6 * Double.pi / 2
            let radius = 50 + 50 * Double(step) / 6
            let dx = CGFloat(cos(angle) * radius), dy = CGFloat(sin(angle) * radius)
            context.input.move([
                (fingers[0], CGPoint(x: c.x - dx, y: c.y - dy)), (fingers[1], CGPoint(x: c.x + dx, y: c.y + dy)),
            ])
        }
        context.input.lift([(fingers[0], CGPoint(x: c.x, y: c.y - 100)), (fingers[1], CGPoint(x: c.x, y: c.y + 100))])
        _ = window
    }

    static let buttonInTappableCell = Scenario(
        name: "gesture-button-in-cell",
        title: "A button inside a tappable cell; a scroll pan cancelling a row",
        claim:
            "A tap on a UIButton fires the button, not the cell's tap recognizer (B122); a tap elsewhere on the "
                + "cell fires the recognizer and cancels the cell's touch (B113); a pan cancels the touch of the row "
                + "under the finger (B113)."
    ) { context in
        let controller = CellViewController()
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.button))
        context.input.advance(by: 1)
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 40, y: 40), in: controller.cell))
        context.input.advance(by: 1)
        context.input.drag(from: CGPoint(x: 195, y: 650), to: CGPoint(x: 195, y: 500), steps: 6)
        _ = window
    }
}
