import Foundation

/// The insets of a rectangle's four edges, as UIKit defines them (`UIGeometry.h`): positive values
/// move an edge inwards, negative ones outwards — the usual way to enlarge a control's touch area:
///
///     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///         bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)).contains(point)
///     }
///
/// Same members and defaults as UIKit's Swift overlay; `Hashable` and `Sendable` as there.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// Edge insets that follow the layout direction: `leading` is the left edge in a left-to-right
/// layout (ResponderKit has no right-to-left layout, so it is always the left one when converted).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// A horizontal and vertical offset (UIKit's `UIOffset`, e.g. for `UIPanGestureRecognizer`-driven
/// positioning code and title offsets).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets` (outwards for negative values), as
    /// UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`): the origin moves by (left, top) and the
    /// size shrinks by (left + right, top + bottom). Like UIKit, a result with a negative size is
    /// returned as it is (`CGRect`'s own `minX`/`contains` standardise it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
