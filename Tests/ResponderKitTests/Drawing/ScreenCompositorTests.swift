import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// What a backend's window shows: the screen drawn into its pixels with the layer renderer, an
/// animated view or layer (its geometry, colours, shape and gradient) at its presentation (a snapshot draws the model,
/// as Core Animation's
/// `render(in:)`), and only within the damage it is given.
@MainActor
@Suite("The screen compositor draws windows into a backend's pixels",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct ScreenCompositorTests {
    /// 390 × 844 premultiplied BGRA pixels at scale 1, as SDL's ARGB8888 texture holds them.
    @MainActor final class Screen {
        var bytes = [UInt8](repeating: 0, count: 390 * 844 * 4)
        let compositor = ScreenCompositor()

        func draw(_ windows: [UIWindow], damage: CGRect? = nil) {
            let drew = bytes.withUnsafeMutableBytes {
                compositor.render(
                    windows, into: $0.baseAddress!, width: 390, height: 844, bytesPerRow: 390 * 4, scale: 1,
                    damage: damage)
            }
            #expect(drew)
        }

        /// Red, green, blue at (x, y) from the top.
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let offset = (y * 390 + x) * 4
            return [bytes[offset + 2], bytes[offset + 1], bytes[offset]]
        }
    }

    /// `window` drawn at scale 1 as a snapshot draws it (`drawHierarchy`: the model, not the presentation).
    static func modelSnapshot(of window: UIWindow) -> PixelReader? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return PixelReader(UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        })
    }

    @Test("A view animating its centre is drawn where its presentation is; a snapshot draws the model")
    func presentation() throws {
        let input = TestWorld.input()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        box.backgroundColor = .red
        let window = showWindow(with: [box])
        window.rootViewController?.view.backgroundColor = .white
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 220 })
        input.advance(by: 0.5)
        let screen = Screen()
        screen.draw([window])
        // Half way from x 20 to 220 is 120: the box covers 100…140.
        #expect(screen.rgb(120, 120) == [255, 0, 0], "the presentation's place")
        #expect(screen.rgb(220, 120) == [255, 255, 255], "not yet the model's place")

        let pixels = try #require(Self.modelSnapshot(of: window))
        #expect(pixels[220, 120] == [255, 0, 0, 255], "drawHierarchy draws the model")
        input.advance(by: 1)
    }

    @Test("A progress bar's strokeEnd and a border colour animate on screen; the snapshot draws the model")
    func animatedLayerContent() throws {
        let input = TestWorld.input()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let window = showWindow(with: [host])
        window.rootViewController?.view.backgroundColor = .white
        // A line from x 20 to 220 drawn by strokeEnd 0 → 1, as a progress bar animates.
        let bar = CAShapeLayer()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: 50))
        line.addLine(to: CGPoint(x: 220, y: 50))
        bar.path = line.cgPath
        bar.strokeColor = UIColor.red.cgColor
        bar.lineWidth = 10
        host.layer.addSublayer(bar)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        bar.add(grow, forKey: "grow")
        // A framed box whose border turns from blue to green.
        let frame = CALayer()
        frame.frame = CGRect(x: 20, y: 100, width: 100, height: 100)
        frame.borderWidth = 10
        frame.borderColor = UIColor.green.cgColor
        host.layer.addSublayer(frame)
        CATransaction.flush()
        let recolour = CABasicAnimation(keyPath: "borderColor")
        recolour.fromValue = UIColor.blue.cgColor
        recolour.toValue = UIColor.blue.cgColor
        recolour.duration = 1
        frame.add(recolour, forKey: "recolour")
        input.advance(by: 0.5)
        let screen = Screen()
        screen.draw([window])
        #expect(screen.rgb(60, 50) == [255, 0, 0], "the first half of the line is drawn")
        #expect(screen.rgb(200, 50) == [255, 255, 255], "the second half is not yet")
        #expect(screen.rgb(24, 150) == [0, 0, 255], "the border in its animated colour")

        let pixels = try #require(Self.modelSnapshot(of: window))
        #expect(pixels[200, 50] == [255, 0, 0, 255], "the snapshot draws the model's whole line")
        #expect(pixels[24, 150] == [0, 255, 0, 255], "and the model's border colour")
        input.advance(by: 1)
        screen.draw([window])
        #expect(screen.rgb(200, 50) == [255, 0, 0], "once the animation is over, the whole line")
    }

    @Test("Only the damage is drawn; outside it the pixels are left as they were")
    func damage() {
        let swatch = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        swatch.backgroundColor = .blue
        let window = showWindow(with: [swatch])
        let screen = Screen()
        screen.draw([window])
        #expect(screen.rgb(50, 50) == [0, 0, 255])
        swatch.backgroundColor = .green
        screen.draw([window], damage: CGRect(x: 10, y: 10, width: 50, height: 100))
        #expect(screen.rgb(30, 50) == [0, 255, 0], "inside the damage: the new colour")
        #expect(screen.rgb(80, 50) == [0, 0, 255], "outside it: what was there")
    }

    @Test("setNeedsDisplay() asks for the view's screen rectangle until the view is drawn")
    func redrawRequests() {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 10))
        let window = showWindow(with: [view])
        let screen = Screen()
        #expect(screen.compositor.redrawRequests(in: [window]).contains(window.frame), "the first frame: everything")
        screen.draw([window])
        #expect(screen.compositor.redrawRequests(in: [window]).isEmpty)
        view.setNeedsDisplay()
        #expect(screen.compositor.redrawRequests(in: [window]) == [CGRect(x: 30, y: 40, width: 20, height: 10)])
        screen.draw([window])
        #expect(screen.compositor.redrawRequests(in: [window]).isEmpty)
    }

    @Test("A layer that moves, appears or goes asks for where it was and where it is")
    func movedLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let window = showWindow(with: [view])
        let screen = Screen()
        _ = screen.compositor.redrawRequests(in: [window])
        view.frame.origin = CGPoint(x: 100, y: 200)
        let moved = screen.compositor.redrawRequests(in: [window])
        #expect(
            Set(moved.map { "\($0)" })
                == Set(
                    [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 100, y: 200, width: 20, height: 20)].map {
                        "\($0)"
                    }))
        let line = CALayer()
        line.frame = CGRect(x: 0, y: 19, width: 20, height: 1)
        view.layer.addSublayer(line)
        #expect(
            screen.compositor.redrawRequests(in: [window]) == [CGRect(x: 100, y: 219, width: 20, height: 1)],
            "a new layer where it is")
        line.removeFromSuperlayer()
        #expect(
            screen.compositor.redrawRequests(in: [window]) == [CGRect(x: 100, y: 219, width: 20, height: 1)],
            "a removed layer where it was")
    }

    @Test("A translucent view's group holds what its layers draw outside their bounds: a progress ring's path")
    func groupExtent() throws {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).cgPath
        ring.fillColor = UIColor.red.cgColor
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.alpha = 0.5
        view.layer.addSublayer(ring)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let pixels = try #require(PixelReader(image))
        let centre = pixels[30, 30]
        #expect(centre[0] > 100 && centre[3] > 100, "the zero-size shape layer's fill shows at half opacity: \(centre)")
    }
}
