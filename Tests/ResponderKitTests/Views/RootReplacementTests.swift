import ResponderKit
import ResponderKitTesting
import Testing

// What the presentation stress test found once it also replaced the window's root and added
// arbitrary children — each written as the app code that does it.

/// Logs its appearance callbacks and runs one scripted action inside a chosen callback.
private final class Screen: UIViewController {
    let name: String
    let log: Log
    var inCallback: [String: () -> Void] = [:]
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    final class Log { var entries: [String] = [] }
    private func record(_ what: String) {
        log.entries.append("\(name).\(what)")
        inCallback.removeValue(forKey: what)?()
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("didDisappear") }
}

@MainActor
@Suite("Replacing the window's root from appearance callbacks, and children UIKit would not accept", .serialized)
struct RootReplacementTests {
    private func diagnostics(_ body: () -> Void) -> [Diagnostic] { collectingDiagnostics(body) }

    @Test("""
        The old root replaces the root again in its viewWillDisappear (a logout that lands on a login screen): one \
        disappearance, the last root shown
        """)
    func replacedFromOldRootsWillDisappear() {
        let log = Screen.Log()
        let home = Screen("home", log), splash = Screen("splash", log), login = Screen("login", log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        home.inCallback["willDisappear"] = { window.rootViewController = login }
        log.entries.removeAll()

        window.rootViewController = splash

        #expect(window.rootViewController === login)
        #expect(log.entries.filter { $0.hasPrefix("home.") } == ["home.willDisappear", "home.didDisappear"])
        #expect(log.entries.filter { $0.hasPrefix("login.") } == ["login.willAppear", "login.didAppear"])
        #expect(log.entries.filter { $0.hasPrefix("splash.") }.isEmpty)
        #expect(window.subviews.count == 1 && window.subviews.first === login.view)
    }

    @Test("""
        The new root replaces itself in viewWillAppear: its appearance is cancelled (will/didDisappear), the \
        replacement is shown
        """)
    func replacedFromNewRootsWillAppear() {
        let log = Screen.Log()
        let home = Screen("home", log), gate = Screen("gate", log), onboarding = Screen("onboarding", log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        gate.inCallback["willAppear"] = { window.rootViewController = onboarding }
        log.entries.removeAll()

        window.rootViewController = gate

        #expect(window.rootViewController === onboarding)
        #expect(
            log.entries.filter { $0.hasPrefix("gate.") } == [
                "gate.willAppear", "gate.willDisappear", "gate.didDisappear",
            ])
        #expect(log.entries.filter { $0.hasPrefix("onboarding.") } == ["onboarding.willAppear", "onboarding.didAppear"])
        #expect(window.subviews.count == 1 && window.subviews.first === onboarding.view)
    }

    @Test("""
        An old root that presents full screen from its viewWillDisappear (root being replaced) announces its \
        disappearance once
        """)
    func presentsWhileBeingReplaced() {
        let log = Screen.Log()
        let home = Screen("home", log), next = Screen("next", log), alert = Screen("alert", log)
        alert.modalPresentationStyle = .fullScreen
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator()
        home.inCallback["willDisappear"] = { home.present(alert, animated: false) }
        log.entries.removeAll()

        window.rootViewController = next
        input.advance(by: 0.1)

        #expect(log.entries.filter { $0.hasPrefix("home.") } == ["home.willDisappear", "home.didDisappear"])
        #expect(log.entries.filter { $0.hasPrefix("next.") } == ["next.willAppear", "next.didAppear"])
    }

    @Test("""
        addChild of a window's root, of a presented controller, or of one whose view is inside another \
        controller's view is refused with a diagnostic
        """)
    func childrenUIKitWouldNotAccept() {
        let log = Screen.Log()
        let root = Screen("root", log), container = Screen("container", log), modal = Screen("modal", log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator()
        root.present(modal, animated: false)
        input.advance(by: 0.1)
        let owner = Screen("owner", log), embedded = Screen("embedded", log)
        owner.addChild(embedded)
        owner.view.addSubview(embedded.view)
        embedded.didMove(toParent: owner)

        let reports = diagnostics {
            container.addChild(root)
            container.addChild(modal)
            container.addChild(embedded)
        }

        #expect(reports.count == 3)
        #expect(reports.allSatisfy { $0.kind == .invalidHierarchyChange && $0.resolution == .dropped })
        #expect(reports.map(\.message).joined().contains("root view controller"))
        #expect(container.children.isEmpty)
        #expect(root.parent == nil && modal.parent == nil && embedded.parent === owner)
        // A child whose view was taken out first moves, as UIKit's addChild does.
        embedded.willMove(toParent: nil)
        embedded.view.removeFromSuperview()
        embedded.removeFromParent()
        #expect(diagnostics { container.addChild(embedded) }.isEmpty)
        #expect(embedded.parent === container)
    }

    @Test("""
        Hiding and showing the window while its root is covered by a full-screen presentation, or coming back from \
        one: the root does not appear a second time, nor over the presented view
        """)
    func windowShownAgainWhileRootCovered() {
        let log = Screen.Log()
        let home = Screen("home", log), modal = Screen("modal", log)
        modal.modalPresentationStyle = .fullScreen
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator(startTime: 8_000_000_000)
        home.present(modal, animated: true)
        input.advance(by: 0.1)
        input.advance(by: 0.5)
        log.entries.removeAll()

        // Covered: the window goes away and comes back (an app switcher, a lock screen).
        window.isHidden = true
        window.isHidden = false
        #expect(log.entries.isEmpty)
        #expect(window.subviews.count == 1 && window.subviews.first === modal.view)

        // Coming back: the dismissal has begun, its frame has not come yet, and the window is shown again.
        modal.dismiss(animated: false)
        window.isHidden = true
        window.isHidden = false
        input.advance(by: 0.1)

        #expect(log.entries == ["modal.willDisappear", "home.willAppear", "modal.didDisappear", "home.didAppear"])
        #expect(window.subviews.count == 1 && window.subviews.first === home.view)
    }

    @Test("""
        Dismissing a stack whose middle controller has just presented over its context, before that presentation's \
        frame: the middle one hears viewWillDisappear once, then viewDidDisappear
        """)
    func stackDismissedWhileMiddlePresents() {
        let log = Screen.Log()
        let home = Screen("home", log), sheet = Screen("sheet", log), detail = Screen("detail", log)
        sheet.modalPresentationStyle = .fullScreen
        detail.modalPresentationStyle = .currentContext
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = home
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator(startTime: 8_100_000_000)
        home.present(sheet, animated: false)
        input.advance(by: 0.1)
        log.entries.removeAll()

        sheet.present(detail, animated: false)
        home.dismiss(animated: false)
        input.advance(by: 0.1)

        #expect(log.entries.filter { $0.hasPrefix("sheet.") } == ["sheet.willDisappear", "sheet.didDisappear"])
        #expect(
            log.entries.filter { $0.hasPrefix("detail.") } == [
                "detail.willAppear", "detail.willDisappear", "detail.didDisappear",
            ])
        #expect(log.entries.filter { $0.hasPrefix("home.") } == ["home.willAppear", "home.didAppear"])
        #expect(window.subviews.count == 1 && window.subviews.first === home.view)
    }
}
