import Foundation

/// Converting points and rectangles between the coordinate systems of two views (B9–B10).
///
/// Every step honours the bounds origin, the center and the transform of each view passed on the
/// way. Between two views of one tree the path goes through their nearest common ancestor, so no
/// precision is lost going up to the screen and back. Views of different windows meet in screen
/// coordinates (a window's frame is in screen coordinates). Views of unrelated detached trees meet in
/// the space their roots are placed in. `nil` means the window's coordinates (for a detached view, its
/// root's).
extension UIView {
    func convertPoint(_ point: CGPoint, toView target: UIView?) -> CGPoint {
        guard let target else {
            // Up to the window (or root), not through it.
            var p = point
            var current: UIView = self
            while !current.isWindowView, let parent = current.superviewStorage {
                p = current.pointToParentSpace(p)
                current = parent
            }
            return p
        }
        if target === self { return point }
        if let ancestor = nearestCommonAncestor(with: target) {
            return target.pointFromAncestor(ancestor, pointToAncestor(ancestor, point))
        }
        // Different trees: through the space the roots are placed in (the screen, for windows).
        let (rootPoint, _) = pointToRootParentSpace(point)
        return target.pointFromRootParentSpace(rootPoint)
    }

    func convertPoint(_ point: CGPoint, fromView source: UIView?) -> CGPoint {
        guard let source else {
            // Down from the window (or root).
            var chain: [UIView] = []
            var current: UIView = self
            while !current.isWindowView, let parent = current.superviewStorage {
                chain.append(current)
                current = parent
            }
            var p = point
            for view in chain.reversed() { p = view.pointFromParentSpace(p) }
            return p
        }
        return source.convertPoint(point, toView: self)
    }

    func convertRect(_ rect: CGRect, toView view: UIView?) -> CGRect {
        convertRect(rect) { convertPoint($0, toView: view) }
    }
    func convertRect(_ rect: CGRect, fromView view: UIView?) -> CGRect {
        convertRect(rect) { convertPoint($0, fromView: view) }
    }
    func convertRect(_ rect: CGRect, toSpace space: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convert($0, to: space) }
    }
    func convertRect(_ rect: CGRect, fromSpace space: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convert($0, from: space) }
    }

    func convertRect(_ rect: CGRect, using convert: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let r = rect.standardized
        let corners = [
            convert(CGPoint(x: r.minX, y: r.minY)), convert(CGPoint(x: r.maxX, y: r.minY)),
            convert(CGPoint(x: r.minX, y: r.maxY)), convert(CGPoint(x: r.maxX, y: r.maxY)),
        ]
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The nearest view that is both an ancestor of (or equal to) `self` and of `other`.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var depthSelf = 0, depthOther = 0
        var a: UIView? = self, b: UIView? = other
        while let v = a?.superviewStorage { depthSelf += 1; a = v }
        while let v = b?.superviewStorage { depthOther += 1; b = v }
        guard a === b else { return nil }
        a = self; b = other
        while depthSelf > depthOther { a = a?.superviewStorage; depthSelf -= 1 }
        while depthOther > depthSelf { b = b?.superviewStorage; depthOther -= 1 }
        while a !== b { a = a?.superviewStorage; b = b?.superviewStorage }
        return a
    }

    private func pointToAncestor(_ ancestor: UIView, _ point: CGPoint) -> CGPoint {
        var p = point
        var current: UIView = self
        while current !== ancestor, let parent = current.superviewStorage {
            p = current.pointToParentSpace(p)
            current = parent
        }
        return p
    }

    private func pointFromAncestor(_ ancestor: UIView, _ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView = self
        while current !== ancestor, let parent = current.superviewStorage {
            chain.append(current)
            current = parent
        }
        var p = point
        for view in chain.reversed() { p = view.pointFromParentSpace(p) }
        return p
    }

    /// Up through every view including the root, into the space the root is placed in.
    private func pointToRootParentSpace(_ point: CGPoint) -> (CGPoint, UIView) {
        var p = point
        var current: UIView = self
        while true {
            p = current.pointToParentSpace(p)
            guard let parent = current.superviewStorage else { return (p, current) }
            current = parent
        }
    }

    private func pointFromRootParentSpace(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current { chain.append(view); current = view.superviewStorage }
        var p = point
        for view in chain.reversed() { p = view.pointFromParentSpace(p) }
        return p
    }

    /// A point in screen coordinates (the space windows are placed in), for a view in a window.
    func convertFromScreen(_ point: CGPoint) -> CGPoint { pointFromRootParentSpace(point) }

    /// `point` in `space`'s coordinates: a view's as `convert(_:to: UIView?)`; any other coordinate
    /// space is taken to share the screen's origin.
    func convertPoint(_ point: CGPoint, toSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return convert(point, to: Optional(view)) }
        return convertToScreen(point)
    }

    /// `point`, given in `space`'s coordinates, in this view's (as ``convertPoint(_:toSpace:)``).
    func convertPoint(_ point: CGPoint, fromSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return convert(point, from: Optional(view)) }
        return convertFromScreen(point)
    }

    /// A point in this view's coordinates, in screen coordinates.
    func convertToScreen(_ point: CGPoint) -> CGPoint { pointToRootParentSpace(point).0 }
}
