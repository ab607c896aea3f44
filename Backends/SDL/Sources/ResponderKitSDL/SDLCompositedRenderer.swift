import CSDL2
import Foundation
import ResponderKit

/// Draws the screen with ResponderKit's own renderer (``ScreenCompositor``: Core Graphics over
/// Cairo, text over Pango) into a streaming SDL texture, and only what changed:
///
/// ```
///  frame ─▶ display list (what the views show) ─┬─ same as last frame, no setNeedsDisplay ─▶ nothing drawn
///                                               └─ else damage = the items that differ
///                                                    ∪ layers marked setNeedsDisplay
///                                                    ∪ layers being animated
///  ScreenCompositor.render(damage) into the pixel buffer ─▶ SDL_UpdateTexture(damaged rows)
///  ─▶ SDL_RenderCopy(whole texture) ─▶ present
/// ```
///
/// The display list is the change detector: two frames with equal lists show the same views in the
/// same places, colours and text. What the list cannot see — a custom `draw(_:)` whose content
/// changed, an explicit layer animation — arrives as the layers' `setNeedsDisplay` marks and their
/// running animations. A resized window draws everything again.
///
/// Used when Cairo is installed; without it (or with `RESPONDERKIT_RENDERER=displaylist`) the host
/// draws the display list with SDL's own primitives (``SDLRenderer``).
@MainActor
public final class SDLCompositedRenderer {
    private let renderer: OpaquePointer
    private let compositor = ScreenCompositor()
    private var texture: OpaquePointer?
    private var pixels: [UInt8] = []
    private var width = 0
    private var height = 0
    /// Pixels copied to the texture so far: how much the damage tracking saves.
    public private(set) var pixelsRedrawn = 0

    /// A renderer drawing into `renderer` (not owned).
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Whether this renderer can draw (Cairo is loaded) and was not turned off.
    public static var isWanted: Bool {
        ProcessInfo.processInfo.environment["RESPONDERKIT_RENDERER"] != "displaylist" && ScreenCompositor.isAvailable
    }

    /// Frees the texture; call it before the SDL renderer is destroyed (it runs at deinit too).
    public func releaseResources() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
    }

    isolated deinit {
        releaseResources()
    }

    /// Draws `windows` where `damage` (points) says they changed — everything when `damage` is `nil`
    /// or the output size changed — and copies the picture to the renderer. The caller presents.
    public func draw(_ windows: [UIWindow], screenSize: CGSize, damage: [CGRect]?) {
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight) == 0, outputWidth > 0, outputHeight > 0,
              screenSize.width > 0 else { return }
        var everything = damage == nil
        if Int(outputWidth) != width || Int(outputHeight) != height || texture == nil {
            releaseResources()
            width = Int(outputWidth)
            height = Int(outputHeight)
            pixels = [UInt8](repeating: 0, count: width * height * 4)
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        outputWidth, outputHeight)
            everything = true
        }
        guard let texture else { return }
        let scale = CGFloat(width) / screenSize.width
        let screen = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        // A rectangle that is not finite (a layer at NaN) cannot be clipped to: everything is drawn.
        let finite = (damage ?? []).filter {
            !$0.isNull && $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite
        }
        if finite.count != (damage ?? []).count { everything = true }
        let area = everything ? screen : finite.reduce(CGRect.null) { $0.union($1) }.intersection(screen)
        if !area.isNull, !area.isEmpty {
            let rowBytes = width * 4
            pixels.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                compositor.render(
                    windows, into: base, width: width, height: height, bytesPerRow: rowBytes, scale: scale, damage: area
                )
                // The damaged rows only: SDL copies them to the texture.
                let top = max(0, Int((area.minY * scale).rounded(.down))),
                    bottom = min(height, Int((area.maxY * scale).rounded(.up)))
                guard bottom > top else { return }
                var rows = SDL_Rect(x: 0, y: Int32(top), w: Int32(width), h: Int32(bottom - top))
                SDL_UpdateTexture(texture, &rows, base + top * rowBytes, Int32(rowBytes))
                pixelsRedrawn += width * (bottom - top)
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
        // The texture is in output pixels: copy it without the renderer's point scale.
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderSetScale(renderer, scaleX, scaleY)
    }

    /// What must be drawn again besides the display list's changes: layers marked
    /// `setNeedsDisplay()` and layers being animated (their presentation moves every frame).
    public func redrawRequests(in windows: [UIWindow]) -> [CGRect] {
        compositor.redrawRequests(in: windows)
    }
}

extension DisplayList {
    /// The screen rectangles (points) where `self` and `other` draw differently: the items at the
    /// same index that differ, both where the old one was and where the new one is (an inserted
    /// item makes every later one differ, which only redraws more than needed).
    public func damage(comparedWith other: DisplayList) -> [CGRect] {
        var rects: [CGRect] = []
        let count = max(items.count, other.items.count)
        for index in 0..<count {
            let mine = index < items.count ? items[index] : nil,
                theirs = index < other.items.count ? other.items[index] : nil
            guard mine != theirs else { continue }
            // A non-finite rectangle stays: the renderer then draws everything.
            if let mine { rects.append(mine.coveredRect) }
            if let theirs { rects.append(theirs.coveredRect) }
        }
        return rects
    }
}

extension DisplayItem {
    /// A rectangle (points) that holds everything the item draws, generously for text.
    public var coveredRect: CGRect {
        switch self {
        case let .fill(corners, _, clip):
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
                return CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)
            }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                return .null
            }
            let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(dx: -2, dy: -2)
            return Self.clipped(box, clip)
        case let .text(string, center, font, scale, _, _, clip):
            // Any rotation stays inside the circle round the text's centre.
            guard center.x.isFinite, center.y.isFinite, scale.isFinite else {
                return CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)
            }
            let reach = (CGFloat(string.count) * font.pointSize + font.lineHeight) * max(scale, 0.01) + 4
            let box = CGRect(x: center.x - reach, y: center.y - reach, width: reach * 2, height: reach * 2)
            return Self.clipped(box, clip)
        }
    }

    /// `box` cut to `clip` (grown by a point); a clip that is not finite is ignored.
    private static func clipped(_ box: CGRect, _ clip: CGRect?) -> CGRect {
        guard let clip, clip.minX.isFinite, clip.minY.isFinite, clip.maxX.isFinite, clip.maxY.isFinite else {
            return box
        }
        return box.intersection(clip.insetBy(dx: -1, dy: -1))
    }
}
