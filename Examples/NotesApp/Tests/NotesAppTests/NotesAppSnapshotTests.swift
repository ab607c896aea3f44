import Foundation
import ResponderKit
import ResponderKitTesting
import Testing
@testable import NotesApp

/// The app's screens as a person sees them, compared with the pictures in Snapshots/ — the way an iOS
/// app's snapshot tests are written: launch through the app delegate, drive the screen with taps,
/// render the window, compare. `RESPONDERKIT_RECORD_SNAPSHOTS=1 swift test --package-path
/// Examples/NotesApp` records them again after a change that is meant to be seen.
@MainActor
@Suite("NotesApp: the screens as they look", .serialized)
struct NotesAppSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// The app launched as UIApplicationMain launches it: the delegate's window on screen.
    private func launch() throws -> (delegate: AppDelegate, window: UIWindow) {
        let delegate = AppDelegate()
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let window = try #require(delegate.window)
        window.layoutIfNeeded()
        return (delegate, window)
    }

    private func expectSnapshot(of view: UIView, named name: String) {
        // Anti-aliased edges may differ by a few levels between Cairo builds; the layout may not.
        let result = verifySnapshot(
            of: view, named: name, in: Self.snapshots, tolerance: 8, allowedDifferingFraction: 0.002)
        #expect(result.matches, "\(result)")
    }

    @Test("Launched: the Notes tab in its navigation bar, the toolbar, an empty list, the tab bar")
    func launchScreen() throws {
        let (_, window) = try launch()
        defer { window.isHidden = true }
        expectSnapshot(of: window, named: "launch")
    }

    @Test("Load: the saved notes as rows with chevrons, once the banner that announced them has gone")
    func loadedNotes() async throws {
        let (_, window) = try launch()
        defer { window.isHidden = true }
        let input = InputSimulator(startTime: CACurrentMediaTime() + 1)
        let load = try #require(window.firstButton(titled: "Load"))
        input.tap(at: input.screenPoint(of: load))
        let table = try #require(window.first(UITableView.self))
        #expect(await input.runMainLoop(until: { table.visibleCells.count == 2 }))
        let banner = try #require(window.first(UILabel.self) { $0.text == "Loaded 2 notes" })
        #expect(await input.runMainLoop(until: { banner.superview == nil }))
        window.layoutIfNeeded()
        expectSnapshot(of: window, named: "loaded")
    }

    @Test("Settings: the sheet of standard controls over the list — segmented control, slider, tips, page control")
    func settingsSheet() async throws {
        let (delegate, window) = try launch()
        defer { window.isHidden = true }
        let input = InputSimulator(startTime: CACurrentMediaTime() + 1)
        let settings = try #require(window.firstButton(titled: "Settings"))
        input.tap(at: input.screenPoint(of: settings))
        let root = try #require(delegate.window?.rootViewController)
        #expect(await input.runMainLoop(until: {
            guard let sheet = root.presentedViewController else { return false }
            return !sheet.isBeingPresented && sheet.view.window != nil
        }))
        let sheet = try #require(root.presentedViewController)
        #expect(sheet is SettingsViewController)
        let sheetWindow = try #require(sheet.view.window)
        sheetWindow.layoutIfNeeded()
        expectSnapshot(of: sheetWindow, named: "settings")
        root.dismiss(animated: false)
    }

    @Test("As a UI test finds things: Load by its title, the rows by their text, a tab by its title")
    func uiTestQueries() async throws {
        let (_, window) = try launch()
        defer { window.isHidden = true }
        let app = XCUIApplication(simulator: InputSimulator(startTime: CACurrentMediaTime() + 1))
        #expect(app.navigationBars["Notes"].exists)
        #expect(app.tabBars.buttons["Notes"].isSelected)
        app.buttons["Load"].tap()
        #expect(await app.staticTexts["Loaded 2 notes"].waitForExistence(timeout: 10))
        #expect(await app.tables.cells.element(boundBy: 1).waitForExistence(timeout: 10))
        #expect(app.tables.cells.count == 2)
        #expect(await app.staticTexts["Loaded 2 notes"].waitForNonExistence(timeout: 10))
        app.tabBars.buttons["Archive"].tap()
        #expect(app.tabBars.buttons["Archive"].isSelected, "\(app.debugDescription)")
    }
}

extension UIView {
    /// The first view of `type` in this tree (this view first, then depth first) that `matches`.
    func first<View: UIView>(_ type: View.Type, where matches: (View) -> Bool = { _ in true }) -> View? {
        if let view = self as? View, matches(view) { return view }
        for subview in subviews {
            if let found = subview.first(type, where: matches) { return found }
        }
        return nil
    }

    /// The first button showing `title`, as XCUITest's `app.buttons["Load"]` finds it.
    func firstButton(titled title: String) -> UIButton? {
        first(UIButton.self) { $0.title(for: .normal) == title }
    }
}
