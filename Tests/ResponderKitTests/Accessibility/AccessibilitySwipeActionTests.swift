import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A table row's swipe actions reach a VoiceOver user as the row's custom actions, as UIKit offers them.

private final class MailController: UITableViewController {
    var messages = ["Lunch?", "Invoice", "Photos"]
    var log: [String] = []

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
    override func tableView(_ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            log.append("delete \(messages[indexPath.row])")
            messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
    override func tableView(_ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Unread") { [unowned self] _, _, completion in
                log.append("unread \(messages[indexPath.row])")
                completion(true)
            },
        ])
    }
}

@MainActor
@Suite("Accessibility: a table row's swipe actions are its custom actions")
struct AccessibilitySwipeActionTests {
    @Test("The leading and trailing actions by title; performing Delete runs the app's handler")
    func swipeActionsAsCustomActions() {
        let input = TestWorld.input()
        let controller = MailController()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        let app = XCUIApplication(simulator: input)
        #expect(app.cells.count == 3)
        let cell = app.cells["Invoice"].object as? UITableViewCell
        let actions = cell?.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Unread", "Delete"])
        #expect(AssistiveTechnology.perform(actions[1]))
        #expect(controller.log == ["delete Invoice"])
        #expect(controller.messages == ["Lunch?", "Photos"])
        cell?.accessibilityCustomActions = []
        #expect(cell?.accessibilityCustomActions?.isEmpty == true, "the app's own list wins")
    }
}
