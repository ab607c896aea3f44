import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Light and dark (traitCollectionDidChange when the system's style changes,
// overrideUserInterfaceStyle) and the tint (tintColor inherited down the tree, tintAdjustmentMode,
// tintColorDidChange), as UIKit documents them.

/// A view that records the trait and tint changes it hears.
@MainActor
private final class ThemedView: UIView {
    var styles: [UIUserInterfaceStyle] = []
    var previousStyles: [UIUserInterfaceStyle?] = []
    var tintChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styles.append(traitCollection.userInterfaceStyle)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle)
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor
private final class ThemedController: UIViewController {
    var styles: [UIUserInterfaceStyle] = []
    var memoryWarnings = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styles.append(traitCollection.userInterfaceStyle)
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        styles.append(.unspecified)  // never: there are no nibs
    }
}

@MainActor
@Suite("Light and dark, and the tint")
struct InterfaceStyleAndTintTests {
    @Test("""
        The system turning dark: every view and controller hears traitCollectionDidChange with the light traits as \
        previous, and dynamic colours resolve dark
        """)
    func systemStyleChange() {
        let input = TestWorld.input()
        // Light again afterwards: tests that draw without resetting the world resolve colours by it.
        defer { input.changeUserInterfaceStyle(to: .light) }
        let controller = ThemedController()
        let card = ThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = ThemedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.addSubview(inner)
        card.backgroundColor = .systemBackground
        showWindow(with: [card], root: controller)
        #expect(card.traitCollection.userInterfaceStyle == .light)
        #expect(card.layer.backgroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))

        input.changeUserInterfaceStyle(to: .dark)
        #expect(controller.styles == [.dark])
        #expect(card.styles == [.dark])
        #expect(card.previousStyles == [.light])
        #expect(inner.styles == [.dark])
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(card.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.label.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))

