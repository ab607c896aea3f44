import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIToolbar and UIBarButtonItem: layout with flexible and fixed spaces, a tap performing an item's
// primary action or its target-action (nil: up the responder chain), disabled items, UIMenu
// (docs/Controls.md, UIToolbar).

/// A view that becomes first responder and performs "refresh" (iOS: @objc func refresh(_:)).
@MainActor
private final class EditorView: UIView {
    var log: EventLog?
    override var canBecomeFirstResponder: Bool { true }
    func refresh(_ sender: Any?) { log?.record("editor.refresh from \(sender is UIBarButtonItem ? "item" : "?")") }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "refresh:" ? method(Self.refresh) : super.actionMethod(for: action)
    }
}

/// A view controller that performs "refresh" too.
@MainActor
private final class ListController: UIViewController {
    var log: EventLog?
    func refresh(_ sender: Any?) { log?.record("controller.refresh") }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == "refresh:" ? method(Self.refresh) : super.actionMethod(for: action)
    }
}

@MainActor
@Suite("UIToolbar and UIBarButtonItem")
struct ToolbarTests {
    private static let frame = CGRect(x: 0, y: 700, width: 390, height: 44)

    @Test("Items lie left to right from 16 points in; a flexible space pushes the next item to the right edge")
    func layout() {
        let toolbar = UIToolbar(frame: Self.frame)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let fixed = UIBarButtonItem.fixedSpace(20)
        let wide = UIBarButtonItem(
            image: UIImage(size: CGSize(width: 24, height: 24)), style: .plain, target: nil, action: nil)
        toolbar.items = [add, fixed, wide, .flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
        let frames = toolbar.itemFrames()
        #expect(frames.count == 5)
        #expect(frames[0] == CGRect(x: 16, y: 0, width: 44, height: 44))
        #expect(frames[1] == CGRect(x: 68, y: 0, width: 20, height: 44))
        #expect(frames[2] == CGRect(x: 96, y: 0, width: 40, height: 44))
        #expect(frames[4] == CGRect(x: 330, y: 0, width: 44, height: 44))
        #expect(frames[3].minX == 144 && frames[3].maxX == 322)
        #expect(toolbar.intrinsicContentSize.height == 44)
    }

    @Test("Two flexible spaces share the room: an item between them is centred")
    func twoFlexibleSpaces() {
        let toolbar = UIToolbar(frame: Self.frame)
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(systemItem: .play), .flexibleSpace()], animated: true)
        #expect(toolbar.itemFrames()[1].midX == 195)
    }

    @Test("A tap runs the primary action, or sends the action to the target, with the item as sender")
    func tapsPerform() {
        let input = TestWorld.input()
        let log = EventLog()
        let receiver = Receiver("target", log: log)
        let save = UIBarButtonItem(title: "Save", style: .done, target: receiver, action: "save:")
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { action in
            log.record("add from \(action.sender is UIBarButtonItem ? "item" : "?")")
        })
        let toolbar = UIToolbar(frame: Self.frame)
        toolbar.items = [save, .flexibleSpace(), add]
        showWindow(with: [toolbar])
        #expect(add.title == nil && add.displayTitle == "+")  // a system item shows its own
        #expect(save.displayTitle == "Save")

        input.tap(at: CGPoint(x: 352, y: 722))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 30, y: 722))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 200, y: 722))  // the flexible space: nothing
        #expect(log.entries == ["add from item", "target.save"])
        #expect(receiver.senders.count == 1 && isSame(receiver.senders[0], save))
    }

    @Test("Disabled items and a finger that slides off do nothing")
    func disabledAndSlideOff() {
        let input = TestWorld.input()
        let log = EventLog()
        let item = UIBarButtonItem(
            title: "Go", image: nil, primaryAction: UIAction { _ in log.record("go") }, menu: nil)
        let toolbar = UIToolbar(frame: Self.frame)
        toolbar.items = [item]
        showWindow(with: [toolbar])

        input.drag(from: CGPoint(x: 25, y: 722), to: CGPoint(x: 250, y: 722))
        item.isEnabled = false
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 25, y: 722))
        #expect(log.entries.isEmpty)
        item.isEnabled = true
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 25, y: 722))
        #expect(log.entries == ["go"])
    }

    @Test("A nil target goes up the responder chain from the first responder; with none, from the toolbar")
    func nilTargetUsesResponderChain() {
        let input = TestWorld.input()
        let log = EventLog()
        let controller = ListController()
        controller.log = log
        let editor = EditorView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        editor.log = log
        let toolbar = UIToolbar(frame: Self.frame)
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: "refresh:")]
        showWindow(with: [editor, toolbar], root: controller)

        input.tap(at: CGPoint(x: 38, y: 722))
        #expect(log.entries == ["controller.refresh"])
        #expect(editor.becomeFirstResponder())
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 38, y: 722))
        #expect(log.entries == ["controller.refresh", "editor.refresh from item"])
    }

    @Test("Custom views become subviews at their item's place and take their own touches")
    func customView() {
        let input = TestWorld.input()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let toolbar = UIToolbar(frame: Self.frame)
        toolbar.items = [UIBarButtonItem(customView: button)]
        showWindow(with: [toolbar])
        #expect(button.superview === toolbar)
        #expect(button.frame == CGRect(x: 16, y: 7, width: 60, height: 30))

        input.tap(at: CGPoint(x: 40, y: 722))
        #expect(taps == 1)
        toolbar.items = nil
        #expect(button.superview == nil)
    }

    @Test("Bar items: defaults, styles, system items, UIMenu")
    func itemsAndMenus() {
        let item = UIBarButtonItem()
        #expect(item.isEnabled && item.tag == 0 && item.title == nil && item.style == .plain && item.width == 0)
        #expect(item.target == nil && item.action == nil && item.primaryAction == nil && item.menu == nil)
        #expect(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil).style == .done)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        let later = UIBarButtonItem()
        later.primaryAction = UIAction(title: "Later") { _ in }
        #expect(later.title == "Later")
        #expect(
            UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Act") { _ in }, menu: nil).title
                == "Act")

        let copy = UIAction(title: "Copy") { _ in }
        let share = UIAction(title: "Share") { _ in }
        let menu = UIMenu(
            title: "More", options: .displayInline, children: [copy, UIMenu(title: "Sub", children: [share])])
        let withMenu = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(withMenu.menu === menu)
        #expect(menu.children.count == 2 && menu.options == .displayInline)
        #expect(menu.allActions.map(\.title) == ["Copy", "Share"])
        #expect(menu.replacingChildren([share]).children.count == 1)

        let button = UIButton(type: .system)
        #expect(button.menu == nil && !button.showsMenuAsPrimaryAction)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu && button.showsMenuAsPrimaryAction)
    }
}
