import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Swipe actions as app code writes them — a trailing "Delete" whose handler
// deletes the row and calls its completion, a leading action, a full swipe performing the first
// action, a short swipe closing again, a vertical drag scrolling instead, and a tap that closes an
// open row without selecting it.

private final class InboxController: UITableViewController {
    var messages = (0..<30).map { "m\($0)" }
    var log: [String] = []
    var fullSwipe = true
    var holdCompletion: ((Bool) -> Void)?
    var deferCompletion = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "m")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "m", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            log.append("delete \(messages[indexPath.row])")
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            if deferCompletion { holdCompletion = completion } else { completion(true) }
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
            log.append("flag \(messages[indexPath.row])")
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        indexPath.row == 0 ? nil : UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, completion in
                log.append("read \(messages[indexPath.row])")
                completion(false)
            }
        ])
    }
}

@MainActor
private func show(_ controller: InboxController) -> InputSimulator {
    let input = TestWorld.input()
    TestWorld.window(root: controller)
    controller.view.layoutIfNeeded()
    return input
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
@Suite("UITableView: swipe actions")
struct TableViewSwipeActionsTests {
    @Test("A swipe left past half the actions opens the row; tapping Delete runs the handler, which deletes the row")
    func swipeOpenThenDelete() throws {
        let controller = InboxController()
        let input = show(controller)
        let table = controller.tableView!
        input.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 180, y: rowY(2)), steps: 6)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX == -148)  // two actions of 74 pt
        #expect(controller.log.isEmpty)
        // Delete is the first action: nearest the trailing edge.
        input.tap(at: CGPoint(x: 390 - 37, y: rowY(2)))
        #expect(controller.log == ["delete m2"])
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "m3")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
    }

    @Test("The second action's button runs its handler; the completion closes the row")
    func secondAction() {
        let controller = InboxController()
        let input = show(controller)
        input.drag(from: CGPoint(x: 300, y: rowY(4)), to: CGPoint(x: 150, y: rowY(4)), steps: 6)
        input.tap(at: CGPoint(x: 390 - 74 - 37, y: rowY(4)))
        #expect(controller.log == ["flag m4"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 0)
    }

    @Test("A full swipe performs the first action at the lift; without performsFirstActionWithFullSwipe it only opens")
    func fullSwipe() {
        let controller = InboxController()
        let input = show(controller)
        input.drag(from: CGPoint(x: 380, y: rowY(1)), to: CGPoint(x: 20, y: rowY(1)), steps: 8)
        #expect(controller.log == ["delete m1"])
        #expect(controller.messages.count == 29)
        controller.fullSwipe = false
        input.drag(from: CGPoint(x: 380, y: rowY(1)), to: CGPoint(x: 20, y: rowY(1)), steps: 8)
        #expect(controller.log == ["delete m1"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -148)
    }

    @Test("A short swipe closes again; a tap on the table while a row is open closes it and selects nothing")
    func shortSwipeAndTapToClose() {
        let controller = InboxController()
        let input = show(controller)
        let table = controller.tableView!
        input.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 260, y: rowY(3)), steps: 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
        input.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 150, y: rowY(3)), steps: 6)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == -148)
        input.tap(at: CGPoint(x: 100, y: rowY(8)))
        #expect(controller.log.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minX == 0)
        input.tap(at: CGPoint(x: 100, y: rowY(8)))
        #expect(controller.log == ["didSelect 8"])
    }

    @Test(
        "A swipe right shows the leading action; a row without leading actions does not move; a vertical drag scrolls")
    func leadingAndVertical() {
        let controller = InboxController()
        let input = show(controller)
        let table = controller.tableView!
        input.drag(from: CGPoint(x: 50, y: rowY(0)), to: CGPoint(x: 200, y: rowY(0)), steps: 6)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
        // Nothing took the sideways drag: the touch stayed on its row and the lift there selects it.
        #expect(controller.log == ["didSelect 0"])
        controller.log.removeAll()
        input.drag(from: CGPoint(x: 50, y: rowY(5)), to: CGPoint(x: 200, y: rowY(5)), steps: 6)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minX == 74)
        input.tap(at: CGPoint(x: 37, y: rowY(5)))
        #expect(controller.log == ["read m5"])
        input.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 205, y: 300), steps: 6)
        #expect(table.contentOffset.y > 0)
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }
}
