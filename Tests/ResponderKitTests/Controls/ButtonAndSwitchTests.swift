import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIButton and UISwitch: the events a tap sends, titles by state, toggling (B97, B99).

@MainActor
@Suite("UIButton and UISwitch (B97, B99)")
struct ButtonAndSwitchTests {
    private static let frame = CGRect(x: 100, y: 300, width: 100, height: 50)
    private static let center = CGPoint(x: 150, y: 325)

    // MARK: UIButton

    @Test("A button tap sends touchDown, touchUpInside, then primaryActionTriggered (B99)")
    func buttonTapSendsPrimaryAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = UIButton(frame: Self.frame)
        for (name, event) in [("touchDown", UIControl.Event.touchDown), ("touchUpInside", .touchUpInside),
            ("touchUpOutside", .touchUpOutside), ("primaryActionTriggered", .primaryActionTriggered),
        ] {
            button.addAction(UIAction { _ in log.record(name) }, for: event)
        }
        showWindow(with: [button])

        input.tap(at: Self.center)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])

        // Released outside: no primary action.
        log.clear()
        input.advance(by: 2)
        input.drag(from: Self.center, to: CGPoint(x: 350, y: 700))
        #expect(log.entries == ["touchDown", "touchUpOutside"])
    }

    @Test("UIButton(type:primaryAction:) runs the action on a tap and keeps its type; buttonType defaults")
    func buttonTypeAndPrimaryAction() {
        let input = TestWorld.input()
        let log = EventLog()
        let button = UIButton(type: .custom, primaryAction: UIAction { action in
            log.record(action.sender is UIButton ? "primary from a button" : "primary")
        })
        button.frame = Self.frame
        #expect(button.buttonType == .custom)
        #expect(UIButton(primaryAction: nil).buttonType == .system)
        #expect(UIButton(type: .contactAdd).buttonType == .contactAdd)
        #expect(UIButton(type: .close).frame == .zero)
        #expect(UIButton(frame: Self.frame).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        showWindow(with: [button])

        input.tap(at: Self.center)
        #expect(log.entries == ["primary from a button"])
    }

    @Test("setTitle/title(for:): a state with no title of its own falls back to .normal")
    func buttonTitles() {
        let input = TestWorld.input()
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil)
        #expect(button.currentTitle == nil)

        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.title(for: .disabled) == "Save")

        button.setTitle("Saving…", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Saving…")
        #expect(button.title(for: .normal) == "Save")

        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Save")
        _ = input
    }

    @Test("currentTitle follows the state: highlighted while a finger is down, disabled, selected (B97)")
    func buttonCurrentTitleFollowsState() {
        let input = TestWorld.input()
        let button = UIButton(frame: Self.frame)
        button.setTitle("Save", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitle("Off", for: .disabled)
        button.setTitle("On", for: .selected)
        showWindow(with: [button])
        #expect(button.currentTitle == "Save")

        let finger = input.touchDown(at: Self.center)
        #expect(button.currentTitle == "Pressed")
        input.move(finger, to: CGPoint(x: 350, y: 700))  // out past the gutter: not highlighted
        #expect(button.currentTitle == "Save")
        input.move(finger, to: Self.center)
        #expect(button.currentTitle == "Pressed")
        input.lift(finger, at: Self.center)
        #expect(button.currentTitle == "Save")

        button.isSelected = true
        #expect(button.currentTitle == "On")
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitle == "Off")
    }

    // MARK: UISwitch

    @Test("Tapping a UISwitch toggles isOn and sends valueChanged, with the new value visible (B99)")
    func switchToggles() {
        let input = TestWorld.input()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        var seen: [Bool] = []
        toggle.addAction(UIAction { action in
            if let sender = action.sender as? UISwitch { seen.append(sender.isOn) }
        }, for: .valueChanged)
        showWindow(with: [toggle])
        let center = input.screenPoint(of: toggle)

        input.tap(at: center)
        #expect(toggle.isOn)
        #expect(seen == [true])
        input.advance(by: 2)
        input.tap(at: center)
        #expect(!toggle.isOn)
        #expect(seen == [true, false])
    }

    @Test("setOn and isOn send nothing; a touch released outside does not toggle (B99)")
    func switchProgrammaticAndOutside() {
        let input = TestWorld.input()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 51, height: 31))
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        showWindow(with: [toggle])

        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn)
        #expect(changes == 0)

        input.drag(from: input.screenPoint(of: toggle), to: CGPoint(x: 350, y: 700))
        #expect(!toggle.isOn)
        #expect(changes == 0)
    }
}
