import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Updates with UIKit's index-path rules — deletions name old rows, insertions new
// ones, the counts after must equal the counts before plus insertions minus deletions (UIKit raises
// NSInternalInconsistencyException; here a diagnostic and a full reload), and the selection and the
// cells on screen follow their rows. Driven as app code: a UITableViewController over an array.

private final class NotesController: UITableViewController {
    var sections: [[String]]
    var asked: [String] = []
    var ended: [String] = []
    init(_ sections: [[String]]) {
        self.sections = sections
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = note
        asked.append(note)
        return cell
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        ended.append(cell.textLabel?.text ?? "?")
    }
    /// The text each cell on screen shows, in row order.
    var shown: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "?" } }
}

@MainActor
private func show(_ controller: NotesController) -> InputSimulator {
    let input = TestWorld.input()
    TestWorld.window(root: controller)
    controller.view.layoutIfNeeded()
    controller.asked.removeAll()
    return input
}

private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

@MainActor
@Suite("UITableView: insert, delete, move and reload with UIKit's index-path rules")
struct TableViewUpdatesTests {
    @Test("deleteRows: the rows below move up, only the row that came on screen is asked for, the selection follows")
    func deleteRow() {
        let controller = NotesController([(0..<30).map { "n\($0)" }])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: path(5), animated: false, scrollPosition: .none)
        controller.sections[0].remove(at: 2)
        table.deleteRows(at: [path(2)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(controller.shown.prefix(4) == ["n0", "n1", "n3", "n4"])
        #expect(controller.asked == ["n20"])
        #expect(controller.ended == ["n2"])
        #expect(table.indexPathForSelectedRow == path(4))
        #expect(table.cellForRow(at: path(4))?.isSelected == true)
    }

    @Test("A batch: deletions use the old paths, insertions the new ones, moves carry the selection")
    func batch() {
        let controller = NotesController([["a", "b", "c", "d", "e"]])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)  // "d"
        // Old: a b c d e → delete b (old 1), insert X at new 0, move e (old 4) to new 1 → X e a c d
        controller.sections[0] = ["X", "e", "a", "c", "d"]
        var completed: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [path(1)], with: .fade)
            table.insertRows(at: [path(0)], with: .fade)
            table.moveRow(at: path(4), to: path(1))
        }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(controller.shown == ["X", "e", "a", "c", "d"])
        #expect(controller.asked == ["X"])
        #expect(table.indexPathForSelectedRow == path(4))
    }

    @Test("Counts that do not add up: an invalidTableData diagnostic and a full reload, as UIKit would raise")
    func inconsistentUpdate() {
        let controller = NotesController([["a", "b", "c"]])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        controller.sections[0].append("d")  // one more row, but a deletion is announced
        let reports = collectingDiagnostics {
            table.deleteRows(at: [path(0)], with: .automatic)
            table.layoutIfNeeded()
        }
        #expect(reports.map(\.kind) == [.invalidTableData])
        #expect(reports.first?.message.contains("invalid number of rows in section 0") == true)
        #expect(controller.shown == ["a", "b", "c", "d"])
        #expect(table.indexPathForSelectedRow == nil)
        // A deletion of a row that never existed is refused the same way.
        let more = collectingDiagnostics {
            table.beginUpdates()
            table.deleteRows(at: [path(9)], with: .automatic)
            table.endUpdates()
        }
        #expect(more.count == 1)
    }

    @Test("Sections: insertSections and deleteSections shift the sections after them and their selection")
    func sections() {
        let controller = NotesController([["a"], ["b", "c"]])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: path(1, 1), animated: false, scrollPosition: .none)  // "c"
        controller.sections.insert(["new"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.numberOfSections == 3)
        #expect(controller.shown == ["new", "a", "b", "c"])
        #expect(table.indexPathForSelectedRow == path(1, 2))
        controller.sections.remove(at: 1)
        table.deleteSections(IndexSet(integer: 1), with: .automatic)
        #expect(controller.shown == ["new", "b", "c"])
        #expect(table.indexPathForSelectedRow == path(1, 1))
    }

    @Test("reloadRows asks for those cells again and deselects them; reloadData asks for all and clears the selection")
    func reloads() {
        let controller = NotesController([["a", "b", "c"]])
        _ = show(controller)
        let table = controller.tableView!
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        controller.sections[0][1] = "B"
        table.reloadRows(at: [path(1)], with: .none)
        #expect(controller.asked == ["B"])
        #expect(controller.shown == ["a", "B", "c"])
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        controller.asked.removeAll()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(controller.asked == ["a", "B", "c"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("UITableViewController clears the selection when its view appears again (clearsSelectionOnViewWillAppear)")
    func clearsSelectionOnAppear() {
        _ = TestWorld.input()
        let controller = NotesController([["a", "b", "c"]])
        let navigation = UINavigationController(rootViewController: UIViewController())
        TestWorld.window(root: navigation)
        navigation.pushViewController(controller, animated: false)
        controller.view.layoutIfNeeded()
        #expect(controller.shown == ["a", "b", "c"])
        controller.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == path(1))
        navigation.popViewController(animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
