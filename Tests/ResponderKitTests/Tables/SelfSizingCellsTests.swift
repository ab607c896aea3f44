import ResponderKit
import ResponderKitTesting
import Testing

// Self-sizing cells, as a chat or notes screen writes them: a cell whose multi-line label is pinned
// to its content view's edges, `rowHeight = UITableView.automaticDimension` with an estimate. Each
// row is as tall as its text; the rows below follow; taps land on the row drawn there.

final class MessageCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A cell that decides its own height, as apps do by overriding the fitting method.
final class BannerCell: UITableViewCell {
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 120)
    }
}

final class MessagesController: UITableViewController {
    var messages = [
        "Hi!",
        String(repeating: "A long message that wraps over several lines of the screen. ", count: 6),
        "See you",
    ]
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.register(BannerCell.self, forCellReuseIdentifier: "banner")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.estimatedRowHeight = 60
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch messages[indexPath.row] {
        case "banner":
            return tableView.dequeueReusableCell(withIdentifier: "banner", for: indexPath)
        case let text where text.hasPrefix("plain "):
            let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            cell.textLabel?.text = String(text.dropFirst(6))
            cell.textLabel?.numberOfLines = 0
            return cell
        case let text:
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
            cell.body.text = text
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

@MainActor
@Suite("UITableView: self-sizing cells (automaticDimension rows measured by Auto Layout)")
struct SelfSizingCellsTests {
    private func show(_ controller: MessagesController) -> (UITableView, InputSimulator) {
        let input = TestWorld.input()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        return (controller.tableView, input)
    }

    /// What a message row should be: the label's height at the content view's width less its
    /// margins, the margins, and the one-pixel separator.
    private func expectedHeight(of text: String, tableWidth: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        return (label.sizeThatFits(CGSize(width: tableWidth - 32, height: .greatestFiniteMagnitude)).height + 24 + 1)
            .rounded(.up)
    }

    @Test("""
        Each row is as tall as its text; the rows below follow; the content size is the sum; a tap selects the row \
        drawn there
        """)
    func rowsFitTheirText() throws {
        let controller = MessagesController()
        let (table, input) = show(controller)
        let heights = controller.messages.map { expectedHeight(of: $0, tableWidth: table.bounds.width) }
        let rects = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(rects.map(\.height) == heights)
        #expect(heights[1] > heights[0] * 2, "the long message wraps")
        #expect(rects[1].minY == rects[0].maxY && rects[2].minY == rects[1].maxY)
        #expect(table.contentSize.height == heights.reduce(0, +))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? MessageCell)
        #expect(cell.frame == rects[2])
        #expect(cell.body.frame.height == heights[2] - 25, "the label fills the row less its margins")
        input.tap(at: input.screenPoint(of: cell))
        #expect(controller.selected == [2])
    }

    @Test("""
        A cell without constraints is 44 points (or taller for a wrapping standard label); an override of \
        systemLayoutSizeFitting decides its row
        """)
    func standardHeightsAndOverride() {
        let controller = MessagesController()
        controller.messages = [
            "plain One line", "plain " + String(repeating: "Wrapping standard label text ", count: 8), "banner",
        ]
        let (table, _) = show(controller)
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == 44)
        #expect(heights[1] > 44)
        #expect(heights[2] == 120)
    }

    @Test(
        "A fixed rowHeight is kept; rows off screen keep the estimate until they are shown; reloadData measures again")
    func fixedAndEstimated() {
        let fixed = MessagesController()
        let (fixedTable, _) = show(fixed)
        fixedTable.rowHeight = 70
        fixedTable.layoutIfNeeded()
        #expect((0..<3).map { fixedTable.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [70, 70, 70])

        let long = MessagesController()
        long.messages = (0..<60).map { "Message \($0)" }
        let (table, _) = show(long)
        let shown = expectedHeight(of: "Message 0", tableWidth: table.bounds.width)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == shown)
        #expect(table.rectForRow(at: IndexPath(row: 59, section: 0)).height == 60, "not shown yet: the estimate")
        long.messages[0] = String(repeating: "Edited to be much longer than before. ", count: 5)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 0)).height
                == expectedHeight(of: long.messages[0], tableWidth: table.bounds.width))
    }

    @Test("""
        Scrolling up into rows still at their estimate: they take their heights and the content on screen stays \
        where it was
        """)
    func scrollingUpKeepsTheContentInPlace() throws {
        let controller = MessagesController()
        controller.messages = (0..<60).map { "Message \($0)" }
        let (table, _) = show(controller)
        table.scrollToRow(at: IndexPath(row: 59, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        let top = try #require(table.indexPathForRow(at: CGPoint(x: 10, y: table.bounds.minY + 1)))
        let onScreen = table.rectForRow(at: top).minY - table.bounds.minY
        table.contentOffset.y -= 200
        table.layoutIfNeeded()
        #expect(
            table.rectForRow(at: top).minY - table.bounds.minY == onScreen + 200,
            "the row moved by the scroll, not by the rows above it")
        let measured = expectedHeight(of: "Message 1", tableWidth: table.bounds.width)
        let above = try #require(table.indexPathsForVisibleRows?.first)
        #expect(table.rectForRow(at: above).height == measured, "a row scrolled into view has its own height")
    }
}

/// A section header whose label is pinned to its content view, as apps register one.
final class SectionTitleHeader: UITableViewHeaderFooterView {
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Two sections with custom headers and no heightForHeaderInSection: the headers size themselves.
final class SectionedMessagesController: UITableViewController {
    var headersAsked: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SectionTitleHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headersAsked.append(section)
        if section == 1 {
            // A view sized by its frame, with no constraints.
            return UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! SectionTitleHeader
        header.title.text = String(repeating: "A section title long enough to wrap onto a second line. ", count: 2)
        return header
    }
}

@MainActor
@Suite("UITableView: self-sizing section headers")
struct SelfSizingHeadersTests {
    @Test("""
        A custom header with constraints takes its content's height; one without takes its frame's; the rows \
        follow; the delegate is asked once
        """)
    func headersSizeThemselves() throws {
        let controller = SectionedMessagesController()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        let table = controller.tableView!
        let header = try #require(table.headerView(forSection: 0) as? SectionTitleHeader)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = header.title.text
        let expected =
            (label.sizeThatFits(CGSize(width: table.bounds.width - 32, height: .greatestFiniteMagnitude)).height + 16)
            .rounded(.up)
        #expect(table.rectForHeader(inSection: 0).height == expected)
        #expect(header.frame.height == expected)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == expected)
        #expect(table.rectForHeader(inSection: 1).height == 40)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == expected + 88 + 40)
        #expect(controller.headersAsked == [0, 1])
    }
}
