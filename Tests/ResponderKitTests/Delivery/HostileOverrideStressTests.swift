import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A stress test of random worlds whose views carry the overrides careless apps write — a
/// `next` that loops back, `resignFirstResponder` overrides that hand focus on, remove or move their
/// view (into another window, too) before calling `super`, recognizers with failure requirements in
/// chains and circles — driven by random touches, keys, focus changes and windows released while a key
/// is down. After every step: no trap, every window's first responder is in that window, and at the
/// end every press that began ended exactly once and every touch that began in a view ended there.
/// A failing seed is printed; run one with `HOSTILE_SEED=… swift test --filter HostileOverrideStress`.
@MainActor
@Suite("Stress: the app's own overrides, at random")
struct HostileOverrideStressTests {
    final class HostileView: UIView {
        var loopTo: UIResponder?
        var onResign: ((HostileView) -> Void)?
        var canBecome = true
        var touchesOpen = Set<ObjectIdentifier>()
        var pressesOpen = Set<ObjectIdentifier>()
        var violations: [String] = []
        var pressCount = 0
        override var next: UIResponder? { loopTo ?? super.next }
        override var canBecomeFirstResponder: Bool { canBecome }
        override func resignFirstResponder() -> Bool {
            let hook = onResign
            onResign = nil  // once per resignation, as an app's one-shot "dismiss" would
            hook?(self)
            return super.resignFirstResponder()
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches where touch.view === self { touchesOpen.insert(ObjectIdentifier(touch)) }
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches where touch.view === self { touchesOpen.remove(ObjectIdentifier(touch)) }
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches where touch.view === self { touchesOpen.remove(ObjectIdentifier(touch)) }
            super.touchesCancelled(touches, with: event)
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            pressCount += 1
            for press in presses where press.responder === self {
                if !pressesOpen.insert(ObjectIdentifier(press)).inserted { violations.append("a press began twice") }
            }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { end(presses) }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { end(presses) }
        private func end(_ presses: Set<UIPress>) {
            for press in presses where press.responder === self {
                if pressesOpen.remove(ObjectIdentifier(press)) == nil {
                    violations.append("a press ended that was not open")
                }
            }
        }
    }

    struct Random {
        var generator: SplitMix
        mutating func int(_ n: Int) -> Int { Int(generator.next() % UInt64(max(n, 1))) }
        mutating func chance(_ p: Double) -> Bool { Double(generator.next() % 10_000) / 10_000 < p }
    }

    static var pressesBeganInAll = 0

