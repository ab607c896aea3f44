import Foundation

/// What a layer asks about its content — Core Animation's `CALayerDelegate`. `UIView` adopts it and
/// backs its layer (a view's layer draws the view's `draw(_:)`); every member is optional.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The layer's sublayers are to be laid out.
    func layoutSublayers(of layer: CALayer)
    /// Draws the layer's content into `ctx` (the layer's bounds' coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Sets the layer's `contents` instead of drawing it.
    func display(_ layer: CALayer)
    /// The layer is about to draw.
    func layerWillDraw(_ layer: CALayer)
    /// The action for a change of the layer's `event` key: an action, `NSNull` (none, the search
    /// ends) or `nil` (the layer searches on: CALayer+Actions.swift).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// The corners `CALayer.maskedCorners` rounds (Core Animation's `CACornerMask`, with its raw values).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
