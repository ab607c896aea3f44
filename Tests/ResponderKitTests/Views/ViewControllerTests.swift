import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIViewController: lazy view loading, appearance callbacks around the window, containment
// (B141–B146).

/// A controller with a custom `loadView` that does not call super (B141).
@MainActor
private final class CustomViewController: RecordingViewController {
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 123, height: 45))
    override func loadView() {
        log.record("\(name).loadView(custom)")
        view = custom
    }
}

/// An iOS-style subclass with its own stored property and both initialisers: it must compile.
@MainActor
private final class CoderController: UIViewController {
    let identifier: String
    init(identifier: String) {
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        identifier = "from coder"
        super.init(coder: coder)
    }
}

/// A field that can become first responder.
@MainActor
private final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Apple's shake sample: first responder in viewDidAppear, resign in viewWillDisappear (B146).
@MainActor
private final class ShakeSampleController: UIViewController {
    let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var becameInDidAppear = false
    var wasFirstInWillDisappear = false
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becameInDidAppear = field.becomeFirstResponder()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        wasFirstInWillDisappear = field.isFirstResponder
        _ = field.resignFirstResponder()
    }
}

@MainActor
@Suite("UIViewController (B141–B146)")
struct ViewControllerTests {
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test("loadView runs on the first access of view, then viewDidLoad, once (B141)")
    func lazyLoading() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(!controller.isViewLoaded)  // neither question loads the view
        #expect(log.entries.isEmpty)

