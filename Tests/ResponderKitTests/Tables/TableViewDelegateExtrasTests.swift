import ResponderKit
import ResponderKitTesting
import Testing

// The delegate and data-source methods older and larger table code overrides: estimated heights,
// the detail button, indentation, editing indentation, retargeting a move, swipe begin and end, and
// the section index (A–Z down the trailing edge).

private final class ContactsController: UITableViewController {
    let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var log: [String] = []
    var indentsWhileEditing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row)"
        cell.accessoryType = indexPath.row == 0 ? .detailButton : .none
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        letters[section]
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log.append("index \(title)")
        return index
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 2 ? 80 : 44
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("detail \(indexPath.section).\(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indexPath.row
    }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        indentsWhileEditing
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("""
            move \(sourceIndexPath.section).\(sourceIndexPath.row) → \
            \(destinationIndexPath.section).\(destinationIndexPath.row)
            """)
    }
    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        // Rows stay in their own section, as contact groups do.
        proposedDestinationIndexPath.section == sourceIndexPath.section
            ? proposedDestinationIndexPath : IndexPath(row: 2, section: sourceIndexPath.section)
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }
}

@MainActor
@Suite(
    "UITableView: estimated heights, the detail button, indentation, retargeted moves, swipe editing, the section index"
)
struct TableViewDelegateExtrasTests {
    private func show(_ controller: ContactsController) -> InputSimulator {
        let input = TestWorld.input()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        return input
    }

    @Test("""
        An automaticDimension row starts at the delegate's estimate for it, and takes its cell's own height once \
        on screen
        """)
    func estimatedHeights() {
        let controller = ContactsController()
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 80, "not shown yet: the estimate")
        _ = show(controller)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(
            table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44, "shown: a one-line cell's standard height"
        )
    }

    @Test("The detail button tells the delegate and does not select the row; a tap elsewhere selects")
    func detailButton() throws {
        let controller = ContactsController()
        let input = show(controller)
        let table = controller.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let button = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
        input.tap(at: input.screenPoint(of: button))
        input.tap(at: input.screenPoint(of: cell.contentView))
        #expect(controller.log == ["detail 0.0", "select 0.0"])
    }

    @Test("The delegate's indentation level moves the standard views in; editing indents only when the delegate agrees")
    func indentation() throws {
        let controller = ContactsController()
        _ = show(controller)
        let table = controller.tableView!
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        second.layoutIfNeeded()
        #expect(second.indentationLevel == 1)
        #expect(second.textLabel?.frame.minX == CGFloat(16 + 10))
        controller.setEditing(true, animated: false)
        table.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(second.contentView.frame.minX == 38)
        controller.indentsWhileEditing = false
        controller.setEditing(false, animated: false)
        controller.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let again = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        again.layoutIfNeeded()
        #expect(again.contentView.frame.minX == 0)
    }

    @Test("A row dragged into another section is sent back to its own by targetIndexPathForMoveFromRowAt")
    func retargetedMove() throws {
        let controller = ContactsController()
        let input = show(controller)
        let table = controller.tableView!
        controller.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let from = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let into = table.rectForRow(at: IndexPath(row: 1, section: 1))
        // The reorder control, left of the section index.
        let x = table.bounds.width - 16 - 10
        let start = input.screenPoint(CGPoint(x: x, y: from.midY), in: table)
        let end = input.screenPoint(CGPoint(x: x, y: into.midY), in: table)
        input.drag(from: start, to: end, steps: 10)
        #expect(controller.log == ["move 0.0 → 0.2"])
    }

    @Test("A swipe that opens the row's actions begins editing it; closing them ends it")
    func swipeEditing() {
        let controller = ContactsController()
        let input = show(controller)
        let table = controller.tableView!
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        input.drag(from: input.screenPoint(CGPoint(x: 300, y: row.midY), in: table),
                   to: input.screenPoint(CGPoint(x: 100, y: row.midY), in: table), steps: 6)
        #expect(controller.log == ["willBeginEditing 1"])
        table.reloadData()
        #expect(controller.log == ["willBeginEditing 1", "didEndEditing 1"])
    }

    @Test("The section index: A–Z down the trailing edge; touching a letter scrolls its section to the top")
    func sectionIndex() throws {
        let controller = ContactsController()
        let input = show(controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        let index = try #require(table.subviews.last { $0.frame.width == 16 && $0.subviews.count == 26 })
        let labels = index.subviews.compactMap { $0 as? UILabel }
        #expect(labels.first?.text == "A" && labels.last?.text == "Z")
        let m = try #require(labels.first { $0.text == "M" })
        input.tap(at: input.screenPoint(of: m))
        #expect(controller.log == ["index M"])
        let inset = table.adjustedContentInset.top
        #expect(table.contentOffset.y == table.rect(forSection: 12).minY - inset)
        // The index stays on the visible edge as the table scrolls.
        #expect(index.frame.minY == table.bounds.minY + inset)
    }
}
