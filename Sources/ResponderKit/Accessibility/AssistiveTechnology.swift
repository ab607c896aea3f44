import Foundation

/// What an assistive app does to an app — the other side of UIKit's accessibility API, which iOS keeps
/// to itself and ResponderKit opens for the AT-SPI bridge of a backend and ResponderKitTesting's
/// queries. Not UIKit's: an iOS app never calls it.
///
/// ```
///  app code ── UIAccessibility.post(notification:argument:) ──▶ observers (bridge, tests)
///  assistive app ── windows() / children(of:) ──▶ the element tree (AccessibilityTree)
///                ── activate / increment / scroll / escape / custom action ──▶ the element
///                   (activate falls back to a real tap at `accessibilityActivationPoint`)
/// ```
@MainActor
public enum AssistiveTechnology {
    /// One observer of posted notifications.
    public typealias Observer = @MainActor (UIAccessibility.Notification, Any?) -> Void

    private final class Registration {
        let observer: Observer
        let marksRunning: Bool
        init(_ observer: @escaping Observer, marksRunning: Bool) {
            self.observer = observer
            self.marksRunning = marksRunning
        }
    }
    private static var registrations: [Registration] = []

    /// Starts observing the notifications the app posts. An observer that `marksRunning` (a screen
    /// reader, a UI test) makes `UIAccessibility.isVoiceOverRunning` `true` while it observes; a bridge
    /// that only relays the notifications to the platform does not. Keep the returned token; pass it to
    /// ``stopObserving(_:)`` when done.
    public static func observe(marksRunning: Bool = true, _ observer: @escaping Observer) -> AnyObject {
        let registration = Registration(observer, marksRunning: marksRunning)
        registrations.append(registration)
        updateRunning()
        return registration
    }

    /// Stops an observation; when no observer that marks running is left, `isVoiceOverRunning` is
    /// `false` again.
    public static func stopObserving(_ token: AnyObject) {
        registrations.removeAll { $0 === token }
        updateRunning()
    }

    /// Whether the platform says a screen reader runs (on Linux, the accessibility bus's
    /// `ScreenReaderEnabled`, which Orca sets): a bridge sets it, and `isVoiceOverRunning` is `true`
    /// while it is, as on iOS while VoiceOver is on.
    public static var platformScreenReaderRunning = false {
        didSet { updateRunning() }
    }

    private static func updateRunning() {
        let running = platformScreenReaderRunning || registrations.contains { $0.marksRunning }
        guard AccessibilitySettings.current.voiceOverRunning != running else { return }
        AccessibilitySettings.current.voiceOverRunning = running
    }

