import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// When an animation begins, and what a selector timer and a delayed perform keep alive.

/// A screen that polls with a selector timer while it is visible, as many real screens do.
private final class PollingViewController: UIViewController {
    var timer: Timer?
    var ticks = 0
    var useInitializer = false
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if useInitializer {
            let made = Timer(timeInterval: 0.05, target: self, selector: Selector("poll"), userInfo: nil, repeats: true)
            RunLoop.current.add(made, forMode: .default)
            timer = made
        } else {
            timer = Timer.scheduledTimer(
                timeInterval: 0.05, target: self, selector: Selector("poll"), userInfo: nil, repeats: true)
        }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }
    func poll() { ticks += 1 }
    // iOS: @objc func poll() — found through actionMethod(for:) here (docs/Differences-from-UIKit.md).
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("poll") { return method(Self.poll) }
        return super.actionMethod(for: action)
    }
}

/// A target for delayed performs.
private final class Reminder: UIResponder {
    var fired = 0
    func remind() { fired += 1 }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("remind") { return method(Self.remind) }
        return super.actionMethod(for: action)
    }
}

@MainActor
@Suite("The frame clock's begin time, and selector timers' and delayed performs' hold on their targets")
struct ClockAndTimerTests {
    @Test("""
        UIView.animate(withDuration: 0.1), then the clock moves 0.2 s in one step: the completion has run and the \
        model shows
        """)
    func animationBeginsAtTheCall() {
        let input = TestWorld.input()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [box])
        var finished: Bool?
        UIView.animate(withDuration: 0.1, animations: { box.alpha = 0 }, completion: { finished = $0 })
        input.advanceClock(by: 0.2)
        #expect(finished == true)
        #expect(box.layer.presentation()?.opacity ?? 0 == 0)
    }

    @Test("Half way through by the clock is half way: a 1 s linear move read 0.5 s after the call")
    func progressCountsFromTheCall() {
        let input = TestWorld.input()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [box])
        let start = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 105 })
        input.advanceClock(by: 0.5)
        #expect(CACurrentMediaTime() - start == 0.5)
        let shown = box.layer.presentation()?.position.x ?? 0
        #expect(abs(shown - 55) < 0.01)
    }

    @Test("A property animator started now and read after 0.25 s of a 0.5 s run is half done")
    func propertyAnimatorBeginsAtTheCall() {
        let input = TestWorld.input()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [box])
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
        animator.startAnimation()
        input.advanceClock(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.5) < 0.01)
        input.advanceClock(by: 0.3)
        #expect(animator.state == .inactive)
    }

    @Test("A scheduled selector timer invalidated in viewWillDisappear lets its controller go")
    func scheduledTimerReleasesItsTarget() {
        let input = TestWorld.input()
        let navigation = UINavigationController(rootViewController: UIViewController())
        TestWorld.window(root: navigation)
        weak var gone: PollingViewController?
        do {
            let polling = PollingViewController()
            gone = polling
            navigation.pushViewController(polling, animated: false)
            #expect(polling.timer?.isValid == true)
            navigation.popViewController(animated: false)
            #expect(polling.timer?.isValid == false)
        }
        #expect(gone == nil)
        input.runLoopOnce()
    }

    @Test("""
        A timer made with Timer(timeInterval:target:…) and added to the run loop lets its target go after \
        invalidation, by the next turn
        """)
    func initializedTimerReleasesItsTarget() {
        let input = TestWorld.input()
        let navigation = UINavigationController(rootViewController: UIViewController())
        TestWorld.window(root: navigation)
        weak var gone: PollingViewController?
        do {
            let polling = PollingViewController()
            polling.useInitializer = true
            gone = polling
            navigation.pushViewController(polling, animated: false)
            navigation.popViewController(animated: false)
        }
        input.runLoopOnce()
        #expect(gone == nil)
    }

    @Test("A repeating timer nobody else holds keeps its target and fires until invalidated")
    func timerKeepsItsTargetUntilInvalidated() {
        // Synchronous on purpose: the timer is on this thread's run loop, and an async test may
        // resume on another thread after an await, whose run loop does not have it.
        let input = TestWorld.input()
        weak var gone: PollingViewController?
        var timer: Timer?
        do {
            let polling = PollingViewController()
            gone = polling
            timer = Timer.scheduledTimer(timeInterval: 0.01, target: polling, selector: Selector("poll"),
                                         userInfo: nil, repeats: true)
        }
        #expect(gone != nil)
        let deadline = Date(timeIntervalSinceNow: 5)
        while (gone?.ticks ?? 0) < 2, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.011)
            input.runLoopOnce()
        }
        #expect((gone?.ticks ?? 0) >= 2, "it fired more than once: the timer, not the caller, keeps the target")
        timer?.invalidate()
        #expect(gone == nil)
    }

    @Test("perform(_:with:afterDelay: .infinity) never fires; a cancel removes it and lets the target go")
    func infiniteDelayNeverFires() {
        let input = TestWorld.input()
        weak var gone: Reminder?
        do {
            let reminder = Reminder()
            gone = reminder
            reminder.perform(Selector("remind"), with: nil, afterDelay: .infinity)
        }
        Thread.sleep(forTimeInterval: 0.05)
        input.runLoopOnce()
        #expect(gone?.fired == 0)
        if let reminder = gone { NSObject.cancelPreviousPerformRequests(withTarget: reminder) }
        #expect(gone == nil)
    }
}
