import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Key commands: a matching key down runs the command's action on the first responder of the chain
// that performs it, instead of being delivered as a press (B138).

/// What happened, in order: `"field.reload:"` for an action, `"field.pressesBegan(r)"` for a press.
@MainActor
private final class CommandJournal {
    var entries: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []
}

/// A view that offers `commands`, performs the actions in `performs` (recording them) and records
/// the presses that reach it without passing them on.
@MainActor
private final class CommandView: UIView {
    let name: String
    let journal: CommandJournal
    var commands: [UIKeyCommand]?
    var performs: Set<Selector> = []

    init(_ name: String, journal: CommandJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        guard performs.contains(action) else { return super.actionMethod(for: action) }
        return { [journal, name] sender, event in
            journal.entries.append("\(name).\(action)")
            journal.senders.append(sender)
            journal.events.append(event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesBegan(\(describe(presses)))")
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesChanged(\(describe(presses)))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesEnded(\(describe(presses)))")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesCancelled(\(describe(presses)))")
    }
}

/// A view controller that offers `commands` and performs the actions in `performs`.
@MainActor
private final class CommandController: UIViewController {
    let name: String
    let journal: CommandJournal
    var commands: [UIKeyCommand]?
    var performs: Set<Selector> = []

    init(_ name: String, journal: CommandJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override var keyCommands: [UIKeyCommand]? { commands }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        guard performs.contains(action) else { return super.actionMethod(for: action) }
        return { [journal, name] sender, event in
            journal.entries.append("\(name).\(action)")
            journal.senders.append(sender)
            journal.events.append(event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesBegan(\(describe(presses)))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        journal.entries.append("\(name).pressesEnded(\(describe(presses)))")
    }
}

@MainActor
private func describe(_ presses: Set<UIPress>) -> String {
    presses.compactMap(\.key).map { key in
        key.charactersIgnoringModifiers.isEmpty ? "\(key.keyCode)" : key.charactersIgnoringModifiers
    }.sorted().joined(separator: ",")
}

/// A key window whose root controller `vc` holds `field`, the first responder.
@MainActor
private struct CommandScene {
    let journal = CommandJournal()
    let vc: CommandController
    let field: CommandView
    let window: UIWindow

    init() {
        vc = CommandController("vc", journal: journal)
        field = CommandView("field", journal: journal)
        vc.view.addSubview(field)
        window = TestWorld.window(root: vc)
        #expect(field.becomeFirstResponder())
    }
}

@MainActor
@Suite("Key commands (B138)")
struct KeyCommandTests {
    private let reload: Selector = "reload:"
    private let commandR = KeyInput(keyCode: .keyboardR, characters: "r", modifierFlags: .command)

    @Test("A matching key down runs the command's action and is not delivered as a press (B138)")
    func matchingKeyRunsAction() throws {
        let input = TestWorld.input()
        let scene = CommandScene()
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: reload)
        scene.field.commands = [command]
        scene.field.performs = [reload]

        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["field.reload:"])  // no pressesBegan, no pressesEnded
        #expect((scene.journal.senders.first as? UIKeyCommand) === command)  // the sender is the command
        let event = try #require(scene.journal.events.first ?? nil)
        #expect(event.type == .presses)

        // Without the modifier it is an ordinary key.
        input.pressKey(.keyboardR)
        #expect(scene.journal.entries == ["field.reload:", "field.pressesBegan(r)", "field.pressesEnded(r)"])
    }

