import Foundation
import ResponderKit

// Article B, §2 (seeds 002/003): WSView logs its touches; the drag example moves it by its transform.

/// The article's WSView: it reports its own touches and does not pass them on.
final class WSView: UIView {
    // called once when a finger touches the view
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("摸我干啥！")
    }

    // called again and again while the finger moves
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("哎呀，不要拽人家！")
    }

    // called once when the finger leaves the screen
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("手放开还能继续玩耍！")
    }
}

final class WSViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let touchView = WSView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        touchView.backgroundColor = .red
        self.view.addSubview(touchView)
    }
}

/// The drag example (§2.1): the view follows the finger by adding each move to its transform.
final class DraggableView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("摸我干啥！")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        // where the finger is now, and where it was at the last call, in this view's coordinates
        let curP = touch.location(in: self)
        let preP = touch.previousLocation(in: self)
        let offsetX = curP.x - preP.x
        let offsetY = curP.y - preP.y
        self.transform = self.transform.translatedBy(x: offsetX, y: offsetY)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("手放开还能继续玩耍！ frame.origin is now \(describe(frame.origin))")
    }
}

final class DragViewController: UIViewController {
    let dragView = DraggableView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        dragView.backgroundColor = .red
        view.addSubview(dragView)
    }

    // Touches the red view does not take reach the controller through its root view (T8).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("ViewController: a touch on the background at \(describe(touches.first!.location(in: view)))")
    }
}

extension SeedScenarios {
    static let wsView = Scenario(
        name: "wsview",
        title: "WSView logs its own touches",
        claim:
            "touchesBegan once, touchesMoved again and again, touchesEnded once (T1); a touch elsewhere does not "
                + "reach WSView."
    ) { context in
        let window = context.showWindow(root: WSViewController())
        context.input.tap(at: CGPoint(x: 150, y: 150))
        context.input.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 180, y: 160), steps: 3)
        context.input.tap(at: CGPoint(x: 50, y: 50))
        context.note("the tap at (50, 50) hit the controller's plain root view; nobody printed")
        _ = window
    }

    static let drag = Scenario(
        name: "drag",
        title: "Drag a view by its transform",
        claim:
            "Adding (current − previous location) to the transform makes the view follow the finger; later "
                + "hit-tests find it at its new place (T5–T7)."
    ) { context in
        let controller = DragViewController()
        let window = context.showWindow(root: controller)
        context.input.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 300), steps: 10)
        context.note("transform is now "
            + "\(describe(CGPoint(x: controller.dragView.transform.tx, y: controller.dragView.transform.ty))) as a "
            + "translation")
        context.input.tap(at: CGPoint(x: 250, y: 300))
        context.input.tap(at: CGPoint(x: 150, y: 150))
        _ = window
    }
}
