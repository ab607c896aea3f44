import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The element tree through UIKit's container methods, as an assistive app reads it from a window down.

/// A chart that draws its bars itself and lists them as elements, as iOS apps do.
private final class BarChart: UIView {
    let values: [Int]
    init(values: [Int]) {
        self.values = values
        super.init(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        accessibilityElements = values.enumerated().map { index, value in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.accessibilityLabel = "Bar \(index + 1)"
            bar.accessibilityValue = "\(value)"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 50, y: 0, width: 40, height: 100)
            return bar
        }
    }
    required init?(coder: NSCoder) { nil }
}

/// A container of the older kind: it answers the container methods itself.
private final class LegacyContainer: UIView {
    lazy var items: [UIAccessibilityElement] = ["A", "B"].map { name in
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = name
        return element
    }
    override func accessibilityElementCount() -> Int { items.count }
    override func accessibilityElement(at index: Int) -> Any? { items.indices.contains(index) ? items[index] : nil }
    override func index(ofAccessibilityElement element: Any) -> Int {
        items.firstIndex { $0 === element as AnyObject } ?? NSNotFound
    }
}

@MainActor
@Suite("Accessibility: the element tree through the container methods")
struct AccessibilityTreeTests {
    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    private func labels(of container: UIView) -> [String?] {
        (0..<container.accessibilityElementCount()).map {
            (container.accessibilityElement(at: $0) as? AccessibleObject)?.accessibilityLabel
        }
    }

    @Test("A view that is not an element contains its accessible descendants, top to bottom, left to right")
    func readingOrder() {
        _ = TestWorld.input()
        let group = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        group.addSubview(label("Right", CGRect(x: 200, y: 0, width: 100, height: 30)))
        group.addSubview(label("Left", CGRect(x: 0, y: 5, width: 100, height: 20)))
        let window = showWindow(with: [label("Bottom", CGRect(x: 0, y: 500, width: 100, height: 30)), group,
                                       label("Top", CGRect(x: 0, y: 100, width: 100, height: 30))])
        let root = window.rootViewController!.view!
        #expect(labels(of: root) == ["Top", "Left", "Right", "Bottom"])
        #expect(root.index(ofAccessibilityElement: root.accessibilityElement(at: 1)!) == 1)
        #expect(root.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(root.accessibilityElement(at: 9) == nil)
    }

    @Test("Hidden, transparent and accessibilityElementsHidden subtrees are left out")
    func hiddenSubtrees() {
        _ = TestWorld.input()
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let clear = label("Clear", CGRect(x: 0, y: 20, width: 10, height: 10))
        clear.alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 100))
        box.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 10, height: 10)))
        box.accessibilityElementsHidden = true
        let window = showWindow(with: [hidden, clear, box, label("Shown", CGRect(x: 0, y: 200, width: 50, height: 10))])
        #expect(labels(of: window.rootViewController!.view) == ["Shown"])
    }

    @Test("A modal view hides its siblings' elements (accessibilityViewIsModal)")
    func modal() {
        _ = TestWorld.input()
        let dialog = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 200))
        dialog.addSubview(label("Delete?", CGRect(x: 10, y: 10, width: 200, height: 30)))
        dialog.accessibilityViewIsModal = true
        let window = showWindow(with: [label("Behind", CGRect(x: 0, y: 100, width: 100, height: 30)), dialog])
        let root = window.rootViewController!.view!
        #expect(root.accessibilityElementCount() == 1)
        #expect(root.accessibilityElement(at: 0) as AnyObject === dialog, "the modal view is a container of its own")
        #expect(labels(of: dialog) == ["Delete?"])
    }

    @Test("accessibilityElements gives the order and the elements; element frames follow their container")
    func customElements() {
        _ = TestWorld.input()
        let chart = BarChart(values: [3, 7, 5])
        let window = showWindow(with: [chart])
        #expect(chart.accessibilityElementCount() == 3)
        let second = chart.accessibilityElement(at: 1) as? UIAccessibilityElement
        #expect(second?.accessibilityValue == "7")
        #expect(second?.isAccessibilityElement == true)
        #expect(second?.accessibilityFrame == CGRect(x: 50, y: 300, width: 40, height: 100))
        chart.frame.origin.y = 400
        #expect(second?.accessibilityFrame.minY == 400, "the frame in container space follows the view")
        #expect(second?.next === chart, "an element's next responder is its container")
        second?.accessibilityFrame = CGRect(x: 1, y: 1, width: 1, height: 1)
        #expect(
            second?.accessibilityFrameInContainerSpace.isNull == true,
            "setting the frame unsets the container-space frame")
        #expect(
            AssistiveTechnology.elements(in: window).compactMap(\.accessibilityLabel) == ["Bar 1", "Bar 2", "Bar 3"])
    }

    @Test("A view that answers the container methods itself gives its own elements")
    func legacyContainer() {
        _ = TestWorld.input()
        let container = LegacyContainer(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
        let window = showWindow(with: [label("Title", CGRect(x: 0, y: 20, width: 100, height: 20)), container])
        #expect(AssistiveTechnology.elements(in: window).compactMap(\.accessibilityLabel) == ["Title", "A", "B"])
    }

    @Test("A segmented control's segments and a stepper's halves are elements; a tab bar's tabs too")
    func controlParts() {
        _ = TestWorld.input()
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        segments.selectedSegmentIndex = 1
        let stepper = UIStepper(frame: CGRect(x: 0, y: 200, width: 94, height: 32))
        stepper.value = 3
        _ = showWindow(with: [segments, stepper])
        #expect(!segments.isAccessibilityElement)
        #expect(segments.accessibilityElementCount() == 3)
        let week = segments.accessibilityElement(at: 1) as? AccessibleObject
        #expect(week?.accessibilityLabel == "Week")
        #expect(week?.accessibilityTraits == [.button, .selected])
        #expect(week?.accessibilityFrame == CGRect(x: 100, y: 100, width: 100, height: 32))
        #expect(segments.accessibilityElement(at: 1) as AnyObject === week, "the same object on every question")
        segments.selectedSegmentIndex = 0
        #expect(week?.accessibilityTraits == .button)

        let minus = stepper.accessibilityElement(at: 0) as? AccessibleObject
        let plus = stepper.accessibilityElement(at: 1) as? AccessibleObject
        #expect(minus?.accessibilityLabel == "Decrement")
        #expect(plus?.accessibilityLabel == "Increment")
        #expect(plus?.accessibilityIdentifier == "Increment")
        #expect(plus?.accessibilityValue == "3")
    }

    @Test("A navigation bar's title is a header; an alert is modal")
    func barsAndAlerts() {
        let input = TestWorld.input()
        let root = UIViewController()
        root.title = "Notes"
        let navigation = UINavigationController(rootViewController: root)
        let window = TestWorld.window(root: navigation)
        let elements = AssistiveTechnology.elements(in: window)
        let title = elements.first { $0.accessibilityLabel == "Notes" }
        #expect(title?.accessibilityTraits == [.staticText, .header])
        #expect(navigation.navigationBar.accessibilityIdentifier == "Notes")

        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        input.advance(by: 1)
        let visible = AssistiveTechnology.allElements().compactMap(\.accessibilityLabel)
        #expect(visible.contains("Cancel"))
        #expect(!visible.contains("Notes"), "an alert hides what is behind it: \(visible)")
    }
}
