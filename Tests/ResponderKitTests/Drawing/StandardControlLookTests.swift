import Foundation
import ResponderKit
import Testing

/// The standard controls rendered as a settings screen shows them, the pixels read back: what the
/// control's state says is where iOS draws it (a switch's green track and knob side, a slider's blue
/// part up to its thumb, the selected segment's plate, the current page's dot).
@MainActor
@Suite("Standard controls draw their state as iOS does",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct StandardControlLookTests {
    /// Renders `control` at one pixel per point on a white background.
    static func pixels(of control: UIView, size: CGSize? = nil) -> PixelReader? {
        let host = UIView(frame: CGRect(origin: .zero, size: size ?? control.bounds.size))
        host.backgroundColor = .white
        control.frame.origin = .zero
        host.addSubview(control)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: host.bounds, format: format).image { _ in
            _ = host.drawHierarchy(in: host.bounds, afterScreenUpdates: true)
        }
        return PixelReader(image)
    }

    static let green: [UInt8] = [52, 199, 89, 255]
    static let blue: [UInt8] = [0, 122, 255, 255]

    @Test("A switch is a green track with the knob on the right when on, grey with the knob on the left when off")
    func switches() throws {
        let on = UISwitch()
        on.isOn = true
        let onPixels = try #require(Self.pixels(of: on))
        #expect(onPixels.pixel(x: 8, y: 15, isNear: Self.green, tolerance: 3))
        #expect(onPixels.pixel(x: 36, y: 15, isNear: [255, 255, 255, 255], tolerance: 3))

        let off = UISwitch()
        let offPixels = try #require(Self.pixels(of: off))
        #expect(offPixels.pixel(x: 15, y: 15, isNear: [255, 255, 255, 255], tolerance: 3), "the knob is on the left")
        let track = offPixels[44, 15]
        #expect(track[0] < 240 && track[0] > 200, "the off track is the light system fill: \(track)")

        on.onTintColor = .systemRed
        let red = try #require(Self.pixels(of: on))
        #expect(red.pixel(x: 8, y: 15, isNear: [255, 59, 48, 255], tolerance: 3))
    }

    @Test("A slider's track is the tint colour up to the thumb and grey after it")
    func slider() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let pixels = try #require(Self.pixels(of: slider))
        #expect(pixels.pixel(x: 40, y: 15, isNear: Self.blue, tolerance: 3))
        #expect(pixels[160, 15][0] < 240, "the track after the thumb is grey")
        #expect(pixels[160, 15][2] < 250)
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
        #expect(pixels.pixel(x: Int(thumb.midX), y: Int(thumb.midY) - 8, isNear: [255, 255, 255, 255], tolerance: 3))

        slider.minimumTrackTintColor = .systemGreen
        let green = try #require(Self.pixels(of: slider))
        #expect(green.pixel(x: 40, y: 15, isNear: Self.green, tolerance: 3))
    }

    @Test("A thumb image sets the thumb's size, per state with the normal one as fallback")
    func sliderImages() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let knob = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 30)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        slider.setThumbImage(knob, for: .normal)
        slider.value = 1
        #expect(slider.thumbImage(for: .normal) === knob)
        #expect(slider.thumbImage(for: .highlighted) == nil)
        #expect(slider.currentThumbImage === knob)
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
        #expect(thumb.size == CGSize(width: 10, height: 30))
        #expect(thumb.maxX == 200)
        let pixels = try #require(Self.pixels(of: slider))
        let red = pixels.pixel(x: 195, y: 20, isNear: [255, 59, 48, 255], tolerance: 3)
        #expect(red, "the image is drawn as the thumb: \(pixels[195, 20])")
    }

    @Test("The selected segment sits on a white plate over the grey control; dividers skip its sides")
    func segmentedControl() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let pixels = try #require(Self.pixels(of: control))
        // Left of the text in the selected segment: the plate; in the first segment: the fill.
        #expect(pixels.pixel(x: 106, y: 16, isNear: [255, 255, 255, 255], tolerance: 3))
        let fill = pixels[10, 16]
        #expect(fill[0] < 245 && fill[0] > 215, "the control's fill: \(fill)")
        // The text of the first segment is drawn in the label colour (dark pixels in its middle).
        let darkest = (40...60).map { x in (10...22).map { pixels[x, $0][0] }.min() ?? 255 }.min() ?? 255
        #expect(darkest < 100)
    }

    @Test("A progress view fills its progress in the tint colour over a grey track")
    func progress() throws {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        bar.progress = 0.25
        let pixels = try #require(Self.pixels(of: bar))
        #expect(pixels.pixel(x: 10, y: 2, isNear: Self.blue, tolerance: 3))
        #expect(pixels[60, 2][2] < 250 && pixels[60, 2][0] > 180, "the rest is the grey track: \(pixels[60, 2])")
    }

    @Test("A page control's current dot is dark, the others light")
    func pageControl() throws {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 2
        let pixels = try #require(Self.pixels(of: pages))
        let current = pages.indicatorCenter(forPage: 2), other = pages.indicatorCenter(forPage: 0)
        #expect(pixels[Int(current.x), Int(current.y)][0] < 40)
        let light = pixels[Int(other.x), Int(other.y)][0]
        #expect(light > 150 && light < 240)
    }

    @Test("A stepper greys the sign of the way that is at its limit")
    func stepper() throws {
        let stepper = UIStepper()
        stepper.value = 0
        let pixels = try #require(Self.pixels(of: stepper))
        // The centre of each half holds its sign's bar: − grey at the minimum, + dark.
        #expect(pixels[23, 16][0] > 150, "the − is in the tertiary label colour: \(pixels[23, 16])")
        #expect(pixels[70, 16][0] < 60, "the + is in the label colour: \(pixels[70, 16])")
    }

    @Test("A disabled switch is drawn at half opacity")
    func disabled() throws {
        let on = UISwitch()
        on.isOn = true
        on.isEnabled = false
        let pixels = try #require(Self.pixels(of: on))
        let track = pixels[8, 15]
        #expect(track[1] > 210 && track[0] > 140, "green faded towards white: \(track)")
    }
}