    static func deliver(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard !registrations.isEmpty else { return }
        switch notification {
        case .screenChanged, .layoutChanged:
            if let element = argument as? AccessibleObject {
                focus(element)
            } else if notification == .screenChanged, let window = UIApplication.shared.keyWindowForAccessibility {
                focus(elements(in: window).first)
            }
        case .announcement:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            DispatchQueue.main.async {
                let info: [AnyHashable: Any] = [UIAccessibility.announcementStringValueUserInfoKey: text,
                                                UIAccessibility.announcementWasSuccessfulUserInfoKey: true]
                NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: nil,
                                                userInfo: info)
            }
        default: break
        }
        for registration in registrations { registration.observer(notification, argument) }
    }

    // MARK: Reading the tree

    /// The windows an assistive app sees, back to front: every window on screen.
    public static func windows(of application: UIApplication = .shared) -> [UIWindow] {
        application.windowsOnScreen.filter { $0.isVisibleForAccessibility && !$0.accessibilityElementsHidden }
    }

    /// `container`'s children in reading order (the objects that are not ``AccessibleObject``s, which
    /// ResponderKit cannot read, left out).
    public static func children(of container: AccessibleObject) -> [AccessibleObject] {
        let count = container.accessibilityElementCount()
        guard count != NSNotFound, count > 0 else { return [] }
        return AccessibilityTree.walking {
            (0..<count).compactMap { container.accessibilityElement(at: $0) as? AccessibleObject }
        }
    }

    /// Runs `body` — questions about the tree that do not change it — with each container's children
    /// worked out once for all of them, as a whole-tree walk needs (a bridge comparing what it showed).
    public static func walking<Result>(_ body: () -> Result) -> Result { AccessibilityTree.walking(body) }

    /// Every element under `root` (not the containers), in reading order.
    public static func elements(in root: AccessibleObject) -> [AccessibleObject] {
        AccessibilityTree.walking {
            var result: [AccessibleObject] = []
            var visited = Set<ObjectIdentifier>()
            collectElements(under: root, into: &result, visited: &visited)
            return result
        }
    }

    private static func collectElements(under node: AccessibleObject, into result: inout [AccessibleObject],
                                        visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(node)).inserted else { return }
        for child in children(of: node) {
            if child.isAccessibilityElement { result.append(child) }
            collectElements(under: child, into: &result, visited: &visited)
        }
    }

    /// Every element of every window on screen, back window first.
    public static func allElements(of application: UIApplication = .shared) -> [AccessibleObject] {
        AccessibilityTree.walking { windows(of: application).flatMap { elements(in: $0) } }
    }

    // MARK: Operating elements

    /// Activates `element` as VoiceOver's double tap does: `accessibilityActivate()`, and when that
    /// returns `false`, a tap at its `accessibilityActivationPoint` through `tap` (by default a real
    /// touch through the application).
    @discardableResult
    public static func activate(_ element: AccessibleObject, tap: ((CGPoint) -> Void)? = nil) -> Bool {
        if element.accessibilityActivate() { return true }
        let point = element.accessibilityActivationPoint
        guard point.x.isFinite, point.y.isFinite else { return false }
        (tap ?? tapThroughApplication)(point)
        return true
    }

    /// Makes an adjustable element's value larger (`accessibilityIncrement()`).
    public static func increment(_ element: AccessibleObject) { element.accessibilityIncrement() }
    /// Makes an adjustable element's value smaller (`accessibilityDecrement()`).
    public static func decrement(_ element: AccessibleObject) { element.accessibilityDecrement() }

    /// Scrolls from `element` in `direction`: the element, then each view up from it, until one scrolls.
    @discardableResult
    public static func scroll(from element: AccessibleObject, _ direction: UIAccessibilityScrollDirection) -> Bool {
        upward(from: element) { $0.accessibilityScroll(direction) }
    }

    /// Escapes (VoiceOver's two-finger scrub) from `element` up, until one dismisses something.
    @discardableResult
    public static func escape(from element: AccessibleObject) -> Bool {
        upward(from: element) { $0.accessibilityPerformEscape() }
    }

    /// The magic tap (VoiceOver's two-finger double tap): the element and up, then the application.
    @discardableResult
    public static func magicTap(from element: AccessibleObject?) -> Bool {
        if let element, upward(from: element, { $0.accessibilityPerformMagicTap() }) { return true }
        return UIApplication.shared.accessibilityPerformMagicTap()
    }

    /// Performs a custom action as a reader's actions rotor does; `true` if it was done.
    @discardableResult
    public static func perform(_ action: UIAccessibilityCustomAction) -> Bool { action.run() }

    /// Runs `rotor`'s search from `element` in `direction`, as VoiceOver's rotor does when a person
    /// swipes up or down; the element found (its range is in the result), or `nil` at the end.
    public static func search(_ rotor: UIAccessibilityCustomRotor, from element: AccessibleObject,
                              direction: UIAccessibilityCustomRotor.Direction)
        -> UIAccessibilityCustomRotorItemResult? {
        let current = UIAccessibilityCustomRotorItemResult(targetElement: element, targetRange: nil)
        let predicate = UIAccessibilityCustomRotorSearchPredicate(currentItem: current, searchDirection: direction)
        return rotor.itemSearchBlock(predicate)
    }

    /// Moves the assistive focus to `element` (or nowhere).
    public static func focus(_ element: AccessibleObject?) { AccessibilityFocus.shared.move(to: element) }

    /// The element the assistive focus is on.
    public static var focusedElement: AccessibleObject? { AccessibilityFocus.shared.element }

    /// The responder with the keyboard focus: the key window's first responder (a text field being
    /// typed into), which a screen reader follows as well.
    public static func keyboardFocus(of application: UIApplication = .shared) -> UIResponder? {
        application.keyWindowForAccessibility?.firstResponderStorage
    }

    /// The view that shows `object`: the object itself when it is a view, else the first view among an
    /// element's containers (`accessibilityContainer`, up through other elements); `nil` for an element
    /// no view holds.
    public static func view(showing object: AccessibleObject) -> UIView? {
        var current: AnyObject? = object
        var hops = 0
        while let node = current, hops < ResponderChainBound.maximumHops {
            if let view = node as? UIView { return view }
            current = (node as? UIAccessibilityElement)?.accessibilityContainer
            hops += 1
        }
        return nil
    }

    // MARK: Helpers

    /// `body` on `element`, then on each container or superview above it, until one returns `true`.
    private static func upward(from element: AccessibleObject, _ body: (AccessibleObject) -> Bool) -> Bool {
        var current: AccessibleObject? = element
        var hops = 0
        while let object = current, hops < ResponderChainBound.maximumHops {
            if body(object) { return true }
            switch object {
            case let view as UIView: current = view.superview
            case let part as UIAccessibilityElement: current = part.accessibilityContainer as? AccessibleObject
            default: current = nil
            }
            hops += 1
        }
        return false
    }

    /// The touch of an assistive app's tap: a finger id no hardware uses, down and up one frame apart.
    private static var nextTapID = Int.max / 2

    private static func tapThroughApplication(_ point: CGPoint) {
        let application = UIApplication.shared
        nextTapID += 1
        let now = CACurrentMediaTime()
        application.enqueue(.touches([TouchInput(id: nextTapID, phase: .began, location: point)], timestamp: now))
        let lift = TouchInput(id: nextTapID, phase: .ended, location: point)
        application.enqueue(.touches([lift], timestamp: now + 1.0 / 60))
        application.processPendingEvents()
    }
}

extension UIApplication {
    /// The key window, else the frontmost window on screen.
    var keyWindowForAccessibility: UIWindow? {
        keyWindowStorage ?? windowsOnScreen.last
    }
}
