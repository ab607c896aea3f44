import Foundation
@_spi(Testing) import ResponderKit
import ResponderKitTesting
import Testing

// The three shapes of an action method, and Selector (B86).

/// A responder with one method of each action shape, made into action methods with `method(_:)` (B86).
@MainActor
private final class ShapesTarget: UIResponder {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    func refresh() { calls.append("refresh") }
    func save(_ sender: Any?) {
        calls.append("save")
        senders.append(sender)
    }
    func buttonTapped(_ sender: Any?, _ event: UIEvent?) {
        calls.append("buttonTapped")
        senders.append(sender)
        events.append(event)
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "refresh": return method(ShapesTarget.refresh)
        case "save:": return method(ShapesTarget.save)
        case "buttonTapped:forEvent:": return method(ShapesTarget.buttonTapped)
        default: return super.actionMethod(for: action)
        }
    }
}

/// A first responder that keeps the event of the last key pressed (to have a real UIEvent at hand).
@MainActor
private final class EventCatcher: UIView {
    var lastEvent: UIPressesEvent?
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { lastEvent = event }
}

@MainActor
@Suite("Actions: action shapes and Selector (B86)")
struct ActionShapeAndSelectorTests {
    // MARK: Action shapes

    @Test("The three action shapes (), (sender), (sender, event) get the right sender and event (B86)")
    func threeActionShapes() throws {
        let input = TestWorld.input()
        let catcher = EventCatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = UIViewController()
        root.view.addSubview(catcher)
        TestWorld.window(root: root)
        #expect(catcher.becomeFirstResponder())
        input.pressKey(.keyboardA)
        let event = try #require(catcher.lastEvent)

        let target = ShapesTarget()
        let button = UIView()
        let application = UIApplication.shared
        #expect(application.sendAction("refresh", to: target, from: button, for: event))
        #expect(application.sendAction("save:", to: target, from: button, for: event))
        #expect(application.sendAction("buttonTapped:forEvent:", to: target, from: button, for: event))
        #expect(application.sendAction("buttonTapped:forEvent:", to: target, from: nil, for: nil))
        #expect(target.calls == ["refresh", "save", "buttonTapped", "buttonTapped"])
        try #require(target.senders.count == 3 && target.events.count == 2)
        #expect((target.senders[0] as? UIView) === button)
        #expect((target.senders[1] as? UIView) === button)
        #expect(target.senders[2] == nil)
        #expect(target.events[0] === event)
        #expect(target.events[1] == nil)
    }

    // MARK: Selector

    @Test("Selector: equality, hashing, string literals and the standard edit action names")
    func selectorBasics() {
        let input = TestWorld.input()
        let literal: Selector = "copy:"
        #expect(literal == Selector("copy:"))
        #expect(literal == .copy)
        #expect(literal != Selector("copy"))
        #expect(literal.name == "copy:")
        #expect(literal.description == "copy:")
        #expect(Set<Selector>(["copy:", Selector("copy:"), .copy, "paste:"]).count == 2)
        let table: [Selector: Int] = ["cut:": 1]
        #expect(table[.cut] == 1)

        let names: [(Selector, String)] = [
            (.cut, "cut:"), (.copy, "copy:"), (.paste, "paste:"), (.select, "select:"),
            (.selectAll, "selectAll:"), (.delete, "delete:"),
            (.makeTextWritingDirectionLeftToRight, "makeTextWritingDirectionLeftToRight:"),
            (.makeTextWritingDirectionRightToLeft, "makeTextWritingDirectionRightToLeft:"),
            (.toggleBoldface, "toggleBoldface:"), (.toggleItalics, "toggleItalics:"),
            (.toggleUnderline, "toggleUnderline:"), (.increaseSize, "increaseSize:"), (.decreaseSize, "decreaseSize:"),
        ]
        for (selector, name) in names {
            #expect(selector.name == name)
        }
        _ = input
    }
}
