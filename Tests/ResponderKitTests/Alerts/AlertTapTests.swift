import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIAlertController and UIAlertAction driven by taps, as a person uses an alert: the handler runs
// once, after the dismissal has finished; the buttons highlight and cancel as UIKit's do; nothing
// under the alert hears a touch (docs/Alerts.md).

/// An alert that logs its disappearance, to order it against the handlers.
private final class LoggingAlert: UIAlertController {
    var log: EventLog?
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?.record("alert.didDisappear")
    }
}

/// The typical app code: a screen that asks before deleting.
private final class NotesController: UIViewController {
    var deleted = 0
    func delete() { deleted += 1 }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
        present(alert, animated: true)
    }
}

@MainActor
@Suite("UIAlertController: taps, the handler after the dismissal, highlight, touches under the alert")
struct AlertTapTests {
    @Test("The typical 'Delete?' alert: Delete dismisses the alert, then deletes, once")
    func typicalDeleteAlert() {
        let notes = NotesController()
        let screen = AlertScreen(root: notes)
        notes.confirmDelete()
        screen.finishTransition()
        guard let alert = notes.presentedViewController as? UIAlertController else {
            Issue.record("no alert was presented")
            return
        }
        #expect(alert.view.window === screen.window)
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone.")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        screen.tap("Delete", in: alert)
        #expect(notes.deleted == 0, "the handler waits for the dismissal")
        screen.finishTransition()
        #expect(notes.deleted == 1)
        #expect(notes.presentedViewController == nil && alert.view.window == nil)
        #expect(screen.log.entries.isEmpty, "no touch reached the screen under the alert")
    }

