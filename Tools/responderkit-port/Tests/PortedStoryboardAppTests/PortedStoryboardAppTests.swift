import ResponderKit
import ResponderKitTesting
import Testing
@testable import PortedStoryboardApp

/// A storyboard app end to end: Tests/ResponderKitPortTests/Fixtures/StoryboardApp/Main.storyboard,
/// translated by the tool (the golden test checks the translation is exactly Main.storyboard.swift
/// here), launched as UIKit launches it — the Info.plist's scene, its storyboard's initial controller
/// in the window — and driven through its screens by taps.
@MainActor
@Suite("The ported storyboard app: launched from its scene, driven by taps", .serialized)
struct PortedStoryboardAppTests {
    /// Runs `body` with the app launched in a clean application.
    private func withLaunchedApp(_ body: (UINavigationController, UIWindow, InputSimulator) throws -> Void) rethrows {
        try InputSimulator.withCleanApplication { input in
            TaskStore.shared.titles = ["Buy milk", "Call Ada", "Water the plants"]
            TaskStore.shared.done = []
            let application = UIApplication.launch(delegate: AppDelegate())
            defer {
                application.terminate()
                UIApplication.infoDictionary = [:]
            }
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            let window = try #require((scene.delegate as? SceneDelegate)?.window)
            let navigation = try #require(window.rootViewController as? UINavigationController)
            input.advanceClock(by: 0.1)
            try body(navigation, window, input)
        }
    }

    /// Lets transitions finish (a push or presentation starts on one frame and ends on a later one).
    private func settle(_ input: InputSimulator) {
        input.advanceClock(by: 1)
        input.advanceClock(by: 1)
    }

    @Test("Launch: the scene's storyboard window shows the task list, its cells from the prototype")
    func launch() throws {
        try withLaunchedApp { navigation, window, _ in
            #expect(window.isKeyWindow)
            let list = try #require(navigation.topViewController as? TaskListViewController)
            #expect(list.navigationItem.title == "Tasks")
            let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TaskCell
            #expect(cell?.titleLabel.text == "Call Ada" && cell?.accessoryType == .disclosureIndicator)
            #expect(list.tableView.rowHeight == 52)
            // The header from TaskHeaderView.xib: the owner's outlet and the view's own are connected.
            let header = try #require(list.tableView.tableHeaderView as? TaskHeaderView)
            #expect(list.headerCountLabel.superview === header && header.clearButton != nil)
            #expect(list.headerCountLabel.text == "3 tasks, 0 done")
        }
    }

    @Test("The nib's Clear button sends its action to the File's Owner")
    func nibAction() throws {
        try withLaunchedApp { navigation, _, input in
            let list = try #require(navigation.topViewController as? TaskListViewController)
            TaskStore.shared.done = ["Call Ada"]
            list.updateHeader()
            let header = try #require(list.tableView.tableHeaderView as? TaskHeaderView)
            input.tap(at: input.screenPoint(of: header.clearButton))
            #expect(TaskStore.shared.done.isEmpty)
            #expect(list.headerCountLabel.text == "3 tasks, 0 done")
        }
    }

    @Test(
        """
            Tapping a task shows its detail (the cell's segue, prepared); the embed fills the container; the switch's \
            action arrives
            """
    )
    func detail() throws {
        try withLaunchedApp { navigation, _, input in
            let list = try #require(navigation.topViewController as? TaskListViewController)
            let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
            input.tap(at: input.screenPoint(of: cell))
            settle(input)
            let detail = try #require(navigation.topViewController as? TaskDetailViewController)
            #expect(detail.titleLabel.text == "Water the plants")
            #expect(detail.children.first is SummaryViewController)
            #expect(detail.controls.count == 2 && detail.containerHeight.constant == 120)
            input.tap(at: input.screenPoint(of: detail.doneSwitch))
            #expect(TaskStore.shared.done == ["Water the plants"])
        }
    }

