import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (UIKit's `constraints(withVisualFormat:
    /// options:metrics:views:)`; the grammar is VisualFormatParser.swift's). They are returned
    /// inactive, as in UIKit: activate them (`NSLayoutConstraint.activate`).
    ///
    /// - `[a(>=50@750)]` constrains `a`'s width (`V:` height) to a constant, a metric or another
    ///   view's width; `[a]-8-[b]`, `[a]-(>=8,<=20@750)-[b]`, `[a][b]` constrain the gap.
    /// - The standard space `-` is 8 points between views, and the superview's margin to the
    ///   superview (`|-[a]` makes `a.leading == superview.leadingMargin`), as UIKit does since iOS 8.
    /// - `metrics` values may be any Swift number type or `NSNumber`; `views` values must be views.
    ///
    /// Where UIKit raises ("Unable to parse constraint format", with the format and a caret under
    /// the place) — a malformed format, a name that is not a key, a metric that is not a finite
    /// number, a `|` next to a view without a superview, alignment options along the format's own
    /// axis — ResponderKit reports that text as an `invalidConstraint` diagnostic and returns `[]`.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let metrics = metrics ?? [:]
        do throws(VisualFormatError) {
            var parser = VisualFormatParser(format, isView: { views[$0] != nil }, isMetric: { metrics[$0] != nil })
            var builder = try VisualFormatBuilder(
                try parser.parse(), options: opts, metrics: metrics, views: views, length: format.count)
            return try builder.build()
        } catch {
            let caret = String(repeating: " ", count: max(0, min(error.position, format.count))) + "^"
            LayoutEngine.report("Unable to parse constraint format: \n\(error.reason) \n\(format)\n\(caret)")
            return []
        }
    }
}

/// Turns a parsed visual format into constraints: each view's size predicates, each connection's gap
/// (between views, or a view and its superview), and the alignment the options ask for.
@MainActor
struct VisualFormatBuilder {
    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes a format uses, for its orientation and direction.
    private struct Edges {
        /// Where the sequence starts and ends on each item, and the superview's margins there.
        var start: Attribute, end: Attribute, marginStart: Attribute, marginEnd: Attribute
        /// Right to left: the later item is on the start side of the earlier one.
        var reversed = false
        /// The dimension a view's predicates constrain.
        var size: Attribute
    }

    /// One side of a connection.
    private enum End {
        case view(UIView)
        case superview(UIView)
    }

    private let format: VisualFormat
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let viewsByName: [String: Any]
    private let views: [UIView]
    private let length: Int
    private var made: [NSLayoutConstraint] = []

    /// UIKit's standard space between sibling views (`NSLayoutXAxisAnchor.systemSpacing`).
    static let standardSpacing: CGFloat = 8

    init(_ format: VisualFormat, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
         views viewsByName: [String: Any], length: Int) throws(VisualFormatError) {
        var views: [UIView] = []
        for spec in format.views {
            views.append(try Self.view(named: spec.name, in: viewsByName, at: spec.nameEnd))
        }
        self.format = format
        self.options = options
        self.metrics = metrics
        self.viewsByName = viewsByName
        self.views = views
        self.length = length
    }

