import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIStepper: the halves, autorepeat on the frame clock, wrapping, continuous or not, and refused
// values (docs/Controls.md, UIStepper).

@MainActor
@Suite("UIStepper")
struct StepperTests {
    private static let origin = CGPoint(x: 100, y: 300)
    private static let minus = CGPoint(x: 123, y: 316)
    private static let plus = CGPoint(x: 170, y: 316)

    private func makeStepper(log: EventLog) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(origin: Self.origin, size: .zero))
        stepper.addAction(UIAction { action in
            if let stepper = action.sender as? UIStepper { log.record("valueChanged \(stepper.value)") }
        }, for: .valueChanged)
        stepper.addAction(UIAction { _ in log.record("touchDown") }, for: .touchDown)
        stepper.addAction(UIAction { _ in log.record("touchUpInside") }, for: .touchUpInside)
        return stepper
    }

    @Test("Defaults: 0 in 0…100, step 1, autorepeat, continuous, no wrapping, 94 × 32")
    func defaults() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(
            stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test("A tap on + increments, on − decrements; touchDown, then valueChanged, then touchUpInside")
    func tapsStep() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = makeStepper(log: log)
        stepper.stepValue = 5
        showWindow(with: [stepper])

        input.tap(at: Self.plus)
        input.advance(by: 1)
        input.tap(at: Self.plus)
        input.advance(by: 1)
        input.tap(at: Self.minus)
        #expect(stepper.value == 5)
        #expect(log.entries == ["touchDown", "valueChanged 5.0", "touchUpInside",
                                "touchDown", "valueChanged 10.0", "touchUpInside",
                                "touchDown", "valueChanged 5.0", "touchUpInside"])
    }

    @Test("At the minimum the − half does nothing: no tracking, no events")
    func disabledHalfAtBound() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = makeStepper(log: log)
        showWindow(with: [stepper])
        #expect(!stepper.canDecrement && stepper.canIncrement)

        input.tap(at: Self.minus)
        #expect(stepper.value == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("Holding + repeats after 0.5 s, then every 0.1 s, until the finger lifts")
    func autorepeat() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = makeStepper(log: log)
        showWindow(with: [stepper])

        let finger = input.touchDown(at: Self.plus)
        #expect(stepper.value == 1)
        input.advance(by: 0.4)
        #expect(stepper.value == 1)
        input.advance(by: 0.1)  // 0.5 s: the first repeat
        #expect(stepper.value == 2)
        input.advance(by: 0.35)  // 0.85 s: repeats at 0.6, 0.7, 0.8
        #expect(stepper.value == 5)
        input.lift(finger, at: Self.plus)
        input.advance(by: 1)
        #expect(stepper.value == 5)
        #expect(log.entries == ["touchDown"] + (1...5).map { "valueChanged \(Double($0))" } + ["touchUpInside"])
    }

    @Test("Without autorepeat holding steps once")
    func noAutorepeat() {
        let input = TestWorld.input()
        let stepper = makeStepper(log: EventLog())
        stepper.autorepeat = false
        showWindow(with: [stepper])

        let finger = input.touchDown(at: Self.plus)
        input.advance(by: 2)
        input.lift(finger, at: Self.plus)
        #expect(stepper.value == 1)
    }

    @Test("Repeats stop at the maximum; sliding off the half stops them too")
    func repeatsStop() {
        let input = TestWorld.input()
        let stepper = makeStepper(log: EventLog())
        stepper.maximumValue = 3
        showWindow(with: [stepper])

        let finger = input.touchDown(at: Self.plus)
        input.advance(by: 3)
        #expect(stepper.value == 3)
        input.lift(finger, at: Self.plus)

        stepper.maximumValue = 100
        input.advance(by: 1)
        let second = input.touchDown(at: Self.plus)
        #expect(stepper.value == 4)
        input.move(second, to: CGPoint(x: 300, y: 316))
        input.advance(by: 2)
        input.lift(second, at: CGPoint(x: 300, y: 316))
        #expect(stepper.value == 4)
    }

    @Test("wraps: + at the maximum goes to the minimum, − at the minimum to the maximum")
    func wrapping() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = makeStepper(log: log)
        stepper.wraps = true
        stepper.maximumValue = 10
        stepper.stepValue = 4
        showWindow(with: [stepper])

        input.tap(at: Self.minus)
        #expect(stepper.value == 10)
        input.advance(by: 1)
        input.tap(at: Self.plus)
        #expect(stepper.value == 0)
        #expect(log.entries.filter { $0.hasPrefix("valueChanged") } == ["valueChanged 10.0", "valueChanged 0.0"])
    }

    @Test("Not continuous: one valueChanged at touch-up after a hold")
    func notContinuous() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = makeStepper(log: log)
        stepper.isContinuous = false
        showWindow(with: [stepper])

        let finger = input.touchDown(at: Self.plus)
        input.advance(by: 0.7)
        input.lift(finger, at: Self.plus)
        #expect(stepper.value == 4)
        #expect(log.entries == ["touchDown", "valueChanged 4.0", "touchUpInside"])
    }

    @Test("stepValue 0, negative or NaN and NaN values: a diagnostic each and the old value kept")
    func refusedValues() {
        let input = TestWorld.input()
        let stepper = UIStepper(frame: .zero)
        stepper.stepValue = 2
        stepper.value = 6
        let diagnostics = TestWorld.diagnostics {
            stepper.stepValue = 0
            stepper.stepValue = -1
            stepper.stepValue = .nan
            stepper.value = .nan
            stepper.minimumValue = .nan
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidControlValue })
        #expect(stepper.stepValue == 2 && stepper.value == 6 && stepper.minimumValue == 0)
        _ = input
    }

    @Test("A minimum above the maximum sets both to it (UIKit); the value is clamped")
    func boundsInvariant() {
        let stepper = UIStepper(frame: .zero)
        stepper.value = 50
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200)
        stepper.value = 7
        #expect(stepper.value == 200)
    }
}
