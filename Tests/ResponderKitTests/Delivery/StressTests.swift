import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A seeded, model-based stress test: random view trees with recognizers and
/// controls, random multi-touch input mixed with bad input, keys, motion and interruptions, and handlers
/// that change the world mid-dispatch. After every step the invariants of docs/Reliability.md are checked.
/// A failing seed is printed; run one seed with `STRESS_SEED=… swift test --filter StressTests`.
@MainActor
@Suite("Stress: random worlds, random input")
struct StressTests {
    /// The worlds' generator: SplitMix64 (Support/SplitMix.swift) and the draws the worlds need.
    struct Random: RandomNumberGenerator {
        var generator: SplitMix
        init(state: UInt64) { generator = SplitMix(state: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
        mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
        mutating func point() -> CGPoint { CGPoint(x: Double(int(400)) - 5, y: Double(int(860)) - 8) }
    }

    /// What went wrong, with the seed and step.
    @MainActor
    final class Checker {
        var violations: [String] = []
        /// Per view and touch: whether the touch is open in that view (began delivered, no ending yet).
        var open: [ObjectIdentifier: [ObjectIdentifier: Bool]] = [:]
        func began(_ view: UIView, _ touches: Set<UITouch>) {
            for touch in touches { open[ObjectIdentifier(view), default: [:]][ObjectIdentifier(touch)] = true }
        }
        func phase(_ view: UIView, _ touches: Set<UITouch>, ending: Bool, _ method: String) {
            for touch in touches {
                let key = ObjectIdentifier(touch)
                guard open[ObjectIdentifier(view)]?[key] == true else {
                    violations.append(
                        "\(view.accessibilityIdentifier ?? "?") got \(method) for a touch that is not open there")
                    continue
                }
                if ending { open[ObjectIdentifier(view)]?[key] = false }
            }
        }
        var openCount: Int { open.values.reduce(0) { $0 + $1.values.filter { $0 }.count } }

        /// Every call a view or a recognizer's action got, in order, with touches numbered by first
        /// appearance — the full log two runs of one seed are compared by (TouchDeliveryFastPathTests).
        var events: [String] = []
        /// How a touch is named in the log (its contact id, where the test can read it); `nil`: the
        /// log is not kept.
        static var touchLabel: (@MainActor (UITouch) -> Int)?
        func note(_ receiver: String, _ method: String, _ touches: Set<UITouch>) {
            guard let label = Checker.touchLabel else { return }
            events.append("\(receiver).\(method)\(touches.map(label).sorted())")
        }
    }

    /// A view whose handlers check the touch bookkeeping and sometimes change the world.
    final class StressView: UIView {
        unowned let checker: Checker
        var mutation: (@MainActor (StressView) -> Void)?
        var canBecome = false
        init(frame: CGRect, checker: Checker) {
            self.checker = checker
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var canBecomeFirstResponder: Bool { canBecome }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.note(accessibilityIdentifier ?? "?", "touchesBegan", touches)
            checker.began(self, touches)
            mutation?(self)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.note(accessibilityIdentifier ?? "?", "touchesMoved", touches)
            checker.phase(self, touches, ending: false, "touchesMoved")
            mutation?(self)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.note(accessibilityIdentifier ?? "?", "touchesEnded", touches)
            checker.phase(self, touches, ending: true, "touchesEnded")
            mutation?(self)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.note(accessibilityIdentifier ?? "?", "touchesCancelled", touches)
            checker.phase(self, touches, ending: true, "touchesCancelled")
        }
    }

    struct Outcome {
        var violations: [String]
        var leaked: Int
        var steps: Int
        var events: [String] = []
    }

    /// `fingers`: how many contacts the random frames use (1 makes every event one touch's, the
    /// delivery's one-touch lane; bad input still brings in others now and then).
    static func run(seed: UInt64, steps: Int, fingers: Int = 5) -> Outcome {
        var random = Random(state: seed)
        let checker = Checker()
        let input = TestWorld.input()
        let application = UIApplication.shared
        var weakViews: [() -> AnyObject?] = []
        application.diagnosticHandler = { _ in }  // bad input is expected here; it is tested elsewhere
        defer { application.diagnosticHandler = nil }
        do {
            var windows: [UIWindow] = []
            var views: [StressView] = []
            var scrollers: [UIScrollView] = []
            for w in 0..<(1 + random.int(2)) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.windowLevel = UIWindow.Level(CGFloat(random.int(2)))
                window.accessibilityIdentifier = "window\(w)"
                windows.append(window)
                var pool: [UIView] = [window]
                // Scroll views among the parents (their delayed touches, pans, zooming).
                for s in 0..<random.int(3) {
                    let scroller = UIScrollView(
                        frame: CGRect(
                            x: random.int(100), y: random.int(300), width: 200 + random.int(190),
                            height: 200 + random.int(400)))
                    scroller.contentSize = CGSize(width: 200 + random.int(1500), height: 200 + random.int(3000))
                    scroller.accessibilityIdentifier = "s\(w).\(s)"
                    scroller.isPagingEnabled = random.chance(0.3)
                    scroller.delaysContentTouches = random.chance(0.7)
                    scroller.canCancelContentTouches = random.chance(0.8)
                    pool[random.int(pool.count)].addSubview(scroller)
                    pool.append(scroller)
                    scrollers.append(scroller)
                }
                for i in 0..<(8 + random.int(20)) {
                    let parent = pool[random.int(pool.count)]
                    let frame = CGRect(
                        x: random.int(200), y: random.int(400), width: 30 + random.int(300),
                        height: 30 + random.int(400))
                    let view = StressView(frame: frame, checker: checker)
                    view.accessibilityIdentifier = "v\(w).\(i)"
                    view.isMultipleTouchEnabled = random.chance(0.5)
                    view.isExclusiveTouch = random.chance(0.1)
                    view.isHidden = random.chance(0.05)
                    view.canBecome = random.chance(0.3)
                    if random.chance(0.2) {
                        let name = "v\(w).\(i)"
                        let action: @MainActor (UIGestureRecognizer) -> Void = { [unowned checker] recognizer in
                            checker.events.append("\(name).\(type(of: recognizer)).action(\(recognizer.state))")
                        }
                        let recognizer: UIGestureRecognizer = [
                            UITapGestureRecognizer(handler: action), UIPanGestureRecognizer(handler: action),
                            UILongPressGestureRecognizer(handler: action), UIPinchGestureRecognizer(handler: action),
                        ][random.int(4)]
                        recognizer.cancelsTouchesInView = random.chance(0.7)
                        recognizer.delaysTouchesBegan = random.chance(0.3)
                        recognizer.delaysTouchesEnded = random.chance(0.7)
                        view.addGestureRecognizer(recognizer)
                    }
                    parent.addSubview(view)
                    views.append(view)
                    pool.append(view)
                }
                if w == 0 { window.makeKeyAndVisible() } else { window.isHidden = false }
            }
            for view in views { weakViews.append { [weak view] in view } }
            for scroller in scrollers { weakViews.append { [weak scroller] in scroller } }
            for window in windows { weakViews.append { [weak window] in window } }
            // Handlers that change the world mid-dispatch.
            var mutationRandom = Random(state: seed ^ 0xABCDEF)
            let allViews = views, allWindows = windows
            for view in views where random.chance(0.25) {
                view.mutation = { me in
                    switch mutationRandom.int(7) {
                    case 0: me.removeFromSuperview()
                    case 1:
                        if let other = allViews.randomElement(using: &mutationRandom) { other.removeFromSuperview() }
                    case 2:
                        if let other = allViews.randomElement(using: &mutationRandom),
                            let host = allViews.randomElement(using: &mutationRandom), !host.isDescendant(of: other)
                        {
                            host.addSubview(other)
                        }
                    case 3: me.becomeFirstResponder()
                    case 4: allWindows.randomElement(using: &mutationRandom)?.isHidden.toggle()
                    case 5:
                        application.enqueue(
                            .touches(
                                [
                                    TouchInput(
                                        id: 90 + mutationRandom.int(3), phase: .moved, location: mutationRandom.point())
                                ], timestamp: input.time))
                    default: me.isUserInteractionEnabled.toggle()
                    }
                }
            }
            var down: [Int: CGPoint] = [:]
            for step in 0..<steps {
                switch random.int(22) {
                case 0..<7:
                    // A frame of finger changes: some begin, some move, some lift.
                    var contacts: [TouchInput] = []
                    for id in 1...fingers {
                        if let p = down[id] {
                            let r = random.int(10)
                            if r < 5 {
                                let q = CGPoint(
                                    x: p.x + Double(random.int(40)) - 20, y: p.y + Double(random.int(40)) - 20)
                                down[id] = q
                                contacts.append(TouchInput(id: id, phase: .moved, location: q))
                            } else if r < 7 {
                                down[id] = nil
                                contacts.append(TouchInput(id: id, phase: .ended, location: p))
                            } else if r == 7 {
                                contacts.append(TouchInput(id: id, phase: .stationary, location: p))
                            }
                        } else if random.chance(0.3) {
                            let p = random.point()
                            down[id] = p
                            contacts.append(TouchInput(id: id, phase: .began, location: p))
                        }
                    }
                    input.sendFrame(contacts)
                case 7:
                    // Bad input: unknown ids, NaN, a second began, time going back, hover phases.
                    let bad: [TouchInput] = [
                        TouchInput(id: 50 + random.int(5), phase: .moved, location: random.point()),
                        TouchInput(id: 1 + random.int(5), phase: .began, location: random.point()),
                        TouchInput(id: 1 + random.int(5), phase: .moved, location: CGPoint(x: CGFloat.nan, y: 3)),
                        TouchInput(id: 1 + random.int(5), phase: .regionMoved, location: random.point()),
                    ]
                    let pick = bad[random.int(bad.count)]
                    if pick.phase == .began { down[pick.id] = pick.location }
                    let time = random.chance(0.3) ? input.time - 5 : input.time
                    input.send(.touches([pick], timestamp: time))
                case 8: input.interruption(); down.removeAll()
                case 9: input.advanceClock(by: Double(random.int(8)) / 10)
                case 10: input.send(.motionBegan(.motionShake, timestamp: input.time))
                case 11: input.send(.motionEnded(.motionShake, timestamp: input.time))
                case 12: input.send(.remoteControl(.remoteControlPlay, timestamp: input.time))
                case 13: input.press(InputSimulator.keyInput(for: "abc\u{8}\n".randomElement(using: &random)!))
                case 14: views.randomElement(using: &random)?.becomeFirstResponder()
                case 15: views.randomElement(using: &random)?.removeFromSuperview()
                case 16:
                    if let view = views.randomElement(using: &random),
                        let host = ([windows.randomElement(using: &random)!] as [UIView] + views).randomElement(
                            using: &random),
                       host !== view, !host.isDescendant(of: view) { host.addSubview(view) }
                case 17: input.sendFrame([])
                case 18: windows.randomElement(using: &random)?.makeKeyAndVisible()
                case 19:
                    // The pointer: a wheel notch, a trackpad scroll, hovering, a trackpad pinch.
                    let at = random.point()
                    switch random.int(5) {
                    case 0: input.scrollWheel(lines: CGPoint(x: random.int(3) - 1, y: random.int(7) - 3), at: at)
                    case 1:
                        input.trackpadScroll(
                            by: CGPoint(x: random.int(200) - 100, y: random.int(400) - 200), at: at,
                            steps: 1 + random.int(4))
                    case 2: input.movePointer(to: at)
                    case 3:
                        input.trackpadTransform(
                            toScale: 0.5 + Double(random.int(20)) / 10, rotation: Double(random.int(7) - 3) / 10,
                            at: at, steps: 1 + random.int(3))
                    default: input.pointerExit()
                    }
                case 20:
                    scrollers.randomElement(using: &random)?.setContentOffset(
                        random.point(), animated: random.chance(0.5))
                default: views.randomElement(using: &random)?.alpha = random.chance(0.5) ? 0.005 : 1
                }
                // The first responder of every window is in that window (or none).
                for window in windows {
                    if let responder = (window.subviews.first.flatMap { _ in findFirstResponder(in: window) }),
                        responder.window !== window
                    {
                        checker.violations.append(
                            "step \(step): a first responder of \(window.accessibilityIdentifier ?? "?") is not in it")
                    }
                }
                if !checker.violations.isEmpty {
                    return Outcome(
                        violations: checker.violations.map { "seed \(seed) step \(step): \($0)" }, leaked: 0,
                        steps: step, events: checker.events)
                }
            }
            // Everything ends: every open touch must get its ending.
            input.interruption()
            if !down.isEmpty {
                input.sendFrame(down.keys.sorted().map { TouchInput(id: $0, phase: .ended, location: .zero) })
            }
            input.advanceClock(by: 2)
            if checker.openCount > 0 {
                checker.violations.append(
                    "seed \(seed): \(checker.openCount) touch(es) that began in a view never ended there")
            }
            for window in windows { window.isHidden = true }
            for view in views { view.mutation = nil }  // the handlers hold the world; let it go
            views.removeAll()
            windows.removeAll()
            scrollers.removeAll()
        }
        input.interruption()
        input.advanceClock(by: 2)
        let leaked = weakViews.filter { $0() != nil }.count
        return Outcome(violations: checker.violations, leaked: leaked, steps: steps, events: checker.events)
    }

    static func findFirstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews { if let found = findFirstResponder(in: subview) { return found } }
        return nil
    }

    @Test("""
        Random worlds and input keep every promise: no trap, one ending per began, first responders in their \
        window, nothing leaked
        """)
    func randomWorlds() {
        let seeds: [UInt64]
        if let text = ProcessInfo.processInfo.environment["STRESS_SEED"], let seed = UInt64(text) {
            seeds = [seed]
        } else {
            seeds = (1...40).map { UInt64($0) &* 0x9E37_79B9 }
        }
        let steps = Int(ProcessInfo.processInfo.environment["STRESS_STEPS"] ?? "") ?? 150
        var total = 0
        for seed in seeds {
            let outcome = StressTests.run(seed: seed, steps: steps)
            total += outcome.steps
            #expect(outcome.violations.isEmpty, "\(outcome.violations.prefix(3).joined(separator: "; "))")
            #expect(outcome.leaked == 0, "seed \(seed): \(outcome.leaked) views or windows still alive after teardown")
            if !outcome.violations.isEmpty { break }
        }
        #expect(total >= min(steps * seeds.count, 1))
    }
}
