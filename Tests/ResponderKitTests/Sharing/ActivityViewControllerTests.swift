import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIActivityViewController as a share button uses it: present it with a URL and a text, the user
// copies, closes, or chooses the app's own activity (docs/Sharing.md).

/// An app's own service: "Add to Favourites", done at once.
@MainActor
private final class FavouriteActivity: UIActivity {
    var log: [String] = []
    var finishesAtOnce = true
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.favourite") }
    override var activityTitle: String? { "Add to Favourites" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
    override func perform() {
        log.append("perform")
        if finishesAtOnce { activityDidFinish(true) }
    }
}

/// An item source that shares a different text with Copy.
@MainActor
private final class ArticleSource: UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        activityType == .copyToPasteboard ? "Read this: https://example.com/a" : "Read this"
    }
}

@MainActor
@Suite("UIActivityViewController")
struct ActivityViewControllerTests {
    private func present(_ sheet: UIActivityViewController) -> (UIViewController, InputSimulator) {
        let input = TestWorld.input()
        let screen = UIViewController()
        TestWorld.window(root: screen)
        screen.present(sheet, animated: true)
        settle(input)
        return (screen, input)
    }

    private func settle(_ input: InputSimulator) {
        for _ in 0..<40 { input.advance(by: 1.0 / 60.0) }
    }

    private func button(_ title: String, in sheet: UIViewController) -> UIButton? {
        sheet.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
    }

    private func tap(_ title: String, in sheet: UIViewController, _ input: InputSimulator) {
        guard let button = button(title, in: sheet) else {
            Issue.record("no \(title) button")
            return
        }
        input.tap(at: input.screenPoint(of: button))
        settle(input)
    }

    @Test(
        "Copy puts the texts and URLs on the pasteboard, the sheet goes, the handler hears .copyToPasteboard completed")
    func copy() {
        let url = URL(string: "https://example.com/article")!
        let sheet = UIActivityViewController(activityItems: ["An article", url], applicationActivities: nil)
        var outcome: [String] = []
        sheet.completionWithItemsHandler = { type, completed, items, error in
            outcome.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil)")
        }
        #expect(sheet.popoverPresentationController != nil, "a popover on iPad, a sheet on a phone")
        let (screen, input) = present(sheet)
        #expect(screen.presentedViewController === sheet)
        tap("Copy", in: sheet, input)
        #expect(UIPasteboard.general.string == "An article", "the first item's text")
        #expect(UIPasteboard.general.urls == [url] && UIPasteboard.general.numberOfItems == 2)
        #expect(screen.presentedViewController == nil)
        #expect(outcome == ["com.apple.UIKit.activity.CopyToPasteboard true true true"])
    }

    @Test("Close: the sheet goes and the handler hears no service, not completed")
    func close() {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var outcome: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            outcome.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        let (screen, input) = present(sheet)
        tap("Close", in: sheet, input)
        #expect(screen.presentedViewController == nil && outcome == ["nil false"])
    }

    @Test("The app's activity: shown when it can perform, prepared, performed after the sheet goes, and reported")
    func applicationActivity() {
        let favourite = FavouriteActivity()
        let sheet = UIActivityViewController(
            activityItems: [URL(string: "https://example.com")!], applicationActivities: [favourite])
        var outcome: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            outcome.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        let (screen, input) = present(sheet)
        tap("Add to Favourites", in: sheet, input)
        #expect(favourite.log == ["prepare 1", "perform"])
        #expect(screen.presentedViewController == nil)
        #expect(outcome == ["com.example.favourite true"])
    }

    @Test("An activity that cannot perform on the items, or an excluded type, is not offered")
    func notOffered() {
        let favourite = FavouriteActivity()
        let sheet = UIActivityViewController(activityItems: ["just text"], applicationActivities: [favourite])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        _ = present(sheet)
        #expect(button("Add to Favourites", in: sheet) == nil && button("Copy", in: sheet) == nil)
        #expect(button("Close", in: sheet) != nil)
    }

    @Test("An item source gives the item for the chosen service")
    func itemSource() {
        let sheet = UIActivityViewController(activityItems: [ArticleSource()], applicationActivities: nil)
        let (_, input) = present(sheet)
        tap("Copy", in: sheet, input)
        #expect(UIPasteboard.general.strings == ["Read this: https://example.com/a"])
    }

    @Test("Setting string replaces every item; string and url read the first item; strings and urls all")
    func pasteboardItems() {
        let pasteboard = UIPasteboard.general
        pasteboard.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        #expect(pasteboard.hasURLs && pasteboard.numberOfItems == 2)
        #expect(pasteboard.string == "https://a.example", "a URL item pastes as its address")
        pasteboard.string = "one"
        #expect(pasteboard.strings == ["one"] && pasteboard.url == nil)
        pasteboard.string = nil
        #expect(pasteboard.numberOfItems == 0)
    }

    @Test("An activity that finishes later, with nobody else holding the sheet, still reaches the handler")
    func laterFinish() {
        let favourite = FavouriteActivity()
        favourite.finishesAtOnce = false
        var outcome: [String] = []
        let input = TestWorld.input()
        let screen = UIViewController()
        TestWorld.window(root: screen)
        do {
            let sheet = UIActivityViewController(
                activityItems: [URL(string: "https://example.com")!], applicationActivities: [favourite])
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                outcome.append("\(type?.rawValue ?? "nil") \(completed)")
            }
            screen.present(sheet, animated: true)
        }
        settle(input)
        if let sheet = screen.presentedViewController { tap("Add to Favourites", in: sheet, input) }
        #expect(favourite.log == ["prepare 1", "perform"] && outcome.isEmpty)
        favourite.activityDidFinish(true)
        favourite.activityDidFinish(true)
        #expect(outcome == ["com.example.favourite true"], "once")
    }

    @Test("An activity with its own controller: presented after the sheet goes, dismissed when it finishes")
    func activityController() {
        let composer = ComposeActivity()
        let sheet = UIActivityViewController(activityItems: ["note"], applicationActivities: [composer])
        var outcome: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            outcome.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        let (screen, input) = present(sheet)
        tap("Compose", in: sheet, input)
        #expect(screen.presentedViewController === composer.composer)
        composer.activityDidFinish(false)
        settle(input)
        #expect(screen.presentedViewController == nil && outcome == ["com.example.compose false"])
    }

    @Test("Dismissed by the app's code: the handler hears no service; an excluded app activity is not offered")
    func dismissedByCode() {
        let favourite = FavouriteActivity()
        let sheet = UIActivityViewController(
            activityItems: [URL(string: "https://example.com")!], applicationActivities: [favourite])
        sheet.excludedActivityTypes = [UIActivity.ActivityType("com.example.favourite")]
        var outcome: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            outcome.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        let (screen, input) = present(sheet)
        #expect(button("Add to Favourites", in: sheet) == nil && button("Copy", in: sheet) != nil)
        screen.dismiss(animated: true)
        settle(input)
        #expect(outcome == ["nil false"])
    }
}

/// An app's service with a controller of its own (a composer).
@MainActor
private final class ComposeActivity: UIActivity {
    let composer = UIViewController()
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: "com.example.compose") }
    override var activityTitle: String? { "Compose" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override var activityViewController: UIViewController? { composer }
}
