import ResponderKit
import ResponderKitTesting
import Testing

// The work iOS code starts from its handlers — Task, DispatchQueue.main, asyncAfter, Timer,
// perform(_:with:afterDelay:) — runs, in order, as it does in an app. Written as app code: these
// files import only ResponderKit (and the testing helpers).

/// A store whose load takes real time, as a network or disk read does.
private actor NoteStore {
    func load() async -> [String] {
        try? await Task.sleep(nanoseconds: 20_000_000)
        return ["Milk", "Eggs", "Bread"]
    }
}

private final class LoadingViewController: UIViewController {
    let store = NoteStore()
    let loadButton = UIButton(type: .system)
    let label = UILabel()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        loadButton.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        label.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
        view.addSubview(loadButton)
        view.addSubview(label)
        loadButton.addTarget(self, action: Selector("load"), for: .touchUpInside)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("load") { return { [weak self] _, _ in self?.load() } }
        return super.actionMethod(for: action)
    }

    func load() {
        log.append("tapped")
        label.text = "Loading…"
        Task {
            let notes = await store.load()
            log.append("loaded")
            label.text = "\(notes.count) notes"
        }
        log.append("action returned")
    }
}

private final class BannerView: UIView {
    var log: [String] = []
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("touchesEnded")
        addSubview(banner)
        DispatchQueue.main.async { self.log.append("main queue") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) {
            self.log.append("banner hidden")
            self.banner.removeFromSuperview()
        }
        log.append("handler returned")
    }
}

