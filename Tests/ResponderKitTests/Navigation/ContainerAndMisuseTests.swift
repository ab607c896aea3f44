import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Patterns of real screens that broke: presenting from inside a container, a text field under the
// "tap outside to dismiss the keyboard" recognizer, pull-to-refresh ended from its own action,
// controllers that change the stack from their own appearance callbacks, and misuse UIKit raises at.

/// Records its appearance callbacks.
private final class Screen: UIViewController {
    let name: String
    let log: EventLog
    var onWillAppear: ((Screen) -> Void)?
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).willAppear")
        onWillAppear?(self)
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); log.record("\(name).willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); log.record("\(name).didDisappear")
    }
}

/// A sign-in form: a text field, and a recognizer on the view that ends editing on a tap outside.
private final class FormViewController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 120))
    var dismissals = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(notes)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard")))
    }
    func dismissKeyboard() {
        dismissals += 1
        view.endEditing(true)
    }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("dismissKeyboard") { return method(Self.dismissKeyboard) }
        return super.actionMethod(for: action)
    }
}

@MainActor
@Suite("Real screens: presenting from containers, focus under a tap recognizer, pull to refresh, stack misuse")
struct ContainerAndMisuseTests {
    @Test("""
        A controller inside a navigation controller presents: its presentedViewController is the presented one, \
        the presenter is the navigation controller
        """)
    func presentedFromInsideNavigation() {
        _ = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet)
        #expect(navigation.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.presentedViewController === sheet)
    }

    @Test("Inside a tab bar controller too; after the dismissal nothing is presented")
    func presentedFromInsideTabs() {
        let input = TestWorld.input()
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        TestWorld.window(root: tabs)
        let alertLike = UIViewController()
        first.present(alertLike, animated: false)
        #expect(first.presentedViewController === alertLike && second.presentedViewController === alertLike)
        #expect(alertLike.presentingViewController === tabs)
        first.dismiss(animated: false)
        input.advance(by: 1.0 / 60)
        #expect(first.presentedViewController == nil && tabs.presentedViewController == nil)
    }

    @Test(
        "A tap on a text field under the view's tap-to-dismiss recognizer focuses the field; a tap outside ends editing"
    )
    func textFieldUnderTapRecognizer() {
        let input = TestWorld.input()
        let form = FormViewController()
        TestWorld.window(root: form)
        input.tap(at: CGPoint(x: 100, y: 120))
        #expect(form.field.isFirstResponder)
        #expect(form.field.isEditing)
        input.tap(at: CGPoint(x: 100, y: 600))
        #expect(form.dismissals == 1)
        #expect(!form.field.isFirstResponder)
        // A text view takes focus the same way.
        input.tap(at: CGPoint(x: 100, y: 260))
        #expect(form.notes.isFirstResponder)
        #expect(form.dismissals == 1)
    }

    @Test("A read-only text view lets the ancestor's tap have the tap")
    func readOnlyTextViewLetsTheTapThrough() {
        let input = TestWorld.input()
        let form = FormViewController()
        form.notes.isEditable = false
        TestWorld.window(root: form)
        input.tap(at: CGPoint(x: 100, y: 260))
        #expect(form.dismissals == 1)
        #expect(!form.notes.isFirstResponder)
    }

    @Test("With cancelsTouchesInView off, the field still takes focus")
    func textFieldUnderNonCancellingRecognizer() {
        let input = TestWorld.input()
        let form = FormViewController()
        TestWorld.window(root: form)
        form.view.gestureRecognizers?.first?.cancelsTouchesInView = false
        input.tap(at: CGPoint(x: 100, y: 120))
        #expect(form.field.isFirstResponder)
    }

    @Test("endRefreshing() inside the refresh control's own action: one pull sends valueChanged once")
    func endRefreshingInsideAction() {
        let input = TestWorld.input()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in
            sent += 1
            control.endRefreshing()  // the data was already there
        }, for: .valueChanged)
        scrollView.refreshControl = control
        showWindow(with: [scrollView])
        let finger = input.touchDown(at: CGPoint(x: 200, y: 50))
        for step in 1...8 { input.move(finger, to: CGPoint(x: 200, y: 50 + CGFloat(step) * 50)) }
        input.lift(finger, at: CGPoint(x: 200, y: 450))
        #expect(sent == 1)
        for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        // A second pull refreshes again.
        input.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 450))
        #expect(sent == 2)
    }

    @Test("""
        A pushed controller that pops itself in viewWillAppear: the stack is [root], root's view is shown, the \
        popped one's is not
        """)
    func popsItselfInViewWillAppear() {
        let input = TestWorld.input()
        let log = EventLog()
        let root = Screen("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        for animated in [false, true] {
            let detail = Screen("detail", log: log)
            detail.onWillAppear = { screen in screen.navigationController?.popViewController(animated: animated) }
            log.clear()
            navigation.pushViewController(detail, animated: animated)
            for _ in 0..<40 { input.advance(by: 1.0 / 60) }
            #expect(navigation.viewControllers == [root])
            #expect(root.view.superview === navigation.view && root.view.window != nil)
            #expect(detail.viewIfLoaded?.superview == nil)
            #expect(detail.parent == nil)
            #expect(log.entries.last == "root.didAppear")
            #expect(navigation.view.isUserInteractionEnabled)
        }
    }

    @Test("Pushing a navigation controller is refused with a diagnostic, as UIKit raises; the stack is unchanged")
    func pushingNavigationControllerIsRefused() {
        _ = TestWorld.input()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        TestWorld.window(root: navigation)
        let inner = UINavigationController(rootViewController: UIViewController())
        let diagnostics = TestWorld.diagnostics { navigation.pushViewController(inner, animated: false) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange])
        #expect(diagnostics.first?.message.contains("Pushing a navigation controller is not supported") == true)
        #expect(navigation.viewControllers == [root] && inner.parent == nil)
        let again = TestWorld.diagnostics { navigation.setViewControllers([root, inner], animated: false) }
        #expect(again.map(\.kind) == [.invalidHierarchyChange])
        #expect(navigation.viewControllers == [root])
    }

    @Test("""
        The same controller twice in a tab bar controller's list is refused; the tabs stay as they were and the \
        selected tab shows
        """)
    func duplicateTabIsRefused() {
        _ = TestWorld.input()
        let a = UIViewController(), b = UIViewController()
        let tabs = UITabBarController()
        TestWorld.window(root: tabs)
        let diagnostics = TestWorld.diagnostics { tabs.viewControllers = [a, b, a] }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchyChange])
        tabs.viewControllers = [a, b]
        let refused = TestWorld.diagnostics { tabs.viewControllers = [a, b, a] }
        #expect(refused.map(\.kind) == [.invalidHierarchyChange])
        #expect(tabs.viewControllers == [a, b])
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        #expect(a.parent === tabs && a.view.window != nil)
        #expect(tabs.selectedViewController === a)
    }

    @Test("A width equal to another's × 0 + 50 is a width of 50; a location × 0 is refused")
    func zeroMultiplier() {
        _ = TestWorld.input()
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        let window = showWindow(with: [a, b])
        let container = a.superview!
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 200),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0, constant: 50),
        ])
        window.layoutIfNeeded()
        #expect(a.frame.width == 50)
        let refused = TestWorld.diagnostics {
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left,
                               multiplier: 0, constant: 5).isActive = true
        }
        #expect(refused.map(\.kind) == [.invalidConstraint])
    }
}
