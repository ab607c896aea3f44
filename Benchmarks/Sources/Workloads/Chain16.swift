import Foundation
import ResponderKit

/// A view of the chain16 workload: it records every phase it is given, then passes the touches on to
/// its next responder through the default implementation (`super`), as docs/Performance.md asks.
///
/// The counters are private stored `Int`s read through a public computed property. That is not a
/// trick but the cheap way to keep a counter in a Swift class: a *public* stored property
/// (`public private(set) var counts = [0, 0, 0, 0]`, the first version of this file) makes every
/// `+= 1` a runtime exclusivity check (`swift_beginAccess`, ~150 instructions with its thread-local
/// lookup), because code outside the module could access it; a private one is proven exclusive at
/// compile time. Measured with callgrind, the public array cost 23,000 instructions of the 150,000
/// of a chain16 sequence (docs/Performance.md, "Exclusivity checks").
public final class ChainView: UIView {
    private var began = 0, moved = 0, ended = 0, cancelled = 0

    /// Phases received: began, moved, ended, cancelled.
    public var counts: [Int] { [began, moved, ended, cancelled] }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved += 1
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += 1
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelled += 1
        super.touchesCancelled(touches, with: event)
    }
}

/// chain16: a window holding a root with 16 nested `ChainView`s; one sequence is a touch down at
/// (500, 500), 8 moves by (+1, +1), and up — 10 phases, each reaching all 17 views.
@MainActor
public final class Chain16 {
    public let window: UIWindow
    public let root: ChainView
    public let deepest: ChainView
    private let application = UIApplication.shared
    private var time: TimeInterval = 1000

    public init() {
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = Workloads.nested(depth: 16) { ChainView(frame: $0) }
        self.root = root as! ChainView
        var last = root
        while let child = last.subviews.first { last = child }
        deepest = last as! ChainView
        window.addSubview(root)
        window.makeKeyAndVisible()
    }

    /// Sends `count` whole touch sequences through the application, one phase per frame.
    public func run(sequences count: Int) {
        for _ in 0..<count {
            var location = CGPoint(x: 500, y: 500)
            frame(.began, location)
            for _ in 0..<8 {
                location.x += 1
                location.y += 1
                frame(.moved, location)
            }
            frame(.ended, location)
        }
    }

    /// The hops alone, for comparison (`chain16-hops`): each sequence calls the deepest view's handlers
    /// directly — began, 8 moves, ended — and each forwards up the whole chain as in chain16, with no
    /// input, hit-test, event, recognizer or delivery around it. What UIKit's API makes a sequence cost
    /// at least (each hop reads `next`, retained).
    public func runHopsOnly(sequences count: Int) {
        let touches = Set<UITouch>()
        for _ in 0..<count {
            deepest.touchesBegan(touches, with: nil)
            for _ in 0..<8 { deepest.touchesMoved(touches, with: nil) }
            deepest.touchesEnded(touches, with: nil)
        }
    }

    /// The frame's one contact, reused: once the frame is dispatched nobody else holds the array, so
    /// changing it does not copy it, and the input costs the benchmark no allocation.
    /// (Unchecked exclusivity: the harness's own array, changed in place between frames; the check
    /// would add the harness's cost to every figure.)
    @exclusivity(unchecked) private var contacts = [TouchInput(id: 1, phase: .began, location: .zero)]

    /// One phase of touch 1, in a frame of its own.
    public func frame(_ phase: UITouch.Phase, _ location: CGPoint) {
        time += 1.0 / 120
        contacts[0].phase = phase
        contacts[0].location = location
        application.enqueue(.touches(contacts, timestamp: time))
        application.processPendingEvents()
    }
}

/// Ten fingers moving over app1k: the touch-move stream (steady state of `touchesMoved` dispatch).
/// With `withGestureRecognizers`, the gesture-heavy variant: a pan and a pinch on the root, a tap on
/// every row and a long press on every cell, all watching the fingers.
@MainActor
public final class TenFingerStream {
    public let window: UIWindow
    private let application = UIApplication.shared
    /// The streams of one process share a clock, so a second stream never goes back in time.
    private static var clock: TimeInterval = 5000
    private var time: TimeInterval {
        get { TenFingerStream.clock }
        set { TenFingerStream.clock = newValue }
    }
    private var step = 0
    private var contacts: [TouchInput]

    public init(withGestureRecognizers: Bool = false) {
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let root = Workloads.app1k()
        for view in Self.allViews(root) { view.isMultipleTouchEnabled = true }
        if withGestureRecognizers {
            root.addGestureRecognizer(UIPanGestureRecognizer())
            root.addGestureRecognizer(UIPinchGestureRecognizer())
            for row in root.subviews {
                row.addGestureRecognizer(UITapGestureRecognizer())
                for cell in row.subviews { cell.addGestureRecognizer(UILongPressGestureRecognizer()) }
            }
        }
        window.addSubview(root)
        window.makeKeyAndVisible()
        contacts = (0..<10).map {
            TouchInput(
                id: 100 + $0, phase: .began, location: CGPoint(x: 50 + 90 * Double($0), y: 100 + 80 * Double($0)))
        }
        time += 1.0 / 120
        application.enqueue(.touches(contacts, timestamp: time))
        application.processPendingEvents()
        for i in contacts.indices { contacts[i].phase = .moved }
    }

    /// `count` frames in which all ten fingers move by one point (back and forth).
    public func move(frames count: Int) {
        for _ in 0..<count {
            step += 1
            let delta: CGFloat = step % 2 == 0 ? -1 : 1
            for i in contacts.indices { contacts[i].location.x += delta }
            time += 1.0 / 120
            application.enqueue(.touches(contacts, timestamp: time))
            application.processPendingEvents()
        }
    }

    /// Lifts the fingers.
    public func end() {
        for i in contacts.indices { contacts[i].phase = .ended }
        time += 1.0 / 120
        application.enqueue(.touches(contacts, timestamp: time))
        application.processPendingEvents()
    }

    private static func allViews(_ view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap(allViews)
    }
}
