import Foundation

/// One attribute of a view or layout guide, from which constraints are made — UIKit's
/// `NSLayoutAnchor` family: `NSLayoutXAxisAnchor` (leading, trailing, left, right, centerX),
/// `NSLayoutYAxisAnchor` (top, bottom, centerY, baselines) and `NSLayoutDimension` (width, height).
/// The generic parameter keeps an x-axis anchor from being related to a y-axis one at compile time,
/// as in UIKit. The constraints are made inactive; activate them. System spacing is 8 points
/// (UIKit's standard spacing between sibling views).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, LayoutAnchorKeyed {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
    /// The item and attribute, readable from `isEqual(_:)` and `hash` on any thread.
    nonisolated let anchorKey: LayoutAnchorKey

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        anchorKey = LayoutAnchorKey(item: ObjectIdentifier(item), attribute: attribute)
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c) }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ constant: CGFloat,
        multiplier: CGFloat = 1
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                           attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    open override var description: String {
        mainActorDescription(of: self) { "\(LayoutEngine.describe(self.item)).\(self.attribute)Anchor" }
    }

    /// Whether `object` is an anchor for the same attribute of the same item (a view's anchors are
    /// made when asked here, where UIKit keeps one object per attribute).
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? LayoutAnchorKeyed)?.anchorKey == anchorKey
    }

    open override var hash: Int { anchorKey.hashValue }
}

/// What an anchor names: the item (which the anchor keeps alive) and the attribute.
struct LayoutAnchorKey: Hashable, Sendable {
    let item: ObjectIdentifier
    let attribute: NSLayoutConstraint.Attribute
}

/// An anchor of any axis, seen without its generic parameter.
protocol LayoutAnchorKeyed: AnyObject {
    nonisolated var anchorKey: LayoutAnchorKey { get }
}

/// Whether two anchors are the same attribute of the same item. UIKit's anchors are objects a view
/// keeps; ResponderKit makes them when asked, so they compare by what they name — whatever their
/// types, as `constraint.firstAnchor == view.topAnchor` does in UIKit.
/// (Optional anchors, such as `secondAnchor`, compare too: two `nil`s are equal.)
@MainActor
public func == <A, B>(lhs: NSLayoutAnchor<A>?, rhs: NSLayoutAnchor<B>?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (lhs?, rhs?): lhs.anchorKey == rhs.anchorKey
    default: false
    }
}

/// Whether two anchors name different attributes or items.
@MainActor
public func != <A, B>(lhs: NSLayoutAnchor<A>?, rhs: NSLayoutAnchor<B>?) -> Bool { !(lhs == rhs) }

/// An anchor along the x axis.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the system spacing after `anchor`).
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    /// UIKit's standard spacing between siblings.
    static let systemSpacing: CGFloat = 8
}

/// An anchor along the y axis.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (the system spacing below `anchor`).
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
}

/// A width or height anchor: it can also equal a constant, or another dimension times a multiplier.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 0, multiplier: m)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0, multiplier: m)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0, multiplier: m)
    }
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.equal, anchor, c, multiplier: m) }
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c, multiplier: m) }
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c, multiplier: m) }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil,
                           attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}
