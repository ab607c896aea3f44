import Foundation
import LayoutSolver

/// How a constraint's attributes become the solver's linear expressions.
///
/// Every item (a view or a layout guide) has four variables: `minX`, `minY`, `width`, `height` — its
/// frame in its superview's (a guide: its owning view's) coordinates, without the superview's bounds
/// origin, as UIKit's engine has them. A constraint between two items is written in the coordinates of
/// their nearest common ancestor `C`: an item's `left` there is its `minX` plus the `minX` of each of
/// its ancestors below `C` (`C` itself is at 0). So a constraint between siblings, or between a view and
/// its superview, touches only their own variables — the common case stays sparse.
extension LayoutEngine {
    /// A node of the view tree an item hangs from: the view, or a guide's owning view.
    static func node(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        // The distance between two anchors (`anchorWithOffset(to:)`) hangs from both items' common ancestor.
        guard let offset = item as? LayoutOffsetItem, let fromItem = offset.from.item, let toItem = offset.to.item,
              let from = node(of: fromItem), let to = node(of: toItem) else { return nil }
        return commonAncestor(from, to)
    }

    /// The nearest common ancestor of two views (a view counts as its own ancestor), or `nil`.
    ///
    /// Most constraints join siblings or a view and its superview: those are answered from the two
    /// superviews alone; any other pair walks up (``commonAncestorByWalking(_:_:)``, which gives the
    /// same answer for every pair in a tree within the walk's bound of
    /// `ResponderChainBound.maximumHops` levels — a test compares them on random forests).
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        let aParent = a.superviewStorage, bParent = b.superviewStorage
        if let aParent, aParent === bParent { return aParent }
        if aParent === b { return b }
        if bParent === a { return a }
        return commonAncestorByWalking(a, b)
    }

    /// The nearest common ancestor of two views found by walking both up to equal depths, then up
    /// together: the general path of ``commonAncestor(_:_:)``.
    static func commonAncestorByWalking(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        func depth(_ view: UIView) -> Int {
            var count = 0
            var current = view.superviewStorage
            while let next = current, count <= ResponderChainBound.maximumHops {
                count += 1; current = next.superviewStorage
            }
            return count
        }
        var first: UIView? = a, second: UIView? = b
        var depthA = depth(a), depthB = depth(b)
        while depthA > depthB { first = first?.superviewStorage; depthA -= 1 }
        while depthB > depthA { second = second?.superviewStorage; depthB -= 1 }
        var steps = 0
        while let x = first, let y = second, steps <= ResponderChainBound.maximumHops {
            if x === y { return x }
            first = x.superviewStorage
            second = y.superviewStorage
            steps += 1
        }
        return nil
    }

    /// `attribute` of `item` in the coordinates of `space` (an ancestor of the item's node); `nil`
    /// for `.notAnAttribute`.
    func expression(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView?
    ) -> LinearExpression? {
        // A view's offset starts at its superview, a guide's at its owning view: the same walk up.
        let itemVariables: ItemVariables
        let firstAncestor: UIView?
        var margins = UIEdgeInsets.zero
        var alignment = UIEdgeInsets.zero
        if let view = item as? UIView {
            // (The margins are worked out only for a margin attribute: they walk up the tree.)
            if Self.isMargin(attribute) { margins = view.effectiveMargins }
            alignment = view.layoutAlignmentInsets
            if view === space {
                // The ancestor itself: its own coordinates start at 0.
                let own = variables(of: view)
                return Self.attributeExpression(attribute, x: LinearExpression(), y: LinearExpression(),
                    width: own.width, height: own.height, margins: margins, alignment: alignment)
            }
            itemVariables = variables(of: view)
            firstAncestor = view.superviewStorage
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            itemVariables = variables(of: guide)
            firstAncestor = owner
        } else if let offset = item as? LayoutOffsetItem {
            guard let fromItem = offset.from.item, let toItem = offset.to.item,
                  let from = expression(fromItem, offset.from.attribute, in: space),
                  let to = expression(toItem, offset.to.attribute, in: space) else { return nil }
            return to - from
        } else {
            return nil
        }
        var offsetX = LinearExpression(), offsetY = LinearExpression()
        var current = firstAncestor
        var steps = 0
        while let ancestor = current, ancestor !== space, steps <= ResponderChainBound.maximumHops {
            let v = variables(of: ancestor)
            offsetX = offsetX + v.minX
            offsetY = offsetY + v.minY
            current = ancestor.superviewStorage
            steps += 1
        }
        return Self.attributeExpression(attribute, x: offsetX + itemVariables.minX, y: offsetY + itemVariables.minY,
            width: itemVariables.width, height: itemVariables.height, margins: margins, alignment: alignment)
    }

    /// The expression of `attribute` for a box at (`x`, `y`) of size (`width`, `height`) — its frame.
    /// Constraints align the alignment rectangle (the frame inset by `alignment`); margins are
    /// measured from the frame's edges.
    static func attributeExpression(_ attribute: NSLayoutConstraint.Attribute, x: LinearExpression, y: LinearExpression,
                                    width: Variable, height: Variable, margins: UIEdgeInsets,
                                    alignment a: UIEdgeInsets = .zero) -> LinearExpression? {
        switch attribute {
        case .left, .leading: return x + Double(a.left)
        case .right, .trailing: return x + width - Double(a.right)
        case .top, .firstBaseline: return y + Double(a.top)
        case .bottom, .lastBaseline: return y + height - Double(a.bottom)
        case .width: return width - Double(a.left + a.right)
        case .height: return height - Double(a.top + a.bottom)
        case .centerX: return x + width * 0.5 + Double(a.left - a.right) / 2
        case .centerY: return y + height * 0.5 + Double(a.top - a.bottom) / 2
        case .leftMargin, .leadingMargin: return x + Double(margins.left)
        case .rightMargin, .trailingMargin: return x + width - Double(margins.right)
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return y + height - Double(margins.bottom)
        case .centerXWithinMargins: return x + width * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return y + height * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    /// Whether `attribute` is measured from a margin (the only ones whose expression reads margins).
    static func isMargin(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether `attribute` is a position along an axis (which cannot be equated to a bare constant).
    static func isLocation(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute != .width && attribute != .height && attribute != .notAnAttribute
    }

    static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }
}