    /// The constraints, or the first reason the format cannot make them.
    mutating func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let edges = try self.edges()
        let alignment = try alignmentAttributes()
        for (spec, view) in zip(format.views, views) {
            for predicate in spec.predicates { try addSize(predicate, of: view, edges.size) }
        }
        if let leading = format.leadingSuperview {
            let superview = try Self.superview(of: views[0], at: leading.position)
            try connect(.superview(superview), .view(views[0]), leading.connection, edges)
        }
        for (index, connection) in format.connections.enumerated() {
            try connect(.view(views[index]), .view(views[index + 1]), connection, edges)
        }
        if let trailing = format.trailingSuperview, let last = views.last {
            let superview = try Self.superview(of: last, at: trailing.position)
            try connect(.view(last), .superview(superview), trailing.connection, edges)
        }
        for attribute in alignment {
            for index in views.indices.dropFirst() {
                add(views[index], attribute, .equal, views[index - 1], attribute, 0, .required)
            }
        }
        return made
    }

    // MARK: Parts of the format

    private mutating func addSize(
        _ predicate: VisualFormat.Predicate, of view: UIView, _ size: Attribute
    ) throws(VisualFormatError) {
        let priority = try self.priority(of: predicate)
        if case .name(let name) = predicate.object, metrics[name] == nil {
            let other = try Self.view(named: name, in: viewsByName, at: predicate.objectEnd)
            add(view, size, predicate.relation, other, size, 0, priority)
        } else {
            add(
                view, size, predicate.relation, nil, .notAnAttribute,
                try value(predicate.object, at: predicate.objectEnd), priority)
        }
    }

    /// The gap between `earlier` and `later` (in the format's order).
    private mutating func connect(
        _ earlier: End, _ later: End, _ connection: VisualFormat.Connection, _ edges: Edges
    ) throws(VisualFormatError) {
        switch connection {
        case .flush:
            gap(earlier, later, .equal, 0, .required, edges, standard: false)
        case .standard:
            let toSuperview: Bool =
                if case .superview = earlier { true } else if case .superview = later { true } else { false }
            gap(earlier, later, .equal, toSuperview ? 0 : Self.standardSpacing, .required, edges, standard: true)
        case .predicates(let predicates):
            for predicate in predicates {
                let constant = try value(predicate.object, at: predicate.objectEnd)
                gap(earlier, later, predicate.relation, constant, try priority(of: predicate), edges, standard: false)
            }
        }
    }

    /// `later.start relation earlier.end + constant` (right to left: `earlier.end relation later.start + constant`).
    /// The standard space to the superview is written to its margin.
    private mutating func gap(
        _ earlier: End, _ later: End, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat,
                              _ priority: UILayoutPriority, _ edges: Edges, standard: Bool) {
        let baselines = options.contains(.spacingBaselineToBaseline) && format.orientation == .vertical
        let (first, firstAttribute): (UIView, Attribute) = switch earlier {
        case .superview(let view): (view, standard ? edges.marginStart : edges.start)
        case .view(let view): (view, baselines ? .lastBaseline : edges.end)
        }
        let (second, secondAttribute): (UIView, Attribute) = switch later {
        case .superview(let view): (view, standard ? edges.marginEnd : edges.end)
        case .view(let view): (view, baselines ? .firstBaseline : edges.start)
        }
        if edges.reversed {
            add(first, firstAttribute, relation, second, secondAttribute, constant, priority)
        } else {
            add(second, secondAttribute, relation, first, firstAttribute, constant, priority)
        }
    }

    private mutating func add(
        _ item: UIView, _ attribute: Attribute, _ relation: NSLayoutConstraint.Relation, _ other: UIView?,
                              _ otherAttribute: Attribute, _ constant: CGFloat, _ priority: UILayoutPriority) {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        made.append(constraint)
    }

    // MARK: Options

    private func edges() throws(VisualFormatError) -> Edges {
        if format.orientation == .vertical {
            return Edges(start: .top, end: .bottom, marginStart: .topMargin, marginEnd: .bottomMargin, size: .height)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight:
            return Edges(start: .left, end: .right, marginStart: .leftMargin, marginEnd: .rightMargin, size: .width)
        case .directionRightToLeft:
            return Edges(
                start: .right, end: .left, marginStart: .rightMargin, marginEnd: .leftMargin, reversed: true,
                size: .width)
        case .directionLeadingToTrailing:
            return Edges(
                start: .leading, end: .trailing, marginStart: .leadingMargin, marginEnd: .trailingMargin, size: .width)
        default:
            throw VisualFormatError(
                reason: "The options ask for both directionLeftToRight and directionRightToLeft", position: length)
        }
    }

    /// The attributes the alignment options name; they must be across the format's axis.
    private func alignmentAttributes() throws(VisualFormatError) -> [Attribute] {
        let candidates: [Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]
        let chosen = candidates.filter {
            options.contains(NSLayoutConstraint.FormatOptions(rawValue: 1 << UInt($0.rawValue)))
        }
        let horizontalFormat = format.orientation == .horizontal
        for attribute in chosen where LayoutEngine.isHorizontal(attribute) == horizontalFormat {
            let axis = horizontalFormat ? "horizontal" : "vertical"
            throw VisualFormatError(
                reason:
                    "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout "
                        + "that is also \(axis).",
                position: length)
        }
        return chosen
    }

    // MARK: Values

    private func priority(of predicate: VisualFormat.Predicate) throws(VisualFormatError) -> UILayoutPriority {
        guard let operand = predicate.priority else { return .required }
        let value = try self.value(operand, at: predicate.priorityEnd)
        guard value > 0, value <= 1000 else {
            throw VisualFormatError(
                reason: "A priority must be greater than 0 and at most 1000; this one is \(value)",
                position: predicate.priorityEnd)
        }
        return UILayoutPriority(Float(value))
    }

    /// A number, or a metric's value; it must be finite.
    private func value(_ operand: VisualFormat.Operand, at position: Int) throws(VisualFormatError) -> CGFloat {
        switch operand {
        case .number(let number):
            guard number.isFinite else {
                throw VisualFormatError(reason: "\(number) is not a finite number", position: position)
            }
            return CGFloat(number)
        case .name(let name):
            guard let metric = metrics[name] else {
                throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", position: position)
            }
            guard let number = Self.number(metric) else {
                throw VisualFormatError(
                    reason: "The metric \(name) is a \(type(of: metric)), not a number", position: position)
            }
            guard number.isFinite else {
                throw VisualFormatError(
                    reason: "The metric \(name) is \(number), not a finite number", position: position)
            }
            return CGFloat(number)
        }
    }

    /// A metric's value: any Swift integer or floating-point type, or `NSNumber`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Int: Double(number)
        case let number as any BinaryFloatingPoint: Double(number)
        case let number as any BinaryInteger: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    private static func view(
        named name: String, in views: [String: Any], at position: Int
    ) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.", position: position)
        }
        guard let view = value as? UIView else {
            throw VisualFormatError(
                reason:
                    "\(name) is a \(type(of: value)), not a view (the views dictionary takes views only; use "
                        + "anchors for layout guides)",
                position: position)
        }
        return view
    }

    private static func superview(of view: UIView, at position: Int) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: position)
        }
        return superview
    }
}
