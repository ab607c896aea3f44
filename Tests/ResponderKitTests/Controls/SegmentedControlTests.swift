import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UISegmentedControl: selecting by touch, momentary segments, segment actions, editing the
// segments and indexes out of range (docs/Controls.md, UISegmentedControl).

@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    /// Three segments of 100 points at (45, 300): their centres on screen.
    private static let frame = CGRect(x: 45, y: 300, width: 300, height: 32)
    private static let centers = [CGPoint(x: 95, y: 316), CGPoint(x: 195, y: 316), CGPoint(x: 295, y: 316)]

    private func makeControl(log: EventLog) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = Self.frame
        control.addAction(UIAction { action in
                if let control = action.sender as? UISegmentedControl {
                    log.record("valueChanged \(control.selectedSegmentIndex)")
                }
        }, for: .valueChanged)
        return control
    }

    @Test("init(items:): titles and images, nothing selected, sized to fit, 32 high")
    func initWithItems() {
        let image = UIImage(size: CGSize(width: 20, height: 20))
        let control = UISegmentedControl(items: ["A", image, "Longer title"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A")
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.size.height == 32)
        #expect(control.frame.size.width > 0)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    }

    @Test("A tap on another segment selects it and sends valueChanged; a tap on the selected one sends nothing")
    func tapSelects() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(log: log)
        showWindow(with: [control])

        input.tap(at: Self.centers[1])
        #expect(control.selectedSegmentIndex == 1)
        input.advance(by: 1)
        input.tap(at: Self.centers[1])
        input.advance(by: 1)
        input.tap(at: Self.centers[2])
        #expect(log.entries == ["valueChanged 1", "valueChanged 2"])
    }

    @Test("Selection happens when the finger lifts, on the segment it lifts on")
    func selectsOnTouchUp() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(log: log)
        showWindow(with: [control])

        let finger = input.touchDown(at: Self.centers[0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.highlightedSegmentIndex == 0)
        input.move(finger, to: Self.centers[2])
        #expect(log.entries.isEmpty)
        input.lift(finger, at: Self.centers[2])
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged 2"])

        // Lifted far outside: nothing.
        input.advance(by: 1)
        input.drag(from: Self.centers[0], to: CGPoint(x: 100, y: 600))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries == ["valueChanged 2"])
    }

    @Test("A disabled segment cannot be selected by touch; a disabled control neither")
    func disabledSegment() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(log: log)
        control.setEnabled(false, forSegmentAt: 1)
        showWindow(with: [control])
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))

        input.tap(at: Self.centers[1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.isEnabled = false
        input.advance(by: 1)
        input.tap(at: Self.centers[0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.entries.isEmpty)
    }

    @Test("Momentary: every tap sends valueChanged with the tapped index, which does not stay selected")
    func momentary() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(log: log)
        control.isMomentary = true
        showWindow(with: [control])

        input.tap(at: Self.centers[0])
        input.advance(by: 1)
        input.tap(at: Self.centers[0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.entries == ["valueChanged 0", "valueChanged 0"])
    }

    @Test("Setting selectedSegmentIndex sends nothing; out of range is refused with a diagnostic")
    func programmaticSelection() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = makeControl(log: log)
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        let diagnostics = TestWorld.diagnostics {
            control.selectedSegmentIndex = 3
            control.selectedSegmentIndex = -2
            control.setTitle("x", forSegmentAt: 7)
            control.removeSegment(at: 3, animated: false)
            control.setWidth(-4, forSegmentAt: 0)
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidControlValue })
        #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 3)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        #expect(log.entries.isEmpty)
        _ = input
    }

    @Test("init(frame:actions:): selecting a segment runs its action after valueChanged; lookup by identifier")
    func segmentActions() {
        let input = TestWorld.input()
        let log = EventLog()
        let actions = ["Day", "Week", "Month"].map { title in
            UIAction(title: title, identifier: UIAction.Identifier(title)) { action in
                log.record(
                    "action \(action.title) from \((action.sender as? UISegmentedControl) != nil ? "control" : "?")")
            }
        }
        let control = UISegmentedControl(frame: Self.frame, actions: actions)
        control.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        showWindow(with: [control])
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.actionForSegment(at: 2) === actions[2])
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Month")) == 2)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Year")) == UISegmentedControl.noSegment)

        input.tap(at: Self.centers[2])
        #expect(log.entries == ["valueChanged", "action Month from control"])
    }

    @Test("Inserting and removing segments keeps the selection on the same segment")
    func editingSegments() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "B")
        control.insertSegment(with: UIImage(size: CGSize(width: 10, height: 10)), at: 99, animated: false)
        #expect(control.numberOfSegments == 4)
        #expect(control.imageForSegment(at: 3) != nil)
        control.insertSegment(action: UIAction(title: "Act") { _ in }, at: -5, animated: false)
        #expect(control.titleForSegment(at: 0) == "Act")
        #expect(control.selectedSegmentIndex == 3)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setImage(UIImage(size: .zero), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("Fixed widths are kept; the other segments share the rest")
    func widths() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = Self.frame
        control.setWidth(120, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 120)
        #expect(control.rectForSegment(at: 0) == CGRect(x: 0, y: 0, width: 120, height: 32))
        #expect(control.rectForSegment(at: 1) == CGRect(x: 120, y: 0, width: 90, height: 32))
        #expect(control.rectForSegment(at: 2) == CGRect(x: 210, y: 0, width: 90, height: 32))
        #expect(control.rectForSegment(at: 5) == .zero)
    }

    @Test("No segments: a tap does nothing and nothing crashes")
    func empty() {
        let input = TestWorld.input()
        let log = EventLog()
        let control = UISegmentedControl(frame: Self.frame)
        control.addAction(UIAction { _ in log.record("valueChanged") }, for: .valueChanged)
        showWindow(with: [control])
        input.tap(at: Self.centers[0])
        #expect(log.entries.isEmpty)
        #expect(control.segmentFrames().isEmpty)
    }
}
