import Foundation

/// A view's layer (`layerClass` and `setNeedsDisplay()` are in UIView.swift, the class's body, so
/// that subclasses can override them).
extension UIView: CALayerDelegate {
    /// The layer behind the view: corner radius, border, shadow and the properties it shares with the
    /// view (CALayer.swift). Made on first use, from `layerClass`.
    public var layer: CALayer {
        if let layer = layerStorage { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.hostView = self
        // UIView's isOpaque is true by default (Apple's documentation); a lone layer's is false.
        layer.isOpaque = true
        layerStorage = layer
        return layer
    }
}
