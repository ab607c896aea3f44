import ResponderKit
import Testing

// Presented view controllers, as UIKit client code uses them — appearance order, touches
// reaching the presented view, the responder chain (B57), stacks, B72, the first responder of a
// dismissed controller — and children's appearance with the moving flags.

/// Records its appearance callbacks (and the flags they see) into a shared log.
private class LoggingController: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).willAppear\(isBeingPresented ? " presented" : "")\(isMovingToParent ? " moving" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).didAppear\(isBeingPresented ? " presented" : "")\(isMovingToParent ? " moving" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).willDisappear\(isBeingDismissed ? " dismissed" : "")\(isMovingFromParent ? " moving" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).didDisappear\(isBeingDismissed ? " dismissed" : "")\(isMovingFromParent ? " moving" : "")")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesBegan") }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.add("\(name).motionBegan") }
}

private final class Log {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite("Presented view controllers and children's appearance")
struct PresentationTests {
    @Test("""
        A full-screen presentation: UIKit's appearance order, the completion after didAppear, the presenter's view \
        out of the window
        """)
    func fullScreenOrder() {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let detail = LoggingController("detail", log: log)
        detail.modalPresentationStyle = .fullScreen
        log.entries.removeAll()
        home.present(detail, animated: false) { log.add("completion") }
        #expect(home.presentedViewController === detail && detail.presentingViewController === home)
        #expect(log.entries == ["home.willDisappear", "detail.willAppear presented"])
        phone.frames(for: 0.02)
        #expect(log.entries == ["home.willDisappear", "detail.willAppear presented", "detail.didAppear presented",
                                "home.didDisappear", "completion"])
        #expect(home.view.window == nil)
        #expect(detail.view.window === window)
        log.entries.removeAll()
        detail.dismiss(animated: true) { log.add("dismissed") }
        #expect(log.entries == ["detail.willDisappear dismissed", "home.willAppear"])
        phone.frames(for: 0.1)
        #expect(detail.view.window != nil, "an animated dismissal takes 0.3 s of the frame clock")
        phone.frames(for: 0.3)
        #expect(
            log.entries == [
                "detail.willDisappear dismissed", "home.willAppear", "detail.didDisappear dismissed", "home.didAppear",
                "dismissed",
            ])
        #expect(home.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(home.view.window === window && detail.view.window == nil)
    }

    @Test("A sheet (the default) and over-full-screen keep the presenter's view, with no callbacks for it")
    func sheetKeepsPresenter() {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let sheet = LoggingController("sheet", log: log)
        #expect(sheet.modalPresentationStyle == .automatic)
        log.entries.removeAll()
        home.present(sheet, animated: false)
        phone.frames(for: 0.02)
        #expect(log.entries == ["sheet.willAppear presented", "sheet.didAppear presented"])
        #expect(home.view.window === window)
        #expect(sheet.view.frame.minY == 44)
        _ = window
    }

    @Test("Touches reach the presented view; its controller's next is the presenter (B57), then on up the chain")
    func touchesAndChain() {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let detail = LoggingController("detail", log: log)
        detail.modalPresentationStyle = .overFullScreen
        home.present(detail, animated: false)
        phone.frames(for: 0.02)
        log.entries.removeAll()
        phone.tap(CGPoint(x: 200, y: 400))
        #expect(log.entries == ["detail.touchesBegan"])
        #expect(detail.next === home)
        #expect(home.next === window)
        #expect(detail.view.next === detail)
    }

    /// home presents first, which presents second; the log starts empty after that.
    private func presentedStack() -> (
        Phone, Log, (home: LoggingController, first: LoggingController, second: LoggingController), UIWindow
    ) {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let first = LoggingController("first", log: log)
        let second = LoggingController("second", log: log)
        home.present(first, animated: false)
        phone.frames(for: 0.02)
        first.present(second, animated: false)
        phone.frames(for: 0.02)
        log.entries.removeAll()
        return (phone, log, (home, first, second), window)
    }

    @Test("B72: with no first responder, a shake goes to the top-most presented controller")
    func b72() {
        let (phone, log, stack, window) = presentedStack()
        _ = stack
        phone.send { .motionBegan(.motionShake, timestamp: $0) }
        phone.send { .motionEnded(.motionShake, timestamp: $0) }
        #expect(log.entries == ["second.motionBegan"])
        _ = window
    }

    @Test("Dismissing lower in a stack dismisses everything above it, top first")
    func stackDismissal() {
        let (phone, log, (home, first, second), window) = presentedStack()
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        // Presenting again from a controller that already presents is refused, with a diagnostic.
        home.present(LoggingController("third", log: log), animated: false)
        #expect(phone.diagnostics.contains { $0.message.contains("already presenting") })
        log.entries.removeAll()
        home.dismiss(animated: false)
        phone.frames(for: 0.02)
        #expect(log.entries == ["second.willDisappear dismissed", "first.willDisappear dismissed",
                                "second.didDisappear dismissed", "first.didDisappear dismissed"])
        #expect(home.presentedViewController == nil && first.presentedViewController == nil)
        _ = window
    }

    @Test("The first responder inside a dismissed controller resigns when its view leaves")
    func firstResponderResigns() {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let form = LoggingController("form", log: log)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        form.view.addSubview(field)
        home.present(form, animated: false)
        phone.frames(for: 0.02)
        #expect(field.becomeFirstResponder())
        form.dismiss(animated: false)
        phone.frames(for: 0.02)
        #expect(!field.isFirstResponder)
        #expect(home.presentedViewController == nil)
        _ = window
    }

    @Test(
        "definesPresentationContext: an over-current-context presentation from a child covers the context's view only")
    func presentationContext() {
        let phone = Phone()
        let log = Log()
        let home = LoggingController("home", log: log)
        let window = phone.window(home)
        let panel = LoggingController("panel", log: log)
        panel.definesPresentationContext = true
        home.addChild(panel)
        panel.view.frame = CGRect(x: 0, y: 400, width: 390, height: 300)
        home.view.addSubview(panel.view)
        panel.didMove(toParent: home)
        let popup = LoggingController("popup", log: log)
        popup.modalPresentationStyle = .overCurrentContext
        panel.present(popup, animated: false)
        phone.frames(for: 0.02)
        #expect(popup.presentingViewController === panel)
        #expect(popup.view.frame == panel.view.frame)
        #expect(home.presentedViewController == nil)
        _ = window
    }

    @Test("""
        Children: added to a visible parent they appear with isMovingToParent; removed, they disappear with \
        isMovingFromParent
        """)
    func childAppearance() {
        let phone = Phone()
        let log = Log()
        let parent = LoggingController("parent", log: log)
        let window = phone.window(parent)
        let child = LoggingController("child", log: log)
        log.entries.removeAll()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["child.willAppear moving", "child.didAppear moving"])
        log.entries.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["child.willDisappear moving", "child.didDisappear moving"])
        #expect(!child.isMovingFromParent && !child.isMovingToParent)
        _ = window
    }

    @Test("A container that forwards by hand: begin/endAppearanceTransition")
    func manualForwarding() {
        final class Container: LoggingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let phone = Phone()
        let log = Log()
        let container = Container("container", log: log)
        let window = phone.window(container)
        let child = LoggingController("child", log: log)
        log.entries.removeAll()
        container.addChild(child)
        container.view.addSubview(child.view)
        #expect(log.entries.isEmpty, "no automatic forwarding")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        #expect(log.entries == ["child.willAppear moving", "child.didAppear moving"])
        _ = window
    }
}
