import Foundation

/// The distance from one anchor to another — what `anchorWithOffset(to:)` returns a dimension of.
/// A constraint names it as an item (its `.width` for x-axis anchors, `.height` for y-axis ones);
/// the engine writes it as `to − from` in the items' common ancestor's coordinates, so equal gaps
/// between views need no spacer view:
///
///     a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
///         .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
///
/// Such a constraint's `firstItem` (or `secondItem`) is this object: UIKit does not document what
/// it is there. The constraint counts as naming both views (it is deactivated when either leaves the
/// hierarchy, and listed by their `constraintsAffectingLayout(for:)`).
@preconcurrency @MainActor
final class LayoutOffsetItem: @preconcurrency CustomStringConvertible {
    /// One end of the distance; its item is not retained (views hold their constraints).
    struct End {
        weak var item: AnyObject?
        let attribute: NSLayoutConstraint.Attribute
    }
    let from: End
    let to: End

    init(from: (AnyObject, NSLayoutConstraint.Attribute), to: (AnyObject, NSLayoutConstraint.Attribute)) {
        self.from = End(item: from.0, attribute: from.1)
        self.to = End(item: to.0, attribute: to.1)
    }

    var description: String {
        "(\(LayoutEngine.describe(from.item)).\(from.attribute) → \(LayoutEngine.describe(to.item)).\(to.attribute))"
    }
}

extension NSLayoutXAxisAnchor {
    /// A dimension: the distance from this anchor to `otherAnchor` (positive when it is to the right).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(
            LayoutOffsetItem(from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)), .width)
    }
}

extension NSLayoutYAxisAnchor {
    /// A dimension: the distance from this anchor to `otherAnchor` (positive when it is below).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(
            LayoutOffsetItem(from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)), .height)
    }
}

extension NSLayoutConstraint {
    /// Calls `body` with each item of ``namedItems``, in its order, without making the array.
    func forEachNamedItem(_ body: (AnyObject) -> Void) {
        func visit(_ item: AnyObject?) {
            guard let item else { return }
            if let offset = item as? LayoutOffsetItem {
                if let from = offset.from.item { body(from) }
                if let to = offset.to.item { body(to) }
            } else {
                body(item)
            }
        }
        visit(firstItem)
        if secondAttribute != .notAnAttribute { visit(secondItem) }
    }

    /// The views and guides the constraint names, with a distance's two ends in place of the distance.
    var namedItems: [AnyObject] {
        var items: [AnyObject] = []
        forEachNamedItem { items.append($0) }
        return items
    }

    /// Whether the constraint names `item`, directly or through a distance.
    func names(_ item: AnyObject) -> Bool {
        namedItems.contains { $0 === item }
    }

    /// The axis of the attribute the constraint uses `item` with, if it names it.
    func axis(of item: AnyObject) -> NSLayoutConstraint.Axis? {
        func axis(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Axis {
            LayoutEngine.isHorizontal(attribute) ? .horizontal : .vertical
        }
        for (side, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)]
        where attribute != .notAnAttribute {
            if side === item { return axis(attribute) }
            if let offset = side as? LayoutOffsetItem {
                if offset.from.item === item { return axis(offset.from.attribute) }
                if offset.to.item === item { return axis(offset.to.attribute) }
            }
        }
        return nil
    }
}
