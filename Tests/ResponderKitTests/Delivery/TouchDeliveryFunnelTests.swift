import Foundation
import ResponderKit
import Testing

// One way a touch is delivered: whatever reaches a view's touch methods — a frame, a touch
// a recognizer held back and releases, a cancellation — passes through the app's sendEvent overrides
// and is in the trace. Written as app code: only ResponderKit's public API.

/// A window whose `sendEvent` override writes down each touch event it sees, and can drop them.
@MainActor
private final class FilteringWindow: UIWindow {
    var log: [String] = []
    /// Drops the touch events sent while another is being handled: the releases and cancellations
    /// that a frame's recognizers cause.
    var dropsNested = false
    private var depth = 0
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches {
            let phases = (event.allTouches ?? []).map { "\($0.phase)" }.sorted().joined(separator: ",")
            let drop = dropsNested && depth > 0
            log.append("sendEvent(\(phases))\(drop ? " dropped" : "")")
            if drop { return }
        }
        depth += 1
        super.sendEvent(event)
        depth -= 1
    }
}

/// A view that writes its touch calls into the window's log.
@MainActor
private final class LoggingView: UIView {
    unowned let window_: FilteringWindow
    init(frame: CGRect, window: FilteringWindow) {
        window_ = window
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { window_.log.append("view.began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { window_.log.append("view.moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { window_.log.append("view.ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        window_.log.append("view.cancelled")
    }
}

@MainActor
private func scene() -> (FilteringWindow, LoggingView, Driver) {
    let driver = Driver()
    let window = FilteringWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    Driver.shown.append(window)
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), window: window)
    window.rootViewController?.view.addSubview(view)
    return (window, view, driver)
}

/// Raw input through the application, as a backend sends it.
@MainActor
private final class Driver {
    private static var start: TimeInterval = 700_000
    /// The windows `scene()` showed: the application holds windows weakly, so they are kept here
    /// until the next `Driver()` hides them.
    static var shown: [UIWindow] = []
    private var time: TimeInterval
    init() {
        Driver.start += 10_000
        time = Driver.start
        UIApplication.shared.enqueue(.cancelAllTouches(timestamp: time))
        UIApplication.shared.processPendingEvents()
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        Driver.shown.removeAll()
        time += 1
    }
    func send(_ id: Int, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) {
        UIApplication.shared.enqueue(
            .touches([TouchInput(id: id, phase: phase, location: CGPoint(x: x, y: y))], timestamp: time))
        UIApplication.shared.processPendingEvents()
        time += 1.0 / 60
    }
    func wait(_ seconds: TimeInterval) {
        time += seconds
        UIApplication.shared.enqueue(.timePassed(timestamp: time))
        UIApplication.shared.processPendingEvents()
    }
}

@MainActor
@Suite("Touch delivery: one funnel through sendEvent, in the trace")
struct TouchDeliveryFunnelTests {
    @Test("""
        B114: a beginning a recognizer held back, released when it fails, passes through the window's sendEvent \
        override
        """)
    func releasedTouchGoesThroughSendEvent() {
        let (window, view, input) = scene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)

        input.send(1, .began, 50, 50)
        #expect(window.log == ["sendEvent(began)"], "held back: the view has nothing yet")
        input.send(1, .moved, 100, 50)  // moves too far: the tap fails and lets the touch go
        #expect(
            window.log
                == ["sendEvent(moved)", "sendEvent(moved)", "view.began", "view.moved"].reduce(into: [
                    "sendEvent(began)"
                ]) { $0.append($1) },
                "the release is a sendEvent of its own, inside the frame's, before the frame's move")
        input.send(1, .ended, 100, 50)
        #expect(window.log.suffix(2) == ["sendEvent(ended)", "view.ended"])
    }

