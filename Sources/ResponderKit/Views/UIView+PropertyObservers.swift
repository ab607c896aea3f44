import Foundation

/// The observers of UIView's stored geometry and look (`centerStorage`, `boundsStorage`,
/// `transformStorage`, `alphaStorage`, `backgroundColor`, declared in UIView.swift): what a change
/// tells the rest — the hit-test indexes that copied the value (HitTesting/), layout (a bounds change),
/// and the animator while an animation block records or the view animates (Animation/).
extension UIView {
    /// `centerStorage` changed.
    @inline(__always)
    func centerChanged(from old: CGPoint) {
        hitTestFactsChanged()
        if animationHooksActive { animatablePropertyChanged(.center, from: AnimatedValue(old)) }
    }

    /// `boundsStorage` changed (layout hears of it too: `boundsChanged(from:)`, UIView+LayoutPass.swift).
    @inline(__always)
    func boundsStorageChanged(from old: CGRect) {
        boundsChanged(from: old)
        if animationHooksActive { animatablePropertyChanged(.bounds, from: AnimatedValue(old)) }
    }

    /// `transformStorage` changed.
    @inline(__always)
    func transformChanged(from old: CGAffineTransform) {
        hitTestFactsChanged()
        if animationHooksActive { animatablePropertyChanged(.transform, from: AnimatedValue(old)) }
    }

    /// `alphaStorage` changed (one of the switches hit-testing reads).
    @inline(__always)
    func alphaChanged(from old: CGFloat) {
        switchesChanged()
        if animationHooksActive { animatablePropertyChanged(.alpha, from: AnimatedValue(scalar: old)) }
    }

    /// `backgroundColor` changed (hit-testing ignores it).
    func backgroundColorChanged(from old: UIColor?) {
        appearanceSetterCalled(.backgroundColor) { $1.backgroundColor = $0.backgroundColor }
        if animationHooksActive {
            animatablePropertyChanged(.backgroundColor, from: AnimatedValue(old, traits: traitCollection))
        }
    }
}
