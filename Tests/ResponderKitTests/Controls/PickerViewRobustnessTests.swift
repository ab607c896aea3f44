import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A picker whose delegate misbehaves never crashes and never loses the user's choice: reloads from
// inside the delegate's own callbacks, counts that shrink while a wheel spins, sizes that make no
// sense, a row view that is the picker itself (docs/Controls.md, UIPickerView; Reliability.md).

/// A data source and delegate whose every answer can be made hostile.
@MainActor
private final class HostileModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var components = 2
    var rows = 40
    var rowHeight: CGFloat = 32
    var width: CGFloat = 150
    var reloadFromViewForRow = false
    var reloadFromDidSelect = false
    var rowViewIsThePicker = false
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { width }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        precondition(row < rows, "asked for row \(row) of \(rows)")
        if reloadFromViewForRow {
            reloadFromViewForRow = false
            components = 1
            rows = 3
            pickerView.reloadAllComponents()
        }
        if rowViewIsThePicker { return pickerView }
        let label = (view as? UILabel) ?? UILabel()
        label.text = "\(component).\(row)"
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
        if reloadFromDidSelect {
            components = 0
            pickerView.reloadAllComponents()
        }
    }
}

@MainActor
@Suite("UIPickerView with a hostile delegate")
struct PickerViewRobustnessTests {
    private func show(_ model: HostileModel) -> (UIPickerView, InputSimulator) {
        let input = TestWorld.input()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
        picker.dataSource = model
        picker.delegate = model
        showWindow(with: [picker])
        return (picker, input)
    }

    private func settle(_ input: InputSimulator) {
        for _ in 0..<300 { input.advance(by: 1.0 / 60.0) }
    }

    @Test("A reload from inside viewForRow during layout waits for the pass: no row past the new end is asked for")
    func reloadFromViewForRow() {
        let model = HostileModel()
        model.reloadFromViewForRow = true
        let (picker, _) = show(model)
        picker.layoutIfNeeded()
        picker.layoutIfNeeded()
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test("A delegate that removes every component from didSelectRow: the spin ends, nothing else is reported")
    func reloadFromDidSelect() {
        let model = HostileModel()
        model.reloadFromDidSelect = true
        let (picker, input) = show(model)
        picker.layoutIfNeeded()
        input.tap(at: CGPoint(x: 118, y: 508 + 64))
        settle(input)
        #expect(model.selections == ["0:2"])
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("Components that go away while a wheel spins: the wheel stops and reports nothing")
    func shrinkWhileSpinning() {
        let model = HostileModel()
        let (picker, input) = show(model)
        picker.layoutIfNeeded()
        input.drag(from: CGPoint(x: 272, y: 560), to: CGPoint(x: 272, y: 420), steps: 3)
        input.advance(by: 0.1)
        model.components = 1
        picker.reloadAllComponents()
        settle(input)
        #expect(model.selections.isEmpty)
        model.components = 2
        picker.reloadAllComponents()
        picker.layoutIfNeeded()
        #expect(picker.selectedRow(inComponent: 1) == 0)
        settle(input)
        #expect(model.selections.isEmpty)
    }

    @Test("Row heights and widths that make no sense are pinned; nothing traps")
    func absurdSizes() {
        let model = HostileModel()
        let (picker, input) = show(model)
        for (height, width) in [(1e-20, CGFloat.nan), (.nan, .infinity), (-5, -5), (1e12, 1e12), (.infinity, 0)]
            as [(CGFloat, CGFloat)]
        {
            model.rowHeight = height
            model.width = width
            picker.reloadAllComponents()
            picker.layoutIfNeeded()
            let size = picker.rowSize(forComponent: 0)
            #expect(size.height >= 1 && size.height <= 10_000 && size.width >= 0 && size.width <= 10_000)
            input.drag(from: CGPoint(x: 100, y: 560), to: CGPoint(x: 100, y: 420), steps: 3)
            settle(input)
        }
        #expect(picker.window != nil)
    }

    @Test("A row view that is the picker itself is refused with a diagnostic; the picker stays on screen")
    func pickerAsItsOwnRow() {
        let model = HostileModel()
        model.rowViewIsThePicker = true
        let (picker, input) = show(model)
        let reports = TestWorld.diagnostics { picker.layoutIfNeeded() }
        #expect(!reports.isEmpty && reports.allSatisfy { $0.kind == .invalidPickerUse })
        _ = TestWorld.diagnostics {
            input.drag(from: CGPoint(x: 118, y: 560), to: CGPoint(x: 118, y: 420), steps: 3)
            settle(input)
        }
        #expect(picker.window != nil && picker.superview != nil)
    }

    @Test("A finger that stops a spinning wheel and lifts leaves it on a row, which the delegate hears")
    func stopSpinWithAFinger() {
        let model = HostileModel()
        let (picker, input) = show(model)
        picker.layoutIfNeeded()
        input.drag(from: CGPoint(x: 118, y: 600), to: CGPoint(x: 118, y: 420), steps: 2)
        input.advance(by: 0.05)
        let finger = input.touchDown(at: CGPoint(x: 118, y: 508))
        input.advance(by: 0.2)
        input.lift(finger, at: CGPoint(x: 118, y: 508))
        settle(input)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 0)
        #expect(model.selections.last == "0:\(row)")
    }
}
