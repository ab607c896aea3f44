import Foundation
import ResponderKit

/// One fuzz input played against a fresh world: a window with a small tree of views (some of which
/// change the tree from their handlers), a text field, a button and gesture recognizers — and the
/// overrides careless apps write: a `next` that loops back, `resignFirstResponder`
/// overrides that hand focus on, remove their view or move it into a second window, failure
/// requirements in chains and circles, a second window let go of while a key is down.
///
/// Invariants, checked after every step and at the end (a violation traps, which libFuzzer reports
/// with the input that caused it): a view never gets a touch phase for a touch whose beginning it did
/// not get, nor anything after that touch's ending, and the same for presses; no window has two first
/// responders; and once the run is over, after an interruption, no touch and no press is left open.
@MainActor
final class FuzzRun {
    private var reader: ByteReader
    private let application = UIApplication.shared
    private var time: TimeInterval = 100
    private var open: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    private var views: [FuzzView] = []
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// A second window the input can show, let go of and replace.
    private var second: UIWindow?
    private var openPresses: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    private var recognizers: [UIGestureRecognizer] = []
    /// Presentations, containment, root replacements and hover recognizers.
    private lazy var controllers = FuzzControllers(window: window)
    /// A second window of containers (FuzzContainers.swift), in half of the runs.
    private var containers: FuzzContainers?

    init(bytes: [UInt8]) {
        reader = ByteReader(bytes: bytes)
    }

    func run() {
        buildWorld()
        var steps = 0
        while !reader.atEnd && steps < 400 {
            step()
            steps += 1
        }
        // Whatever is still down is taken away; nothing may stay open.
        application.enqueue(.cancelAllTouches(timestamp: nextTime()))
        application.processPendingEvents()
        // The frame clock settles every transition: the uncovered root is shown.
        for _ in 0..<3 {
            time += 0.5
            application.enqueue(.timePassed(timestamp: time))
            application.processPendingEvents()
        }
        controllers.checkRootShown()
        containers?.checkVisibility()
        controllers.tearDown()
        containers?.tearDown()
        let stillOpen = open.values.reduce(0) { $0 + $1.count }
        precondition(stillOpen == 0, "\(stillOpen) touch(es) never got an ending")
        let pressesOpen = openPresses.values.reduce(0) { $0 + $1.count }
        precondition(pressesOpen == 0, "\(pressesOpen) press(es) never got an ending")
        window.isHidden = true
        second?.isHidden = true
        for view in views {
            view.loopTo = nil
            view.onResign = nil
            view.removeFromSuperview()
        }
    }

    // MARK: The world

