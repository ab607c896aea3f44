import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIPickerView as an app uses it: a view controller as data source and delegate, titles, the user
// turning a wheel or tapping a row, selectRow by code, reloads, and a picker as a text field's input
// view (docs/Controls.md, UIPickerView).

/// The usual app screen: a picker of sizes (and, when asked, a second component of colours).
@MainActor
private final class SizePickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "5XL", "6XL"]
    var colours: [String]? = nil
    var chosen: [String] = []
    var titlesAsked = 0
    let picker = UIPickerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.frame = CGRect(x: 0, y: 400, width: 390, height: 216)
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { colours == nil ? 1 : 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours?.count ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titlesAsked += 1
        return component == 0 ? sizes[row] : colours?[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen.append("\(component):\(component == 0 ? sizes[row] : colours?[row] ?? "?")")
    }
}

@MainActor
@Suite("UIPickerView")
struct PickerViewTests {
    /// The band's centre on screen: the picker spans y 400…616, rows are 32 high.
    private static let band = CGPoint(x: 195, y: 508)

    private func show() -> (SizePickerController, InputSimulator) {
        let input = TestWorld.input()
        let controller = SizePickerController()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        return (controller, input)
    }

    private func settle(_ input: InputSimulator, seconds: TimeInterval = 5) {
        for _ in 0..<Int(seconds * 60) { input.advance(by: 1.0 / 60.0) }
    }

    /// The title the user reads in the band of the wheel under `x` — only if it sits exactly there.
    private func titleInBand(_ picker: UIPickerView, x: CGFloat = 195) -> String? {
        let band = CGPoint(x: x, y: picker.bounds.midY)
        return labels(in: picker).first { label in
            let frame = label.convert(label.bounds, to: picker)
            return frame.contains(band) && abs(frame.midY - band.y) < 0.01
        }?.text
    }