    static func run(seed: UInt64, steps: Int) -> [String] {
        var random = Random(generator: SplitMix(state: seed))
        let input = TestWorld.input()
        UIApplication.shared.diagnosticHandler = { _ in }
        defer { UIApplication.shared.diagnosticHandler = nil }
        var violations: [String] = []
        var windows: [UIWindow] = []
        var views: [HostileView] = []
        for w in 0..<2 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIViewController()
            windows.append(window)
            var pool: [UIView] = [window.rootViewController!.view]
            for i in 0..<(6 + random.int(8)) {
                let view = HostileView(
                    frame: CGRect(
                        x: random.int(200), y: random.int(500), width: 60 + random.int(250),
                        height: 60 + random.int(300)))
                view.accessibilityIdentifier = "v\(w).\(i)"
                view.isMultipleTouchEnabled = true
                pool[random.int(pool.count)].addSubview(view)
                pool.append(view)
                views.append(view)
            }
            if w == 0 { window.makeKeyAndVisible() } else { window.isHidden = false }
        }
        // Failure requirements in chains and circles among tap recognizers.
        var recognizers: [UITapGestureRecognizer] = []
        for view in views where random.chance(0.4) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + random.int(2)
            view.addGestureRecognizer(tap)
            if let other = recognizers.last, random.chance(0.7) { tap.require(toFail: other) }
            if let first = recognizers.first, random.chance(0.1) { first.require(toFail: tap) }  // a circle
            recognizers.append(tap)
        }
        let allViews = views
        var keyDown = false
        for step in 0..<steps {
            let view = views[random.int(views.count)]
            switch random.int(13) {
            case 0: view.loopTo = random.chance(0.5) ? allViews[random.int(allViews.count)] : nil
            case 1:
                let other = allViews[random.int(allViews.count)]
                view.onResign = { _ in _ = other.becomeFirstResponder() }
            case 2: view.onResign = { me in me.removeFromSuperview() }
            case 3:
                let target = windows[random.int(windows.count)].rootViewController!.view!
                view.onResign = { me in
                    if !target.isDescendant(of: me) {
                        target.addSubview(me)
                        _ = me.becomeFirstResponder()
                    }
                }
            case 4: _ = view.becomeFirstResponder()
            case 5: input.tap(at: CGPoint(x: random.int(390), y: random.int(844)))
            case 6:
                let finger = input.touchDown(at: CGPoint(x: random.int(390), y: random.int(844)))
                if random.chance(0.5) { view.removeFromSuperview() }
                input.lift(finger, at: CGPoint(x: random.int(390), y: random.int(844)))
            case 7:
                if !keyDown {
                    // Focus a view of the key window first, so the press goes to one of ours.
                    if let key = UIApplication.shared.keyWindow {
                        let candidates = allViews.filter { $0.window === key }
                        if !candidates.isEmpty { _ = candidates[random.int(candidates.count)].becomeFirstResponder() }
                    }
                    input.keyDown(
                        KeyInput(
                            keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: []))
                    keyDown = true
                } else {
                    input.keyUp(
                        KeyInput(
                            keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: []))
                    keyDown = false
                }
            case 8:
                // A window goes away — hidden and released, with a fresh one in its place — while a key
                // may be down.
                let index = random.int(windows.count)
                if random.chance(0.5) { windows[index].isHidden = true }  // or simply let go of, still shown
                let fresh = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                fresh.rootViewController = UIViewController()
                windows[index] = fresh
                // Sometimes nothing is shown at all for a while: no key window.
                if random.chance(0.5) { fresh.makeKeyAndVisible() }
            case 9:
                if random.chance(0.5) {
                    // Back into a window (views of released windows would otherwise stay out for good).
                    windows[random.int(windows.count)].rootViewController?.view.addSubview(view)
                } else if let parent = allViews.randomElement(), !parent.isDescendant(of: view) {
                    parent.addSubview(view)
                }
            case 10: _ = UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil)
            case 11: if UIApplication.shared.keyWindow == nil { windows[random.int(windows.count)].makeKeyAndVisible() }
            default: input.advanceClock(by: 0.4)
            }
            for window in windows {
                let firsts = allViews.filter { $0.isFirstResponder && $0.window === window }
                if firsts.count > 1 {
                    violations.append("seed \(seed) step \(step): two first responders in one window")
                }
            }
            for candidate in allViews where candidate.isFirstResponder && candidate.window == nil {
                violations.append("seed \(seed) step \(step): a first responder in no window")
            }
            if !violations.isEmpty { return violations }
        }
        if keyDown {
            input.keyUp(
                KeyInput(keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifierFlags: []))
        }
        input.interruption()
        input.advanceClock(by: 2)
        // The run must actually exercise presses (a world where none began would prove nothing).
        pressesBeganInAll += allViews.map(\.pressCount).reduce(0, +)
        for view in allViews {
            violations += view.violations.map { "seed \(seed): \(view.accessibilityIdentifier ?? "?"): \($0)" }
            if !view.pressesOpen.isEmpty {
                violations.append("seed \(seed): \(view.accessibilityIdentifier ?? "?") has a press that never ended")
            }
            if !view.touchesOpen.isEmpty {
                violations.append("seed \(seed): \(view.accessibilityIdentifier ?? "?") has a touch that never ended")
            }
            view.loopTo = nil
            view.onResign = nil
        }
        for window in windows { window.isHidden = true }
        return violations
    }

    @Test("""
        Random hostile overrides and input: no trap, first responders in their windows, every press and touch ends \
        once
        """)
    func hostileWorlds() {
        let seeds: [UInt64]
        if let text = ProcessInfo.processInfo.environment["HOSTILE_SEED"], let seed = UInt64(text) {
            seeds = [seed]
        } else {
            seeds = (1...30).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        }
        let steps = Int(ProcessInfo.processInfo.environment["HOSTILE_STEPS"] ?? "") ?? 300
        HostileOverrideStressTests.pressesBeganInAll = 0
        for seed in seeds {
            let violations = HostileOverrideStressTests.run(seed: seed, steps: steps)
            #expect(violations.isEmpty, "\(violations.prefix(3).joined(separator: "; "))")
            if !violations.isEmpty { break }
        }
        #expect(
            HostileOverrideStressTests.pressesBeganInAll > 0, "the worlds must deliver presses to the hostile views")
    }
}
