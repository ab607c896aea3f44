import CSDL2
import Foundation
import ResponderKit

/// Draws display lists with an `SDL_Renderer`: fills as triangle fans of their convex outlines (so any
/// affine transform, and rounded corners, draw right), text through SDL_ttf, clipping with the renderer's clip
/// rectangle.
///
/// Text textures are cached by string, face and size; a texture not drawn in a frame is freed at its
/// end, so the cache holds what is on the screen and no more.
///
/// The renderer is also a `TextMetricsSource`: ``SDLScreenHost`` makes it `UIFont.metricsSource`
/// while its window is open, so that Auto Layout sizes text with the widths SDL_ttf draws it at
/// (hinted to whole pixels, which the built-in DejaVu Sans table is not).
@MainActor
public final class SDLRenderer: TextMetricsSource {
    let renderer: OpaquePointer
    /// Pixels per point.
    public let pixelsPerPoint: CGFloat
    private let fonts: FontCache
    private var textures: [TextKey: TextTexture] = [:]
    private var usedThisFrame: Set<TextKey> = []

    private struct TextKey: Hashable {
        var text: String
        var face: FontCache.Face
        var pixelSize: Int
    }

    private struct TextTexture {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// A renderer drawing with `renderer` (not owned), with text from the font at `fontPath`
    /// (`nil`: no text is drawn).
    public init(renderer: OpaquePointer, pixelsPerPoint: CGFloat, fontPath: String?) {
        self.renderer = renderer
        self.pixelsPerPoint = pixelsPerPoint
        self.fonts = FontCache(path: fontPath)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Frees the text textures and closes the fonts. Call it before the SDL renderer is destroyed
    /// and SDL_ttf shut down (it runs at deinit too, for a renderer that outlives neither).
    public func releaseResources() {
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
        textures.removeAll()
        fonts.closeAll()
    }

    isolated deinit {
        releaseResources()
    }

    /// The size of `text` in points at `fontSize` in the regular face, as it will be drawn.
    public func measure(_ text: String, fontSize: CGFloat) -> CGSize {
        size(of: text, font: .systemFont(ofSize: fontSize))
    }

    /// The size of `text` on one line in `font`'s face and size, as it will be drawn: SDL_ttf's width
    /// and `font.lineHeight`. Without a font file (or after ``releaseResources()``), the built-in
    /// DejaVu Sans metrics.
    public func size(of text: String, font: UIFont) -> CGSize {
        guard !text.isEmpty, let ttf = fonts.font(FontCache.Face(font), pixelSize: pixelSize(font.pointSize)) else {
            return BuiltInTextMetrics.shared.size(of: text, font: font)
        }
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(ttf, text, &width, &height)
        return CGSize(width: CGFloat(width) / pixelsPerPoint, height: font.lineHeight)
    }

    /// Clears to the screen's black and draws `list`. The caller presents.
    public func draw(_ list: DisplayList) {
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        for item in list.items {
            switch item {
            case let .fill(corners, color, clip):
                setClip(clip)
                fill(corners, color)
            case let .text(text, center, font, scale, angle, color, clip):
                setClip(clip)
                drawText(text, center: center, font: font, scale: scale, angle: angle, color: color)
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
        for key in textures.keys where !usedThisFrame.contains(key) {
            if let entry = textures.removeValue(forKey: key) { SDL_DestroyTexture(entry.texture) }
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    private func pixelSize(_ fontSize: CGFloat) -> Int {
        max(Int((fontSize * pixelsPerPoint).rounded()), 1)
    }

    private func setClip(_ clip: CGRect?) {
        guard let clip else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        // Clamped in floating point first: a huge or infinite frame must not trap converting to Int.
        let limit: CGFloat = 16_777_216
        func pixels(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
            guard !value.isNaN else { return 0 }
            return min(max((value * pixelsPerPoint).rounded(rule), -limit), limit)
        }
        let minX = pixels(clip.minX, .down), minY = pixels(clip.minY, .down)
        let maxX = pixels(clip.maxX, .up), maxY = pixels(clip.maxY, .up)
        // An empty clip rectangle would mean "no clipping" to SDL: clip to a point off screen instead.
        var rect = clip.isEmpty || clip.isNull || maxX <= minX || maxY <= minY
            ? SDL_Rect(x: -2, y: -2, w: 1, h: 1)
            : SDL_Rect(x: Int32(minX), y: Int32(minY), w: Int32(maxX - minX), h: Int32(maxY - minY))
        SDL_RenderSetClipRect(renderer, &rect)
    }

    private func fill(_ corners: [CGPoint], _ color: RGBA) {
        guard corners.count >= 3 else { return }
        let sdlColor = SDL_Color(
            r: channel(color.red), g: channel(color.green), b: channel(color.blue), a: channel(color.alpha))
        guard sdlColor.a > 0 else { return }
        // Far-away or non-finite corners (a view scaled to infinity) are pulled in to a size SDL
        // rasterises safely; such a quad covers the screen either way.
        let limit: CGFloat = 16_777_216
        func coordinate(_ value: CGFloat) -> Float {
            value.isNaN ? 0 : Float(min(max(value * pixelsPerPoint, -limit), limit))
        }
        var vertices = corners.map { corner in
            SDL_Vertex(position: SDL_FPoint(x: coordinate(corner.x), y: coordinate(corner.y)),
                       color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        // A convex polygon (a quad, or a rounded rectangle's outline): a fan from the first corner.
        var indices: [Int32] = []
        indices.reserveCapacity((corners.count - 2) * 3)
        for index in 1..<(Int32(corners.count) - 1) { indices += [0, index, index + 1] }
        SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }

    private func drawText(_ text: String, center: CGPoint, font: UIFont, scale: CGFloat, angle: CGFloat, color: RGBA) {
        let key = TextKey(text: text, face: FontCache.Face(font), pixelSize: pixelSize(font.pointSize))
        guard let entry = texture(for: key) else { return }
        usedThisFrame.insert(key)
        SDL_SetTextureColorMod(entry.texture, channel(color.red), channel(color.green), channel(color.blue))
        SDL_SetTextureAlphaMod(entry.texture, channel(color.alpha))
        let width = Float(CGFloat(entry.width) * scale), height = Float(CGFloat(entry.height) * scale)
        guard width.isFinite, height.isFinite, width < 1_048_576, height < 1_048_576,
              center.x.isFinite, center.y.isFinite, angle.isFinite else { return }
        var destination = SDL_FRect(
            x: Float(center.x * pixelsPerPoint) - width / 2, y: Float(center.y * pixelsPerPoint) - height / 2,
                                    w: width, h: height)
        SDL_RenderCopyExF(renderer, entry.texture, nil, &destination, Double(angle) * 180 / .pi, nil, SDL_FLIP_NONE)
    }

    private func texture(for key: TextKey) -> TextTexture? {
        if let cached = textures[key] { return cached }
        guard let font = fonts.font(key.face, pixelSize: key.pixelSize),
            let surface = TTF_RenderUTF8_Blended(font, key.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = TextTexture(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
        textures[key] = entry
        return entry
    }

    private func channel(_ value: Double) -> UInt8 {
        guard value.isFinite else { return value == .infinity ? 255 : 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}

/// The fonts of one typeface — regular, bold, italic, bold italic and monospaced — at the pixel
/// sizes asked for, opened once each. The other faces' files are found beside the regular one
/// (``FontLocator/variantPath(of:face:)``); a face without a file is the regular font with SDL_ttf's
/// synthetic bold or italic style (monospaced: the regular font).
@MainActor
final class FontCache {
    enum Face: Hashable {
        case regular, bold, italic, boldItalic, monospaced, monospacedBold

        init(_ font: UIFont) {
            switch (font.isMonospaced, font.isBold, font.isItalic) {
            case (true, false, _): self = .monospaced
            case (true, true, _): self = .monospacedBold
            case (false, false, false): self = .regular
            case (false, true, false): self = .bold
            case (false, false, true): self = .italic
            case (false, true, true): self = .boldItalic
            }
        }
    }

    private struct Key: Hashable {
        var face: Face
        var pixelSize: Int
    }

    private let path: String?
    private var fonts: [Key: OpaquePointer] = [:]

    init(path: String?) {
        self.path = path
    }

    func closeAll() {
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }

    isolated deinit {
        closeAll()
    }

    func font(_ face: Face = .regular, pixelSize: Int) -> OpaquePointer? {
        let key = Key(face: face, pixelSize: pixelSize)
        if let font = fonts[key] { return font }
        guard let path, TTF_WasInit() > 0 else { return nil }
        let own = FontLocator.variantPath(of: path, face: face)
        guard let font = TTF_OpenFont(own ?? path, Int32(pixelSize)) else { return nil }
        if own == nil {
            switch face {
            case .bold, .monospacedBold: TTF_SetFontStyle(font, TTF_STYLE_BOLD)
            case .italic: TTF_SetFontStyle(font, TTF_STYLE_ITALIC)
            case .boldItalic: TTF_SetFontStyle(font, TTF_STYLE_BOLD | TTF_STYLE_ITALIC)
            case .regular, .monospaced: break
            }
        }
        fonts[key] = font
        return font
    }
}

/// Where the text font is found.
public enum FontLocator {
    /// `RESPONDERKIT_FONT` if set, else the first of the usual sans-serif fonts that exists (Debian's
    /// fonts-dejavu-core, Liberation, Noto, macOS's Helvetica).
    public static func defaultFontPath() -> String? {
        let candidates = [
            ProcessInfo.processInfo.environment["RESPONDERKIT_FONT"],
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
            "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
            "/System/Library/Fonts/Helvetica.ttc",
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The file of `face` beside the regular font at `path`, if there is one: DejaVu's
    /// `DejaVuSans-Bold.ttf`, `-Oblique`, `-BoldOblique` and `DejaVuSansMono.ttf`, or a `-Regular` file's
    /// `-Bold`, `-Italic`, `-BoldItalic` (Liberation, Noto). `nil` for the regular face itself.
    static func variantPath(of path: String, face: FontCache.Face) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
        var candidates: [String] = []
        let base = name.hasSuffix("-Regular") ? String(name.dropLast("-Regular".count)) : name
        switch face {
        case .regular: return nil
        case .bold: candidates = [base + "-Bold"]
        case .italic: candidates = [base + "-Oblique", base + "-Italic"]
        case .boldItalic: candidates = [base + "-BoldOblique", base + "-BoldItalic"]
        case .monospaced: candidates = [base + "Mono", base.replacingOccurrences(of: "Sans", with: "Mono") + "-Regular"]
        case .monospacedBold:
            candidates = [base + "Mono-Bold", base.replacingOccurrences(of: "Sans", with: "Mono") + "-Bold"]
        }
        return candidates.map { folder.appendingPathComponent($0).appendingPathExtension(ext).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
