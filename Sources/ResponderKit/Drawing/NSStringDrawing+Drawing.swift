import Foundation

/// UIKit's string drawing (NSStringDrawing.h): strings and attributed strings painted into the current
/// context (`UIGraphicsGetCurrentContext()`), laid out as their measurement (`size(withAttributes:)`,
/// `boundingRect(with:…)`) says — see ``TextDrawing``. Outside drawing (no current context) they do
/// nothing, as in UIKit. Text without a `.font` is the system font at 12 points and without a
/// `.foregroundColor` black, UIKit's defaults. Where UIKit differs: glyphs are DejaVu Sans's (Pango),
/// not San Francisco's.
extension NSAttributedString {
    /// Draws the string with its first line's top-left at `point`, one line per line break.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), length > 0, point.x.isFinite, point.y.isFinite else { return }
        TextDrawing(self, width: nil).draw(at: point, width: nil, in: ctx)
    }

    /// Draws the string wrapped to `rect`'s width from its top, aligned by its paragraph style: the
    /// lines that fit in `rect`'s height (at least one), clipped to `rect`.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), length > 0, rect.isFiniteDrawingRect else { return }
        let drawing = TextDrawing(self, width: rect.width,
                                  numberOfLines: max(1, TextDrawing.lines(of: self, fittingHeight: rect.height)))
        ctx.saveGState()
        ctx.clip(to: rect)
        drawing.draw(at: rect.origin, width: rect.width, in: ctx)
        ctx.restoreGState()
    }

    /// Draws the string as `boundingRect(with:options:context:)` measures it: with
    /// `.usesLineFragmentOrigin`, wrapped to `rect`'s width from its top-left, in the lines that fit a
    /// height above 0 — the last one cut with "…" when `.truncatesLastVisibleLine` is set too and the
    /// paragraph wraps (Apple: the option "is ignored if NSStringDrawingUsesLineFragmentOrigin is not
    /// also set"); without it, on one line per line break with the first baseline at `rect.origin`
    /// (Apple's documented meaning).
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext(), length > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else {
            return
        }
        let fromTop = options.contains(.usesLineFragmentOrigin)
        let wraps = fromTop && rect.width.isFinite && rect.width > 0
        var lineLimit = 0
        var mode: NSLineBreakMode?
        if fromTop, rect.height.isFinite, rect.height > 0 {
            lineLimit = max(1, TextDrawing.lines(of: self, fittingHeight: rect.height))
            let paragraphMode = leadingParagraphStyle?.lineBreakMode ?? .byWordWrapping
            if options.contains(.truncatesLastVisibleLine), [.byWordWrapping, .byCharWrapping].contains(paragraphMode) {
                mode = .byTruncatingTail
            }
        }
        let drawing = TextDrawing(self, width: wraps ? rect.width : nil, numberOfLines: lineLimit, lineBreakMode: mode)
        let origin = fromTop ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - drawing.ascender)
        drawing.draw(at: origin, width: wraps ? rect.width : nil, in: ctx)
        context?.totalBounds = CGRect(x: 0, y: 0, width: drawing.lines.map(\.width).max() ?? 0, height: drawing.height)
    }
}

extension String {
    /// Draws the string with `attributes`, its top-left at `point` (see `NSAttributedString`'s).
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string with `attributes` wrapped in `rect` (see `NSAttributedString`'s).
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string with `attributes` as `boundingRect(with:options:attributes:context:)` measures it.
    @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string with `attributes`, its top-left at `point`.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string with `attributes` wrapped in `rect`.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string with `attributes` as `boundingRect(with:options:attributes:context:)` measures it.
    @MainActor
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension CGRect {
    /// Finite origin and size, not negative: a rectangle text can be drawn in.
    var isFiniteDrawingRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width > 0
            && size.height > 0
    }
}
