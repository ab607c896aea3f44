import Foundation

/// Baselines for the stack's baseline alignments and `isBaselineRelativeArrangement`, and the views
/// a stack gives for its own baselines.
///
/// A text view's baseline comes from ResponderKit's text metrics and where its text is drawn: a
/// label's lines are a block `lines × font.lineHeight` tall centred in its bounds, a button's title
/// and a text field's text one line centred in theirs, and a line's baseline is `font.ascender`
/// below its top. So a baseline is the view's `centerY` plus a constant, which a constraint can hold
/// whatever height the view gets. A view without text has no baseline: baseline alignment uses its
/// bottom edge, as Auto Layout does for such views, and baseline-relative spacing its edges.
extension UIStackView {
    /// The view (this stack's arranged view, or one inside it) that gives `view`'s first or last baseline.
    private func baselineSource(of view: UIView, last: Bool) -> UIView {
        let candidate = last ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        return candidate === view || candidate.isDescendant(of: view) ? candidate : view
    }

    /// The first or last baseline of `view`'s text, or `nil` when it shows no text.
    func textBaseline(of view: UIView, last: Bool) -> Edge? {
        let source = baselineSource(of: view, last: last)
        switch source {
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty, let font = label.font, font.lineHeight > 0 else { return nil }
            let size = label.intrinsicContentSize
            let lines = max(1, (size.height / font.lineHeight).rounded(.down))
            let firstBaseline = font.ascender - lines * font.lineHeight / 2
            return Edge(
                item: label, attribute: .centerY,
                offset: last ? firstBaseline + (lines - 1) * font.lineHeight : firstBaseline)
        case let button as UIButton:
            guard let title = button.currentTitle, !title.isEmpty, let font = button.titleLabel?.font else {
                return nil
            }
            return Edge(item: button, attribute: .centerY, offset: font.ascender - font.lineHeight / 2)
        case let field as UITextField:
            guard let font = field.font else { return nil }
            return Edge(item: field, attribute: .centerY, offset: font.ascender - font.lineHeight / 2)
        default:
            return nil
        }
    }

    /// The baseline `view` aligns by: its text's, else its bottom edge.
    func alignmentBaseline(of view: UIView, last: Bool) -> Edge {
        textBaseline(of: view, last: last) ?? Edge(item: baselineSource(of: view, last: last), attribute: .bottom)
    }

    /// `forFirstBaselineLayout` / `forLastBaselineLayout` (UIKit's header): a horizontal stack gives its
    /// tallest arranged view, a vertical one its first (last) arranged view; a stack view given there
    /// gives its own. Hidden views are skipped; with none to give, the stack itself.
    func baselineView(last: Bool) -> UIView {
        let visible = validArrangedViews().filter { !$0.isHidden }
        var chosen: UIView?
        if axis == .horizontal {
            var tallest: CGFloat = -1
            for view in visible {
                let height = view.bounds.height > 0 ? view.bounds.height : max(view.intrinsicContentSize.height, 0)
                if height > tallest { tallest = height; chosen = view }
            }
        } else {
            chosen = last ? visible.last : visible.first
        }
        guard let chosen else { return self }
        if let stack = chosen as? UIStackView {
            return last ? stack.forLastBaselineLayout : stack.forFirstBaselineLayout
        }
        return chosen
    }

    // MARK: What the arrangement read from the views' content

    /// Whether the constraints hold numbers read from the arranged views' content (sizes in proportion,
    /// baselines), so that a change of an intrinsic content size must make them again.
    var dependsOnContent: Bool {
        distribution == .fillProportionally || measuresFromBaselines
            || effectiveAlignment == .firstBaseline || effectiveAlignment == .lastBaseline
    }

    /// Those numbers now (empty when the arrangement reads none).
    func arrangementInputsNow() -> [CGFloat] {
        guard dependsOnContent else { return [] }
        var inputs: [CGFloat] = []
        for view in arrangedStorage where !view.isHidden {
            if distribution == .fillProportionally { inputs.append(mainMeasure(view)) }
            for last in [false, true] {
                let baseline = textBaseline(of: view, last: last)
                inputs.append(baseline?.offset ?? .infinity)
            }
        }
        return inputs
    }
}