    @Test("Commands of a responder higher in the chain (a view controller) are found from the first responder (B138)")
    func commandsOfHigherResponders() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.vc.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: reload)]
        scene.vc.performs = [reload]

        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["vc.reload:"])

        // The action goes to the first responder of the chain that performs it, even when the
        // command is declared above it.
        scene.journal.entries.removeAll()
        scene.field.performs = [reload]
        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["field.reload:"])
    }

    @Test("The first matching command wins, in the list and along the chain (B138)")
    func firstMatchingCommandWins() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.field.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "first:"),
                                UIKeyCommand(input: "r", modifierFlags: .command, action: "second:")]
        scene.field.performs = ["first:", "second:"]
        scene.vc.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "third:")]
        scene.vc.performs = ["third:"]

        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["field.first:"])

        scene.field.commands = nil  // now the controller's is the first found
        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["field.first:", "vc.third:"])
    }

    @Test("Modifier flags must match exactly; Caps Lock is ignored (B138)")
    func modifiersMatchExactly() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.field.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: reload),
                                UIKeyCommand(input: "r", modifierFlags: [.command, .shift], action: "hardReload:")]
        scene.field.performs = [reload, "hardReload:"]

        input.pressKey(.keyboardR, modifiers: [.command, .shift])  // ⇧⌘R is not ⌘R
        #expect(scene.journal.entries == ["field.hardReload:"])

        scene.field.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: reload)]
        scene.journal.entries.removeAll()
        input.pressKey(.keyboardR, modifiers: [.command, .shift])
        input.pressKey(.keyboardR, modifiers: [.command, .alternate])
        input.pressKey(.keyboardR, modifiers: [.command, .control])
        let throughAsPress = ["field.pressesBegan(r)", "field.pressesEnded(r)"]
        #expect(scene.journal.entries == throughAsPress + throughAsPress + throughAsPress)

        scene.journal.entries.removeAll()
        input.press(KeyInput(keyCode: .keyboardR, characters: "R", charactersIgnoringModifiers: "r",
                             modifierFlags: [.command, .alphaShift]))  // Caps Lock on
        #expect(scene.journal.entries == ["field.reload:"])
    }

    @Test("Special inputs (arrows, Escape, F1) match their keys (B138)")
    func specialInputs() {
        let input = TestWorld.input()
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
        let scene = CommandScene()
        scene.field.commands = [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp:"),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismiss:"),
            UIKeyCommand(input: UIKeyCommand.f1, modifierFlags: [], action: "help:"),
        ]
        scene.field.performs = ["moveUp:", "dismiss:", "help:"]

        input.pressKey(.keyboardUpArrow)
        input.pressKey(.keyboardEscape)
        input.pressKey(.keyboardF1)
        #expect(scene.journal.entries == ["field.moveUp:", "field.dismiss:", "field.help:"])

        scene.journal.entries.removeAll()
        input.pressKey(.keyboardDownArrow)  // no command for it
        input.pressKey(.keyboardF2)
        // The keys' strings are UIKit's input names, as iOS reports them.
        #expect(
            scene.journal.entries == [
                "field.pressesBegan(UIKeyInputDownArrow)", "field.pressesEnded(UIKeyInputDownArrow)",
                                          "field.pressesBegan(UIKeyInputF2)", "field.pressesEnded(UIKeyInputF2)"])
    }

    @Test("A command whose action nobody can perform lets the key through as a press (B138)")
    func unperformableCommandLetsKeyThrough() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.field.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: "nobodyDoesThis:")]

        input.pressKey(.keyboardR, modifiers: .command)
        #expect(scene.journal.entries == ["field.pressesBegan(r)", "field.pressesEnded(r)"])
    }

    @Test("Autorepeat of a command's key repeats the command, still without presses (B138)")
    func autorepeatRepeatsCommand() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.field.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: reload)]
        scene.field.performs = [reload]

        input.keyDown(commandR)
        input.keyDown(commandR)
        input.keyDown(commandR)
        input.keyUp(commandR)
        #expect(scene.journal.entries == ["field.reload:", "field.reload:", "field.reload:"])
    }

    @Test("UIKeyCommand(title:action:input:modifierFlags:) keeps what it was given")
    func initialiserProperties() {
        let input = TestWorld.input()
        let command = UIKeyCommand(title: "Reload", action: reload, input: "r", modifierFlags: [.command, .shift])
        #expect(command.title == "Reload")
        #expect(command.action == reload)
        #expect(command.input == "r")
        #expect(command.modifierFlags == [.command, .shift])
        #expect(command.discoverabilityTitle == nil)
        #expect(!command.wantsPriorityOverSystemBehavior)

        let titled = UIKeyCommand(title: "Help", action: "help:", input: UIKeyCommand.f1,
                                  discoverabilityTitle: "Show help")
        #expect(titled.modifierFlags == [])
        #expect(titled.input == UIKeyCommand.f1)
        #expect(titled.discoverabilityTitle == "Show help")

        let plain = UIKeyCommand(input: "x", modifierFlags: .control, action: "cut:")
        #expect(plain.title == "")
        #expect(plain.action == .cut)
        #expect(plain.modifierFlags == .control)
        _ = input
    }

    @Test("⌘C/⌘V/⌘X/⌘A send copy/paste/cut/selectAll to whoever on the chain performs them (B138, B70)")
    func standardEditShortcuts() {
        let input = TestWorld.input()
        let scene = CommandScene()
        scene.field.performs = [.copy, .cut, .selectAll]
        scene.vc.performs = [.paste]

        input.pressKey(.keyboardC, modifiers: .command)
        input.pressKey(.keyboardV, modifiers: .command)
        input.pressKey(.keyboardX, modifiers: .command)
        input.pressKey(.keyboardA, modifiers: .command)
        #expect(scene.journal.entries == ["field.copy:", "vc.paste:", "field.cut:", "field.selectAll:"])
        #expect(scene.journal.events.allSatisfy { $0?.type == .presses })

        // Nobody copies: ⌘C is an ordinary key.
        scene.journal.entries.removeAll()
        scene.field.performs = []
        input.pressKey(.keyboardC, modifiers: .command)
        #expect(scene.journal.entries == ["field.pressesBegan(c)", "field.pressesEnded(c)"])
    }

    @Test("""
        B138: a key command for Return (\"\\r\") fires; typed text keeps zero-width joiners; ⌘C works on a \
        non-Latin layout
        """)
    func keyDetails() {
        let input = TestWorld.input()
        final class Commands: UIViewController {
            var fired: [String] = []
            var copied = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "\r", modifierFlags: .command, action: "send:")]
            }
            override func actionMethod(for action: Selector) -> UIActionMethod? {
                switch action {
                case "send:": return { [weak self] _, _ in self?.fired.append("send") }
                case .copy: return { [weak self] _, _ in self?.copied += 1 }
                default: return super.actionMethod(for: action)
                }
            }
        }
        let controller = Commands()
        TestWorld.window(root: controller)
        #expect(controller.becomeFirstResponder())
        input.pressKey(.keyboardReturnOrEnter, modifiers: .command)
        #expect(controller.fired == ["send"])
        input.press(
            KeyInput(keyCode: .keyboardC, characters: "с", charactersIgnoringModifiers: "с", modifierFlags: .command))
        #expect(controller.copied == 1)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let family = "👨\u{200D}👩\u{200D}👧"
        input.press(KeyInput(keyCode: .keyboardErrorUndefined, characters: family))
        #expect(field.text == family)
    }
}
