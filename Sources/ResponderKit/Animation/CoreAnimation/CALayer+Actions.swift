import Foundation

/// Something a layer runs when one of its properties changes — Core Animation's `CAAction`. An
/// animation is one: run, it adds itself to the layer under the property's key.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`, as Core Animation's animations do.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// `NSNull` in a layer's `actions` (or from its delegate) means "no action": the search stops there.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Implicit animations — what Core Animation does when a standalone layer's animatable property is
/// set: the layer asks ``CALayer/action(forKey:)`` for the property's action and runs it, and the
/// default action animates from the value shown now to the new one over the transaction's duration
/// (0.25 s) and timing.
///
/// ```
///  layer.opacity = 0  (a layer of its own, in a layer tree, actions not disabled)
///    └ action(forKey: "opacity"):
///        delegate's action(for:forKey:) ─▶ an action, or NSNull: stop (no action), or nil: go on
///        actions["opacity"]             ─▶ an action, or NSNull: stop
///        defaultAction(forKey:)         ─▶ an action, or NSNull: stop
///        Core Animation's own           ─▶ CABasicAnimation(keyPath: "opacity") from the shown value
///    └ run(forKey: "opacity", object: layer, arguments: nil) ─▶ add(_:forKey: "opacity")
/// ```
///
/// Source: Apple's `action(forKey:)` documentation (the search order, NSNull ending it) and the
/// *Core Animation Programming Guide*, "Changing a Layer's Default Behavior" ("implicit animations
/// … use the default timing … unless you change those values in a transaction"). A view's own
/// layer never animates implicitly: its view, the delegate, answers NSNull outside animation blocks
/// in UIKit, and `UIView.animate` animates it here. `CATransaction.setDisableActions(true)` turns
/// implicit animations off for the transaction; a layer not yet in a layer tree has none (nothing
/// shows it yet).
extension CALayer {
    /// The keys whose changes Core Animation animates implicitly (not `path` nor `shadowPath`: Apple's
    /// `CAShapeLayer.path` says CGPath properties do not support implicit animation).
    static let implicitlyAnimatedKeys: Set<String> = [
        "position", "bounds", "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "transform", "zPosition", "anchorPoint",
        "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "miterLimit",
        "startPoint", "endPoint", "colors", "locations", "contents",
    ]

    /// The action for `event` (a property's key), searched as Core Animation searches (above); `nil`
    /// when there is none or the search met `NSNull`.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let found = Self.defaultAction(forKey: event) { return found is NSNull ? nil : found }
        // From what is shown; `contents`, which cannot be blended here, from the model's old value, so
        // that changes faster than half an animation do not keep showing the first image.
        let source = event == "contents" ? self : presentation() ?? self
        guard Self.implicitlyAnimatedKeys.contains(event), let shown = LayerKeyPaths.value(of: source, at: event)
        else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = shown.any
        return animation
    }

    /// Runs the implicit action of a property about to change, before its new value is stored —
    /// called by the setters of a layer of its own.
    func willChangeAnimatableValue(forKey key: String) {
        guard hostView == nil, superlayer != nil, !CATransaction.disableActions(), !joinedUncommittedTransaction,
              let action = action(forKey: key) else { return }
        pendingActions.append((key, action))
    }

    /// Whether the layer, or a layer it is inside, was added in a transaction not yet committed.
    /// Core Animation animates a change from what the render tree shows, and such a layer is not in
    /// it yet: a layer added and then set up in one turn of the run loop shows its new values at once.
    var joinedUncommittedTransaction: Bool {
        var link: CALayer? = self
        var steps = 0
        while let layer = link, steps <= ResponderChainBound.maximumHops {
            if let group = layer.joinedTransaction, !group.committed { return true }
            link = layer.superlayer
            steps += 1
        }
        return false
    }

    /// Runs the actions found for the properties just set (after the new values are stored, so an
    /// animation's end is the new model value).
    func didChangeAnimatableValues() {
        guard !pendingActions.isEmpty else { return }
        let actions = pendingActions
        pendingActions.removeAll()
        for (key, action) in actions { action.run(forKey: key, object: self, arguments: nil) }
    }
}
