import Foundation
import LayoutSolver

/// Text that wraps to the width the constraints give it — UIKit's second intrinsic-size pass.
///
/// A multi-line label (`numberOfLines != 1`) without a `preferredMaxLayoutWidth` has no width to
/// wrap to until the engine has solved one: UIKit solves with the label's unwrapped size, gives the
/// label the width it got ("the width from the last layout"), and solves again with the wrapped
/// height. The engine does the same whenever it solves (and `systemLayoutSizeFitting` when it
/// measures), so a label pinned to a cell's edges grows as tall as its wrapped text:
///
///     solve ─▶ label width W ─▶ label.layoutWidth = W ─▶ intrinsic size wrapped to W ─▶ solve
///
/// A wrapped label that is exactly as wide as its text (held by hugging, not by constraints on both
/// sides) is measured unwrapped first, so that it can widen when its container does. At most four
/// rounds run per solve, which ends any back-and-forth between a width and the text wrapped to it.
extension LayoutEngine {
    /// Adds a wrapping label to the list (once; a label that is gone, placed by its frame or no
    /// longer wrapping leaves it, and comes back when a change makes it wrap: that change
    /// invalidates its size). A form of single-line labels keeps the list empty.
    func registerTextWidth(_ state: ViewLayoutState) {
        guard !state.textWidthRegistered else { return }
        state.textWidthRegistered = true
        textWidthViews.append(state)
    }

    /// Gives each wrapping label the width last solved for it, and solves again, until they agree.
    func settleTextWidths() {
        guard !textWidthViews.isEmpty else { return }
        var labels: [(label: UILabel, state: ViewLayoutState, width: Variable)] = []
        var kept = 0
        for index in textWidthViews.indices {
            let state = textWidthViews[index]
            guard let label = state.checkedView as? UILabel, !state.translates, let v = state.variables,
                  label.wrapsToLayoutWidth else {
                state.textWidthRegistered = false
                continue
            }
            textWidthViews[kept] = state
            kept += 1
            labels.append((label, state, v.width))
        }
        if kept < textWidthViews.count { textWidthViews.removeLast(textWidthViews.count - kept) }
        guard !labels.isEmpty else { return }

        func solvedWidth(_ entry: (label: UILabel, state: ViewLayoutState, width: Variable)) -> CGFloat {
            let insets = entry.label.layoutAlignmentInsets
            let width = CGFloat(solver.value(of: entry.width)) - insets.left - insets.right
            return width.isFinite ? max(width, 0) : 0
        }
        // Held to its own (wrapped) width: it may have room to widen, so it is measured unwrapped.
        var changed = false
        for entry in labels
        where entry.label.layoutWidth > 0 && abs(solvedWidth(entry) - entry.state.intrinsicSize.width) < 0.01 {
            entry.label.layoutWidth = 0
            intrinsicPending.append(entry.label)
            changed = true
        }
        if changed { updateIntrinsicSizes() }
        for _ in 0..<4 {
            changed = false
            for entry in labels {
                let width = solvedWidth(entry)
                guard abs(width - entry.label.layoutWidth) > 0.01 else { continue }
                entry.label.layoutWidth = width
                intrinsicPending.append(entry.label)
                changed = true
            }
            guard changed else { return }
            updateIntrinsicSizes()
        }
    }
}
