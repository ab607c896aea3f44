import Foundation
import ResponderKit

// Article B, §3 (seeds 002/003): how the fittest view is found, and how overriding hitTest changes it.

/// The article's WSWindow: UIKit's hit-testing written out by hand.
class WSWindow: UIWindow {
    var hitTestCalls = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCalls += 1
        // 1. can the window receive touches at all?
        if self.isUserInteractionEnabled == false || self.isHidden == true || self.alpha <= 0.01 { return nil }
        // 2. is the point inside the window?
        if self.point(inside: point, with: event) == false { return nil }
        // 3. ask the subviews, front-most (last added) first
        let count = self.subviews.count
        for i in stride(from: count - 1, through: 0, by: -1) {
            let childView = self.subviews[i]
            let childP = self.convert(point, to: childView)
            if let fitView = childView.hitTest(childP, with: event) {
                return fitView
            }
        }
        // 4. no subview fits better than the window itself
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("-[WSWindow touchesBegan:withEvent:]")
    }

    /// UIKit's own answer, for comparison (not part of the article).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}

/// The article's commented-out variant: a window that says no point is inside it.
final class WSWindowRefusingPoints: WSWindow {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

final class RedView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("red view: touchesBegan")
    }
}

final class WSWindowViewController: UIViewController {
    let redView = RedView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        redView.backgroundColor = .red
        view.addSubview(redView)
    }
}

// The whiteView / redView / greenView exercise: make red take every touch on white.

/// Variant 1: red's own hitTest returns self.
final class SelfishRedView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        return self
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("red-touch")
    }
}

final class GreenView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("green-touch")
    }
}

final class PlainRedView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("red-touch")
    }
}

/// Variant 2: white's hitTest returns its first subview.
final class WhiteView: UIView {
    var redirectsToFirstSubview = false
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if redirectsToFirstSubview { return self.subviews[0] }
        return super.hitTest(point, with: event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("white-touch")
    }
}

final class WhiteRedGreenViewController: UIViewController {
    let whiteView = WhiteView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
    let redView: UIView
    let greenView = GreenView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))

    init(redView: UIView, whiteRedirects: Bool) {
        self.redView = redView
        super.init(nibName: nil, bundle: nil)
        whiteView.redirectsToFirstSubview = whiteRedirects
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        whiteView.backgroundColor = .white
        redView.backgroundColor = .red
        greenView.backgroundColor = .green
        redView.frame = CGRect(x: 0, y: 0, width: 150, height: 150)
        whiteView.addSubview(redView)     // subviews[0]
        whiteView.addSubview(greenView)   // added last: in front
        view.addSubview(whiteView)
    }
}

// Exercise 3.3.2: viewA with subview viewB; touching B reaches B, touching A alone does not reach A.

final class ViewA: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        if view == self {
            return nil
        }
        return view
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("viewA: touchesBegan")
    }
}

final class ViewB: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("viewB: touchesBegan")
    }
}

final class RootView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("root view (viewA's superview): touchesBegan")
    }
}

final class ViewAViewBController: UIViewController {
    let viewA = ViewA(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    let viewB = ViewB(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    override func loadView() {
        view = RootView(frame: UIScreen.main.bounds)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        viewA.backgroundColor = .blue
        viewB.backgroundColor = .yellow
        viewA.addSubview(viewB)
        view.addSubview(viewA)
    }
}

extension SeedScenarios {
    static let wsWindow = Scenario(
        name: "wswindow",
        title: "WSWindow: hitTest written out by hand",
        claim:
            """
                The hand-written hitTest finds the same views as UIKit's (H1–H3); hitTest runs once per touch here \
                (H12); a window whose point(inside:) says no takes no touch, and with no window behind it nobody gets \
                it (H10).
                """
    ) { context in
        let window = WSWindow(frame: UIScreen.main.bounds)
        let controller = WSWindowViewController()
        _ = context.showWindow(window, root: controller)
        context.input.tap(at: CGPoint(x: 150, y: 150))
        context.note("hitTest was called \(window.hitTestCalls) time(s) for that touch")
        context.input.tap(at: CGPoint(x: 20, y: 20))
        context.note("the root view and its controller did not handle it, so it went up to the window")
        var agree = 0, total = 0
        for x in stride(from: -10.0, through: 400, by: 10) {
            for y in stride(from: -10.0, through: 860, by: 10) {
                let p = CGPoint(x: x, y: y)
                total += 1
                if window.hitTest(p, with: nil) === window.defaultHitTest(p, with: nil) { agree += 1 }
            }
        }
        context.note("WSWindow's hitTest agrees with the default one at \(agree) of \(total) points")
        window.isHidden = true

        let refusing = WSWindowRefusingPoints(frame: UIScreen.main.bounds)
        _ = context.showWindow(refusing, root: WSWindowViewController())
        context.input.tap(at: CGPoint(x: 150, y: 150))
        context.note("with point(inside:) returning false, nobody received that touch")
        refusing.isHidden = true
    }

    static let whiteRedGreenRedSelf = Scenario(
        name: "white-red-green-red-returns-self",
        title: "whiteView/red/green, variant 1: red's hitTest returns self",
        claim:
            "Red returning self does not make red take every touch on white: green, in front, is asked first and "
                + "takes touches on itself (H8); touches elsewhere on white reach red, which never checks the point."
    ) { context in
        let controller = WhiteRedGreenViewController(redView: SelfishRedView(), whiteRedirects: false)
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.greenView))
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 120, y: 120), in: controller.whiteView))
        context.note("(120, 120) in white is on both red and green: green is in front")
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 280, y: 20), in: controller.whiteView))
        context.note("(280, 20) in white is on neither: red's hitTest still returns red")
        _ = window
    }

    static let whiteRedGreenWhiteRedirects = Scenario(
        name: "white-red-green-white-returns-red",
        title: "whiteView/red/green, variant 2: white's hitTest returns subviews[0]",
        claim:
            "Returning red from white's hitTest makes red take every touch that reaches white, green included (H7, "
                + "H8); white itself never gets one."
    ) { context in
        let controller = WhiteRedGreenViewController(redView: PlainRedView(), whiteRedirects: true)
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.greenView))
        context.input.tap(at: context.center(of: controller.redView))
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 280, y: 20), in: controller.whiteView))
        context.input.tap(at: CGPoint(x: 10, y: 700))
        context.note(
            "(10, 700) is outside white, but the root view asks white first (it is in front) and white answers red "
                + "regardless of the point"
        )
        _ = window
    }

    static let viewAViewB = Scenario(
        name: "viewa-viewb",
        title: "Exercise: viewA answers nil for itself",
        claim: "Touching B reaches B; touching A alone reaches A's superview, never A (H9)."
    ) { context in
        let controller = ViewAViewBController()
        let window = context.showWindow(root: controller)
        context.input.tap(at: context.center(of: controller.viewB))
        context.input.tap(at: context.input.screenPoint(CGPoint(x: 10, y: 10), in: controller.viewA))
        _ = window
    }
}
