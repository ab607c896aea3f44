import ResponderKit
import ResponderKitTesting
import Testing

// Layout as UIKit does it, written as the screens of an iOS app build their views — anchors,
// NSLayoutConstraint.activate, safeAreaLayoutGuide, layoutSubviews — and checked the way it matters
// to events: a tap lands where the constraints put the view.

private final class CheckoutController: UIViewController {
    let payButton = UIButton(type: .system)
    let banner = UIView()
    var taps = 0
    var layoutCalls: [String] = []
    var bannerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay", for: .normal)
        payButton.addTarget(self, action: Selector("pay:"), for: .touchUpInside)
        for subview in [banner, payButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bannerHeight = banner.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bannerHeight,
            payButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            payButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            payButton.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 20),
            payButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    override func viewWillLayoutSubviews() { layoutCalls.append("willLayout") }
    override func viewDidLayoutSubviews() { layoutCalls.append("didLayout") }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("pay:") { return { [weak self] _, _ in self?.taps += 1 } }
        return super.actionMethod(for: action)
    }
}

/// Records the order of layoutSubviews calls.
private final class LoggingView: UIView {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
    }
    override func updateConstraints() {
        log.entries.append("update \(name)")
        super.updateConstraints()
    }
}

@MainActor
@Suite("Auto Layout and the layout pass: taps land where the constraints put views", .serialized)
struct AutoLayoutTests {
    private func diagnostics(_ body: () -> Void) -> [Diagnostic] { collectingDiagnostics(body) }

    @Test("""
        A screen built with anchors and the safe area: frames follow the constraints, and a tap on the button's \
        laid-out frame reaches it
        """)
    func tapLandsWhereConstraintsPutTheButton() {
        let controller = CheckoutController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator()
        input.tap(at: CGPoint(x: 195, y: 47 + 120 + 20 + 25))

        #expect(controller.banner.frame == CGRect(x: 0, y: 47, width: 390, height: 120))
        #expect(controller.payButton.frame == CGRect(x: 16, y: 187, width: 358, height: 50))
        #expect(controller.taps == 1)
        #expect(controller.layoutCalls.starts(with: ["willLayout", "didLayout"]))

        // A constant changes between two events: the next tap is hit-tested against the new frame.
        controller.bannerHeight.constant = 300
        input.tap(at: CGPoint(x: 195, y: 47 + 300 + 20 + 25))
        #expect(controller.payButton.frame.minY == 367)
        #expect(controller.taps == 2)
        input.tap(at: CGPoint(x: 195, y: 212))  // where the button was: the banner now
        #expect(controller.taps == 2)
    }

    @Test("layoutIfNeeded lays out parents before children; updateConstraints runs deepest first")
    func passOrder() {
        let log = LoggingView.Log()
        let parent = LoggingView("parent", log), child = LoggingView("child", log),
            grandchild = LoggingView("grandchild", log)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        parent.addSubview(child)
        child.addSubview(grandchild)
        grandchild.setNeedsUpdateConstraints()
        parent.setNeedsUpdateConstraints()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        grandchild.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["update grandchild", "update parent", "parent", "child", "grandchild"])
        log.entries.removeAll()
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        // A size change lays the view out again.
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        child.layoutIfNeeded()
        #expect(log.entries.contains("child"))
    }

    @Test("Autoresizing masks: flexible width keeps the margins, flexible margins share the change")
    func autoresizing() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let bar = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = UIView(frame: CGRect(x: 100, y: 80, width: 100, height: 40))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let pinned = UIView(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        for view in [bar, badge, pinned] { container.addSubview(view) }
        container.frame.size = CGSize(width: 400, height: 300)
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
        #expect(badge.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        #expect(pinned.frame == CGRect(x: 350, y: 250, width: 40, height: 40))
    }

    @Test("A label sized by its text: intrinsic content size with hugging; a changed text lays out again")
    func intrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.height > 0)
        #expect(label.frame == CGRect(origin: CGPoint(x: 20, y: 10), size: size))
        label.text = "Hello, world"
        container.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > size.width)
    }

    @Test("Unsatisfiable constraints are reported as UIKit logs them, one is broken, the rest are laid out")
    func unsatisfiable() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        var reports: [Diagnostic] = []
        reports = diagnostics {
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 30),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200),
            ])
            container.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.kind == .invalidConstraint)
        #expect(reports.first?.message.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(reports.first?.message.contains("Will attempt to recover by breaking constraint") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        // A view that keeps its frame (translatesAutoresizingMaskIntoConstraints) conflicts with a
        // size constraint as in UIKit: the held frame is named in the report.
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.addSubview(framed)
        let sizeReports = diagnostics { framed.widthAnchor.constraint(equalToConstant: 80).isActive = true }
        #expect(sizeReports.first?.message.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(framed.frame.width == 40)
    }

    @Test("Bad constraints never crash: no common ancestor, a NaN constant, a location equal to a constant")
    func badConstraints() {
        let a = UIView(), b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(a)
        let reports = diagnostics {
            let apart = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
            apart.isActive = true
            #expect(!apart.isActive)
            let notFinite = a.widthAnchor.constraint(equalToConstant: .nan)
            notFinite.isActive = true
            #expect(!notFinite.isActive)
            let location = NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 5)
            location.isActive = true
            #expect(!location.isActive)
            let fine = a.widthAnchor.constraint(equalToConstant: 10)
            fine.isActive = true
            fine.constant = .infinity
            #expect(fine.constant == 10)
        }
        #expect(reports.count == 4, "\(reports.map(\.message))")
        #expect(reports.allSatisfy { $0.kind == .invalidConstraint })
    }

    @Test("Removing a view deactivates the constraints between it and the rest")
    func removalDeactivates() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(), inner = UIView()
        container.addSubview(card)
        card.addSubview(inner)
        let outer = card.topAnchor.constraint(equalTo: container.topAnchor)
        let inside = inner.topAnchor.constraint(equalTo: card.topAnchor)
        NSLayoutConstraint.activate([outer, inside])
        #expect(container.constraints.contains { $0 === outer })
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(inside.isActive)
    }

    @Test("A layoutSubviews that asks for layout forever is laid out once per pass and reported, never hangs")
    func endlessRelayout() {
        final class Restless: UIView {
            var count = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                count += 1
                setNeedsLayout()
            }
        }
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let reports = diagnostics {
            for _ in 0..<150 { view.layoutIfNeeded() }
        }
        #expect(view.count == 150)
        #expect(reports.count == 1)
    }

    @Test("Margins: 8 points on a plain view, at least 16 on a controller's root view in a phone-width window")
    func margins() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(plain.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let controller = UIViewController()
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
    }
}