    private func buildWorld() {
        let root = controllers.makeRoot()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var parents: [UIView] = [root.view]
        // A scroll view among the parents (delayed touches, pans, paging, zoom).
        if reader.next() % 2 == 0 {
            let scroller = UIScrollView(frame: CGRect(x: CGFloat(reader.next()), y: CGFloat(reader.next()) * 2,
                                                      width: CGFloat(reader.next()) + 40, height: CGFloat(reader.next()) * 3 + 40))
            scroller.contentSize = CGSize(width: CGFloat(reader.next()) * 8, height: CGFloat(reader.next()) * 16)
            scroller.isPagingEnabled = reader.next() % 3 == 0
            scroller.delaysContentTouches = reader.next() % 4 != 0
            root.view.addSubview(scroller)
            parents.append(scroller)
        }
        for index in 0..<10 {
            let parent = parents[Int(reader.next()) % parents.count]
            let frame = CGRect(x: CGFloat(reader.next()), y: CGFloat(reader.next()) * 3,
                               width: CGFloat(reader.next()) + 1, height: CGFloat(reader.next()) * 2 + 1)
            let view = FuzzView(frame: frame, run: self, index: index)
            view.behaviour = reader.next()
            view.isMultipleTouchEnabled = reader.next() % 2 == 0
            parent.addSubview(view)
            parents.append(view)
            views.append(view)
        }
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 300, height: 40))
        root.view.addSubview(field)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
        root.view.addSubview(button)
        if reader.next() % 2 == 0 { views.first?.addGestureRecognizer(UITapGestureRecognizer()) }
        if reader.next() % 2 == 0 { root.view.addGestureRecognizer(UIPanGestureRecognizer()) }
        if reader.next() % 2 == 0 { views.last?.addGestureRecognizer(UILongPressGestureRecognizer()) }
        // Tap recognizers whose failure requirements form a chain, sometimes closed into a circle.
        for _ in 0..<Int(reader.next() % 4) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + Int(reader.next() % 2)
            views[Int(reader.next()) % views.count].addGestureRecognizer(tap)
            if let last = recognizers.last { tap.require(toFail: last) }
            recognizers.append(tap)
        }
        if recognizers.count > 1, reader.next() % 3 == 0, let first = recognizers.first, let last = recognizers.last {
            first.require(toFail: last)
        }
        if reader.next() % 2 == 0 { containers = FuzzContainers(owner: controllers) }
    }

    // MARK: Steps

    private func nextTime() -> TimeInterval {
        time += 1.0 / 60
        return time
    }

    private func step() {
        let kind = reader.next() % 13
        if FuzzController.tracing { FuzzController.trace("step \(kind) at \(time)") }
        switch kind {
        case 0, 1, 2, 3:
            var contacts: [TouchInput] = []
            for _ in 0..<(1 + Int(reader.next()) % 3) {
                let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
                contacts.append(TouchInput(id: Int(reader.next()) % 5, phase: phases[Int(reader.next()) % phases.count],
                                           location: CGPoint(x: reader.coordinate(), y: reader.coordinate())))
            }
            var stamp = nextTime()
            if reader.next() == 7 { stamp -= 5 }  // time running backwards
            application.enqueue(.touches(contacts, timestamp: stamp))
        case 4:
            time += Double(reader.next()) / 50
            application.enqueue(.timePassed(timestamp: time))
        case 5:
            switch reader.next() % 4 {
            case 0: application.enqueue(.motionBegan(.motionShake, timestamp: nextTime()))
            case 1: application.enqueue(.motionEnded(.motionShake, timestamp: nextTime()))
            case 2: application.enqueue(.remoteControl(.remoteControlTogglePlayPause, timestamp: nextTime()))
            default: application.enqueue(.cancelAllTouches(timestamp: nextTime()))
            }
        case 6:
            let usage = UIKeyboardHIDUsage(rawValue: Int(reader.next())) ?? .keyboardA
            let key = KeyInput(keyCode: usage, characters: String(UnicodeScalar(UInt8(97 + reader.next() % 26))),
                               modifierFlags: reader.next() % 4 == 0 ? .command : [])
            application.enqueue(reader.next() % 2 == 0 ? .keyDown(key, timestamp: nextTime()) : .keyUp(key, timestamp: nextTime()))
        case 7:
            mutate(views[Int(reader.next()) % views.count])
        case 8:
            hostile(views[Int(reader.next()) % views.count])
        case 9:
            // The pointer, with the same fuzzed coordinates as the fingers (NaN included).
            let at = CGPoint(x: reader.coordinate(), y: reader.coordinate())
            let delta = CGPoint(x: reader.coordinate() / 10, y: reader.coordinate() / 10)
            switch reader.next() % 10 {
            case 0: application.enqueue(.scroll(.wheel(lines: delta, at: at), timestamp: nextTime()))
            case 1:
                let phases: [ScrollInput.Phase] = [.began, .changed, .ended, .cancelled, .momentum]
                application.enqueue(.scroll(.trackpad(phases[Int(reader.next()) % phases.count], points: delta, at: at), timestamp: nextTime()))
            case 2: application.enqueue(.pointerMoved(location: at, timestamp: nextTime()))
            case 3: application.enqueue(.pointerExited(timestamp: nextTime()))
            case 4:
                let phases: [TransformInput.Phase] = [.began, .changed, .ended, .cancelled]
                application.enqueue(.transform(TransformInput(phases[Int(reader.next()) % phases.count], scale: delta.x,
                                                              rotation: delta.y, at: at), timestamp: nextTime()))
            // The lifecycle: background and foreground, memory warnings, the device turning.
            case 5: application.enqueue(.enteredBackground(timestamp: nextTime()))
            case 6: application.enqueue(.enteringForeground(timestamp: nextTime()))
            case 7: application.enqueue(.memoryWarning(timestamp: nextTime()))
            case 8:
                let orientations: [UIDeviceOrientation] = [.unknown, .portrait, .landscapeLeft, .faceUp]
                application.enqueue(.orientationChanged(orientations[Int(reader.next()) % orientations.count], timestamp: nextTime()))
            default: application.enqueue(.interruptionEnded(timestamp: nextTime()))
            }
        case 10:
            look(views[Int(reader.next()) % views.count])
        case 11:
            // A controller operation, now or from inside an appearance callback.
            controllers.operate(reader.next(), pick: reader.next(), other: reader.next(), deferred: reader.next() % 4 == 0)
        case 12:
            // A container operation (navigation, tabs, pages, animators) when the world has them.
            if let containers {
                containers.operate(reader.next(), other: reader.next(), deferred: reader.next() % 4 == 0)
            } else {
                controllers.operate(reader.next(), pick: reader.next(), other: reader.next(), deferred: reader.next() % 4 == 0)
            }
        default:
            break
        }
        application.processPendingEvents()
        containers?.pullEnded()
        checkFirstResponders()
    }

    /// What a careless app's overrides do.
    func hostile(_ view: FuzzView) {
        switch reader.next() % 6 {
        case 0: view.loopTo = reader.next() % 3 == 0 ? nil : views[Int(reader.next()) % views.count]
        case 1:
            let other = views[Int(reader.next()) % views.count]
            view.onResign = { _ in _ = other.becomeFirstResponder() }
        case 2: view.onResign = { me in me.removeFromSuperview() }
        case 3:
            let target = second?.rootViewController?.view ?? window.rootViewController?.view
            view.onResign = { me in
                guard let target, !target.isDescendant(of: me) else { return }
                target.addSubview(me)
                _ = me.becomeFirstResponder()
            }
        case 4:
            // The second window is let go of (hidden or not) and a fresh one may take its place.
            if reader.next() % 2 == 0 { second?.isHidden = true }
            second = nil
            if reader.next() % 2 == 0 {
                let fresh = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                fresh.rootViewController = UIViewController()
                if reader.next() % 2 == 0 { fresh.makeKeyAndVisible() } else { fresh.isHidden = false }
                second = fresh
            }
        default:
            _ = view.becomeFirstResponder()
        }
    }

    /// No window has two first responders, and none is first responder of a window it is not in.
    private func checkFirstResponders() {
        var windowsSeen: [ObjectIdentifier] = []
        for view in views where view.isFirstResponder {
            guard let window = view.window else { preconditionFailure("view \(view.index) is first responder in no window") }
            precondition(!windowsSeen.contains(ObjectIdentifier(window)), "a window has two first responders")
            windowsSeen.append(ObjectIdentifier(window))
        }
    }

    /// The screen and the look — a resize (bad sizes included), the system turning light or
    /// dark, and view animations that block touches, end early, or change the tree when they complete.
    func look(_ view: FuzzView) {
        switch reader.next() % 6 {
        case 0:
            let size = CGSize(width: reader.coordinate() + 390, height: reader.coordinate() + 844)
            application.enqueue(.screenResized(size: size, timestamp: nextTime()))
        case 1:
            let styles: [UIUserInterfaceStyle] = [.light, .dark, .unspecified]
            application.enqueue(.userInterfaceStyleChanged(styles[Int(reader.next()) % styles.count], timestamp: nextTime()))
        case 2, 3:
            let duration = Double(reader.coordinate()) / 100   // NaN and negative included
            let options: UIView.AnimationOptions = reader.next() % 2 == 0 ? [.allowUserInteraction] : reader.next() % 3 == 0 ? [.repeat, .autoreverse] : []
            let removeWhenDone = reader.next() % 3 == 0
            let target = CGPoint(x: reader.coordinate(), y: reader.coordinate())
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                view.center = target
                view.alpha = view.alpha < 0.5 ? 1 : 0.3
            }, completion: { _ in if removeWhenDone { view.removeFromSuperview() } })
        case 4:
            view.layer.removeAllAnimations()
        default:
            view.layer.cornerRadius = CGFloat(reader.next())
            view.tintColor = reader.next() % 2 == 0 ? nil : .systemPink
            view.overrideUserInterfaceStyle = reader.next() % 2 == 0 ? .dark : .unspecified
        }
    }

    /// Changes the tree the way a handler might.
    func mutate(_ view: FuzzView) {
        switch reader.next() % 8 {
        case 0: view.removeFromSuperview()
        case 1: window.rootViewController?.view.addSubview(view)
        case 2: view.isHidden.toggle()
        case 3: view.alpha = view.alpha < 0.5 ? 1 : 0
        case 4: view.transform = CGAffineTransform(rotationAngle: CGFloat(reader.next()) / 40)
        case 5: view.isUserInteractionEnabled.toggle()
        case 6: view.becomeFirstResponder()
        default: window.isHidden = reader.next() % 4 == 0
        }
    }

    // MARK: The invariant

    // Only the touches delivered to the view itself count: a touch forwarded up the chain (a handler
    // calling super) reaches other views too, and what they get is the forwarding view's business.

    func began(_ view: FuzzView, _ touches: Set<UITouch>) {
        for touch in touches where touch.view === view {
            open[ObjectIdentifier(view), default: []].insert(ObjectIdentifier(touch))
        }
    }

    func pressBegan(_ view: FuzzView, _ presses: Set<UIPress>) {
        for press in presses where press.responder === view {
            precondition(openPresses[ObjectIdentifier(view), default: []].insert(ObjectIdentifier(press)).inserted,
                         "view \(view.index) got pressesBegan twice for one press")
        }
    }

    func pressEnded(_ view: FuzzView, _ presses: Set<UIPress>) {
        for press in presses where press.responder === view {
            precondition(openPresses[ObjectIdentifier(view)]?.remove(ObjectIdentifier(press)) != nil,
                         "view \(view.index) got an ending for a press that is not open there")
        }
    }

    func phase(_ view: FuzzView, _ touches: Set<UITouch>, ending: Bool) {
        for touch in touches where touch.view === view {
            let key = ObjectIdentifier(touch)
            precondition(open[ObjectIdentifier(view)]?.contains(key) == true,
                         "view \(view.index) got a phase for a touch that is not open there")
            if ending { open[ObjectIdentifier(view)]?.remove(key) }
        }
    }
}

/// A view that checks the invariant in its handlers and, depending on its behaviour byte, changes
/// the world from inside them.
final class FuzzView: UIView {
    unowned let run: FuzzRun
    let index: Int
    var behaviour: UInt8 = 0

    init(frame: CGRect, run: FuzzRun, index: Int) {
        self.run = run
        self.index = index
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("not used")
    }

    override var canBecomeFirstResponder: Bool { behaviour % 3 == 0 }
    /// The hostile overrides, set by the input.
    var loopTo: UIResponder?
    var onResign: ((FuzzView) -> Void)?
    override var next: UIResponder? { loopTo ?? super.next }

    override func resignFirstResponder() -> Bool {
        let hook = onResign
        onResign = nil
        hook?(self)
        return super.resignFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { run.pressBegan(self, presses) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { run.pressEnded(self, presses) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { run.pressEnded(self, presses) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        run.began(self, touches)
        if behaviour % 5 == 1 { run.mutate(self) }
        if behaviour % 7 == 2 { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        run.phase(self, touches, ending: false)
        if behaviour % 11 == 3 { run.mutate(self) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        run.phase(self, touches, ending: true)
        if behaviour % 13 == 4 { run.mutate(self) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        run.phase(self, touches, ending: true)
    }
}
