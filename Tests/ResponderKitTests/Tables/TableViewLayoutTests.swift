import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UITableView's layout as app code sees it — cells only for the rows on screen,
// reuse with prepareForReuse over a 100,000-row table scrolled by flicks, heights from rowHeight and
// heightForRowAt, the queries, section headers floating in the plain style and hit-tested where they
// are drawn, and the bad input UIKit raises at.

private final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A view controller with a table as a subview, its data source and delegate.
private final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var displayed: [String] = []
    var selected: [IndexPath] = []
    var cellHook: ((UITableView, IndexPath) -> UITableViewCell?)?
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    init(counts: [Int]) {
        self.counts = counts
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let hooked = cellHook?(tableView, indexPath) { return hooked }
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? 44
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        displayed.append("header \(section)")
    }
}

@MainActor
private func show(_ controller: ListController) -> InputSimulator {
    let input = TestWorld.input()
    TestWorld.window(root: controller)
    controller.table.layoutIfNeeded()
    return input
}

@MainActor
@Suite("UITableView: layout, reuse, queries and headers")
struct TableViewLayoutTests {
    @Test("100,000 rows scrolled by flicks: cells only for the rows on screen, reused with prepareForReuse")
    func flicksReuseCells() {
        CountingCell.made = 0
        let controller = ListController(counts: [100_000])
        let input = show(controller)
        let table = controller.table
        #expect(table.numberOfRows(inSection: 0) == 100_000)
        #expect(table.contentSize.height == 4_400_000)
        let onScreen = table.visibleCells.count
        #expect(onScreen == 20)  // 844 / 44, rounded up
        for _ in 0..<6 {
            input.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), steps: 4)
            for _ in 0..<60 { input.advance(by: 1.0 / 60) }
        }
        for _ in 0..<240 { input.advance(by: 1.0 / 60) }  // until the last flick has come to rest
        #expect(table.isDecelerating == false)
        #expect(table.contentOffset.y > 3_000)
        #expect(CountingCell.made <= onScreen + 4)
        let first = table.indexPathsForVisibleRows?.first?.row ?? 0
        #expect(first == Int(table.contentOffset.y / 44))
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        #expect(reused > 0)
        // The cell on screen at a point is the one for the row there, and a tap selects it.
        let point = CGPoint(x: 100, y: table.contentOffset.y + 300)
        let indexPath = table.indexPathForRow(at: point)
        #expect(indexPath?.row == Int(point.y / 44))
        input.tap(at: CGPoint(x: 100, y: 300))
        #expect(controller.selected == [indexPath].compactMap { $0 })
    }

    @Test(
        "Heights from heightForRowAt: prefix sums place the rows; indexPathForRow, rectForRow, indexPathsForRows agree")
    func mixedHeights() {
        let controller = ListController(counts: [10, 10])
        controller.heights = [IndexPath(row: 1, section: 0): 100, IndexPath(row: 3, section: 1): 10]
        _ = show(controller)
        let table = controller.table
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
        #expect(table.rect(forSection: 1).minY == 496)  // 44 + 100 + 8 × 44
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 143)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 144)) == IndexPath(row: 2, section: 0))
        let section1 = table.rect(forSection: 1).minY
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: section1 + 3 * 44 + 5)) == IndexPath(row: 3, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: section1 + 3 * 44 + 10)) == IndexPath(row: 4, section: 1))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 110)) ==
                [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5_000)) == nil)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.frame == table.rectForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.flatMap { table.indexPath(for: $0) } == IndexPath(row: 1, section: 0))
    }

    @Test("rowHeight is automaticDimension by default: rows are 44 pt, or estimatedRowHeight when set")
    func defaultRowHeight() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        let source = StaticSource(rows: 5)
        table.dataSource = source
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 44)
        table.estimatedRowHeight = 60
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        table.rowHeight = 30
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 30)
    }

    @Test("Plain style: a section header floats at the top while its section scrolls under, and takes the touch there")
    func stickyHeaders() throws {
        let controller = ListController(counts: [30, 30])
        controller.headerTitles = [0: "A", 1: "B"]
        let input = show(controller)
        let table = controller.table
        #expect(controller.displayed == ["header 0"])
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        table.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 500)
        #expect(header.textLabel?.text == "A")
        // Hit-tested where it is drawn: a tap on the floating header selects no row.
        input.tap(at: CGPoint(x: 100, y: 10))
        #expect(controller.selected.isEmpty)
        input.tap(at: CGPoint(x: 100, y: 40))
        #expect(controller.selected == [table.indexPathForRow(at: CGPoint(x: 100, y: 540))].compactMap { $0 })
        // Pushed up by the end of its section; the next header takes over.
        let sectionEnd = table.rect(forSection: 0).maxY
        table.setContentOffset(CGPoint(x: 0, y: sectionEnd - 10), animated: false)
        #expect(table.headerView(forSection: 0)?.frame.maxY == sectionEnd)
        table.setContentOffset(CGPoint(x: 0, y: sectionEnd + 100), animated: false)
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.frame.minY == sectionEnd + 100)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, within the scrollable range")
    func scrollToRow() {
        let controller = ListController(counts: [200])
        _ = show(controller)
        let table = controller.table
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1400)  // row 50's bottom, 2244, at the bottom of 844 pt
        table.scrollToRow(at: IndexPath(row: 199, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 7956)  // clamped: 8800 of content, 844 on screen
    }

    @Test("Bad input: negative counts, an unregistered identifier, a cell from another table — diagnostics, no crash")
    func badDataSource() {
        let controller = ListController(counts: [-5, 10])
        let other = UITableView(frame: .zero, style: .plain)
        other.register(UITableViewCell.self, forCellReuseIdentifier: "x")
        controller.cellHook = { table, indexPath in
            switch indexPath.row {
            case 0: return table.dequeueReusableCell(withIdentifier: "nobody", for: indexPath)
            case 1: return other.dequeueReusableCell(withIdentifier: "x")
            default: return nil
            }
        }
        let input = TestWorld.input()
        let reports = collectingDiagnostics {
            TestWorld.window(root: controller)
            controller.table.layoutIfNeeded()
        }
        #expect(reports.filter { $0.kind == .invalidTableData }.count == 3)
        #expect(controller.table.numberOfRows(inSection: 0) == 0)
        #expect(controller.table.visibleCells.count == 10)
        #expect(controller.table.visibleCells[1].superview === controller.table)
        input.tap(at: CGPoint(x: 100, y: 22))
        #expect(controller.selected == [IndexPath(row: 0, section: 1)])
    }

    @Test("A data source that takes the table out of its window in cellForRowAt: no crash, touches still end")
    func removedDuringCellForRow() {
        let controller = ListController(counts: [40])
        let input = show(controller)
        controller.cellHook = { table, indexPath in
            if indexPath.row == 21 { table.removeFromSuperview() }
            return nil
        }
        let finger = input.touchDown(at: CGPoint(x: 100, y: 600))
        input.advance(by: 0.2)
        for step in 1...5 { input.move(finger, to: CGPoint(x: 100, y: 600 - CGFloat(step) * 40)) }
        input.lift(finger, at: CGPoint(x: 100, y: 400))
        #expect(controller.table.superview == nil)
        #expect(controller.table.isTracking == false)
        #expect(controller.selected.isEmpty)
    }
}

