import Foundation
import ResponderKit

/// One fuzz input played against a fresh world: a window with a small tree of views (some of which
/// change the tree from their handlers), a text field, a button and gesture recognizers.
///
/// Invariant, checked after every step and at the end (a violation traps, which libFuzzer reports
/// with the input that caused it): a view never gets a touch phase for a touch whose beginning it did
/// not get, nor anything after that touch's ending; and once the run is over, after an interruption,
/// no touch is left open anywhere.
@MainActor
final class FuzzRun {
    private var reader: ByteReader
    private let application = UIApplication.shared
    private var time: TimeInterval = 100
    private var open: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    private var views: [FuzzView] = []
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

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
        let stillOpen = open.values.reduce(0) { $0 + $1.count }
        precondition(stillOpen == 0, "\(stillOpen) touch(es) never got an ending")
        window.isHidden = true
        for view in views { view.removeFromSuperview() }
    }

    // MARK: The world

    private func buildWorld() {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var parents: [UIView] = [root.view]
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
    }

    // MARK: Steps

    private func nextTime() -> TimeInterval {
        time += 1.0 / 60
        return time
    }

    private func step() {
        switch reader.next() % 10 {
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
        default:
            break
        }
        application.processPendingEvents()
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
