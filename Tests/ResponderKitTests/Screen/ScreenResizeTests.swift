import ResponderKit
import ResponderKitTesting
import Testing

// The screen resized (a desktop window resized by its user) — written as an iOS
// screen that pins a button to the bottom-trailing corner with anchors and adapts in
// viewWillTransition(to:with:). The same RawInput the SDL window sends.

/// A screen with a button pinned to the safe area's bottom-trailing corner; it records the size
/// changes it hears and what it saw at each step.
private final class CornerButtonController: UIViewController {
    let button = UIButton(type: .system)
    var taps = 0
    var log: [String] = []
    var transitions: [CGSize] = []
    var sizeWhenTold: CGSize?
    var sizeAlongside: CGSize?
    var buttonFrameAlongside: CGRect?
    var coordinator: (any UIViewControllerTransitionCoordinator)?

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("willTransition")
        transitions.append(size)
        sizeWhenTold = view.bounds.size
        self.coordinator = coordinator
        coordinator.animate(alongsideTransition: { [unowned self] context in
            log.append("alongside")
            sizeAlongside = view.bounds.size
            buttonFrameAlongside = button.frame
            #expect(!context.isAnimated && !context.isCancelled && context.targetTransform == .identity)
        }, completion: { [unowned self] context in
            log.append("completion")
            #expect(context.percentComplete == 1)
        })
    }
}

/// What the trait callbacks were told, in order.
@MainActor
private final class TraitLog {
    var entries: [String] = []
}

private func name(_ traits: UITraitCollection) -> String {
    "\(traits.horizontalSizeClass)×\(traits.verticalSizeClass) \(traits.userInterfaceIdiom)"
}

/// A view that logs its trait changes.
private final class TraitView: UIView {
    let label: String
    let log: TraitLog
    init(_ label: String, _ log: TraitLog) {
        self.label = label
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append("\(label): \(previousTraitCollection.map(name) ?? "nil") → \(name(traitCollection))")
    }
}

/// A controller that logs the trait and size transitions it hears.
private final class TraitController: UIViewController {
    let log = TraitLog()
    override func loadView() {
        view = TraitView("view", log)
        view.addSubview(TraitView("subview", log))
    }
    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        log.entries.append("willTransition to \(name(newCollection)), now \(name(traitCollection))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.entries.append("viewWillTransition to \(Int(size.width))×\(Int(size.height))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append("controller: \(previousTraitCollection.map(name) ?? "nil") → \(name(traitCollection))")
    }
}

/// The keyboard frames announced.
@MainActor
private final class FrameList {
    var frames: [CGRect] = []
}

/// Records the sizes it is told about.
private final class SizeRecorder: UIViewController {
    var transitions: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
    }
}

@MainActor
@Suite("The screen resized: windows, root views and layout follow; viewWillTransition hears it", .serialized)
struct ScreenResizeTests {
    static let phone = CGSize(width: 390, height: 844)

