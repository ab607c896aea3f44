import ResponderKit
import ResponderKitTesting
import Testing

// Bad input for Auto Layout: a layout cycle through intrinsic sizes, and 100,000 constraints — no crash, no
// hang, and a touch that is down meanwhile still ends.

/// A badge whose natural width is always a little wider than it is: each layout invalidates it
/// again (a feedback loop an app writes by accident).
private final class GrowingBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: bounds.width + 10, height: 20) }
    override func layoutSubviews() {
        super.layoutSubviews()
        invalidateIntrinsicContentSize()
    }
}

/// Counts its touches.
private final class Pad: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

@MainActor
@Suite("Layout's bad input: cycles through intrinsic sizes, 100,000 constraints", .serialized)
struct LayoutBadInputTests {
    private func window(with pad: Pad) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        pad.frame = CGRect(x: 0, y: 700, width: 390, height: 144)
        window.rootViewController!.view.addSubview(pad)
        return window
    }

    @Test("""
        A view whose intrinsic size grows with every layout: each pass lays it out once, the streak is reported \
        once, and a touch down meanwhile ends
        """)
    func intrinsicSizeFeedbackLoop() {
        let pad = Pad()
        let window = window(with: pad)
        defer { window.isHidden = true }
        let root = window.rootViewController!.view!
        let badge = GrowingBadge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
        ])
        let input = InputSimulator(startTime: 8_200_000_000)

        let reports = collectingDiagnostics {
            let finger = input.touchDown(at: CGPoint(x: 100, y: 750))
            for _ in 0..<150 { input.advance(by: 0.016) }
            input.lift(finger, at: CGPoint(x: 100, y: 750))
        }

        #expect(pad.phases == ["began", "ended"])
        // The required edge holds however wide it wants to be.
        #expect(badge.frame.maxX <= 380 + 0.001)
        #expect(reports.filter { $0.message.contains("asked for layout again") }.count <= 1)
    }

    @Test("100,000 constraints activated between two moves of a touch: laid out, the touch still ends")
    func hundredThousandConstraints() {
        let pad = Pad()
        let window = window(with: pad)
        defer { window.isHidden = true }
        let root = window.rootViewController!.view!
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        root.addSubview(container)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(100_000)
        var views: [UIView] = []
        // 25,000 views in 2,500 rows of 10, four constraints each: 100,000.
        for row in 0..<2_500 {
            var previous: UIView?
            for column in 0..<10 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                views.append(view)
                constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(row) * 2))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 2))
                constraints.append(view.widthAnchor.constraint(equalToConstant: 30))
                constraints.append(
                    previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 8) }
                        ?? view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(column)))
                previous = view
            }
        }
        #expect(constraints.count == 100_000)
        let input = InputSimulator(startTime: 8_300_000_000)

        let finger = input.touchDown(at: CGPoint(x: 100, y: 750))
        NSLayoutConstraint.activate(constraints)
        input.move(finger, to: CGPoint(x: 120, y: 760))
        input.lift(finger, at: CGPoint(x: 120, y: 760))

        #expect(pad.phases == ["began", "ended"])
        #expect(views.last!.frame == CGRect(x: 9 * 38, y: 2_499 * 2, width: 30, height: 2))
        NSLayoutConstraint.deactivate(constraints)
    }
}

/// Records the order of layoutSubviews calls.
private final class OrderView: UIView {
    static var order: [Int] = []
    let number: Int
    init(_ number: Int) {
        self.number = number
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        OrderView.order.append(number)
    }
}

@MainActor
@Suite("The layout pass on a deep tree", .serialized)
struct DeepLayoutTests {
    @Test("""
        A tree 3,000 views deep, branching at the bottom: laid out parents first, each subtree before its next \
        sibling — the same order below the recursion's 64 levels as above them — and no stack exhausted
        """)
    func deepTreeLaysOutInOrder() {
        OrderView.order = []
        let root = OrderView(0)
        var parent = root
        for number in 1..<3_000 {
            let child = OrderView(number)
            parent.addSubview(child)
            parent = child
        }
        // The last one has two children, each with a child: 3000, 3001 (under 3000), 3002, 3003 (under 3002).
        let a = OrderView(3_000), b = OrderView(3_002)
        a.addSubview(OrderView(3_001))
        b.addSubview(OrderView(3_003))
        parent.addSubview(a)
        parent.addSubview(b)
        root.layoutIfNeeded()
        #expect(OrderView.order == Array(0...3_003))
        // Only one branch needs layout again: only its path is visited.
        OrderView.order = []
        b.subviews[0].setNeedsLayout()
        root.layoutIfNeeded()
        #expect(OrderView.order == [3_003])
    }
}
