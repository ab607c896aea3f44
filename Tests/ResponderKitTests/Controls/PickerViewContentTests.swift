import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What a picker's rows show: a delegate's views (reused as rows scroll off), attributed titles before
// plain ones, widths and heights from the delegate, and bad counts (docs/Controls.md, UIPickerView).

/// A delegate that draws its own rows, as colour swatch pickers do.
@MainActor
private final class SwatchPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var titleCalls = 0
    var reusedViews = 0
    var made = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleCalls += 1
        return "never shown"
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 200 }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let swatch: UIView
        if let view {
            reusedViews += 1
            swatch = view
        } else {
            made += 1
            swatch = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        swatch.tag = row
        return swatch
    }
}

/// A delegate with both titles: the attributed one is shown.
@MainActor
private final class StyledTitles: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = 3
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "plain \(row)"
    }
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        NSAttributedString(string: "styled \(row)")
    }
}

@MainActor
@Suite("UIPickerView rows")
struct PickerViewContentTests {
    private func showPicker(
        _ source: some UIPickerViewDataSource & UIPickerViewDelegate
    ) -> (UIPickerView, InputSimulator) {
        let input = TestWorld.input()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
        picker.dataSource = source
        picker.delegate = source
        showWindow(with: [picker])
        picker.layoutIfNeeded()
        return (picker, input)
    }

    @Test(
        "A delegate's views are used, centred in their rows, and titles are never asked for; views come back for reuse")
    func delegateViews() throws {
        let swatches = SwatchPicker()
        let (picker, input) = showPicker(swatches)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 40))
        let row0 = try #require(picker.view(forRow: 0, forComponent: 0))
        #expect(row0.tag == 0 && row0.bounds.size == CGSize(width: 60, height: 30))
        #expect(row0.convert(CGPoint(x: 30, y: 15), to: picker) == CGPoint(x: 195, y: 108), "centred in the band")
        let madeAtFirst = swatches.made

        input.drag(from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 420), steps: 3)
        for _ in 0..<300 { input.advance(by: 1.0 / 60.0) }
        #expect(swatches.reusedViews > 0, "rows that scrolled off gave their views to the rows that came on")
        #expect(swatches.made == madeAtFirst || swatches.made < swatches.reusedViews)
        #expect(swatches.titleCalls == 0)
        #expect(picker.selectedRow(inComponent: 0) > 0)
    }

    @Test("The attributed title is shown before the plain one")
    func attributedBeforePlain() throws {
        let styled = StyledTitles()
        let (picker, _) = showPicker(styled)
        #expect(picker.view(forRow: 1, forComponent: 0) == nil, "titles, not views")
        let texts = picker.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("styled 1") && !texts.contains("plain 1"))
    }

    @Test("A negative row count is taken as 0 with a diagnostic; the component then has no selection")
    func negativeCount() {
        let styled = StyledTitles()
        styled.rows = -4
        let reports = TestWorld.diagnostics {
            let picker = UIPickerView()
            picker.dataSource = styled
            picker.delegate = styled
            #expect(picker.numberOfRows(inComponent: 0) == 0)
            #expect(picker.selectedRow(inComponent: 0) == -1)
        }
        #expect(reports.map(\.kind) == [.invalidPickerUse])
    }
}
