import ResponderKit
import ResponderKitTesting
import Testing

// A translated storyboard used as an iOS app uses Main.storyboard: instantiated, its segues
// triggered by taps, prepared, unwound (docs/Storyboards.md).

@MainActor
@Suite("Storyboards: instantiating scenes, segues triggered by taps, unwinding", .serialized)
struct StoryboardTests {
    /// The storyboard's initial controller in a shown window.
    private func launchNotes(_ input: InputSimulator) -> (UIWindow, UINavigationController) {
        UIStoryboard.register(MainStoryboard.translation)
        NotesLog.entries = []
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = storyboard.instantiateInitialViewController() as! UINavigationController
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        input.advanceClock(by: 0.1)
        return (window, navigation)
    }

    @Test("""
        The initial controller: a navigation controller with its root, both from the storyboard; awakeFromNib \
        before the view loads
        """)
    func initialController() {
        let input = TestWorld.input()
        UIStoryboard.register(MainStoryboard.translation)
        NotesLog.entries = []
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = storyboard.instantiateInitialViewController() as? UINavigationController
        let list = navigation?.topViewController as? NotesListViewController
        #expect(list != nil)
        #expect(navigation?.storyboard === storyboard && list?.storyboard === storyboard)
        #expect(list?.navigationItem.title == "Notes")
        #expect(list?.isViewLoaded == false)
        #expect(NotesLog.entries == ["list.awakeFromNib loaded=false"])
        _ = list?.view
        #expect(NotesLog.entries == ["list.awakeFromNib loaded=false", "list.viewDidLoad"])
        #expect(list?.tableView != nil && list?.tableView.dataSource === list)
        _ = input
    }

    @Test(
        "instantiateViewController(withIdentifier:) makes a new controller each time; an unknown identifier is reported"
    )
    func byIdentifier() {
        let input = TestWorld.input()
        UIStoryboard.register(MainStoryboard.translation)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let first = storyboard.instantiateViewController(withIdentifier: "NoteDetail")
        let second = storyboard.instantiateViewController(withIdentifier: "NoteDetail") as? NoteDetailViewController
        #expect(first is NoteDetailViewController && second != nil && first !== second)
        let typed: NoteDetailViewController = storyboard.instantiateViewController(identifier: "NoteDetail") { coder in
            let made = NoteDetailViewController(coder: coder)
            made?.note = "From the creator"
            return made
        }
        #expect(typed.note == "From the creator" && typed.storyboard === storyboard)
        var reports: [Diagnostic] = []
        input.application.diagnosticHandler = { reports.append($0) }
        let missing = storyboard.instantiateViewController(withIdentifier: "Nope")
        let noStoryboard = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
        #expect(noStoryboard.instantiateInitialViewController() == nil)
        #expect(type(of: missing) == UIViewController.self)
        #expect(reports.map(\.kind) == [.invalidStoryboardUse, .invalidStoryboardUse])
        #expect(reports.first?.message.contains("'Nope'") == true)
    }

    @Test("""
        Tapping a prototype cell: shouldPerformSegue, prepare (before didSelectRowAt) with the cell as sender, \
        then the push
        """)
    func cellSegue() {
        let input = TestWorld.input()
        let (window, navigation) = launchNotes(input)
        let list = navigation.topViewController as! NotesListViewController
        let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(cell?.titleLabel.text == "Eggs" && cell?.awoke == true && cell?.reuseIdentifier == "NoteCell")
        NotesLog.entries = []
        input.tap(at: input.screenPoint(of: cell!))
        input.advanceClock(by: 1)
        // The push loads the detail's view (its embed segue, its viewDidLoad) before didSelectRowAt.
        #expect(
            NotesLog.entries == [
                "list.shouldPerformSegue showNote", "list.prepare showNote", "detail.prepare summary",
                                     "detail.viewDidLoad summary=true", "list.didSelectRowAt 1"])
        let detail = navigation.topViewController as? NoteDetailViewController
        #expect(detail?.noteLabel.text == "Eggs")
        #expect(navigation.viewControllers.count == 2)
        withExtendedLifetime(window) {}
    }

    @Test("An embed segue runs while the view loads: prepare, then the child fills the container, before viewDidLoad")
    func embedSegue() {
        let input = TestWorld.input()
        UIStoryboard.register(MainStoryboard.translation)
        NotesLog.entries = []
        let detail =
            UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "NoteDetail")
            as! NoteDetailViewController
        _ = detail.view
        #expect(NotesLog.entries == ["detail.prepare summary", "detail.viewDidLoad summary=true"])
        let summary = detail.children.first as? SummaryViewController
        #expect(summary != nil && summary === detail.summary)
        #expect(summary?.view.superview?.frame == CGRect(x: 0, y: 400, width: 390, height: 200))
        #expect(summary?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        _ = input
    }

    @Test("""
        A button's segue presents modally; the editor's Save unwinds to the list: prepare, the unwind action, \
        dismissed and popped
        """)
    func presentAndUnwind() throws {
        let input = TestWorld.input()
        let (window, navigation) = launchNotes(input)
        let list = navigation.topViewController as! NotesListViewController
        list.performSegue(
            withIdentifier: "showNote", sender: list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        input.advanceClock(by: 1)
        input.advanceClock(by: 1)
        let detail = navigation.topViewController as! NoteDetailViewController
        NotesLog.entries = []
        input.tap(at: input.screenPoint(of: detail.editButton))
        input.advanceClock(by: 1)
        input.advanceClock(by: 1)
        #expect(NotesLog.entries == ["detail.prepare edit"])
        let editorNavigation = detail.presentedViewController as? UINavigationController
        let editor = editorNavigation?.topViewController as? NoteEditorViewController
        #expect(editorNavigation?.modalPresentationStyle == .fullScreen)
        #expect(editor?.titleField.text == "Milk")
        editor?.titleField.text = "Oat milk"
        NotesLog.entries = []
        // Save is the navigation bar's right item: tap it where the bar shows it.
        let bar = try #require(editorNavigation?.navigationBar)
        let save = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Save" })
        input.tap(at: input.screenPoint(of: save))
        input.advanceClock(by: 1)
        input.advanceClock(by: 1)
        #expect(NotesLog.entries == ["editor.prepare save", "list.unwindToList save from NoteEditorViewController"])
        #expect(list.savedTitle == "Oat milk")
        #expect(detail.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        withExtendedLifetime(window) {}
    }

    @Test("performSegue is not asked shouldPerformSegue; an unknown identifier is reported (UIKit raises)")
    func performSegueByCode() {
        let input = TestWorld.input()
        let (window, navigation) = launchNotes(input)
        let list = navigation.topViewController as! NotesListViewController
        NotesLog.entries = []
        var reports: [Diagnostic] = []
        input.application.diagnosticHandler = { reports.append($0) }
        list.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(reports.map(\.kind) == [.invalidStoryboardUse])
        #expect(reports.first?.message.contains("no segue with identifier 'nowhere'") == true)
        list.performSegue(withIdentifier: "showNote", sender: nil)
        input.advanceClock(by: 1)
        #expect(
            NotesLog.entries.first == "list.prepare showNote"
                && !NotesLog.entries.contains { $0.hasPrefix("list.should") })
        #expect(navigation.topViewController is NoteDetailViewController)
        withExtendedLifetime(window) {}
    }
}
