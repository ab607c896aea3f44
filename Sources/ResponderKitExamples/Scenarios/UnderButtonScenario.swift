import Foundation
import ResponderKit

// Article A, "hitTest Hacking the responder chain": a scroll view covers underButton; topView's
// hitTest hands touches on the button's area to the button anyway, and the rest of the scroll view
// still scrolls.

final class CoveringScrollView: UIScrollView, UIScrollViewDelegate {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentSize = CGSize(width: frame.width, height: frame.height * 3)
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("scrollView: touchesBegan")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        print("scrollView: dragged to contentOffset \(describe(contentOffset))\(decelerate ? ", decelerating" : "")")
    }
}

final class TopView: UIView {
    var underButton: UIButton!
    var hacksTheChain = true

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let result = super.hitTest(point, with: event)
        guard hacksTheChain else { return result }
        let buttonPoint = underButton.convert(point, from: self)
        if underButton.point(inside: buttonPoint, with: event) {
            return underButton
        }
        return result
    }
}

final class UnderButtonViewController: UIViewController {
    let topView = TopView(frame: CGRect(x: 20, y: 100, width: 350, height: 400))
    let underButton = UIButton(type: .system)
    let scrollView = CoveringScrollView(frame: CGRect(x: 0, y: 0, width: 350, height: 400))

    override func viewDidLoad() {
        super.viewDidLoad()
        underButton.frame = CGRect(x: 40, y: 40, width: 120, height: 44)
        underButton.setTitle("underButton", for: .normal)
        underButton.addTarget(self, action: "buttonTapped:", for: .touchUpInside)
        topView.underButton = underButton
        topView.addSubview(underButton)
        topView.addSubview(scrollView)  // added last: it covers the button
        view.addSubview(topView)
    }

    // iOS: @objc func buttonTapped(_ sender: UIButton)
    func buttonTapped(_ sender: Any?) {
        print("underButton: touchUpInside → buttonTapped(_:)")
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "buttonTapped:" ? method(UnderButtonViewController.buttonTapped) : super.actionMethod(for: action)
    }
}

extension SeedScenarios {
    static let underButton = Scenario(
        name: "under-button",
        title: "underButton under a scroll view",
        claim:
            "Without help the scroll view on top takes the touch; topView's hitTest, converting the point with "
                + "convert(_:from:), returns underButton whenever the point is inside it (H11, H7)."
    ) { context in
        let controller = UnderButtonViewController()
        let window = context.showWindow(root: controller)
        let onButton = context.center(of: controller.underButton)
        controller.topView.hacksTheChain = false
        context.note("topView without the override:")
        context.input.tap(at: onButton)
        controller.topView.hacksTheChain = true
        context.note("topView with the override:")
        context.input.tap(at: onButton)
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 300, y: 300), in: controller.topView))
        context.note("a drag on the scroll view away from the button scrolls it (a real UIScrollView):")
        let start = context.input.screenPoint(CGPoint(x: 300, y: 350), in: controller.topView)
        let finger = context.input.touchDown(at: start)
        for step in 1...3 { context.input.move(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 50)) }
        context.input.advance(by: 0.3)  // held still before lifting: no flick
        context.input.lift(finger, at: CGPoint(x: start.x, y: start.y - 150))
        _ = window
    }
}
