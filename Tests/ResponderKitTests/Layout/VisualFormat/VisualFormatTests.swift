import ResponderKit
import ResponderKitTesting
import Testing

// Auto Layout's visual format language, written as iOS screens use it — views in a
// dictionary, metrics, options, NSLayoutConstraint.activate — and checked by the frames a window's
// layout pass gives the views. Malformed formats never crash: one diagnostic each, and no constraints.

/// A window showing a plain 390 × 844 container (margins: UIKit's default 8 points).
@MainActor
private final class Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() {
        window.addSubview(container)
        window.makeKeyAndVisible()
    }

    /// Views placed by constraints, added to the container.
    func views(_ names: String...) -> [String: UIView] {
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return views
    }

    /// Makes, activates and lays out the formats' constraints.
    @discardableResult
    func layout(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                views: [String: UIView]) -> [NSLayoutConstraint] {
        var all: [NSLayoutConstraint] = []
        for format in formats {
            all += NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        NSLayoutConstraint.activate(all)
        window.layoutIfNeeded()
        return all
    }

    func close() { window.isHidden = true }
}

/// A view's frame by its name in the views dictionary.
@MainActor
private func frame(_ views: [String: UIView], _ name: String) -> CGRect { views[name]?.frame ?? .null }

@MainActor
@Suite("Visual format language: constraints from ASCII art, as iOS code writes them", .serialized)
struct VisualFormatTests {
    @Test("H:|-[label]-| pins a label to the superview's margins; the constraints come back inactive")
    func standardSpaceToSuperview() {
        let screen = Screen()
        defer { screen.close() }
        let label = UILabel()
        label.text = "Settings"
        label.translatesAutoresizingMaskIntoConstraints = false
        screen.container.addSubview(label)
        let views = ["label": label]
        let made =
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-20-[label]", options: [], metrics: nil, views: views)
        #expect(made.count == 3)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(made[0].firstItem === label && made[0].firstAttribute == .leading)
        #expect(made[0].secondItem === screen.container && made[0].secondAttribute == .leadingMargin)
        NSLayoutConstraint.activate(made)
        screen.window.layoutIfNeeded()
        #expect(close(label.frame.minX, 8))
        #expect(close(label.frame.maxX, 390 - 8))
        #expect(close(label.frame.minY, 20))
        #expect(close(label.frame.height, label.intrinsicContentSize.height))
    }

