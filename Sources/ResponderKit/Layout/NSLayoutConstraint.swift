import Foundation
import LayoutSolver

/// A linear relation between two layout attributes — UIKit's `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant
///
/// Activating it (`isActive = true`, `NSLayoutConstraint.activate`, or `addConstraint` on a view)
/// installs it on the two items' nearest common ancestor and hands it to the application's layout
/// engine (LayoutEngine.swift, on the LayoutSolver target); the next layout pass sets the frames.
/// Changing `constant` is incremental (the solver shifts the constraint's marker, no rebuild).
///
/// Where UIKit raises — items with no common ancestor, a non-finite constant or multiplier, a
/// location attribute equated to a constant, a required priority changed while active — ResponderKit
/// reports an `Diagnostic` (`invalidConstraint`) and leaves the constraint out. A required
/// constraint that conflicts with the others is reported as UIKit logs it ("Unable to simultaneously
/// satisfy constraints", listing the conflict) and broken: it stays active but is not enforced.
/// `leading`/`trailing` are `left`/`right` (left-to-right layout only).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes of an item a constraint can relate (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline,
            firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
            centerYWithinMargins
        case notAnAttribute = 0
        /// The old name of `.lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// The relation between the two sides (UIKit's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The first item: a view, a layout guide, or (`anchorWithOffset(to:)`) the distance between two
    /// anchors. Not retained, as in UIKit (an unretained reference there): a view holds the constraints
    /// installed on it, so a constraint that retained its view would keep both alive for ever. Weak
    /// here, where UIKit's is unsafe: an item that is gone reads `nil` instead of crashing.
    public var firstItem: AnyObject? { first.object }
    private let first: ConstraintItem
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, or `nil` for a constraint to a constant. Not retained (see ``firstItem``).
    public var secondItem: AnyObject? { second.object }
    private let second: ConstraintItem
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The constant; changing it while active updates the layout incrementally.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                LayoutEngine.report("\(self): a constant of \(constant) is not finite; the constant stays \(oldValue)")
                constant = oldValue
                return
            }
            UIApplication.shared.layoutPass.engine.constantChanged(self)
        }
    }

    /// The priority; 1000 (`.required`) by default. A required constraint's priority cannot become
    /// optional while it is active, nor the reverse (UIKit raises; here a diagnostic, unchanged).
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(max(priority.rawValue.isNaN ? 1000 : priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped; return }
            guard priority != oldValue, isActive else { return }
            if (priority == .required) != (oldValue == .required) {
                LayoutEngine.report(
                    "\(self): changing the priority between required and optional while active is not allowed "
                        + "(UIKit raises); it stays \(oldValue.rawValue)"
                )
                priority = oldValue
                return
            }
            UIApplication.shared.layoutPass.engine.priorityChanged(self)
        }
    }

    /// A name for logs and the tracer.
    open var identifier: String?
    /// Kept for source compatibility; archives are not supported.
    open var shouldBeArchived = false

    /// Whether the constraint is in force. Setting it installs it on the items' nearest common
    /// ancestor, or takes it out.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { activateOnCommonAncestor() } else { uninstall() }
        }
    }

    /// The anchor of the first side. UIKit returns an `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` or
    /// `NSLayoutDimension` typed as `NSLayoutAnchor<AnyObject>`; ResponderKit's anchors are Swift
    /// generics, so this one is a plain `NSLayoutAnchor<AnyObject>`: compare it with `==` to a view's
    /// anchor (`constraint.firstAnchor == view.topAnchor`) rather than casting it.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(first.object ?? ConstraintItem.Gone.shared, firstAttribute)
    }
    /// The anchor of the second side, or `nil` for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(secondItem, secondAttribute)
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's designated form).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        first = ConstraintItem(view1 as AnyObject)
        firstAttribute = attr1
        self.relation = relation
        second = ConstraintItem(view2.map { $0 as AnyObject })
        secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = c
        super.init()
    }

    /// A constraint with no items, as `NSLayoutConstraint()` makes in UIKit: a placeholder a property
    /// starts with until the real one is made. Activating it is reported (`invalidConstraint`) and
    /// does nothing.
    public override convenience init() {
        self.init(item: ConstraintItem.Gone.placeholder, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                  attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    // MARK: Engine bookkeeping

    /// The view it is installed on (its items' nearest common ancestor, or the view given to `addConstraint`).
    weak var installedView: UIView?
    /// The solver's handle while it is enforced.
    var solverID: ConstraintID?
    /// Active but not enforced: it conflicted with required constraints when added.
    var isBroken = false
    /// Made by ResponderKit (autoresizing, intrinsic size, guides), not by the app.
    var isInternal = false

    /// Activates every constraint (the efficient form).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        uninstallAll(constraints)
    }

    open override var description: String {
        mainActorDescription(of: self) { self.summary }
    }

    private var summary: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "<NSLayoutConstraint \(name)\(Self.describe(firstItem)).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            text += "\(Self.describe(secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
        } else {
            text += "\(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text + ">"
    }
}

extension NSLayoutConstraint {
    /// An item as the description names it (a distance between anchors as its two ends).
    static func describe(_ item: AnyObject?) -> String {
        (item as? LayoutOffsetItem)?.description ?? LayoutEngine.describe(item)
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// An item of a constraint, not retained — except the distance object of `anchorWithOffset(to:)`,
/// which nothing else holds (it holds its own two items weakly in turn).
@preconcurrency @MainActor
struct ConstraintItem {
    private weak var weakObject: AnyObject?
    private let owned: LayoutOffsetItem?

    init(_ object: AnyObject?) {
        owned = object as? LayoutOffsetItem
        weakObject = owned == nil ? object : nil
    }

    var object: AnyObject? { owned ?? weakObject }

    /// What `firstAnchor` names once the first item is gone (UIKit's unretained pointer would dangle).
    final class Gone: CustomStringConvertible, Sendable {
        static let shared = Gone("a deallocated item")
        /// The first item of `NSLayoutConstraint()`.
        static let placeholder = Gone("no item")
        let description: String
        private init(_ description: String) { self.description = description }
    }
}
