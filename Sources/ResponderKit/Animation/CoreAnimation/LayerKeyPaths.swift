import Foundation

/// The layer properties animations and key-value coding reach by key path, as Core Animation names
/// them: `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, `.size.width`, …), `anchorPoint`,
/// `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`, `zPosition`, `hidden`, `contents`, `transform` and
/// its fields (`transform.rotation` / `.rotation.z`, `.scale`, `.scale.x`, `.scale.y`, `.translation`,
/// `.translation.x`, `.translation.y`); a shape layer's `strokeStart`, `strokeEnd`, `lineWidth`,
/// `fillColor`, `strokeColor`, `path`, `lineDashPhase`, `miterLimit`; a gradient layer's `startPoint`,
/// `endPoint`, `colors`, `locations`. The transform's fields read and write its affine decomposition
/// (scale, then rotation, then translation), so `transform.rotation.z` from 0 to 2π spins a layer
/// whatever its scale.
@MainActor
enum LayerKeyPaths {
    static func value(of layer: CALayer, at path: String) -> LayerValue? {
        let parts = path.split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        let rest = Array(parts.dropFirst())
        switch head {
        case "position": return field(.point(layer.position), rest)
        case "bounds": return field(.rect(layer.bounds), rest)
        case "frame": return field(.rect(layer.frame), rest)
        case "anchorPoint": return field(.point(layer.anchorPoint), rest)
        case "opacity": return .scalar(CGFloat(layer.opacity))
        case "cornerRadius": return .scalar(layer.cornerRadius)
        case "borderWidth": return .scalar(layer.borderWidth)
        case "shadowOpacity": return .scalar(CGFloat(layer.shadowOpacity))
        case "shadowRadius": return .scalar(layer.shadowRadius)
        case "shadowOffset": return field(.size(layer.shadowOffset), rest)
        case "zPosition": return .scalar(layer.zPosition)
        case "backgroundColor": return .color(layer.backgroundColor ?? .clear)
        case "borderColor": return .color(layer.borderColor ?? .clear)
        case "shadowColor": return .color(layer.shadowColor ?? .clear)
        case "hidden", "isHidden": return .other(layer.isHidden)
        case "contents": return .other(layer.contents as Any)
        case "transform": return transformField(layer.transform, rest)
        default: break
        }
        if let shape = layer as? CAShapeLayer {
            switch head {
            case "strokeStart": return .scalar(shape.strokeStart)
            case "strokeEnd": return .scalar(shape.strokeEnd)
            case "lineWidth": return .scalar(shape.lineWidth)
            case "lineDashPhase": return .scalar(shape.lineDashPhase)
            case "miterLimit": return .scalar(shape.miterLimit)
            case "fillColor": return .color(shape.fillColor ?? .clear)
            case "strokeColor": return .color(shape.strokeColor ?? .clear)
            case "path": return .other(shape.path as Any)
            default: break
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch head {
            case "startPoint": return field(.point(gradient.startPoint), rest)
            case "endPoint": return field(.point(gradient.endPoint), rest)
            case "colors": return .other(gradient.colors as Any)
            case "locations": return .other(gradient.locations as Any)
            default: break
            }
        }
        return nil
    }

    /// Sets the property at `path`; an unknown path or a value of the wrong kind is ignored.
    static func set(_ value: LayerValue, on layer: CALayer, at path: String) {
        let parts = path.split(separator: ".").map(String.init)
        guard let head = parts.first, let current = Self.value(of: layer, at: head) else { return }
        let rest = Array(parts.dropFirst())
        let whole: LayerValue = rest.isEmpty ? value
            : head == "transform" ? settingTransformField(current, rest, value) : settingField(current, rest, value)
        switch (head, whole) {
        case let ("position", .point(p)): layer.position = p
        case let ("bounds", .rect(r)): layer.bounds = r
        case let ("frame", .rect(r)): layer.frame = r
        case let ("anchorPoint", .point(p)): layer.anchorPoint = p
        case let ("opacity", .scalar(v)): layer.opacity = Float(v)
        case let ("cornerRadius", .scalar(v)): layer.cornerRadius = v
        case let ("borderWidth", .scalar(v)): layer.borderWidth = v
        case let ("shadowOpacity", .scalar(v)): layer.shadowOpacity = Float(v)
        case let ("shadowRadius", .scalar(v)): layer.shadowRadius = v
        case let ("shadowOffset", .size(s)): layer.shadowOffset = s
        case let ("zPosition", .scalar(v)): layer.zPosition = v
        case let ("backgroundColor", .color(c)): layer.backgroundColor = c
        case let ("borderColor", .color(c)): layer.borderColor = c
        case let ("shadowColor", .color(c)): layer.shadowColor = c
        case let ("hidden", .other(v)), let ("isHidden", .other(v)):
            if let hidden = v as? Bool { layer.isHidden = hidden }
        case let ("hidden", .scalar(v)), let ("isHidden", .scalar(v)): layer.isHidden = v != 0
        case let ("contents", .other(v)): layer.contents = v
        case let ("transform", .transform(t)): layer.transform = t
        default: setSubclassProperty(head, whole, on: layer)
        }
    }

    private static func setSubclassProperty(_ head: String, _ value: LayerValue, on layer: CALayer) {
        if let shape = layer as? CAShapeLayer {
            switch (head, value) {
            case let ("strokeStart", .scalar(v)): shape.strokeStart = v
            case let ("strokeEnd", .scalar(v)): shape.strokeEnd = v
            case let ("lineWidth", .scalar(v)): shape.lineWidth = v
            case let ("lineDashPhase", .scalar(v)): shape.lineDashPhase = v
            case let ("miterLimit", .scalar(v)): shape.miterLimit = v
            case let ("fillColor", .color(c)): shape.fillColor = c
            case let ("strokeColor", .color(c)): shape.strokeColor = c
            case let ("path", .other(v)): shape.path = v as? CGPath
            default: break
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch (head, value) {
            case let ("startPoint", .point(p)): gradient.startPoint = p
            case let ("endPoint", .point(p)): gradient.endPoint = p
            case let ("colors", .other(v)): gradient.colors = v as? [Any]
            case let ("locations", .other(v)): gradient.locations = v as? [NSNumber]
            default: break
            }
        }
    }

    // MARK: Fields of structured values

    private static func field(_ value: LayerValue, _ rest: [String]) -> LayerValue? {
        guard let key = rest.first else { return value }
        let more = Array(rest.dropFirst())
        switch (value, key) {
        case let (.point(p), "x"): return .scalar(p.x)
        case let (.point(p), "y"): return .scalar(p.y)
        case let (.size(s), "width"): return .scalar(s.width)
        case let (.size(s), "height"): return .scalar(s.height)
        case let (.rect(r), "origin"): return field(.point(r.origin), more)
        case let (.rect(r), "size"): return field(.size(r.size), more)
        default: return nil
        }
    }

    private static func settingField(_ whole: LayerValue, _ rest: [String], _ value: LayerValue) -> LayerValue {
        guard let key = rest.first else { return value }
        let more = Array(rest.dropFirst())
        switch (whole, key, value) {
        case let (.point(p), "x", .scalar(v)): return .point(CGPoint(x: v, y: p.y))
        case let (.point(p), "y", .scalar(v)): return .point(CGPoint(x: p.x, y: v))
        case let (.size(s), "width", .scalar(v)): return .size(CGSize(width: v, height: s.height))
        case let (.size(s), "height", .scalar(v)): return .size(CGSize(width: s.width, height: v))
        case let (.rect(r), "origin", _):
            if case let .point(o) = settingField(.point(r.origin), more, value) {
                return .rect(CGRect(origin: o, size: r.size))
            }
        case let (.rect(r), "size", _):
            if case let .size(s) = settingField(.size(r.size), more, value) {
                return .rect(CGRect(origin: r.origin, size: s))
            }
        default: break
        }
        return whole
    }

    /// The affine decomposition of a transform: scale, rotation (radians), translation.
    struct Decomposition {
        var scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, translation: CGPoint

        init(_ t: CATransform3D) {
            let a = t.affine
            scaleX = hypot(a.a, a.b)
            rotation = atan2(a.b, a.a)
            scaleY = scaleX == 0 ? hypot(a.c, a.d) : (a.a * a.d - a.b * a.c) / scaleX
            translation = CGPoint(x: a.tx, y: a.ty)
        }

        var transform: CATransform3D {
            let affine = CGAffineTransform(scaleX: scaleX, y: scaleY).rotated(by: 0)
                .concatenating(CGAffineTransform(rotationAngle: rotation))
                .concatenating(CGAffineTransform(translationX: translation.x, y: translation.y))
            return CATransform3DMakeAffineTransform(affine)
        }
    }

    private static func transformField(_ t: CATransform3D, _ rest: [String]) -> LayerValue? {
        guard !rest.isEmpty else { return .transform(t) }
        let d = Decomposition(t)
        switch rest.joined(separator: ".") {
        case "rotation", "rotation.z": return .scalar(d.rotation)
        case "scale": return .scalar((d.scaleX + d.scaleY) / 2)
        case "scale.x": return .scalar(d.scaleX)
        case "scale.y": return .scalar(d.scaleY)
        case "scale.z": return .scalar(t.m33)
        case "translation": return .size(CGSize(width: d.translation.x, height: d.translation.y))
        case "translation.x": return .scalar(d.translation.x)
        case "translation.y": return .scalar(d.translation.y)
        case "translation.z": return .scalar(t.m43)
        default: return nil
        }
    }

    private static func settingTransformField(_ whole: LayerValue, _ rest: [String], _ value: LayerValue) -> LayerValue
    {
        guard case let .transform(t) = whole else { return whole }
        var d = Decomposition(t)
        switch (rest.joined(separator: "."), value) {
        case let ("rotation", .scalar(v)), let ("rotation.z", .scalar(v)): d.rotation = v
        case let ("scale", .scalar(v)): d.scaleX = v; d.scaleY = v
        case let ("scale.x", .scalar(v)): d.scaleX = v
        case let ("scale.y", .scalar(v)): d.scaleY = v
        case let ("translation", .size(s)): d.translation = CGPoint(x: s.width, y: s.height)
        case let ("translation.x", .scalar(v)): d.translation.x = v
        case let ("translation.y", .scalar(v)): d.translation.y = v
        default: return whole
        }
        return .transform(d.transform)
    }
}

extension CALayer {
    /// The layer's transform in 3D — Core Animation's `transform`. Drawn through its affine part
    /// (`affineTransform()`); a non-affine transform is kept and read back as set.
    public var transform: CATransform3D {
        get {
            if let stored = transform3DStorage, stored.affine == affineTransform() { return stored }
            return CATransform3DMakeAffineTransform(affineTransform())
        }
        set {
            transform3DStorage = CATransform3DIsAffine(newValue) ? nil : newValue
            setAffineTransform(newValue.affine)
        }
    }

    /// The value at `key` (one property name; LayerKeyPaths lists them), as Core Animation's
    /// key-value coding gives it; `nil` for an unknown key.
    public func value(forKey key: String) -> Any? { LayerKeyPaths.value(of: self, at: key)?.any }

    /// The value at a dotted key path (`"transform.rotation.z"`, `"position.x"`).
    public func value(forKeyPath keyPath: String) -> Any? { LayerKeyPaths.value(of: self, at: keyPath)?.any }

    /// Sets the property at `key`; an unknown key or a value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let value, let converted = LayerValue(value) else { return }
        LayerKeyPaths.set(converted, on: self, at: key)
    }

    /// Sets the property at a dotted key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, forKey: keyPath)
    }
}