    @Test("The handler runs after the dismissal has finished: the alert is gone, the presenter presents nothing")
    func handlerAfterDismissal() {
        let screen = AlertScreen()
        let alert = LoggingAlert(title: "Save?", message: nil, preferredStyle: .alert)
        alert.log = screen.log
        var seen: [String] = []
        alert.addAction(UIAlertAction(title: "Save", style: .default) { action in
            screen.log.record("handler(\(action.title ?? ""))")
                seen.append(
                    "presented: \(screen.home.presentedViewController != nil), in window: \(alert.view.window != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in screen.log.record("cancel") })
        screen.present(alert)
        screen.tap("Save", in: alert)
        #expect(screen.log.entries.isEmpty)
        #expect(alert.isBeingDismissed, "the dismissal started with the tap")
        screen.input.advance(by: 0.1)
        #expect(screen.log.entries.isEmpty, "an animated dismissal takes 0.3 s")
        screen.finishTransition()
        #expect(screen.log.entries == ["alert.didDisappear", "handler(Save)"])
        #expect(seen == ["presented: false, in window: false"])
    }

    @Test("A double tap, or a tap on another button during the dismissal, chooses nothing more")
    func onlyOnce() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Go?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in screen.log.record("Stay") })
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in screen.log.record("Go") })
        screen.present(alert)
        let go = screen.point(of: "Go", in: alert), stay = screen.point(of: "Stay", in: alert)
        screen.input.doubleTap(at: go)
        screen.input.tap(at: stay)
        screen.finishTransition()
        #expect(screen.log.entries == ["Go"])
        screen.input.tap(at: go)
        screen.finishTransition()
        #expect(screen.log.entries == ["Go", "underneath.touchesBegan(1)", "underneath.touchesEnded(1)"],
                "once the alert is gone, the tap reaches the screen; the handler does not run again")
    }

    @Test("A button highlights while touched; dragging off it unhighlights it and lifting there chooses nothing")
    func highlightAndDragOff() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in screen.log.record("OK") })
        screen.present(alert)
        guard let ok = screen.button("OK", in: alert) else {
            Issue.record("no OK button")
            return
        }
        let center = screen.input.screenPoint(of: ok)
        let finger = screen.input.touchDown(at: center)
        #expect(ok.isHighlighted)
        // 30 points below: outside the button, though inside UIControl's 70-point tracking gutter.
        let below = CGPoint(x: center.x, y: center.y + 30)
        screen.input.move(finger, to: below)
        #expect(!ok.isHighlighted)
        screen.input.move(finger, to: center)
        #expect(ok.isHighlighted, "back on the button, it highlights again")
        screen.input.move(finger, to: below)
        screen.input.lift(finger, at: below)
        screen.finishTransition()
        #expect(!ok.isHighlighted)
        #expect(screen.log.entries.isEmpty)
        #expect(alert.view.window != nil, "the alert stays up")
        screen.tap("OK", in: alert)
        screen.finishTransition()
        #expect(screen.log.entries == ["OK"])
    }

    @Test("The highlight follows the finger from one button to the next; lifting there chooses that one")
    func slideToAnotherButton() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Keep?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in screen.log.record("Discard") })
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in screen.log.record("Keep") })
        screen.present(alert)
        guard let keep = screen.button("Keep", in: alert), let discard = screen.button("Discard", in: alert) else {
            Issue.record("no buttons")
            return
        }
        let keepPoint = screen.input.screenPoint(of: keep), discardPoint = screen.input.screenPoint(of: discard)
        let finger = screen.input.touchDown(at: keepPoint)
        #expect(keep.isHighlighted && !discard.isHighlighted)
        screen.input.move(finger, to: discardPoint)
        #expect(!keep.isHighlighted && discard.isHighlighted)
        screen.input.lift(finger, at: discardPoint)
        #expect(!keep.isHighlighted && !discard.isHighlighted)
        screen.finishTransition()
        #expect(screen.log.entries == ["Discard"])
    }

    @Test("A disabled action's button does nothing; enabled again, it works")
    func disabledAction() {
        let screen = AlertScreen()
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in screen.log.record("Save") }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(alert)
        #expect(screen.button("Save", in: alert)?.isEnabled == false)
        screen.tap("Save", in: alert)
        screen.finishTransition()
        #expect(screen.log.entries.isEmpty && alert.view.window != nil)
        save.isEnabled = true
        #expect(screen.button("Save", in: alert)?.isEnabled == true)
        screen.tap("Save", in: alert)
        screen.finishTransition()
        #expect(screen.log.entries == ["Save"])
    }

    @Test("While an alert is up, neither the views under it nor the presenter get a touch — outside the box or on it")
    func touchesUnderTheAlert() {
        let home = RecordingViewController("home", log: EventLog())
        let screen = AlertScreen(root: home)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in screen.log.record("OK") })
        screen.present(alert)
        screen.input.tap(at: CGPoint(x: 20, y: 20))
        screen.input.tap(at: CGPoint(x: 195, y: 800))
        screen.input.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 370, y: 400))
        guard let ok = screen.button("OK", in: alert) else {
            Issue.record("no OK button")
            return
        }
        // Just above the button: the box, over the message.
        screen.input.tap(
            at: CGPoint(x: screen.input.screenPoint(of: ok).x, y: ok.convert(CGPoint.zero, to: nil).y - 10))
        screen.finishTransition()
        #expect(screen.log.entries.isEmpty)
        #expect(home.log.entries.filter { $0.contains("touches") }.isEmpty)
        #expect(alert.view.window != nil, "a tap outside an alert does not dismiss it")
        screen.tap("OK", in: alert)
        screen.finishTransition()
        #expect(screen.log.entries == ["OK"])
        screen.input.tap(at: CGPoint(x: 20, y: 20))
        #expect(screen.log.entries == ["OK", "underneath.touchesBegan(1)", "underneath.touchesEnded(1)"],
                "once the alert is gone, the screen gets its touches again")
    }

    @Test("Two actions sit side by side, the cancel action on the left; three are stacked, the cancel action last")
    func buttonArrangement() {
        let screen = AlertScreen()
        let pair = UIAlertController(title: "Pair", message: nil, preferredStyle: .alert)
        pair.addAction(UIAlertAction(title: "OK", style: .default))
        pair.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(pair)
        let ok = screen.point(of: "OK", in: pair), cancel = screen.point(of: "Cancel", in: pair)
        #expect(ok.y == cancel.y && cancel.x < ok.x)
        pair.dismiss(animated: false)
        screen.finishTransition()

        let three = UIAlertController(title: "Three", message: nil, preferredStyle: .alert)
        three.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        three.addAction(UIAlertAction(title: "One", style: .default))
        three.addAction(UIAlertAction(title: "Two", style: .destructive))
        screen.present(three)
        let ys = ["One", "Two", "Cancel"].map { screen.point(of: $0, in: three).y }
        #expect(ys[0] < ys[1] && ys[1] < ys[2])
        #expect(Set(["One", "Two", "Cancel"].map { screen.point(of: $0, in: three).x }).count == 1)
    }
}