        // The same style again changes nothing.
        input.changeUserInterfaceStyle(to: .dark)
        #expect(card.styles == [.dark])
    }

    @Test("""
        overrideUserInterfaceStyle: the view and its subviews take it and hear of it; a subtree with its own \
        override hears nothing from the system
        """)
    func overrideStyle() {
        let input = TestWorld.input()
        // Light again afterwards: tests that draw without resetting the world resolve colours by it.
        defer { input.changeUserInterfaceStyle(to: .light) }
        let outer = ThemedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = ThemedView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pinned = ThemedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        outer.addSubview(middle)
        middle.addSubview(pinned)
        pinned.overrideUserInterfaceStyle = .light
        showWindow(with: [outer])

        outer.overrideUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(outer.styles == [.dark] && middle.styles == [.dark] && pinned.styles.isEmpty)

        // The system turning dark changes nothing for views already dark or pinned light.
        input.changeUserInterfaceStyle(to: .dark)
        #expect(outer.styles == [.dark] && middle.styles == [.dark] && pinned.styles.isEmpty)

        // Back to inheriting: still dark (the system is), so nobody hears anything.
        outer.overrideUserInterfaceStyle = .unspecified
        #expect(outer.styles == [.dark])
        #expect(outer.overrideUserInterfaceStyle == .unspecified)
    }

    @Test("A controller's override applies to its view and the views in it")
    func controllerOverride() {
        _ = TestWorld.input()
        let controller = ThemedController()
        let label = ThemedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [label], root: controller)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.styles == [.dark])
        #expect(label.styles == [.dark])
    }

    @Test("awakeFromNib is never called (no nibs); didReceiveMemoryWarning comes from the system's memory warning")
    func overridePointsUIKitCalls() {
        let input = TestWorld.input()
        // Light again afterwards: tests that draw without resetting the world resolve colours by it.
        defer { input.changeUserInterfaceStyle(to: .light) }
        let controller = ThemedController()
        showWindow(with: [], root: controller)
        input.send(.memoryWarning(timestamp: input.time))
        #expect(controller.memoryWarnings == 1)
        #expect(controller.styles.isEmpty)
    }

    @Test("tintColor: the system blue by default, else the nearest set one up the tree; nil goes back to inheriting")
    func tintInheritance() {
        _ = TestWorld.input()
        let parent = ThemedView(frame: .zero)
        let child = ThemedView(frame: .zero)
        let grandchild = ThemedView(frame: .zero)
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)
        #expect(grandchild.tintAdjustmentMode == .normal)

        parent.tintColor = .systemPink
        #expect(grandchild.tintColor == .systemPink)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen)
        #expect(parent.tintColor == .systemPink)
        child.tintColor = nil
        #expect(child.tintColor == .systemPink)
    }

    @Test("""
        tintColorDidChange: on the view whose tint code set and on the subviews that inherit it, not on those with \
        their own
        """)
    func tintColorDidChangePropagates() {
        _ = TestWorld.input()
        let parent = ThemedView(frame: .zero)
        let inheriting = ThemedView(frame: .zero)
        let own = ThemedView(frame: .zero)
        let underOwn = ThemedView(frame: .zero)
        parent.addSubview(inheriting)
        parent.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .systemOrange
        #expect(own.tintChanges == 1 && underOwn.tintChanges == 1)

        parent.tintColor = .systemPurple
        #expect(parent.tintChanges == 1)
        #expect(inheriting.tintChanges == 1)
        #expect(own.tintChanges == 1 && underOwn.tintChanges == 1)

        // The same colour again: nothing changed, nothing is sent.
        parent.tintColor = .systemPurple
        #expect(parent.tintChanges == 1)
    }

    @Test("""
        tintAdjustmentMode .dimmed greys the tint of the view and the views that inherit the mode, and they hear \
        of it; the getter never says .automatic
        """)
    func dimming() {
        _ = TestWorld.input()
        let parent = ThemedView(frame: .zero)
        let child = ThemedView(frame: .zero)
        parent.addSubview(child)
        parent.tintColor = .systemBlue
        let before = child.tintChanges
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.tintChanges == before + 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == g && g == b)
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemBlue)
        parent.tintAdjustmentMode = .automatic
        #expect(parent.tintAdjustmentMode == .normal)
    }

    @Test("Moving a view under a superview with another tint calls its tintColorDidChange")
    func movingChangesTint() {
        _ = TestWorld.input()
        let pink = ThemedView(frame: .zero)
        pink.tintColor = .systemPink
        let plain = ThemedView(frame: .zero)
        let moving = ThemedView(frame: .zero)
        plain.addSubview(moving)
        let before = moving.tintChanges
        pink.addSubview(moving)
        #expect(moving.tintChanges == before + 1)
        #expect(moving.tintColor == .systemPink)
        moving.removeFromSuperview()
        #expect(moving.tintChanges == before + 2)
        #expect(moving.tintColor == .systemBlue)
    }

    @Test("contentMode is .scaleToFill by default; an image view is sized by its image")
    func contentModeAndImageView() {
        let view = UIView(frame: .zero)
        #expect(view.contentMode == .scaleToFill)
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(imageView.frame.size == CGSize(width: 40, height: 30))
        #expect(!imageView.isUserInteractionEnabled)
        imageView.contentMode = .scaleAspectFit
        #expect(imageView.contentMode.rawValue == 1)
    }
}

/// A view that follows the style with iOS 17's registration instead of traitCollectionDidChange.
@MainActor
private final class RegisteredView: UIView {
    var heard: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.heard.append("style \(previous.userInterfaceStyle) → \(self.traitCollection.userInterfaceStyle)")
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: Selector("sizeClassChanged"))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("sizeClassChanged") { return { [weak self] _, _ in self?.heard.append("size class") } }
        return super.actionMethod(for: action)
    }
}

@MainActor
@Suite("registerForTraitChanges (iOS 17)")
struct TraitChangeRegistrationTests {
    @Test("""
        A handler runs when a registered trait changes, with the previous traits; not for other traits; not after \
        unregistering
        """)
    func registrations() {
        let input = TestWorld.input()
        // Light again afterwards: tests that draw without resetting the world resolve colours by it.
        defer { input.changeUserInterfaceStyle(to: .light) }
        let view = RegisteredView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        showWindow(with: [view])
        input.changeUserInterfaceStyle(to: .dark)
        #expect(view.heard == ["style light → dark"])

        // Wide enough for a regular width: the size class changes, the style does not.
        input.resizeScreen(to: CGSize(width: 1000, height: 844))
        #expect(view.heard == ["style light → dark", "size class"])
        input.resizeScreen(to: CGSize(width: 390, height: 844))

        let other = UIView(frame: .zero)
        var count = 0
        let registration = other.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
            (_: UIView, _) in
            count += 1
        }
        view.addSubview(other)
        input.changeUserInterfaceStyle(to: .light)
        #expect(count == 1)
        other.unregisterForTraitChanges(registration)
        input.changeUserInterfaceStyle(to: .dark)
        #expect(count == 1)
    }
}
