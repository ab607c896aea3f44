import ResponderKit
import ResponderKitTesting
import Testing

// The patterns iOS code uses to build constraints once, in updateConstraints or
// updateViewConstraints, behind a flag — which work only because UIKit calls them on the first pass of
// a window that uses Auto Layout (UIView.requiresConstraintBasedLayout's header comment: "If you do all
// of your constraint set up in -updateConstraints, you might never even receive updateConstraints if no
// one makes a constraint … override this method to return YES").

/// A badge that sets up its constraints in updateConstraints, as PureLayout's and Masonry's examples do.
private final class BadgeView: UIView {
    let dot = UIView()
    private var didSetupConstraints = false
    private(set) var updates = 0

    override class var requiresConstraintBasedLayout: Bool { true }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(dot)
    }
    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        updates += 1
        if !didSetupConstraints {
            NSLayoutConstraint.activate([
                dot.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                dot.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                dot.widthAnchor.constraint(equalToConstant: 10),
                dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
            ])
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}

/// A screen that builds its constraints in updateViewConstraints, once.
private final class ProfileController: UIViewController {
    let avatar = UIButton(type: .system)
    var calls: [String] = []
    var taps = 0
    private var didSetupConstraints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(avatar)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("willAppear")
    }

    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        if !didSetupConstraints {
            NSLayoutConstraint.activate([
                avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                avatar.widthAnchor.constraint(equalToConstant: 80),
                avatar.heightAnchor.constraint(equalToConstant: 80),
            ])
            didSetupConstraints = true
        }
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("willLayout")
    }
}

/// Counts updateConstraints calls; uses no Auto Layout at all.
private final class PlainView: UIView {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
@Suite("The first updateConstraints of a window that uses Auto Layout", .serialized)
struct FirstConstraintUpdateTests {
    @Test("""
        A view whose class requiresConstraintBasedLayout gets updateConstraints when it enters a window, and its \
        constraints place its subviews
        """)
    func requiresConstraintBasedLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let badge = BadgeView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
        window.rootViewController?.view.addSubview(badge)

        badge.layoutIfNeeded()

        #expect(badge.updates == 1)
        #expect(badge.dot.frame == CGRect(x: 46, y: 4, width: 10, height: 10))
        // Taken out and put back: the set-up is not asked for again.
        badge.removeFromSuperview()
        window.rootViewController?.view.addSubview(badge)
        badge.layoutIfNeeded()
        #expect(badge.updates == 1)
    }

    @Test("""
        A controller that builds its constraints in updateViewConstraints: called once, after viewWillAppear and \
        before the first viewWillLayoutSubviews; a tap lands on the result
        """)
    func updateViewConstraintsOnFirstAppearance() {
        let controller = ProfileController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator()

        input.tap(at: CGPoint(x: 195, y: 140))

        #expect(Array(controller.calls.prefix(3)) == ["willAppear", "updateViewConstraints", "willLayout"])
        #expect(controller.calls.filter { $0 == "updateViewConstraints" }.count == 1)
        #expect(controller.avatar.frame == CGRect(x: 155, y: 100, width: 80, height: 80))
        #expect(controller.taps == 1)
    }

    @Test("A view that uses no Auto Layout is never asked to update constraints; setNeedsUpdateConstraints still asks")
    func plainViewsAreNotAsked() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController?.view.addSubview(plain)
        window.layoutIfNeeded()
        #expect(plain.updates == 0)

        plain.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(plain.updates == 1)
    }
}