    /// Shows `root` in a window the size of the screen, runs `body`, then puts the screen back.
    private func onScreen(_ root: UIViewController, _ body: (UIWindow, InputSimulator) -> Void) {
        let input = InputSimulator()
        input.resizeScreen(to: Self.phone)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            input.resizeScreen(to: Self.phone)
        }
        body(window, input)
    }

    @Test("""
        A resize moves the pinned button: the root view follows the window, viewWillTransition hears the size \
        before it changes, the coordinator's closures run after layout, and a tap lands at the new place
        """)
    func pinnedButtonFollows() {
        let controller = CornerButtonController()
        onScreen(controller) { window, input in
            window.layoutIfNeeded()
            #expect(controller.button.frame == CGRect(x: 270, y: 780, width: 100, height: 44))
            input.tap(at: CGPoint(x: 320, y: 802))
            #expect(controller.taps == 1)

            input.resizeScreen(to: CGSize(width: 600, height: 500))
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 600, height: 500))
            #expect(window.frame == CGRect(x: 0, y: 0, width: 600, height: 500))
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 600, height: 500))
            #expect(controller.button.frame == CGRect(x: 480, y: 436, width: 100, height: 44))
            #expect(controller.transitions == [CGSize(width: 600, height: 500)])
            #expect(controller.sizeWhenTold == Self.phone, "told before the view changed size")
            #expect(controller.sizeAlongside == CGSize(width: 600, height: 500))
            #expect(
                controller.buttonFrameAlongside == CGRect(x: 480, y: 436, width: 100, height: 44),
                "laid out before the alongside closure")
            #expect(controller.log == ["willTransition", "alongside", "completion"])

            input.tap(at: CGPoint(x: 530, y: 458))
            #expect(controller.taps == 2, "the tap at the button's new place reaches it")
            input.tap(at: CGPoint(x: 320, y: 480))
            #expect(controller.taps == 2, "where nothing is now")

            // The transition is over: its coordinator queues nothing more.
            var ranLate = false
            #expect(
                controller.coordinator?.animate(alongsideTransition: { _ in ranLate = true }, completion: nil) == false)
            #expect(!ranLate)
            // Back to the phone's size: the button goes back too.
            input.resizeScreen(to: Self.phone)
            #expect(controller.button.frame == CGRect(x: 270, y: 780, width: 100, height: 44))
            #expect(controller.transitions == [CGSize(width: 600, height: 500), Self.phone])
        }
    }

    @Test("""
        Children hear it through super; a controller presented as a sheet hears its own size; a window that did \
        not fill the screen keeps its frame and its root hears nothing
        """)
    func childrenPresentedAndSmallWindows() {
        let root = SizeRecorder(), child = SizeRecorder(), sheet = SizeRecorder(), corner = SizeRecorder()
        onScreen(root) { window, input in
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            root.present(sheet, animated: false)
            input.advance(by: 0.1)
            #expect(sheet.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
            let small = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            small.rootViewController = corner
            small.isHidden = false
            defer { small.isHidden = true }

            input.resizeScreen(to: CGSize(width: 700, height: 600))
            #expect(root.transitions == [CGSize(width: 700, height: 600)])
            #expect(child.transitions == [CGSize(width: 700, height: 600)])
            #expect(sheet.transitions == [CGSize(width: 700, height: 556)])
            #expect(sheet.view.frame == CGRect(x: 0, y: 44, width: 700, height: 556))
            #expect(corner.transitions.isEmpty)
            #expect(small.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
            #expect(window.bounds.size == CGSize(width: 700, height: 600))
            root.dismiss(animated: false)
            input.advance(by: 0.1)
        }
    }

    @Test("The on-screen keyboard moves to the new bottom and takes the new width; the keyboard notifications say so")
    func keyboardFollows() {
        let root = UIViewController()
        onScreen(root) { _, input in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
            root.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            let ends = FrameList()
            let token = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardDidChangeFrameNotification, object: nil, queue: nil
            ) { note in
                guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                else { return }
                MainActor.assumeIsolated { ends.frames.append(end) }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            input.resizeScreen(to: CGSize(width: 800, height: 600))
            #expect(ends.frames.count == 1)
            #expect(ends.frames.first.map { $0.maxY == 600 && $0.minX == 0 && $0.width == 800 } == true)
            _ = field.resignFirstResponder()
        }
    }

    @Test("""
        Sizes that are not finite and positive, or absurdly large, are dropped with a diagnostic; the same size \
        changes nothing
        """)
    func badSizes() {
        let controller = CornerButtonController()
        onScreen(controller) { window, input in
            let bad = [
                CGSize(width: 0, height: 0), CGSize(width: -100, height: 500), CGSize(width: CGFloat.nan, height: 500),
                       CGSize(width: 500, height: CGFloat.infinity), CGSize(width: 2_000_000, height: 500)]
            let reports = collectingDiagnostics {
                for size in bad { input.resizeScreen(to: size) }
                input.resizeScreen(to: Self.phone)
            }
            #expect(reports.map(\.kind) == Array(repeating: .invalidScreenSize, count: bad.count))
            #expect(reports.allSatisfy { $0.resolution == .dropped })
            #expect(UIScreen.main.bounds.size == Self.phone)
            #expect(window.frame.size == Self.phone)
            #expect(controller.transitions.isEmpty)
            input.tap(at: CGPoint(x: 320, y: 802))
            #expect(controller.taps == 1)
        }
    }

    @Test("""
        A finger down through a storm of 1,000 resizes (some of them bad) still ends — on the button it began on, \
        which it still activates
        """)
    func touchSurvivesAResizeStorm() {
        let controller = CornerButtonController()
        onScreen(controller) { _, input in
            let finger = input.touchDown(at: CGPoint(x: 320, y: 802))
            var random = SplitMix(state: 29)
            let reports = collectingDiagnostics {
                for step in 0..<1_000 {
                    if step % 100 == 99 {
                        input.resizeScreen(to: CGSize(width: -1, height: CGFloat.nan))
                    } else {
                        input.resizeScreen(
                            to: CGSize(
                                width: 200 + CGFloat(random.next() % 1_000),
                                height: 200 + CGFloat(random.next() % 1_000)))
                    }
                }
            }
            #expect(reports.count == 10)
            let size = UIScreen.main.bounds.size
            #expect(controller.view.frame.size == size)
            #expect(controller.button.frame == CGRect(x: size.width - 120, y: size.height - 64, width: 100, height: 44))
            #expect(controller.transitions.count == 990)
            input.lift(finger, at: input.screenPoint(of: controller.button))
            #expect(controller.taps == 1)
        }
    }

    @Test("""
        Crossing a size class: willTransition(to:with:) with the new traits, then viewWillTransition, then \
        traitCollectionDidChange on the controller and every view; a resize within the classes calls only \
        viewWillTransition
        """)
    func sizeClasses() {
        let controller = TraitController()
        onScreen(controller) { _, input in
            #expect(name(controller.traitCollection) == "compact×regular phone")
            #expect(controller.view.traitCollection.displayScale == UIScreen.main.scale)
            input.resizeScreen(to: CGSize(width: 844, height: 390))  // a phone turned: compact both ways
            #expect(controller.log.entries == [
                "willTransition to compact×compact phone, now compact×regular phone",
                "viewWillTransition to 844×390",
                "controller: compact×regular phone → compact×compact phone",
                "view: compact×regular phone → compact×compact phone",
                "subview: compact×regular phone → compact×compact phone",
            ])
            controller.log.entries.removeAll()
            input.resizeScreen(to: CGSize(width: 800, height: 420))
            #expect(controller.log.entries == ["viewWillTransition to 800×420"])
            controller.log.entries.removeAll()
            input.resizeScreen(to: CGSize(width: 1024, height: 900))  // a tablet's screen
            #expect(controller.log.entries.first == "willTransition to regular×regular pad, now compact×compact phone")
            #expect(controller.log.entries.last == "subview: compact×compact phone → regular×regular pad")
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
        }
    }

    @Test("""
        UITraitCollection: collections that specify one trait combine, later ones winning; containsTraits(in:) \
        compares the specified traits
        """)
    func traitCollections() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.verticalSizeClass == .regular)
        #expect(combined.userInterfaceIdiom == .unspecified && combined.displayScale == 2)
        #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(combined.containsTraits(in: UITraitCollection()))
        #expect(!combined.containsTraits(in: nil))
        #expect(combined == UITraitCollection(traitsFrom: [combined]))
        #expect(UITraitCollection().horizontalSizeClass == .unspecified)
    }
}
