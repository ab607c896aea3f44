import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The selection flow of UITableView as UIKit runs it, driven by real touches —
// highlight after the scroll view's content-touch delay (or at once on a quick lift), unhighlight,
// willSelect (nil prevents, another path redirects), the previous row's deselection, didSelect; a
// drag that scrolls selects nothing; a control in a cell keeps its tap; a cell that swallows its
// touches breaks selection, as in UIKit.

/// A table view controller of `rows` rows that logs every selection call in order.
private final class LoggingTableController: UITableViewController {
    var rows: [Int]
    var log: [String] = []
    var redirect: [IndexPath: IndexPath?] = [:]
    var refuseHighlight: Set<IndexPath> = []
    var cellClass: UITableViewCell.Type = UITableViewCell.self
    var onSelect: ((IndexPath) -> Void)?

    init(rows: [Int]) {
        self.rows = rows
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(cellClass, forCellReuseIdentifier: "row")
    }
    private func name(_ p: IndexPath) -> String { "\(p.section).\(p.row)" }
    override func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = name(indexPath)
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return !refuseHighlight.contains(indexPath)
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(name(indexPath)) cell:\(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(name(indexPath))")
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(name(indexPath))")
        if let target = redirect[indexPath] { return target }
        return indexPath
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(name(indexPath)) cell:\(tableView.cellForRow(at: indexPath)?.isSelected == true)")
        onSelect?(indexPath)
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(name(indexPath))")
    }
}

/// A cell that takes its touches without passing them on (UIKit: its row is never selected by touch).
private final class SwallowingCell: UITableViewCell {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A cell with a button filling its trailing half.
private final class ButtonCell: UITableViewCell {
    let button = UIButton(type: .system)
    var taps = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = CGRect(x: 200, y: 0, width: 150, height: bounds.height)
    }
}

@MainActor
private func show(_ controller: LoggingTableController) -> InputSimulator {
    let input = TestWorld.input()
    TestWorld.window(root: controller)
    controller.view.layoutIfNeeded()
    return input
}

/// The centre of row `row` of section 0 on screen (rows of 44 pt from the top, not scrolled).
private func rowPoint(_ row: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(row) * 44 + 22) }

@MainActor
@Suite("UITableView: the selection flow as UIKit runs it")
struct TableViewSelectionTests {
    @Test("A quick tap: highlight, unhighlight, willSelect, didSelect — in UIKit's order, all at the lift")
    func quickTap() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        input.tap(at: rowPoint(2))
        #expect(controller.log == ["shouldHighlight 0.2", "didHighlight 0.2 cell:true", "didUnhighlight 0.2",
                                   "willSelect 0.2", "didSelect 0.2 cell:true"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
    }

    @Test("A resting finger highlights only after the 150 ms content-touch delay; the lift selects")
    func highlightAfterDelay() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        let finger = input.touchDown(at: rowPoint(1))
        input.advance(by: 0.05)
        #expect(controller.log.isEmpty)
        input.advance(by: 0.15)
        #expect(controller.log == ["shouldHighlight 0.1", "didHighlight 0.1 cell:true"])
        input.lift(finger, at: rowPoint(1))
        #expect(controller.log.suffix(3) == ["didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1 cell:true"])
    }

    @Test("Single selection: tapping another row deselects the first between willSelect and didSelect")
    func secondRowDeselectsFirst() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        input.tap(at: rowPoint(1))
        controller.log.removeAll()
        input.tap(at: rowPoint(3))
        #expect(controller.log == ["shouldHighlight 0.3", "didHighlight 0.3 cell:true", "didUnhighlight 0.3",
                                   "willSelect 0.3", "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3 cell:true"])
        #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt returning nil selects nothing; returning another path selects that row")
    func willSelectRedirects() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        controller.redirect[IndexPath(row: 0, section: 0)] = .some(nil)
        controller.redirect[IndexPath(row: 4, section: 0)] = IndexPath(row: 6, section: 0)
        input.tap(at: rowPoint(0))
        #expect(controller.log.last == "willSelect 0.0")
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.log.removeAll()
        input.tap(at: rowPoint(4))
        #expect(controller.log.suffix(2) == ["willSelect 0.4", "didSelect 0.6 cell:true"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
    }

    @Test("shouldHighlightRowAt false: no highlight and no selection by touch")
    func refusedHighlight() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        controller.refuseHighlight = [IndexPath(row: 2, section: 0)]
        input.tap(at: rowPoint(2))
        #expect(controller.log == ["shouldHighlight 0.2"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("Multiple selection: a second tap on a selected row deselects it; allowsSelection false selects nothing")
    func multipleSelection() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        controller.tableView.allowsMultipleSelection = true
        input.tap(at: rowPoint(1))
        input.tap(at: rowPoint(2))
        #expect(
            controller.tableView.indexPathsForSelectedRows == [
                IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
            ])
        controller.log.removeAll()
        input.tap(at: rowPoint(1))
        #expect(controller.log.suffix(2) == ["willDeselect 0.1", "didDeselect 0.1"])
        #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        controller.tableView.allowsSelection = false
        controller.log.removeAll()
        input.tap(at: rowPoint(5))
        #expect(controller.log.isEmpty)
    }

    @Test("A drag that scrolls unhighlights and selects nothing")
    func dragScrolls() {
        let controller = LoggingTableController(rows: [100])
        let input = show(controller)
        let finger = input.touchDown(at: rowPoint(5))
        input.advance(by: 0.2)
        #expect(controller.log == ["shouldHighlight 0.5", "didHighlight 0.5 cell:true"])
        for step in 1...6 { input.move(finger, to: CGPoint(x: 100, y: rowPoint(5).y - CGFloat(step) * 15)) }
        input.lift(finger, at: CGPoint(x: 100, y: rowPoint(5).y - 90))
        #expect(controller.log == ["shouldHighlight 0.5", "didHighlight 0.5 cell:true", "didUnhighlight 0.5"])
        #expect(controller.tableView.contentOffset.y > 0)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("selectRow and deselectRow by code call no delegate method, as UIKit")
    func selectionByCode() {
        let controller = LoggingTableController(rows: [20])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(controller.log.isEmpty)
    }

    @Test("A cell that swallows touchesBegan/Ended keeps its row from being selected (UIKit's behaviour)")
    func swallowingCell() {
        let controller = LoggingTableController(rows: [20])
        controller.cellClass = SwallowingCell.self
        let input = show(controller)
        input.tap(at: rowPoint(2))
        #expect(controller.log.isEmpty)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("A button in a cell takes its own tap and the row is not selected; beside it the row is")
    func buttonInCell() throws {
        let controller = LoggingTableController(rows: [20])
        controller.cellClass = ButtonCell.self
        let input = show(controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? ButtonCell)
        input.tap(at: CGPoint(x: 300, y: rowPoint(2).y))
        #expect(cell.taps == 1)
        #expect(controller.log.isEmpty)
        input.tap(at: CGPoint(x: 50, y: rowPoint(2).y))
        #expect(controller.log.last == "didSelect 0.2 cell:true")
    }

    @Test("reloadData inside didSelectRowAt: no crash, the selection is cleared, the touch ended")
    func reloadInsideDidSelect() {
        let controller = LoggingTableController(rows: [20])
        let input = show(controller)
        controller.onSelect = { _ in controller.tableView.reloadData() }
        input.tap(at: rowPoint(2))
        #expect(controller.log.last == "didSelect 0.2 cell:true")
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.view.layoutIfNeeded()
        controller.onSelect = nil
        input.tap(at: rowPoint(3))
        #expect(controller.log.last == "didSelect 0.3 cell:true")
    }
}
