import Foundation

/// Activating and deactivating: a constraint is installed on a view (its items' nearest common
/// ancestor, or the view `addConstraint` was sent to when that contains both), named by its items,
/// and handed to the engine. Checks UIKit makes by raising are diagnostics here, and the constraint
/// stays inactive.
extension NSLayoutConstraint {
    /// Why the constraint cannot be installed, or `nil`.
    func refusal() -> String? {
        guard let first = firstItem, LayoutEngine.node(of: first) != nil else {
            return "its first item is not a view or a layout guide added to a view"
        }
        if !multiplier.isFinite || !constant.isFinite {
            return "a multiplier of \(multiplier) or a constant of \(constant) is not finite"
        }
        // Apple (NSLayoutConstraint): "A multiplier of 0 or a nil second item together with a location
        // for the first attribute creates an illegal constraint of a location equal to a constant";
        // a size equal to 0 × another plus a constant is a size equal to the constant, and valid.
        if multiplier == 0, secondItem != nil, secondAttribute != .notAnAttribute,
            LayoutEngine.isLocation(firstAttribute)
        {
            return
                "a multiplier of 0 makes a location (\(firstAttribute)) equal to a constant (UIKit raises); use the "
                    + "superview's anchor"
        }
        if secondItem == nil || secondAttribute == .notAnAttribute {
            if LayoutEngine.isLocation(firstAttribute) {
                return
                    "a constraint cannot make a location (\(firstAttribute)) equal to a constant (UIKit raises); "
                        + "use the superview's anchor"
            }
        } else if let second = secondItem {
            guard LayoutEngine.node(of: second) != nil else {
                return "its second item is not a view or a layout guide added to a view"
            }
            let dimension = firstAttribute == .width || firstAttribute == .height
            let otherDimension = secondAttribute == .width || secondAttribute == .height
            if dimension != otherDimension
                || (!dimension
                    && LayoutEngine.isHorizontal(firstAttribute) != LayoutEngine.isHorizontal(secondAttribute))
            {
                return "\(firstAttribute) and \(secondAttribute) are on different axes (UIKit raises)"
            }
        }
        return nil
    }

    /// The view the constraint belongs on: the items' nearest common ancestor.
    func commonAncestor() -> UIView? {
        guard let first = firstItem, let firstNode = LayoutEngine.node(of: first) else { return nil }
        guard let second = secondItem, secondAttribute != .notAnAttribute else { return firstNode }
        guard let secondNode = LayoutEngine.node(of: second) else { return nil }
        return LayoutEngine.commonAncestor(firstNode, secondNode)
    }

    func activateOnCommonAncestor() {
        guard installedView == nil else { return }
        guard let ancestor = commonAncestor() else {
            LayoutEngine.report(
                "Unable to activate \(self): its items have no common ancestor (UIKit raises: \"Does the constraint "
                    + "reference items in different view hierarchies?\"); it stays inactive"
            )
            return
        }
        install(on: ancestor, commonAncestor: ancestor)
    }

    /// Installs the constraint on `view` (`addConstraint(_:)`), which must contain both items.
    /// `known` is the items' common ancestor when the caller has just found it.
    func install(on view: UIView, commonAncestor known: UIView? = nil) {
        if let current = installedView {
            if current === view { return }
            uninstall()
        }
        if let refusal = refusal() {
            LayoutEngine.report("\(self): \(refusal); it was not activated")
            return
        }
        guard let ancestor = known ?? commonAncestor(), ancestor === view || ancestor.isDescendant(of: view) else {
            LayoutEngine.report(
                "\(self) was added to \(type(of: view)), which does not contain both of its items (UIKit raises); "
                    + "it was not activated"
            )
            return
        }
        installedView = view
        let engine = UIApplication.shared.layoutPass.engine
        view.layoutState.installed.append(self)
        engine.listAsHost(view.layoutState)
        forEachNamedItem { item in
            guard let node = LayoutEngine.node(of: item) else { return }
            node.layoutState.naming.append(self)
            engine.listAsHost(node.layoutState)
        }
        engine.add(self, space: ancestor)
        ancestor.markNeedsLayout()
        if let first = firstItem.flatMap(LayoutEngine.node(of:)) { (first.superviewStorage ?? first).markNeedsLayout() }
    }

    func uninstall() {
        guard let view = installedView else { return }
        installedView = nil
        view.layoutStorage?.installed.removeAll { $0 === self }
        for item in namedItems {
            guard let node = LayoutEngine.node(of: item) else { continue }
            node.layoutStorage?.naming.removeAll { $0 === self }
        }
        UIApplication.shared.layoutPass.engineIfMade?.remove(self)
        view.markNeedsLayout()
    }
}

extension UIView {
    /// The coordinates a constraint installed here is written in (its items' common ancestor).
    func layoutSpace(for constraint: NSLayoutConstraint) -> UIView? {
        constraint.commonAncestor() ?? self
    }

    /// This view leaves its superview: constraints between its subtree and the rest are deactivated,
    /// as UIKit does when a view is removed.
    func deactivateConstraintsCrossing() {
        guard UIApplication.shared.layoutPass.engineIfMade != nil else { return }
        var stack: [UIView] = [self]
        var crossing: [NSLayoutConstraint] = []
        while let view = stack.popLast() {
            if let state = view.layoutStorage {
                for constraint in state.naming
                where constraint.installedView.map({ !$0.isDescendant(of: self) }) ?? false {
                    crossing.append(constraint)
                }
            }
            stack.append(contentsOf: view.subviewStorage)
        }
        NSLayoutConstraint.uninstallAll(crossing)
    }
}

extension NSLayoutConstraint {
    /// Uninstalls many constraints at once (`deactivate(_:)`, a view leaving its superview): each view's
    /// `installed` and `naming` lists are filtered once, not once per constraint — deactivating
    /// 100,000 constraints installed on one view was quadratic.
    static func uninstallAll(_ constraints: [NSLayoutConstraint]) {
        guard constraints.count > 8 else {
            for constraint in constraints { constraint.uninstall() }
            return
        }
        var leaving = Set<ObjectIdentifier>()
        var hosts: [ObjectIdentifier: UIView] = [:]
        var nodes: [ObjectIdentifier: UIView] = [:]
        let engine = UIApplication.shared.layoutPass.engineIfMade
        for constraint in constraints {
            guard let view = constraint.installedView, leaving.insert(ObjectIdentifier(constraint)).inserted else {
                continue
            }
            constraint.installedView = nil
            hosts[ObjectIdentifier(view)] = view
            for item in constraint.namedItems {
                if let node = LayoutEngine.node(of: item) { nodes[ObjectIdentifier(node)] = node }
            }
            engine?.remove(constraint)
        }
        for view in hosts.values {
            view.layoutStorage?.installed.removeAll { leaving.contains(ObjectIdentifier($0)) }
            view.markNeedsLayout()
        }
        for node in nodes.values {
            node.layoutStorage?.naming.removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
    }
}
