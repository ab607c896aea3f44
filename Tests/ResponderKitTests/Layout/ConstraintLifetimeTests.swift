import ResponderKit
import ResponderKitTesting
import Testing

// Issue 29: constraints do not keep their views alive (UIKit's firstItem and secondItem are
// `unowned(unsafe)`); a view holds the constraints installed on it, so retaining items would make every
// view with a constraint on itself — every stack view — live for ever.

@MainActor
@Suite("Constraints do not keep their items alive (issue 29)", .serialized)
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

    @Test("A constraint kept after its view is gone reads a nil item, prints, and activating it is a diagnostic, not a crash")
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
}
