import ResponderKit
import ResponderKitTesting
import Testing

// What a stack view arranges — hiding and showing views, inserting and removing
// them, stacks inside stacks — and that a tap lands on a button where the stack put it. Bad input
// (AD:uistackview/arrangedsubviews and the UIStackView header say what UIKit keeps; where it raises,
// ResponderKit reports) never crashes and leaves the stack consistent.

/// A screen with a column of buttons, the way a settings or login screen stacks its actions.
private final class ActionsController: UIViewController {
    let stack = UIStackView()
    let buttons = ["Sign in", "Create account", "Help"].map { title -> UIButton in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }
    var tapped: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        for button in buttons {
            button.addTarget(self, action: Selector("buttonTapped:"), for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.heightAnchor.constraint(equalToConstant: 168),
        ])
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("buttonTapped:") {
            return { [weak self] sender, _ in
                if let title = (sender as? UIButton)?.currentTitle { self?.tapped.append(title) }
            }
        }
        return super.actionMethod(for: action)
    }
}

@MainActor
@Suite("UIStackView: hiding, inserting, removing, nesting, taps and bad input", .serialized)
struct StackViewArrangementTests {
    @Test("A tap on a button in a stack reaches it where the stack put it; hiding the button above moves it up")
    func tapLandsWhereTheStackPutTheButton() {
        let controller = ActionsController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let input = InputSimulator()
        // 168 high, centred: from 338 to 506. (168 − 2 × 12) / 3 = 48 a button.
        input.tap(at: CGPoint(x: 195, y: 338 + 60 + 24))
        #expect(controller.buttons[1].frame == CGRect(x: 0, y: 60, width: 342, height: 48))
        #expect(controller.tapped == ["Create account"])

        controller.buttons[0].isHidden = true  // the two others share the height: (168 − 12) / 2 = 78
        input.tap(at: CGPoint(x: 195, y: 338 + 39))
        #expect(controller.buttons[1].frame == CGRect(x: 0, y: 0, width: 342, height: 78))
        #expect(controller.tapped == ["Create account", "Create account"])
        input.tap(at: CGPoint(x: 195, y: 338 + 90 + 39))
        #expect(controller.tapped.last == "Help")
    }

    @Test("A hidden view takes no room and no spacing; shown again, it comes back")
    func hidingAndShowing() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [swatch(width: 50, "a"), swatch(width: 60, "b"), swatch(width: 70, "c")]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        scene.place(stack, height: 30)
        scene.layout()
        #expect(stack.frame.width == 200)
        let reports = collectingDiagnostics {
            views[1].isHidden = true
            scene.layout()
        }
        // The swatch's own width (60, required) and the collapse conflict, as UIKit logs for UISV-hiding.
        #expect(reports.count == 1 && reports.allSatisfy { $0.kind == .invalidConstraint })
        #expect(views[2].frame.minX == 60)
        #expect(stack.frame.width == 130)
        #expect(stack.arrangedSubviews == views)  // still arranged, still a subview
        views[1].isHidden = false
        scene.layout()
        #expect(views.map(\.frame.minX) == [0, 60, 130])
        #expect(stack.frame.width == 200)

