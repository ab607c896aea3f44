import ResponderKit

// Imports only ResponderKit, like the iOS-style test files that use it.


/// A phone's screen and a hand: raw input the way a backend sends it, on a clock of its own that
/// starts past every other test's (time running backwards between tests starts a new tap series).
@MainActor
final class Phone {
    private static var clock: TimeInterval = 2_000_000_000
    private(set) var time: TimeInterval
    let app = UIApplication.shared
    var diagnostics: [Diagnostic] = []

    init() {
        Phone.clock += 10_000
        time = Phone.clock
        app.enqueue(.cancelAllTouches(timestamp: time))
        app.processPendingEvents()
        for window in app.windows where !window.isHidden { window.isHidden = true }
        app.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    func tap(_ point: CGPoint) {
        touch(.began, point)
        touch(.ended, point)
        wait(1)
    }

    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        touch(.began, start)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touch(.moved, CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        touch(.ended, end)
        wait(1)
    }

    func press(_ key: KeyInput) {
        time += 0.05
        app.enqueue(.keyDown(key, timestamp: time))
        time += 0.05
        app.enqueue(.keyUp(key, timestamp: time))
        app.processPendingEvents()
    }

    func wait(_ seconds: TimeInterval) {
        time += seconds
        app.enqueue(.timePassed(timestamp: time))
        app.processPendingEvents()
    }

    /// One finger, step by step: down, moves, up (each a frame 16 ms after the last).
    func down(_ point: CGPoint) { touch(.began, point) }
    func move(_ point: CGPoint) { touch(.moved, point) }
    func up(_ point: CGPoint) { touch(.ended, point) }

    /// Two fingers (ids 1 and 2) in one frame.
    func fingers(_ phase: UITouch.Phase, _ a: CGPoint, _ b: CGPoint) {
        time += 0.016
        app.enqueue(
            .touches(
                [TouchInput(id: 1, phase: phase, location: a), TouchInput(id: 2, phase: phase, location: b)],
                timestamp: time))
        app.processPendingEvents()
    }

    /// Any raw input, one frame after the last, as a backend sends it.
    func send(_ make: (TimeInterval) -> RawInput) {
        time += 0.016
        app.enqueue(make(time))
        app.processPendingEvents()
    }

    /// The frame clock ticks every 16 ms for `seconds`, as a backend's would.
    func frames(for seconds: TimeInterval) {
        let end = time + seconds
        while time + 0.016 <= end {
            time += 0.016
            app.enqueue(.timePassed(timestamp: time))
        }
        app.processPendingEvents()
    }

    func touch(_ phase: UITouch.Phase, _ point: CGPoint) {
        time += 0.016
        app.enqueue(.touches([TouchInput(id: 1, phase: phase, location: point)], timestamp: time))
        app.processPendingEvents()
    }
}
