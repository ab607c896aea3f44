import Foundation

/// Turns raw key input into presses and key commands (B132–B140).
///
/// A key down first looks for a key command, from the key window's first responder (or the B72
/// fallback) up the chain; if one matches and someone can perform its action, the command runs and the
/// key is not delivered as a press — its repeats run the command again and its key up is absorbed.
/// After the responders' commands come the system's: ⌘X, ⌘C, ⌘V and ⌘A send `cut:`, `copy:`, `paste:`
/// and `selectAll:` to whoever on the chain can perform them.
/// Otherwise a `UIPress` is made — one object from down to up — and delivered in a `UIPressesEvent`
/// (one object while any key is held) to the key window's first responder: `pressesBegan`, then
/// `pressesChanged` for each autorepeat (a key down while the key is down), then `pressesEnded` — all
/// to the responder that got `pressesBegan`, so a press that began always ends where it began.
@preconcurrency @MainActor
final class KeyDispatcher {
    /// The application that owns this part and outlives it, unretained: a checked `unowned`
    /// reference costs an atomic retain and release on every use (docs/Performance.md); debug builds
    /// check each use (Support/Unretained.swift).
    private let applicationReference: Unretained<UIApplication>
    var application: UIApplication { @inline(__always) get { applicationReference.object } }
    private var down: [UIKeyboardHIDUsage: UIPress] = [:]
    private var event: UIPressesEvent?
    /// Keys whose repeats and key up are absorbed quietly: they went down with no key window.
    private var keysToAbsorb = Set<UIKeyboardHIDUsage>()

    init(application: UIApplication) {
        applicationReference = Unretained(application, heldBy: "the application, which owns its key dispatcher")
    }

    func keyDown(_ input: KeyInput, timestamp: TimeInterval) {
        let time = application.inputPipeline.sanitizer.timestamp(timestamp)
        if keysToAbsorb.contains(input.keyCode) { return }
        if let press = down[input.keyCode] {
            // Autorepeat.
            press.timestampStorage = max(time, press.timestampStorage)
            press.keyStorage = UIKey(input: input)
            if press.consumedByKeyCommand {
                _ = runKeyCommand(for: input, event: currentEvent(time))
                return
            }
            press.phaseStorage = .changed
            deliver(press, time: time)
            return
        }
        guard let keyWindow = application.keyWindowStorage else {
            // No key window: nobody receives keys. Its key up is absorbed quietly.
            keysToAbsorb.insert(input.keyCode)
            return
        }
        let event = currentEvent(time)
        let press = UIPress(key: UIKey(input: input), timestamp: time)
        press.windowStorage = keyWindow
        press.responderStorage = application.typingTarget ?? keyWindow.coordinatelessEventTarget
        down[input.keyCode] = press
        event.pressList.append(press)
        if runKeyCommand(for: input, event: event) {
            press.consumedByKeyCommand = true
            return
        }
        deliver(press, time: time)
    }

    func keyUp(_ input: KeyInput, timestamp: TimeInterval) {
        let time = application.inputPipeline.sanitizer.timestamp(timestamp)
        if keysToAbsorb.remove(input.keyCode) != nil { return }
        guard let press = down.removeValue(forKey: input.keyCode) else {
            application.report(.init(kind: .unknownKey, resolution: .dropped,
                                     message: "key up for \(input.keyCode), which is not down"))
            return
        }
        press.timestampStorage = max(time, press.timestampStorage)
        press.phaseStorage = .ended
        if !press.consumedByKeyCommand { deliver(press, time: time) }
        finish(press)
    }

    /// Every key that is down is cancelled (the system took over).
    func cancelAll(timestamp: TimeInterval) {
        let presses = down.values.sorted { $0.timestampStorage < $1.timestampStorage }
        // The system took over: whatever was pending starts afresh.
        keysToAbsorb.removeAll()
        down.removeAll()
        for press in presses {
            press.phaseStorage = .cancelled
            if !press.consumedByKeyCommand { deliver(press, time: timestamp) }
            finish(press)
        }
    }

    private func currentEvent(_ time: TimeInterval) -> UIPressesEvent {
        if let event { return event }
        let event = UIPressesEvent(timestamp: time)
        self.event = event
        return event
    }

    private func finish(_ press: UIPress) {
        event?.pressList.removeAll { $0 === press }
        if down.isEmpty { event = nil }
    }

    /// Hands the press to its responder through `UIApplication.sendEvent` and the key window.
    private func deliver(_ press: UIPress, time: TimeInterval) {
        let event = currentEvent(time)
        event.timestampStorage = max(time, event.timestampStorage)
        event.changedPress = press
        event.modifierFlagsStorage = press.keyStorage.modifierFlags
        application.sendEvent(event)
        event.changedPress = nil
    }

    /// B138: the first matching command, searched from the first responder up, whose action someone
    /// on the chain performs. Returns whether one ran.
    private func runKeyCommand(for input: KeyInput, event: UIPressesEvent) -> Bool {
        guard let start = application.typingTarget ?? application.keyWindowStorage?.coordinatelessEventTarget else {
            return false
        }
        var responder: UIResponder? = start
        var visited = 0
        while let current = responder, visited < ResponderChainBound.maximumHops {
            for command in current.keyCommands ?? [] where command.matches(input) {
                if let target = start.target(forAction: command.actionStorage, withSender: command) as? UIActionTarget,
                   let method = target.actionMethod(for: command.actionStorage) {
                    method(command, event)
                    return true
                }
            }
            responder = current.next
            visited += 1
        }
        // The system's own commands come last: ⌘X, ⌘C, ⌘V, ⌘A send the standard edit actions to
        // whoever on the chain can perform them, as UIKit's built-in key commands do.
        if input.modifierFlags.chordFlags == .command,
            let action = KeyDispatcher.standardEditCommands[
                input.latinLetter ?? input.charactersIgnoringModifiers.lowercased()],
           let target = start.target(forAction: action, withSender: nil) as? UIActionTarget,
           let method = target.actionMethod(for: action) {
            method(nil, event)
            return true
        }
        return false
    }

    private static let standardEditCommands: [String: Selector] = [
        "x": .cut, "c": .copy, "v": .paste, "a": .selectAll,
    ]
}

extension UIResponder {
    /// B140: a key that went down (or repeated) and reached the end of the chain unhandled types into
    /// the press's first responder when that adopts `UIKeyInput`: Backspace deletes, Return inserts
    /// "\n", a key that produces text inserts it — unless Control or Command is held (a shortcut). An
    /// unhandled Tab moves the focus first (KeyboardFocusNavigation.swift).
    func pressesReachedEndOfChain(_ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        for press in presses {
            if KeyboardFocusNavigation.handle(press, in: UIApplication.shared) { continue }
            guard let input = press.responderStorage as? UIKeyInput else { continue }
            let key = press.keyStorage
            if key.modifierFlags.contains(.control) || key.modifierFlags.contains(.command) { continue }
            switch key.keyCode {
            case .keyboardDeleteOrBackspace: input.deleteBackward()
            case .keyboardReturnOrEnter, .keypadEnter: input.insertText("\n")
            default:
                // An arrow, Escape, F1 …: its strings are UIKit's input names, not text.
                if key.input.isSpecialKey { continue }
                // Text, without control characters (a backend may report "\u{8}" for Backspace).
                var text = String.UnicodeScalarView()
                for scalar in key.characters.unicodeScalars
                where scalar == "\t" || scalar.properties.generalCategory != .control {
                    text.append(scalar)
                }
                if !text.isEmpty { input.insertText(String(text)) }
            }
        }
    }
}
