import Foundation
import ResponderKit

/// One element of the app as a UI test sees it — XCUITest's `XCUIElement`: what it says (`label`,
/// `identifier`, `value`), its state, and what a person does to it (`tap()`, `typeText(_:)`, swipes,
/// `adjust(toNormalizedSliderPosition:)`), sent as real input through the ``InputSimulator``.
///
/// The element is looked up again each time it is used. Using one that does not exist (or, for
/// `query.element`, that is not unique) is a test failure, reported through
/// ``XCUIApplication/failureHandler`` with the element tree, and nothing is sent.
@MainActor
public final class XCUIElement: XCUIElementTypeQueryProvider, @preconcurrency CustomDebugStringConvertible {
    let application: XCUIApplication
    let elementDescription: String
    let resolve: @MainActor () -> AccessibleObject?
    let ambiguity: @MainActor () -> Bool

    init(_ application: XCUIApplication, _ description: String,
         _ resolve: @escaping @MainActor () -> AccessibleObject?,
         ambiguity: @escaping @MainActor () -> Bool = { false }) {
        self.application = application
        self.elementDescription = description
        self.resolve = resolve
        self.ambiguity = ambiguity
    }

    /// The object behind the element now (a view, or a `UIAccessibilityElement`), for assertions a
    /// UI test cannot make (ResponderKit addition).
    public var object: AccessibleObject? { resolve() }

    // MARK: What it is and says

    /// Whether the element is in the tree now.
    public var exists: Bool { resolve() != nil }
    public var elementType: XCUIElementType { resolve().map(XCUIElementType.of) ?? .any }
    public var identifier: String { resolve()?.accessibilityIdentifier ?? "" }
    public var label: String { resolve()?.accessibilityLabel ?? "" }
    /// The value: a `String` (a switch's "1"), as XCUITest's.
    public var value: Any? { resolve()?.accessibilityValue }
    /// A text field's placeholder.
    public var placeholderValue: String? {
        switch resolve() {
        case let field as UITextField: return field.placeholder
        default: return nil
        }
    }
    public var title: String { "" }
    /// The frame in screen coordinates.
    public var frame: CGRect { resolve()?.accessibilityFrame ?? .zero }
    public var isEnabled: Bool { resolve().map { !$0.accessibilityTraits.contains(.notEnabled) } ?? false }
    public var isSelected: Bool { resolve()?.accessibilityTraits.contains(.selected) ?? false }
    /// Whether it has the keyboard focus (is the first responder).
    public var hasFocus: Bool { (resolve() as? UIResponder)?.isFirstResponder ?? false }
    /// Whether a tap at its activation point reaches it (or a view inside it).
    public var isHittable: Bool {
        guard let object = resolve() else { return false }
        let point = object.accessibilityActivationPoint
        guard let target = AssistiveTechnology.view(showing: object),
              let window = target.window,
              let hit = window.hitTest(window.convert(point, from: nil as UIWindow?), with: nil)
        else { return false }
        return hit === target || hit.isDescendant(of: target)
    }
    /// A slider's position, 0…1.
    public var normalizedSliderPosition: CGFloat {
        guard let slider = resolve() as? UISlider, slider.maximumValue > slider.minimumValue else { return 0 }
        return CGFloat((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue))
    }

    // MARK: Queries under it

    public func descendants(matching type: XCUIElementType) -> XCUIElementQuery {
        XCUIElementQuery(application, "\(elementDescription).\(type)s") { [resolve] in
            guard let root = resolve() else { return [] }
            return XCUIApplication.nodes(under: root).filter { type == .any || XCUIElementType.of($0) == type }
        }
    }
    public func children(matching type: XCUIElementType) -> XCUIElementQuery {
        XCUIElementQuery(application, "\(elementDescription).children(\(type))") { [resolve] in
            guard let root = resolve() else { return [] }
            return AssistiveTechnology.children(of: root).filter { type == .any || XCUIElementType.of($0) == type }
        }
    }

