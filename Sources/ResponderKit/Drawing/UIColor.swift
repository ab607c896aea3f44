import Foundation

/// A colour — UIKit's `UIColor`: fixed sRGB components, or a dynamic colour that resolves to one for
/// a trait collection (light or dark), as UIKit's system colours (`.label`, `.systemBackground`) do.
///
/// ```
/// view.backgroundColor = .systemBackground
/// label.textColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
/// button.layer.borderColor = UIColor.separator.cgColor
/// ```
///
/// Components are clamped to 0…1 (UIKit's extended range is not kept). Two fixed colours are equal
/// when their components are; a dynamic colour equals only itself. ``red``, ``green``, ``blue`` and
/// ``alpha`` (ResponderKit additions, for renderers) are the components resolved for
/// `UITraitCollection.current`. There are no asset catalogs: `UIColor(named:)` returns `nil`; pattern
/// colours do not exist (docs/Differences-from-UIKit.md).
public final class UIColor: NSObject, Sendable, _ExpressibleByColorLiteral {
    private let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// A name for `description` (the system colours').
    private let systemName: String?

    /// Red, 0…1, resolved for `UITraitCollection.current`.
    public var red: CGFloat { resolvedForCurrent.fixed.red }
    /// Green, 0…1, resolved for `UITraitCollection.current`.
    public var green: CGFloat { resolvedForCurrent.fixed.green }
    /// Blue, 0…1, resolved for `UITraitCollection.current`.
    public var blue: CGFloat { resolvedForCurrent.fixed.blue }
    /// Alpha, 0…1, resolved for `UITraitCollection.current`.
    public var alpha: CGFloat { resolvedForCurrent.fixed.alpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        fixed = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
        provider = nil
        systemName = nil
        super.init()
    }

    /// A grey of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour, taken as sRGB (one colour space here).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `CGColor` (a grey's channels are equal).
    public convenience init(cgColor: CGColor) {
        let values = cgColor.components ?? [0, 1]
        if values.count >= 4 {
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        } else {
            self.init(white: values.first ?? 0, alpha: values.count > 1 ? values[1] : 1)
        }
    }

    /// A dynamic colour: `dynamicProvider` gives the colour for a trait collection (called each time
    /// the colour is resolved, as UIKit does; it should return a fixed colour).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = (0, 0, 0, 1)
        provider = dynamicProvider
        systemName = nil
        super.init()
    }

    /// A system colour: `light` and `dark` by `userInterfaceStyle`.
    init(systemName: String, light: UIColor, dark: UIColor) {
        fixed = (0, 0, 0, 1)
        provider = { $0.userInterfaceStyle == .dark ? dark : light }
        self.systemName = systemName
        super.init()
    }

    /// A colour literal (`#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour named `name` in the app's asset catalogs (as its `PortedResources` registers them);
    /// `nil` for a name they do not have. A colour set with a dark variant follows the interface style.
    public convenience init?(named name: String) {
        guard let found = UIColor.asset(named: name) else { return nil }
        self.init(dynamicProvider: { found.resolvedColor(with: $0) })
    }

    /// The colour named `name` in the app's asset catalogs, resolved for `traitCollection` when given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let found = UIColor.asset(named: name) else { return nil }
        if let traitCollection {
            let resolved = found.resolvedColor(with: traitCollection)
            self.init(dynamicProvider: { _ in resolved })
        } else {
            self.init(dynamicProvider: { found.resolvedColor(with: $0) })
        }
    }

    /// The fixed colour this one is for `traitCollection` (itself when it is fixed).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        var color = provider(traitCollection)
        var depth = 0
        // A provider that returns another dynamic colour is resolved again, a bounded number of times.
        while let next = color.provider, depth < 8 {
            color = next(traitCollection)
            depth += 1
        }
        return color.provider == nil ? color : UIColor(white: 0, alpha: 1)
    }

    private var resolvedForCurrent: UIColor {
        provider == nil ? self : resolvedColor(with: UITraitCollection.current)
    }

    /// The colour as a `CGColor`, resolved for `UITraitCollection.current`.
    public var cgColor: CGColor {
        let c = resolvedForCurrent.fixed
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// UIKit's `getRed(_:green:blue:alpha:)`: writes the components and returns true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedForCurrent.fixed
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// UIKit's `getWhite(_:alpha:)`: the brightness (the mean of the channels, weighted as luma) and alpha.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedForCurrent.fixed
        white?.pointee = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// UIKit's `getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedForCurrent.fixed
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == c.green { h = (c.blue - c.red) / delta + 2 }
            else { h = (c.red - c.green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// The same colour with another alpha (dynamic colours stay dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if provider != nil {
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return other === self }
        return fixed == other.fixed
    }

    public override var hash: Int {
        if provider != nil { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(fixed.red); hasher.combine(fixed.green); hasher.combine(fixed.blue); hasher.combine(fixed.alpha)
        return hasher.finalize()
    }

    public override var description: String {
        if let systemName { return "<UIDynamicSystemColor: \(systemName)>" }
        if provider != nil { return "<UIDynamicProviderColor>" }
        func c(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
        return
            "UIColor(red: \(c(fixed.red)), green: \(c(fixed.green)), blue: \(c(fixed.blue)), alpha: \(c(fixed.alpha)))"
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        let h = clamp(hue) * 6, s = clamp(saturation), v = clamp(brightness)
        let sector = min(Int(h), 5), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

/// The type a `#colorLiteral(…)` with no other context makes, as `import UIKit` declares it.
public typealias _ColorLiteralType = UIColor
