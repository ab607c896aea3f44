import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UISlider: dragging the thumb, continuous and not, clamping, the bounds and bad values
// (docs/Controls.md, UISlider).

@MainActor
@Suite("UISlider")
struct SliderTests {
    /// 228 wide: the 28-point thumb travels 200 points, so 100 points of drag is half the range.
    private static let frame = CGRect(x: 50, y: 300, width: 228, height: 31)
    /// The thumb's centre on screen at value 0.
    private static let thumbAtZero = CGPoint(x: 64, y: 315)

    private func makeSlider(log: EventLog) -> UISlider {
        let slider = UISlider(frame: Self.frame)
        slider.addAction(UIAction { action in
            if let slider = action.sender as? UISlider { log.record("valueChanged \(slider.value)") }
        }, for: .valueChanged)
        slider.addAction(UIAction { _ in log.record("touchDown") }, for: .touchDown)
        slider.addAction(UIAction { _ in log.record("touchUpInside") }, for: .touchUpInside)
        return slider
    }

    @Test("Defaults: value 0 in 0…1, continuous, 31 points high")
    func defaults() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(slider.minimumTrackTintColor == nil && slider.thumbTintColor == nil && slider.minimumValueImage == nil)
    }

    @Test("Dragging the thumb moves the value in proportion and sends valueChanged on each move, in order")
    func dragContinuous() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        showWindow(with: [slider])

        let finger = input.touchDown(at: Self.thumbAtZero)
        input.move(finger, to: CGPoint(x: 114, y: 315))
        input.move(finger, to: CGPoint(x: 164, y: 315))
        #expect(slider.value == 0.5)
        input.lift(finger, at: CGPoint(x: 164, y: 315))
        #expect(log.entries == ["touchDown", "valueChanged 0.25", "valueChanged 0.5", "touchUpInside"])
    }

    @Test("Dragging past the end clamps at the maximum; a move that changes nothing sends nothing")
    func dragPastEndClamps() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        slider.minimumValue = 10
        slider.maximumValue = 20
        showWindow(with: [slider])

        let finger = input.touchDown(at: Self.thumbAtZero)
        input.move(finger, to: CGPoint(x: 300, y: 315))
        input.move(finger, to: CGPoint(x: 340, y: 315))  // still past the end: no change
        input.lift(finger, at: CGPoint(x: 340, y: 315))
        #expect(slider.value == 20)
        #expect(log.entries == ["touchDown", "valueChanged 20.0", "touchUpInside"])
    }

    @Test("The thumb keeps the offset at which it was grabbed")
    func grabOffsetKept() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        slider.value = 0.5  // thumb centred at x = 164 on screen
        showWindow(with: [slider])

        // Grabbed 8 points right of its centre, then moved 20 points left: 0.5 - 20/200.
        input.drag(from: CGPoint(x: 172, y: 315), to: CGPoint(x: 152, y: 315), steps: 1)
        #expect(abs(slider.value - 0.4) < 1e-6)
    }

    @Test("Not continuous: a single valueChanged when the finger lifts, none if the value came back")
    func dragNotContinuous() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        slider.isContinuous = false
        showWindow(with: [slider])

        input.drag(from: Self.thumbAtZero, to: CGPoint(x: 164, y: 315), steps: 4)
        #expect(log.entries == ["touchDown", "valueChanged 0.5", "touchUpInside"])

        log.clear()
        input.advance(by: 1)
        input.drag(along: [CGPoint(x: 164, y: 315), CGPoint(x: 200, y: 315), CGPoint(x: 164, y: 315)])
        #expect(slider.value == 0.5)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test("A touch that begins on the track away from the thumb moves nothing")
    func touchOffThumbIgnored() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        showWindow(with: [slider])

        input.drag(from: CGPoint(x: 200, y: 315), to: CGPoint(x: 250, y: 315))
        #expect(slider.value == 0)
        #expect(!log.entries.contains { $0.hasPrefix("valueChanged") })
    }

    @Test("setValue and value clamp and send nothing; the thumb rect follows the value")
    func programmaticValue() {
        let input = TestWorld.input()
        let log = EventLog()
        let slider = makeSlider(log: log)
        showWindow(with: [slider])

        slider.setValue(2, animated: true)
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = 0.75
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        #expect(thumb == CGRect(x: 150, y: 1.5, width: 28, height: 28))
        #expect(log.entries.isEmpty)
        _ = input
    }

    @Test("Value images shorten the track")
    func valueImagesShortenTrack() {
        let slider = UISlider(frame: Self.frame)
        slider.minimumValueImage = UIImage(size: CGSize(width: 20, height: 20))
        slider.maximumValueImage = UIImage(size: CGSize(width: 30, height: 20))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 28)
        #expect(track.maxX == 190)
    }

    @Test("minimumValue above maximumValue raises the maximum (and the reverse), clamping the value")
    func boundsAdjustEachOther() {
        let slider = UISlider(frame: Self.frame)
        slider.value = 0.5
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5)
        #expect(slider.value == 5)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2)
        #expect(slider.value == 2)
        // Equal bounds: the thumb sits at the start and a drag cannot move the value.
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 2).minX == 0)
    }

    @Test("NaN value or bounds: a diagnostic and the old value kept")
    func nanRefused() {
        let input = TestWorld.input()
        let slider = UISlider(frame: Self.frame)
        slider.value = 0.25
        let diagnostics = TestWorld.diagnostics {
            slider.value = .nan
            slider.minimumValue = .nan
            slider.maximumValue = .nan
        }
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidControlValue })
        #expect(slider.value == 0.25 && slider.minimumValue == 0 && slider.maximumValue == 1)
        _ = input
    }

    @Test("Target-action: the target gets every change with the slider as sender")
    func targetAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("vc", log: log)
        let slider = UISlider(frame: Self.frame)
        slider.addTarget(receiver, action: "save:", for: .valueChanged)
        showWindow(with: [slider])

        input.drag(from: Self.thumbAtZero, to: CGPoint(x: 164, y: 315), steps: 2)
        #expect(log.entries == ["vc.save", "vc.save"])
        #expect(receiver.senders.allSatisfy { isSame($0, slider) })
    }

    @Test("In a scroll view, dragging the thumb moves the slider, not the content; dragging elsewhere scrolls")
    func sliderInScrollView() {
        let input = TestWorld.input()
        let log = EventLog()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 2000, height: 844)
        let slider = makeSlider(log: log)
        scrollView.addSubview(slider)
        showWindow(with: [scrollView])

        // The finger rests on the thumb past the scroll view's 0.15 s touch delay, then drags.
        let finger = input.touchDown(at: Self.thumbAtZero)
        input.advance(by: 0.2)
        for step in 1...5 { input.move(finger, to: CGPoint(x: 64 + CGFloat(step) * 20, y: 315)) }
        input.lift(finger, at: CGPoint(x: 164, y: 315))
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset.x == 0)

        input.advance(by: 1)
        input.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 600))
        #expect(scrollView.contentOffset.x > 100)
        #expect(slider.value == 0.5)
    }

    @Test("""
        An ancestor's pan does not take a drag of the thumb (UIKit: the knob's swipe is the slider's); off the \
        thumb it does
        """)
    func ancestorPanLosesToThumb() {
        let input = TestWorld.input()
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            if recognizer.state == .began { log.record("pan") }
        })
        let slider = makeSlider(log: log)
        container.addSubview(slider)
        showWindow(with: [container])

        input.drag(from: Self.thumbAtZero, to: CGPoint(x: 164, y: 315), steps: 5)
        #expect(slider.value == 0.5)
        #expect(!log.entries.contains("pan"))

        log.clear()
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 250, y: 315), to: CGPoint(x: 150, y: 315), steps: 5)
        #expect(log.entries.contains("pan"))
        #expect(slider.value == 0.5)
    }
}
