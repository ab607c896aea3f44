import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIKit's accessibility defaults for its standard views, read through the public API as an iOS app or
// a UI test reads them (docs/Accessibility.md gives each with its source).

@MainActor
@Suite("Accessibility: UIKit's defaults for standard views")
struct AccessibilityDefaultsTests {
    @Test("A plain view is not an element; a label is, named by its text, with .staticText")
    func viewAndLabel() {
        _ = TestWorld.input()
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == [])

        let label = UILabel()
        label.text = "Two\nlines"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Two lines")
        #expect(label.accessibilityTraits == .staticText)
        label.text = "  "
        #expect(!label.isAccessibilityElement, "a label with only white space is not an element")
        label.text = "Hello"
        label.isHidden = true
        #expect(!label.isAccessibilityElement)
    }

    @Test("A set value wins over the default until it is set back to nil")
    func setValuesWin() {
        let label = UILabel()
        label.text = "3"
        label.accessibilityLabel = "Three items"
        #expect(label.accessibilityLabel == "Three items")
        #expect(label.accessibilityAttributedLabel?.string == "Three items")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "3")
        label.accessibilityAttributedLabel = NSAttributedString(string: "drei")
        #expect(label.accessibilityLabel == "drei")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
        label.accessibilityTraits = [.staticText, .header]
        #expect(label.accessibilityTraits.contains(.header))
        #expect(label.accessibilityUserInputLabels == ["drei"])
    }

    @Test("A button says its title, .button, and .notEnabled while disabled, .selected while selected")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        #expect(button.accessibilityRespondsToUserInteraction)
    }

    @Test("A switch's value is \"1\" or \"0\"; a slider's a percentage; a progress view's too")
    func valuedControls() {
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])

        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits == .adjustable)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.5
        #expect(progress.accessibilityLabel == "Progress")
        #expect(progress.accessibilityValue == "50%")
        #expect(progress.accessibilityTraits == .updatesFrequently)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 3")
        #expect(pages.accessibilityTraits == [.updatesFrequently, .adjustable])
    }

    @Test("A text field's value is its text (bullets when secure); an image view is an image, not an element")
    func textAndImages() {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == nil)
        field.text = "a@b.c"
        #expect(field.accessibilityValue == "a@b.c")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••")

        let imageView = UIImageView()
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test("A table cell is one element whose label joins its labels'; .selected while selected")
    func tableCell() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Milk"
        cell.detailTextLabel?.text = "2 litres"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Milk, 2 litres")
        #expect(cell.accessibilityElementCount() == 0, "an element's subviews are not elements")
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test("The accessibility frame follows the view on screen; the activation point is its middle")
    func frameAndActivationPoint() {
        _ = TestWorld.input()
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
        let window = showWindow(with: [box], frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(box.accessibilityFrame == CGRect(x: 20, y: 100, width: 100, height: 40))
        #expect(box.accessibilityActivationPoint == CGPoint(x: 70, y: 120))
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(box.accessibilityFrame == CGRect(x: -30, y: 80, width: 200, height: 80))
        window.frame.origin = CGPoint(x: 10, y: 0)
        box.transform = .identity
        #expect(box.accessibilityFrame.minX == 30, "in screen coordinates, through the window's frame")
        box.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(box.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
    }

    @Test("Images, views and bar items adopt UIAccessibilityIdentification; an image's name is its identifier")
    func identification() {
        let identified: [any UIAccessibilityIdentification] = [
            UIView(), UIBarButtonItem(), UIImage(size: CGSize(width: 1, height: 1)),
        ]
        for object in identified { object.accessibilityIdentifier = "x" }
        #expect(identified.allSatisfy { $0.accessibilityIdentifier == "x" })
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.accessibilityLabel == "Edit")
    }
}
