import ResponderKit
import ResponderKitTesting
import Testing

// Constraints do not keep their views alive (UIKit's firstItem and secondItem are
// `unowned(unsafe)`); a view holds the constraints installed on it, so retaining items would make every
// view with a constraint on itself — every stack view — live for ever.

@MainActor
@Suite("Constraints do not keep their items alive", .serialized)
struct ConstraintLifetimeTests {
    @Test("A screen's views, a stack view and its arranged views are freed once the screen lets go of them")
    func viewsWithConstraintsAreFreed() {
        weak var weakStack: UIStackView?
        weak var weakLabel: UILabel?
        weak var weakBadge: UIView?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let root = window.rootViewController!.view!
        do {
            let label = UILabel()
            label.text = "Name"
            let stack = UIStackView(arrangedSubviews: [label, UIButton(type: .system)])
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            stack.addSubview(badge)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                stack.widthAnchor.constraint(equalToConstant: 200),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                badge.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            ])
            root.layoutIfNeeded()
            #expect(stack.frame.width == 200)
            weakStack = stack
            weakLabel = label
            weakBadge = badge
            stack.removeFromSuperview()
        }
        #expect(weakStack == nil)
        #expect(weakLabel == nil)
        #expect(weakBadge == nil)
    }

    @Test("""
        A constraint kept after its view is gone reads a nil item, prints, and activating it is a diagnostic, not \
        a crash
        """)
    func constraintOutlivesItsView() {
        var kept: NSLayoutConstraint?
        do {
            let view = UIView()
            kept = view.widthAnchor.constraint(equalToConstant: 44)
            kept?.isActive = true
            #expect(kept?.firstItem === view)
            kept?.isActive = false
        }
        guard let constraint = kept else { return }
        #expect(constraint.firstItem == nil)
        #expect(constraint.description.contains("== 44.0"))
        let reports = collectingDiagnostics { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(reports.count == 1)
    }

    @Test(
        "A popped screen's constraints are freed with its views at the next layout pass, and a kept one reads inactive")
    func poppedScreensConstraintsAreFreed() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        weak var weakForm: LabelFormController?
        weak var weakConstraint: NSLayoutConstraint?
        var kept: NSLayoutConstraint?
        do {
            let form = LabelFormController(rows: 20)
            navigation.pushViewController(form, animated: false)
            window.layoutIfNeeded()
            #expect(form.rowConstraints[2].isActive)
            #expect(form.view.subviews.last!.frame.minY > form.view.subviews.first!.frame.minY)
            weakForm = form
            weakConstraint = form.rowConstraints[5]
            kept = form.rowConstraints[7]
            navigation.popViewController(animated: false)
        }
        #expect(weakForm == nil, "the navigation controller lets go of a popped controller")
        window.layoutIfNeeded()
        #expect(weakConstraint == nil, "a freed view's constraints leave the engine with it")
        #expect(kept?.isActive == false && kept?.firstItem == nil)
        // The engine goes on: the next screen lays out.
        let next = LabelFormController(rows: 20)
        navigation.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(next.view.subviews.last!.frame.minY > next.view.subviews.first!.frame.minY)
    }

    @Test("A screen pushed and popped before any layout pass: its labels' own constraints are freed too")
    func screenPoppedBeforeLayout() {
        final class LabelsController: UIViewController {
            weak var widthLimit: NSLayoutConstraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                for index in 0..<5 {
                    let label = UILabel()
                    label.text = "Label \(index)"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    let limit = label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
                    NSLayoutConstraint.activate([
                        limit, label.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(index) * 30),
                    ])
                    widthLimit = limit
                }
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        weak var limit: NSLayoutConstraint?
        do {
            let screen = LabelsController()
            navigation.pushViewController(screen, animated: false)
            _ = screen.view
            limit = screen.widthLimit
            #expect(limit?.isActive == true)
            navigation.popViewController(animated: false)
        }
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(limit == nil, "a label freed during the layout pass leaves the engine at the next one")
    }

    @Test("""
        A freed view's layout guide takes its constraints along, and a view that outlives its superview forgets \
        the constraints that named it
        """)
    func guidesAndSurvivingSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let root = window.rootViewController!.view!
        let spinner = UIView()   // shared across cells, as apps share an activity indicator
        weak var spacerWidth: NSLayoutConstraint?
        do {
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            root.addSubview(cell)
            let spacer = UILayoutGuide()
            cell.addLayoutGuide(spacer)
            spinner.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(spinner)
            let width = spacer.widthAnchor.constraint(equalToConstant: 20)
            NSLayoutConstraint.activate([width,
                                         spacer.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                         spinner.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                                         spinner.centerYAnchor.constraint(equalTo: cell.centerYAnchor)])
            window.layoutIfNeeded()
            #expect(spinner.frame.minX == 20)
            spacerWidth = width
            #expect(spinner.constraintsAffectingLayout(for: .horizontal).count == 1)
            cell.removeFromSuperview()   // the cell is freed; the spinner outlives it
        }
        window.layoutIfNeeded()
        #expect(spacerWidth == nil, "a constraint that names only the freed view's guide leaves with it")
        #expect(spinner.constraintsAffectingLayout(for: .horizontal).isEmpty)
        #expect(spinner.constraintsAffectingLayout(for: .vertical).isEmpty)
    }
}
