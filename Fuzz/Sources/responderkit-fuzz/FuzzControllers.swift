import Foundation
import ResponderKit

/// The controllers' part of a fuzz run — presentations, dismissals, children added and
/// removed, the window's root replaced, arbitrary present/addChild pairs (UIKit raises for most; here
/// they are refused), some of it from inside appearance callbacks — and hover recognizers, some of
/// which hold `.began` back and set it later, as a tooltip does.
///
/// Invariants (a violation traps): a controller's appearance callbacks alternate (never two
/// `viewWillAppear` without a `viewWillDisappear` between them, nor the reverse); once the frame clock
/// has settled, the window's root view is in the window unless a full-screen presentation covers it;
/// a hover recognizer's actions go `.began`, `.changed`…, then `.ended` or `.cancelled`.
@MainActor
final class FuzzControllers {
    private var controllers: [FuzzController] = []
    private var hovers: [FuzzHover] = []
    private let window: UIWindow
    private var pending: [(FuzzController, UInt8)] = []

    init(window: UIWindow) {
        self.window = window
    }

    /// The root the world starts with: a checked controller.
    func makeRoot() -> UIViewController {
        make()
    }

    /// A new checked controller for the containers' stacks, tabs and pages (FuzzContainers.swift):
    /// not among those the controller operations pick, whose containment misuse would break the
    /// containers' invariants by design.
    func makeChecked() -> FuzzController {
        let controller = FuzzController(index: 10_000 + containerControllers.count, owner: self)
        containerControllers.append(controller)
        if containerControllers.count > 400 { containerControllers.removeFirst(200) }
        return controller
    }
    private var containerControllers: [FuzzController] = []

    private func make() -> FuzzController {
        let controller = FuzzController(index: controllers.count, owner: self)
        controllers.append(controller)
        return controller
    }

    /// One controller operation chosen by `choice`, on a controller chosen by `pick`; with `deferred`,
    /// it runs inside that controller's next appearance callback instead.
    func operate(_ choice: UInt8, pick: UInt8, other: UInt8, deferred: Bool) {
        guard !controllers.isEmpty else { return }
        let controller = controllers[Int(pick) % controllers.count]
        if deferred {
            controller.inCallback = { [unowned self] in perform(choice, on: $0, other: other) }
        } else {
            perform(choice, on: controller, other: other)
        }
    }

    private func perform(_ choice: UInt8, on controller: FuzzController, other: UInt8) {
        let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .automatic, .currentContext, .overCurrentContext]
        guard controllers.count < 200 else { return }
        if FuzzController.tracing { FuzzController.trace("op \(choice % 8) on \(controller.index) other \(other) (root \((window.rootViewController as? FuzzController)?.index ?? -1))") }
        switch choice % 8 {
        case 0:
            let presented = make()
            presented.modalPresentationStyle = styles[Int(other) % styles.count]
            controller.present(presented, animated: other % 2 == 0)
        case 1: controller.dismiss(animated: other % 2 == 0)
        case 2:
            let child = make()
            controller.addChild(child)
            controller.view.addSubview(child.view)
            child.didMove(toParent: controller)
        case 3:
            guard controller.parent != nil else { return }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        case 4: window.rootViewController = make()
        case 5: controller.present(controllers[Int(other) % controllers.count], animated: false)
        case 6: controller.addChild(controllers[Int(other) % controllers.count])
        default:
            // A hover recognizer on this controller's view; odd ones are tooltips.
            // (The handler form: a weakly held target's side table is invisible to LeakSanitizer.)
            let hover = FuzzHover { ($0 as? FuzzHover)?.check() }
            hover.delayed = other % 2 == 1
            hovers.append(hover)
            controller.view.addGestureRecognizer(hover)
            if other % 5 == 0, let tooltip = hovers.first(where: { $0.delayed && !$0.shown }) { tooltip.show() }
        }
    }

    /// After the frame clock settled: the root's view is shown unless a full-screen presentation covers it.
    func checkRootShown() {
        guard let root = window.rootViewController, !window.isHidden else { return }
        var top = root
        var covered = false
        var hops = 0
        while let next = top.presentedViewController, hops < 1_000 {
            if next.modalPresentationStyle == .fullScreen || next.modalPresentationStyle == .currentContext { covered = true }
            top = next
            hops += 1
        }
        let shown = covered || root.viewIfLoaded?.window === window
        if !shown, FuzzController.reportOnly {
            FileHandle.standardError.write(Data("fuzz: the window's root controller is not shown and nothing covers it (reported, not trapped: RESPONDERKIT_FUZZ_APPEARANCE=report)\n".utf8))
            return
        }
        precondition(shown, "the window's root controller is not shown and no full-screen presentation covers it")
    }

    /// Ends the run: nothing scripted is left to run from a callback.
    func tearDown() {
        for controller in controllers + containerControllers { controller.inCallback = nil }
        for hover in hovers { hover.view?.removeGestureRecognizer(hover) }
    }
}

