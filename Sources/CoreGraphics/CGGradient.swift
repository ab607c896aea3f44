import Foundation

/// Core Foundation's array and dictionary as Core Graphics' Swift API names them, for the code that
/// writes `[top.cgColor, bottom.cgColor] as CFArray` or passes `nil` as `auxiliaryInfo`. On Linux,
/// Foundation does not expose Core Foundation's types; these are Swift's own collections.
public typealias CFArray = [Any]
/// See ``CFArray``.
public typealias CFDictionary = [AnyHashable: Any]

/// A smooth blend between colours at locations from 0 to 1 — Apple's `CGGradient`, drawn by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    // @unchecked: immutable after init.
    struct Stop {
        var location: CGFloat
        var color: (CGFloat, CGFloat, CGFloat, CGFloat)
    }

    let stops: [Stop]

    /// A gradient through `colors` (`CGColor`s) at `locations` (spread evenly from 0 to 1 when `nil`);
    /// `nil` for fewer than one colour or an element that is not a `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        stops = cgColors.enumerated().map { index, color in
            let location = locations?[index] ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1))
            return Stop(location: location.isFinite ? min(max(location, 0), 1) : 0, color: color.rgba)
        }
    }

    /// A gradient from `count` colours given as components in `space` (1 + alpha for grey, 3 + alpha
    /// for RGB per colour) at `locations`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let per = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let c = (0..<per).map { components[index * per + $0] }
            let rgba = per == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return Stop(location: location.isFinite ? min(max(location, 0), 1) : 0, color: rgba)
        }
    }

    func addStops(to pattern: Cairo.Pattern, cairo: Cairo) {
        for stop in stops {
            let (r, g, b, a) = stop.color
            cairo.patternAddColorStopRGBA(pattern, Double(stop.location), Double(r), Double(g), Double(b), Double(a))
        }
    }
}

/// Whether a gradient goes on past its ends — Apple's `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
