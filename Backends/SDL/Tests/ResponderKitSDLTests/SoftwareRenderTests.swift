import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// Pixels, not just lists: the SDL renderer draws display lists into a memory surface (SDL's software
/// renderer, no display needed) and the tests read the colours back.
@MainActor
@Suite("Software rendering")
struct SoftwareRenderTests {
    /// A 390 × 844 surface with an SDL software renderer over it.
    @MainActor
    final class Canvas {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let sdlRenderer: OpaquePointer
        let renderer: SDLRenderer

        init(pixelsPerPoint: CGFloat = 1) throws {
            let width = Int32(390 * pixelsPerPoint), height = Int32(844 * pixelsPerPoint)
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ABGR8888.rawValue),
                  let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
                throw SDLTestError(String(cString: SDL_GetError()))
            }
            if TTF_WasInit() == 0 { TTF_Init() }
            self.surface = surface
            self.sdlRenderer = sdlRenderer
            renderer = SDLRenderer(
                renderer: sdlRenderer, pixelsPerPoint: pixelsPerPoint, fontPath: FontLocator.defaultFontPath())
        }

        func draw(_ windows: [UIWindow]) {
            let builder = DisplayListBuilder { [renderer] text, font in renderer.size(of: text, font: font) }
            renderer.draw(builder.build(windows: windows))
            SDL_RenderPresent(sdlRenderer)
        }

        /// The colour of the pixel at (x, y), as 0–255 RGB.
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let s = surface.pointee
            let row = s.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(s.pitch)
            let p = row + x * 4
            return [Int(p[0]), Int(p[1]), Int(p[2])]
        }

        isolated deinit {
            renderer.releaseResources()
            SDL_DestroyRenderer(sdlRenderer)
            SDL_FreeSurface(surface)
        }
    }

    struct SDLTestError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private func whiteWindow(_ subviews: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        window.isHidden = false
        for view in subviews { window.addSubview(view) }
        return window
    }

    @Test("The renderer measures text as SDL_ttf draws it: per face and size, close to DejaVu Sans's table")
    func measuresFaces() throws {
        let canvas = try Canvas()
        let regular = UIFont.systemFont(ofSize: 17), bold = UIFont.boldSystemFont(ofSize: 17)
        let drawn = canvas.renderer.size(of: "Hello world", font: regular)
        let table = BuiltInTextMetrics.shared.size(of: "Hello world", font: regular)
        #expect(abs(drawn.width - table.width) <= 6, "hinting moves each glyph by under a pixel")
        #expect(drawn.height == regular.lineHeight)
        #expect(canvas.renderer.size(of: "Hello world", font: bold).width > drawn.width)
        #expect(canvas.renderer.size(of: "Hello world", font: regular.withSize(34)).width > 1.8 * drawn.width)
    }

    @Test("The dragged red view is red where its transform put it, and white where it was")
    func translatedView() throws {
        let canvas = try Canvas()
        let red = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        red.backgroundColor = .red
        red.transform = CGAffineTransform(translationX: 100, y: 150)
        canvas.draw([whiteWindow(red)])
        #expect(canvas.pixel(250, 300) == [255, 0, 0])
        #expect(canvas.pixel(150, 150) == [255, 255, 255])
        #expect(canvas.pixel(201, 251) == [255, 0, 0])
        #expect(canvas.pixel(198, 248) == [255, 255, 255])
    }

    @Test("Scale: a view scaled by 2 covers twice its size around its centre, at 2 pixels per point too")
    func scaledView() throws {
        let canvas = try Canvas(pixelsPerPoint: 2)
        let blue = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        blue.backgroundColor = .blue
        blue.transform = CGAffineTransform(scaleX: 2, y: 2)
        canvas.draw([whiteWindow(blue)])
        // The view spans 75…175 points: 150…350 pixels.
        #expect(canvas.pixel(155, 155) == [0, 0, 255])
        #expect(canvas.pixel(345, 345) == [0, 0, 255])
        #expect(canvas.pixel(145, 145) == [255, 255, 255])
        #expect(canvas.pixel(355, 355) == [255, 255, 255])
    }

    @Test("Alpha blends over what is behind; hidden views are not drawn; clipsToBounds cuts subviews off")
    func alphaHiddenAndClipping() throws {
        let canvas = try Canvas()
        let translucent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        translucent.backgroundColor = .red
        translucent.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let clipper = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        clipper.clipsToBounds = true
        let overflowing = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        overflowing.backgroundColor = .green
        clipper.addSubview(overflowing)
        canvas.draw([whiteWindow(translucent, hidden, clipper)])
        let blended = canvas.pixel(25, 25)
        #expect(
            blended[0] == 255 && (126...129).contains(blended[1]) && (126...129).contains(blended[2]), "got \(blended)")
        #expect(canvas.pixel(85, 25) == [255, 255, 255])
        #expect(canvas.pixel(75, 175) == [0, 255, 0])
        #expect(canvas.pixel(125, 175) == [255, 255, 255], "clipped off at the clipper's right edge")
    }

    @Test("Huge and infinite geometry draws without trapping: a clip of 1e19 points, a view scaled to infinity")
    func hugeGeometry() throws {
        let canvas = try Canvas()
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e19, height: 1e19))
        huge.clipsToBounds = true
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inside.backgroundColor = .green
        huge.addSubview(inside)
        let infinite = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        infinite.backgroundColor = .blue
        infinite.transform = CGAffineTransform(scaleX: 1e300, y: 1e300).scaledBy(x: 1e300, y: 1e300)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "x"
        label.transform = CGAffineTransform(scaleX: 1e308, y: 1e308)
        canvas.draw([whiteWindow(huge, infinite, label)])
        #expect(canvas.pixel(25, 25).count == 3)
    }

    @Test("A label's text is drawn in its frame with the system font")
    func labelText() throws {
        let canvas = try Canvas()
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Hello"
        canvas.draw([whiteWindow(label)])
        var dark = 0
        for y in 20..<50 { for x in 20..<120 where canvas.pixel(x, y)[0] < 128 { dark += 1 } }
        #expect(FontLocator.defaultFontPath() != nil, "a font is installed (Debian: fonts-dejavu-core)")
        #expect(dark > 50, "\(dark) dark pixels of text")
        var darkOutside = 0
        for y in 60..<100 { for x in 20..<120 where canvas.pixel(x, y)[0] < 128 { darkOutside += 1 } }
        #expect(darkOutside == 0)
    }
}
