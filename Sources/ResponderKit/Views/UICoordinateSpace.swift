import Foundation

/// Something with its own coordinate system that points and rectangles can be converted to and
/// from — UIKit's `UICoordinateSpace`, adopted by `UIView`.
///
/// UIView keeps its `UIView?`-typed `convert` overloads too; when given a view, the coordinate-space
/// overloads call them, so an override of `convert(_:to: UIView?)` is honoured either way.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    /// `point` in `coordinateSpace`'s coordinates. Between views it is `convert(_:to: UIView?)`; for
    /// any other coordinate space the point passes through screen coordinates, which such a space
    /// is expected to share (its origin at the screen's).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return convertToScreen(point)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convertFromScreen(point)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { self.convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { self.convert($0, from: coordinateSpace) }
    }
}