    @Test("A done task's cell shows the asset catalog's Checkmark, with the pixels of its @2x file, as a template")
    func checkmarkPixels() throws {
        try withLaunchedApp { navigation, _, _ in
            let list = try #require(navigation.topViewController as? TaskListViewController)
            TaskStore.shared.done = ["Call Ada"]
            list.tableView.reloadData()
            list.tableView.layoutIfNeeded()
            let row = try #require(TaskStore.shared.titles.firstIndex(of: "Call Ada"))
            let image = try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.imageView?.image)
            #expect(image.size == CGSize(width: 24, height: 20) && image.scale == 2)
            #expect(image.renderingMode == .alwaysTemplate)
            let pixels = try #require(image.cgImage, "the file's pixels, read through Bundle.module")
            #expect(pixels.width == 48 && pixels.height == 40)
            TaskStore.shared.done = []
        }
    }

    @Test("Rename: the button presents the editor full screen; Save unwinds to the list with the new title")
    func renameAndSave() throws {
        try withLaunchedApp { navigation, window, input in
            let list = try #require(navigation.topViewController as? TaskListViewController)
            input.tap(
                at: input.screenPoint(of: try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))))
            settle(input)
            let detail = try #require(navigation.topViewController as? TaskDetailViewController)
            let rename = try #require(detail.controls.compactMap { $0 as? UIButton }.first)
            #expect(rename.accessibilityIdentifier == "renameButton")
            input.tap(at: input.screenPoint(of: rename))
            settle(input)
            let editorNavigation = try #require(detail.presentedViewController as? UINavigationController)
            #expect(editorNavigation.modalPresentationStyle == .fullScreen)
            let editor = try #require(editorNavigation.topViewController as? TaskEditorViewController)
            #expect(editor.titleField.text == "Buy milk")
            editor.titleField.text = "Buy oat milk"
            editor.titleField.sendActions(for: .editingChanged)
            #expect(editor.edits == 1)
            let save = try #require(
                editorNavigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
                    $0.currentTitle == "Save"
                })
            input.tap(at: input.screenPoint(of: save))
            settle(input)
            #expect(list.lastUnwind == "save")
            #expect(TaskStore.shared.titles.first == "Buy oat milk")
            #expect(detail.presentedViewController == nil)
            #expect(navigation.topViewController === list)
            withExtendedLifetime(window) {}
        }
    }

    @Test("Add: the bar button presents the editor; Cancel unwinds without a change")
    func addAndCancel() throws {
        try withLaunchedApp { navigation, _, input in
            let list = try #require(navigation.topViewController as? TaskListViewController)
            let add = try #require(
                navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last { $0.currentTitle != "Settings" })
            input.tap(at: input.screenPoint(of: add))
            settle(input)
            let editorNavigation = try #require(list.presentedViewController as? UINavigationController)
            let editor = try #require(editorNavigation.topViewController as? TaskEditorViewController)
            #expect(editor.saveButton.isEnabled == false)
            let cancel = try #require(
                editorNavigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
                    $0.currentTitle == "Cancel"
                })
            input.tap(at: input.screenPoint(of: cancel))
            settle(input)
            #expect(list.lastUnwind == "cancel")
            #expect(list.presentedViewController == nil)
            #expect(TaskStore.shared.titles.count == 3)
        }
    }

    @Test(
        """
            Settings: a table of static cells — sections, titles, the styled cell's labels, a row height, the switch's \
            outlet and action
            """
    )
    func staticCells() throws {
        try withLaunchedApp { navigation, _, input in
            let settingsButton = try #require(
                navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Settings" }
            )
            input.tap(at: input.screenPoint(of: settingsButton))
            settle(input)
            let settings = try #require(navigation.topViewController as? SettingsViewController)
            let table = try #require(settings.tableView)
            #expect(table.style == .grouped)
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 1)
            #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Display")
            #expect(settings.tableView(table, titleForFooterInSection: 0) == "Done tasks stay in the list, ticked.")
            // The Right Detail cell: its labels are the cell's own, and its height is the storyboard's.
            let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(version.textLabel?.text == "Version" && version.detailTextLabel?.text == "1.0")
            #expect(settings.versionLabel === version.detailTextLabel)
            #expect(version.frame.height == 60)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == table.rowHeight
                    || table.rowHeight == UITableView.automaticDimension)
            // The switch in the first cell is the controller's outlet, and its action arrives.
            let toggle = try #require(settings.showDoneSwitch)
            let switchCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(toggle.isOn && toggle.isDescendant(of: switchCell))
            input.tap(at: input.screenPoint(of: toggle))
            #expect(TaskStore.shared.showsDone == false && !toggle.isOn)
            // The same cells come back after a reload: static cells are made once.
            table.reloadData()
            input.advanceClock(by: 0.1)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === version)
            TaskStore.shared.showsDone = true
        }
    }
}