    @Test("V:|-20-[a(44)]-8-[b(==a)]-(>=0)-| stacks two rows of equal height")
    func verticalStack() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("a", "b")
        screen.layout(["V:|-20-[a(44)]-8-[b(==a)]-(>=0)-|", "H:|[a]|", "H:|[b]|"], views: views)
        #expect(close(frame(views, "a"), CGRect(x: 0, y: 20, width: 390, height: 44)))
        #expect(close(frame(views, "b"), CGRect(x: 0, y: 72, width: 390, height: 44)))
    }

    @Test("Metrics as spacing and priority: the optional spacing gives way to the required widths and margins")
    func metricsAndPriorities() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("a", "b")
        let metrics: [String: Any] = [
            "margin": 16, "spacing": 12.0, "width": CGFloat(100), "height": NSNumber(value: 30),
        ]
        screen.layout(
            ["H:|-(margin)-[a(width)]-(spacing@750)-[b(width)]-|", "V:|-margin-[a(height)]", "V:|-margin-[b(height)]"],
                      metrics: metrics, views: views)
        #expect(close(frame(views, "a"), CGRect(x: 16, y: 16, width: 100, height: 30)))
        // 16 + 100 + 12 + 100 + 8 ≠ 390: the 750 spacing breaks, b keeps its width and the margin.
        #expect(close(frame(views, "b"), CGRect(x: 390 - 8 - 100, y: 16, width: 100, height: 30)))
    }

    @Test("Standard space between siblings is 8 points; [a][b] and |[a] are flush")
    func standardAndFlush() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("a", "b", "c")
        screen.layout(["H:|[a(40)]-[b(40)][c(40)]", "V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]"], views: views)
        #expect(close(frame(views, "a").minX, 0))
        #expect(close(frame(views, "b").minX, 48))
        #expect(close(frame(views, "c").minX, 88))
    }

    @Test("A complete line of layout from the Auto Layout Guide: |-[find]-[findNext]-[findField(>=20)]-|")
    func completeLine() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("find", "findNext", "findField")
        screen.layout(
            [
                "|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", "V:|-[find(30)]", "V:|-[findNext(30)]",
                "V:|-[findField(30)]",
            ],
                      views: views)
        #expect(close(frame(views, "find").minX, 8))
        #expect(close(frame(views, "findNext").minX, 76))  // 8 + 60 + 8
        #expect(close(frame(views, "findField").minX, 164))  // 8 + 60 + 8 + 80 + 8
        #expect(close(frame(views, "findField").maxX, 390 - 8))
    }

    @Test("Equal widths and multiple predicates: [button1(==button2)], [flexible(>=70,<=100)]")
    func equalWidthsAndMultiplePredicates() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("button1", "button2", "flexible")
        screen.layout(
            [
                "H:|-[button1(==button2)]-[button2]-|", "H:|-[flexible(>=70,<=100)]-(>=8)-|",
                "V:|-[button1(20)]-[flexible(20)]",
                       "V:|-[button2(20)]"], views: views)
        #expect(close(frame(views, "button1").width, (390 - 8 - 8 - 8) / 2))
        #expect(close(frame(views, "button2").width, (390 - 8 - 8 - 8) / 2))
        let flexible = frame(views, "flexible").width
        #expect(flexible >= 70 && flexible <= 100)
    }

    @Test("Alignment options align every view of a horizontal format; the vertical format places only the first")
    func alignmentOptions() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("icon", "title", "badge")
        let made = screen.layout(["H:|-[icon(40)]-[title(200)]-[badge(30)]"], options: [.alignAllCenterY], views: views)
        screen.layout(["V:|-100-[icon(40)]", "V:[title(20)]", "V:[badge(30)]"], views: views)
        #expect(made.filter { $0.firstAttribute == .centerY }.count == 2)
        #expect(close(frame(views, "icon").midY, 120))
        #expect(close(frame(views, "title").midY, 120))
        #expect(close(frame(views, "badge").midY, 120))

        let column = Screen()
        defer { column.close() }
        let rows = column.views("top", "bottom")
        column.layout(["V:|-50-[top(30)]-10-[bottom(30)]"], options: [.alignAllLeading, .alignAllTrailing], views: rows)
        column.layout(["H:|-24-[top]-24-|"], views: rows)
        #expect(close(frame(rows, "bottom"), CGRect(x: 24, y: 90, width: 390 - 48, height: 30)))
    }

    @Test("Direction options: right to left runs the format from the right edge")
    func rightToLeft() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("a", "b")
        screen.layout(["H:|-10-[a(50)]-5-[b(30)]"], options: [.directionRightToLeft, .alignAllTop], views: views)
        screen.layout(["V:|[a(10)]"], views: views)
        #expect(close(frame(views, "a"), CGRect(x: 390 - 10 - 50, y: 0, width: 50, height: 10)))
        #expect(close(frame(views, "b").maxX, 390 - 10 - 50 - 5))
        #expect(close(frame(views, "b").minY, 0))
        let leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]", options: .directionLeftToRight,
                                                         metrics: nil, views: views)
        #expect(leftToRight.first?.firstAttribute == .left)
    }

    @Test("Older code installs them with addConstraints on the superview; spacing can run between baselines")
    func addConstraintsAndBaselines() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("title", "subtitle")
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[title(20)]-12-[subtitle(16)]",
            options: [.alignAllLeft, .spacingBaselineToBaseline], metrics: nil, views: views)
        #expect(
            vertical.contains {
                $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline && $0.constant == 12
            })
        screen.container.addConstraints(vertical)
        screen.container.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-16-[title(200)]", options: [],
                                                                       metrics: nil, views: views))
        screen.window.layoutIfNeeded()
        #expect(vertical.allSatisfy { $0.isActive })
        #expect(close(frame(views, "title"), CGRect(x: 16, y: 40, width: 200, height: 20)))
        #expect(close(frame(views, "subtitle").minX, 16))
        #expect(close(frame(views, "subtitle").minY, 72))
    }

    @Test("Metrics of any Swift number type or NSNumber, priorities by number or metric")
    func metricTypes() {
        let views = ["a": UIView()]
        let metrics: [String: Any] = [
            "i": 10, "d": 10.5, "f": Float(2), "c": CGFloat(3), "n": NSNumber(value: 4), "u": UInt8(5), "low": 250,
        ]
        for (name, value) in [("i", 10.0), ("d", 10.5), ("f", 2.0), ("c", 3.0), ("n", 4.0), ("u", 5.0)] {
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: "[a(\(name)@low)]", options: [], metrics: metrics, views: views)
            #expect(made.first?.constant == CGFloat(value))
            #expect(made.first?.priority == .defaultLow)
        }
        let scientific = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a(<=1.5e2@999)]", options: [], metrics: nil, views: views)
        #expect(scientific.first?.constant == 150)
        #expect(scientific.first?.relation == .lessThanOrEqual)
        #expect(scientific.first?.firstAttribute == .height)
        #expect(scientific.first?.priority.rawValue == 999)
    }

    @Test("""
        Malformed formats, unknown names and bad metrics: one diagnostic each with UIKit's text and a caret, and \
        no constraints
        """)
    func malformedFormats() {
        let screen = Screen()
        defer { screen.close() }
        var views: [String: Any] = screen.views("a", "b")
        views["guide"] = UILayoutGuide()
        let orphan = UIView()
        let metrics: [String: Any] = ["nan": Double.nan, "infinite": CGFloat.infinity, "word": "twelve", "big": 2000]
        let cases: [(format: String, options: NSLayoutConstraint.FormatOptions, views: [String: Any], reason: String)] =
            [
            ("H:[a", [], views, "Expected a ']'"),
            ("H:[a(>50)]", [], views, "Unknown relation"),
            ("H:[a]-[missing]", [], views, "missing is not a key in the views dictionary."),
            ("H:[a]-(spacing)-[b]", [], views, "spacing is not a key in the metrics dictionary."),
            ("[a(nan)]", [], views, "not a finite number"),
            ("[a(infinite)]", [], views, "not a finite number"),
            ("[a(word)]", [], views, "not a number"),
            ("[a(20@big)]", [], views, "priority"),
            ("[a(20@0)]", [], views, "priority"),
                (
                    "H:|-[orphan]", [], ["orphan": orphan],
                    "Unable to interpret '|' character, because the related view doesn't have a superview"
                ),
            ("V:[a][b]", .alignAllTop, views, "Options mask required views to be aligned on a vertical edge"),
            ("H:[a][b]", .alignAllLeading, views, "Options mask required views to be aligned on a horizontal edge"),
            ("[a]-[", [], views, "Expected a view name"),
            ("", [], views, "Expected a '['"),
            ("H:[a]-5", [], views, "Expected a '-'"),
            ("H:[a]-(==b)-[b]", [], views, "b is not a key in the metrics dictionary."),
            ("[a(==guide)]", [], views, "not a view"),
            ("H:|-[a]-|x", [], views, "Expected the end of the format"),
            ("H:[a(20,)]", [], views, "Expected a number, a metric or a view"),
                (
                    "H:[a]-[b]", [.directionLeftToRight, .directionRightToLeft], views,
                    "both directionLeftToRight and directionRightToLeft"
                ),
        ]
        for entry in cases {
            var made: [NSLayoutConstraint] = [
                NSLayoutConstraint(
                    item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 1)
            ]
            let reports = collectingDiagnostics {
                made = NSLayoutConstraint.constraints(
                    withVisualFormat: entry.format, options: entry.options, metrics: metrics, views: entry.views)
            }
            #expect(made.isEmpty, "\(entry.format)")
            #expect(reports.count == 1, "\(entry.format)")
            #expect(reports.first?.kind == .invalidConstraint)
            #expect(reports.first?.resolution == .dropped)
            let message = reports.first?.message ?? ""
            #expect(message.hasPrefix("Unable to parse constraint format: \n"), "\(entry.format)")
            #expect(message.contains(entry.reason), "\(entry.format): \(message)")
            #expect(message.contains("\n\(entry.format)\n"), "\(entry.format)")
        }
    }

    @Test("The caret stands under the place the parser stopped, as in UIKit's exception")
    func caretPosition() {
        let views = ["a": UIView()]
        let reports = collectingDiagnostics {
            _ = NSLayoutConstraint.constraints(
                withVisualFormat: "H:[a]-[missing]", options: [], metrics: nil, views: views)
        }
        let lines = reports.first?.message.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(lines.count == 4)
        #expect(lines.last == "              ^")
        #expect(lines.dropLast().last == "H:[a]-[missing]")
    }

    @Test("Surrounding white space and bare relations in connections are read as UIKit's parser reads them")
    func leniency() {
        let screen = Screen()
        defer { screen.close() }
        let views = screen.views("imageView", "button")
        let reports = collectingDiagnostics {
            screen.layout(
                [
                    "V:|-(==padding)-[imageView(100)]->=0-[button(40)]-(==padding)-|", "H: |-[imageView]-| ",
                    "H:|-[button]-|",
                ],
                          metrics: ["padding": 20], views: views)
        }
        #expect(reports.isEmpty)
        #expect(close(frame(views, "imageView").minY, 20))
        #expect(close(frame(views, "button").maxY, 844 - 20))
    }
}
