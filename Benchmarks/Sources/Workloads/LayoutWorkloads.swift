import ResponderKit

/// docs/Performance.md's layout1k with UIKit's API: 100 rows stacked top to bottom in a container, each as
/// wide as the container and 60 points high, each holding a bar of 10 equal-width views 8 points apart
/// that spans the row — 1,100 views, 4,400 required constraints, the container's width the one input.
@MainActor
public final class Layout1k {
    public let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 6000))
    public private(set) var rows: [UIView] = []
    public private(set) var views: [UIView] = []
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// Row 50's first view's leading constraint (the `constant` measure changes it).
    public private(set) var spacing: NSLayoutConstraint!

    public init() {
        for _ in 0..<100 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            rows.append(row)
            for _ in 0..<10 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(view)
                views.append(view)
            }
        }
        for (r, row) in rows.enumerated() {
            constraints.append(row.leadingAnchor.constraint(equalTo: container.leadingAnchor))
            constraints.append(row.widthAnchor.constraint(equalTo: container.widthAnchor))
            constraints.append(row.heightAnchor.constraint(equalToConstant: 60))
            constraints.append(r == 0 ? row.topAnchor.constraint(equalTo: container.topAnchor)
                                      : row.topAnchor.constraint(equalTo: rows[r - 1].bottomAnchor))
            for c in 0..<10 {
                let view = views[r * 10 + c]
                if c == 0 {
                    let leading = view.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8)
                    if r == 50 { spacing = leading }
                    constraints.append(leading)
                } else {
                    let previous = views[r * 10 + c - 1]
                    constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                    constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor))
                }
                if c == 9 {
                    constraints.append(view.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8))
                }
                constraints.append(view.topAnchor.constraint(equalTo: row.topAnchor, constant: 8))
                constraints.append(view.heightAnchor.constraint(equalTo: row.heightAnchor, constant: -16))
            }
        }
    }

    /// layout1k-build: activate every constraint, then lay out.
    public func build() {
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
    }

    /// Whether the last view's frame is docs/Performance.md's answer for `width`.
    public func check(width: CGFloat) -> Bool {
        let w = (width - 88) / 10
        let frame = views.last!.frame
        let row = rows.last!.frame
        return abs(frame.minX - (width - 8 - w)) < 1e-6 && abs(frame.width - w) < 1e-6
            && abs(row.minY + frame.minY - (99 * 60 + 8)) < 1e-6 && abs(frame.height - 44) < 1e-6
    }
}
