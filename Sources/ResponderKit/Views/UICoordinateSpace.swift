import Foundation

/// Something with its own coordinate system that points and rectangles can be converted to and
/// from — UIKit's `UICoordinateSpace`, adopted by `UIView`.
///
/// UIView implements the requirements in its class body, so subclasses can override them, and keeps
/// its `UIView?`-typed `convert` overloads too; given a view, the coordinate-space overloads call
/// those, so an override of `convert(_:to: UIView?)` is honoured either way.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}
