import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("recursiveDescription(): the tree with what decides where touches go")
struct RecursiveDescriptionTests {
    @Test("Each view a line, indented by depth, with its flags, recognizers and constraints")
    func dump() {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        card.accessibilityIdentifier = "card"
        card.clipsToBounds = true
        card.addGestureRecognizer(UITapGestureRecognizer())
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(button)
        button.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        card.addSubview(hidden)

        let lines = card.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("<UIView 'card'; frame = (20 100; 350 200)"))
        #expect(lines[0].contains("clipsToBounds = YES"))
        #expect(lines[0].contains("gestureRecognizers = [UITapGestureRecognizer possible]"))
        #expect(lines[1].hasPrefix("   | <UIButton"))
        #expect(lines[1].contains("constraints = 1"))
        #expect(lines[1].contains("translatesAutoresizingMaskIntoConstraints = NO"))
        #expect(lines[2].hasPrefix("   | <UIView") && lines[2].contains("hidden = YES"))
        #expect(lines.allSatisfy { $0.hasSuffix(">") })
    }
}
