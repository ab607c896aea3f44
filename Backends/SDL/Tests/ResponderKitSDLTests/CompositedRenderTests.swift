import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// The window drawn through ResponderKit's own renderer (Core Graphics over Cairo) into an SDL
/// software renderer's memory: the pixels match what the views show, a frame redraws only what
/// changed, and a custom `draw(_:)` that calls `setNeedsDisplay()` is drawn again.
@MainActor
@Suite("Composited rendering", .enabled(if: ScreenCompositor.isAvailable, "Cairo (libcairo2) is not installed"))
struct CompositedRenderTests {
    /// A view that draws a filled square in the colour it is given, as custom iOS views do.
    final class Swatch: UIView {
        var color = UIColor.red { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            color.setFill()
            UIRectFill(bounds.insetBy(dx: 5, dy: 5))
        }
    }

    @MainActor
    final class Canvas {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let sdlRenderer: OpaquePointer
        let renderer: SDLCompositedRenderer

        init() throws {
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_ABGR8888.rawValue),
                  let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
                throw SoftwareRenderTests.SDLTestError(String(cString: SDL_GetError()))
            }
            self.surface = surface
            self.sdlRenderer = sdlRenderer
            renderer = SDLCompositedRenderer(renderer: sdlRenderer)
        }

        func draw(_ windows: [UIWindow], damage: [CGRect]?) {
            renderer.draw(windows, screenSize: CGSize(width: 390, height: 844), damage: damage)
            SDL_RenderPresent(sdlRenderer)
        }

        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let s = surface.pointee
            let p = s.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(s.pitch) + x * 4
            return [Int(p[0]), Int(p[1]), Int(p[2])]
        }

        isolated deinit {
            renderer.releaseResources()
            SDL_DestroyRenderer(sdlRenderer)
            SDL_FreeSurface(surface)
        }
    }

    static func window(_ subviews: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.backgroundColor = .white
        window.isHidden = false
        subviews.forEach(window.addSubview)
        return window
    }

    @Test("Views, their draw(_:) and the standard controls reach the window's pixels")
    func drawsTheTree() throws {
        let canvas = try Canvas()
        let swatch = Swatch(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        swatch.backgroundColor = .blue
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.isOn = true
        let window = Self.window(swatch, toggle)
        canvas.draw([window], damage: nil)
        #expect(canvas.pixel(12, 12) == [0, 0, 255], "the background colour")
        #expect(canvas.pixel(35, 35) == [255, 0, 0], "draw(_:) over it")
        let track = canvas.pixel(108, 115)
        #expect(abs(track[0] - 52) < 4 && abs(track[1] - 199) < 4, "the switch's green track: \(track)")
        #expect(canvas.pixel(300, 500) == [255, 255, 255])
    }

    @Test("Only the damaged region is drawn again; setNeedsDisplay() asks for its view's region")
    func damage() throws {
        let canvas = try Canvas()
        let left = Swatch(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let right = Swatch(frame: CGRect(x: 200, y: 10, width: 50, height: 50))
        let window = Self.window(left, right)
        _ = canvas.renderer.redrawRequests(in: [window])
        canvas.draw([window], damage: nil)
        #expect(canvas.pixel(35, 35) == [255, 0, 0] && canvas.pixel(225, 35) == [255, 0, 0])

        // Both change, but only the left one's region is declared damaged: the right keeps its old pixels.
        left.color = .green
        right.color = .green
        let requests = canvas.renderer.redrawRequests(in: [window])
        #expect(requests.count == 2, "both views asked to be drawn again")
        canvas.draw([window], damage: [left.frame])
        #expect(canvas.pixel(35, 35) == [0, 255, 0])
        #expect(canvas.pixel(225, 35) == [255, 0, 0], "outside the damage nothing was drawn")
        let before = canvas.renderer.pixelsRedrawn
        canvas.draw([window], damage: [right.frame])
        #expect(canvas.pixel(225, 35) == [0, 255, 0])
        #expect(canvas.renderer.pixelsRedrawn - before <= 390 * 52, "only the damaged rows were copied")
        #expect(canvas.renderer.redrawRequests(in: [window]).isEmpty, "drawing cleared the requests")
    }

    @Test("Two display lists' damage covers the items that differ, in both places")
    func listDamage() {
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        func square(_ x: CGFloat) -> DisplayItem {
            .fill(
                corners: [
                    CGPoint(x: x, y: 0), CGPoint(x: x + 10, y: 0), CGPoint(x: x + 10, y: 10), CGPoint(x: x, y: 10),
                ],
                  color: red, clip: nil)
        }
        let before = DisplayList(items: [square(0), square(100)])
        let after = DisplayList(items: [square(0), square(200)])
        let damage = after.damage(comparedWith: before)
        #expect(damage.count == 2)
        #expect(
            damage.contains { $0.contains(CGPoint(x: 205, y: 5)) }
                && damage.contains { $0.contains(CGPoint(x: 105, y: 5)) })
        #expect(!damage.contains { $0.contains(CGPoint(x: 5, y: 5)) }, "an unchanged item is not damaged")
        #expect(before.damage(comparedWith: before).isEmpty)
    }
}
