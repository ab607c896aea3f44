import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// What the backend draws for the standard controls (DisplayList+Controls.swift).
@MainActor
@Suite("Display list: standard controls")
struct DisplayListControlsTests {
    let builder = DisplayListBuilder()

    private func window(_ subviews: UIView...) -> UIWindow { shownWindow(subviews) }

    private func fills(_ list: DisplayList) -> [(corners: [CGPoint], color: RGBA)] { fillItems(list) }

    private func texts(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            if case let .text(string, _, _, _, _, _, _) = item { return string }
            return nil
        }
    }

    @Test("A text view draws its lines inside its insets, scrolled with its content and clipped to it")
    func textViewLines() {
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        textView.font = .systemFont(ofSize: 17)
        textView.text = (1...8).map { "Line \($0)" }.joined(separator: "\n")
        let w = window(textView)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        func firstLineCenterY() -> CGFloat? {
            for item in builder.build(windows: [w]).items {
                if case let .text(string, center, _, _, _, _, _) = item, string == "Line 1" { return center.y }
            }
            return nil
        }
        #expect(texts(builder.build(windows: [w])) == (1...8).map { "Line \($0)" })
        #expect(firstLineCenterY() == 100 + 8 + lineHeight / 2, "the first line sits below the 8-point top inset")
        textView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(firstLineCenterY() == 100 + 8 + lineHeight / 2 - 30, "the text scrolls with the content")
    }

    @Test("A progress view draws its track and the filled part from the leading edge")
    func progressBar() {
        let bar = UIProgressView(frame: CGRect(x: 10, y: 50, width: 200, height: 4))
        bar.progressTintColor = .red
        bar.progress = 0.5
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let filled = fills(builder.build(windows: [window(bar)])).first { $0.color == red }
        #expect(
            filled?.corners == [
                CGPoint(x: 10, y: 50), CGPoint(x: 110, y: 50), CGPoint(x: 110, y: 54), CGPoint(x: 10, y: 54),
            ])
    }

    @Test("A slider draws its track and a thumb that moves with its value")
    func sliderThumbFollowsValue() {
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))
        slider.thumbTintColor = .red
        let w = window(slider)
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        func thumbLeft() -> CGFloat? { fills(builder.build(windows: [w])).first { $0.color == red }?.corners[0].x }

        #expect(thumbLeft() == 50)
        slider.value = 0.5
        #expect(thumbLeft() == 150)
        slider.value = 1
        #expect(thumbLeft() == 250)
        // The track: a fill 4 points high across the slider.
        let track = fills(builder.build(windows: [w])).first
        #expect(
            track?.corners == [
                CGPoint(x: 50, y: 113.5), CGPoint(x: 278, y: 113.5), CGPoint(x: 278, y: 117.5),
                CGPoint(x: 50, y: 117.5),
            ])
    }

    @Test("A stepper draws − and +, a segmented control its titles, a toolbar its items, a page control its dots")
    func otherControls() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let segmented = UISegmentedControl(items: ["Day", "Week"])
        segmented.frame = CGRect(x: 10, y: 60, width: 200, height: 32)
        segmented.selectedSegmentIndex = 1
        segmented.selectedSegmentTintColor = .green
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        let pages = UIPageControl(frame: CGRect(x: 0, y: 200, width: 390, height: 26))
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .blue
        let list = builder.build(windows: [window(stepper, segmented, toolbar, pages)])
        #expect(texts(list) == ["−", "+", "Day", "Week", "Edit", "Done"])
        let green = RGBA(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(fills(list).first { $0.color == green }?.corners[0] == CGPoint(x: 112, y: 62))
        let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(fills(list).filter { $0.color == blue }.count == 1)
    }
}
