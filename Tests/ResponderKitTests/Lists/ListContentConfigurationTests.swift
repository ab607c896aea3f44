import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIListContentConfiguration and UIListContentView as app code uses them: a configuration filled in
// and applied, the view updated in place by a new one, the styles' defaults, disabled state, and a
// touch on the text reaching whatever is under it in the chain.

private final class Recorder: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

@MainActor
@Suite("List content configurations")
struct ListContentConfigurationTests {
    @Test("The styles' defaults: body text in .label, a subheadline subtitle, valueCell side by side")
    func defaults() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label)
        #expect(
            UIListContentConfiguration.subtitleCell().secondaryTextProperties.font
                == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
    }

    @Test("makeContentView shows the configuration; a new one updates the same view; its height follows the text")
    func makeAndUpdate() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Milk"
        let view = content.makeContentView()
        #expect(view is UIListContentView)
        #expect(view.supports(content))
        let oneLine = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        content.secondaryText = "2 litres"
        view.configuration = content
        let twoLines = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(twoLines > oneLine)
        #expect((view.configuration as? UIListContentConfiguration)?.secondaryText == "2 litres")
        #expect(oneLine >= 11 + 11 + 17)  // the margins and a line of body text
    }

    @Test("updated(for:) greys the text of a disabled cell and leaves an enabled one as it is")
    func disabledState() {
        var content = UIListContentConfiguration.cell()
        content.text = "Archive"
        var state = UICellConfigurationState(traitCollection: UITraitCollection.current)
        #expect(content.updated(for: state) == content)
        state.isDisabled = true
        #expect(content.updated(for: state).textProperties.color == .secondaryLabel)
    }

    @Test("A background configuration turns grey while its cell is selected, unless the app set a colour")
    func backgrounds() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        var state = UICellConfigurationState(traitCollection: UITraitCollection.current)
        #expect(plain.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemBackground)
        state.isSelected = true
        #expect(plain.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        var fixed = plain
        fixed.backgroundColor = .red
        #expect(fixed.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .red)
        #expect(UIBackgroundConfiguration.clear().resolvedBackgroundColor(for: .systemBlue) == .clear)
    }

    @Test("A touch on a list content view's text goes up the chain to the view it sits in")
    func touchesGoUpTheChain() {
        let input = TestWorld.input()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let row = Recorder(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "Tap me"
        let view = content.makeContentView()
        view.frame = row.bounds
        row.addSubview(view)
        window.addSubview(row)
        window.makeKeyAndVisible()
        view.layoutIfNeeded()
        let hit = window.hitTest(CGPoint(x: 30, y: 122), with: nil)
        #expect(hit === view, "the labels take no touches; the content view is the hit view")
        input.tap(at: CGPoint(x: 30, y: 122))
        #expect(row.began == 1)
        window.isHidden = true
    }
}