/// A controller that checks that its appearance callbacks alternate, and can run one scripted
/// operation from inside its next callback.
final class FuzzController: UIViewController {
    let index: Int
    unowned let owner: FuzzControllers
    var inCallback: ((FuzzController) -> Void)?
    /// `nil` before the first; `true` after a will-appear, `false` after a will-disappear.
    private var appearing: Bool?

    init(index: Int, owner: FuzzControllers) {
        self.index = index
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("not used")
    }

    /// `RESPONDERKIT_FUZZ_APPEARANCE=report` (the CI smoke run) reports a break of the alternation
    /// (or an uncovered root not shown) on stderr instead of trapping: the smoke run's random
    /// mutations check that the target runs, and a new break they stumble on is read and kept in
    /// Fuzz/Open rather than failing an unrelated submission. Long runs trap, as for every other invariant.
    nonisolated static let reportOnly = ProcessInfo.processInfo.environment["RESPONDERKIT_FUZZ_APPEARANCE"] == "report"
    nonisolated(unsafe) static var reported = 0

    /// `RESPONDERKIT_FUZZ_TRACE=1` prints every controller operation and appearance callback, to read
    /// how a kept input breaks an invariant.
    nonisolated static let tracing = ProcessInfo.processInfo.environment["RESPONDERKIT_FUZZ_TRACE"] == "1"
    nonisolated static func trace(_ line: String) { FileHandle.standardError.write(Data("trace: \(line)\n".utf8)) }

    private func will(_ appear: Bool) {
        if Self.tracing { Self.trace("\(index) view\(appear ? "WillAppear" : "WillDisappear")\(inCallback != nil ? " (runs a deferred op)" : "")") }
        if appearing == appear, Self.reportOnly {
            Self.reported += 1
            if Self.reported == 1 { FileHandle.standardError.write(Data("fuzz: controller \(index) got view\(appear ? "WillAppear" : "WillDisappear") twice in a row (reported, not trapped: RESPONDERKIT_FUZZ_APPEARANCE=report)\n".utf8)) }
        } else {
            precondition(appearing != appear, "controller \(index) got view\(appear ? "WillAppear" : "WillDisappear") twice in a row")
        }
        appearing = appear
        callback()
    }

    private func callback() {
        let action = inCallback
        inCallback = nil
        action?(self)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); will(true) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); will(false) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); callback() }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); callback() }
}

/// A hover recognizer whose actions must go began → changed… → ended/cancelled. A delayed one
/// (a tooltip) holds the `.began` it is offered back and sets it itself when `show()` is called.
final class FuzzHover: UIHoverGestureRecognizer {
    var delayed = false
    private(set) var shown = false
    private var recognising = false

    override var state: UIGestureRecognizer.State {
        get { super.state }
        set {
            if delayed, newValue == .began, !shown { return }
            super.state = newValue
        }
    }

    func show() {
        shown = true
        if super.state == .possible, view != nil { state = .began }
    }

    func check() {
        switch state {
        case .began:
            precondition(!recognising, "a hover recognizer began twice without ending")
            recognising = true
        case .changed: precondition(recognising, "a hover recognizer changed before it began")
        case .ended, .cancelled:
            precondition(recognising, "a hover recognizer ended before it began")
            recognising = false
        default: preconditionFailure("a hover recognizer's action saw \(state)")
        }
    }

    override func reset() {
        super.reset()
        recognising = false
    }
}

