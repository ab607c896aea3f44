import Foundation

/// The constraints a stack view makes for its arranged views, named as UIKit names its own so that
/// conflict reports read the same. "Main" is the stack's axis, "cross" the other one; the canvas is the
/// stack, or its `layoutMarginsGuide` with `isLayoutMarginsRelativeArrangement`.
///
///     UISV-canvas-connection  first.lead == canvas.lead, canvas.trail == last.trail     (required)
///     UISV-spacing            next.lead == prev.trail + gap   (≥ for equalSpacing/equalCentering)
///     UISV-fill-equally       view.size == first.size                                   (required)
///     UISV-fill-proportionally view.size == (canvas.size − gaps) × measure / Σ measures  (999)
///     UISV-distributing       spacer guides between neighbours' edges (equalSpacing) or centres
///                             (equalCentering), all the same size  (required / 999)
///     UISV-alignment          across: edges, centre or baselines per `alignment`         (required)
///     UISV-spanning-boundary  across: a view stays inside the canvas (non-fill alignments) (required)
///     UISV-hiding             a hidden view: size 0 along the axis, at its neighbour's edge (required)
///     UISV-order-tie-break    ties between equal priorities go by order: the last view gives way first (1…40)
///     UISV-non-negative       a visible view's width and height stay ≥ 0                (required)
///     UISV-canvas-fit         the stack as small as its content allows                  (49)
///
/// Only visible views take part in the chain, so a hidden view costs neither room nor spacing.
/// docs/Differences-from-UIKit.md ("Stack views") says which of these priorities UIKit documents.
extension UIStackView {
    /// Below `fittingSizeLevel` (50), so `systemLayoutSizeFitting` and any app priority outweigh it.
    static let canvasFitPriority = UILayoutPriority(49)
    /// Optional but above every default content priority: kept unless required constraints forbid.
    static let softAlignmentPriority = UILayoutPriority(999)
    /// Baseline-aligned views sit as high as their boundaries let them (the weakest pull there is).
    static let baselinePullPriority = UILayoutPriority(1)

    /// A position along one axis: `item.attribute + offset`.
    struct Edge {
        let item: AnyObject
        let attribute: NSLayoutConstraint.Attribute
        var offset: CGFloat = 0
    }

