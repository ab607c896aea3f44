import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITouch: one object per finger, its view and window, and tap count (T3, T4, T6,
// B21, B22, B24, B29). Timestamp, phase, locations and force: TouchPropertyTests; the seeds' touch
// examples: TouchSeedExampleTests.

@MainActor
@Suite("UITouch: identity, view, window and tap count")
struct TouchTests {
    // MARK: Identity, view, window (T3, T6, B21, B22, B24)

    @Test("T3 / B21: one finger is one UITouch object from began to ended")
    func sameObjectFromBeganToEnded() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.drag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 40)])
        #expect(probe.methods == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
        let touches = probe.samples.map(\.touch)
        #expect(touches.count == 4)
        #expect(touches.allSatisfy { $0 === touches[0] })

        // A new finger is a new object.
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(probe.samples.last?.touch !== touches[0])
    }

    @Test("T3: two fingers keep their own objects on a multi-touch view")
    func twoFingersTwoObjects() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        probe.isMultipleTouchEnabled = true
        showWindow(with: [probe])

        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 200, y: 200))
        let touchA = probe.calls[0].samples[0].touch
        let touchB = probe.calls[1].samples[0].touch
        #expect(touchA !== touchB)
        input.move(a, to: CGPoint(x: 15, y: 15))
        #expect(probe.calls[2].samples.map(\.touch) == [touchA])
        input.move(b, to: CGPoint(x: 205, y: 205))
        #expect(probe.calls[3].samples.map(\.touch) == [touchB])
        input.lift([(a, CGPoint(x: 15, y: 15)), (b, CGPoint(x: 205, y: 205))])
        let ended = probe.calls[4]
        #expect(ended.method == "touchesEnded")
        #expect(
            Set(ended.samples.map { ObjectIdentifier($0.touch) }) == [
                ObjectIdentifier(touchA), ObjectIdentifier(touchB),
            ])
    }

    @Test("T6 / B22 / B47: touch.view stays the hit-test view while the finger moves over another view")
    func viewIsFixed() {
        let input = TestWorld.input()
        let log = EventLog()
        let left = RecordingView("left", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let right = RecordingView("right", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        showWindow(with: [left, right])

        input.drag(along: [
            CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 260, y: 60),
        ])
        #expect(log.entries == ["left.touchesBegan(1)", "left.touchesMoved(1)", "left.touchesMoved(1)",
                                "left.touchesMoved(1)", "left.touchesEnded(1)"])
        #expect(left.samples.allSatisfy { $0.view === left })
        #expect(right.calls.isEmpty)
        // Locations outside the view are still reported, in its coordinates (B26, B47).
        #expect(left.samples.last?.location == CGPoint(x: 260, y: 60))
    }

    @Test("B24: touch.window stays the window the touch began in, even over another window")
    func windowIsFixed() {
        let input = TestWorld.input()
        let log = EventLog()
        let top = RecordingView("top", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let bottom = RecordingView("bottom", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        let topWindow = showWindow(with: [top], frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        showWindow(with: [bottom], frame: CGRect(x: 0, y: 400, width: 390, height: 400))

        input.drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 500), CGPoint(x: 120, y: 600)])
        #expect(
            log.entries == ["top.touchesBegan(1)", "top.touchesMoved(1)", "top.touchesMoved(1)", "top.touchesEnded(1)"])
        #expect(top.samples.allSatisfy { $0.window === topWindow && $0.view === top })
        // location(in: nil) is in the touch's window's coordinates, beyond its bounds here (B26).
        #expect(top.samples.last?.windowLocation == CGPoint(x: 120, y: 600))
        #expect(bottom.calls.isEmpty)
    }

    // MARK: tapCount (T4, B29)

    @Test("B29: quick taps at about the same place count 1, 2, 3")
    func tapCountCountsUp() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.2)
        input.tap(at: CGPoint(x: 110, y: 95))
        input.advance(by: 0.3)
        input.tap(at: CGPoint(x: 90, y: 105))
        let began = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        let ended = probe.calls.filter { $0.method == "touchesEnded" }.map { $0.samples[0].tapCount }
        #expect(began == [1, 2, 3])
        #expect(ended == [1, 2, 3])
    }

    @Test("B29 / EventThresholds: a tap more than 0.35 s after the last lift starts again at 1")
    func tapCountResetsWhenTooSlow() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        #expect(EventThresholds.multipleTapInterval == 0.35)

        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: EventThresholds.multipleTapInterval + 0.05)
        input.tap(at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 100, y: 100))
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1, 2])
    }

    @Test("B29 / EventThresholds: a tap more than 45 pt from the last one starts again at 1")
    func tapCountResetsWhenTooFar() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 390, height: 400), log: log)
        showWindow(with: [probe])
        #expect(EventThresholds.multipleTapSlop == 45)

        input.tap(at: CGPoint(x: 100, y: 100))
        input.tap(at: CGPoint(x: 100, y: 150))  // 50 pt away: a new series
        input.tap(at: CGPoint(x: 130, y: 180))  // ~42 pt from the last: counts on
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1, 2])
    }

    @Test("B29: time that runs backwards between sequences starts a new tap series")
    func tapCountResetsWhenTimeGoesBack() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])
        let p = CGPoint(x: 100, y: 100)
        let t = input.time

        input.send(.touches([TouchInput(id: 7, phase: .began, location: p)], timestamp: t + 10))
        input.send(.touches([TouchInput(id: 7, phase: .ended, location: p)], timestamp: t + 10.05))
        // The next down is "before" the last lift (a replay or a new source): not a second tap.
        input.send(.touches([TouchInput(id: 8, phase: .began, location: p)], timestamp: t + 10.01))
        input.send(.touches([TouchInput(id: 8, phase: .ended, location: p)], timestamp: t + 10.02))
        let counts = probe.calls.filter { $0.method == "touchesBegan" }.map { $0.samples[0].tapCount }
        #expect(counts == [1, 1])
    }

    @Test("B29: tapCount is fixed when the touch begins")
    func tapCountFixedAtBegan() {
        let input = TestWorld.input()
        let log = EventLog()
        let probe = RecordingView("probe", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        showWindow(with: [probe])

        input.tap(at: CGPoint(x: 100, y: 100))
        let finger = input.touchDown(at: CGPoint(x: 100, y: 100))
        input.move(finger, to: CGPoint(x: 110, y: 110))
        input.advance(by: 2)  // a long press: still the second tap of the series
        input.move(finger, to: CGPoint(x: 120, y: 120))
        input.lift(finger, at: CGPoint(x: 120, y: 120))
        let second = probe.calls.dropFirst(2).flatMap(\.samples)
        #expect(second.count == 4)
        #expect(second.allSatisfy { $0.tapCount == 2 })
    }
}
