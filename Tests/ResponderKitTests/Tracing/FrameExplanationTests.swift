import ResponderKit
import ResponderKitTesting
import Testing

// The tracer answers "why is this view here, and why did my tap miss it" with the
// constraints that decided its frame.

@MainActor
@Suite("The tracer explains a frame: the constraints that decided it", .serialized)
struct FrameExplanationTests {
    private func screen() -> (UIWindow, UIView, UIButton, NSLayoutConstraint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let root = window.rootViewController!.view!
        let header = UIView()
        header.accessibilityIdentifier = "header"
        let pay = UIButton(type: .system)
        pay.accessibilityIdentifier = "pay"
        for view in [header, pay] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let headerHeight = header.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            headerHeight,
            pay.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            pay.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            pay.widthAnchor.constraint(equalToConstant: 120),
            pay.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        return (window, root, pay, headerHeight)
    }

    @Test("""
        A tap where the button used to be: the explanation says the point is outside it and names the constraints \
        that put it where it is
        """)
    func missedTapNamesTheConstraints() {
        let (window, root, pay, headerHeight) = screen()
        defer { window.isHidden = true }
        #expect(pay.frame == CGRect(x: 16, y: 220, width: 120, height: 44))
        headerHeight.constant = 300
        root.layoutIfNeeded()

        let explanation = EventTracer.explain(window: window, at: CGPoint(x: 60, y: 240), expected: pay)

        #expect(explanation.answer.contains("pay did not because the point is outside its bounds."))
        #expect(explanation.answer.contains("pay's frame (16, 320, 120, 44) is decided by"))
        #expect(explanation.answer.contains("<NSLayoutConstraint UIButton'pay'.top == UIView'header'.bottom + 20.0>"))
        #expect(explanation.answer.contains("<NSLayoutConstraint UIButton'pay'.width == 120.0>"))
    }

    @Test("""
        Each constraint's part: deciding, holding with room, not met (a lower priority lost), broken (a required \
        conflict)
        """)
    func statuses() {
        let (window, root, pay, _) = screen()
        defer { window.isHidden = true }
        let roomy = pay.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 4)
        let wish = pay.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultLow
        let conflicting = pay.heightAnchor.constraint(equalToConstant: 60)
        _ = collectingDiagnostics { NSLayoutConstraint.activate([roomy, wish, conflicting]) }
        root.layoutIfNeeded()

        let account = EventTracer.explainFrame(of: pay)
        func status(_ constraint: NSLayoutConstraint) -> FrameExplanation.Status? {
            account.entries.first { $0.constraint == constraint.description }?.status
        }

        #expect(account.placedByConstraints)
        #expect(!account.isAmbiguous)
        #expect(status(roomy) == .holdsWithRoom(12))
        #expect(status(wish) == .notMet(180))
        #expect(status(conflicting) == .broken)
        #expect(account.deciding.contains { $0.contains("pay'.height == 44.0") })
        #expect(account.text.contains("not met by 180 pt (higher priorities won)"))
    }

    @Test("""
        A label sized by its text: the intrinsic content size with its hugging and compression priorities decides \
        the size
        """)
    func intrinsicSize() {
        let (window, root, pay, _) = screen()
        defer { window.isHidden = true }
        let label = UILabel()
        label.text = "Total"
        label.accessibilityIdentifier = "total"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: pay.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: pay.centerYAnchor),
        ])
        root.layoutIfNeeded()

        let account = EventTracer.explainFrame(of: label)

        #expect(account.frame.size == label.intrinsicContentSize)
        #expect(account.deciding.contains { $0.contains("intrinsic content size: width") })
        #expect(account.deciding.contains { $0.contains("intrinsic content size: height") })
        #expect(account.text.contains("content hugging @250.0"))
    }

    @Test("A view placed in code is said to be so; its frame is not blamed on constraints")
    func placedInCode() {
        let (window, root, _, _) = screen()
        defer { window.isHidden = true }
        let badge = UIView(frame: CGRect(x: 300, y: 10, width: 20, height: 20))
        root.addSubview(badge)
        let account = EventTracer.explainFrame(of: badge)
        #expect(!account.placedByConstraints)
        #expect(account.summary.contains("is set in code (translatesAutoresizingMaskIntoConstraints is true)"))
        let missed = EventTracer.explain(window: window, at: CGPoint(x: 200, y: 15), expected: badge)
        #expect(missed.answer.contains("the point is outside its bounds."))
        #expect(!missed.answer.contains("decided by"))
    }

    @Test("""
        hasAmbiguousLayout: a label placed by two edges is sized by its text; a plain view with no height is \
        ambiguous, and the explanation says so
        """)
    func ambiguity() {
        let (window, root, _, _) = screen()
        defer { window.isHidden = true }
        let label = UILabel()
        label.text = "Subtotal"
        let strip = UIView()
        strip.accessibilityIdentifier = "strip"
        for view in [label, strip] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 400),
            strip.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            strip.topAnchor.constraint(equalTo: root.topAnchor, constant: 500),
        ])
        root.layoutIfNeeded()

        #expect(!label.hasAmbiguousLayout)
        #expect(strip.hasAmbiguousLayout)
        #expect(EventTracer.explainFrame(of: strip).summary.contains("it is ambiguous"))
    }
}
