import Foundation

/// The parts of Core Graphics' graphics state that Cairo's does not hold in the same form; line
/// width, caps, joins, dashes, the fill rule and the clip live in Cairo's state, saved beside these.
struct GraphicsState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    var allowsAntialiasing = true

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }
}

/// How drawing combines with what is there — Apple's `CGBlendMode`, with Apple's raw values.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter

    /// Cairo's operator for the mode. `plusDarker` has none; it is drawn as `multiply`, the nearest.
    var cairoOperator: Cairo.Operator {
        switch self {
        case .normal: .over
        case .multiply, .plusDarker: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .source
        case .sourceIn: .in
        case .sourceOut: .out
        case .sourceAtop: .atop
        case .destinationOver: .destOver
        case .destinationIn: .destIn
        case .destinationOut: .destOut
        case .destinationAtop: .destAtop
        case .xor: .xor
        case .plusLighter: .add
        }
    }
}

extension CGContext {
    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        cairo.save(cr)
    }

    /// Pops the graphics state saved last. More restores than saves (or a restore across a
    /// transparency layer's beginning) is reported and ignored, as Core Graphics does.
    public func restoreGState() {
        guard savedStates.count > (layerFloors.last ?? 0) else {
            CairoLoader.report("CGContextRestoreGState: invalid context: there is no saved state to restore; "
                               + "balance every restoreGState() with an earlier saveGState().")
            return
        }
        let path = devicePath
        state = savedStates.removeLast()
        cairo.restore(cr)
        devicePath = path  // the path is not part of the graphics state
        applyCTM()
    }

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite else { return }
        cairo.setLineWidth(cr, Double(max(width, 0)))
    }

    public func setLineCap(_ cap: CGLineCap) { cairo.setLineCap(cr, cap.rawValue) }
    public func setLineJoin(_ join: CGLineJoin) { cairo.setLineJoin(cr, join.rawValue) }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo.setMiterLimit(cr, Double(max(limit, 1)))
    }

    /// Dashes strokes: `lengths` alternate painted and unpainted lengths in user space, starting
    /// `phase` into the pattern. Empty `lengths` (or all zero) draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let usable = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
        let dashes = usable ? lengths.map(Double.init) : []
        dashes.withUnsafeBufferPointer {
            cairo.setDash(cr, $0.baseAddress, Int32(dashes.count), Double(usable ? phase : 0))
        }
    }

    /// How closely curves are followed (Cairo's tolerance, in device pixels; 0.1 unless set).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo.setTolerance(cr, Double(min(flatness, 10)) * 0.1)
    }

    /// The global alpha every drawing is multiplied by (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }

    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo.setAntialias(cr, on ? Cairo.Antialias.default.rawValue : Cairo.Antialias.none.rawValue)
    }

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Gives everything drawn afterwards a shadow `offset` away (in the base space, not moved by the
    /// CTM: y down, as on iOS since 3.2), blurred by `blur`, in `color` (`nil` turns shadows off).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// A shadow in black at a third opacity, as Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