@MainActor
@Suite("Main-queue work, tasks, timers and delayed performs started by event handlers", .serialized)
struct MainLoopWorkTests {
    private func showing(_ controller: UIViewController) -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, InputSimulator(startTime: 5_000_000_000))
    }

    @Test("""
        A button's action starts a Task that awaits a load and sets a label: the label changes after the action \
        returns
        """)
    func taskFromAnAction() async {
        let controller = LoadingViewController()
        let (window, input) = showing(controller)
        input.tap(at: input.screenPoint(of: controller.loadButton))
        #expect(controller.label.text == "Loading…")
        #expect(controller.log == ["tapped", "action returned"])
        #expect(await input.runMainLoop(until: { controller.label.text == "3 notes" }))
        #expect(controller.log == ["tapped", "action returned", "loaded"])
        window.isHidden = true
    }

    @Test("DispatchQueue.main.async runs after the handler; asyncAfter hides the banner later")
    func mainQueueAndAsyncAfter() async {
        let controller = UIViewController()
        let view = BannerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view = view
        let (window, input) = showing(controller)
        input.tap(at: CGPoint(x: 200, y: 400))
        #expect(view.log == ["touchesEnded", "handler returned"])
        #expect(view.banner.superview === view)
        // The main queue's block first, then — 30 ms later — asyncAfter's (other tests sharing the main
        // actor may delay both, never reorder them).
        #expect(await input.runMainLoop(until: { view.banner.superview == nil }))
        #expect(view.log == ["touchesEnded", "handler returned", "main queue", "banner hidden"])
        window.isHidden = true
    }

    @Test("A repeating Timer made in a handler counts down when its time comes, and stops when invalidated")
    func timerCountdown() {
        final class Countdown: @unchecked Sendable {
            var remaining = 3
            var ticks: [Int] = []
        }
        let input = InputSimulator(startTime: 5_100_000_000)
        let countdown = Countdown()
        let scheduled = Date()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
            countdown.remaining -= 1
            countdown.ticks.append(countdown.remaining)
            if countdown.remaining == 0 { timer.invalidate() }
        }
        input.runLoopOnce()
        // A loaded machine may stall this thread past the first fire date; only a pass that surely ran
        // before it can say the timer waited.
        if Date().timeIntervalSince(scheduled) < 0.05 {
            #expect(countdown.ticks.isEmpty, "not due yet")
        }
        let deadline = Date(timeIntervalSinceNow: 20)
        while countdown.remaining > 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.011)
            input.advance(by: 0.011)
        }
        #expect(countdown.ticks == [2, 1, 0])
        #expect(!timer.isValid)
    }

    @Test("""
        perform(_:with:afterDelay:) performs the action later with its argument; cancelPreviousPerformRequests \
        removes it
        """)
    func delayedPerform() {
        final class SearchField: UIView {
            var searches: [String] = []
            override func actionMethod(for action: Selector) -> UIActionMethod? {
                if action == Selector("search:") {
                    return { [weak self] query, _ in self?.searches.append(query as? String ?? "?") }
                }
                return super.actionMethod(for: action)
            }
            func typed(_ text: String) {
                // The debounce pattern: each keystroke cancels the last request and makes a new one.
                NSObject.cancelPreviousPerformRequests(
                    withTarget: self, selector: Selector("search:"), object: String(text.dropLast()))
                perform(Selector("search:"), with: text, afterDelay: 0.02)
            }
        }
        let input = InputSimulator(startTime: 5_200_000_000)
        let field = SearchField()
        field.typed("m")
        field.typed("mi")
        field.typed("mil")
        input.runLoopOnce()
        #expect(field.searches.isEmpty, "never at once, even when due")
        Thread.sleep(forTimeInterval: 0.03)
        input.runLoopOnce()
        #expect(field.searches == ["mil"])

        field.perform(Selector("search:"), with: "x", afterDelay: 0)
        field.perform(Selector("search:"), with: "y", afterDelay: 0)
        UIView.cancelPreviousPerformRequests(withTarget: field)
        Thread.sleep(forTimeInterval: 0.01)
        input.runLoopOnce()
        #expect(field.searches == ["mil"], "all of the target's requests were cancelled")
    }

    @Test("A delayed perform of an action the target does not perform is a diagnostic, not a crash")
    func delayedPerformUnhandled() {
        let input = InputSimulator(startTime: 5_300_000_000)
        var reports: [Diagnostic] = []
        let saved = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { reports.append($0) }
        defer { UIApplication.shared.diagnosticHandler = saved }
        UIView().perform(Selector("noSuchAction"), with: nil, afterDelay: 0)
        Thread.sleep(forTimeInterval: 0.005)
        input.runLoopOnce()
        #expect(reports.map(\.kind) == [.unhandledAction])
    }

    @Test("Input enqueued from another thread is delivered by the next turn")
    func inputFromAnotherThread() {
        // Synchronous on purpose: other tests hide every window while an async test awaits.
        final class Recorder: UIView {
            var phases: [UITouch.Phase] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.began) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.ended) }
        }
        let controller = UIViewController()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view = view
        let (window, input) = showing(controller)
        let application = UIApplication.shared
        let time = input.time
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            application.enqueue(
                .touches([TouchInput(id: 77, phase: .began, location: CGPoint(x: 50, y: 50))], timestamp: time))
            application.enqueue(
                .touches([TouchInput(id: 77, phase: .ended, location: CGPoint(x: 50, y: 50))], timestamp: time + 0.05))
            sent.signal()
        }
        sent.wait()
        #expect(view.phases.isEmpty, "nothing is delivered until the loop takes a turn")
        input.runLoopOnce()
        #expect(view.phases == [.began, .ended])
        window.isHidden = true
    }

    @Test("A loop sleeping in the run loop delivers input other threads enqueue meanwhile, in each thread's order")
    func sleepingLoopWokenByOtherThreads() {
        // Synchronous on purpose: an async test would let other tests run at its awaits, and those
        // hide every window (Phone), so the taps would find none.
        final class Counter: UIView {
            var began: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began.append(contentsOf: touches.map { Int($0.location(in: nil).x) })
            }
        }
        let controller = UIViewController()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        // Two threads' fingers may be down at once: the view takes more than the first.
        view.isMultipleTouchEnabled = true
        controller.view = view
        let (window, input) = showing(controller)
        let application = UIApplication.shared
        var reports: [String] = []
        let savedHandler = application.diagnosticHandler
        application.diagnosticHandler = { reports.append($0.description) }
        defer { application.diagnosticHandler = savedHandler }
        let start = input.time
        // Two backend threads of their own (not tasks: the cooperative pool may be busy with other
        // tests), each sending 20 taps.
        let finished = DispatchGroup()
        for thread in 0..<2 {
            finished.enter()
            Thread.detachNewThread {
                for i in 0..<20 {
                    let id = 1000 + thread * 100 + i
                    let x = CGFloat(10 + thread * 100 + i)
                    let time = start + Double(thread * 100 + i)
                    application.enqueue(
                        .touches([TouchInput(id: id, phase: .began, location: CGPoint(x: x, y: 10))], timestamp: time))
                    application.enqueue(
                        .touches(
                            [TouchInput(id: id, phase: .ended, location: CGPoint(x: x, y: 10))], timestamp: time + 0.01)
                    )
                    usleep(200)
                }
                finished.leave()
            }
        }
        let deadline = Date(timeIntervalSinceNow: 30)
        while view.began.count < 40, Date() < deadline {
            application.processPendingEvents()
            application.runMainLoopSources(until: Date(timeIntervalSinceNow: 0.05))
        }
        finished.wait()
        #expect(view.began.count == 40, "\(reports)")
        #expect(view.began.filter { $0 < 100 } == Array(10..<30), "one thread's input keeps its order")
        #expect(view.began.filter { $0 >= 100 } == Array(110..<130))
        window.isHidden = true
    }
}
