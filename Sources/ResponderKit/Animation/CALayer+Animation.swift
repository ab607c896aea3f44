import Foundation

/// What a view shows while it animates: the presentation values, which renderers draw.
///
/// A ResponderKit addition, for backends: the SDL display list reads these instead of the model
/// (`center`, `bounds`, …), which already hold an animation's end values. With nothing animating it
/// is the model, read without any lookup.
public struct UIViewPresentation: Sendable {
    public var center: CGPoint
    public var bounds: CGRect
    public var transform: CGAffineTransform
    public var alpha: CGFloat
    /// The background colour shown (`nil`: clear), resolved for the view's traits.
    public var backgroundColor: UIColor?
    /// Whether an animation of the view runs (its layer's look — corner radius, border width, shadow
    /// opacity — may differ from the model's then: read `layer.presentation()`).
    public var isAnimating = false
}

extension UIView {
    /// The values the screen shows now (``UIViewPresentation``): the model's when nothing animates.
    public var presentationValues: UIViewPresentation {
        var values = UIViewPresentation(center: centerStorage, bounds: boundsStorage, transform: transformStorage,
                                        alpha: alphaStorage, backgroundColor: backgroundColor)
        guard let state = animationStateStorage else { return values }
        values.isAnimating = true
        if state.slots[AnimatedProperty.center.rawValue] >= 0 {
            values.center = state.presented[AnimatedProperty.center.rawValue].point
        }
        if state.slots[AnimatedProperty.bounds.rawValue] >= 0 {
            values.bounds = state.presented[AnimatedProperty.bounds.rawValue].rect
        }
        if state.slots[AnimatedProperty.transform.rawValue] >= 0 {
            values.transform = state.presented[AnimatedProperty.transform.rawValue].transform
        }
        if state.slots[AnimatedProperty.alpha.rawValue] >= 0 {
            values.alpha = min(max(state.presented[AnimatedProperty.alpha.rawValue].scalar, 0), 1)
        }
        if state.slots[AnimatedProperty.backgroundColor.rawValue] >= 0 {
            values.backgroundColor = state.presented[AnimatedProperty.backgroundColor.rawValue].color
        }
        return values
    }

    /// The presentation value of one property, if it animates.
    func presentedValue(of property: AnimatedProperty) -> AnimatedValue? {
        guard let state = animationStateStorage, state.slots[property.rawValue] >= 0 else { return nil }
        return state.presented[property.rawValue]
    }
}

/// Core Animation's presentation layer and animation keys.
///
/// UIKit's view animations add `CABasicAnimation`s under the animated key paths; ResponderKit runs
/// view animations in its own engine (ViewAnimator.swift) and explicit ones (`add(_:forKey:)`,
/// CoreAnimation/) beside them, and a layer answers the same questions for both: which keys animate
/// (`animationKeys()`), what shows (`presentation()`), and removing animations ends them with
/// `finished == false`.
extension CALayer {
    /// A copy of the layer with the values on screen now. UIKit returns `nil` before the layer was
    /// first drawn; ResponderKit always returns a copy (the model's values when nothing animates).
    public func presentation() -> Self? {
        let copy = Self(layer: self)
        defer { applyExplicitAnimations(at: UIApplication.current.frameClockNow, to: copy) }
        guard let view = hostView else { return copy }
        let values = view.presentationValues
        copy.bounds = values.bounds
        copy.position = values.center
        copy.setAffineTransform(values.transform)
        copy.opacity = Float(values.alpha)
        copy.backgroundColor = values.backgroundColor?.cgColor
        if let radius = view.presentedValue(of: .cornerRadius) { copy.cornerRadius = radius.scalar }
        if let width = view.presentedValue(of: .borderWidth) { copy.borderWidth = width.scalar }
        if let opacity = view.presentedValue(of: .shadowOpacity) { copy.shadowOpacity = Float(opacity.scalar) }
        return copy
    }

    /// Whether a view animation or an explicit animation is running on the layer (what the window
    /// draws from the presentation).
    var isAnimatingForRendering: Bool { !explicitAnimations.isEmpty || hostView?.animationStateStorage != nil }

    /// The model layer: the layer itself (a presentation copy's model is not tracked).
    public func model() -> Self { self }

    /// The keys of the running animations: the view animations' key paths (`position`, `bounds`,
    /// `transform`, `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `shadowOpacity`),
    /// then the keys explicit animations were added under; `nil` if none.
    public func animationKeys() -> [String]? {
        var keys = hostView.map { UIApplication.current.viewAnimator.animatedProperties(of: $0).map(\.keyPath) } ?? []
        keys += explicitAnimations.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Ends every animation of the layer at once: the model shows, completions and delegates get `false`.
    public func removeAllAnimations() {
        if let view = hostView { UIApplication.current.viewAnimator.removeAnimations(of: view) }
        removeExplicitAnimations { _ in true }
    }

    /// Ends the animation under `key` (one of ``animationKeys()``).
    public func removeAnimation(forKey key: String) {
        removeExplicitAnimations { $0.key == key }
        guard let view = hostView, let property = AnimatedProperty.allCases.first(where: { $0.keyPath == key }) else {
            return
        }
        UIApplication.current.viewAnimator.removeAnimations(of: view, property: property)
    }
}

extension AnimatedProperty {
    /// Core Animation's key path for the property.
    var keyPath: String {
        switch self {
        case .center: return "position"
        case .bounds: return "bounds"
        case .transform: return "transform"
        case .alpha: return "opacity"
        case .backgroundColor: return "backgroundColor"
        case .cornerRadius: return "cornerRadius"
        case .borderWidth: return "borderWidth"
        case .shadowOpacity: return "shadowOpacity"
        case .hold: return "transition"
        }
    }
}
