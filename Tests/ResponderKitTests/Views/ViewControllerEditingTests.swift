import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIViewController's editing mode as app code uses it with a table in a plain view controller:
// setEditing overridden to pass the mode on, the Edit/Done button in the navigation bar, tapped.

private final class ListController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.dataSource = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = editButtonItem
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        log.append("editing \(editing) animated \(animated)")
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
@Suite("UIViewController editing mode")
struct ViewControllerEditingTests {
    @Test(
        "editButtonItem toggles setEditing (animated, as a tap does) and retitles itself Edit / Done; isEditing follows"
    )
    func editButton() throws {
        let input = TestWorld.input()
        let controller = ListController()
        let navigation = UINavigationController(rootViewController: controller)
        TestWorld.window(root: navigation)
        navigation.view.layoutIfNeeded()
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem, "one item, made once")
        #expect(item.title == "Edit" && !controller.isEditing)
        let button = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Edit" })
        input.tap(at: input.screenPoint(of: button))
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit" && !controller.tableView.isEditing)
        #expect(controller.log == ["editing true animated true", "editing false animated false"])
    }

    @Test("A table view controller's editing mode is its table's")
    func tableViewController() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
    }
}
