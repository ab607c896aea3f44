import ResponderKit
import ResponderKitTesting
import Testing

// Constraints, anchors and guides are NSObjects, as in UIKit: the everyday code that finds a
// constraint in a view's list, keeps constraints in a Set, or compares an anchor, written as an app
// writes it.

/// A card whose height constraint starts as a placeholder and is made in viewDidLoad.
private final class CardViewController: UIViewController {
    let card = UIView()
    var heightConstraint = NSLayoutConstraint()
    var activeConstraints = Set<NSLayoutConstraint>()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        heightConstraint = card.heightAnchor.constraint(equalToConstant: 120)
        let pinned = [
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            heightConstraint,
        ]
        NSLayoutConstraint.activate(pinned)
        activeConstraints.formUnion(pinned)
    }
}

@MainActor
@Suite("NSLayoutConstraint, NSLayoutAnchor and UILayoutGuide are NSObjects")
struct ConstraintObjectTests {
    @Test("view.constraints.contains(c), firstIndex(of:), Set membership and == are identity, as NSObject's")
    func constraintsInCollections() {
        _ = TestWorld.input()
        let screen = CardViewController()
        TestWorld.window(root: screen)
        screen.view.layoutIfNeeded()
        // A constraint to a constant is installed on its view, one between views on their common ancestor.
        #expect(screen.card.constraints.contains(screen.heightConstraint))
        #expect(screen.card.constraints.firstIndex(of: screen.heightConstraint) == 0)
        #expect(screen.view.constraints.count == 3)
        #expect(screen.activeConstraints.count == 4)
        #expect(screen.activeConstraints.contains(screen.heightConstraint))
        let twin = screen.card.heightAnchor.constraint(equalToConstant: 120)
        #expect(twin != screen.heightConstraint, "two constraints that say the same are still two objects")
        #expect(!screen.activeConstraints.contains(twin))
        #expect(screen.heightConstraint == screen.heightConstraint)
        #expect(screen.heightConstraint.isEqual(screen.heightConstraint))
        #expect(screen.card.frame == CGRect(x: 0, y: 20, width: 390, height: 120))

        screen.heightConstraint.isActive = false
        #expect(!screen.card.constraints.contains(screen.heightConstraint))
        let object: NSObject = screen.heightConstraint
        #expect(object.description.contains("NSLayoutConstraint"))
    }

    @Test("NSLayoutConstraint() is a placeholder: activating it is reported and changes nothing")
    func placeholderConstraint() {
        _ = TestWorld.input()
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem != nil || placeholder.firstAttribute == .notAnAttribute)
        #expect(placeholder.secondItem == nil)
        #expect(placeholder.multiplier == 1 && placeholder.constant == 0)
        let reports = TestWorld.diagnostics { placeholder.isActive = true }
        #expect(reports.map(\.kind) == [.invalidConstraint])
        #expect(!placeholder.isActive)
    }

    @Test("An anchor equals the same attribute of the same view, whichever way it was reached")
    func anchorsCompare() {
        let view = UIView()
        let other = UIView()
        let constraint = view.topAnchor.constraint(equalTo: other.bottomAnchor)
        #expect(constraint.firstAnchor == view.topAnchor)
        #expect(constraint.secondAnchor == other.bottomAnchor)
        #expect(view.topAnchor.isEqual(view.topAnchor))
        #expect(!view.topAnchor.isEqual(view.bottomAnchor))
        #expect(!view.topAnchor.isEqual(other.topAnchor))
        #expect(Set([view.topAnchor, view.topAnchor, other.topAnchor]).count == 2)
        #expect(view.widthAnchor.hash == view.widthAnchor.hash)
    }

    @Test("layoutGuides.contains(guide) and firstIndex(of:) find a guide the view owns")
    func guidesInLists() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        view.addLayoutGuide(spacer)
        #expect(view.layoutGuides.contains(spacer))
        #expect(view.layoutGuides.firstIndex(of: spacer) == view.layoutGuides.count - 1)
        #expect(!view.layoutGuides.contains(UILayoutGuide()))
        view.removeLayoutGuide(spacer)
        #expect(!view.layoutGuides.contains(spacer))
    }

    @Test("Swipe actions and their configuration are NSObjects: an action is found in the list by identity")
    func swipeActionsAreObjects() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        #expect(configuration.actions.firstIndex(of: flag) == 1)
        #expect(configuration.actions.contains(delete))
        let objects: [NSObject] = [delete, configuration]
        #expect(objects.count == 2)
    }
}
