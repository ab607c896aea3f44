import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit: "A single finger single tap occurs on a UIButton, UISwitch, UIStepper, UISegmentedControl, or
// UIPageControl object" calls the control's action, not an ancestor's tap recognizer
// (docs/Controls.md). Each control below sits in a view with a single-tap recognizer.

@MainActor
@Suite("Standard controls win a single tap over an ancestor's tap recognizer")
struct StandardControlsAndRecognizersTests {
    private func container(log: EventLog, with control: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.addGestureRecognizer(UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { log.record("container tap") }
        })
        view.addSubview(control)
        return view
    }

    @Test("UIStepper")
    func stepper() {
        let input = TestWorld.input()
        let log = EventLog()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        stepper.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        showWindow(with: [container(log: log, with: stepper)])

        input.tap(at: CGPoint(x: 170, y: 316))
        input.advance(by: 1)
        #expect(stepper.value == 1)
        #expect(log.entries == ["valueChanged"])
        input.tap(at: CGPoint(x: 20, y: 20))
        input.advance(by: 1)
        #expect(log.entries == ["valueChanged", "container tap"])
    }

    @Test("UISegmentedControl")
    func segmentedControl() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 45, y: 300, width: 300, height: 32)
        control.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        showWindow(with: [container(log: log, with: control)])

        input.tap(at: CGPoint(x: 300, y: 316))
        input.advance(by: 1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.entries == ["valueChanged"])
    }

    @Test("UIPageControl")
    func pageControl() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UIPageControl(frame: CGRect(x: 45, y: 300, width: 300, height: 26))
        control.numberOfPages = 3
        control.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        showWindow(with: [container(log: log, with: control)])

        input.tap(at: CGPoint(x: 330, y: 313))
        input.advance(by: 1)
        #expect(control.currentPage == 1)
        #expect(log.entries == ["valueChanged"])
    }
}