    /// The attributes of one axis.
    struct AxisAttributes {
        let lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                lead = .leading; trail = .trailing; size = .width; center = .centerX
            } else {
                lead = .top; trail = .bottom; size = .height; center = .centerY
            }
        }
    }

    /// Collects the constraints of one arrangement.
    @MainActor
    struct Builder {
        var made: [NSLayoutConstraint] = []
        /// The last arrangement's spacer guides, used again (each guide's solver variables with it).
        var spareGuides: [UILayoutGuide] = []

        mutating func relate(
            _ first: Edge, _ relation: NSLayoutConstraint.Relation, _ second: Edge, plus constant: CGFloat = 0,
                             priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(item: first.item, attribute: first.attribute, relatedBy: relation,
                                                toItem: second.item, attribute: second.attribute, multiplier: 1,
                                                constant: second.offset + constant - first.offset)
            add(constraint, priority, identifier)
        }

        mutating func size(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, equals constant: CGFloat,
                           priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: nil,
                                                attribute: .notAnAttribute, multiplier: 1, constant: constant)
            add(constraint, priority, identifier)
        }

        mutating func size(
            _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, atLeast constant: CGFloat,
            _ identifier: String
        ) {
            let constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                                                attribute: .notAnAttribute, multiplier: 1, constant: constant)
            add(constraint, .required, identifier)
        }

        mutating func size(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, equals other: AnyObject,
                           times multiplier: CGFloat = 1, plus constant: CGFloat = 0,
                           priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: other,
                                                attribute: attribute, multiplier: multiplier, constant: constant)
            add(constraint, priority, identifier)
        }

        private mutating func add(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority, _ identifier: String)
        {
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }
    }

    /// Makes the stack's constraints again from its configuration and arranged views.
    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        var builder = Builder()
        builder.spareGuides = arrangementGuides
        arrangementConstraints = []
        arrangementGuides = []
        orderTieBreaks = []
        let views = validArrangedViews()
        needsArrangement = false  // (finding departed views above asks again)
        arrangedVisibility = views.map(\.isHidden)
        arrangementInputs = arrangementInputsNow()
        let visible = views.filter { !$0.isHidden }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        arrangeAlongAxis(visible, canvas: canvas, &builder)
        collapseHidden(views, canvas: canvas, &builder)
        alignAcrossAxis(visible, canvas: canvas, &builder)
        for view in visible {
            // The fit below pulls the stack in; a view with nothing holding its size must not turn inside out.
            builder.size(view, .width, atLeast: 0, "UISV-non-negative")
            builder.size(view, .height, atLeast: 0, "UISV-non-negative")
        }
        builder.size(self, .width, equals: 0, priority: UIStackView.canvasFitPriority, "UISV-canvas-fit")
        builder.size(self, .height, equals: 0, priority: UIStackView.canvasFitPriority, "UISV-canvas-fit")
        for guide in builder.spareGuides { removeLayoutGuide(guide) }
        arrangementConstraints = builder.made
        NSLayoutConstraint.activate(builder.made)
    }

    // MARK: Along the axis (distribution)

    /// Where a view begins and ends along the axis: its edges, or in a vertical stack with
    /// `isBaselineRelativeArrangement`, a text view's first and last baselines.
    private func leadingEdge(_ view: UIView) -> Edge {
        if measuresFromBaselines, let baseline = textBaseline(of: view, last: false) { return baseline }
        return Edge(item: view, attribute: AxisAttributes(axis).lead)
    }

    private func trailingEdge(_ view: UIView) -> Edge {
        if measuresFromBaselines, let baseline = textBaseline(of: view, last: true) { return baseline }
        return Edge(item: view, attribute: AxisAttributes(axis).trail)
    }

    var measuresFromBaselines: Bool { axis == .vertical && isBaselineRelativeArrangement }

    private func arrangeAlongAxis(_ visible: [UIView], canvas: AnyObject, _ builder: inout Builder) {
        guard let first = visible.first, let last = visible.last else { return }
        let main = AxisAttributes(axis)
        builder.relate(leadingEdge(first), .equal, Edge(item: canvas, attribute: main.lead), "UISV-canvas-connection")
        builder.relate(Edge(item: canvas, attribute: main.trail), .equal, trailingEdge(last), "UISV-canvas-connection")
        var spacers: [UILayoutGuide] = []
        var gaps: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = resolvedSpacing(after: previous)
            gaps += gap
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                builder.relate(leadingEdge(next), .equal, trailingEdge(previous), plus: gap, "UISV-spacing")
            case .equalSpacing:
                builder.relate(
                    leadingEdge(next), .greaterThanOrEqual, trailingEdge(previous), plus: gap, "UISV-spacing")
                spacers.append(spacer(from: trailingEdge(previous), to: leadingEdge(next), &builder))
            case .equalCentering:
                builder.relate(
                    leadingEdge(next), .greaterThanOrEqual, trailingEdge(previous), plus: gap, "UISV-spacing")
                spacers.append(spacer(from: Edge(item: previous, attribute: main.center),
                                      to: Edge(item: next, attribute: main.center), &builder))
            }
        }
        let spacerPriority: UILayoutPriority =
            distribution == .equalSpacing ? .required : UIStackView.softAlignmentPriority
        for spacer in spacers.dropFirst() {
            builder.size(spacer, main.size, equals: spacers[0], priority: spacerPriority, "UISV-distributing")
        }
        switch distribution {
        case .fillEqually:
            sizeEqually(visible, &builder)
        case .fillProportionally:
            sizeProportionally(visible, canvas: canvas, gaps: gaps, &builder)
        case .fill, .equalSpacing, .equalCentering:
            breakTiesByOrder(visible, &builder)
        }
    }

    /// "If there's any ambiguity, the stack view resizes the arranged views based on their index"
    /// (AD:uistackview/distribution-swift.enum/fill): between views whose priorities tie, the last one
    /// stretches or shrinks first, then the one before it. Each other view with a natural size holds
    /// it with a weak constraint, stronger the earlier the view (priorities 1…40: below every default
    /// content priority, so they only decide ties).
    private func breakTiesByOrder(_ visible: [UIView], _ builder: inout Builder) {
        orderTieBreaks = []
        let size = AxisAttributes(axis).size
        for (index, view) in visible.dropLast().enumerated() {
            guard let natural = naturalMainSize(view) else { continue }
            let rank = Float(min(visible.count - 2 - index, 39))
            builder.size(view, size, equals: natural, priority: UILayoutPriority(1 + rank), "UISV-order-tie-break")
            if let made = builder.made.last { orderTieBreaks.append(made) }
        }
    }

    /// A view's intrinsic size along the axis, if it has one.
    func naturalMainSize(_ view: UIView) -> CGFloat? {
        let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic >= 0 ? intrinsic : nil
    }

    /// A guide from one position to another along the axis (`UISV-distributing`).
    private func spacer(from start: Edge, to end: Edge, _ builder: inout Builder) -> UILayoutGuide {
        let main = AxisAttributes(axis)
        let guide: UILayoutGuide
        if !builder.spareGuides.isEmpty, case let spare = builder.spareGuides.removeFirst(), spare.owningView === self {
            guide = spare
        } else {
            guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
        }
        arrangementGuides.append(guide)
        builder.relate(Edge(item: guide, attribute: main.lead), .equal, start, "UISV-distributing-edge")
        builder.relate(Edge(item: guide, attribute: main.trail), .equal, end, "UISV-distributing-edge")
        return guide
    }

    private func sizeEqually(_ visible: [UIView], _ builder: inout Builder) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            builder.size(view, AxisAttributes(axis).size, equals: first, "UISV-fill-equally")
        }
    }

    /// Each view gets the canvas's length less the gaps, in proportion to its measure (its intrinsic
    /// size along the axis, or its current size when it has none): UIKit's header, "overflow or
    /// underflow adjustments are distributed among the items proportional to their
    /// intrinsicContentSizes". Views that all measure 0 share equally.
    private func sizeProportionally(_ visible: [UIView], canvas: AnyObject, gaps: CGFloat, _ builder: inout Builder) {
        let measures = visible.map(mainMeasure)
        let total = measures.reduce(0, +)
        guard total > 0, total.isFinite else { sizeEqually(visible, &builder); return }
        let size = AxisAttributes(axis).size
        for (view, measure) in zip(visible, measures) {
            let share = measure / total
            if share > 0 {
                builder.size(view, size, equals: canvas, times: share, plus: -gaps * share,
                             priority: UIStackView.softAlignmentPriority, "UISV-fill-proportionally")
            } else {
                builder.size(
                    view, size, equals: 0, priority: UIStackView.softAlignmentPriority, "UISV-fill-proportionally")
            }
        }
    }

    /// A view's length along the axis for `fillProportionally`.
    func mainMeasure(_ view: UIView) -> CGFloat {
        if let natural = naturalMainSize(view) { return natural }
        let current = axis == .horizontal ? view.bounds.width : view.bounds.height
        return current.isFinite ? max(current, 0) : 0
    }

    /// Hidden views: no length, at the trailing edge of the visible view before them (or the canvas's
    /// leading edge). Across the axis nothing holds them (nothing shows there).
    private func collapseHidden(_ views: [UIView], canvas: AnyObject, _ builder: inout Builder) {
        let main = AxisAttributes(axis)
        var point = Edge(item: canvas, attribute: main.lead)
        for view in views {
            guard view.isHidden else {
                point = Edge(item: view, attribute: main.trail)
                continue
            }
            builder.size(view, main.size, equals: 0, "UISV-hiding")
            builder.relate(Edge(item: view, attribute: main.lead), .equal, point, "UISV-hiding")
        }
    }

    // MARK: Across the axis (alignment)

    /// The alignment in force: the baseline alignments are for horizontal stacks (UIKit's header);
    /// a vertical stack treats them as `leading` and `trailing`.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    private func alignAcrossAxis(_ visible: [UIView], canvas: AnyObject, _ builder: inout Builder) {
        let cross = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let lead = Edge(item: canvas, attribute: cross.lead), trail = Edge(item: canvas, attribute: cross.trail)
        let alignment = effectiveAlignment
        for view in visible {
            let viewLead = Edge(item: view, attribute: cross.lead), viewTrail = Edge(item: view, attribute: cross.trail)
            switch alignment {
            case .fill:
                builder.relate(viewLead, .equal, lead, "UISV-alignment")
                builder.relate(viewTrail, .equal, trail, "UISV-alignment")
            case .leading:
                builder.relate(viewLead, .equal, lead, "UISV-alignment")
                builder.relate(viewTrail, .lessThanOrEqual, trail, "UISV-spanning-boundary")
            case .trailing:
                builder.relate(viewTrail, .equal, trail, "UISV-alignment")
                builder.relate(viewLead, .greaterThanOrEqual, lead, "UISV-spanning-boundary")
            case .center:
                builder.relate(
                    Edge(item: view, attribute: cross.center), .equal, Edge(item: canvas, attribute: cross.center),
                    "UISV-alignment")
                builder.relate(viewLead, .greaterThanOrEqual, lead, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                builder.relate(viewLead, .greaterThanOrEqual, lead, "UISV-spanning-boundary")
                builder.relate(viewTrail, .lessThanOrEqual, trail, "UISV-spanning-boundary")
                builder.relate(viewLead, .equal, lead, priority: UIStackView.baselinePullPriority, "UISV-baseline-pull")
            }
        }
        guard alignment == .firstBaseline || alignment == .lastBaseline, let reference = visible.first else { return }
        let last = alignment == .lastBaseline
        let referenceBaseline = alignmentBaseline(of: reference, last: last)
        for view in visible.dropFirst() {
            builder.relate(alignmentBaseline(of: view, last: last), .equal, referenceBaseline, "UISV-alignment")
        }
    }
}
