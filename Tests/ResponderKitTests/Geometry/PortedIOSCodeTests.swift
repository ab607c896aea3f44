import ResponderKit
import Testing

// iOS event code moves over with only its import changed. Every type below is written as
// the iOS code would be (`import UIKit` → `import ResponderKit`); this file imports nothing else —
// no Foundation, no test support module — so it compiles only if ResponderKit gives what UIKit
// gives. (`Phone`, in Support/, sends raw input as a backend does and imports only ResponderKit.)

// MARK: 1. Foundation comes with the import

/// A knob that turns with the finger: `atan2`, `CGFloat`, `NotificationCenter`, `Date` and the coder
/// initializer, as UIKit code names them without importing Foundation.
private final class KnobControl: UIControl {
    static let didTurn = Notification.Name("KnobControl.didTurn")
    private(set) var angle: CGFloat = 0
    private(set) var lastTurn: Date?

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        angle = atan2(point.y - bounds.midY, point.x - bounds.midX)
        lastTurn = Date()
        sendActions(for: .valueChanged)
        NotificationCenter.default.post(name: KnobControl.didTurn, object: self)
        return true
    }
}

// MARK: 2. UIEdgeInsets, UIInputViewController

/// The usual way to give a small button a bigger touch area.
private final class EnlargedButton: UIButton {
    var touchAreaInsets = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.inset(by: touchAreaInsets).contains(point)
    }
}

/// A number pad as an in-app input view controller, with its appearance callbacks recorded.
private final class NumberPadController: UIInputViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    func digitTapped(_ digit: String) { textDocumentProxy.insertText(digit) }
}

/// A field whose keyboard is the number pad (iOS: redeclare `inputViewController` read-write).
private final class PINField: UITextField {
    let pad = NumberPadController()
    override var inputViewController: UIInputViewController? { pad }
}

private final class ToolbarController: UIInputViewController {
    override func loadView() {
        view = UIInputView(frame: CGRect(x: 0, y: 0, width: 390, height: 44), inputViewStyle: .default)
    }
}

private final class NoteField: UITextField {
    let toolbar = ToolbarController()
    override var inputAccessoryViewController: UIInputViewController? { toolbar }
}


@MainActor
@Suite("iOS code moves over — Foundation, insets, input view controllers, frames")
struct PortedIOSCodeTests {
    @Test("1: CGRect, atan2, Date, NotificationCenter and NSCoder come with `import ResponderKit`")
    func foundationComesWithTheImport() {
        let phone = Phone()
        let root = UIViewController()
        let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.view.addSubview(knob)
        let window = phone.window(root)
        let turns = TurnCounter()
        let token = NotificationCenter.default.addObserver(forName: KnobControl.didTurn, object: knob, queue: nil) {
            _ in
            MainActor.assumeIsolated { turns.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        phone.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 200, y: 250), steps: 4)
        #expect(turns.count == 4)
        #expect(abs(knob.angle - CGFloat.pi / 2) < 1e-9)  // the finger ended straight below the centre
        #expect(knob.lastTurn != nil)
        #expect(window.isKeyWindow)
    }

    @Test("2: UIEdgeInsets enlarges a button's touch area: a tap 15 points outside it still presses it")
    func edgeInsetsEnlargeTheTouchArea() {
        let phone = Phone()
        let root = UIViewController()
        let button = EnlargedButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let window = phone.window(root)
        phone.tap(CGPoint(x: 90, y: 90))    // 10 points up and left of it
        phone.tap(CGPoint(x: 159, y: 122))  // 15 points right of it
        phone.tap(CGPoint(x: 170, y: 122))  // 26 points right: outside even the enlarged area
        #expect(presses == 2)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
                == CGRect(x: 10, y: 5, width: 70, height: 30))
        _ = window
    }

    @Test(
        """
            2: an input view controller appears when its field becomes first responder, types through its proxy, and \
            disappears on resign
            """
    )
    func inputViewControllerLifecycle() {
        let phone = Phone()
        let root = UIViewController()
        let field = PINField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.view.addSubview(field)
        let window = phone.window(root)
        #expect(field.becomeFirstResponder())
        #expect(field.pad.log == ["willAppear", "didAppear"])
        #expect(field.pad.view.window != nil)
        #expect(field.pad.inputView === field.pad.view)
        #expect(field.pad.inputView?.inputViewStyle == .keyboard)
        // The number pad's keys type into the field, through the proxy.
        field.pad.digitTapped("4")
        field.pad.digitTapped("2")
        #expect(field.text == "42")
        #expect(field.pad.textDocumentProxy.documentContextBeforeInput == "42")
        field.pad.textDocumentProxy.deleteBackward()
        #expect(field.text == "4")
        // A tap on the pad's own view goes to the pad, not to the app behind it.
        let padFrame = field.pad.view.convert(field.pad.view.bounds, to: nil)
        #expect(padFrame.maxY == 844)
        #expect(field.resignFirstResponder())
        #expect(field.pad.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(field.pad.view.window == nil)
        _ = window
    }

    @Test("2: an accessory view controller sits right above the keyboard")
    func accessoryViewController() {
        let phone = Phone()
        let root = UIViewController()
        let field = NoteField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        root.view.addSubview(field)
        let window = phone.window(root)
        #expect(field.becomeFirstResponder())
        let bar = field.toolbar.view.convert(field.toolbar.view.bounds, to: nil)
        #expect(bar.height == 44)
        #expect(bar.width == 390)
        #expect(bar.maxY < 844)  // above the on-screen keyboard
        field.resignFirstResponder()
        #expect(field.toolbar.view.window == nil)
        _ = window
    }

    @Test(
        """
            3: frame under a 0.5 scale: bounds are 200 × 200 for a 100 × 100 frame, and hit-testing agrees (flowkey's \
            expectations)
            """
    )
    func frameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.hitTest(CGPoint(x: 199, y: 199), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    @Test("3: `v.frame = v.frame` changes nothing, and `frame.origin.x += 10` moves a transformed view by 10 points")
    func frameRoundTrips() {
        let transforms: [CGAffineTransform] = [
            CGAffineTransform(scaleX: 0.5, y: 2),
            CGAffineTransform(translationX: 30, y: -12),
            CGAffineTransform(rotationAngle: .pi / 2),
            CGAffineTransform(rotationAngle: .pi / 4),
            CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.8),
            CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: 5, y: 5),
        ]
        for transform in transforms {
            let view = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
            view.transform = transform
            let before = (view.center, view.bounds, view.frame)
            view.frame = view.frame
            #expect(abs(view.center.x - before.0.x) < 1e-9 && abs(view.center.y - before.0.y) < 1e-9, "\(transform)")
            #expect(
                abs(view.bounds.width - before.1.width) < 1e-9 && abs(view.bounds.height - before.1.height) < 1e-9,
                "\(transform)")
            view.frame.origin.x += 10
            #expect(abs(view.frame.minX - (before.2.minX + 10)) < 1e-9, "\(transform)")
            #expect(abs(view.frame.width - before.2.width) < 1e-9, "\(transform)")
            #expect(abs(view.bounds.height - before.1.height) < 1e-9, "\(transform)")
        }
    }

    @Test("3: under a quarter turn the frame's width is the bounds' height")
    func frameUnderQuarterTurn() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(abs(view.bounds.width - 50) < 1e-9)
        #expect(abs(view.bounds.height - 100) < 1e-9)
        #expect(abs(view.center.x - 60) < 1e-9 && abs(view.center.y - 45) < 1e-9)
    }
}

@MainActor
private final class TurnCounter {
    var count = 0
}
