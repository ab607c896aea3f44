import Foundation
import ResponderKit
@testable import ResponderKitATSPI
import Testing

/// The accessibility bridge's mapping of UIKit's elements to AT-SPI's roles and states, which a screen
/// reader uses to say what a thing is ("toggle button, checked").
@MainActor
@Suite("AT-SPI roles and states of UIKit's elements")
struct ATSPIMappingTests {
    @Test("Standard views map to the roles Orca knows; a switch's state says whether it is on")
    func rolesAndStates() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(ATSPIRole.of(button) == .pushButton)
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(ATSPIRole.of(toggle) == .toggleButton)
        let states = ATSPIState.of(toggle, in: .shared)
        #expect(states.contains(.checkable) && states.contains(.checked))
        toggle.isEnabled = false
        #expect(!ATSPIState.of(toggle, in: .shared).contains(.enabled))
        #expect(ATSPIRole.of(UISlider()) == .slider)
        #expect(ATSPIRole.of(UITextField()) == .entry)
        let password = UITextField()
        password.isSecureTextEntry = true
        #expect(ATSPIRole.of(password) == .passwordText)
        let label = UILabel()
        label.text = "Hello"
        #expect(ATSPIRole.of(label) == .label)
        label.accessibilityTraits = [.staticText, .header]
        #expect(ATSPIRole.of(label) == .heading)
        #expect(ATSPIRole.of(UIView()) == .panel)
        #expect(ATSPIRole.of(UITableViewCell()) == .listItem)
    }

    @Test("States travel as two 32-bit words, bit n for state n, low word first")
    func stateWords() {
        #expect(ATSPIState.words([.enabled, .checkable]) == [1 << 8, 1 << (41 - 32)])
        #expect(ATSPIState.words([]) == [0, 0])
    }

    @Test("A slider's Value range and a set value that sends .valueChanged")
    func sliderValue() {
        let slider = UISlider()
        slider.maximumValue = 10
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(ATSPIValue.range(of: slider)?.step == 1)
        ATSPIValue.set(slider, to: 7)
        #expect(slider.value == 7)
        #expect(changes == 1)
        ATSPIValue.set(slider, to: .nan)
        #expect(slider.value == 7, "a NaN from the bus changes nothing")
        let actions = ATSPIAction.actions(of: slider).map(\.name)
        #expect(actions == ["click", "increment", "decrement"])
    }
}
