import Foundation
import LayoutSolver

extension UIView {
    /// How a view's frame follows its superview's size — UIKit's `UIView.AutoresizingMask`
    /// (AD:uiview/autoresizingmask): the flexible parts of each axis (margins and size) share the
    /// superview's change. UIKit shares it in proportion to the parts' current lengths; when those
    /// are all zero, equally — and so does ResponderKit.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The superview's bounds went from `old` to its current size: each subview placed by its
    /// autoresizing mask (and not by constraints) follows.
    func autoresizeSubviews(from old: CGSize) {
        let new = boundsStorage.size
        for subview in subviewStorage {
            guard let state = subview.layoutStorage, state.translates, !state.autoresizingMask.isEmpty else { continue }
            let mask = state.autoresizingMask
            var frame = subview.frame
            let horizontal = Self.share(
                new.width - old.width, lead: frame.minX, size: frame.width, trail: old.width - frame.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            let vertical = Self.share(
                new.height - old.height, lead: frame.minY, size: frame.height, trail: old.height - frame.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            frame.origin.x += horizontal.lead
            frame.size.width = max(frame.width + horizontal.size, 0)
            frame.origin.y += vertical.lead
            frame.size.height = max(frame.height + vertical.size, 0)
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// How much of `delta` goes to the leading margin and to the size.
    private static func share(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                              flexible: (Bool, Bool, Bool)) -> (lead: CGFloat, size: CGFloat) {
        guard delta != 0, delta.isFinite else { return (0, 0) }
        let parts = [flexible.0 ? max(lead, 0) : 0, flexible.1 ? max(size, 0) : 0, flexible.2 ? max(trail, 0) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0, +)
        func portion(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * parts[index] / total : delta / CGFloat(count)
        }
        return (portion(0, flexible.0), portion(1, flexible.1))
    }

    /// The size the view's constraints give it nearest `target`, pulling with the given priorities.
    func fittingSize(
        _ target: CGSize,
        horizontal: UILayoutPriority = .fittingSizeLevel, vertical: UILayoutPriority = .fittingSizeLevel
    ) -> CGSize {
        let engine = UIApplication.shared.layoutPass.engine
        let v = engine.variables(of: self)
        let state = layoutState
        // A view that keeps its frame is measured as if it did not: its fixed size is set aside.
        var setAside: [ConstraintID] = []
        if state.translates, state.fixedFrame.count == 4 {
            for id in state.fixedFrame[2...3] { try? engine.solver.removeConstraint(id); setAside.append(id) }
        }
        engine.solveIfNeeded()
        var added: [ConstraintID] = []
        for (variable, value, priority) in [(v.width, target.width, horizontal), (v.height, target.height, vertical)]
        where value.isFinite {
            let strength = Strength(priority: min(priority.rawValue, 999))
            if let id = try? engine.solver.addConstraint(
                Constraint(LinearExpression(variable), .equal, Double(value), strength: strength))
            {
                added.append(id)
            }
        }
        // Multi-line labels wrap to the width this size gives them (the next solve puts them back).
        engine.settleTextWidths()
        let size = CGSize(width: engine.solver.value(of: v.width), height: engine.solver.value(of: v.height))
        for id in added { try? engine.solver.discardConstraint(id) }
        for id in setAside { try? engine.solver.addConstraint(id) }
        engine.isDirty = true
        return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}