    // MARK: What a person does

    /// A tap at the element's activation point (its middle).
    public func tap() { if let point = hitPoint("tap") { application.simulator.tap(at: point) } }
    public func doubleTap() { if let point = hitPoint("doubleTap") { application.simulator.doubleTap(at: point) } }
    /// A finger held on the element for `duration` seconds.
    public func press(forDuration duration: TimeInterval) {
        guard let point = hitPoint("press") else { return }
        let finger = application.simulator.touchDown(at: point)
        application.simulator.advance(by: duration)
        application.simulator.lift(finger, at: point)
    }
    public func swipeUp() { swipe(dx: 0, dy: -1) }
    public func swipeDown() { swipe(dx: 0, dy: 1) }
    public func swipeLeft() { swipe(dx: -1, dy: 0) }
    public func swipeRight() { swipe(dx: 1, dy: 0) }

    /// Types `text` into the element: a tap first gives it the keyboard focus if it lacks it.
    public func typeText(_ text: String) {
        guard let object = resolve() else { return application.fail("typeText: no element \(elementDescription)") }
        if let responder = object as? UIResponder, !responder.isFirstResponder { tap() }
        application.simulator.type(text)
    }

    /// Drags a slider's thumb to `position` (0…1 of its track).
    public func adjust(toNormalizedSliderPosition position: CGFloat) {
        guard let slider = resolve() as? UISlider else {
            return application.fail("adjust: \(elementDescription) is not a slider")
        }
        let bounds = slider.bounds, track = slider.trackRect(forBounds: bounds)
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)
        let fraction = Float(min(max(position, 0), 1))
        let value = slider.minimumValue + fraction * (slider.maximumValue - slider.minimumValue)
        let target = slider.thumbRect(forBounds: bounds, trackRect: track, value: value)
        let start = application.simulator.screenPoint(CGPoint(x: thumb.midX, y: thumb.midY), in: slider)
        let end = application.simulator.screenPoint(CGPoint(x: target.midX, y: target.midY), in: slider)
        application.simulator.drag(from: start, to: end)
    }

    /// Runs the main loop until the element exists, for up to `timeout` seconds; whether it does.
    public func waitForExistence(timeout: TimeInterval) async -> Bool {
        await application.simulator.runMainLoop(until: { self.exists }, timeout: timeout)
    }
    /// Runs the main loop until the element is gone, for up to `timeout` seconds; whether it is.
    public func waitForNonExistence(timeout: TimeInterval) async -> Bool {
        await application.simulator.runMainLoop(until: { !self.exists }, timeout: timeout)
    }

    public var debugDescription: String {
        guard let object = resolve() else { return "\(elementDescription): no such element" }
        return XCUIApplication.line(for: object)
    }

    // MARK: Helpers

    static func matches(_ object: AccessibleObject, _ key: String) -> Bool {
        object.accessibilityIdentifier == key || object.accessibilityLabel == key
            || (object as? UITextField)?.placeholder == key
    }

    private func hitPoint(_ action: String) -> CGPoint? {
        guard let object = resolve() else {
            application.fail(ambiguity() ? "\(action): several elements match \(elementDescription)"
                                         : "\(action): no element \(elementDescription)")
            return nil
        }
        return object.accessibilityActivationPoint
    }

    private func swipe(dx: CGFloat, dy: CGFloat) {
        guard let object = resolve() else { return application.fail("swipe: no element \(elementDescription)") }
        let frame = object.accessibilityFrame
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let distance = CGPoint(x: dx * frame.width * 0.4, y: dy * frame.height * 0.4)
        application.simulator.drag(from: CGPoint(x: start.x - distance.x / 2, y: start.y - distance.y / 2),
                                   to: CGPoint(x: start.x + distance.x / 2, y: start.y + distance.y / 2), steps: 6)
    }
}
