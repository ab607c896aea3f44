import Foundation
import LayoutSolver

/// A rectangle in a view that constraints can use like a view, without being one — UIKit's
/// `UILayoutGuide`: spacing between views, or the view's safe area, margins and readable width
/// (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`, whose edges ResponderKit
/// holds to the view with required constraints that follow the insets). It takes no touches.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns it (set by `addLayoutGuide(_:)`).
    open var owningView: UIView? {
        get { owner }
        set { owner = newValue }
    }
    /// A name for logs; empty by default.
    open var identifier: String = ""

    weak var owner: UIView?
    var variables: ItemVariables?
    /// For a system guide: which insets its edges keep from the owning view.
    final var insetsSource: (@MainActor (UIView) -> UIEdgeInsets)?
    /// Its constraints to the owning view (system guides) and the insets they hold.
    var ownConstraints: [ConstraintID] = []
    var heldInsets = UIEdgeInsets.zero
    /// The readable content guide is at most this wide, centred in the margins.
    var maximumWidth: CGFloat?
    /// For a scroll view's content layout guide: the content size its size falls back to, and the
    /// size its constraints hold.
    final var contentSizeSource: (@MainActor (UIView) -> CGSize)?
    var heldContentSize = CGSize.zero

    public override init() { super.init() }

    /// Its frame in the owning view's coordinates, as the last layout solved it.
    open var layoutFrame: CGRect {
        guard let variables, let engine = UIApplication.shared.layoutPass.engineIfMade else {
            if let owner, let insetsSource { return owner.bounds.inset(by: insetsSource(owner)) }
            return .zero
        }
        engine.solveIfNeeded()
        let s = engine.solver
        return CGRect(x: s.value(of: variables.minX), y: s.value(of: variables.minY),
                      width: s.value(of: variables.width), height: s.value(of: variables.height))
    }

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

    /// The active constraints that name this guide on `axis` (a debugging aid, as in UIKit).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owner.map { $0.constraintsNaming(self, on: axis) } ?? []
    }

    /// Whether the constraints leave the guide's frame undetermined (as `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        guard let variables, let engine = UIApplication.shared.layoutPass.engineIfMade else { return false }
        engine.solveIfNeeded()
        return variables.all.contains { engine.solver.isAmbiguous($0) }
    }

    open override var description: String {
        mainActorDescription(of: self) {
            "<UILayoutGuide\(self.identifier.isEmpty ? "" : " '\(self.identifier)'"); layoutFrame = "
                + "\(self.layoutFrame)>"
        }
    }

    /// A system guide's edges: held to the owning view's bounds inset by its insets.
    func installOwnConstraints(in engine: LayoutEngine) {
        if contentSizeSource != nil { installContentConstraints(in: engine); return }
        guard let insetsSource, let owner, let v = variables else { return }
        let ownerVariables = engine.variables(of: owner)
        let insets = insetsSource(owner)
        heldInsets = insets
        var ids: [ConstraintID] = []
        func add(_ constraint: Constraint) {
            if let id = try? engine.solver.addConstraint(constraint) { ids.append(id) }
        }
        add(Constraint(LinearExpression(v.minX), .equal, Double(insets.left), strength: .required))
        add(Constraint(LinearExpression(v.minY), .equal, Double(insets.top), strength: .required))
        if let maximumWidth {
            // The readable width: at most `maximumWidth`, else the margins' width, centred.
            add(
                Constraint(
                    LinearExpression(v.width), .lessThanOrEqual,
                    ownerVariables.width - Double(insets.left + insets.right), strength: .required))
            add(Constraint(LinearExpression(v.width), .lessThanOrEqual, Double(maximumWidth), strength: .required))
            add(
                Constraint(
                    LinearExpression(v.width), .equal, ownerVariables.width - Double(insets.left + insets.right),
                    strength: .strong))
        } else {
            add(
                Constraint(
                    LinearExpression(v.width), .equal, ownerVariables.width - Double(insets.left + insets.right),
                    strength: .required))
        }
        add(
            Constraint(
                LinearExpression(v.height), .equal, ownerVariables.height - Double(insets.top + insets.bottom),
                strength: .required))
        ownConstraints = ids
        engine.isDirty = true
    }

    /// The owning view's insets changed: the guide's constraints are made again.
    func insetsChanged() {
        guard let insetsSource, let owner, variables != nil,
            let engine = UIApplication.shared.layoutPass.engineIfMade
        else { return }
        guard insetsSource(owner) != heldInsets else { return }
        for id in ownConstraints { try? engine.solver.discardConstraint(id) }
        ownConstraints = []
        installOwnConstraints(in: engine)
        owner.markNeedsLayout()
    }
}

extension UIView {
    /// Adds a layout guide to this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owner?.removeLayoutGuide(layoutGuide)
        layoutGuide.owner = self
        layoutState.guides.append(layoutGuide)
    }

    /// Removes a layout guide (and the constraints that name it).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owner === self else { return }
        for constraint in layoutState.naming where constraint.names(layoutGuide) {
            constraint.isActive = false
        }
        layoutState.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owner = nil
    }

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutStorage?.guides ?? [] }

    /// The part of the view no bar, notch or home indicator covers.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// The view's bounds inset by its margins (and, by default, its safe area).
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, "UIViewLayoutMarginsGuide") { $0.effectiveMargins }
    }

    /// The margins' area, at most a comfortable reading width (672 points: UIKit's at the default
    /// text size) and centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, "UIViewReadableContentGuide", maximumWidth: 672) { $0.effectiveMargins }
    }

    func systemGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ name: String,
                     maximumWidth: CGFloat? = nil, make: () -> UILayoutGuide = { UILayoutGuide() },
                     insets: @escaping @MainActor (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        let state = layoutState
        if let guide = state[keyPath: slot] { return guide }
        let guide = make()
        guide.identifier = name
        guide.owner = self
        guide.insetsSource = insets
        guide.maximumWidth = maximumWidth
        state[keyPath: slot] = guide
        return guide
    }
}