        // A view with no width of its own collapses to zero width, at the edge of the view before it.
        let flexible = UIView()
        stack.insertArrangedSubview(flexible, at: 1)
        let quiet = collectingDiagnostics {
            flexible.isHidden = true
            views.forEach { $0.isHidden = false }
            scene.layout()
        }
        #expect(quiet.isEmpty)
        #expect(flexible.frame.width == 0 && flexible.frame.minX == 50)
        // Hiding every view collapses a stack with no size of its own.
        views.forEach { $0.isHidden = true }
        scene.layout()
        #expect(stack.frame.width == 0)
    }

    @Test("Setting isHidden to what it already is changes nothing")
    func hidingTwice() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [NaturalSizeView(40, 20), NaturalSizeView(40, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        scene.place(stack)
        scene.layout()
        let constraints = stack.constraints.filter { $0.identifier?.hasPrefix("UISV") ?? false }
        views[0].isHidden = false
        scene.layout()
        #expect(
            stack.constraints.filter { $0.identifier?.hasPrefix("UISV") ?? false }.elementsEqual(constraints) {
                $0 === $1
            })
    }

    @Test("""
        insertArrangedSubview and removeArrangedSubview: the order of arrangedSubviews, not of subviews; a removed \
        view stays a subview
        """)
    func insertingAndRemoving() {
        let scene = StackScene()
        defer { scene.close() }
        let a = swatch(width: 10, height: 10, "a"), b = swatch(width: 20, height: 10, "b"),
            c = swatch(width: 30, height: 10, "c")
        let stack = UIStackView(arrangedSubviews: [a, b])
        scene.place(stack)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
        scene.layout()
        #expect([c, a, b].map(\.frame.minX) == [0, 30, 40])
        stack.insertArrangedSubview(c, at: 2)  // moves it: the subview order stays
        #expect(stack.arrangedSubviews == [a, b, c])
        #expect(stack.subviews == [a, b, c])

        // Removed from the arrangement, it can be placed by the app at once, without a conflict.
        let placement = [
            b.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 100),
            b.topAnchor.constraint(equalTo: stack.bottomAnchor),
        ]
        let reports = collectingDiagnostics {
            stack.removeArrangedSubview(b)
            NSLayoutConstraint.activate(placement)
            scene.layout()
        }
        #expect(reports.isEmpty)
        #expect(b.frame == CGRect(x: 100, y: 10, width: 20, height: 10))
        #expect(stack.arrangedSubviews == [a, c])
        #expect(b.superview === stack)
        #expect(c.frame.minX == 10)
        #expect(stack.frame.width == 40)

        // A subview arranged later keeps its place among the subviews.
        NSLayoutConstraint.deactivate(placement)
        stack.addArrangedSubview(b)
        #expect(stack.subviews == [a, b, c] && stack.arrangedSubviews == [a, c, b])
        // removeFromSuperview takes a view out of arrangedSubviews too.
        a.removeFromSuperview()
        scene.layout()
        #expect(stack.arrangedSubviews == [c, b])
        #expect(c.frame.minX == 0 && b.frame.minX == 30)
        // So does adding it to another view.
        scene.root.addSubview(c)
        #expect(stack.arrangedSubviews == [b])
    }

    @Test("Stacks in stacks: a column of rows, each row laid out inside the space the column gives it")
    func nestedStacks() {
        let scene = StackScene()
        defer { scene.close() }
        let nameLabel = textLabel("Name"), nameValue = UIView()
        let mailLabel = textLabel("Mail"), mailValue = UIView()
        let rows = [
            UIStackView(arrangedSubviews: [nameLabel, nameValue]),
            UIStackView(arrangedSubviews: [mailLabel, mailValue]),
        ]
        for row in rows { row.spacing = 8 }
        let footer = swatch(height: 44)
        let column = UIStackView(arrangedSubviews: rows + [footer])
        column.axis = .vertical
        column.spacing = 16
        scene.place(column, width: 350)
        scene.layout()
        let rowHeight = nameLabel.intrinsicContentSize.height
        #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 350, height: rowHeight))
        #expect(close(rows[1].frame, CGRect(x: 0, y: rowHeight + 16, width: 350, height: rowHeight)))
        #expect(close(footer.frame.minY, 2 * rowHeight + 32))
        #expect(close(column.frame.height, 2 * rowHeight + 32 + 44))
        let nameWidth = nameLabel.intrinsicContentSize.width
        #expect(nameLabel.frame == CGRect(x: 0, y: 0, width: nameWidth, height: rowHeight))
        #expect(close(nameValue.frame, CGRect(x: nameWidth + 8, y: 0, width: 342 - nameWidth, height: rowHeight)))
        // The first row hidden: the second moves up, and the column shrinks.
        rows[0].isHidden = true
        scene.layout()
        #expect(rows[1].frame.minY == 0)
        #expect(close(column.frame.height, rowHeight + 16 + 44))
        // A column's baseline views are its first and last arranged views' own.
        #expect(column.forFirstBaselineLayout === mailLabel)
        #expect(column.forLastBaselineLayout === footer)
    }

    @Test("The app's own constraints on an arranged view combine with the stack's")
    func appConstraintsCombine() {
        let scene = StackScene()
        defer { scene.close() }
        let square = UIView(), wide = UIView()
        let stack = UIStackView(arrangedSubviews: [square, wide])
        stack.spacing = 10
        scene.place(stack, width: 300, height: 60)
        square.widthAnchor.constraint(equalTo: square.heightAnchor).isActive = true
        scene.layout()
        #expect(square.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(wide.frame == CGRect(x: 70, y: 0, width: 230, height: 60))
    }

    @Test("A stack placed by its frame (no constraints of its own) lays out inside that frame, and follows a new frame")
    func frameBasedStack() {
        let scene = StackScene()
        defer { scene.close() }
        let views = [UIView(), UIView()]
        let stack = UIStackView(frame: CGRect(x: 10, y: 20, width: 200, height: 50))
        for view in views { stack.addArrangedSubview(view) }
        stack.distribution = .fillEqually
        stack.spacing = 10
        scene.root.addSubview(stack)
        scene.layout()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 95, height: 50), CGRect(x: 105, y: 0, width: 95, height: 50),
            ])
        stack.frame = CGRect(x: 10, y: 20, width: 310, height: 40)
        scene.layout()
        #expect(views[1].frame == CGRect(x: 160, y: 0, width: 150, height: 40))
        // The axis turned: the same views in a column.
        stack.axis = .vertical
        scene.layout()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 310, height: 15), CGRect(x: 0, y: 25, width: 310, height: 15),
            ])
    }

    @Test("A stack as a controller's root view, and a stack measured with systemLayoutSizeFitting")
    func rootViewAndFitting() {
        final class FormController: UIViewController {
            let fields = [NaturalSizeView(120, 30), NaturalSizeView(80, 30)]
            override func loadView() {
                let stack = UIStackView(arrangedSubviews: fields)
                stack.axis = .vertical
                stack.alignment = .center
                view = stack
            }
        }
        let controller = FormController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        // The root view fills the window: .fill stretches the last view (the tie goes by order) to 844 − 30.
        #expect(
            controller.fields.map(\.frame) == [
                CGRect(x: 135, y: 0, width: 120, height: 30), CGRect(x: 155, y: 30, width: 80, height: 814),
            ])

        let measured = UIStackView(arrangedSubviews: [NaturalSizeView(40, 10), NaturalSizeView(60, 25)])
        measured.spacing = 5
        #expect(measured.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 105, height: 25))
    }

    @Test("""
        Bad input is reported and the stack stays consistent: non-finite spacing, a view arranged twice or by two \
        stacks, removing a view not arranged
        """)
    func badInput() {
        let scene = StackScene()
        defer { scene.close() }
        let a = swatch(width: 10, height: 10), b = swatch(width: 20, height: 10), stray = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b]), other = UIStackView()
        scene.place(stack)
        scene.place(other, y: 300)
        var reports = collectingDiagnostics {
            stack.spacing = .nan
            stack.spacing = .infinity
            stack.setCustomSpacing(.nan, after: a)
            stack.setCustomSpacing(5, after: stray)
        }
        #expect(reports.map(\.kind) == [.invalidConstraint, .invalidConstraint, .invalidConstraint, .invalidConstraint])
        #expect(stack.spacing == 0 && stack.customSpacing(after: a) == UIStackView.spacingUseDefault)

        reports = collectingDiagnostics {
            stack.addArrangedSubview(a)  // arranged already: moves to the end
            stack.removeArrangedSubview(stray)
            stack.insertArrangedSubview(stray, at: 99)  // clamped to the end
            stack.insertArrangedSubview(stray, at: -3)  // arranged already: moved, clamped to the start
            other.addArrangedSubview(b)  // arranged by `stack`: moves to `other`
            stack.addArrangedSubview(stack)  // a view cannot contain itself
            scene.layout()
        }
        #expect(reports.count == 6)
        #expect(reports.allSatisfy { $0.kind == .invalidHierarchyChange })
        #expect(stack.arrangedSubviews == [stray, a])
        #expect(other.arrangedSubviews == [b] && b.superview === other)
        #expect(a.frame.minX == 0 + stray.frame.width)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("""
        A size constraint activated before addArrangedSubview (while the view still translated its frame) holds \
        once the stack arranges it
        """)
    func constraintActivatedBeforeArranging() {
        _ = TestWorld.input()
        let root = UIViewController()
        let row = UIButton(type: .system)
        row.setTitle("Row", for: .normal)
        row.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let column = UIStackView(arrangedSubviews: [row])
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.view.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        ])
        showWindow(with: [], root: root)
        root.view.layoutIfNeeded()
        #expect(row.frame.height == 60)
        #expect(column.frame.height == 60)
    }
}
