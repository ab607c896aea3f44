import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// iOS 15 button configurations as modern iOS code writes them: the events stay a button's, the update
// handler runs once per state change (highlighted under a finger, selected, disabled) in the next layout.

@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
    @Test("""
        UIButton(configuration:primaryAction:): a tap runs the action; the update handler sees the highlight come \
        and go
        """)
    func tapAndUpdateHandler() {
        let input = TestWorld.input()
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        config.cornerStyle = .capsule
        var log: [String] = []
        let pay = UIButton(configuration: config, primaryAction: UIAction { _ in log.append("paid") })
        pay.configurationUpdateHandler = { button in
            log.append(button.isHighlighted ? "update highlighted" : "update normal")
        }
        pay.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        showWindow(with: [pay])
        input.advance(by: 0.1)
        #expect(log == ["update normal"])
        #expect(pay.currentTitle == "Pay")

        input.tap(at: CGPoint(x: 160, y: 122))
        #expect(log == ["update normal", "update highlighted", "paid", "update normal"])
    }

    @Test("Several requests before the layout make one update; a change that is not a change makes none")
    func updatesCoalesce() {
        let input = TestWorld.input()
        var count = 0
        let button = UIButton(configuration: .gray())
        button.configurationUpdateHandler = { _ in count += 1 }
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        showWindow(with: [button])
        input.advance(by: 0.1)
        count = 0
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        button.configuration?.title = "Again"
        button.layoutIfNeeded()
        #expect(count == 1)
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(count == 1)
    }

    @Test("""
        updated(for:) resolves colours by state and the corner style to a radius; the intrinsic size is the title \
        plus the size's insets
        """)
    func resolvedLook() {
        _ = TestWorld.input()
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let resolved = button.configuration!.updated(for: button)
        #expect(resolved.baseForegroundColor == .white)
        #expect(resolved.background.backgroundColor == .systemBlue)
        #expect(resolved.background.cornerRadius == 20)
        button.isEnabled = false
        #expect(button.configuration!.updated(for: button).baseForegroundColor == .tertiaryLabel)

        let size = button.intrinsicContentSize
        let title = UIFont.metricsSource.size(of: "Go", font: .systemFont(ofSize: 17))
        #expect(size == CGSize(width: title.width + 24, height: title.height + 14))
        var large = config
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.contentInsets = .zero
        large.buttonSize = .small
        #expect(large.contentInsets == .zero)
        #expect(UIButton.Configuration.plain().updated(for: UIButton(type: .system)).background.backgroundColor == nil)
    }
}
