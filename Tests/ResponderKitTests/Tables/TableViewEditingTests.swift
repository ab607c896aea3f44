import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Editing mode as app code uses it — setEditing shows the delete control, whose
// tap shows the Delete confirmation, whose tap calls commit(.delete, forRowAt:); an insert control;
// canEditRowAt; no selection by touch while editing unless allowed; the reorder control dragged to
// move a row (moveRowAt) without scrolling the table; no swiping while editing.

private final class ListEditor: UITableViewController {
    var items = (0..<20).map { "i\($0)" }
    var log: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var locked: Set<Int> = []
    var movable = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "i")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "i", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !locked.contains(indexPath.row)
    }
    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(items[indexPath.row])")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("move \(sourceIndexPath.row) → \(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
            log.append("pin")
            done(true)
        }])
    }
    var shown: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "?" } }
}

@MainActor
private func show(_ controller: ListEditor) -> InputSimulator {
    let input = TestWorld.input()
    TestWorld.window(root: controller)
    controller.view.layoutIfNeeded()
    return input
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
@Suite("UITableView: editing mode, the delete control and reordering")
struct TableViewEditingTests {
    @Test("The delete control shows the Delete confirmation; tapping it commits the deletion")
    func deleteControl() throws {
        let controller = ListEditor()
        let input = show(controller)
        let table = controller.tableView!
        controller.setEditing(true, animated: false)
        #expect(table.isEditing)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isEditing && cell.editingStyle == .delete)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 38)
        input.tap(at: CGPoint(x: 19, y: rowY(2)))
        #expect(controller.log.isEmpty)
        #expect(cell.frame.minX == -74)
        input.tap(at: CGPoint(x: 390 - 37, y: rowY(2)))
        #expect(controller.log == ["commit delete i2"])
        #expect(controller.shown.prefix(3) == ["i0", "i1", "i3"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isEditing == true)
    }

    @Test("""
        An insert control commits .insert at once; a row canEditRowAt refuses has no control; leaving editing \
        removes them
        """)
    func insertAndLocked() {
        let controller = ListEditor()
        controller.styles = [0: .insert]
        controller.locked = [1]
        let input = show(controller)
        let table = controller.tableView!
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == false)
        input.tap(at: CGPoint(x: 19, y: rowY(0)))
        #expect(controller.log == ["commit insert i0"])
        table.setEditing(false, animated: false)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test("While editing a tap selects nothing unless allowsSelectionDuringEditing; rows cannot be swiped")
    func selectionAndSwipeWhileEditing() {
        let controller = ListEditor()
        controller.movable = false
        let input = show(controller)
        let table = controller.tableView!
        table.setEditing(true, animated: false)
        input.tap(at: CGPoint(x: 150, y: rowY(4)))
        #expect(controller.log.isEmpty)
        input.drag(from: CGPoint(x: 300, y: rowY(4)), to: CGPoint(x: 100, y: rowY(4)), steps: 6)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 0)
        table.allowsSelectionDuringEditing = true
        input.tap(at: CGPoint(x: 150, y: rowY(4)))
        #expect(controller.log == ["didSelect 4"])
    }

    @Test("Dragging a reorder control moves the row: moveRowAt, the table's order, no scrolling")
    func reorder() {
        let controller = ListEditor()
        let input = show(controller)
        let table = controller.tableView!
        controller.setEditing(true, animated: false)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        input.drag(from: CGPoint(x: 370, y: rowY(1)), to: CGPoint(x: 370, y: rowY(3) + 5), steps: 8)
        #expect(controller.log == ["move 1 → 3"])
        #expect(controller.shown.prefix(5) == ["i0", "i2", "i3", "i1", "i4"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.contentOffset.y == 0)
    }

    @Test("editButtonItem toggles editing and reads Edit or Done")
    func editButton() {
        let controller = ListEditor()
        _ = show(controller)
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        controller.isEditing = true
        #expect(item.title == "Done" && controller.tableView.isEditing)
    }
}
