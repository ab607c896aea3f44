import Foundation
import ResponderKit

// Article B, §3.1: which views can take touches at all. Orange contains blue contains yellow; a view
// that cannot take touches (interaction off, hidden, nearly transparent) takes its subviews with it.
// Article A: a subview sticking out of its parent's bounds cannot be touched there.

final class NamedView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesBegan")
    }
}

/// A parent that lets its sticking-out subviews be touched (Article A's suggestion).
final class GenerousParent: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        return subviews.contains { $0.point(inside: $0.convert(point, from: self), with: event) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("\(accessibilityIdentifier ?? "view"): touchesBegan")
    }
}

final class HitTestRulesViewController: UIViewController {
    let orange = NamedView(frame: CGRect(x: 20, y: 60, width: 350, height: 350))
    let blue = NamedView(frame: CGRect(x: 50, y: 50, width: 250, height: 250))
    let yellow = NamedView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    let parentView = NamedView(frame: CGRect(x: 20, y: 450, width: 150, height: 150))
    let generousParent = GenerousParent(frame: CGRect(x: 200, y: 450, width: 150, height: 150))
    let stickingOut = NamedView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let stickingOut2 = NamedView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        for (view, name, color) in [
            (orange, "orange", UIColor.orange), (blue, "blue", .blue), (yellow, "yellow", .yellow),
                                    (parentView, "parent", .gray), (stickingOut, "childSticksOut", .green),
            (generousParent, "generousParent", .gray), (stickingOut2, "child2SticksOut", .green),
        ] {
            view.accessibilityIdentifier = name
            view.backgroundColor = color
        }
        label.text = "a label on top of yellow"
        orange.addSubview(blue)
        blue.addSubview(yellow)
        yellow.addSubview(label)
        parentView.addSubview(stickingOut)
        generousParent.addSubview(stickingOut2)
        view.addSubview(orange)
        view.addSubview(parentView)
        view.addSubview(generousParent)
    }
}

extension SeedScenarios {
    static let hitTestRules = Scenario(
        name: "hit-test-rules",
        title: "Who can take a touch: interaction, hidden, alpha, bounds",
        claim:
            """
                A view with interaction off, hidden or alpha < 0.01 takes no touch and hides its subviews (H2, H5); a \
                label passes touches through (H6); a subview cannot be touched outside its parent's bounds unless the \
                parent's point(inside:) says so (H4).
                """
    ) { context in
        let c = HitTestRulesViewController()
        let window = context.showWindow(root: c)
        let onYellow = context.center(of: c.yellow)
        let onLabel = context.center(of: c.label)
        context.input.tap(at: onYellow)
        context.input.tap(at: onLabel)
        context.note("the label does not take touches: yellow behind it got it")
        c.blue.isUserInteractionEnabled = false
        context.note("blue.isUserInteractionEnabled = false")
        context.input.tap(at: onYellow)
        c.blue.isUserInteractionEnabled = true
        c.blue.isHidden = true
        context.note("blue.isUserInteractionEnabled = true; blue.isHidden = true")
        context.input.tap(at: onYellow)
        c.blue.isHidden = false
        c.blue.alpha = 0.005
        context.note("blue.isHidden = false; blue.alpha = 0.005")
        context.input.tap(at: onYellow)
        c.blue.alpha = 0.01
        context.note("blue.alpha = 0.01 (not below 0.01)")
        context.input.tap(at: onYellow)
        let outside = context.input.screenPoint(CGPoint(x: 175, y: 175), in: c.parentView)
        context.input.tap(at: outside)
        context.note("(175, 175) in parent is on childSticksOut but outside parent's bounds")
        let outside2 = context.input.screenPoint(CGPoint(x: 175, y: 175), in: c.generousParent)
        context.input.tap(at: outside2)
        context.note("generousParent's point(inside:) also accepts points on its subviews")
        _ = window
    }
}
