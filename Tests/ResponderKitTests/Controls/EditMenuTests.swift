import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The edit menu a long press shows: UIEditMenuInteraction and the legacy UIMenuController, with
// the standard actions filtered by the first responder's chain, and performing an item
// (docs/Controls.md, Edit menu).

/// A note that, long-pressed, becomes first responder and shows its edit menu — as an iOS app
/// writes it. It performs copy: and selectAll: and, for UIMenuController, share:.
@MainActor
private final class NoteView: UIView, UIEditMenuInteractionDelegate {
    let log: EventLog
    var useMenuController = false
    lazy var editMenu = UIEditMenuInteraction(delegate: self)
    var extraActions: [UIMenuElement] = []

    init(frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        addInteraction(editMenu)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: "didLongPress:"))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    // iOS: @objc func didLongPress(_ recognizer: UILongPressGestureRecognizer)
    func didLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        becomeFirstResponder()
        let location = recognizer.location(in: self)
        if useMenuController {
            UIMenuController.shared.showMenu(from: self, rect: CGRect(origin: location, size: .zero))
        } else {
            editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: location))
        }
    }

    // iOS: override func copy(_ sender: Any?), selectAll(_:), @objc func share(_:)
    func copyText(_ sender: Any?) { log.record("copy from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    func selectEverything(_ sender: Any?) { log.record("selectAll") }
    func share(_ sender: Any?) { log.record("share") }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case .copy: return method(Self.copyText)
        case .selectAll: return method(Self.selectEverything)
        case "share:": return method(Self.share)
        case "didLongPress:": return method(Self.didLongPress)
        default: return super.actionMethod(for: action)
        }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        extraActions.isEmpty ? nil : UIMenu(children: suggestedActions + extraActions)
    }
}

@MainActor
@Suite("Edit menu: UIEditMenuInteraction and UIMenuController")
struct EditMenuTests {
    private static let center = CGPoint(x: 195, y: 300)

    private func longPress(_ input: InputSimulator, at point: CGPoint) {
        let finger = input.touchDown(at: point)
        input.advance(by: 0.6)
        input.lift(finger, at: point)
    }

    @Test("""
        A long press presents the menu with only the standard actions the responder can perform; choosing Copy \
        calls copy
        """)
    func longPressShowsFilteredMenu() {
        let input = TestWorld.input()
        let log = EventLog()
        let note = NoteView(frame: CGRect(x: 45, y: 200, width: 300, height: 200), log: log)
        showWindow(with: [note])
        #expect(note.interactions.count == 1 && note.interactions.first === note.editMenu)
        #expect(note.editMenu.view === note)

        longPress(input, at: Self.center)
        #expect(note.isFirstResponder)
        let menu = note.editMenu.presentedMenu
        #expect(menu != nil)
        #expect(menu?.allActions.map(\.title) == ["Copy", "Select All"])
        #expect(note.editMenu.location(in: note) == CGPoint(x: 150, y: 100))

        if let copy = menu?.allActions.first { note.editMenu.perform(copy) }
        #expect(log.entries == ["copy from UIEditMenuInteraction"])
        #expect(note.editMenu.presentedMenu == nil)
    }

    @Test("The delegate's menu adds its own actions; an action not in the menu does nothing; dismissMenu hides it")
    func delegateMenu() {
        let input = TestWorld.input()
        let log = EventLog()
        let note = NoteView(frame: CGRect(x: 45, y: 200, width: 300, height: 200), log: log)
        note.extraActions = [UIAction(title: "Pin") { _ in log.record("pin") }]
        showWindow(with: [note])

        longPress(input, at: Self.center)
        let titles = note.editMenu.presentedMenu?.allActions.map(\.title)
        #expect(titles == ["Copy", "Select All", "Pin"])
        note.editMenu.perform(UIAction(title: "Stranger") { _ in log.record("stranger") })
        #expect(log.entries.isEmpty)
        if let pin = note.editMenu.presentedMenu?.allActions.last { note.editMenu.perform(pin) }
        #expect(log.entries == ["pin"])

        longPress(input, at: Self.center)
        #expect(note.editMenu.presentedMenu != nil)
        note.editMenu.dismissMenu()
        #expect(note.editMenu.presentedMenu == nil)
    }

    @Test("Removing the interaction dismisses its menu and detaches it")
    func removeInteraction() {
        let input = TestWorld.input()
        let note = NoteView(frame: CGRect(x: 45, y: 200, width: 300, height: 200), log: EventLog())
        showWindow(with: [note])
        longPress(input, at: Self.center)
        #expect(note.editMenu.presentedMenu != nil)
        note.removeInteraction(note.editMenu)
        #expect(note.interactions.isEmpty)
        #expect(note.editMenu.view == nil && note.editMenu.presentedMenu == nil)
    }

    @Test("UIMenuController: standard items the chain performs, then custom items it performs; choosing one sends it")
    func menuController() {
        let input = TestWorld.input()
        let log = EventLog()
        let note = NoteView(frame: CGRect(x: 45, y: 200, width: 300, height: 200), log: log)
        note.useMenuController = true
        let controller = UIMenuController.shared
        controller.menuItems = [
            UIMenuItem(title: "Share", action: "share:"), UIMenuItem(title: "Print", action: "print:"),
        ]
        defer { controller.menuItems = nil; controller.hideMenu() }
        showWindow(with: [note])
        #expect(!controller.isMenuVisible)

        longPress(input, at: Self.center)
        #expect(controller.isMenuVisible)
        #expect(controller.visibleItems.map(\.title) == ["Copy", "Select All", "Share"])
        #expect(controller.targetView === note)

        if let share = controller.visibleItems.last { #expect(controller.performItem(share)) }
        #expect(log.entries == ["share"])
        #expect(!controller.isMenuVisible)
        #expect(!controller.performItem(UIMenuItem(title: "Print", action: "print:")))
    }

    @Test("Without a first responder that can edit, nothing shows")
    func nothingToShow() {
        let input = TestWorld.input()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = UIEditMenuInteraction(delegate: nil)
        plain.addInteraction(interaction)
        showWindow(with: [plain])
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: AnyHashable("x"), sourcePoint: .zero))
        #expect(interaction.presentedMenu == nil)
        UIMenuController.shared.showMenu(from: plain, rect: .zero)
        #expect(!UIMenuController.shared.isMenuVisible)
        _ = input
    }
}
