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
        if state.slots[AnimatedProperty.center.rawValue] >= 0 { values.center = state.presented[AnimatedProperty.center.rawValue].point }
        if state.slots[AnimatedProperty.bounds.rawValue] >= 0 { values.bounds = state.presented[AnimatedProperty.bounds.rawValue].rect }
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

/// Core Animation's presentation layer and animation keys, for a view's layer.
///
/// UIKit's view animations add `CABasicAnimation`s under the animated key paths; ResponderKit has
/// no animation objects (docs/Differences-from-UIKit.md), but a layer answers the same questions:
/// which keys animate (`animationKeys()`), what shows (`presentation()`), and removing animations
/// ends them with `finished == false`.
extension CALayer {
    /// A copy of the layer with the values on screen now. UIKit returns `nil` before the layer was
    /// first drawn; ResponderKit always returns a copy (the model's values when nothing animates).
    public func presentation() -> Self? {
        let copy = Self(layer: self)
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

    /// The model layer: the layer itself (a presentation copy's model is not tracked).
    public func model() -> Self { self }

    /// The key paths of the running animations of the view (`position`, `bounds`, `transform`,
    /// `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `shadowOpacity`); `nil` if none.
    public func animationKeys() -> [String]? {
        guard let view = hostView else { return nil }
        let keys = UIApplication.current.viewAnimator.animatedProperties(of: view).map(\.keyPath)
        return keys.isEmpty ? nil : keys
    }

    /// Ends every animation of the view at once: the model shows, completions get `false`.
    public func removeAllAnimations() {
        guard let view = hostView else { return }
        UIApplication.current.viewAnimator.removeAnimations(of: view)
    }

    /// Ends the animation of one key path (one of ``animationKeys()``).
    public func removeAnimation(forKey key: String) {
        guard let view = hostView, let property = AnimatedProperty.allCases.first(where: { $0.keyPath == key }) else { return }
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
