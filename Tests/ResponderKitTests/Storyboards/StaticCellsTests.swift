import ResponderKit
import ResponderKitTesting
import Testing

// A settings screen of static cells as a translated storyboard makes it, and the subclass overrides
// apps write against it: hiding a row by answering fewer, a height of 0, asking super for a row the
// storyboard does not have. Also a storyboard-style cell (only init?(coder:), plus the initializer
// responderkit-port adds) registered by class and reused.

final class PrivacySettingsViewController: UITableViewController {
    var showsAdvanced = false
    var asked: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let rows = super.tableView(tableView, numberOfRowsInSection: section)
        return section == 1 && !showsAdvanced ? rows - 1 : rows
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        return super.tableView(tableView, cellForRowAt: indexPath)
    }
}

enum PrivacyStoryboard {
    @MainActor static let translation = UIStoryboard.Translation(name: "Privacy", initialSceneID: "privacy", scenes: [
            UIStoryboard.Scene(
                id: "privacy", make: { PrivacySettingsViewController(coder: $0) },
                loadView: { controller, storyboard in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
            let location = UITableViewCell(style: .default, reuseIdentifier: nil)
            location.textLabel!.text = "Location"
            let contacts = UITableViewCell(style: .value1, reuseIdentifier: nil)
            contacts.textLabel!.text = "Contacts"
            let advanced = UITableViewCell(style: .default, reuseIdentifier: nil)
            advanced.textLabel!.text = "Advanced"
            storyboard.setStaticSections([
                UITableViewStaticSection(headerTitle: "Access", cells: [location], rowHeights: [60]),
                            UITableViewStaticSection(
                                headerTitle: "More", footerTitle: "Shown to experts", cells: [contacts, advanced]),
            ], of: table)
            table.dataSource = controller as? UITableViewController
            table.delegate = controller as? UITableViewController
            return table
        }),
    ])
}

/// A cell written for a storyboard: only `init?(coder:)`, and the initializer the port adds.
final class StoryboardStyleCell: UITableViewCell {
    @MainActor static var made = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardStyleCell.made += 1
    }

    required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(coder: StoryboardCoder())!
    }
}

private final class LongList: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "styled", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("Static cells from a storyboard; storyboard-style cells registered by class", .serialized)
struct StaticCellsTests {
    private func show(_ controller: UIViewController, _ input: InputSimulator) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        input.advanceClock(by: 0.1)
        return window
    }

    @Test("""
        UITableViewController serves the storyboard's sections, titles, cells and heights; an override that calls \
        super hides a row
        """)
    func servesStaticContent() throws {
        let input = TestWorld.input()
        UIStoryboard.register(PrivacyStoryboard.translation)
        let controller = try #require(
            UIStoryboard(name: "Privacy", bundle: nil).instantiateInitialViewController()
                as? PrivacySettingsViewController)
        let window = show(controller, input)
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "More")
        #expect(controller.tableView(table, titleForFooterInSection: 1) == "Shown to experts")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Contacts")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        // The hidden row comes back, the same cell objects as before.
        let contacts = table.cellForRow(at: IndexPath(row: 0, section: 1))
        controller.showsAdvanced = true
        table.reloadData()
        input.advanceClock(by: 0.1)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Advanced")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === contacts)
        withExtendedLifetime(window) {}
    }

    @Test("Asking super for a row the storyboard does not have gives an empty cell and a diagnostic, not a crash")
    func rowBeyondTheStoryboard() throws {
        let input = TestWorld.input()
        var reports: [Diagnostic] = []
        input.application.diagnosticHandler = { reports.append($0) }
        UIStoryboard.register(PrivacyStoryboard.translation)
        let controller = try #require(
            UIStoryboard(name: "Privacy", bundle: nil).instantiateInitialViewController()
                as? PrivacySettingsViewController)
        _ = controller.view
        let cell = controller.tableView(controller.tableView, cellForRowAt: IndexPath(row: 5, section: 1))
        #expect(cell.textLabel?.text == nil)
        #expect(reports.map(\.kind) == [.invalidStoryboardUse])
        #expect(reports.first?.message.contains("[1, 5]") == true)
    }

    @Test("A storyboard-style cell registered by class gets the identifier and is reused as the table scrolls")
    func storyboardStyleCellReused() {
        let input = TestWorld.input()
        let list = LongList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.register(StoryboardStyleCell.self, forCellReuseIdentifier: "styled")
        table.dataSource = list
        let controller = UIViewController()
        let window = show(controller, input)
        controller.view.addSubview(table)
        StoryboardStyleCell.made = 0
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first is StoryboardStyleCell && first?.reuseIdentifier == "styled")
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 200)
            table.layoutIfNeeded()
        }
        #expect(table.cellForRow(at: IndexPath(row: 190, section: 0))?.textLabel?.text == "190")
        #expect(StoryboardStyleCell.made < 30, "cells are reused, not made for each of the 200 rows passed")
        withExtendedLifetime((window, list)) {}
    }
}