    /// Whether a row titled `text` is on screen.
    private func shows(_ text: String, _ picker: UIPickerView) -> Bool {
        labels(in: picker).contains { $0.text == text }
    }

    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview in (subview as? UILabel).map { [$0] } ?? labels(in: subview) }
    }

    @Test("Counts come from the data source; the first row is selected; 320 × 216 of its own; rows 32 high")
    func countsAndDefaults() {
        let (controller, _) = show()
        let picker = controller.picker
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.rowSize(forComponent: 0).height == 32)
        #expect(titleInBand(picker) == "XS" && shows("L", picker))
        #expect(picker.view(forRow: 0, forComponent: 0) == nil, "titles, not views: nil, as Apple documents")
    }

    @Test("Dragging the wheel up two rows and letting go selects the third row; the delegate hears it once")
    func dragSelects() {
        let (controller, input) = show()
        let finger = input.touchDown(at: Self.band)
        for step in 1...8 { input.move(finger, to: CGPoint(x: 195, y: 508 - CGFloat(step) * 8)) }
        for _ in 0..<12 { input.move(finger, to: CGPoint(x: 195, y: 444)) }   // held still: no fling
        #expect(controller.picker.selectedRow(inComponent: 0) == 2, "while the finger holds it, the row in the band")
        #expect(controller.chosen.isEmpty, "the delegate hears it when the wheel stops")
        input.lift(finger, at: CGPoint(x: 195, y: 444))
        settle(input)
        #expect(controller.picker.selectedRow(inComponent: 0) == 2)
        #expect(controller.chosen == ["0:M"])
    }

    @Test("A flick spins the wheel on; it stops exactly on a row, which is selected once")
    func flickLandsOnARow() {
        let (controller, input) = show()
        input.drag(from: Self.band, to: CGPoint(x: 195, y: 420), steps: 3)
        settle(input)
        let row = controller.picker.selectedRow(inComponent: 0)
        #expect(row > 2, "a fast flick carries past the rows the finger moved")
        #expect(controller.chosen == ["0:\(controller.sizes[row])"])
        #expect(titleInBand(controller.picker) == controller.sizes[row], "exactly on the row")
    }

    @Test("A tap on a row below the band glides it there and selects it; a tap on the selected row does nothing")
    func tapSelects() {
        let (controller, input) = show()
        input.tap(at: CGPoint(x: 195, y: 508 + 64))
        settle(input)
        #expect(controller.picker.selectedRow(inComponent: 0) == 2)
        #expect(controller.chosen == ["0:M"])
        input.tap(at: Self.band)
        settle(input)
        #expect(controller.chosen == ["0:M"])
    }

    @Test("selectRow by code moves the selection at once, animated or not, and tells the delegate nothing")
    func selectRowByCode() {
        let (controller, input) = show()
        controller.picker.selectRow(4, inComponent: 0, animated: false)
        #expect(controller.picker.selectedRow(inComponent: 0) == 4)
        #expect(titleInBand(controller.picker) == "XL")
        controller.picker.selectRow(7, inComponent: 0, animated: true)
        #expect(controller.picker.selectedRow(inComponent: 0) == 7)
        settle(input)
        #expect(titleInBand(controller.picker) == "4XL")
        #expect(controller.chosen.isEmpty)
    }

    @Test("A drag that ends back on the row it left still tells the delegate (the user chose it again)")
    func dragBackToSameRow() {
        let (controller, input) = show()
        let finger = input.touchDown(at: Self.band)
        for step in 1...6 { input.move(finger, to: CGPoint(x: 195, y: 508 - CGFloat(step) * 10)) }
        for step in 1...6 { input.move(finger, to: CGPoint(x: 195, y: 448 + CGFloat(step) * 10)) }
        for _ in 0..<12 { input.move(finger, to: Self.band) }
        input.lift(finger, at: Self.band)
        settle(input)
        #expect(controller.picker.selectedRow(inComponent: 0) == 0)
        #expect(controller.chosen == ["0:XS"])
    }

    @Test("selectRow before the picker is on screen is kept and shown when it is laid out")
    func selectBeforeShown() {
        let controller = SizePickerController()
        controller.loadViewIfNeeded()
        controller.picker.selectRow(5, inComponent: 0, animated: false)
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        #expect(controller.picker.selectedRow(inComponent: 0) == 5)
        #expect(titleInBand(controller.picker) == "XXL")
        #expect(!shows("XS", controller.picker), "row 0 is far above the band")
    }

    @Test("Out of range: a diagnostic, the call ignored, the selection kept")
    func outOfRange() {
        let (controller, _) = show()
        let reports = TestWorld.diagnostics {
            controller.picker.selectRow(12, inComponent: 0, animated: false)
            #expect(controller.picker.selectedRow(inComponent: 3) == -1)
        }
        #expect(reports.map(\.kind) == [.invalidPickerUse, .invalidPickerUse])
        #expect(controller.picker.selectedRow(inComponent: 0) == 0)
    }

    @Test(
        "The counts are cached until a reload; a reload that shortens a component moves its selection to the last row")
    func reload() {
        let (controller, _) = show()
        controller.picker.selectRow(8, inComponent: 0, animated: false)
        controller.sizes = ["S", "M", "L"]
        #expect(controller.picker.numberOfRows(inComponent: 0) == 10)
        controller.picker.reloadAllComponents()
        controller.view.layoutIfNeeded()
        #expect(controller.picker.numberOfRows(inComponent: 0) == 3)
        #expect(controller.picker.selectedRow(inComponent: 0) == 2)
        #expect(titleInBand(controller.picker) == "L")

        controller.colours = ["Red", "Blue"]
        controller.picker.reloadAllComponents()
        controller.view.layoutIfNeeded()
        #expect(controller.picker.numberOfComponents == 2)
        #expect(controller.picker.selectedRow(inComponent: 1) == 0 && titleInBand(controller.picker, x: 293) == "Red")

        controller.colours = ["Green", "Blue"]
        controller.picker.reloadComponent(1)
        controller.view.layoutIfNeeded()
        #expect(titleInBand(controller.picker, x: 293) == "Green" && titleInBand(controller.picker, x: 96) == "L")
    }

    @Test("Two components turn independently; each reports its own component")
    func twoComponents() {
        let (controller, input) = show()
        controller.colours = ["Red", "Blue", "Green", "Black"]
        controller.picker.reloadAllComponents()
        controller.view.layoutIfNeeded()
        // The right wheel's rows: 390 wide, 5 between, each 192.5 wide: its middle is x ≈ 293.
        input.tap(at: CGPoint(x: 293, y: 508 + 32))
        settle(input)
        #expect(controller.picker.selectedRow(inComponent: 1) == 1)
        #expect(controller.picker.selectedRow(inComponent: 0) == 0)
        #expect(controller.chosen == ["1:Blue"])
    }

    @Test("A picker as a text field's input view appears at the bottom of the screen and works there")
    func asInputView() {
        let (controller, input) = show()
        controller.picker.removeFromSuperview()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.inputView = controller.picker
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let onScreen = controller.picker.convert(controller.picker.bounds, to: nil)
        #expect(onScreen.maxY == 844 && onScreen.height == 216)
        input.tap(at: CGPoint(x: 195, y: 844 - 108 + 32))
        settle(input)
        #expect(controller.chosen == ["0:S"])
        #expect(field.resignFirstResponder())
        #expect(controller.picker.window == nil)
    }
}