    @Test("B113: touches a recognizer cancels in the view pass through the window's sendEvent override")
    func cancelledTouchGoesThroughSendEvent() {
        let (window, view, input) = scene()
        view.addGestureRecognizer(UIPanGestureRecognizer())
        input.send(1, .began, 50, 50)
        input.send(1, .moved, 52, 50)
        input.send(1, .moved, 90, 50)  // the pan begins and cancels the view's touch
        #expect(
            window.log == [
                "sendEvent(began)", "view.began", "sendEvent(moved)", "view.moved", "sendEvent(moved)",
                "sendEvent(moved)", "view.cancelled",
            ])
        input.send(1, .ended, 90, 50)
        #expect(window.log.last == "sendEvent(ended)", "nothing more for the view")
    }

    @Test("B52: a view removed mid-touch gets its cancellation through the window's sendEvent override")
    func removalCancellationGoesThroughSendEvent() {
        let (window, view, input) = scene()
        input.send(1, .began, 50, 50)
        view.removeFromSuperview()
        #expect(window.log == ["sendEvent(began)", "view.began", "sendEvent(cancelled)", "view.cancelled"])
        input.send(1, .ended, 50, 50)
        #expect(window.log.count == 4, "the lift is absorbed")
    }

    @Test("""
        An override that drops a cancellation or a release: the view hears nothing more of that touch, and nothing \
        breaks
        """)
    func droppedCancellationAndRelease() {
        var diagnostics: [Diagnostic] = []
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = nil }
        let (window, view, input) = scene()
        view.addGestureRecognizer(UIPanGestureRecognizer())
        input.send(1, .began, 50, 50)
        window.dropsNested = true
        input.send(1, .moved, 90, 50)  // the pan begins; the cancellation it causes is dropped
        window.dropsNested = false
        #expect(window.log.last == "sendEvent(moved) dropped")
        input.send(1, .moved, 95, 50)
        input.send(1, .ended, 95, 50)
        #expect(window.log.filter { $0.hasPrefix("view") } == ["view.began"])

        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let (window2, view2, input2) = scene()
        view2.addGestureRecognizer(tap)
        input2.send(2, .began, 50, 50)
        window2.dropsNested = true
        input2.send(2, .moved, 120, 50)  // the tap fails; the release is dropped
        window2.dropsNested = false
        #expect(window2.log.last == "sendEvent(moved) dropped")
        input2.send(2, .moved, 130, 50)
        input2.send(2, .ended, 130, 50)
        #expect(
            window2.log.filter { $0.hasPrefix("view") }.isEmpty, "a view that never saw the touch begin gets none of it"
        )
        #expect(!diagnostics.contains { $0.kind == .illegalDeliveryTransition })
    }

    @Test("The tracer's explanation of a touch whose beginning a recognizer held back names its later delivery")
    func explanationNamesLaterDelivery() {
        let (_, view, input) = scene()
        view.accessibilityIdentifier = "pad"
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let tracer = EventTracer()
        UIApplication.shared.tracer = tracer
        defer { UIApplication.shared.tracer = nil }

        input.send(1, .began, 50, 50)
        input.send(1, .moved, 120, 50)
        input.send(1, .ended, 120, 50)
        let text = tracer.explainLastTouch() ?? ""
        #expect(text.contains("A gesture recognizer held its beginning back from pad."))
        #expect(
            text.contains("Later, when no recognizer held it back any more, its beginning reached pad (touchesBegan)"),
            "\(text)")
        #expect(tracer.records.contains { record in
                if case let .touchReleased(view, phase, _) = record.kind {
                    return view.name == "pad" && phase == "beginning"
                }
            return false
        })

        // Recognised instead: the beginning never reaches the view, and the explanation says why.
        tracer.clear()
        input.send(2, .began, 50, 50)
        input.send(2, .ended, 50, 50)
        input.wait(1)
        let recognised = tracer.explainLastTouch() ?? ""
        #expect(recognised.contains("It never reached pad"), "\(recognised)")
    }

    @Test("A view's touch methods are called from one place in ResponderKit's sources: TouchDelivery.send")
    func oneCallSite() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let call = /([A-Za-z_][A-Za-z_0-9]*)\??\.touches(?:Began|Moved|Ended|Cancelled)\(/
        var sites: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: call) {
                    let receiver = String(match.output.1)
                    // Not a view: the chain's default forwarding to `next`, a subclass calling
                    // `super`, the arena giving recognizers their touches.
                    if ["next", "super", "recognizer"].contains(receiver) { continue }
                    sites.append("\(url.lastPathComponent):\(number + 1)")
                }
            }
        }
        #expect(!sites.isEmpty)
        #expect(Set(sites.map { $0.split(separator: ":")[0] }) == ["TouchDelivery.swift"], "\(sites)")
    }
}