/// A data source of one section of `rows` plain cells.
private final class StaticSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "plain")
            ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
    }
}

/// A registered header view that counts its reuses.
private final class CountingHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of 10 rows with 40 pt headers from registered, reused header views, under a table header.
private final class HeaderedList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { 50 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "S\(section)"
        return header
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end header \(section)")
    }
}

@MainActor
@Suite("UITableView: header views and the table header")
struct TableViewHeaderViewTests {
    @Test("""
        Registered header views are dequeued, end displaying when their section leaves and are reused; rows sit \
        below tableHeaderView
        """)
    func headerViewsReused() throws {
        _ = TestWorld.input()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let list = HeaderedList()
        table.dataSource = list
        table.delegate = list
        let controller = UIViewController()
        TestWorld.window(root: controller)
        controller.view.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 390, height: 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 140)
        let first = try #require(table.headerView(forSection: 0) as? CountingHeader)
        #expect(first.textLabel?.text == "S0")
        // Grouped: the header scrolls away with its section (no floating), and its view is reused.
        table.setContentOffset(CGPoint(x: 0, y: table.rect(forSection: 3).minY), animated: false)
        #expect(list.log.contains("end header 0"))
        let reused = (0..<50).compactMap { table.headerView(forSection: $0) as? CountingHeader }.contains {
            $0.reuses > 0
        }
        #expect(reused)
        #expect(table.headerView(forSection: 3)?.frame.minY == table.rect(forSection: 3).minY)
    }
}
