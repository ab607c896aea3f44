import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What an assistive app does to an app (activate, adjust, scroll, custom actions, focus) and what the app
// tells it (UIAccessibility.post), seen from both sides.

/// A rating control written as iOS apps write adjustable elements.
private final class RatingView: UIView {
    var rating = 2
    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "Rating" } set {} }
    override var accessibilityValue: String? { get { "\(rating) of 5" } set {} }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set {}
    }
    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
    override func accessibilityDecrement() { rating = max(rating - 1, 0) }
}

@MainActor private final class Counter { var count = 0 }

/// A view that handles activation itself.
private final class PlayButton: UIView {
    var played = 0
    override var isAccessibilityElement: Bool { get { true } set {} }
    override func accessibilityActivate() -> Bool {
        played += 1
        return true
    }
}

@MainActor
@Suite("Accessibility: actions and notifications")
struct AccessibilityActionTests {
    @Test("Activating a button taps it at its activation point, through real input")
    func activateTaps() {
        _ = TestWorld.input()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 50, y: 100, width: 100, height: 44)
        _ = showWindow(with: [button])
        #expect(!button.accessibilityActivate(), "UIKit's controls leave activation to the tap")
        AssistiveTechnology.activate(button)
        #expect(taps == 1)

        let play = PlayButton(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        _ = showWindow(with: [play])
        AssistiveTechnology.activate(play)
        #expect(play.played == 1)
    }

    @Test("Increment and decrement: an app's adjustable view, a slider by a tenth, a page control by a page")
    func adjust() {
        _ = TestWorld.input()
        let rating = RatingView()
        AssistiveTechnology.increment(rating)
        #expect(rating.accessibilityValue == "3 of 5")
        #expect(rating.accessibilityTraits == .adjustable)

        var changes = 0
        let slider = UISlider()
        slider.value = 0.5
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 1e-6)
        #expect(changes == 1)
        slider.value = 1
        slider.accessibilityIncrement()
        #expect(changes == 1, "no change at the maximum, no event")

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1)
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0)
    }

    @Test("Custom actions run their handler or their target's action")
    func customActions() {
        _ = TestWorld.input()
        var done: [String] = []
        let cell = UITableViewCell()
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in done.append(action.name); return true },
            UIAccessibilityCustomAction(name: "Flag", target: nil, selector: Selector("flag")),
        ]
        let actions = cell.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Delete", "Flag"])
        #expect(AssistiveTechnology.perform(actions[0]))
        #expect(!AssistiveTechnology.perform(actions[1]), "no target performs it")
        #expect(done == ["Delete"])
    }

    @Test("A scroll view pages on an accessibility scroll and posts .pageScrolled")
    func scrollByPage() {
        _ = TestWorld.input()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        let row = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 20))
        row.text = "Row"
        scrollView.addSubview(row)
        _ = showWindow(with: [scrollView])
        var posted: [String] = []
        let token = AssistiveTechnology.observe { notification, argument in
            if notification == .pageScrolled { posted.append(argument as? String ?? "") }
        }
        defer { AssistiveTechnology.stopObserving(token) }
        #expect(AssistiveTechnology.scroll(from: row, .up), "the label cannot scroll; its scroll view can")
        #expect(scrollView.contentOffset.y == 400)
        #expect(scrollView.accessibilityScroll(.up))
        #expect(scrollView.contentOffset.y == 600, "held at the end of the content")
        #expect(!scrollView.accessibilityScroll(.up))
        #expect(posted == ["Page 2 of 3", "Page 3 of 3"])
    }

    @Test("An assistive app connecting turns isVoiceOverRunning on and posts its notification")
    func voiceOverStatus() {
        _ = TestWorld.input()
        let changes = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { changes.count += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIAccessibility.isVoiceOverRunning)
        let token = AssistiveTechnology.observe { _, _ in }
        #expect(UIAccessibility.isVoiceOverRunning)
        AssistiveTechnology.stopObserving(token)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(changes.count == 2)
    }

    @Test("A screen change moves the focus to its argument; focus calls tell the elements")
    func focus() {
        _ = TestWorld.input()
        let first = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        first.text = "First"
        let second = UILabel(frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        second.text = "Second"
        _ = showWindow(with: [first, second])
        var seen: [(UIAccessibility.Notification, String?)] = []
        let token = AssistiveTechnology.observe { notification, argument in
            seen.append((notification, (argument as? AccessibleObject)?.accessibilityLabel ?? argument as? String))
        }
        defer { AssistiveTechnology.stopObserving(token); AssistiveTechnology.focus(nil) }
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(first.accessibilityElementIsFocused(), "a screen change without an argument focuses the first element")
        UIAccessibility.post(notification: .layoutChanged, argument: second)
        #expect(second.accessibilityElementIsFocused())
        #expect(UIAccessibility.focusedElement(using: nil) as AnyObject === second)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(seen.map(\.0) == [.screenChanged, .layoutChanged, .announcement])
        #expect(seen.last?.1 == "Saved")
    }
}

/// An article whose headings a rotor visits, as reading apps offer them.
@MainActor
@Suite("Accessibility: custom rotors, speech attributes, Guided Access")
struct AccessibilityRotorTests {
    @Test("A headings rotor returns the next and previous heading from where the reader is")
    func headingsRotor() {
        _ = TestWorld.input()
        let headings = ["Intro", "Method", "Results"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            label.accessibilityTraits = [.staticText, .header]
            return label
        }
        let article = UIView()
        article.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Headings") { predicate in
            guard let current = predicate.currentItem.targetElement as? UILabel,
                  let index = headings.firstIndex(of: current) else { return nil }
            let next = predicate.searchDirection == .next ? index + 1 : index - 1
            guard headings.indices.contains(next) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: headings[next], targetRange: nil)
        }]
        let rotor = article.accessibilityCustomRotors?.first
        #expect(rotor?.name == "Headings")
        #expect(rotor?.systemRotorType == UIAccessibilityCustomRotor.SystemRotorType.none)
        let found = rotor.flatMap { AssistiveTechnology.search($0, from: headings[1], direction: .next) }
        #expect(found?.targetElement === headings[2])
        let back = rotor.flatMap { AssistiveTechnology.search($0, from: headings[0], direction: .previous) }
        #expect(back == nil, "nothing before the first heading")
        let system = UIAccessibilityCustomRotor(systemType: .heading) { _ in nil }
        #expect(system.systemRotorType == .heading)
    }

    @Test("Speech attributes keep UIKit's names; Guided Access is refused on Linux")
    func speechAndGuidedAccess() {
        let label = UILabel()
        label.accessibilityAttributedLabel = NSAttributedString(
            string: "ResponderKit", attributes: [.accessibilitySpeechSpellOut: true,
                .accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high,
            ])
        #expect(label.accessibilityLabel == "ResponderKit")
        #expect(NSAttributedString.Key.accessibilitySpeechSpellOut.rawValue == "UIAccessibilitySpeechAttributeSpellOut")
        #expect(UIAccessibilityPriority.high.rawValue == "UIAccessibilityPriorityHigh")
        UIAccessibility.requestGuidedAccessSession(enabled: true) { granted in #expect(!granted) }
        let view = UIView()
        #expect(view.accessibilityAssistiveTechnologyFocusedIdentifiers() == nil)
        view.accessibilityHeaderElements = [UILabel()]
        #expect(view.accessibilityHeaderElements?.count == 1)
    }
}
