import Foundation
import LayoutSolver

/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide` (iOS 11), the way Auto Layout code
/// sizes scrolling content:
///
/// ```
/// content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
/// content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor)
/// content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)   // scrolls vertically only
/// ```
///
/// UIKit (AD:uikit/uiscrollview/contentlayoutguide, …/framelayoutguide): "Use this layout guide when
/// you want to create Auto Layout constraints related to the content area of a scroll view" — its
/// edges are the content's, and constraints that decide its size decide `contentSize`; the frame
/// layout guide is the scroll view's untranslated frame, for content that should not scroll or take
/// the scroll view's size.
///
/// Here the content guide's top left is the content's origin; its size is held to `contentSize` at the
/// lowest strength, so constraints that decide it win, and after each layout of the scroll view the
/// size they gave becomes `contentSize`. The frame guide is the scroll view's bounds size at the
/// content's origin: its size is UIKit's; its position differs (UIKit's moves with the content offset,
/// so what is pinned to its edges stays in view while the content scrolls; here it scrolls with the
/// content — docs/Differences-from-UIKit.md).
extension UIScrollView {
    /// The guide whose edges are the content's: constraints that give it a size give the scroll view
    /// its `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        let state = layoutState
        if let guide = state.contentGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollViewContentLayoutGuide"
        guide.owner = self
        guide.contentSizeSource = { ($0 as? UIScrollView)?.contentSize ?? .zero }
        state.contentGuide = guide
        return guide
    }

    /// The guide that is the scroll view's frame size: content whose width (or height) equals it does
    /// not scroll that way.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.frameGuide, "UIScrollViewFrameLayoutGuide") { _ in .zero }
    }

    /// After the scroll view's layout: the content guide's solved size is the content size (when
    /// constraints decided it; otherwise it is the content size already).
    func adoptContentGuideSize() {
        guard let guide = layoutStorage?.contentGuide, guide.variables != nil else { return }
        let size = guide.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite,
            abs(size.width - contentSize.width) > 0.001 || abs(size.height - contentSize.height) > 0.001
        else { return }
        contentSize = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    /// `contentSize` changed: the content guide's fallback size follows.
    func contentSizeChangedForGuide() {
        guard let guide = layoutStorage?.contentGuide, guide.variables != nil,
              let engine = UIApplication.shared.layoutPass.engineIfMade, guide.heldContentSize != contentSize
        else { return }
        for id in guide.ownConstraints { try? engine.solver.discardConstraint(id) }
        guide.ownConstraints = []
        guide.installContentConstraints(in: engine)
    }
}

extension UILayoutGuide {
    /// A content layout guide's constraints: its top left at the content's origin (required), its
    /// size the content size at the lowest strength.
    func installContentConstraints(in engine: LayoutEngine) {
        guard let contentSizeSource, let owner, let v = variables else { return }
        let size = contentSizeSource(owner)
        heldContentSize = size
        var ids: [ConstraintID] = []
        func add(_ constraint: Constraint) {
            if let id = try? engine.solver.addConstraint(constraint) { ids.append(id) }
        }
        let fallback = Strength(weight: 0.001)
        add(Constraint(LinearExpression(v.minX), .equal, 0, strength: .required))
        add(Constraint(LinearExpression(v.minY), .equal, 0, strength: .required))
        add(Constraint(LinearExpression(v.width), .equal, Double(size.width), strength: fallback))
        add(Constraint(LinearExpression(v.height), .equal, Double(size.height), strength: fallback))
        add(Constraint(LinearExpression(v.width), .greaterThanOrEqual, 0, strength: .required))
        add(Constraint(LinearExpression(v.height), .greaterThanOrEqual, 0, strength: .required))
        ownConstraints = ids
        engine.isDirty = true
    }
}