        let view: UIView = controller.view
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])  // not again
        // The default loadView makes a plain view the size of the screen.
        #expect(view.bounds.size == UIScreen.main.bounds.size)
        #expect(view.subviews.isEmpty)
        _ = input
    }

    @Test("loadViewIfNeeded loads a view that is not loaded (B141)")
    func loadViewIfNeeded() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = RecordingViewController("vc", log: log)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["vc.loadView", "vc.viewDidLoad"])
        _ = input
    }

    @Test("A custom loadView supplies the view, and it is the controller's root view (B141, R1)")
    func customLoadView() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = CustomViewController("custom", log: log)
        #expect(controller.view === controller.custom)
        #expect(log.entries == ["custom.loadView(custom)", "custom.viewDidLoad"])
        #expect(controller.custom.next === controller)
        #expect(controller.view.bounds.size == CGSize(width: 123, height: 45))
        _ = input
    }

    @Test("""
        Setting a visible window's rootViewController: viewWillAppear before the view is in the window, \
        viewDidAppear after, before the setter returns (B142, B143, B144)
        """)
    func rootOnVisibleWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let window = TestWorld.keepAlive(UIWindow(frame: Self.screen))
        window.makeKeyAndVisible()
        let controller = RecordingViewController("vc", log: log)

        window.rootViewController = controller
        #expect(log.entries == [
            "vc.loadView", "vc.viewDidLoad",
            "vc.viewWillAppear(inWindow: false)", "vc.viewDidAppear(inWindow: true)",
        ])
        #expect(window.rootViewController === controller)
        #expect(controller.view.superview === window)
        #expect(controller.view.window === window)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.next === window)
        _ = input
    }

    @Test("""
        makeKeyAndVisible on a hidden window with a root view controller shows its view with the same callbacks \
        (B142–B144, B150)
        """)
    func rootOnHiddenWindow() {
        let input = TestWorld.input()
        let log = EventLog()
        let window = TestWorld.keepAlive(UIWindow(frame: Self.screen))
        #expect(window.isHidden)
        let controller = RecordingViewController("vc", log: log)
        window.rootViewController = controller
        #expect(window.rootViewController === controller)
        #expect(log.entries.filter { $0.contains("Appear") }.isEmpty)  // hidden: nothing appears yet
        #expect(controller.viewIfLoaded?.window == nil)

        window.makeKeyAndVisible()
        #expect(log.entries.filter { $0.contains("Appear") } == [
            "vc.viewWillAppear(inWindow: false)", "vc.viewDidAppear(inWindow: true)",
        ])
        #expect(log.entries.filter { $0 == "vc.viewDidLoad" }.count == 1)
        #expect(controller.view.superview === window)
        #expect(window.isKeyWindow)
        _ = input
    }

    @Test(
        "Replacing the root view controller: the old one disappears and its view is removed; the new one appears (B142)"
    )
    func replacingRoot() {
        let input = TestWorld.input()
        let log = EventLog()
        let old = RecordingViewController("old", log: log)
        let window = TestWorld.window(root: old)
        let oldView: UIView = old.view
        log.clear()

        let new = RecordingViewController("new", log: log)
        window.rootViewController = new
        #expect(log.entries.filter { $0.hasPrefix("old.") } == [
            "old.viewWillDisappear(inWindow: true)", "old.viewDidDisappear(inWindow: false)",
        ])
        #expect(log.entries.filter { $0.hasPrefix("new.") && $0.contains("Appear") } == [
            "new.viewWillAppear(inWindow: false)", "new.viewDidAppear(inWindow: true)",
        ])
        #expect(oldView.superview == nil)
        #expect(oldView.window == nil)
        #expect(!window.subviews.contains { $0 === oldView })
        #expect(new.view.superview === window)
        #expect(old.next == nil)
        #expect(new.next === window)

        // Clearing it makes the current one disappear as well.
        log.clear()
        window.rootViewController = nil
        #expect(log.entries == ["new.viewWillDisappear(inWindow: true)", "new.viewDidDisappear(inWindow: false)"])
        #expect(window.subviews.isEmpty)
        _ = input
    }

    @Test("B144: in viewDidAppear of a window's root controller, the window is already key")
    func keyBeforeDidAppear() {
        _ = TestWorld.input()
        final class Checking: UIViewController {
            var keyInDidAppear: Bool?
            var keyWindowInDidAppear: UIWindow?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                keyInDidAppear = view.window?.isKeyWindow
                keyWindowInDidAppear = UIApplication.shared.keyWindow
            }
        }
        let controller = Checking()
        let window = TestWorld.window(root: controller)
        #expect(controller.keyInDidAppear == true)
        #expect(controller.keyWindowInDidAppear === window)
    }

    @Test("B142: viewIsAppearing runs once, after the view is in the window and before viewDidAppear")
    func viewIsAppearing() {
        _ = TestWorld.input()
        final class Checking: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { calls.append("will(\(view.window != nil))") }
            override func viewIsAppearing(_ animated: Bool) { calls.append("is(\(view.window != nil))") }
            override func viewDidAppear(_ animated: Bool) { calls.append("did(\(view.window != nil))") }
        }
        let controller = Checking()
        TestWorld.window(root: controller)
        #expect(controller.calls == ["will(false)", "is(true)", "did(true)"])
    }

    @Test("The view becomes first responder in viewDidAppear and resigns in viewWillDisappear (B145, B146)")
    func shakeSamplePattern() {
        let input = TestWorld.input()
        let controller = ShakeSampleController()
        let window = TestWorld.window(root: controller)
        #expect(controller.becameInDidAppear)
        #expect(controller.field.isFirstResponder)

        window.rootViewController = UIViewController()
        #expect(controller.wasFirstInWillDisappear)
        #expect(!controller.field.isFirstResponder)
        _ = input
    }

    @Test(
        "addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil); children and parent follow")
    func containment() {
        let input = TestWorld.input()
        let log = EventLog()
        let parent = RecordingViewController("parent", log: log)
        let child = RecordingViewController("child", log: log)
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)

        parent.addChild(child)
        #expect(log.entries == ["child.willMove(toParent: parent)"])  // didMove is the caller's job
        #expect(parent.children.count == 1)
        #expect(parent.children.first === child)
        #expect(child.parent === parent)
        child.didMove(toParent: parent)

        let second = RecordingViewController("second", log: log)
        parent.addChild(second)
        #expect(parent.children.count == 2)
        #expect(parent.children.last === second)  // in the order they were added

        log.clear()
        child.willMove(toParent: nil)  // the caller's job before removing
        child.removeFromParent()
        #expect(log.entries == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.count == 1)
        #expect(parent.children.first === second)

        // Adding a child that has another parent moves it.
        let otherParent = RecordingViewController("other", log: log)
        log.clear()
        otherParent.addChild(second)
        #expect(second.parent === otherParent)
        #expect(parent.children.isEmpty)
        #expect(otherParent.children.first === second)
        #expect(log.entries.last == "second.willMove(toParent: other)")
        _ = input
    }

    @Test("UIViewController() works as a plain controller")
    func plainController() {
        let input = TestWorld.input()
        let controller = UIViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.parent == nil)
        #expect(controller.children.isEmpty)
        #expect(controller.next == nil)
        #expect(!controller.canBecomeFirstResponder)
        #expect(!controller.isFirstResponder)
        #expect(controller.view != nil)
        #expect(controller.view.next === controller)
        let withNib = UIViewController(nibName: nil, bundle: nil)
        #expect(withNib.view != nil)
        _ = input
    }

    @Test("A subclass with its own init and required init?(coder:) compiles and works")
    func subclassWithCoderInit() {
        let input = TestWorld.input()
        let controller = CoderController(identifier: "settings")
        #expect(controller.identifier == "settings")
        #expect(controller.view != nil)
        let window = TestWorld.window(root: controller)
        #expect(controller.next === window)
        _ = input
    }
}
