import ResponderKit

/// docs/Performance.md's form1k with UIKit's API: `rows` rows chained top to bottom inside a content view
/// pinned to the root's top-left and 390 points wide. Each row is a `UILabel` ("Name": its intrinsic
/// size, hugging 250, compression resistance 750) 16 points from the content's leading edge and
/// 8 points below the field above, and a field 30 points high from 8 points after the label to 16
/// points before the content's trailing edge, centred vertically on the label; the content's bottom
/// is the last field's bottom. 500 rows are 1,000 views (form1k), 50 rows form100.
@MainActor
public final class FormWorkload {
    public let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 40_000))
    public let content = UIView()
    public private(set) var labels: [UILabel] = []
    public private(set) var fields: [UIView] = []
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// The content's width (the `resize` measure alternates it 390 ↔ 400).
    public private(set) var width: NSLayoutConstraint!
    /// The middle row's label top gap (the `constant` measure alternates it 8 ↔ 9).
    public private(set) var spacing: NSLayoutConstraint!

    public init(rows: Int = 500) {
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        constraints.append(content.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        constraints.append(content.topAnchor.constraint(equalTo: root.topAnchor))
        width = content.widthAnchor.constraint(equalToConstant: 390)
        constraints.append(width)
        for r in 0..<rows {
            let label = UILabel()
            label.text = "Name"
            label.translatesAutoresizingMaskIntoConstraints = false
            let field = UIView()
            field.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            content.addSubview(field)
            constraints.append(label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16))
            let top = r == 0 ? label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
                             : label.topAnchor.constraint(equalTo: fields[r - 1].bottomAnchor, constant: 8)
            if r == rows / 2 { spacing = top }
            constraints.append(top)
            constraints.append(field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8))
            constraints.append(field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16))
            constraints.append(field.centerYAnchor.constraint(equalTo: label.centerYAnchor))
            constraints.append(field.heightAnchor.constraint(equalToConstant: 30))
            labels.append(label)
            fields.append(field)
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: fields.last!.bottomAnchor))
    }

    /// form-build: activate every constraint, then lay out.
    public func build() {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// One layout after the content's width changes to `newWidth`.
    public func resize(to newWidth: CGFloat) {
        width.constant = newWidth
        root.layoutIfNeeded()
    }

    /// One layout after the middle row's top gap changes to `gap`.
    public func changeSpacing(to gap: CGFloat) {
        spacing.constant = gap
        root.layoutIfNeeded()
    }

    /// docs/Performance.md's answer: the last field is `width − 16 − w − 8 − 16` wide (w the label's
    /// intrinsic width), 30 high, and the content ends at the last field's bottom; each label starts
    /// 8 points below the field above, which is centred on its label (h high): rows are h/2 + 23 apart.
    public func check(width: CGFloat) -> Bool {
        let size = labels[0].intrinsicContentSize
        let w = size.width, h = size.height
        let field = fields.last!.frame
        let gapExtra = spacing.constant - 8
        let expectedTop = 8 + CGFloat(fields.count - 1) * (h / 2 + 23) + h / 2 - 15 + gapExtra
        return abs(field.width - (width - 16 - w - 8 - 16)) < 1e-6 && abs(field.height - 30) < 1e-6
            && abs(content.frame.height - field.maxY) < 1e-6 && abs(field.minY - expectedTop) < 1e-6
    }
}
